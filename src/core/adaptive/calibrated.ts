/**
 * The `confident` rule's stopping boundary, calibrated exactly to the stated error.
 *
 * The seeded order is uniform, so after n of N rows the passes drawn are hypergeometric, and the full
 * run's verdict depends only on the dataset's pass count K. A boundary is two cut-offs per look: pass
 * once the passes reach `passFrom`, fail once the rows not failed fall to `failTo`. Its error is then
 * known exactly by a forward recursion over the looks (the probability of each pass count among the
 * orders not yet stopped), not estimated.
 *
 * - The cut-offs are a repeated test at one nominal level c per side: at each look, pass when the passes
 *   seen would have probability ≤ c if the dataset were the closest failing one (K* = the largest
 *   failing pass count), fail likewise against the closest passing one (K* + 1). Then c is set, by
 *   bisection, to the largest level at which the exact probability of ever crossing stays ≤ the stated
 *   error.
 * - The worst case over every K is at K* for a wrong pass and at K* + 1 for a wrong fail: one more passing
 *   row never lowers a path of pass counts (the same order, one row flipped), so crossing the pass
 *   cut-off is at least as likely for every larger K. Computing at those two is computing the worst case.
 * - Skipped rows (osmosis's grader may remove a sample) leave the full run's denominator. The pass side
 *   counts a skip as a failure and the fail side counts it as a pass: the full run's rate lies between
 *   the two, so a wrong verdict on the real dataset is a wrong verdict on one of these two datasets of
 *   passes and failures, and each side's bound holds for it.
 * - Each side is bounded alone (the probability of ever crossing, not of crossing first), so the two
 *   together bound the error of the rule that stops at whichever crosses first.
 */
import { hypergeometricWindow, logFactorialTable } from './hypergeometric.js';
import { passesNeeded } from './pass-count.js';

/** Cut-offs per look: pass when passes ≥ passFrom[j] (n + 1: never), fail when rows not failed ≤ failTo[j] (−1: never). */
export interface StoppingBoundary {
  /** Rows run after each look; the last is N (the full run, decided without the boundary). */
  looks: readonly number[];
  passFrom: readonly number[];
  failTo: readonly number[];
}

export interface CalibratedBoundary extends StoppingBoundary {
  /** The exact probability of a wrong pass at the worst dataset (K*), and of a wrong fail (K* + 1). */
  worstPass: number;
  worstFail: number;
}

/**
 * The law of the pass count along the looks for a dataset of N rows with K passes, as a forward
 * recursion: `stop(j, k)` says whether an order with k passes after look j stops there, and `onStop`
 * hears the probability of each stop. Returns the probability lost to negligible tails.
 */
export function walkLooks(
  { N, K, looks }: { N: number; K: number; looks: readonly number[] },
  stop: (look: number, passes: number) => boolean,
  onStop: (look: number, passes: number, probability: number) => void,
): number {
  const lf = logFactorialTable(N);
  let alive = new Float64Array([1]);
  let aliveFrom = 0;
  let previous = 0;
  let lost = 0;
  for (let j = 0; j < looks.length; j++) {
    const n = looks[j] as number;
    const draws = n - previous;
    const next = new Float64Array(n + 1);
    let low = n + 1;
    let high = -1;
    for (let s = 0; s < alive.length; s++) {
      const p = alive[s] as number;
      if (p === 0) continue;
      const k = aliveFrom + s;
      const window = hypergeometricWindow(N - previous, K - k, draws, lf);
      lost += p * window.lost;
      const { from, probabilities } = window;
      for (let i = 0; i < probabilities.length; i++) {
        next[k + from + i] = (next[k + from + i] as number) + p * (probabilities[i] as number);
      }
      low = Math.min(low, k + from);
      high = Math.max(high, k + from + probabilities.length - 1);
    }
    for (let k = low; k <= high; k++) {
      const p = next[k] as number;
      if (p !== 0 && (n === N || stop(j, k))) {
        onStop(j, k, p);
        next[k] = 0;
      }
    }
    if (high < low || n === N) break;
    alive = next.slice(low, high + 1);
    aliveFrom = low;
    previous = n;
  }
  return lost;
}

/**
 * The exact probability that a path of a dataset with K passes ever crosses one side's cut-offs at
 * `looks` (the early looks only: the full run is not a crossing).
 */
export function crossingProbability(
  N: number,
  K: number,
  looks: readonly number[],
  crosses: (look: number, passes: number) => boolean,
): number {
  let crossed = 0;
  const lost = walkLooks({ N, K, looks }, crosses, (_j, _k, p) => {
    crossed += p;
  });
  return crossed + lost;
}

/** P(passes ≥ k) and P(passes ≤ k) after n rows of a dataset with K passes, for every k in 0..n. */
function tails(N: number, K: number, n: number): { upper: Float64Array; lower: Float64Array } {
  const { from, probabilities } = hypergeometricWindow(N, K, n, logFactorialTable(N));
  const at = (k: number) =>
    k - from >= 0 && k - from < probabilities.length ? (probabilities[k - from] as number) : 0;
  const upper = new Float64Array(n + 1);
  const lower = new Float64Array(n + 1);
  for (let k = n, sum = 0; k >= 0; k--) upper[k] = sum += at(k);
  for (let k = 0, sum = 0; k <= n; k++) lower[k] = sum += at(k);
  return { upper, lower };
}

/** Pass cut-offs at nominal level c: the smallest k whose upper tail under K* is ≤ c (n + 1: none), per look. */
function passCutoffs(upper: readonly Float64Array[], levels: readonly number[]): number[] {
  return upper.map((tail, j) => {
    const level = levels[j] as number;
    let k = tail.length;
    while (k > 0 && (tail[k - 1] as number) <= level) k--;
    return k;
  });
}

/** Fail cut-offs at nominal level c: the largest k whose lower tail under K* + 1 is ≤ c (−1: none), per look. */
function failCutoffs(lower: readonly Float64Array[], levels: readonly number[]): number[] {
  return lower.map((tail, j) => {
    const level = levels[j] as number;
    let k = -1;
    while (k + 1 < tail.length && (tail[k + 1] as number) <= level) k++;
    return k;
  });
}

/**
 * The largest nominal level whose cut-offs keep the exact crossing probability ≤ alpha, and that
 * probability. Crossing only grows with the level, so a bisection on its logarithm finds it.
 */
function calibrateSide(
  cutoffsAt: (level: number) => number[],
  crossing: (cuts: number[]) => number,
  alpha: number,
) {
  const memo = new Map<string, number>();
  const errorOf = (cuts: number[]) => {
    const key = cuts.join(',');
    let error = memo.get(key);
    if (error === undefined) {
      error = crossing(cuts);
      memo.set(key, error);
    }
    return error;
  };
  let high = Math.log(1);
  let best = cutoffsAt(1);
  if (errorOf(best) <= alpha) return { cuts: best, error: errorOf(best) };
  let low = Math.log(1e-15);
  best = cutoffsAt(Math.exp(low));
  for (let i = 0; i < 40; i++) {
    const middle = (low + high) / 2;
    const cuts = cutoffsAt(Math.exp(middle));
    if (errorOf(cuts) <= alpha) {
      low = middle;
      best = cuts;
    } else {
      high = middle;
    }
    if (cutoffsAt(Math.exp(high)).join(',') === best.join(',')) break;
  }
  return { cuts: best, error: errorOf(best) };
}

/**
 * The boundary for N rows, threshold t and stated error alpha over `looks` (the last one N): each side's
 * exact worst-case error ≤ alpha.
 */
export function calibrateBoundary(options: {
  population: number;
  threshold: number;
  alpha: number;
  looks: readonly number[];
  /** The nominal level at look j is c·(n_j / N)^shape: 0 spends alike at every look, more saves it for later. */
  shape?: number;
}): CalibratedBoundary {
  const { population: N, threshold, alpha, looks } = options;
  const shape = options.shape ?? 0;
  if (!(alpha > 0 && alpha < 0.5)) throw new RangeError(`alpha must be in (0, 0.5), got ${alpha}`);
  if (looks.at(-1) !== N)
    throw new RangeError(`the last look must be the full run (${N}), got ${looks.at(-1)}`);
  const needed = passesNeeded(N, threshold);
  const early = looks.slice(0, -1);
  const levelsAt = (level: number) => early.map((n) => level * (n / N) ** shape);
  // With every dataset passing (needed 0) an early pass is never wrong and a fail always is.
  let passFrom = early.map(() => 0);
  let failTo = early.map(() => -1);
  let worstPass = 0;
  let worstFail = 0;
  if (needed > 0) {
    const closestFail = tailsAt(N, needed - 1, early);
    const pass = calibrateSide(
      (level) => passCutoffs(closestFail.upper, levelsAt(level)),
      (cuts) => crossingProbability(N, needed - 1, early, (j, k) => k >= (cuts[j] as number)),
      alpha,
    );
    const closestPass = tailsAt(N, needed, early);
    const fail = calibrateSide(
      (level) => failCutoffs(closestPass.lower, levelsAt(level)),
      (cuts) => crossingProbability(N, needed, early, (j, k) => k <= (cuts[j] as number)),
      alpha,
    );
    passFrom = pass.cuts;
    failTo = fail.cuts;
    worstPass = pass.error;
    worstFail = fail.error;
  }
  return { looks: [...looks], passFrom: [...passFrom, N + 1], failTo: [...failTo, -1], worstPass, worstFail };
}

function tailsAt(N: number, K: number, looks: readonly number[]) {
  const each = looks.map((n) => tails(N, K, n));
  return { upper: each.map((t) => t.upper), lower: each.map((t) => t.lower) };
}

/** The boundary's verdict after look j with `passes` passes and `notFailed` rows not failed. */
export function boundaryVerdict(
  boundary: StoppingBoundary,
  look: number,
  passes: number,
  notFailed: number,
): 'passed' | 'failed' | null {
  if (passes >= (boundary.passFrom[look] ?? Number.POSITIVE_INFINITY)) return 'passed';
  if (notFailed <= (boundary.failTo[look] ?? Number.NEGATIVE_INFINITY)) return 'failed';
  return null;
}
