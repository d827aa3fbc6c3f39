/**
 * An anytime-valid confidence sequence for the number K of passing rows in a finite population of N,
 * sampled without replacement in a uniformly random order: the prior-posterior ratio martingale of
 * Waudby-Smith and Ramdas (2020, "Confidence sequences for sampling without replacement", NeurIPS 33),
 * with a beta-binomial prior.
 *
 * After n rows with k passes, for every candidate K in [k, k + N - n]:
 *   M_n(K) = prior(K) / posterior_n(K) = [C(N, K) / C(N - n, K - k)] · [B(a + k, b + n - k) / B(a, b)]
 * is a nonnegative martingale under sampling without replacement when K is the truth, so
 * { K : M_n(K) < 1/α } holds the truth at every n at once with probability ≥ 1 - α: one may look
 * after every batch and stop whenever the set settles the verdict. Any prior is valid; a prior
 * centred on the right rate only makes the set narrower sooner.
 */
import { logBeta, logChoose } from '../stats.js';

export interface BetaPrior {
  a: number;
  b: number;
}

/** Beta(1, 1): every K equally likely a priori. */
export const UNIFORM_PRIOR: BetaPrior = { a: 1, b: 1 };

/** A prior centred on an earlier pass rate (e.g. the baseline's) worth `weight` rows of evidence. */
export function priorCentredOn(rate: number, weight = 10): BetaPrior {
  const clamped = Math.min(0.99, Math.max(0.01, rate));
  return { a: clamped * weight, b: (1 - clamped) * weight };
}

export interface CountBounds {
  /** Smallest K still in the set. */
  lower: number;
  /** Largest K still in the set. */
  upper: number;
}

/** The confidence set for K after `n` of `N` rows with `k` passes, as its hull [lower, upper]. */
export function passCountBounds(options: {
  population: number;
  sampled: number;
  passed: number;
  alpha: number;
  prior?: BetaPrior;
}): CountBounds {
  const { population: N, sampled: n, passed: k, alpha } = options;
  const { a, b } = options.prior ?? UNIFORM_PRIOR;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(n >= 0 && n <= N && k >= 0 && k <= n)) {
    throw new RangeError(`need 0 <= passed <= sampled <= population, got ${k}, ${n}, ${N}`);
  }
  const threshold = Math.log(1 / alpha);
  const evidence = logBeta(a + k, b + n - k) - logBeta(a, b);
  let lower = -1;
  let upper = -1;
  for (let K = k; K <= k + (N - n); K++) {
    const logM = logChoose(N, K) - logChoose(N - n, K - k) + evidence;
    if (logM < threshold) {
      if (lower < 0) lower = K;
      upper = K;
    }
  }
  // The true K is always in [k, k + N - n]; an empty set (impossible for the truth) collapses to that.
  return lower < 0 ? { lower: k, upper: k + (N - n) } : { lower, upper };
}
