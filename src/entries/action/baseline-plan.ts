/**
 * Where a baseline lives in the action: the baseline-dir input, or, with caching on, a directory per
 * config under the runner's temp directory (a fixed path, as a cache entry restores to the path it was
 * saved from). eval-run's and eval-submit's live apart (core/cache-keys.ts baselineCacheSpec).
 */
import { join, resolve } from 'node:path';
import { baselineCacheSpec, baselineConfigDigest, type CacheSpec } from '../../core/cache-keys.js';

export function baselinePlan(options: {
  workingDirectory: string;
  config: string;
  baselineDir: string | undefined;
  caching: boolean;
  managed?: boolean;
  /** This run's commit (saved in the key) and, for a pull request, its base commit (restored first). */
  commit: { sha?: string | undefined; baseSha?: string | undefined };
}): { dir?: string; spec?: CacheSpec } {
  const { workingDirectory, config, caching } = options;
  const runnerTemp = process.env.RUNNER_TEMP;
  const dir =
    options.baselineDir ??
    (caching && runnerTemp
      ? join(
          runnerTemp,
          options.managed ? 'osmosis-ci-managed-baseline' : 'osmosis-ci-baseline',
          baselineConfigDigest(workingDirectory, config),
        )
      : undefined);
  if (!dir || !caching) return dir ? { dir } : {};
  const spec = baselineCacheSpec({
    workingDirectory,
    config,
    runId: process.env.GITHUB_RUN_ID ?? null,
    sha: options.commit.sha ?? null,
    baseSha: options.commit.baseSha ?? null,
    dir: resolve(dir),
    ...(options.managed ? { managed: true } : {}),
  });
  return { dir, spec };
}
