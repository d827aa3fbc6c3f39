/** eval-run's post step: save the caches the main step restored or filled, whatever became of it. */
import { actionsLog } from '../../adapters/actions-runtime.js';
import { cacheWorkerScript } from './cache-worker.js';
import { EvalRunCaches } from './eval-run-caches.js';

export async function evalRunPostAction(): Promise<void> {
  const caches = EvalRunCaches.fromState(actionsLog, {
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
  });
  await caches?.save();
}
