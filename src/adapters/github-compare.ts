/**
 * How far the baseline's commit is behind the pull request's base commit: GitHub's compare API,
 * `GET /repos/{owner}/{repo}/compare/{baseline}...{base}`, whose `ahead_by` counts the base's commits
 * the baseline lacks. Best effort: any failure (no such commit: 404, no access, no network) is null,
 * "not known", with a line in the log; it never fails the step and never delays it long.
 */
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/ports.js';
import { createOctokit, type RetryPolicy, statusOf } from './github-client.js';

/** One retry at most, and no long wait: the count is a courtesy, the comparison does not need it. */
const BRIEF_RETRY: Partial<RetryPolicy> = { maxAttempts: 2, maxWaitMs: 5_000 };
/**
 * The whole call, retry included: a server that accepts and never answers would otherwise hold the step for
 * undici's 300 s header timeout, twice.
 */
export const COMPARE_TIMEOUT_MS = 5_000;

export async function commitsBehind(options: {
  token: string;
  apiUrl: string;
  repository: { owner: string; repo: string };
  baselineSha: string;
  baseSha: string;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
}): Promise<number | null> {
  const { owner, repo } = options.repository;
  const basehead = `${options.baselineSha}...${options.baseSha}`;
  const timeoutMs = options.timeoutMs ?? COMPARE_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const octokit = await createOctokit(options.token, options.apiUrl, options.log, {
      ...BRIEF_RETRY,
      ...options.retry,
    });
    // per_page 1: only the counts are read, not the commits listed beside them.
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner,
      repo,
      basehead,
      per_page: 1,
      request: { signal },
    });
    const ahead: unknown = (data as { ahead_by?: unknown }).ahead_by;
    if (typeof ahead === 'number' && Number.isInteger(ahead) && ahead >= 0) return ahead;
    options.log.info(`GitHub compare ${basehead} gave no ahead_by: how far behind is not known.`);
    return null;
  } catch (error) {
    if (signal.aborted) {
      options.log.info(
        `GitHub compare ${basehead} timed out after ${Math.round(timeoutMs / 1000)} s: how far behind is not known.`,
      );
      return null;
    }
    const status = statusOf(error);
    options.log.info(
      `GitHub compare ${basehead} failed (${status || errorMessage(error)}): how far behind is not known.`,
    );
    return null;
  }
}
