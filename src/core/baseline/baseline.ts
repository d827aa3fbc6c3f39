/**
 * The baseline: the default branch's result for the same config, compared row by row with this run.
 * Where it lives: runs on the default branch save their result.json and rows.json (the per-row outcomes below)
 * to a cache entry `osmosis-ci-baseline-v1-<config digest>-<run id>`; pull-request runs restore the newest
 * entry by the prefix `osmosis-ci-baseline-v1-<config digest>-` into `baseline-dir`. No hosted service, no
 * data branch. Pure: building outcomes from index rows, comparing two runs, and the `max-regression` gate.
 * The regression gate, precisely: over the work items (row_index, run_index) completed in both runs, let
 * b = items that passed in the baseline and not now (pass→fail), c = the reverse (fail→pass), n = all such
 * paired items. The paired drop is (b − c) / n, the baseline's pass rate minus this run's on the same items.
 * With `max-regression` m the gate fails when drop > m AND the exact two-sided McNemar p-value of (b, c) is
 * below 0.05: a drop larger than the tolerance that is unlikely to be noise. m = 0 fails any significant drop.
 * No baseline, or no paired items: reported, never a failure. {@link verdictAfterRegression} is the one
 * place a blocking regression turns a verdict into a failure, for eval-run and eval-submit alike.
 */

import type * as z from 'zod';
import { type RunModel, runModelOf } from '../cost/cost-change.js';
import { withErrorClassChange } from '../evidence/error-class-change.js';
import type { ErrorClassesResult } from '../evidence/error-classes.js';
import { formatP } from '../format.js';
import type { GraderChange } from '../grader/grader-change.js';
import type { Assert, baselineSchema, EvalRunResult, HistoryJudgement } from '../result.js';
import type { RowOutcomes } from '../rows/row-outcomes.js';
import {
  type AlignedBaseline,
  alignByIdentity,
  coverageNote,
  datasetDifference,
  LEAST_PAIRED_SHARE,
} from '../rows/row-pairing.js';
import { mcnemarExact } from '../stats.js';
import { verdictAfterRegression } from '../verdict/gate.js';
import { regressionBlocks } from '../verdict/regression.js';
import type { BaselineCommit } from './baseline-commit.js';
import type { ConfigIdentity } from './config-identity.js';
import type { WaiversReport } from './waivers.js';

// Outcomes moved to their own module; importers of the baseline keep finding them here.
export {
  BELOW_THRESHOLD_ROWS,
  createOutcomesBuilder,
  MAX_ROW_INDEX,
  type OutcomeChar,
  type RowOutcomes,
} from '../rows/row-outcomes.js';

export const ROWS_FILE = 'rows.json';
export const SIGNIFICANCE = 0.05;
/** Flipped rows listed per direction; the counts are always complete. */
export const FLIPPED_ROWS_LISTED = 100;

export interface RowRef {
  rowIndex: number;
  runIndex: number;
}

/** What the comparison says; stored in the result document as `baseline`. */
export interface BaselineComparison {
  status: 'compared' | 'missing' | 'unusable';
  /** One sentence for the report. */
  message: string;
  /** The baseline run, when there is one. */
  reference?: {
    passRate: number;
    passed: number;
    completed: number;
    runName: string | null;
    finishedAt: string;
    workflowRun?: string;
    ref?: string;
    /** The baseline's commit and how it stands to the pull request's base (core/baseline/baseline-commit.ts). */
    commit?: BaselineCommit;
  };
  /** What changed in the config since the baseline's run, one line each (core/baseline/config-identity.ts). */
  configChanges?: string[];
  /** This run's pass rate minus the baseline's, each over all its completed items. */
  delta?: number;
  paired?: {
    /** Items completed in both runs. */
    items: number;
    bothPassed: number;
    bothFailed: number;
    passToFail: number;
    failToPass: number;
    /** Baseline pass rate minus this run's, over the paired items: (passToFail − failToPass) / items. */
    drop: number;
    /** Exact two-sided McNemar p-value of (passToFail, failToPass). */
    pValue: number;
    significant: boolean;
  };
  /** At most FLIPPED_ROWS_LISTED each, in row order. */
  flipped?: { passToFail: RowRef[]; failToPass: RowRef[] };
  regression?: {
    maxRegression: number;
    blocking: boolean;
    reason: string;
    /** Absent: McNemar decided (core/history/history-reruns.ts withHistory sets 'history'). */
    test?: 'mcnemar' | 'history';
  };
  /** The row history's judgement, when a history of two default-branch runs or more judged this run. */
  history?: HistoryJudgement;
  /** What the row comparison left out: rows only one of the runs has. */
  note?: string;
  /** "baseline: main@1a2b3c4, 3 days old, history of 20 runs" (core/baseline/baseline-age.ts). */
  line?: string;
  age?: { days: number; maxDays: number; stale: boolean };
  waivers?: WaiversReport;
  /** The grader changed since the baseline: behaviour under the base grader and the grader's effect. */
  graderChange?: GraderChange;
}

// The result schema is the contract; this fails to compile if the comparison drifts from it.
export type _BaselineMatch = Assert<BaselineComparison extends z.infer<typeof baselineSchema> ? true : false>;

/** Which dataset a run ran on: the sha256 of its bytes and its row count (null when unknown). */
export interface DatasetIdentity {
  sha256: string;
  rows: number | null;
}

export interface BaselineRun {
  /** Absent in a baseline saved before results recorded it. */
  dataset?: DatasetIdentity | undefined;
  passRate: number;
  passed: number;
  completed: number;
  passThreshold: number;
  runName: string | null;
  finishedAt: string;
  workflowRun?: string | undefined;
  ref?: string | undefined;
  /** The commit the baseline run was for (rows.json's source.sha), when recorded. */
  sha?: string | undefined;
  /** Absent in a baseline saved before results recorded it. */
  configIdentity?: ConfigIdentity | undefined;
  outcomes: RowOutcomes | null;
  /** The model it called and its price per token (result.json's cost), for the cost comparison. */
  runModel?: RunModel;
  /** Its errored rows by class (result.json's errorClasses), for the error classes compared; absent before 1.3. */
  errorClasses?: ErrorClassesResult | undefined;
}

/** No baseline to compare with: none saved yet, or a file there that could not be read (said as such). */
function noBaseline(maxRegression: number | undefined, unreadable: string | undefined): BaselineComparison {
  if (unreadable !== undefined) {
    return {
      status: 'unusable',
      message: `The baseline is unreadable: ${unreadable}. The comparison is skipped${maxRegression === undefined ? '' : ' and max-regression is not applied'}; the next run on the default branch saves a new baseline.`,
    };
  }
  return {
    status: 'missing',
    message: `No baseline yet: a run on the default branch saves one for this config${maxRegression === undefined ? '' : '; max-regression is not applied until then'}.`,
  };
}

type CurrentRun = {
  passRate: number;
  passThreshold: number;
  outcomes: RowOutcomes | null;
  dataset?: DatasetIdentity | undefined;
};

interface CompareOptions {
  maxRegression?: number | undefined;
  baselineLabel?: string;
  /** Why a baseline file that is there could not be read (corrupted, not a result): then it is not "missing". */
  unreadable?: string | undefined;
  /**
   * Why the two runs' row numbers need not name the same rows, when the caller knows (a managed eval's
   * random sample): then only the pass rates are compared, as for another dataset.
   */
  rowsNotPaired?: string | undefined;
  /** The row history judged this run and decides max-regression: said so, never "not applied". */
  historyDecides?: boolean | undefined;
}

export function compareWithBaseline(
  current: CurrentRun,
  baseline: BaselineRun | null,
  options: CompareOptions = {},
): BaselineComparison {
  const { maxRegression } = options;
  if (!baseline) return noBaseline(maxRegression, options.unreadable);
  const reference = referenceOf(baseline);
  const delta = current.passRate - baseline.passRate;
  const unusable = (message: string): BaselineComparison => ({
    status: 'unusable',
    message,
    reference,
    delta,
  });
  if (!current.outcomes || !baseline.outcomes) {
    return unusable('The baseline has no per-row outcomes, so only the pass rates are compared.');
  }
  const aligned = alignByIdentity(baseline.outcomes, current.outcomes);
  const unpaired = whyRowsAreNotPaired(current, baseline, options, aligned);
  if (unpaired !== undefined) return unusable(unpaired);
  const before = aligned?.outcomes ?? baseline.outcomes.outcomes;
  const after = current.outcomes.outcomes;
  const { bothPassed, bothFailed, passToFail, failToPass, flipped } = pairRows(before, after);
  const items = bothPassed + bothFailed + passToFail + failToPass;
  if (items === 0) {
    return unusable('The baseline and this run have no completed rows in common: rows are not compared.');
  }
  const note = coverageNote(before, after);
  const pValue = mcnemarExact(passToFail, failToPass);
  const drop = (passToFail - failToPass) / items;
  const significant = pValue < SIGNIFICANCE;
  const comparison: BaselineComparison = {
    status: 'compared',
    message: `${passToFail} row${passToFail === 1 ? '' : 's'} went from pass to fail and ${failToPass} from fail to pass over ${items} paired row${items === 1 ? '' : 's'} (exact McNemar p = ${formatP(pValue)}${significant ? ', significant' : ', not significant'} at ${SIGNIFICANCE}).`,
    reference,
    delta,
    paired: { items, bothPassed, bothFailed, passToFail, failToPass, drop, pValue, significant },
    flipped,
    ...(note === undefined ? {} : { note }),
  };
  if (maxRegression !== undefined) {
    comparison.regression = regressionAgainst(maxRegression, drop, pValue, significant);
  }
  return comparison;
}

function referenceOf(baseline: BaselineRun): NonNullable<BaselineComparison['reference']> {
  return {
    passRate: baseline.passRate,
    passed: baseline.passed,
    completed: baseline.completed,
    runName: baseline.runName,
    finishedAt: baseline.finishedAt,
    ...(baseline.workflowRun ? { workflowRun: baseline.workflowRun } : {}),
    ...(baseline.ref ? { ref: baseline.ref } : {}),
    ...(baseline.sha ? { commit: { sha: baseline.sha } } : {}),
  };
}

/** Why the two runs' row numbers cannot be paired (scored otherwise, other rows), or undefined when they can. */
function whyRowsAreNotPaired(
  current: CurrentRun,
  baseline: BaselineRun,
  options: CompareOptions,
  aligned: AlignedBaseline | undefined,
): string | undefined {
  if (baseline.passThreshold !== current.passThreshold) {
    return `The baseline was scored with pass_threshold ${baseline.passThreshold}, this run with ${current.passThreshold}: rows are not compared.`;
  }
  const gate =
    options.maxRegression === undefined
      ? ''
      : options.historyDecides
        ? '; the row history decides max-regression'
        : '; max-regression is not applied';
  if (options.rowsNotPaired === undefined && aligned) {
    if (aligned.known >= aligned.rows * LEAST_PAIRED_SHARE) return undefined;
    const rows = `${aligned.rows} row${aligned.rows === 1 ? '' : 's'} ${aligned.known === 1 ? 'is' : 'are'}`;
    return `Only ${aligned.known} of this run's ${rows} in the baseline (matched by content): its dataset is another, so rows are not paired and only the pass rates are compared${gate}.`;
  }
  const otherDataset = datasetDifference(current.dataset, baseline.dataset) ?? options.rowsNotPaired;
  if (otherDataset !== undefined) {
    return `${otherDataset}: the same row number may hold another row, so rows are not paired and only the pass rates are compared${gate}.`;
  }
  return undefined;
}

/** max-regression's verdict on the paired drop: blocking only when over the bound and significant. */
function regressionAgainst(
  maxRegression: number,
  drop: number,
  pValue: number,
  significant: boolean,
): NonNullable<BaselineComparison['regression']> {
  const blocking = regressionBlocks({ regressed: significant, drop, maxRegression });
  const dropText = `${(drop * 100).toFixed(1)} pp`;
  return {
    maxRegression,
    blocking,
    reason: blocking
      ? `The pass rate dropped ${dropText} against the baseline on the same rows (p = ${formatP(pValue)} < ${SIGNIFICANCE}), more than max-regression ${(maxRegression * 100).toFixed(1)} pp.`
      : regressionBlocks({ regressed: true, drop, maxRegression }) // over the bound, had it been significant
        ? `The drop of ${dropText} exceeds max-regression ${(maxRegression * 100).toFixed(1)} pp but is not significant (p = ${formatP(pValue)} ≥ ${SIGNIFICANCE}): not failed.`
        : `The change on the same rows (${drop > 0 ? `−${dropText}` : `+${(-drop * 100).toFixed(1)} pp`}) is within max-regression ${(maxRegression * 100).toFixed(1)} pp.`,
  };
}

/** Items completed in both runs, by what became of them; the flips listed in row-major order. */
function pairRows(before: readonly string[], after: readonly string[]) {
  let bothPassed = 0;
  let bothFailed = 0;
  let passToFail = 0;
  let failToPass = 0;
  const flipped = { passToFail: [] as RowRef[], failToPass: [] as RowRef[] };
  const runs = Math.min(before.length, after.length);
  // Row-major order, so the listed flips are the lowest row indexes across runs.
  const rows = Math.max(0, ...before.slice(0, runs).map((s, i) => Math.min(s.length, after[i]?.length ?? 0)));
  for (let row = 0; row < rows; row++) {
    for (let run = 0; run < runs; run++) {
      const was = before[run]?.[row];
      const now = after[run]?.[row];
      if ((was !== 'P' && was !== 'F') || (now !== 'P' && now !== 'F')) continue;
      if (was === 'P' && now === 'P') bothPassed += 1;
      else if (was === 'F' && now === 'F') bothFailed += 1;
      else if (was === 'P') {
        passToFail += 1;
        if (flipped.passToFail.length < FLIPPED_ROWS_LISTED)
          flipped.passToFail.push({ rowIndex: row, runIndex: run });
      } else {
        failToPass += 1;
        if (flipped.failToPass.length < FLIPPED_ROWS_LISTED)
          flipped.failToPass.push({ rowIndex: row, runIndex: run });
      }
    }
  }
  return { bothPassed, bothFailed, passToFail, failToPass, flipped };
}

/**
 * An eval-run result with its baseline comparison attached (and its errors by class against the baseline
 * run's, when given), and failed by a blocking regression.
 */
export function withBaseline(
  result: EvalRunResult,
  comparison: BaselineComparison,
  baseline?: Pick<BaselineRun, 'errorClasses'> | null,
): EvalRunResult {
  const compared = withErrorClassChange({ ...result, baseline: comparison }, baseline);
  return { ...compared, ...verdictAfterRegression(result.verdict, comparison, result.exitCode) };
}

/** What a saved result document says about itself, for use as a baseline. */
export function baselineRunFrom(
  saved: EvalRunResult,
  outcomes: RowOutcomes | null,
  ref?: string,
  sha?: string,
): BaselineRun | null {
  const m = saved.metrics;
  if (!m || saved.verdict === 'error') return null;
  return {
    dataset: saved.dataset,
    passRate: m.passRate,
    passed: m.passed,
    completed: m.completed,
    passThreshold: m.passThreshold,
    runName: saved.runName,
    finishedAt: saved.finishedAt,
    workflowRun: saved.links.workflowRun,
    ref,
    sha,
    configIdentity: saved.configIdentity,
    outcomes,
    runModel: runModelOf(saved.cost),
    ...(saved.errorClasses ? { errorClasses: saved.errorClasses } : {}),
  };
}
