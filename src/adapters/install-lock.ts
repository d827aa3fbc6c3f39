/**
 * One install at a time per tool cache: two jobs on one machine (matrix legs under act, runners sharing a
 * tool cache, two terminals) would otherwise run `uv tool install --force` into the same directory at once
 * and leave a broken environment. proper-lockfile keeps the lock fresh while held and takes over a lock
 * whose holder died.
 */
import { lock } from 'proper-lockfile';

/** How long to wait for another install (a cold install with a Python build takes minutes). */
const WAIT_MS = 20 * 60_000;

export async function withInstallLock<T>(directory: string, work: () => Promise<T>): Promise<T> {
  const release = await lock(directory, {
    lockfilePath: `${directory}/.install.lock`,
    stale: 60_000,
    update: 15_000,
    retries: { retries: Math.ceil(WAIT_MS / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}
