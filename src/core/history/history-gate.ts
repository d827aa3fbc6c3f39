/**
 * The regression gate over the row history (core/history/row-history.ts): judge a pull request's rows against
 * what each row usually does, and spend extra model calls only where the evidence is unclear. The
 * statistics are in core/history/history-statistics.ts.
 *
 * Rows fall in two groups by their history:
 * - steady rows (seen in at least MIN_STEADY_RUNS runs, never both passed and failed): a flip is
 *   surprising. Such a row is re-run k times (k from rerunsFor; core/history/history-reruns.ts runs them: once
 *   with `--rows`, then the k − 1 others in one start over a derived dataset when the dataset is a
 *   local JSONL file, else one start per re-run); a row that flips on every re-run is a real change (a
 *   regression when it went pass → fail), one that recovers is noise and is named flaky.
 * - the other rows (flaky, or seen too few times): the one-sided score test of Σ (passesᵢ − mᵢ p̂ᵢ), from
 *   MIN_DISPERSION_RUNS history runs on (testLevels: on fewer its share goes to the flip and paired tests).
 *   Steady rows are left out of the sum on purpose: with p̂ ≈ 0.976 each would add a bias of +0.024 and a
 *   variance of 0.023 and could only ever flip, which the re-runs judge far more sharply; so
 *   deterministic rows cannot dominate, or mask, the flaky rows' sum. The test looks twice, at half the
 *   level each: on the pull request's pass, and, when that first look is borderline (p < BORDERLINE),
 *   again with SECOND_LOOK_RERUNS fresh re-runs of the flaky rows that failed. Re-run outcomes are new
 *   draws, so choosing which rows to re-run from the first pass does not bias the sum; the rows that
 *   failed are where a real drop shows.
 * Over every row, without re-runs: the flip test and the paired test (core/history/history-tests.ts).
 * The budget (DEFAULT_RERUN_BUDGET of one pass, each osmosis start's preflight call counted) is spent on the
 * steady flips first, then the second look.
 * The verdict (core/history/history-verdict.ts) is a regression when the pass → fail evidence of the steady rows
 * is unlikely to be noise (rows confirmed by every re-run, weighed with the flips the budget left
 * unjudged: history-statistics' falseConfirmations), or a look of the score test, the flip test or the
 * paired test fires: four tests at an overall error of GATE_SIGNIFICANCE. With one earlier run the
 * estimates mean nothing: the gate falls back to today's exact McNemar against that run
 * (core/baseline/baseline.ts's rule with max-regression 0). Pure; every result names its rows.
 */

import { mcnemarExact } from '../stats.js';
import {
  type FlipDirection,
  rerunsFor,
  SCORE_SIGNIFICANCE,
  type ScoredRow,
  type ScoreTest,
  scoreDispersion,
  scoreTest,
  testLevels,
} from './history-statistics.js';
import { type CountTest, flipTest, pairedTest, runTable } from './history-tests.js';
import { confirmationsOf, historyVerdict } from './history-verdict.js';
import {
  compareKeys,
  DEFAULT_RERUN_BUDGET,
  estimateRow,
  type RowEstimate,
  type RowHistory,
} from './row-history.js';

export type { CountTest, FlipDirection, ScoreTest };

export const MIN_STEADY_RUNS = 2;
export { DEFAULT_RERUN_BUDGET };
/** McNemar's level in the one-earlier-run fallback, as core/baseline/baseline.ts. */
export const MCNEMAR_SIGNIFICANCE = 0.05;
/** A first look with p below this (and not significant) asks for the second look. */
export const BORDERLINE = 0.2;
/** Re-runs of each failed flaky row for the second look, at most (fewer when the budget is short). */
export const SECOND_LOOK_RERUNS = 3;
const LOOK_SIGNIFICANCE = SCORE_SIGNIFICANCE / 2;

export interface SurprisingRow {
  key: string;
  direction: FlipDirection;
  history: RowEstimate;
  /** The pull request's completed items of the row: one re-run costs this many calls. */
  items: number;
  /** Re-runs asked for. */
  reruns: number;
  /** Bound on all `reruns` flipping were nothing changed (≤ CONFIRM_ERROR unless MAX_RERUNS capped it). */
  confirmError: number;
  /** Bound on the pull request's flip alone were nothing changed: what an unjudged row weighs. */
  flipError: number;
}

export interface HistoryGatePlan {
  mode: 'history' | 'mcnemar' | 'none';
  /** Calls of the pull request's pass: its completed items. */
  passCalls: number;
  /** Calls the re-runs may spend. */
  budgetCalls: number;
  score: ScoreTest | null;
  /** The flip test and the paired test over the history and the pull request (core/history/history-tests.ts). */
  flips: CountTest | null;
  paired: CountTest | null;
  mcnemar: { passToFail: number; failToPass: number; pValue: number; significant: boolean } | null;
  /** To re-run, in order, within the budget. */
  rerun: SurprisingRow[];
  /** Surprising rows left out by the budget. */
  notRerun: SurprisingRow[];
  rerunCalls: number;
  /** The rows in the score test, with their pull-request counts. */
  scored: ScoredRow[];
  /** Failed flaky rows to re-run for the second look (empty when the first look settles it). */
  secondLook: { key: string; reruns: number; items: number }[];
  /** Steady rows that always passed and ran in the pull request: the candidates for a false confirmation. */
  steadyPassing: number;
  /** Rows the history has no completed item of. */
  newRows: string[];
}

const completed = (chars: string) => {
  let passes = 0;
  let failures = 0;
  for (const char of chars) {
    if (char === 'P') passes += 1;
    else if (char === 'F') failures += 1;
  }
  return { passes, failures, items: passes + failures };
};

/** Fallback with one earlier run: exact McNemar on the items both runs completed, pairing by position. */
function mcnemarAgainst(history: RowHistory, pr: ReadonlyMap<string, string>): HistoryGatePlan['mcnemar'] {
  let passToFail = 0;
  let failToPass = 0;
  for (const [key, chars] of pr) {
    const before = history.rows.get(key)?.[0] ?? '';
    for (let i = 0; i < Math.min(before.length, chars.length); i++) {
      if (before[i] === 'P' && chars[i] === 'F') passToFail += 1;
      else if (before[i] === 'F' && chars[i] === 'P') failToPass += 1;
    }
  }
  const pValue = mcnemarExact(passToFail, failToPass);
  return { passToFail, failToPass, pValue, significant: pValue < MCNEMAR_SIGNIFICANCE };
}

/**
 * The osmosis starts `reruns` re-runs of a row take: one per re-run, or at most two when the re-runs
 * after the first share one start over a derived dataset (`copies`: core/history/history-reruns.ts copiesOrder).
 */
export function rerunStarts(reruns: number, copies: boolean): number {
  return copies ? Math.min(reruns, 2) : reruns;
}

/**
 * Within the budget: pass → fail first (the ones that can fail the gate), most surprising first. Each
 * round is an osmosis start with its own preflight call, so the starts count against the budget too.
 */
function allocate(surprising: SurprisingRow[], budgetCalls: number, starts: (reruns: number) => number) {
  const ordered = [...surprising].sort(
    (x, y) =>
      (x.direction === y.direction ? 0 : x.direction === 'pass-to-fail' ? -1 : 1) ||
      y.history.trials - x.history.trials ||
      compareKeys(x.key, y.key),
  );
  const rerun: SurprisingRow[] = [];
  const notRerun: SurprisingRow[] = [];
  let calls = 0;
  let rounds = 0;
  for (const row of ordered) {
    const cost = row.reruns * row.items;
    const after = Math.max(rounds, starts(row.reruns));
    if (calls + cost + after <= budgetCalls) {
      rerun.push(row);
      calls += cost;
      rounds = after;
    } else notRerun.push(row);
  }
  return { rerun, notRerun, rerunCalls: calls + rounds, rounds };
}

/**
 * The pull request's rows against the history: flaky or young rows are scored, steady rows that flipped are
 * surprising (re-run candidates), rows the history never completed are new; steady passing rows counted.
 */
function classifyRows(history: RowHistory, pr: ReadonlyMap<string, string>) {
  const scored: ScoredRow[] = [];
  const surprising: SurprisingRow[] = [];
  const newRows: string[] = [];
  let steadyPassing = 0;
  for (const [key, chars] of pr) {
    const now = completed(chars);
    if (now.items === 0) continue;
    const segments = history.rows.get(key);
    const estimate = segments ? estimateRow(key, segments) : null;
    if (!estimate || estimate.trials === 0) {
      newRows.push(key);
      continue;
    }
    const steady = !estimate.flaky && estimate.runsSeen >= MIN_STEADY_RUNS;
    if (!steady) {
      scored.push({ key, history: estimate, passes: now.passes, items: now.items });
      continue;
    }
    const alwaysPassed = estimate.passes === estimate.trials;
    if (alwaysPassed) steadyPassing += 1;
    const flipped = alwaysPassed ? now.failures > 0 : now.passes > 0;
    if (!flipped) continue;
    const direction: FlipDirection = alwaysPassed ? 'pass-to-fail' : 'fail-to-pass';
    surprising.push({
      key,
      direction,
      history: estimate,
      items: now.items,
      ...rerunsFor(estimate, now, direction),
    });
  }
  return { scored, surprising, newRows, steadyPassing };
}

/**
 * What to do with a pull request's rows (per row key, its outcome characters as row-history's rowsOfRun
 * gives them): the score test and McNemar fallback, and which rows to re-run how often.
 */
export function planHistoryGate(
  history: RowHistory,
  pr: ReadonlyMap<string, string>,
  /** `copies`: the re-runs after the first can share one start (a local JSONL dataset). */
  options: { budget?: number; copies?: boolean } = {},
): HistoryGatePlan {
  let passCalls = 0;
  for (const chars of pr.values()) passCalls += completed(chars).items;
  // One pass is its items and its preflight call.
  const budgetCalls = Math.floor((options.budget ?? DEFAULT_RERUN_BUDGET) * (passCalls + 1));
  const plan: HistoryGatePlan = {
    mode: history.runs.length === 0 ? 'none' : history.runs.length === 1 ? 'mcnemar' : 'history',
    passCalls,
    budgetCalls,
    score: null,
    flips: null,
    paired: null,
    mcnemar: null,
    rerun: [],
    notRerun: [],
    rerunCalls: 0,
    scored: [],
    secondLook: [],
    steadyPassing: 0,
    newRows: [],
  };
  if (plan.mode === 'none') return plan;
  if (plan.mode === 'mcnemar') return { ...plan, mcnemar: mcnemarAgainst(history, pr) };
  const { scored, surprising, newRows, steadyPassing } = classifyRows(history, pr);
  const runs = history.runs.length;
  const levels = testLevels(runs);
  const score = levels.score === null ? null : firstLook(scored, history, runs);
  const table = runTable(history, pr);
  const starts = (reruns: number) => rerunStarts(reruns, options.copies ?? false);
  const { rounds, ...steadyReruns } = allocate(surprising, budgetCalls, starts);
  const secondLook =
    score === null || score.significant || score.pValue >= BORDERLINE
      ? []
      : secondLookRows(scored, budgetCalls - steadyReruns.rerunCalls, { rounds, starts });
  const secondCalls = secondLook.reduce((sum, row) => sum + row.reruns * row.items, 0);
  const moreRounds = Math.max(0, ...secondLook.map((row) => starts(row.reruns) - rounds));
  return {
    ...plan,
    newRows,
    steadyPassing,
    score,
    flips: flipTest(table, runs, levels.flip),
    paired: pairedTest(table, runs, levels.paired),
    scored,
    secondLook,
    ...steadyReruns,
    rerunCalls: steadyReruns.rerunCalls + secondCalls + moreRounds,
  };
}

/** The score test's first look, over-dispersed as the history's runs measure it. */
function firstLook(scored: readonly ScoredRow[], history: RowHistory, runs: number): ScoreTest {
  return scoreTest(
    scored,
    LOOK_SIGNIFICANCE,
    scoreDispersion(scored, (key) => history.rows.get(key), runs),
  );
}

/**
 * The failed flaky rows, re-run up to SECOND_LOOK_RERUNS times within `calls`; most reliable first. The
 * steady rows' `rounds` (osmosis starts) are paid for; a start beyond them costs its preflight call.
 */
function secondLookRows(
  scored: readonly ScoredRow[],
  calls: number,
  { rounds, starts }: { rounds: number; starts: (reruns: number) => number },
): HistoryGatePlan['secondLook'] {
  const failed = scored
    .filter((row) => row.passes < row.items)
    .sort((x, y) => y.history.estimate - x.history.estimate || compareKeys(x.key, y.key));
  const perRound = failed.reduce((sum, row) => sum + row.items, 0);
  if (perRound === 0) return [];
  for (let reruns = SECOND_LOOK_RERUNS; reruns > 0; reruns--) {
    if (reruns * perRound + Math.max(0, starts(reruns) - rounds) <= calls)
      return failed.map((row) => ({ key: row.key, reruns, items: row.items }));
  }
  const some: HistoryGatePlan['secondLook'] = [];
  let left = calls - (rounds > 0 ? 0 : 1);
  for (const row of failed) {
    if (row.items > left) continue;
    some.push({ key: row.key, reruns: 1, items: row.items });
    left -= row.items;
  }
  return some;
}

/** The second look: the score test over the scored rows with their re-run items added, or null. */
export function secondLookTest(plan: HistoryGatePlan, reruns: ReadonlyMap<string, string>): ScoreTest | null {
  if (plan.secondLook.length === 0) return null;
  const combined = plan.scored.map((row) => {
    const more = completed(reruns.get(row.key) ?? '');
    return { ...row, passes: row.passes + more.passes, items: row.items + more.items };
  });
  return scoreTest(combined, LOOK_SIGNIFICANCE, plan.score?.dispersion ?? 1);
}

export interface RerunFinding {
  key: string;
  direction: FlipDirection;
  /** Every re-run item flipped as the pull request did. */
  finding: 'confirmed' | 'recovered' | 'no-result';
  passes: number;
  items: number;
}

export interface HistoryGateDecision {
  regression: boolean;
  /** One sentence for the report. */
  reason: string;
  /** Steady rows that failed the pull request and every re-run. */
  regressedRows: string[];
  /** Steady rows that passed the pull request and every re-run, where the history always failed. */
  improvedRows: string[];
  /** Surprising rows that recovered on a re-run: noise, and flaky. */
  flakyRows: string[];
  findings: RerunFinding[];
  /** Surprising rows the budget left out: not judged. */
  unjudgedRows: string[];
  /** The chance that every regressed row is a false confirmation, and whether that is small enough to fail. */
  confirmations: { chance: number; significant: boolean; items: number };
  /** The score test with the second look's re-runs, when there was one. */
  secondLook: ScoreTest | null;
  /**
   * The drop the evidence measures, in pass-rate points of the pull request's items: the largest of the
   * tests that fired (the confirmed rows' share of the items; the deficit of the score, flip or paired
   * test; McNemar's net flips). 0 when none fired. Never the drop against the history's mean pass rate,
   * which a young history biases low and an older, worse model leaves stale.
   */
  drop: number;
  /** Calls spent: the pass plus the re-runs. */
  calls: number;
}

/** Each re-run row's verdict from its re-run outcome characters (all its re-runs, concatenated). */
export function judgeReruns(
  rows: readonly SurprisingRow[],
  reruns: ReadonlyMap<string, string>,
): RerunFinding[] {
  return rows.map((row) => {
    const { passes, items } = completed(reruns.get(row.key) ?? '');
    const flippedEvery = row.direction === 'pass-to-fail' ? passes === 0 : passes === items;
    const finding = items === 0 ? 'no-result' : flippedEvery ? 'confirmed' : 'recovered';
    return { key: row.key, direction: row.direction, finding, passes, items };
  });
}

/** The verdict once the re-runs are in (an empty map when nothing was re-run). */
export function decideHistoryGate(
  plan: HistoryGatePlan,
  reruns: ReadonlyMap<string, string>,
): HistoryGateDecision {
  const findings = judgeReruns(plan.rerun, reruns);
  const pick = (direction: FlipDirection, finding: RerunFinding['finding']) =>
    findings.filter((f) => f.direction === direction && f.finding === finding).map((f) => f.key);
  const regressedRows = pick('pass-to-fail', 'confirmed');
  const base = {
    regressedRows,
    improvedRows: pick('fail-to-pass', 'confirmed'),
    flakyRows: findings.filter((f) => f.finding === 'recovered').map((f) => f.key),
    findings,
    unjudgedRows: plan.notRerun.map((row) => row.key),
    confirmations: confirmationsOf(plan, regressedRows),
    secondLook: secondLookTest(plan, reruns),
    calls: plan.passCalls + plan.rerunCalls,
  };
  if (plan.mode === 'none')
    return {
      ...base,
      regression: false,
      drop: 0,
      reason: 'No default-branch run in the history yet: not judged.',
    };
  if (plan.mode === 'mcnemar' && plan.mcnemar) {
    const { passToFail: b, failToPass: c, pValue, significant } = plan.mcnemar;
    const regression = b > c && significant;
    return {
      ...base,
      regression,
      drop: regression ? (b - c) / plan.passCalls : 0,
      reason: `One earlier run only: exact McNemar, ${b} pass → fail and ${c} fail → pass (p = ${pValue.toPrecision(2)}${regression ? ', a significant drop' : ''}).`,
    };
  }
  return { ...base, ...historyVerdict(plan, base) };
}
