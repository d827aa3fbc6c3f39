/**
 * The Octokit client osmosis-ci talks to GitHub with (the sticky comment, the token's identity): the only
 * module that imports @actions/github, and only when a client is made: Octokit (with the http client and
 * undici under it) costs every run that posts no comment about 60 ms of start-up.
 *
 * Retries: @actions/github bundles neither @octokit/plugin-retry nor plugin-throttling, and adding them
 * means two more dependencies (and bottleneck) for four endpoints. A small hook around every request
 * (REST, pagination and GraphQL) retries instead: 5xx and network errors with exponential backoff,
 * 429 and rate-limit 403s after Retry-After or x-ratelimit-reset; at most `maxAttempts` tries, no single
 * wait over `maxWaitMs`, and a rate limit that resets later than that gives up at once with a clear message.
 */
import type { getOctokit } from '@actions/github';
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/ports.js';

export type Octokit = ReturnType<typeof getOctokit>;

export interface RetryPolicy {
  /** Tries per request, the first included. */
  maxAttempts: number;
  /** Backoff before the second try (doubled each time, with jitter) when the server names no delay. */
  baseDelayMs: number;
  /** The longest single wait; a longer Retry-After or rate-limit reset fails the request instead. */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 1000,
  maxWaitMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export async function createOctokit(
  token: string,
  apiUrl: string,
  log: Logger,
  retry?: Partial<RetryPolicy>,
): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, {
    baseUrl: apiUrl.replace(/\/+$/, ''),
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => log.debug(`octokit: ${message}`),
      error: (message: string) => log.debug(`octokit: ${message}`),
    },
  });
  const policy = { ...DEFAULT_RETRY, ...retry };
  octokit.hook.wrap('request', async (request, options) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(options);
      } catch (error) {
        // A request its caller timed out (an aborted signal) is not tried again, nor logged as an answer.
        if ((options.request as { signal?: AbortSignal } | undefined)?.signal?.aborted) throw error;
        const wait = retryDelay(error, attempt, policy);
        const what = `${options.method} ${String(options.url)}`;
        if (wait.kind === 'give-up' || attempt >= policy.maxAttempts) {
          if (wait.kind === 'give-up' && wait.reason) log.warning(`GitHub API ${what}: ${wait.reason}`);
          throw error;
        }
        log.info(
          `GitHub API ${what} answered ${statusOf(error) || errorMessage(error)}; retrying in ${(wait.ms / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.maxAttempts}).`,
        );
        await policy.sleep(wait.ms);
      }
    }
  });
  return octokit;
}

export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : 0;
}

function headerOf(error: unknown, name: string): string | undefined {
  const headers = (error as { response?: { headers?: Record<string, unknown> } })?.response?.headers;
  const value = headers?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function bodyMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string')
    return (data as { message: string }).message;
  return errorMessage(error);
}

/** How long to wait before the next try, or give up. Exported for tests. */
export function retryDelay(
  error: unknown,
  attempt: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxWaitMs'>,
  now = Date.now(),
): { kind: 'retry'; ms: number } | { kind: 'give-up'; reason?: string } {
  const status = statusOf(error);
  const backoff = () => {
    const base = policy.baseDelayMs * 2 ** (attempt - 1);
    return Math.min(policy.maxWaitMs, Math.round(base * (0.75 + Math.random() * 0.5)));
  };
  const retryAfter = headerOf(error, 'retry-after');
  const named = (ms: number, what: string) =>
    ms <= policy.maxWaitMs
      ? ({ kind: 'retry', ms: Math.max(0, ms) } as const)
      : ({
          kind: 'give-up',
          reason: `${what} asks to wait ${Math.ceil(ms / 1000)} s, longer than the ${Math.round(policy.maxWaitMs / 1000)} s this step waits.`,
        } as const);
  if (retryAfter !== undefined && (status === 429 || status === 403 || status >= 500)) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return named(ms, 'the rate limit (Retry-After)');
  }
  if (status === 403 || status === 429) {
    if (headerOf(error, 'x-ratelimit-remaining') === '0') {
      const reset = Number(headerOf(error, 'x-ratelimit-reset'));
      if (Number.isFinite(reset))
        return named(reset * 1000 - now + 1000, 'the primary rate limit (x-ratelimit-reset)');
      return { kind: 'retry', ms: backoff() };
    }
    if (status === 429 || /rate limit/i.test(bodyMessage(error))) return { kind: 'retry', ms: backoff() };
    return { kind: 'give-up' };
  }
  // Network failures reach us as status 500 from @octokit/request, or without a status.
  if (status >= 500 || status === 0) return { kind: 'retry', ms: backoff() };
  return { kind: 'give-up' };
}
