/** eval-run's post step: save the caches the main step restored or filled, whatever became of it. */
import { cacheWorkerScript } from './cache-worker.js';
import { POST_STATE, postState } from './post-state.js';

export async function evalRunPostAction(): Promise<void> {
  // A main step that restored no cache (`cache: false`, or it stopped before) left nothing to save: the
  // step ends here, without loading the cache code and @actions/core.
  if (!postState(POST_STATE.evalRunCaches)) return;
  const [{ actionsLog }, { EvalRunCaches }] = await Promise.all([
    import('../../adapters/actions-runtime.js'),
    import('./eval-run-caches.js'),
  ]);
  const caches = EvalRunCaches.fromState(actionsLog, {
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
  });
  await caches?.save();
}
