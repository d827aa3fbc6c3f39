/**
 * The confidence sequence the `confident` rule decides on, over the three outcomes a row can have:
 * passed, failed (completed without passing) and skipped (osmosis's grader may remove a sample; a
 * skipped row counts in neither passed nor completed). The full run's pass rate is
 * Kp / (Kp + Kf) for the dataset's counts (Kp, Kf, Ks), so a rule on passes alone has a gap: rows
 * skipped later raise the full run's rate above Kp / N. Here the set holds whole triples, so the
 * verdict is settled only when it holds for every triple still possible, whatever the remaining
 * rows' skips.
 *
 * The set is the prior-posterior ratio martingale of Waudby-Smith and Ramdas (2020) for the
 * multivariate hypergeometric urn with a Dirichlet prior: after n rows with counts (kp, kf, ks),
 *   M_n(K) = [Π rising(a_i, k_i) / rising(A, n)] / [Π falling(K_i, k_i) / falling(N, n)],
 * the ratio of the prior-predictive probability of the rows seen to their probability under K. It is
 * a nonnegative martingale with mean 1 when K is the truth, so { K : M_n(K) < 1/α } holds the truth
 * at every look at once with probability ≥ 1 − α (Ville). Any prior is valid; it only moves cost.
 *
 * For a fixed Kp, −log falling(Kf, kf) − log falling(N − Kp − Kf, ks) is convex in Kf, so the set is
 * an interval in Kf: its ends are found by a ternary search for the minimum and two binary searches,
 * O(N log N) per look rather than O(N²).
 */
import { logGamma } from '../stats.js';
import { logFactorialTable } from './hypergeometric.js';

export interface OutcomeCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A Dirichlet prior on the three outcomes: pseudo-counts of passed, failed and skipped rows. */
export interface DirichletPrior {
  pass: number;
  fail: number;
  skip: number;
}

/**
 * Pass and fail equally likely; skips rare a priori, so that a run without skips pays almost nothing
 * for the third outcome (a skip seen widens the set, as it must). Any prior is valid.
 */
export const DEFAULT_DIRICHLET: DirichletPrior = { pass: 1, fail: 1, skip: 0.05 };

/** The full run's pass rate for counts (Kp, Kf): osmosis's passed / completed, 0 when none completed. */
export function fullRunRate(passed: number, failed: number): number {
  return passed + failed > 0 ? passed / (passed + failed) : 0;
}

/**
 * The hull of the full run's pass rate over every triple still in the set after `seen` of
 * `population` rows, as { lower, upper }: both ends are rates a full run could give.
 */
export function fullRunRateBounds(options: {
  population: number;
  seen: OutcomeCounts;
  alpha: number;
  prior?: DirichletPrior;
}): { lower: number; upper: number } {
  const { population: N, seen, alpha } = options;
  const prior = options.prior ?? DEFAULT_DIRICHLET;
  const { passed: kp, failed: kf, skipped: ks } = seen;
  const n = kp + kf + ks;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(kp >= 0 && kf >= 0 && ks >= 0 && n <= N)) {
    throw new RangeError(
      `need counts >= 0 adding up to at most the population, got ${kp}, ${kf}, ${ks} of ${N}`,
    );
  }
  const lf = logFactorialTable(N);
  const rising = (a: number, k: number) => logGamma(a + k) - logGamma(a);
  const falling = (K: number, k: number) => (lf[K] as number) - (lf[K - k] as number);
  const A = prior.pass + prior.fail + prior.skip;
  const evidence = rising(prior.pass, kp) + rising(prior.fail, kf) + rising(prior.skip, ks) - rising(A, n);
  const threshold = Math.log(1 / alpha) - evidence - falling(N, n);
  // In the set iff −log L(K) < threshold, where −log L(K) = −Σ log falling(K_i, k_i) (+ constants above).
  let lower = Number.POSITIVE_INFINITY;
  let upper = Number.NEGATIVE_INFINITY;
  for (let Kp = kp; Kp <= N - kf - ks; Kp++) {
    const passPart = -falling(Kp, kp);
    const cost = (Kf: number) => passPart - falling(Kf, kf) - falling(N - Kp - Kf, ks);
    const range = inSetInterval(cost, kf, N - Kp - ks, threshold);
    if (!range) continue;
    // The rate falls as Kf grows: the interval's ends are this Kp's extremes.
    lower = Math.min(lower, fullRunRate(Kp, range.high));
    upper = Math.max(upper, fullRunRate(Kp, range.low));
  }
  // The truth is always in the certain range; an empty set (impossible for the truth) says nothing more.
  if (lower > upper) return { lower: 0, upper: 1 };
  return { lower, upper };
}

/** The integers in [from, to] where the convex `cost` is below `limit`, as [low, high], or undefined. */
function inSetInterval(
  cost: (x: number) => number,
  from: number,
  to: number,
  limit: number,
): { low: number; high: number } | undefined {
  let lo = from;
  let hi = to;
  while (hi - lo > 2) {
    const m1 = lo + Math.floor((hi - lo) / 3);
    const m2 = hi - Math.floor((hi - lo) / 3);
    if (cost(m1) <= cost(m2)) hi = m2;
    else lo = m1;
  }
  let best = lo;
  for (let x = lo + 1; x <= hi; x++) if (cost(x) < cost(best)) best = x;
  if (!(cost(best) < limit)) return undefined;
  // The left end: the smallest x in [from, best] still below the limit (cost falls up to best).
  let left = from;
  let right = best;
  while (left < right) {
    const mid = Math.floor((left + right) / 2);
    if (cost(mid) < limit) right = mid;
    else left = mid + 1;
  }
  const low = left;
  left = best;
  right = to;
  while (left < right) {
    const mid = Math.ceil((left + right) / 2);
    if (cost(mid) < limit) left = mid;
    else right = mid - 1;
  }
  return { low, high: left };
}
