/**
 * The sticky PR comment against the loopback GitHub fake (test/fakes/github-api.mjs): @actions/github's
 * real transport (undici), real pagination, real failures. Nothing is mocked inside the process.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RetryPolicy, retryDelay } from '../../src/adapters/github-client.js';
import { postComment, publishComment } from '../../src/adapters/github-comment.js';
import type { Logger } from '../../src/commands/eval-run/index.js';
import { commentOnPullRequest } from '../../src/commands/report/index.js';
import { commentMarker, renderComment } from '../../src/core/report/comment.js';
import { BOT_LOGIN, type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { allPassing, someFailing } from '../helpers/comment-fixtures.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const REPO = 'acme/widgets';
const PR = 7;
const TOKEN = 'ghs_fake_token_for_tests';

let gh: GitHubApi;
let waits: number[];
let messages: { level: string; text: string }[];

const log: Logger = {
  info: (text) => messages.push({ level: 'info', text }),
  warning: (text) => messages.push({ level: 'warning', text }),
  debug: () => undefined,
};
const retry = (): Partial<RetryPolicy> => ({
  baseDelayMs: 1,
  sleep: async (ms) => {
    waits.push(ms);
  },
});
type PostOptions = Parameters<typeof postComment>[0];
const postOptions = (key: string, body: string, extra: Partial<PostOptions> = {}): PostOptions => ({
  token: TOKEN,
  apiUrl: gh.url,
  target: { owner: 'acme', repo: 'widgets', prNumber: PR },
  key,
  body,
  mode: 'upsert',
  log,
  retry: retry(),
  ...extra,
});
const post = (key: string, body: string, extra: Partial<PostOptions> = {}) =>
  postComment(postOptions(key, body, extra));
const ours = (key: string) => gh.comments(REPO, PR).filter((c) => c.body.startsWith(commentMarker(key)));

beforeEach(async () => {
  gh = await startGitHubApi({ token: TOKEN });
  waits = [];
  messages = [];
});
afterEach(async () => {
  await gh.close();
});

describe('sticky upsert', () => {
  it('two runs on one PR leave exactly one comment, updated in place', async () => {
    const key = 'eval/gate/configs/eval/a.toml';
    const first = await post(key, renderComment(someFailing(), { key }));
    const second = await post(key, renderComment(allPassing(), { key }));
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    const comments = ours(key);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('✅ osmosis eval passed');
    expect(comments[0]?.user.login).toBe(BOT_LOGIN);
    // The same body again: nothing written (the list, and GraphQL's viewer for who the token is).
    gh.resetLog();
    expect((await post(key, renderComment(allPassing(), { key }))).action).toBe('unchanged');
    expect(gh.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPO}/issues/${PR}/comments`,
      'POST /graphql',
    ]);
  });

  it('finds its comment behind 250 others (every page is read)', async () => {
    const key = 'eval/gate/a.toml';
    gh.seed(REPO, PR, 120);
    const created = await post(key, renderComment(someFailing(), { key }));
    gh.seed(REPO, PR, 130); // ours is now comment 121 of 251
    gh.resetLog();
    const updated = await post(key, renderComment(allPassing(), { key }));
    expect(updated).toMatchObject({ action: 'updated', id: created.id });
    expect(ours(key)).toHaveLength(1);
    expect(gh.comments(REPO, PR)).toHaveLength(251);
    const pages = gh.log.filter((r) => r.method === 'GET').map((r) => r.query.page ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('ignores a marker in a comment someone else wrote', async () => {
    const key = 'k';
    gh.seed(REPO, PR, [{ body: `${commentMarker(key)}\nnot ours`, login: 'mallory' }]);
    await post(key, renderComment(allPassing(), { key }));
    expect(gh.comments(REPO, PR).map((c) => c.user.login)).toEqual(['mallory', BOT_LOGIN]);
    expect(gh.comments(REPO, PR)[0]?.body).toContain('not ours');
  });

  it('four matrix legs updating at once leave all four results and no duplicates', async () => {
    gh.setDelay(15); // widen the window so the legs' list/create calls interleave
    const legs = ['gpt-4o', 'claude', 'llama', 'qwen'].map((model) => `eval/gate/a.toml/model=${model}`);
    const fixtures = [allPassing, someFailing, allPassing, someFailing];
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        legs.map((key, i) => post(key, renderComment((fixtures[(i + round) % 4] as () => never)(), { key }))),
      );
    }
    const comments = gh.comments(REPO, PR);
    expect(comments).toHaveLength(4);
    for (const [i, key] of legs.entries()) {
      expect(ours(key)).toHaveLength(1);
      expect(ours(key)[0]?.body).toContain(i % 2 === 1 ? '✅ osmosis eval passed' : '❌ osmosis eval failed'); // round 2's body
    }
  });

  it('two runs of the same key creating at once converge on one comment (the oldest), with the later body', async () => {
    gh.setDelay(20);
    const key = 'same';
    const bodies = [renderComment(someFailing(), { key }), renderComment(allPassing(), { key })];
    const outcomes = await Promise.all(bodies.map((body) => post(key, body)));
    const left = ours(key);
    expect(left).toHaveLength(1);
    expect(outcomes.map((o) => o.id)).toEqual([left[0]?.id, left[0]?.id]);
    expect(bodies).toContain(left[0]?.body);
  });

  it('of two comments already carrying the key, keeps the oldest (updated) and deletes the younger', async () => {
    const key = 'dup';
    const [oldest, younger] = gh.seed(REPO, PR, [
      { body: `${commentMarker(key)}\nfirst`, login: BOT_LOGIN },
      { body: `${commentMarker(key)}\nsecond`, login: BOT_LOGIN },
    ]);
    const body = renderComment(allPassing(), { key });
    const outcome = await post(key, body);
    expect(outcome.id).toBe(oldest?.id);
    expect(ours(key).map((c) => [c.id, c.body])).toEqual([[oldest?.id, body]]);
    expect(gh.comments(REPO, PR).some((c) => c.id === younger?.id)).toBe(false);
  });

  it('recreate replaces the comment; with minimize-outdated the old one is hidden and never matched again', async () => {
    const key = 'r';
    const first = await post(key, renderComment(someFailing(), { key }));
    const second = await post(key, renderComment(allPassing(), { key }), { mode: 'recreate' });
    expect(second.action).toBe('recreated');
    expect(gh.comments(REPO, PR).map((c) => c.id)).toEqual([second.id]);
    const third = await post(key, renderComment(someFailing(), { key }), {
      mode: 'recreate',
      minimizeOutdated: true,
    });
    const all = gh.comments(REPO, PR);
    expect(all.map((c) => [c.id, c.isMinimized])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect(all[0]?.body.startsWith('<!-- osmosis-ci:outdated:r -->')).toBe(true);
    expect(ours(key).map((c) => c.id)).toEqual([third.id]);
    expect(first.id).not.toBe(third.id);
  });
});

describe('the token in use decides which comment is ours', () => {
  const USER_TOKEN = 'github_pat_alice';
  const APP_TOKEN = 'ghs_app_installation';
  const OLD_TOKEN = 'f00df00df00df00df00df00df00df00df00df00d'; // a token without a known prefix
  let ids: GitHubApi;
  beforeEach(async () => {
    ids = await startGitHubApi({
      token: TOKEN,
      identities: { [USER_TOKEN]: 'alice', [APP_TOKEN]: 'acme-evals[bot]', [OLD_TOKEN]: 'acme-evals[bot]' },
    });
  });
  afterEach(async () => {
    await ids.close();
  });
  const postAs = (token: string, key: string, body: string) =>
    postComment({ ...postOptions(key, body), token, apiUrl: ids.url });
  const marked = (key: string) => ids.comments(REPO, PR).filter((c) => c.body.startsWith(commentMarker(key)));

  it.each([
    ['a personal token', USER_TOKEN, 'alice'],
    ['a GitHub App installation token', APP_TOKEN, 'acme-evals[bot]'],
    ['an installation token GET /user refuses', OLD_TOKEN, 'acme-evals[bot]'],
  ])('%s updates one comment over three runs', async (_what, token, author) => {
    const key = 'eval/gate/a.toml';
    const bodies = [someFailing(), allPassing(), someFailing()].map((r) => renderComment(r, { key }));
    const outcomes = [];
    for (const body of bodies) outcomes.push(await postAs(token, key, body));
    expect(outcomes.map((o) => o.action)).toEqual(['created', 'updated', 'updated']);
    expect(marked(key).map((c) => [c.id, c.user.login, c.body])).toEqual([
      [outcomes[0]?.id, author, bodies[2]],
    ]);
  });

  it('never takes over a comment another account wrote with the same marker, though a user token could edit it', async () => {
    const key = 'k';
    const copied = `${commentMarker(key)}\nbob's notes`;
    ids.seed(REPO, PR, [
      { body: copied, login: 'bob' },
      { body: `${commentMarker(key)}\nfrom GITHUB_TOKEN`, login: BOT_LOGIN },
    ]);
    const first = await postAs(USER_TOKEN, key, renderComment(someFailing(), { key }));
    const second = await postAs(USER_TOKEN, key, renderComment(allPassing(), { key }));
    expect([first.action, second.action]).toEqual(['created', 'updated']);
    expect(marked(key).map((c) => [c.user.login, c.body])).toEqual([
      ['bob', copied],
      [BOT_LOGIN, `${commentMarker(key)}\nfrom GITHUB_TOKEN`],
      ['alice', renderComment(allPassing(), { key })],
    ]);
    expect(
      ids.log.some((r) => r.method !== 'GET' && r.path.includes(`/comments/${marked(key)[0]?.id}`)),
    ).toBe(false);
    expect(
      messages.some((m) => /Left alone 2 comment\(s\).*by bob, github-actions\[bot\]/.test(m.text)),
    ).toBe(true);
  });

  it('a user token asks GET /user once per post, and only when a comment carries the key', async () => {
    const key = 'once';
    await postAs(USER_TOKEN, key, renderComment(someFailing(), { key }));
    expect(ids.log.filter((r) => r.path === '/user' || r.graphql)).toEqual([]);
    ids.resetLog();
    await postAs(USER_TOKEN, key, renderComment(allPassing(), { key }));
    expect(ids.log.filter((r) => r.path === '/user' || r.graphql).map((r) => r.status)).toEqual([200]);
  });

  it("when nobody says who the token is, a [bot] comment with the key counts as ours and a person's never", async () => {
    const key = 'unknown';
    ids.seed(REPO, PR, [
      { body: `${commentMarker(key)}\nby a person`, login: 'bob' },
      { body: `${commentMarker(key)}\nby the app`, login: 'acme-evals[bot]' },
    ]);
    ids.fail({ path: '/graphql', status: 502, times: 10 });
    const outcome = await postAs(APP_TOKEN, key, renderComment(allPassing(), { key }));
    expect(outcome.action).toBe('updated');
    expect(marked(key).map((c) => c.user.login)).toEqual(['bob', 'acme-evals[bot]']);
    expect(marked(key)[0]?.body).toContain('by a person');
  });
});

describe('retries and failures', () => {
  it('502, 502, 200 posts on the third try', async () => {
    gh.fail({ method: 'POST', path: '/comments', kind: 'server-error', times: 2 });
    const outcome = await post('k', renderComment(allPassing(), { key: 'k' }));
    expect(outcome.action).toBe('created');
    expect(gh.log.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([502, 502, 201]);
    expect(waits).toHaveLength(2);
    expect(ours('k')).toHaveLength(1);
  });

  it('honours Retry-After on 429 and on a secondary rate limit', async () => {
    gh.fail({ method: 'GET', kind: 'too-many-requests', retryAfter: 2 });
    gh.fail({ method: 'POST', kind: 'secondary-rate-limit', retryAfter: 3 });
    await post('k', renderComment(allPassing(), { key: 'k' }));
    expect(waits).toEqual([2000, 3000]);
  });

  it('waits for a primary rate limit reset, but gives up at once when it is too far away', async () => {
    gh.fail({ method: 'GET', kind: 'rate-limit', retryAfter: 600 });
    const result = await publishComment(postOptions('k', renderComment(allPassing(), { key: 'k' })));
    expect(result.ok).toBe(false);
    expect(waits).toEqual([]);
    expect(gh.restCalls).toBe(1);
    expect(messages.some((m) => m.level === 'warning' && /rate-limited/.test(m.text))).toBe(true);
  });

  it('bounds the retries: a server that keeps failing is tried maxAttempts times', async () => {
    gh.fail({ method: 'GET', kind: 'server-error', status: 503, times: 10 });
    const result = await publishComment(postOptions('k', renderComment(allPassing(), { key: 'k' })));
    expect(result.ok).toBe(false);
    expect(gh.restCalls).toBe(4);
  });

  it('retryDelay: exponential backoff for 5xx, Retry-After dates, no retry for 404/422', () => {
    const policy = { baseDelayMs: 1000, maxWaitMs: 60_000 };
    const err = (status: number, headers: Record<string, string> = {}, message = '') => ({
      status,
      response: { headers, data: { message } },
    });
    const d1 = retryDelay(err(502), 1, policy);
    const d3 = retryDelay(err(502), 3, policy);
    expect(d1.kind === 'retry' && d1.ms >= 750 && d1.ms <= 1250).toBe(true);
    expect(d3.kind === 'retry' && d3.ms >= 3000 && d3.ms <= 5000).toBe(true);
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryDelay(err(429, { 'retry-after': 'Sun, 29 Nov 2026 10:00:05 GMT' }), 1, policy, now)).toEqual({
      kind: 'retry',
      ms: 5000,
    });
    expect(retryDelay(err(404), 1, policy).kind).toBe('give-up');
    expect(retryDelay(err(422), 1, policy).kind).toBe('give-up');
    expect(retryDelay(err(403, {}, 'Resource not accessible by integration'), 1, policy).kind).toBe(
      'give-up',
    );
  });
});

describe('the action-level contract', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-comment-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a 403 becomes a warning with the fix; the verdict and the summary stay', async () => {
    gh.fail({ method: 'POST', path: '/comments', kind: 'forbidden' });
    const summary = join(dir, 'summary.md');
    const saved = { ...process.env };
    // The action's own reporting, with the runner's environment pointed at the fake.
    Object.assign(process.env, {
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: REPO,
      GITHUB_WORKFLOW: 'eval',
      GITHUB_JOB: 'gate',
      GITHUB_WORKSPACE: dir,
      INPUT_GITHUB_TOKEN: TOKEN,
    });
    const stdout: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      stdout.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(summary, '');
      const { reportActionRun } = await import('../../src/entries/action/eval-run-report.js');
      const { parseEvalRunInputs } = await import('../../src/core/inputs.js');
      const inputs = parseEvalRunInputs(
        (name) =>
          ({
            config: 'configs/eval/quickstart.toml',
            'pr-number': String(PR),
            'result-dir': join(dir, 'out'),
          })[name],
        (name) => name,
      );
      const evaluated = makeResult(
        makeMetrics({ passed: 7, completed: 10 }),
        { minPassRate: 0.8 },
        { runDir: null },
      );
      const { result } = await reportActionRun(
        { result: evaluated, rows: null, workspace: dir },
        inputs,
        dir,
      );
      expect(result).toMatchObject({ verdict: 'failed', exitCode: 1 });
      const text = await readFile(summary, 'utf8');
      expect(text).toContain('### ❌ osmosis eval failed: pass rate 70.0% < 80.0% threshold');
      const warning = stdout.find((line) => line.startsWith('::warning::'));
      expect(warning).toContain('403 Resource not accessible by integration');
      expect(warning).toContain('pull-requests: write');
      expect(warning).toContain('workflow_run');
      expect(stdout.join('')).not.toContain(TOKEN);
      expect(gh.comments(REPO, PR)).toHaveLength(0);
      // The job summary carries the same markdown as the comment (core.summary adds the final newline).
      expect(text.trimEnd()).toBe((await readFile(join(dir, 'out', 'report.md'), 'utf8')).trimEnd());
    } finally {
      process.stdout.write = write;
      process.env = saved;
    }
  });

  it('comment-mode off makes no GitHub call at all', async () => {
    const outcome = await commentOnPullRequest(
      allPassing(),
      {
        mode: 'off',
        key: 'k',
        token: TOKEN,
        apiUrl: gh.url,
        repository: { owner: 'acme', repo: 'widgets' },
        prNumber: PR,
        minimizeOutdated: false,
        log,
      },
      publishComment,
    );
    expect(outcome).toMatchObject({ posted: false, reason: 'off' });
    expect(gh.log).toHaveLength(0);
  });

  it('a body over the limit is cut with the notice, and GitHub accepts it', async () => {
    const groups = Array.from({ length: 300 }, (_, i) => ({
      errorType: `type_${i}_${'y'.repeat(60)}`,
      count: 300 - i,
      rows: Array.from({ length: 50 }, (_, r) => ({ rowIndex: i * 50 + r, runIndex: 0 })),
    }));
    const result = makeResult(makeMetrics({ passed: 0, completed: 15_000, failureGroups: groups }), {
      minPassRate: 0.5,
    });
    const outcome = await commentOnPullRequest(
      result,
      {
        mode: 'upsert',
        key: 'big',
        token: TOKEN,
        apiUrl: gh.url,
        repository: { owner: 'acme', repo: 'widgets' },
        prNumber: PR,
        minimizeOutdated: false,
        log,
      },
      (request) => publishComment({ ...request, retry: retry() }),
    );
    expect(outcome.posted).toBe(true);
    const body = ours('big')[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("Cut to fit GitHub's 65,536-character comment limit");
  });
});
