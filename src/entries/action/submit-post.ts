/**
 * The submit actions' post step: save this job's submissions, so a re-run of the job waits on them, and
 * (eval-submit on the default branch) the baseline its main step wrote.
 */
import { cacheWorkerScript } from './cache-worker.js';
import { POST_STATE, postState } from './post-state.js';

export async function submitPostAction(): Promise<void> {
  // Nothing left to save: the step ends without loading the cache code and @actions/core.
  if (!postState(POST_STATE.submissions) && !postState(POST_STATE.evalRunCaches)) return;
  const [{ actionsLog }, { EvalRunCaches }, { saveSubmissions }] = await Promise.all([
    import('../../adapters/actions-runtime.js'),
    import('./eval-run-caches.js'),
    import('./submissions-cache.js'),
  ]);
  await saveSubmissions();
  await EvalRunCaches.fromState(actionsLog, {
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
  })?.save();
}
