// A fake GitHub API (REST + GraphQL) on 127.0.0.1, for the PR-comment code, its tests, benches and act runs.
//
// ONE implementation, plain ESM JavaScript, so that vitest (TypeScript) and plain `node` both load it; its types
// are in github-api.d.mts beside it.
//   - In a test: `const gh = await startGitHubApi(); getOctokit(token, { baseUrl: gh.url })`.
//     @actions/github fetches through the undici package, which nock does not intercept: this is a real server.
//   - As a process: `node test/fakes/github-api.mjs [--port <n>] [--port-file <path>] [--seed <owner/repo#n>=<count>]`
//     binds 127.0.0.1, prints `GITHUB_API_URL=<url>` on stdout, writes the port to --port-file (atomically) and
//     stays up until SIGTERM/SIGINT. GET /_fake/state returns the comments and the request log; POST /_fake/fail
//     with a failure rule (below) scripts failures from a shell (kind "no-answer" accepts and never answers).
//
// Endpoints (what @actions/github 9 sends for a sticky comment):
//   GET    /repos/{o}/{r}/issues/{n}/comments?per_page&page  200 array, Link rel="next"/"last" with absolute URLs
//   POST   /repos/{o}/{r}/issues/{n}/comments {body}         201 comment (422 when the body exceeds 65536 chars)
//   GET    /repos/{o}/{r}/issues/comments/{id}               200 comment / 404
//   PATCH  /repos/{o}/{r}/issues/comments/{id} {body}        200 comment / 404 / 422
//   DELETE /repos/{o}/{r}/issues/comments/{id}               204 / 404
//   (a comment id under another repository's path is 404; PATCH or DELETE of a comment another login wrote is 403)
//   GET    /repos/{o}/{r}/pulls/{n}                            200 { number, head: { sha } } once setPull was called
//   GET    /repos/{o}/{r}/issues/{n}/events?per_page&page      200 array of issue events (labelEvent adds them), as
//                                                             GitHub's: { id, node_id, url, actor, event, commit_id,
//                                                             commit_url, created_at, label: { name, color },
//                                                             performed_via_github_app }, Link rel="next"/"last"
//   GET    /repos/{o}/{r}/compare/{base}...{head}?per_page&page  200 { status, ahead_by, behind_by, total_commits,
//                                                             commits, files } over the linear history setHistory
//                                                             gave; 404 "Not Found" when either commit is unknown
//   GET    /user                                              200 { login } for a user token; 403 "Resource not
//                                                             accessible by integration" for an installation token
//   POST   /graphql  minimizeComment(input:{subjectId, classifier}) and viewer { login } (an installation's
//                    viewer is its bot, `<slug>[bot]`, as GitHub answers)
// Each token has an identity: `identities[token]` when given, else `login` (default github-actions[bot], the
// GITHUB_TOKEN's). A login ending in [bot] is an installation (GITHUB_TOKEN or a GitHub App), any other a user.
// Comments made with a token belong to its login. PATCH or DELETE of a comment another login wrote: 403 for an
// installation token; allowed for a user token, as for a collaborator with write access on GitHub.
//
// Failures: a queue of rules `{ method?, path?, status, times?, body?, headers?, kind? }`. The first rule whose
// method equals the request's and whose `path` is a substring of the request path answers instead of the route,
// `times` times (default 1). `kind` fills in GitHub's real shapes: "forbidden" (403 "Resource not accessible by
// integration"), "rate-limit" (403, x-ratelimit-remaining 0 and x-ratelimit-reset), "secondary-rate-limit"
// (403 with retry-after), "too-many-requests" (429 with retry-after), "server-error" (502 by default).

import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback.mjs';
import { serveWhenRunDirectly } from './serve-cli.mjs';

export const BOT_LOGIN = 'github-actions[bot]';
export const MAX_COMMENT_LENGTH = 65536;
const DOCS = 'https://docs.github.com/rest/issues/comments';

/** @param {string} kind @param {number | undefined} status @param {number} retryAfter */
function failureShape(kind, status, retryAfter) {
  const reset = String(Math.ceil(Date.now() / 1000) + retryAfter);
  switch (kind) {
    case 'forbidden':
      return {
        status: status ?? 403,
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: `${DOCS}#create-an-issue-comment`,
          status: '403',
        },
        headers: { 'x-ratelimit-remaining': '4999', 'x-accepted-github-permissions': 'pull_requests=write' },
      };
    case 'rate-limit':
      return {
        status: status ?? 403,
        body: {
          message: 'API rate limit exceeded for installation ID 1234.',
          documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
          status: '403',
        },
        headers: { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      };
    case 'secondary-rate-limit':
      return {
        status: status ?? 403,
        body: {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          documentation_url:
            'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
          status: '403',
        },
        headers: { 'retry-after': String(retryAfter) },
      };
    case 'too-many-requests':
      return {
        status: status ?? 429,
        body: { message: 'Too Many Requests', status: '429' },
        headers: { 'retry-after': String(retryAfter) },
      };
    case 'server-error':
      return { status: status ?? 502, body: { message: 'Server Error' }, headers: {} };
    default:
      return { status: status ?? 500, body: { message: 'Fake failure' }, headers: {} };
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  if (status === 204) {
    res.writeHead(204, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('./github-api.d.mts').StartGitHubApiOptions} [options]
 * @returns {Promise<import('./github-api.d.mts').GitHubApi>}
 */
export async function startGitHubApi(options = {}) {
  const login = options.login ?? BOT_LOGIN;
  const identities = new Map(Object.entries(options.identities ?? {}));
  const tokens =
    options.token === undefined && identities.size === 0
      ? null
      : new Set([...(options.token === undefined ? [] : [options.token].flat()), ...identities.keys()]);
  /** @param {string | undefined} token */
  const loginOf = (token) => (token === undefined ? undefined : identities.get(token)) ?? login;
  const isInstallation = (who) => who.endsWith('[bot]');
  let delayMs = options.delayMs ?? 0;
  /** @type {Map<string, import('./github-api.d.mts').FakeComment[]>} issue key -> comments, oldest first */
  const issues = new Map();
  /** @type {Map<number, { issue: string, comment: import('./github-api.d.mts').FakeComment }>} */
  const byId = new Map();
  /** @type {import('./github-api.d.mts').FailureRule[]} */
  const failures = [];
  /** @type {Map<string, string>} issue key -> head sha */
  const pulls = new Map();
  /** Issue events by issueKey, oldest first. */
  const issueEvents = new Map();
  let nextEventId = 9_000_000;
  /** @type {Map<string, string[]>} owner/repo -> its commits, oldest first (one line of history) */
  const histories = new Map();
  /** @type {import('./github-api.d.mts').LoggedRequest[]} */
  const log = [];
  let nextId = 1_000_001;
  let clock = Date.parse('2026-11-29T10:00:00Z');
  let baseUrl = '';

  const issueKey = (owner, repo, number) => `${owner}/${repo}#${number}`;
  const listOf = (key) => {
    let list = issues.get(key);
    if (!list) {
      list = [];
      issues.set(key, list);
    }
    return list;
  };

  /** @returns {import('./github-api.d.mts').FakeComment} */
  function makeComment(owner, repo, number, body, author) {
    const id = nextId++;
    clock += 1000;
    const at = new Date(clock).toISOString();
    return {
      id,
      node_id: `IC_kwDO${Buffer.from(String(id)).toString('base64url')}`,
      url: `${baseUrl}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${number}#issuecomment-${id}`,
      issue_url: `${baseUrl}/repos/${owner}/${repo}/issues/${number}`,
      body,
      user: {
        login: author,
        id: author === BOT_LOGIN ? 41898282 : 1000 + (author.length % 97),
        type: author.endsWith('[bot]') ? 'Bot' : 'User',
      },
      created_at: at,
      updated_at: at,
      author_association: author === BOT_LOGIN ? 'NONE' : 'MEMBER',
      isMinimized: false,
    };
  }

  function addComment(owner, repo, number, body, author) {
    const key = issueKey(owner, repo, number);
    const comment = makeComment(owner, repo, number, body, author);
    listOf(key).push(comment);
    byId.set(comment.id, { issue: key, comment });
    return comment;
  }

  /** Public shape: what GitHub returns (no fake-only fields). */
  const view = (comment) => {
    const { isMinimized: _hidden, ...rest } = comment;
    return rest;
  };

  function takeFailure(method, path) {
    const index = failures.findIndex(
      (rule) =>
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (rule.path === undefined || path.includes(rule.path)),
    );
    if (index < 0) return undefined;
    const rule = /** @type {import('./github-api.d.mts').FailureRule} */ (failures[index]);
    rule.times = (rule.times ?? 1) - 1;
    if (rule.times <= 0) failures.splice(index, 1);
    const shape = failureShape(rule.kind ?? '', rule.status, rule.retryAfter ?? 1);
    return {
      noAnswer: rule.kind === 'no-answer',
      status: rule.status ?? shape.status,
      body: rule.body ?? shape.body,
      headers: { ...shape.headers, ...(rule.headers ?? {}) },
    };
  }

  async function handleGraphql(body, res, caller) {
    const query = typeof body.query === 'string' ? body.query : '';
    const variables = body.variables && typeof body.variables === 'object' ? body.variables : {};
    if (query.includes('minimizeComment')) {
      const subjectId =
        variables.id ?? variables.subjectId ?? /subjectId:\s*"([^"]+)"/.exec(query)?.[1] ?? undefined;
      const found = [...byId.values()].find((entry) => entry.comment.node_id === subjectId);
      if (!found) {
        send(res, 200, {
          data: { minimizeComment: null },
          errors: [
            {
              type: 'NOT_FOUND',
              path: ['minimizeComment'],
              message: `Could not resolve to a node with the global id of '${subjectId}'`,
            },
          ],
        });
        return 200;
      }
      found.comment.isMinimized = true;
      send(res, 200, { data: { minimizeComment: { minimizedComment: { isMinimized: true } } } });
      return 200;
    }
    if (query.includes('viewer')) {
      send(res, 200, { data: { viewer: { login: caller } } });
      return 200;
    }
    send(res, 200, { errors: [{ message: 'fake GitHub API: unsupported GraphQL query' }] });
    return 200;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = await text(req).catch(() => '');
    /** @type {Record<string, any>} */
    let body = {};
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = {};
      }
    }

    if (path === '/_fake/state' && method === 'GET') {
      send(res, 200, {
        comments: Object.fromEntries(issues),
        log,
        restCalls: api.restCalls,
        graphqlCalls: api.graphqlCalls,
      });
      return;
    }
    if (path === '/_fake/fail' && method === 'POST') {
      failures.push(/** @type {any} */ (body));
      send(res, 200, { queued: failures.length });
      return;
    }

    /** @type {import('./github-api.d.mts').LoggedRequest} */
    const entry = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      at: Date.now(),
      graphql: path === '/graphql',
      authorization: req.headers.authorization ?? null,
      body: raw === '' ? undefined : body,
    };
    log.push(entry);
    const reply = (status, payload, headers) => {
      entry.status = status;
      send(res, status, payload, headers);
    };

    if (delayMs > 0) await sleep(delayMs);

    const given = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const caller = loginOf(given);
    if (tokens) {
      if (!given || !tokens.has(given)) {
        reply(401, {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest',
          status: '401',
        });
        return;
      }
    }

    const failure = takeFailure(method, path);
    if (failure?.noAnswer) return; // accepted, never answered: the client's own timeout must end it
    if (failure) {
      reply(failure.status, failure.body, failure.headers);
      return;
    }

    if (path === '/graphql' && method === 'POST') {
      entry.status = await handleGraphql(body, res, caller);
      return;
    }

    if (path === '/user' && method === 'GET') {
      if (isInstallation(caller)) {
        reply(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        });
      } else {
        reply(200, { login: caller, id: 1000 + (caller.length % 97), type: 'User' });
      }
      return;
    }

    const compare = /^\/repos\/([^/]+)\/([^/]+)\/compare\/([^/.]+)\.\.\.([^/.]+)$/.exec(path);
    if (compare && method === 'GET') {
      const [, owner, repo, base, head] = /** @type {[string, string, string, string, string]} */ (compare);
      const answered = compareCommits(histories.get(`${owner}/${repo}`) ?? [], base, head, url.searchParams);
      if (!answered) reply(404, { message: 'Not Found', documentation_url: COMPARE_DOCS, status: '404' });
      else reply(200, { url: `${baseUrl}${path}`, ...answered });
      return;
    }

    const pull = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(path);
    if (pull && method === 'GET') {
      const [, owner, repo, number] = /** @type {[string, string, string, string]} */ (pull);
      const headSha = pulls.get(issueKey(owner, repo, Number(number)));
      if (headSha === undefined) reply(404, { message: 'Not Found', status: '404' });
      else reply(200, { number: Number(number), state: 'open', head: { sha: headSha, ref: 'feature' } });
      return;
    }

    const events = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/events$/.exec(path);
    if (events && method === 'GET') {
      const [, owner, repo, number] = /** @type {[string, string, string, string]} */ (events);
      const list = issueEvents.get(issueKey(owner, repo, Number(number))) ?? [];
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(list.length / perPage));
      const pageUrl = (n) => {
        const next = new URL(`${baseUrl}${path}`);
        next.searchParams.set('per_page', String(perPage));
        next.searchParams.set('page', String(n));
        return next.href;
      };
      const links =
        page < last ? { link: `<${pageUrl(page + 1)}>; rel="next", <${pageUrl(last)}>; rel="last"` } : {};
      reply(200, list.slice((page - 1) * perPage, page * perPage), links);
      return;
    }

    let match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    if (match) {
      const [, owner, repo, number] = /** @type {[string, string, string, string]} */ (match);
      const key = issueKey(owner, repo, Number(number));
      if (method === 'GET') {
        const list = issues.get(key) ?? [];
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const last = Math.max(1, Math.ceil(list.length / perPage));
        const pageUrl = (n) => {
          const next = new URL(`${baseUrl}${path}`);
          next.searchParams.set('per_page', String(perPage));
          next.searchParams.set('page', String(n));
          return next.href;
        };
        const links = [];
        if (page < last) links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`);
        if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
        reply(
          200,
          list.slice((page - 1) * perPage, page * perPage).map(view),
          links.length > 0 ? { link: links.join(', ') } : {},
        );
        return;
      }
      if (method === 'POST') {
        if (typeof body.body !== 'string') {
          reply(422, { message: 'Invalid request.\n\n"body" wasn\'t supplied.', status: '422' });
          return;
        }
        if (body.body.length > MAX_COMMENT_LENGTH) {
          reply(422, tooLong());
          return;
        }
        reply(201, view(addComment(owner, repo, Number(number), body.body, caller)));
        return;
      }
    }

    match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    if (match) {
      const found = byId.get(Number(match[3]));
      // As GitHub: a comment id is found only under its own repository's path.
      if (!found?.issue.startsWith(`${match[1]}/${match[2]}#`)) {
        reply(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
        return;
      }
      if (method === 'GET') {
        reply(200, view(found.comment));
        return;
      }
      const foreign = found.comment.user.login !== caller;
      if ((method === 'PATCH' || method === 'DELETE') && foreign && isInstallation(caller)) {
        // An installation token may only change what it wrote; a user token with write access may edit anyone's.
        reply(403, {
          message: 'Resource not accessible by integration',
          documentation_url: DOCS,
          status: '403',
        });
        return;
      }
      if (method === 'PATCH') {
        if (typeof body.body !== 'string') {
          reply(422, { message: 'Invalid request.\n\n"body" wasn\'t supplied.', status: '422' });
          return;
        }
        if (body.body.length > MAX_COMMENT_LENGTH) {
          reply(422, tooLong());
          return;
        }
        clock += 1000;
        found.comment.body = body.body;
        found.comment.updated_at = new Date(clock).toISOString();
        reply(200, view(found.comment));
        return;
      }
      if (method === 'DELETE') {
        byId.delete(found.comment.id);
        const list = issues.get(found.issue) ?? [];
        list.splice(list.indexOf(found.comment), 1);
        reply(204, undefined);
        return;
      }
    }

    reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
  });

  const { port, url: listening } = await listenOnLoopback(server, options.port);
  baseUrl = listening;

  /** @type {import('./github-api.d.mts').GitHubApi} */
  const api = {
    url: baseUrl,
    port,
    login,
    get log() {
      return log;
    },
    get restCalls() {
      return log.filter((entry) => !entry.graphql).length;
    },
    get graphqlCalls() {
      return log.filter((entry) => entry.graphql).length;
    },
    resetLog() {
      log.length = 0;
    },
    comments(repo, number) {
      const [owner, name] = repo.split('/');
      return (issues.get(issueKey(owner, name, number)) ?? []).map((comment) => ({ ...comment }));
    },
    seed(repo, number, seed) {
      const [owner, name] = repo.split('/');
      const entries =
        typeof seed === 'number'
          ? Array.from({ length: seed }, (_, i) => ({ body: `Comment ${i + 1}` }))
          : seed;
      return entries.map((entry, i) =>
        view(
          addComment(
            owner,
            name,
            number,
            entry.body ?? `Comment ${i + 1}`,
            entry.login ?? (i % 3 === 0 ? login : 'octocat'),
          ),
        ),
      );
    },
    setHistory(repo, shas) {
      histories.set(repo, [...shas]);
    },
    labelEvent(repo, number, { name, login, event = 'labeled' }) {
      const [owner, name_] = repo.split('/');
      const key = issueKey(owner, name_, number);
      const id = nextEventId++;
      const list = issueEvents.get(key) ?? [];
      list.push({
        id,
        node_id: `LE_${id}`,
        url: `${baseUrl}/repos/${repo}/issues/events/${id}`,
        actor: { login, id: 1000 + (login.length % 97), type: login.endsWith('[bot]') ? 'Bot' : 'User' },
        event,
        commit_id: null,
        commit_url: null,
        created_at: new Date().toISOString(),
        label: { name, color: 'ededed' },
        performed_via_github_app: null,
      });
      issueEvents.set(key, list);
    },
    setPull(repo, number, headSha) {
      const [owner, name] = repo.split('/');
      pulls.set(issueKey(owner, name, number), headSha);
    },
    fail(rule) {
      failures.push({ ...rule });
    },
    clearFailures() {
      failures.length = 0;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
  return api;
}

const COMPARE_DOCS = 'https://docs.github.com/rest/commits/commits#compare-two-commits';

/**
 * GitHub's comparison of two commits of one line of history: `ahead_by` is the head's commits the base
 * lacks, `behind_by` the reverse; `commits` (paged by per_page and page, newest last) those ahead. Null
 * when either commit is not in it (GitHub's 404).
 * @param {string[]} history @param {string} base @param {string} head @param {URLSearchParams} query
 */
function compareCommits(history, base, head, query) {
  const at = (sha) => history.findIndex((known) => known.toLowerCase() === sha.toLowerCase());
  const from = at(base);
  const to = at(head);
  if (from < 0 || to < 0) return null;
  const aheadBy = Math.max(0, to - from);
  const behindBy = Math.max(0, from - to);
  const perPage = Math.min(250, Math.max(1, Number(query.get('per_page') ?? 250) || 250));
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const ahead = history.slice(from + 1, to + 1).map((sha) => ({ sha, commit: { message: `commit ${sha}` } }));
  return {
    status: aheadBy > 0 ? 'ahead' : behindBy > 0 ? 'behind' : 'identical',
    ahead_by: aheadBy,
    behind_by: behindBy,
    total_commits: aheadBy,
    commits: ahead.slice((page - 1) * perPage, page * perPage),
    files: [],
  };
}

function tooLong() {
  return {
    message: 'Validation Failed',
    errors: [
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: 'body is too long (maximum is 65536 characters)',
      },
    ],
    documentation_url: `${DOCS}#create-an-issue-comment`,
    status: '422',
  };
}

serveWhenRunDirectly(import.meta.url, {
  name: 'fake GitHub API',
  urlVariable: 'GITHUB_API_URL',
  options: { token: { type: 'string' }, seed: { type: 'string', multiple: true } },
  start: async (values, port) => {
    const api = await startGitHubApi({
      port,
      token: typeof values.token === 'string' ? values.token : undefined,
    });
    for (const seed of Array.isArray(values.seed) ? values.seed : []) {
      const parsed = /^([^/]+\/[^#]+)#(\d+)=(\d+)$/.exec(seed);
      if (!parsed) throw new Error(`--seed wants owner/repo#number=count, got ${seed}`);
      api.seed(/** @type {string} */ (parsed[1]), Number(parsed[2]), Number(parsed[3]));
    }
    return api;
  },
});
