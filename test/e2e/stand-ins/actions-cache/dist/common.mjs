// Helpers shared by restore.mjs and save.mjs, as in actions/cache's src/utils/actionUtils.ts.
import * as cache from '@actions/cache';
import * as core from '@actions/core';

export function inputAsArray(name, options) {
  return core
    .getInput(name, options)
    .split('\n')
    .map((s) => s.replace(/^!\s+/, '!').trim())
    .filter((x) => x !== '');
}

export const inputAsBool = (name) => core.getInput(name).toLowerCase() === 'true';

export function inputAsInt(name) {
  const value = Number.parseInt(core.getInput(name), 10);
  return Number.isNaN(value) || value < 0 ? undefined : value;
}

export const isExactKeyMatch = (key, cacheKey) =>
  !!(cacheKey && cacheKey.localeCompare(key, undefined, { sensitivity: 'accent' }) === 0);

export const logWarning = (message) => core.info(`[warning]${message}`);

/** The cache service is configured (v2: ACTIONS_RESULTS_URL; v1: ACTIONS_CACHE_URL) and the event has a ref. */
export function preconditions() {
  if (!cache.isFeatureAvailable()) {
    logWarning('Cache service is not available (no ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL).');
    return false;
  }
  if (!process.env.GITHUB_REF) {
    logWarning(
      `Event Validation Error: The event type ${process.env.GITHUB_EVENT_NAME} is not supported because it's not tied to a branch or tag ref.`,
    );
    return false;
  }
  return true;
}
