/**
 * The two statistics of the history gate (core/history/history-gate.ts), over row-history estimates. Pure.
 *
 * Confirming a flip: a steady row (never both passed and failed) that flipped in the pull request is
 * re-run k times. Were its pass probability p unchanged, a steady history of A passes followed by B
 * failures (the pull request's and every re-run's) has probability p^A (1 − p)^B, at most
 * (A/(A+B))^A (B/(A+B))^B over every p: {@link flipBound}, a bound that assumes nothing about p (a
 * prior such as Jeffreys' puts much mass near 0 and 1 and under-states it for rows that are merely
 * lucky). k is the smallest count with that bound ≤ CONFIRM_ERROR: 20 clean runs give k = 4. A young
 * history cannot reach it within MAX_RERUNS (5 clean runs and 5 re-runs: 5.2e-4), so the gate weighs
 * the rows together: m rows out of R steady candidates all flipping falsely has chance at most
 * C(R, m) · e^m ({@link falseConfirmations}), e the largest of their bounds. The gate takes the better of
 * two such counts, doubled for having looked twice: the rows confirmed by every re-run, and those with
 * the pass → fail flips the budget left without re-runs (each bounded by its flip alone).
 *
 * The score test over the other rows: S = Σ (passesᵢ − mᵢ p̂ᵢ), mᵢ the row's completed items in the
 * pull request and p̂ᵢ its history estimate. Under "nothing changed", E[S] ≈ 0 and
 * Var S = Σ mᵢ p̂ᵢ(1 − p̂ᵢ) + Σ mᵢ² Var(p̂ᵢ), where Var(p̂ᵢ) = nᵢ p̂ᵢ(1 − p̂ᵢ) / (nᵢ + 1)² is the
 * estimation variance of the posterior mean from nᵢ history items: a row estimated from few runs is
 * allowed more deviation, and items of one row share its estimation error (hence mᵢ²). One-sided,
 * continuity-corrected normal approximation: z = (S + ½) / √Var, p = Φ(z). With the 60 flaky rows of the
 * bench the sum is of many bounded terms; the unit tests check its size by simulation.
 */

import { logChoose, normalCdf, normalQuantile } from '../stats.js';
import { dispersionOf, MIN_DISPERSION_RUNS } from './history-tests.js';
import { estimateRow, type RowEstimate } from './row-history.js';

/*
 * The gate's overall error, GATE_SIGNIFICANCE = 0.01 (a false regression in at most 1 pull request in 100
 * where nothing changed), split between its four tests (Bonferroni: the chance any fires is at most the
 * sum): the confirmed flips, the score test (two looks at half each), the flip test and the paired test
 * (core/history/history-tests.ts); on a short history, three ({@link testLevels}). It holds at every history length when runs are independent given each row's
 * pass probability, and with a shift shared by a run's flaky rows from MIN_DISPERSION_RUNS runs on (the
 * history measures it then; bench/RESULTS.md gives the false blocks below that).
 */
export const GATE_SIGNIFICANCE = 0.01;
/** Overall level of the score test, shared by its two looks (the pull request's pass, then with re-runs). */
export const SCORE_SIGNIFICANCE = 0.0015;
/** Per re-run row whose pass probability did not change: the bound on every re-run flipping anyway. */
export const CONFIRM_ERROR = 1e-5;
/** The most chance that the confirmed rows are all false confirmations, for them to fail the gate. */
export const CONFIRMATIONS_SIGNIFICANCE = 0.0015;
/** Level of the flip test (core/history/history-tests.ts). */
export const FLIP_SIGNIFICANCE = 0.004;
/** Level of the paired test (core/history/history-tests.ts). */
export const PAIRED_SIGNIFICANCE = 0.003;

/**
 * Each test's level on a history of `runs` runs. Below MIN_DISPERSION_RUNS the score test is not run: its
 * flaky rows' estimates from two to four runs are too coarse (in bench/regression.mjs it fired in at most 9
 * of 1,000 pull requests with a drop, where the flip and paired tests fired in hundreds), so its share of the
 * error goes to those two, which carry a short history's power (a 5-point spread drop on 2 runs: 34.4% ->
 * 37%, where McNemar against the newest run finds 36.3%).
 */
export function testLevels(runs: number): { score: number | null; flip: number; paired: number } {
  if (runs >= MIN_DISPERSION_RUNS)
    return { score: SCORE_SIGNIFICANCE, flip: FLIP_SIGNIFICANCE, paired: PAIRED_SIGNIFICANCE };
  return {
    score: null,
    flip: FLIP_SIGNIFICANCE + SCORE_SIGNIFICANCE / 2,
    paired: PAIRED_SIGNIFICANCE + SCORE_SIGNIFICANCE / 2,
  };
}
export const MAX_RERUNS = 5;
/** Power at which the smallest detectable drop is stated. */
export const DETECTION_POWER = 0.8;

export type FlipDirection = 'pass-to-fail' | 'fail-to-pass';

/** A row in the score test: its history estimate and its completed items (pass and re-runs) now. */
export interface ScoredRow {
  key: string;
  history: RowEstimate;
  passes: number;
  items: number;
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
  /** The over-dispersion factor (≥ 1) the variance was multiplied by. */
  dispersion: number;
  /** The pull request's items in the sum. */
  items: number;
}

/** max over p of p^a (1 − p)^b: the most likely an unchanged row is to give a passes and b failures. */
export function flipBound(a: number, b: number): number {
  if (a === 0 || b === 0) return 1;
  const p = a / (a + b);
  return Math.exp(a * Math.log(p) + b * Math.log(1 - p));
}

/** Re-runs for a flip: the smallest k ≤ MAX_RERUNS with the flip bound ≤ CONFIRM_ERROR (else MAX_RERUNS). */
export function rerunsFor(
  history: RowEstimate,
  pr: { passes: number; failures: number; items: number },
  direction: FlipDirection,
): { reruns: number; confirmError: number; flipError: number } {
  // Outcomes the history agrees with, and the flips: the pull request's and every re-run item's.
  const steady = history.trials + (direction === 'pass-to-fail' ? pr.passes : pr.failures);
  const flips = direction === 'pass-to-fail' ? pr.failures : pr.passes;
  const flipError = flipBound(steady, flips);
  let error = 1;
  for (let k = 1; k <= MAX_RERUNS; k++) {
    error = flipBound(steady, flips + k * pr.items);
    if (error <= CONFIRM_ERROR) return { reruns: k, confirmError: error, flipError };
  }
  return { reruns: MAX_RERUNS, confirmError: error, flipError };
}

/** Chance that at least `confirmed` of `candidates` unchanged rows all confirm, each with chance ≤ `error`. */
export function falseConfirmations(confirmed: number, candidates: number, error: number): number {
  if (confirmed === 0) return 1;
  const logChooseMR = logChoose(Math.max(candidates, confirmed), confirmed);
  return Math.min(1, Math.exp(logChooseMR + confirmed * Math.log(error)));
}

/** The one-sided score test over rows given as (history estimate, the PR's passes and items). */
export function scoreTest(
  rows: readonly ScoredRow[],
  significance = SCORE_SIGNIFICANCE,
  dispersion = 1,
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
  variance *= dispersion;
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
    dispersion,
    items,
  };
}

/**
 * The score test's over-dispersion from the history alone: each history run in turn is scored, over the
 * same rows, against estimates from the other runs (core/history/history-tests.ts dispersionOf).
 */
export function scoreDispersion(
  rows: readonly ScoredRow[],
  segmentsOf: (key: string) => readonly string[] | undefined,
  runs: number,
): number {
  return dispersionOf(runs, (run) => {
    const scored: ScoredRow[] = [];
    for (const row of rows) {
      const segments = segmentsOf(row.key) ?? [];
      const now = estimateRow(row.key, [segments[run] ?? '']);
      const others = estimateRow(
        row.key,
        segments.filter((_, index) => index !== run),
      );
      if (now.trials === 0 || others.trials === 0) continue;
      scored.push({ key: row.key, history: others, passes: now.passes, items: now.trials });
    }
    const test = scoreTest(scored);
    return test.variance > 0 ? test.score / Math.sqrt(test.variance) : null;
  });
}
