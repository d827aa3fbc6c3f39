/** setup-osmosis's post step: save the tool cache the main step restored, when an install filled it. */
import { cacheRunner } from '../../adapters/cache.js';
import { shouldSave } from '../../core/cache-keys.js';
import { parseCacheState } from '../../core/cache-state.js';
import { cacheWorkerScript } from './cache-worker.js';
import { postState } from './post-state.js';
import { SETUP_CACHE_STATE } from './setup-cache-state.js';

export async function setupPostAction(): Promise<void> {
  const text = postState(SETUP_CACHE_STATE);
  if (!text) return;
  const state = parseCacheState('setup-osmosis', text);
  if (typeof state !== 'string' && !shouldSave(state.status, state.installed)) return;
  // Loaded only now: a post step with nothing to save ends without @actions/core (post-state.ts).
  const { actionsLog } = await import('../../adapters/actions-runtime.js');
  if (typeof state === 'string') {
    actionsLog.warning(state);
    return;
  }
  const runner = cacheRunner({
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
    timeoutMs: state.timeoutMs,
  });
  const outcome = await runner.save(state.spec);
  if (outcome.status === 'saved') actionsLog.info(`Saved the osmosis tool cache as ${state.spec.key}`);
  else if ('message' in outcome && outcome.status !== 'unavailable') {
    actionsLog.warning(`Saving the osmosis tool cache failed (${outcome.status}: ${outcome.message}).`);
  }
}
