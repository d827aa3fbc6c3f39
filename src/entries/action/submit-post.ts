/**
 * The submit actions' post step: save this job's submissions, so a re-run of the job waits on them, and
 * (eval-submit on the default branch) the baseline its main step wrote.
 */
import { actionsLog } from '../../adapters/actions-runtime.js';
import { cacheWorkerScript } from './cache-worker.js';
import { EvalRunCaches } from './eval-run-caches.js';
import { saveSubmissions } from './submissions-cache.js';

export async function submitPostAction(): Promise<void> {
  await saveSubmissions();
  await EvalRunCaches.fromState(actionsLog, {
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
  })?.save();
}
