/**
 * The history gate's targeted re-runs as osmosis runs, and its judgement as the result records it. Pure.
 *
 * The plan (core/history/history-gate.ts) names rows and how often to re-run each. They run in rounds, each one
 * named osmosis run, so a re-run of the whole job resumes every round from its journal and pays for none
 * again. Round 1 re-runs every target once (`--rows`). A steady row stops being re-run once it does what
 * its history says (a row that always passed passes once): one recovery already makes it noise, so its
 * later re-runs could not change the finding. The second look's flaky rows run every re-run planned,
 * since the score test counts each of their items. When the dataset is a local JSONL file, round 2 runs
 * every re-run still owed in ONE start (osmosis's `--rows` cannot name a row twice): a derived dataset
 * repeating each such row's source line once per re-run owed (copiesOrder), its positions mapped back to
 * the source rows (addRound's `sourceOf`). Otherwise round j is `--rows` of every row owed a j-th re-run.
 */

import { cleanDecimal } from '../adaptive/wording.js';
import type { BaselineComparison, RowOutcomes } from '../baseline/baseline.js';
import { digest } from '../cache-keys.js';
import type { HistoryJudgement } from '../result.js';
import { pct } from '../verdict/gate.js';
import { regressionBlocks } from '../verdict/regression.js';
import type { CountTest, HistoryGateDecision, HistoryGatePlan } from './history-gate.js';
import { compareKeys, flakyRows, type RowHistory, rowEstimates } from './row-history.js';

/** The history file beside the baseline's result.json and rows.json. */
export const HISTORY_FILE = 'history.json';
/** Flaky rows listed in the result; the count is always complete. */
export const FLAKY_ROWS_LISTED = 50;

export interface RerunTarget {
  key: string;
  reruns: number;
  /** The outcome that settles the row early (its history's), or undefined: run every re-run. */
  settledBy?: 'P' | 'F';
}

/** Every row the plan re-runs, with its re-run count; a steady row settles on its history's outcome. */
export function rerunTargets(plan: HistoryGatePlan): RerunTarget[] {
  const steady = plan.rerun.map(
    (row): RerunTarget => ({
      key: row.key,
      reruns: row.reruns,
      settledBy: row.direction === 'pass-to-fail' ? 'P' : 'F',
    }),
  );
  const flaky = plan.secondLook.map((row): RerunTarget => ({ key: row.key, reruns: row.reruns }));
  return [...steady, ...flaky].sort((x, y) => compareKeys(x.key, y.key));
}

/** The rows of round `round` (1-based), given the re-run outcome characters so far, in row order. */
export function rowsForRound(
  targets: readonly RerunTarget[],
  round: number,
  sofar: ReadonlyMap<string, string>,
): number[] {
  return targets
    .filter((target) => {
      if (target.reruns < round) return false;
      const seen = sofar.get(target.key) ?? '';
      return target.settledBy === undefined || !seen.includes(target.settledBy);
    })
    .map((target) => Number(target.key));
}

/**
 * Round 2 over a derived dataset: the source row at each of its positions, each row still owed re-runs
 * after round 1 repeated once per re-run it is owed, in row order.
 */
export function copiesOrder(targets: readonly RerunTarget[], sofar: ReadonlyMap<string, string>): number[] {
  const owed = new Map(targets.map((target) => [Number(target.key), target.reruns - 1]));
  return rowsForRound(targets, 2, sofar).flatMap((row) => Array<number>(owed.get(row) ?? 0).fill(row));
}

/** The named osmosis run of one round: the run name, a digest of what is re-run, and the round. */
export function rerunRunName(runName: string, targets: readonly RerunTarget[], round: number): string {
  const tag = digest(targets.map((target) => [target.key, target.reruns])).slice(0, 8);
  return `${runName}.h${tag}.${round}`;
}

/**
 * Appends a round's outcome characters (per row key) to those so far; `sourceOf` maps a derived
 * dataset's positions to their source rows (copiesOrder).
 */
export function addRound(sofar: Map<string, string>, round: RowOutcomes, sourceOf?: readonly number[]): void {
  const length = Math.max(0, ...round.outcomes.map((run) => run.length));
  for (let row = 0; row < length; row++) {
    const source = sourceOf === undefined ? row : sourceOf[row];
    if (source === undefined) continue;
    for (const run of round.outcomes) {
      const char = run[row];
      if (char !== 'P' && char !== 'F') continue;
      const key = String(source);
      sofar.set(key, (sofar.get(key) ?? '') + char);
    }
  }
}

export type { HistoryJudgement };

const rowsOf = (keys: readonly string[]) => keys.map(Number).sort((a, b) => a - b);

/** The judgement the result records, from the history, the plan, the decision and what the re-runs cost. */
export function historyJudgement(
  { history, pr }: { history: RowHistory; pr: ReadonlyMap<string, string> },
  plan: HistoryGatePlan,
  decision: HistoryGateDecision,
  reruns: { items: number; runNames: readonly string[]; rows: number },
): HistoryJudgement {
  const flaky = flakyRows(history);
  const test = decision.secondLook ?? plan.score;
  return {
    runs: history.runs.length,
    mode: plan.mode,
    rowsKnown: history.rows.size,
    flaky: {
      count: flaky.length,
      rows: flaky.slice(0, FLAKY_ROWS_LISTED).map((row) => ({
        row: Number(row.key),
        passRate: cleanDecimal(row.passRate),
        trials: row.trials,
      })),
    },
    reruns: {
      rows: reruns.rows,
      rounds: reruns.runNames.length,
      items: reruns.items,
      budgetItems: plan.budgetCalls,
      runNames: [...reruns.runNames],
    },
    regressedRows: rowsOf(decision.regressedRows),
    recoveredRows: rowsOf(decision.flakyRows),
    improvedRows: rowsOf(decision.improvedRows),
    unjudgedRows: rowsOf(
      plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key),
    ),
    scoreTest: test
      ? {
          rows: test.rows,
          z: cleanDecimal(test.z),
          pValue: cleanDecimal(test.pValue),
          detectableDrop: test.detectableDrop === null ? null : cleanDecimal(test.detectableDrop),
        }
      : null,
    flipTest: countTestOf(plan.flips),
    pairedTest: countTestOf(plan.paired),
    ...expectedAndObserved(history, pr),
    drop: cleanDecimal(decision.drop),
    regression: decision.regression,
    reason: decision.reason,
  };
}

const countTestOf = (test: CountTest | null) =>
  test && {
    observed: test.observed,
    expected: cleanDecimal(test.expected),
    dispersion: cleanDecimal(test.dispersion),
    pValue: cleanDecimal(test.pValue),
    significant: test.significant,
  };

/** Over the rows the history knows: Σ p̂ᵢ mᵢ / Σ mᵢ, and the pull request's own pass rate on them. */
function expectedAndObserved(history: RowHistory, pr: ReadonlyMap<string, string>) {
  const estimates = rowEstimates(history);
  let expected = 0;
  let passes = 0;
  let items = 0;
  for (const [key, chars] of pr) {
    const estimate = estimates.get(key);
    if (!estimate || estimate.trials === 0) continue;
    for (const char of chars) {
      if (char !== 'P' && char !== 'F') continue;
      items += 1;
      expected += estimate.estimate;
      if (char === 'P') passes += 1;
    }
  }
  if (items === 0) return { expectedPassRate: null, observedPassRate: null };
  return { expectedPassRate: cleanDecimal(expected / items), observedPassRate: cleanDecimal(passes / items) };
}

/**
 * The regression gate decided by the history (replacing the McNemar one when the history has two runs
 * or more): blocking when the history gate finds a regression and the drop its evidence measures
 * (judgement.drop: what regressed, never the history's biased mean) is larger than max-regression.
 */
export function historyRegression(
  judgement: HistoryJudgement,
  maxRegression: number,
): { maxRegression: number; blocking: boolean; reason: string } {
  const { expectedPassRate: expected, observedPassRate: observed, drop } = judgement;
  const blocking = regressionBlocks({ regressed: judgement.regression, drop, maxRegression });
  const dropText =
    expected === null || observed === null
      ? ''
      : ` This run passed ${pct(observed)} of the rows the history knows (their history's mean: ${pct(expected)}).`;
  const verdict = blocking
    ? ` A regression of ${points(drop)}, larger than max-regression ${points(maxRegression)}: the step fails.`
    : judgement.regression
      ? ` A regression of ${points(drop)}, no larger than max-regression ${points(maxRegression)}.`
      : '';
  return { maxRegression, blocking, reason: `${judgement.reason}${dropText}${verdict}` };
}

const points = (value: number) => `${(value * 100).toFixed(1)} points`;

/**
 * The comparison with the history's judgement: with max-regression, the history decides the regression
 * gate in McNemar's place (McNemar's paired counts stay, as information).
 */
export function withHistory(
  comparison: BaselineComparison,
  judgement: HistoryJudgement,
  maxRegression: number | undefined,
): BaselineComparison {
  const regression =
    maxRegression === undefined
      ? comparison.regression
      : { ...historyRegression(judgement, maxRegression), test: 'history' as const };
  return { ...comparison, history: judgement, ...(regression ? { regression } : {}) };
}
