/**
 * The regression gate over the row history (core/row-history.ts): judge a pull request's rows against
 * what each row usually does, and spend extra model calls only on the rows whose result is surprising.
 *
 * Rows fall in two groups by their history:
 * - steady rows (seen in at least MIN_STEADY_RUNS runs, never both passed and failed): a flip is
 *   surprising. Such a row is re-run k times (a named run with `--rows`); a row that flips on every
 *   re-run is a real change (a regression when it went pass → fail), one that recovers is noise and is
 *   named flaky. k is the smallest count for which, were the row's pass probability unchanged, all k
 *   re-runs flipping has probability ≤ CONFIRM_ERROR under the row's posterior Beta(passes + ½,
 *   failures + ½) (the history and the pull request's own result): B(a, b + k) / B(a, b) for a
 *   pass → fail flip. 20 clean runs give k = 4; a 5-run history cannot reach it within MAX_RERUNS and
 *   says so (`confirmError`).
 * - the other rows (flaky, or seen too few times): a one-sided score test of S = Σ (passesᵢ − mᵢ p̂ᵢ),
 *   mᵢ the row's completed items in the pull request and p̂ᵢ its history estimate. Under "nothing
 *   changed", E[S] ≈ 0 and Var S = Σ mᵢ p̂ᵢ(1 − p̂ᵢ) + Σ mᵢ² Var(p̂ᵢ), where Var(p̂ᵢ) = nᵢ p̂ᵢ(1 − p̂ᵢ) /
 *   (nᵢ + 1)² is the estimation variance of the posterior mean from nᵢ history items: a row estimated
 *   from few runs is allowed more deviation. z = (S + ½) / √Var (continuity-corrected), regression when
 *   Φ(z) < SCORE_SIGNIFICANCE. Steady rows are left out of S on purpose: with p̂ ≈ 0.976 each would add
 *   a bias of +0.024 and a variance of 0.023 and could only ever flip, which the re-runs judge far more
 *   sharply; so deterministic rows cannot dominate, or mask, the flaky rows' sum.
 * The verdict is a regression when a steady row is confirmed pass → fail, or the score test fires. With
 * one earlier run only the estimates mean nothing: the gate falls back to today's exact McNemar against
 * that run (core/baseline.ts's rule with max-regression 0). Pure; every result names its rows.
 */
import { compareKeys, estimateRow, type RowEstimate, type RowHistory } from './row-history.js';
import { logBeta, mcnemarExact, normalCdf, normalQuantile } from './stats.js';

/** Level of the one-sided score test; with CONFIRM_ERROR it keeps false regressions under 1 in 100 PRs. */
export const SCORE_SIGNIFICANCE = 0.005;
/** Chance, per re-run row whose pass probability did not change, that every re-run flips anyway. */
export const CONFIRM_ERROR = 0.001;
export const MAX_RERUNS = 5;
export const MIN_STEADY_RUNS = 3;
/** Re-run calls allowed per pull request as a fraction of one pass: the cost stays ≤ 1.3× one pass. */
export const DEFAULT_RERUN_BUDGET = 0.3;
/** McNemar's level in the one-earlier-run fallback, as core/baseline.ts. */
export const MCNEMAR_SIGNIFICANCE = 0.05;
/** Power at which the smallest detectable drop is stated. */
export const DETECTION_POWER = 0.8;

export type FlipDirection = 'pass-to-fail' | 'fail-to-pass';

export interface SurprisingRow {
  key: string;
  direction: FlipDirection;
  history: RowEstimate;
  /** The pull request's completed items of the row: one re-run costs this many calls. */
  items: number;
  /** Re-runs asked for. */
  reruns: number;
  /** Chance all `reruns` flip were nothing changed (≤ CONFIRM_ERROR unless MAX_RERUNS capped it). */
  confirmError: number;
}

export interface ScoreTest {
  rows: number;
  /** Σ (passes − m p̂): negative when the pull request passes less than its history says. */
  score: number;
  variance: number;
  z: number;
  /** One-sided: the chance of a sum this low were nothing changed. */
  pValue: number;
  significant: boolean;
  /** The smallest drop, in pass-rate points over these rows' items, found with DETECTION_POWER. */
  detectableDrop: number | null;
}

export interface HistoryGatePlan {
  mode: 'history' | 'mcnemar' | 'none';
  /** Calls of the pull request's pass: its completed items. */
  passCalls: number;
  /** Calls the re-runs may spend. */
  budgetCalls: number;
  score: ScoreTest | null;
  mcnemar: { passToFail: number; failToPass: number; pValue: number; significant: boolean } | null;
  /** To re-run, in order, within the budget. */
  rerun: SurprisingRow[];
  /** Surprising rows left out by the budget. */
  notRerun: SurprisingRow[];
  rerunCalls: number;
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

/** Re-runs for a flip: the smallest k ≤ MAX_RERUNS with P(all k flip | unchanged) ≤ CONFIRM_ERROR. */
export function rerunsFor(
  history: RowEstimate,
  pr: { passes: number; failures: number },
  direction: FlipDirection,
): { reruns: number; confirmError: number } {
  const a = history.passes + pr.passes + 0.5;
  const b = history.trials - history.passes + pr.failures + 0.5;
  // The flip outcome's parameter grows with each re-run: failures for pass → fail, passes for the reverse.
  const [flip, other] = direction === 'pass-to-fail' ? [b, a] : [a, b];
  let error = 1;
  for (let k = 1; k <= MAX_RERUNS; k++) {
    error = Math.exp(logBeta(flip + k, other) - logBeta(flip, other));
    if (error <= CONFIRM_ERROR) return { reruns: k, confirmError: error };
  }
  return { reruns: MAX_RERUNS, confirmError: error };
}

/** The one-sided score test over rows given as (history estimate, the PR's passes and items). */
export function scoreTest(
  rows: readonly { history: RowEstimate; passes: number; items: number }[],
  significance = SCORE_SIGNIFICANCE,
): ScoreTest {
  let score = 0;
  let variance = 0;
  let items = 0;
  for (const { history, passes, items: m } of rows) {
    const p = history.estimate;
    const n = history.trials;
    score += passes - m * p;
    variance += m * p * (1 - p) + (m * m * n * p * (1 - p)) / (n + 1) ** 2;
    items += m;
  }
  const z = variance > 0 ? (score + 0.5) / Math.sqrt(variance) : 0;
  const pValue = variance > 0 ? normalCdf(z) : 1;
  const shift = (-normalQuantile(significance) + normalQuantile(DETECTION_POWER)) * Math.sqrt(variance);
  return {
    rows: rows.length,
    score,
    variance,
    z,
    pValue,
    significant: pValue < significance,
    detectableDrop: items > 0 && variance > 0 ? shift / items : null,
  };
}

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

/** Within the budget: pass → fail first (the ones that can fail the gate), most surprising first. */
function allocate(surprising: SurprisingRow[], budgetCalls: number) {
  const ordered = [...surprising].sort(
    (x, y) =>
      (x.direction === y.direction ? 0 : x.direction === 'pass-to-fail' ? -1 : 1) ||
      y.history.trials - x.history.trials ||
      compareKeys(x.key, y.key),
  );
  const rerun: SurprisingRow[] = [];
  const notRerun: SurprisingRow[] = [];
  let calls = 0;
  for (const row of ordered) {
    const cost = row.reruns * row.items;
    if (calls + cost <= budgetCalls) {
      rerun.push(row);
      calls += cost;
    } else notRerun.push(row);
  }
  return { rerun, notRerun, rerunCalls: calls };
}

/**
 * What to do with a pull request's rows (per row key, its outcome characters as row-history's rowsOfRun
 * gives them): the score test and McNemar fallback, and which rows to re-run how often.
 */
export function planHistoryGate(
  history: RowHistory,
  pr: ReadonlyMap<string, string>,
  options: { budget?: number; significance?: number } = {},
): HistoryGatePlan {
  let passCalls = 0;
  for (const chars of pr.values()) passCalls += completed(chars).items;
  const budgetCalls = Math.floor((options.budget ?? DEFAULT_RERUN_BUDGET) * passCalls);
  const plan: HistoryGatePlan = {
    mode: history.runs.length === 0 ? 'none' : history.runs.length === 1 ? 'mcnemar' : 'history',
    passCalls,
    budgetCalls,
    score: null,
    mcnemar: null,
    rerun: [],
    notRerun: [],
    rerunCalls: 0,
    newRows: [],
  };
  if (plan.mode === 'none') return plan;
  if (plan.mode === 'mcnemar') return { ...plan, mcnemar: mcnemarAgainst(history, pr) };
  const scored: { history: RowEstimate; passes: number; items: number }[] = [];
  const surprising: SurprisingRow[] = [];
  for (const [key, chars] of pr) {
    const now = completed(chars);
    if (now.items === 0) continue;
    const segments = history.rows.get(key);
    const estimate = segments ? estimateRow(key, segments) : null;
    if (!estimate || estimate.trials === 0) {
      plan.newRows.push(key);
      continue;
    }
    const steady = !estimate.flaky && estimate.runsSeen >= MIN_STEADY_RUNS;
    if (!steady) {
      scored.push({ history: estimate, passes: now.passes, items: now.items });
      continue;
    }
    const alwaysPassed = estimate.passes === estimate.trials;
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
  return {
    ...plan,
    score: scoreTest(scored, options.significance),
    ...allocate(surprising, budgetCalls),
  };
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

const listed = (keys: readonly string[]) =>
  keys.length <= 10 ? keys.join(', ') : `${keys.slice(0, 10).join(', ')} …`;

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
    calls: plan.passCalls + plan.rerunCalls,
  };
  if (plan.mode === 'none')
    return { ...base, regression: false, reason: 'No default-branch run in the history yet: not judged.' };
  if (plan.mode === 'mcnemar' && plan.mcnemar) {
    const { passToFail: b, failToPass: c, pValue, significant } = plan.mcnemar;
    const regression = b > c && significant;
    return {
      ...base,
      regression,
      reason: `One earlier run only: exact McNemar, ${b} pass → fail and ${c} fail → pass (p = ${pValue.toPrecision(2)}${regression ? ', a significant drop' : ''}).`,
    };
  }
  const score = plan.score;
  const scoreFires = score?.significant === true;
  const reasons: string[] = [];
  if (regressedRows.length > 0)
    reasons.push(
      `${regressedRows.length} row(s) that always passed failed every re-run: ${listed(regressedRows)}`,
    );
  if (scoreFires && score)
    reasons.push(
      `the ${score.rows} flaky row(s) passed less than their history says (z = ${score.z.toFixed(2)}, p = ${score.pValue.toPrecision(2)})`,
    );
  const regression = reasons.length > 0;
  if (!regression) reasons.push('no row confirmed a regression and the flaky rows are within their history');
  if (base.flakyRows.length > 0) reasons.push(`recovered on a re-run (flaky): ${listed(base.flakyRows)}`);
  const sentence = reasons.join('; ');
  return { ...base, regression, reason: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.` };
}
