/**
 * The managed eval's baseline: the default branch's last judged eval-submit of the same config, compared
 * with this run exactly as eval-run compares (core/baseline/baseline.ts): the pass-rate change, the rows that
 * flipped (from each run's downloaded summary.jsonl, when both have it), the exact McNemar test and
 * max-regression. What is managed about it: the pass rate is the platform's (errored samples count
 * against it, timed-out ones are left out: managed-eval-verdict.ts), and rows are paired only when both
 * runs evaluated the first `limit` rows of a dataset of the same size, never a random 10% sample. Pure.
 */
import {
  type BaselineComparison,
  type BaselineRun,
  compareWithBaseline,
  type RowOutcomes,
} from '../baseline/baseline.js';
import type { ManagedResult } from '../managed-result.js';
import { verdictAfterRegression } from '../verdict/gate.js';
import { managedPassRate } from '../verdict/managed-eval-verdict.js';

/** A saved eval-submit result as a baseline: the document, its per-row outcomes and the branch it ran on. */
export interface SavedManagedRun {
  saved: ManagedResult;
  outcomes: RowOutcomes | null;
  ref?: string | undefined;
  /** The commit the saved run was for (rows.json's source.sha), when recorded. */
  sha?: string | undefined;
}

const JUDGED: ReadonlySet<string> = new Set(['passed', 'failed', 'inconclusive', 'not-gated']);

/** The numbers a judged managed eval was gated on, or null for a run that was not judged. */
function judgedNumbers(
  result: ManagedResult,
): Pick<BaselineRun, 'passRate' | 'passed' | 'completed' | 'passThreshold'> | null {
  const m = result.metrics;
  if (result.kind !== 'eval-submit' || !JUDGED.has(result.verdict) || !m) return null;
  if (!result.samples)
    return { passRate: m.passRate, passed: m.passed, completed: m.completed, passThreshold: m.passThreshold };
  const { rate, scored } = managedPassRate(result.samples);
  return { passRate: rate, passed: result.samples.passed, completed: scored, passThreshold: m.passThreshold };
}

/** Whether a result can serve as (and be compared with) a baseline: an eval-submit that was judged. */
export function isJudgedManagedEval(result: ManagedResult): boolean {
  return judgedNumbers(result) !== null;
}

/** What a saved eval-submit result says about itself as a baseline; null when it was not judged. */
export function managedBaselineRun({ saved, outcomes, ref, sha }: SavedManagedRun): BaselineRun | null {
  const numbers = judgedNumbers(saved);
  if (!numbers) return null;
  return {
    ...numbers,
    runName: saved.run?.name ?? null,
    finishedAt: saved.finishedAt,
    workflowRun: saved.links.workflowRun,
    ref,
    sha,
    outcomes,
  };
}

/**
 * Why row i of one run need not be row i of the other: a random sample (no `[evaluation].limit`), or a
 * dataset of another size. Undefined when the rows pair (or nothing says otherwise).
 */
export function whyRowsDoNotPair(current: ManagedResult, baseline: ManagedResult): string | undefined {
  const random = (result: ManagedResult) => result.sampling != null && result.sampling.limit === null;
  if (random(current) || random(baseline)) {
    const who =
      random(current) && random(baseline) ? 'Both runs' : random(current) ? 'This run' : 'The baseline';
    return `${who} evaluated a random 10% sample of the dataset (no [evaluation].limit)`;
  }
  const before = baseline.sampling?.datasetRows;
  const now = current.sampling?.datasetRows;
  if (before != null && now != null && before !== now)
    return `The baseline ran on a dataset of ${before} rows, this run on one of ${now}`;
  return undefined;
}

/** This judged run against the saved baseline (null: none saved yet), as eval-run compares. */
export function compareManagedWithBaseline(
  current: ManagedResult,
  outcomes: RowOutcomes | null,
  baseline: SavedManagedRun | null,
  options: { maxRegression?: number | undefined; unreadable?: string | undefined },
): BaselineComparison {
  const numbers = judgedNumbers(current);
  if (!numbers) throw new Error('compareManagedWithBaseline needs a judged eval-submit result');
  const run = baseline ? managedBaselineRun(baseline) : null;
  return compareWithBaseline(
    { passRate: numbers.passRate, passThreshold: numbers.passThreshold, outcomes },
    run,
    {
      maxRegression: options.maxRegression,
      unreadable: options.unreadable,
      rowsNotPaired: baseline && run ? whyRowsDoNotPair(current, baseline.saved) : undefined,
    },
  );
}

/**
 * The result with its comparison attached; a blocking regression fails it (verdictAfterRegression decides)
 * and its summary says why first.
 */
export function withManagedBaseline(result: ManagedResult, comparison: BaselineComparison): ManagedResult {
  const overruled = verdictAfterRegression(result.verdict, comparison, result.exitCode);
  if (!overruled || !comparison.regression) return { ...result, baseline: comparison };
  return {
    ...result,
    ...overruled,
    baseline: comparison,
    summary: `${comparison.regression.reason} ${result.summary}`,
  };
}
