/**
 * The submit actions' state files (.osmosis/ci/submissions/) carried between attempts of a job through
 * the Actions cache: restored by the main step before it submits, saved by the post step, which runs
 * even when the job was cancelled during the wait (the case a re-run must not submit twice for).
 */
import { relative } from 'node:path';
import * as core from '@actions/core';
import { actionsLog } from '../../adapters/actions-runtime.js';
import { cacheRunner } from '../../adapters/cache.js';
import { submissionsCacheSpec } from '../../core/cache-keys.js';
import { parseCacheState, type SubmissionsState } from '../../core/cache-state.js';
import { submissionsDir } from '../../core/osmosis/paths.js';
import { cacheWorkerScript } from './cache-worker.js';
import { POST_STATE, postState } from './post-state.js';

const STATE = POST_STATE.submissions;
const TIMEOUT_MS = 60_000;

export async function restoreSubmissions(options: { workspace: string; step: unknown }): Promise<void> {
  const { GITHUB_RUN_ID: runId, GITHUB_JOB: job, GITHUB_RUN_ATTEMPT: attempt } = process.env;
  if (!runId || !job) return;
  const dir = relative(process.cwd(), submissionsDir(options.workspace)) || '.';
  const spec = submissionsCacheSpec({
    runId,
    job,
    step: options.step,
    attempt: attempt ?? '1',
    paths: [dir],
  });
  const runner = cacheRunner({
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
    timeoutMs: TIMEOUT_MS,
  });
  const outcome = await runner.restore(spec);
  if (outcome.status === 'exact' || outcome.status === 'partial') {
    actionsLog.info(`Restored the submissions of an earlier attempt from ${outcome.matchedKey}`);
  } else if ('message' in outcome && outcome.status !== 'unavailable') {
    actionsLog.warning(
      `Restoring earlier submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`,
    );
  }
  // Saved before the run starts: a cancelled wait still leaves the post step what it needs.
  core.saveState(STATE, JSON.stringify({ spec, status: outcome.status } satisfies SubmissionsState));
}

export async function saveSubmissions(): Promise<void> {
  const text = postState(STATE);
  if (!text) return;
  const state = parseCacheState('submissions', text);
  if (typeof state === 'string') {
    actionsLog.warning(state);
    return;
  }
  if (state.status === 'unavailable') return;
  const runner = cacheRunner({
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
    timeoutMs: TIMEOUT_MS,
  });
  const { access } = await import('node:fs/promises');
  if (
    !(await access(state.spec.paths[0] ?? '').then(
      () => true,
      () => false,
    ))
  )
    return;
  const outcome = await runner.save(state.spec);
  if (outcome.status === 'saved') actionsLog.info(`Saved this attempt's submissions as ${state.spec.key}`);
  else if ('message' in outcome && outcome.status !== 'unavailable') {
    actionsLog.warning(
      `Saving the submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`,
    );
  }
}
