/**
 * What the orchestrator has learnt so far, as one immutable value: each phase of the step returns the
 * next one, and the result is made from the last (with what the trail kept of an interrupted phase).
 */
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import type { CodeDecision, CodeRef } from '../../core/managed/code-ref.js';
import type { Snapshot } from '../../core/managed.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { type Fields, finish, type Learnt, type Run, type Step } from './session.js';
import { countOf, firstCliVersion, statusesSince, type Trail, warningsOf } from './trail.js';

export interface Progress {
  readonly decision: CodeDecision | null;
  readonly code: CodeRef | null;
  /** An eval on a pull request whose config sets no [evaluation].limit (the platform samples at random). */
  readonly unpinnedSample: boolean;
  /** From `osmosis --version`; null when it could not be read. */
  readonly osmosisVersion: string | null;
  readonly preflight: ManagedResult['preflight'];
  readonly run: Run | null;
  /** The trail's size when `run` was set: the status reads after it are the run's newer statuses. */
  readonly runMark: number;
  /** The run's snapshot when it was found (run-name, the state file) rather than submitted. */
  readonly located: Snapshot | undefined;
  /** The latest snapshot of the run once the wait has read it. */
  readonly final: Snapshot | undefined;
  /** A retry of the failed samples started, and is to be waited for. */
  readonly retrying: boolean;
  readonly stateFile: string | null;
  readonly waited: boolean;
  readonly timedOut: boolean;
  readonly cancelled: boolean;
  readonly stopRequested: boolean;
  /** An eval's per-row outcomes, from its downloaded summary.jsonl (the baseline compares them). */
  readonly rows: RowOutcomes | null;
}

export function startProgress(
  learnt: Partial<Pick<Progress, 'decision' | 'code' | 'unpinnedSample' | 'osmosisVersion'>>,
): Progress {
  return {
    decision: null,
    code: null,
    unpinnedSample: false,
    osmosisVersion: null,
    preflight: null,
    run: null,
    runMark: 0,
    located: undefined,
    final: undefined,
    retrying: false,
    stateFile: null,
    waited: false,
    timedOut: false,
    cancelled: false,
    stopRequested: false,
    rows: null,
    ...learnt,
  };
}

/** The run with the statuses read since it was set. */
export function currentRun(trail: Trail, progress: Progress): Run | null {
  const { run } = progress;
  if (!run) return null;
  const reads = statusesSince(trail, progress.runMark);
  const last = reads.at(-1);
  if (!last) return run;
  // Each read replaces the status, and the URL when it has one.
  const url = reads.findLast((read) => read.url !== null)?.url ?? run.url;
  return { ...run, status: last.status, url };
}

/** `progress` following `run` from now on. */
export function withRun(trail: Trail, progress: Progress, run: Run | null): Progress {
  return { ...progress, run, runMark: trail.size };
}

/** The run with a newer status and URL (the URL kept when none is given). */
export function runWithStatus(run: Run | null, status: string, url?: string | null): Run | null {
  return run ? { ...run, status, url: url ?? run.url } : null;
}

export function learntOf(trail: Trail, progress: Progress): Learnt {
  return {
    osmosisVersion: progress.osmosisVersion ?? firstCliVersion(trail),
    run: currentRun(trail, progress),
    code: progress.code,
    stateFile: progress.stateFile,
    wait: {
      waited: progress.waited,
      polls: countOf(trail, 'poll'),
      transientErrors: countOf(trail, 'transient-error'),
      timedOut: progress.timedOut,
      cancelled: progress.cancelled,
      stopRequested: progress.stopRequested,
    },
    warnings: warningsOf(trail),
  };
}

/** What a managed step ends with: its result, and an eval's per-row outcomes when its outputs came home. */
export interface ManagedOutcome {
  result: ManagedResult;
  rows: RowOutcomes | null;
}

/** One phase of the step: the progress after it, or the outcome when the step ends there. */
export type Phase = (step: Step, progress: Progress) => Promise<Progress | ManagedOutcome>;

/** The step ends with `fields`, over what `progress` learnt. */
export function done(step: Step, progress: Progress, fields: Fields): ManagedOutcome {
  return { result: finish(step, learntOf(step.trail, progress), fields), rows: progress.rows };
}

/** The run the step follows, once it has one. */
export function followed(step: Step, progress: Progress): Run {
  const run = currentRun(step.trail, progress);
  if (!run) throw new Error('managed step followed no run');
  return run;
}
