/**
 * Whether the platform, or osmosis before it, said it does not have a commit: in a submit's error, in the
 * logs of a run that failed after cloning, or in osmosis's own pinned-commit check. Pure text reading.
 */
import { shortSha } from './code-ref.js';

/**
 * Whether a submit error is the platform saying it does not know the commit (Git Sync has not caught up
 * with a push). osmosis 0.3.8 has no code of its own for this: the platform's error body passes through
 * as `details` (`platform_code`, `field`, `status_code`) with its message. It counts when it came from
 * the platform (a status code) and names the commit, or names the commit_sha field or a COMMIT code.
 */
export function isUnknownCommitError(
  error: { code: string; message: string; details?: Record<string, unknown> | undefined },
  commit: string,
): boolean {
  const details = error.details ?? {};
  if (typeof details.status_code !== 'number' || details.status_code >= 500) return false;
  const platformCode = typeof details.platform_code === 'string' ? details.platform_code : '';
  const field = typeof details.field === 'string' ? details.field : '';
  const text = `${error.message} ${typeof details.error === 'string' ? details.error : ''}`.toLowerCase();
  // The short SHA begins the full one, so a text naming either contains it.
  const namesCommit = text.includes(shortSha(commit).toLowerCase());
  return (
    /commit/i.test(platformCode) ||
    /commit_sha/.test(field) ||
    (namesCommit && /not found|unknown|not (yet )?synced|does not exist|no commit/.test(text))
  );
}

/** What a clone or checkout that could not find a commit prints, in the platform's logs or git's words. */
const MISSING_COMMIT =
  /not our ref|reference is not a tree|unknown revision|bad object|no such commit|not found|could not (fetch|find|check ?out|resolve)|failed to (fetch|check ?out|clone)|does not exist/i;

/**
 * The log line that shows the platform failed the run because it could not fetch `commit`: osmosis 0.3.8
 * submits a commit without checking it with the platform, which accepts the run, clones the connected
 * repository and only then fails (shared_submit.py: "a confirmed-bad SHA would fail server-side after the
 * platform clones the repo"). The line must name the commit (in full or short) and say it was missing.
 */
export function unknownCommitInLogs(lines: readonly string[], commit: string): string | undefined {
  // The short SHA begins the full one, so a line naming either contains it.
  const short = shortSha(commit).toLowerCase();
  return lines.find((line) => line.toLowerCase().includes(short) && MISSING_COMMIT.test(line));
}

/** The step's summary for a run the platform failed because it could not fetch the commit. */
export function unknownCommitSummary(run: string, commit: string, label: string, line: string): string {
  const shown = line.length > 300 ? `${line.slice(0, 300)}…` : line;
  return `The platform accepted ${run} but could not fetch commit ${commit} (${label}) after cloning the repository, so the run failed before any sample ran: ${shown}. Push the commit to the repository connected to the workspace (and wait for Git Sync to pick it up), then re-run; or set code-ref to a commit the platform has.`;
}

/**
 * osmosis 0.3.8's own pre-flight (workspace_repo.check_pinned_commit): when GitHub confirms the pinned
 * commit is absent, the submit stops before any request with "Pinned commit <sha> … not found on …".
 */
export function isPinnedCommitRefusal(message: string, commit: string): boolean {
  return (
    /^Pinned commit [0-9a-f]{7,40} .*not found on/i.test(message) &&
    message.toLowerCase().includes(commit.toLowerCase().slice(0, 7))
  );
}
