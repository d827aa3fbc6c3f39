/**
 * A file's text at a commit of the workspace's repository (`git show <sha>:./<path>`), for the base
 * grader. A shallow checkout (actions/checkout's default depth 1) may lack the commit: it is fetched once
 * by its sha from origin, then asked again; what still fails is said with the fix.
 */
import { capture } from './exec.js';

const TIMEOUT_MS = 60_000;

export async function readAtCommit(
  workspace: string,
  sha: string,
  path: string,
): Promise<{ text: string } | { error: string }> {
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) return { error: `"${sha}" is not a commit sha` };
  const spec = `${sha}:./${path}`;
  const show = () => capture('git', ['show', spec], { cwd: workspace, timeoutMs: TIMEOUT_MS });
  let shown = await show();
  if (shown.exitCode !== 0) {
    const fetched = await capture('git', ['fetch', '--quiet', '--depth=1', 'origin', sha], {
      cwd: workspace,
      timeoutMs: TIMEOUT_MS,
    });
    if (fetched.exitCode === 0) shown = await show();
  }
  if (shown.exitCode === 0) return { text: shown.stdout };
  const why = shown.stderr.trim().split('\n').at(-1) ?? '';
  return {
    error: `git could not show ${path} at the baseline's commit ${sha.slice(0, 7)} (${why.slice(0, 200)}); check out with history (actions/checkout fetch-depth: 0) so the base grader can be read`,
  };
}

/** The checkout's HEAD commit, which a baseline saved from a terminal is of (undefined: no commit yet). */
export async function headCommit(cwd: string): Promise<string | undefined> {
  const head = await capture('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], {
    cwd,
    timeoutMs: TIMEOUT_MS,
  });
  const sha = head.stdout.trim();
  return head.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}
