// actions/cache/restore (restore-only), offline stand-in: src/restoreImpl.ts with NullStateProvider.
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { inputAsArray, inputAsBool, isExactKeyMatch, preconditions } from './common.mjs';

async function restore() {
  try {
    if (!preconditions()) {
      core.setOutput('cache-hit', 'false');
      return;
    }
    const primaryKey = core.getInput('key', { required: true });
    core.setOutput('cache-primary-key', primaryKey);
    const restoreKeys = inputAsArray('restore-keys');
    const paths = inputAsArray('path', { required: true });
    const crossOs = inputAsBool('enableCrossOsArchive');
    const failOnCacheMiss = inputAsBool('fail-on-cache-miss');
    const lookupOnly = inputAsBool('lookup-only');

    const cacheKey = await cache.restoreCache(paths, primaryKey, restoreKeys, { lookupOnly }, crossOs);
    if (!cacheKey) {
      // Like the real action, cache-hit is not set on a miss (actions/cache#1466).
      if (failOnCacheMiss) {
        throw new Error(
          `Failed to restore cache entry. Exiting as fail-on-cache-miss is set. Input key: ${primaryKey}`,
        );
      }
      core.info(`Cache not found for input keys: ${[primaryKey, ...restoreKeys].join(', ')}`);
      return;
    }
    core.setOutput('cache-matched-key', cacheKey);
    core.setOutput('cache-hit', String(isExactKeyMatch(primaryKey, cacheKey)));
    core.info(
      `${lookupOnly ? 'Cache found and can be restored from key' : 'Cache restored from key'}: ${cacheKey}`,
    );
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

await restore();
// Dangling HTTP retries must not keep the step alive (the real action exits the same way).
process.exit(process.exitCode ?? 0);
