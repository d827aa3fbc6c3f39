/**
 * The sticky pull-request comment: one comment per key, found by its hidden marker through every page
 * of comments, updated in place (or recreated), race-safe across concurrent runs, over the retrying client
 * of adapters/github-client.ts.
 *
 * A comment is ours when it carries the key's marker AND was written by the account the token comments as
 * (adapters/github-identity.ts): a comment someone else wrote is never edited, even when it copies the marker.
 *
 * Calls per update with ≤ 100 comments on the PR: one list page, the identity (one GraphQL call for an
 * installation token such as GITHUB_TOKEN, GET /user for a personal one) and one PATCH (none when the body
 * is unchanged). A first post is list, create (whose author tells the identity), and a second list that
 * removes duplicates when two runs of the same key created at once: the oldest comment is kept (and carries
 * the latest body), the younger ones are deleted.
 */

import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/ports.js';
import { commentMarker, hasMarker, normalizeCommentKey } from '../core/report/comment.js';
import { githubTokenWording, type TokenWording } from '../core/token-wording.js';
import { bodyMessage, createOctokit, type Octokit, type RetryPolicy, statusOf } from './github-client.js';
import { type CommentIdentity, exactIdentity, resolveIdentity } from './github-identity.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  prNumber: number;
}

export interface PostCommentOptions {
  token: string;
  /** The REST base URL: GITHUB_API_URL on a runner; a loopback fake in tests. */
  apiUrl: string;
  target: CommentTarget;
  key: string;
  /** The rendered body; it must carry the key's marker. */
  body: string;
  mode: 'upsert' | 'recreate';
  /** With recreate: minimize (hide as outdated) the previous comment instead of deleting it. */
  minimizeOutdated?: boolean;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  /** How the user gives this token (the action's input, the CLI's variable), for a refused token's fix. */
  tokenWording?: TokenWording;
}

export interface PostCommentOutcome {
  action: 'created' | 'updated' | 'unchanged' | 'recreated';
  id: number;
  url: string;
  /** Duplicates of this key removed (from a concurrent run or an interrupted one). */
  removedDuplicates: number;
}

/**
 * The comment's web address: GitHub's `html_url`, or one built from the API address when a server (an
 * enterprise proxy, an older GHES) leaves it out, so no log line ever says "undefined".
 */
export function commentUrl(
  comment: { id: number; html_url?: string | null },
  target: CommentTarget,
  apiUrl: string,
): string {
  if (comment.html_url) return comment.html_url;
  let web = 'https://github.com';
  try {
    const api = new URL(apiUrl);
    web =
      api.hostname === 'api.github.com'
        ? 'https://github.com'
        : `${api.protocol}//${api.host}${api.pathname.replace(/\/api\/v3\/?$/, '').replace(/\/$/, '')}`;
  } catch {
    // keep github.com
  }
  return `${web}/${target.owner}/${target.repo}/pull/${target.prNumber}#issuecomment-${comment.id}`;
}

/** Why posting failed, with what to do about it. */
export class CommentError extends Error {
  constructor(
    message: string,
    readonly kind: 'forbidden' | 'not-found' | 'rate-limited' | 'too-large' | 'failed',
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'CommentError';
  }
}

interface IssueComment {
  id: number;
  node_id: string;
  body?: string | null;
  html_url: string;
  user: { login: string } | null;
}

export async function postComment(options: PostCommentOptions): Promise<PostCommentOutcome> {
  if (!hasMarker(options.body, options.key)) {
    throw new Error(`the comment body does not carry the marker of key ${options.key}`);
  }
  const octokit = await createOctokit(options.token, options.apiUrl, options.log, options.retry);
  const thread = commentThread(octokit, options);
  try {
    const existing = await thread.listOurs();
    const current = existing[0];
    if (current && options.mode === 'upsert') return await upsertExisting(thread, current, existing.slice(1));
    return await createComment(thread, existing, options);
  } catch (error) {
    throw explain(error, thread.where, options.tokenWording);
  }
}

/** The pull request's comments of one key, as this token sees and changes them. */
interface CommentThread {
  octokit: Octokit;
  options: PostCommentOptions;
  where: string;
  urlOf: (comment: { id: number; html_url?: string | null }) => string;
  /** Ours (the marker, and written by the token's account), oldest first. */
  listOurs: () => Promise<IssueComment[]>;
  create: () => Promise<IssueComment>;
  update: (id: number) => Promise<IssueComment>;
  /** Deletes a comment; false when a concurrent run removed it first. */
  remove: (id: number) => Promise<boolean>;
  /** Deletes each of `comments`; how many were still there. */
  removeAll: (comments: readonly IssueComment[]) => Promise<number>;
}

/** Deletes a comment; false when a concurrent run removed it first. */
async function removeComment(
  octokit: Octokit,
  target: { owner: string; repo: string },
  id: number,
): Promise<boolean> {
  try {
    await octokit.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: id });
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return false; // a concurrent run removed it first
    throw error;
  }
}

function commentThread(octokit: Octokit, options: PostCommentOptions): CommentThread {
  const { target, key, body, log } = options;
  // Whose comments are ours: asked only when a comment carries the key, else the one we create says.
  let identity: CommentIdentity | undefined;
  let toldOthers = false;
  const whoAmI = async () => {
    identity ??= await resolveIdentity(
      { user: () => octokit.request('GET /user'), graphql: (query) => octokit.graphql(query) },
      options.token,
      log,
    );
    return identity;
  };
  const issue = { owner: target.owner, repo: target.repo, issue_number: target.prNumber };
  const thread: CommentThread = {
    octokit,
    options,
    where: `${target.owner}/${target.repo}#${target.prNumber}`,
    urlOf: (comment) => commentUrl(comment, target, options.apiUrl),
    listOurs: async () => {
      const all = (await octokit.paginate(octokit.rest.issues.listComments, {
        ...issue,
        per_page: 100,
      })) as IssueComment[];
      const marked = all.filter((comment) => hasMarker(comment.body, key)).sort((a, b) => a.id - b.id);
      if (marked.length === 0) return [];
      const me = await whoAmI();
      const mine = marked.filter((comment) => me.owns(comment.user?.login));
      const others = [...new Set(marked.filter((c) => !mine.includes(c)).map((c) => c.user?.login ?? '?'))];
      if (others.length > 0 && !toldOthers) {
        toldOthers = true;
        log.info(
          `Left alone ${marked.length - mine.length} comment(s) with key ${normalizeCommentKey(key)} by ${others.join(', ')}: only ${me.describe}'s count as this token's.`,
        );
      }
      return mine;
    },
    create: async () => {
      const { data: created } = await octokit.rest.issues.createComment({ ...issue, body });
      if (created.user?.login) identity ??= exactIdentity(created.user.login);
      return created;
    },
    update: async (id) => {
      const { data } = await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: id,
        body,
      });
      return data;
    },
    remove: (id) => removeComment(octokit, target, id),
    removeAll: async (comments) => {
      let removed = 0;
      for (const comment of comments) if (await thread.remove(comment.id)) removed += 1;
      return removed;
    },
  };
  return thread;
}

/** upsert over an existing comment: the duplicates removed, the body updated unless it is the same. */
async function upsertExisting(
  thread: CommentThread,
  current: IssueComment,
  duplicates: readonly IssueComment[],
): Promise<PostCommentOutcome> {
  const { log } = thread.options;
  const removed = await thread.removeAll(duplicates);
  if (current.body === thread.options.body) {
    log.info(`PR comment on ${thread.where} is already up to date: ${thread.urlOf(current)}`);
    return { action: 'unchanged', id: current.id, url: thread.urlOf(current), removedDuplicates: removed };
  }
  const data = await thread.update(current.id);
  log.info(`Updated the PR comment on ${thread.where}: ${thread.urlOf(data)}`);
  return { action: 'updated', id: data.id, url: thread.urlOf(data), removedDuplicates: removed };
}

/** A new comment (recreate: the old ones deleted or minimized), then whatever a concurrent run created settled. */
async function createComment(
  thread: CommentThread,
  existing: readonly IssueComment[],
  options: PostCommentOptions,
): Promise<PostCommentOutcome> {
  const { key, log } = options;
  const created = await thread.create();
  let removed = 0;
  if (options.mode === 'recreate') {
    for (const old of existing) {
      if (options.minimizeOutdated) {
        await retire(old, { octokit: thread.octokit, target: options.target, key, log });
      } else if (await thread.remove(old.id)) {
        removed += 1;
      }
    }
  }
  // Race: another run of the same key may have created its comment between our list and create.
  // Keep the oldest (it carries the latest body), delete the rest; both runs converge on the same one.
  const after = (await thread.listOurs()).filter(
    (comment) => options.mode === 'upsert' || comment.id >= created.id,
  );
  const keep = after[0];
  if (keep && keep.id !== created.id) {
    await thread.update(keep.id);
    removed += await thread.removeAll(after.slice(1));
    log.info(
      `Another run of comment key ${normalizeCommentKey(key)} posted at the same time; kept ${thread.urlOf(keep)}.`,
    );
    return { action: 'updated', id: keep.id, url: thread.urlOf(keep), removedDuplicates: removed };
  }
  removed += await thread.removeAll(after.slice(1));
  const action = existing.length > 0 ? 'recreated' : 'created';
  log.info(
    `${action === 'created' ? 'Posted' : 'Recreated'} the PR comment on ${thread.where}: ${thread.urlOf(created)}`,
  );
  return { action, id: created.id, url: thread.urlOf(created), removedDuplicates: removed };
}

/** Recreate with minimize-outdated: the old comment loses its marker (so it is never found again) and is hidden. */
async function retire(
  old: IssueComment,
  { octokit, target, key, log }: { octokit: Octokit; target: CommentTarget; key: string; log: Logger },
) {
  const marker = commentMarker(key);
  const body = (old.body ?? '').replace(marker, `<!-- osmosis-ci:outdated:${normalizeCommentKey(key)} -->`);
  await octokit.rest.issues.updateComment({
    owner: target.owner,
    repo: target.repo,
    comment_id: old.id,
    body,
  });
  try {
    await octokit.graphql(
      'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }',
      { id: old.node_id },
    );
  } catch (error) {
    log.warning(
      `Could not minimize the outdated PR comment ${old.html_url ?? old.id}: ${errorMessage(error)}`,
    );
  }
}

const PERMISSION_FIX =
  'Give the job `permissions: { pull-requests: write }`. Pull requests from forks get a read-only GITHUB_TOKEN whatever the workflow asks: set `comment-mode: off` there and post from a `workflow_run` workflow with `osmosis-ci comment` (README, "Forks").';

function explain(error: unknown, where: string, tokenWording = githubTokenWording()): CommentError {
  if (error instanceof CommentError) return error;
  const status = statusOf(error);
  const message = bodyMessage(error);
  if (status === 403 && !/rate limit/i.test(message)) {
    return new CommentError(
      `GitHub refused to comment on ${where} (403 ${message}). ${PERMISSION_FIX}`,
      'forbidden',
      status,
    );
  }
  if (status === 401) {
    return new CommentError(
      `GitHub rejected the token while commenting on ${where} (401 ${message}). ${tokenWording.rejected}`,
      'forbidden',
      status,
    );
  }
  if (status === 404) {
    return new CommentError(
      `${where} was not found (404): check the repository and pr-number, and that the token can read the repository.`,
      'not-found',
      status,
    );
  }
  if (status === 403 || status === 429) {
    return new CommentError(
      `GitHub rate-limited commenting on ${where} (${status} ${message}); gave up after the bounded retries.`,
      'rate-limited',
      status,
    );
  }
  if (
    status === 422 &&
    /too long/i.test(JSON.stringify((error as { response?: { data?: unknown } }).response?.data ?? ''))
  ) {
    return new CommentError(
      `GitHub rejected the comment on ${where} as too long (422).`,
      'too-large',
      status,
    );
  }
  return new CommentError(
    `Commenting on ${where} failed${status ? ` (${status} ${message})` : `: ${message}`}.`,
    'failed',
    status || undefined,
  );
}

/** Posts, and turns every failure into a warning: a comment never changes the verdict. */
export async function publishComment(
  options: PostCommentOptions,
): Promise<{ ok: true; outcome: PostCommentOutcome } | { ok: false; error: CommentError }> {
  try {
    return { ok: true, outcome: await postComment(options) };
  } catch (error) {
    const explained =
      error instanceof CommentError
        ? error
        : explain(
            error,
            `${options.target.owner}/${options.target.repo}#${options.target.prNumber}`,
            options.tokenWording,
          );
    options.log.warning(explained.message);
    return { ok: false, error: explained };
  }
}

/** `owner/name` into its parts, or undefined when it is not that shape. */
export function parseRepository(text: string | undefined): { owner: string; repo: string } | undefined {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(text?.trim() ?? '');
  return match ? { owner: match[1] as string, repo: match[2] as string } : undefined;
}

/**
 * For a workflow_run poster: the pull request's head must be the commit the eval ran on, so a PR number
 * taken from an untrusted artifact cannot aim the comment at another pull request. Returns the problem, if any.
 */
export async function verifyPullHead(options: {
  token: string;
  apiUrl: string;
  target: CommentTarget;
  sha: string;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  tokenWording?: TokenWording;
}): Promise<string | undefined> {
  const { target } = options;
  const octokit = await createOctokit(options.token, options.apiUrl, options.log, options.retry);
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.prNumber,
    });
    return data.head.sha === options.sha
      ? undefined
      : `${target.owner}/${target.repo}#${target.prNumber} has head ${data.head.sha}, not ${options.sha}: not commenting.`;
  } catch (error) {
    return explain(error, `${target.owner}/${target.repo}#${target.prNumber}`, options.tokenWording).message;
  }
}
