/**
 * The history gate's verdict (core/history/history-gate.ts) from its four tests, at the overall error
 * GATE_SIGNIFICANCE of core/history/history-statistics.ts, and the drop the evidence measures. Pure.
 *
 * The drop a blocking decision compares with max-regression is taken from what regressed, never from
 * the history's mean pass rate: rows confirmed by every re-run lost all their passes, so their share
 * of the pull request's items is a drop the evidence shows; a fired sum (score, flip, paired test)
 * measures its own deficit. The largest of those that fired is the drop.
 */
import {
  CONFIRMATIONS_SIGNIFICANCE,
  type FlipDirection,
  falseConfirmations,
  type ScoreTest,
} from './history-statistics.js';
import type { CountTest } from './history-tests.js';

/** What the verdict reads of core/history/history-gate.ts's plan (its VerdictPlan). */
export interface VerdictPlan {
  passCalls: number;
  steadyPassing: number;
  rerun: readonly { key: string; items: number; confirmError: number }[];
  notRerun: readonly { key: string; direction: FlipDirection; flipError: number; items: number }[];
  scored: readonly { items: number }[];
  score: ScoreTest | null;
  flips: CountTest | null;
  paired: CountTest | null;
}

/** What the re-runs found (core/history/history-gate.ts's HistoryGateDecision). */
interface Found {
  regressedRows: string[];
  flakyRows: string[];
  confirmations: { chance: number; significant: boolean; items: number };
  secondLook: ScoreTest | null;
}

const listed = (keys: readonly string[]) =>
  keys.length <= 10 ? keys.join(', ') : `${keys.slice(0, 10).join(', ')} …`;

/**
 * How likely the pass → fail evidence is noise: the better of the confirmed rows alone and the confirmed
 * rows with the flips the budget left unjudged, doubled for the two looks (1 when there is none), and the
 * pull request's items of the rows that evidence rests on.
 */
export function confirmationsOf(plan: VerdictPlan, regressedRows: readonly string[]) {
  const regressed = new Set(regressedRows);
  const confirmed = plan.rerun.filter((row) => regressed.has(row.key));
  const unjudged = plan.notRerun.filter((row) => row.direction === 'pass-to-fail');
  const chanceOf = (errors: readonly number[]) =>
    errors.length === 0 ? 1 : falseConfirmations(errors.length, plan.steadyPassing, Math.max(...errors));
  const alone = chanceOf(confirmed.map((row) => row.confirmError));
  const withUnjudged =
    unjudged.length === 0
      ? 1
      : chanceOf([...confirmed.map((row) => row.confirmError), ...unjudged.map((row) => row.flipError)]);
  const rows = withUnjudged < alone ? [...confirmed, ...unjudged] : confirmed;
  const chance = Math.min(1, 2 * Math.min(alone, withUnjudged));
  return {
    chance,
    significant: chance <= CONFIRMATIONS_SIGNIFICANCE,
    items: rows.reduce((sum, row) => sum + row.items, 0),
  };
}

/** The score test's deficit as pass-rate points of all the pull request's items (its re-runs scaled out). */
function scoreDrop(test: ScoreTest, plan: VerdictPlan): number {
  const prItems = plan.scored.reduce((sum, row) => sum + row.items, 0);
  if (test.items === 0 || plan.passCalls === 0) return 0;
  return Math.max(0, (-test.score * prItems) / test.items / plan.passCalls);
}

/** The history mode's verdict, its sentence and the drop of the tests that fired. */
export function historyVerdict(
  plan: VerdictPlan,
  found: Found,
): { regression: boolean; reason: string; drop: number } {
  const reasons: string[] = [];
  const drops: number[] = [];
  const { regressedRows, confirmations, secondLook } = found;
  if (regressedRows.length > 0)
    reasons.push(
      `${regressedRows.length} row(s) that always passed failed every re-run: ${listed(regressedRows)}${confirmations.significant ? '' : ` (too few to be sure on this history: chance ${confirmations.chance.toPrecision(2)} of noise)`}`,
    );
  // The rows the confirmation rests on (with the unjudged flips when those made it) lost their passes.
  if (confirmations.significant && plan.passCalls > 0) drops.push(confirmations.items / plan.passCalls);
  const unjudged = plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key);
  if (unjudged.length > 0)
    reasons.push(
      `${unjudged.length} more row(s) that always passed failed, not re-run within the budget: ${listed(unjudged)}`,
    );
  const fired = plan.score?.significant ? plan.score : secondLook?.significant ? secondLook : null;
  if (fired) {
    reasons.push(
      `the ${fired.rows} flaky row(s) passed less than their history says${fired === secondLook ? ' with their re-runs' : ''} (z = ${fired.z.toFixed(2)}, p = ${fired.pValue.toPrecision(2)})`,
    );
    drops.push(scoreDrop(fired, plan));
  }
  const { flips, paired } = plan;
  if (flips?.significant) {
    reasons.push(
      `${flips.observed} row(s) failed once over the history and this pull request, that once here, where ${flips.expected.toFixed(1)} were expected (p = ${flips.pValue.toPrecision(2)})`,
    );
    drops.push(flips.drop);
  }
  if (paired?.significant) {
    reasons.push(
      `paired row by row with every history run, this pull request passed ${paired.observed} item(s) where ${paired.expected.toFixed(1)} were expected (z = ${paired.z.toFixed(2)}, p = ${paired.pValue.toPrecision(2)})`,
    );
    drops.push(paired.drop);
  }
  const regression = drops.length > 0;
  if (reasons.length === 0)
    reasons.push('no row confirmed a regression and the flaky rows are within their history');
  if (found.flakyRows.length > 0) reasons.push(`recovered on a re-run (flaky): ${listed(found.flakyRows)}`);
  const sentence = reasons.join('; ');
  return {
    regression,
    reason: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
    drop: regression ? Math.max(...drops) : 0,
  };
}
