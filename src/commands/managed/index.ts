/**
 * eval-submit, benchmark-submit, train-submit: prepare (config, code-ref, secrets, osmosis) -> pre-flight
 * (train-submit) -> locate the run (run-name, the state file) or submit it -> wait -> judge -> bring the
 * platform's logs and outputs home. Every expected failure becomes a result with an exit code, never an
 * exception, so the entries always write the report. Nothing talks to the outside world except through
 * `deps`. One module per concern beside this one; this file only puts them in order: each returns what
 * it learnt, and the result is made from that.
 */
import { OsmosisFailure } from '../../core/errors.js';
import { formatCodeRef } from '../../core/managed/code-ref.js';
import type { Snapshot } from '../../core/managed.js';
import type { ManagedInputs } from '../../core/managed-inputs.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { stoppedStep } from '../../core/verdict/managed-run.js';
import type { ManagedDeps } from './deps.js';
import { FOLLOW, warnUnpinnedSample } from './follow.js';
import { snapshotFields } from './judge.js';
import { locateRun, saveState } from './locate.js';
import { type Settled, settleCancelledSubmit } from './orphan.js';
import { runPreflight } from './preflight.js';
import { announceCode, decide, type GivenCredentials, readyOsmosis } from './prepare.js';
import {
  currentRun,
  done,
  followed,
  learntOf,
  type ManagedOutcome,
  type Phase,
  type Progress,
  startProgress,
  withRun,
} from './progress.js';
import { CancelledError, type Context, contextOf, failed, finish, type Step, stepOf } from './session.js';
import { submitRun } from './submit.js';
import { submitBeganAt, Trail } from './trail.js';
import { stopRun } from './wait.js';

export type { ManagedDeps, SubmitWorkspace } from './deps.js';
export type { GivenCredentials } from './prepare.js';
export type { ManagedOutcome } from './progress.js';

export async function managedRun(
  inputs: ManagedInputs,
  given: GivenCredentials,
  deps: ManagedDeps,
): Promise<ManagedOutcome> {
  const context = contextOf(inputs, deps);
  const trail = new Trail((text) => deps.wording.log.warning(text));
  const unprepared = (progress: Progress, error: unknown): ManagedOutcome => ({
    result: failed(context, learntOf(trail, progress), error),
    rows: null,
  });
  let decided: Awaited<ReturnType<typeof decide>>;
  try {
    decided = await decide(context);
  } catch (error) {
    return unprepared(startProgress({}), error);
  }
  const { decision, code, unpinnedSample } = decided;
  const start = startProgress({ decision, code, unpinnedSample });
  let osmosis: Awaited<ReturnType<typeof readyOsmosis>>;
  try {
    osmosis = await readyOsmosis(context, decided, given);
  } catch (error) {
    return unprepared(start, error);
  }
  const step = stepOf(context, osmosis.ready, trail);
  return runPhases(step, { ...start, osmosisVersion: osmosis.osmosisVersion });
}

/** Runs the phases in order; one that throws ends the step as failed, or cancelled, with what was learnt. */
async function runPhases(step: Step, start: Progress): Promise<ManagedOutcome> {
  let progress = start;
  try {
    for (const phase of [...PREPARED, ...FOLLOW]) {
      const next = await phase(step, progress);
      if ('result' in next) return next;
      progress = next;
    }
  } catch (error) {
    if (error instanceof CancelledError || step.deps.waiting.cancelSignal.aborted)
      return { result: await cancelled(step, progress), rows: null };
    return { result: failed(step, learntOf(step.trail, progress), error), rows: null };
  }
  throw new Error('managed step ended without a result');
}

const preflightPhase: Phase = async (step, progress) => {
  announceCode(step, progress.decision);
  const preflight = await runPreflight(step);
  if (!preflight.go) return done(step, progress, preflight.fields);
  return { ...progress, preflight: preflight.preflight };
};

const locatePhase: Phase = async (step, progress) => {
  const located = await locateRun(step);
  if (!located) return progress;
  const { run, snapshot, stateFile } = located;
  const code = run.resumed ? progress.code : reportedCode(step, snapshot);
  return withRun(
    step.trail,
    { ...progress, located: snapshot, stateFile: stateFile ?? progress.stateFile, code },
    run,
  );
};

const submitPhase: Phase = async (step, progress) => {
  if (progress.run) return progress;
  step.throwIfCancelled();
  if (!progress.decision) throw new OsmosisFailure('Nothing to submit: no code was decided for this step.');
  const submitted = await submitRun(step, progress.decision, progress.code);
  step.deps.wording.log.info(
    `Submitted ${step.spec.noun} ${submitted.name} (${submitted.status})${submitted.url ? `: ${submitted.url}` : ''}`,
  );
  return withRun(step.trail, progress, { ...submitted, submitted: true, resumed: false, retried: false });
};

/** A run this step just submitted goes in the state file, so a re-run waits for it instead of paying again. */
const saveSubmittedPhase: Phase = async (step, progress) => {
  const run = progress.run;
  if (!run?.submitted) return progress;
  const saved = await saveState(step, run, run.status);
  return { ...progress, stateFile: saved ?? progress.stateFile };
};

const noWaitPhase: Phase = async (step, progress) => {
  if (step.inputs.wait) return progress;
  const run = followed(step, progress);
  const { located } = progress;
  warnUnpinnedSample(step, progress, located);
  return done(step, progress, {
    ...stoppedStep(
      'submitted',
      `${run.submitted ? 'Submitted' : 'Found'} ${step.spec.noun} ${run.name} (${located?.status ?? run.status}); not waiting for it (wait: false).`,
    ),
    ...snapshotFields(step.kind, located),
    preflight: progress.preflight,
  });
};

const PREPARED: readonly Phase[] = [
  preflightPhase,
  locatePhase,
  submitPhase,
  saveSubmittedPhase,
  noWaitPhase,
];

/** An attached run (run-name) ran whatever its own config said: record what the platform reports. */
function reportedCode(context: Context, snapshot: Snapshot): ManagedResult['code'] {
  const requested = formatCodeRef(context.inputs['code-ref']);
  return {
    requested,
    source: snapshot.commitSha || snapshot.branch ? 'config' : 'default-branch',
    commit: snapshot.commitSha ?? null,
    branch: snapshot.branch ?? null,
    label: snapshot.commitSha || snapshot.branch ? 'as the platform reports' : 'default branch',
  };
}

/** A cancel: stop the run when asked (or find the one a cancelled submit may have made), and say what is left. */
async function cancelled(step: Step, progress: Progress): Promise<ManagedResult> {
  const run = currentRun(step.trail, progress);
  const began = submitBeganAt(step.trail);
  let settled: Settled = { what: 'nothing was submitted.', run, stopRequested: false };
  if (run) {
    const stopped = step.inputs['stop-on-cancel'] ? await stopRun(step, run.name).catch(() => false) : false;
    settled = {
      what: `${step.spec.noun} ${run.name} was ${stopped ? 'stopped (stop-on-cancel)' : 'left running; a re-run of this job resumes waiting on it'}.`,
      run: stopped ? { ...run, status: 'stopped' } : run,
      stopRequested: stopped,
    };
  } else if (began) settled = await settleCancelledSubmit(step, began);
  const stopRequested = progress.stopRequested || settled.stopRequested;
  const after = withRun(step.trail, { ...progress, cancelled: true, stopRequested }, settled.run);
  return finish(
    step,
    learntOf(step.trail, after),
    stoppedStep(
      'cancelled',
      `Cancelled ${progress.waited ? 'while waiting' : 'before the wait'}: ${settled.what}`,
    ),
  );
}
