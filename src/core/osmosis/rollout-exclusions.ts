/**
 * What osmosis leaves out of a rollout's source digest (environments, caches, builds and the lock), so a
 * digest of ours over the same folder means what osmosis's means.
 */
export const EXCLUDED_ROLLOUT_DIRS: ReadonlySet<string> = new Set([
  '__pycache__',
  '.git',
  '.venv',
  'venv',
  'dist',
  'build',
  'node_modules',
  '.pytest_cache',
  '.ruff_cache',
]);

export const isExcludedRolloutFile = (name: string) => name === 'uv.lock' || name.endsWith('.egg-info');

/** Whether a path inside the rollout folder (`a/b/c.py`) is left out. */
export const isExcludedRolloutPath = (path: string) =>
  path.split('/').some((part) => EXCLUDED_ROLLOUT_DIRS.has(part) || isExcludedRolloutFile(part));
