/**
 * Reading a run's status (`<group> info`) and waiting for it to end: backoff with jitter, transient
 * platform errors retried inside the wait's budget, the deadline of timeout-minutes, and stopping a run.
 */

import { OsmosisFailure } from '../../core/errors.js';
import { withArticle } from '../../core/format.js';
import { pollDelay, pollSchedule } from '../../core/managed/polling.js';
import {
  isTerminal,
  isTransient,
  KINDS,
  type ManagedKind,
  readSnapshot,
  type Snapshot,
} from '../../core/managed.js';
import { infoArgs, stopArgs } from '../../core/osmosis/osmosis-args.js';
import { osmosisError, type Step } from './session.js';

/** Consecutive transient failures of `info` tolerated before the wait gives up. */
const MAX_TRANSIENT_IN_A_ROW = 20;

type InfoOutcome =
  | { kind: 'snapshot'; snapshot: Snapshot }
  | { kind: 'transient'; message: string }
  | { kind: 'not-found' };

export async function infoOnce(step: Step, name: string, of: ManagedKind = step.kind): Promise<InfoOutcome> {
  const run = await step.call(infoArgs(of, name, step.inputs.workspace));
  const what = `osmosis ${KINDS[of].runGroup.join(' ')} info`;
  if (run.envelope && run.exitCode === 0) {
    const snapshot = readSnapshot(of, run.envelope.data, name);
    if (snapshot) return { kind: 'snapshot', snapshot };
    return {
      kind: 'transient',
      message: `${what} printed a result without ${withArticle(KINDS[of].dataKey)}`,
    };
  }
  if (run.error) {
    const { code, message, details } = run.error.error;
    if (code === 'NOT_FOUND') return { kind: 'not-found' };
    if (isTransient(code, details)) return { kind: 'transient', message: `[${code}] ${message}` };
  }
  throw osmosisError(run, step.ready.bin, `${KINDS[of].runGroup.join(' ')} info`, {
    surface: step.deps.facts.surface,
  });
}

/** One status read, a few tries when the platform hiccups; undefined when the run does not exist. */
export async function infoWithRetry(
  step: Step,
  name: string,
  of: ManagedKind = step.kind,
  attempts = 4,
): Promise<Snapshot | undefined> {
  const { deps, inputs } = step;
  for (let attempt = 0; ; attempt++) {
    const outcome = await infoOnce(step, name, of);
    if (outcome.kind === 'snapshot') return outcome.snapshot;
    if (outcome.kind === 'not-found') return undefined;
    step.trail.record({ kind: 'transient-error' });
    if (attempt + 1 >= attempts) {
      throw new OsmosisFailure(`The Osmosis platform kept failing while reading ${name}: ${outcome.message}`);
    }
    deps.wording.log.warning(`Transient platform error reading ${name} (${outcome.message}); retrying.`);
    await deps.waiting.sleep(
      pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random()),
      deps.waiting.cancelSignal,
    );
    step.throwIfCancelled();
  }
}

/** How a wait ended: the latest snapshot read, and whether the deadline passed first. */
export interface Waited {
  final: Snapshot | undefined;
  timedOut: boolean;
}

/**
 * Polls until the run reaches a terminal status, or the deadline passes (then the latest snapshot is
 * returned as timed out). `initial` ends the wait at once when it is already terminal. Each status read
 * goes on the trail too, so an interrupted wait still reports the run as last seen.
 */
export async function waitForTerminal(
  step: Step,
  name: string,
  initial: Snapshot | undefined,
): Promise<Waited> {
  const { deps, inputs, kind, trail } = step;
  let latest = initial && isTerminal(kind, initial.status) ? initial : undefined;
  if (latest) return { final: latest, timedOut: false };
  const deadline = step.startedAt.getTime() + inputs['timeout-minutes'] * 60_000;
  const schedule = pollSchedule(inputs['poll-interval'] * 1000);
  let attempt = 0;
  let inARow = 0;
  let lastLine = '';
  for (;;) {
    step.throwIfCancelled();
    const outcome = await infoOnce(step, name);
    trail.record({ kind: 'poll' });
    step.throwIfCancelled();
    if (outcome.kind === 'snapshot') {
      inARow = 0;
      latest = outcome.snapshot;
      trail.record({ kind: 'status', status: latest.status, url: latest.url });
      const line = `${latest.name}: ${latest.status}${latest.progress ? `, ${latest.progress}` : ''}`;
      if (line !== lastLine) deps.wording.log.info(line);
      lastLine = line;
      if (isTerminal(kind, latest.status)) return { final: latest, timedOut: false };
    } else if (outcome.kind === 'not-found') {
      throw new OsmosisFailure(
        `The platform no longer knows ${step.spec.noun} ${name} (NOT_FOUND) while waiting for it.`,
      );
    } else {
      trail.record({ kind: 'transient-error' });
      inARow += 1;
      deps.wording.log.warning(`Transient platform error while waiting (${outcome.message}); will retry.`);
      if (inARow >= MAX_TRANSIENT_IN_A_ROW) {
        throw new OsmosisFailure(
          `The Osmosis platform failed ${inARow} status checks in a row: ${outcome.message}`,
        );
      }
    }
    const remaining = deadline - deps.facts.now().getTime();
    if (remaining <= 0) return { final: latest, timedOut: true };
    await deps.waiting.sleep(
      Math.min(remaining, pollDelay(schedule, attempt++, deps.waiting.random())),
      deps.waiting.cancelSignal,
    );
  }
}

/**
 * Asks the platform to stop the run; true when it agreed (the run is then `stopped`). A refusal becomes
 * a warning, never an error.
 */
export async function stopRun(step: Step, name: string): Promise<boolean> {
  step.deps.wording.log.info(`Stopping ${step.spec.noun} ${name}.`);
  const run = await step.call(stopArgs(step.kind, name, step.inputs.workspace));
  if (run.envelope?.status === 'success' && run.exitCode === 0) return true;
  step.warn(`Could not stop ${name}: ${run.error?.error.message ?? `osmosis exited ${run.exitCode}`}`);
  return false;
}

/** Reads of a finished eval whose metrics osmosis could not fetch, before its own results are used. */
export const METRICS_REREADS = 3;

/**
 * A finished eval whose metrics were missing (the metrics call failed or was not ready) is read again a
 * few times on the poll schedule; after that the run's own results stand in, which still count errored
 * samples. Returns the latest snapshot.
 */
export async function settleMetrics(step: Step, final: Snapshot): Promise<Snapshot> {
  if (step.kind !== 'eval' || final.status !== 'finished' || final.metricsAvailable !== false) return final;
  const { deps, inputs } = step;
  let latest = final;
  for (let attempt = 0; attempt < METRICS_REREADS && latest.metricsAvailable === false; attempt++) {
    deps.wording.log.info(`The platform's metrics for ${final.name} are not ready; reading them again.`);
    await deps.waiting.sleep(
      pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random()),
      deps.waiting.cancelSignal,
    );
    step.throwIfCancelled();
    const outcome = await infoOnce(step, final.name);
    step.trail.record({ kind: 'poll' });
    if (outcome.kind === 'snapshot' && outcome.snapshot.status === 'finished') latest = outcome.snapshot;
  }
  if (latest.metricsAvailable === false)
    step.warn(
      latest.samples
        ? `The platform's metrics for ${final.name} stayed unavailable after ${METRICS_REREADS} more reads; judged on the run's own counts (errored samples still count against the pass rate).`
        : `The platform's metrics for ${final.name} stayed unavailable after ${METRICS_REREADS} more reads, and its results carry no sample counts.`,
    );
  return latest;
}
