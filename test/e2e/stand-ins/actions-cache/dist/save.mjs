// actions/cache/save (save-only), offline stand-in: src/saveImpl.ts with NullStateProvider.
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { inputAsArray, inputAsBool, inputAsInt, logWarning, preconditions } from './common.mjs';

async function save() {
  let cacheId = -1;
  try {
    if (!preconditions()) return cacheId;
    const primaryKey = core.getInput('key');
    if (!primaryKey) {
      logWarning('Key is not specified.');
      return cacheId;
    }
    const paths = inputAsArray('path', { required: true });
    cacheId = await cache.saveCache(
      paths,
      primaryKey,
      { uploadChunkSize: inputAsInt('upload-chunk-size') },
      inputAsBool('enableCrossOsArchive'),
    );
    if (cacheId !== -1) core.info(`Cache saved with key: ${primaryKey}`);
  } catch (error) {
    logWarning(error instanceof Error ? error.message : String(error));
  }
  return cacheId;
}

if ((await save()) === -1) core.warning('Cache save failed.');
process.exit(process.exitCode ?? 0);
