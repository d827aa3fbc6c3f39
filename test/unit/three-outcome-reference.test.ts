import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRICHLET,
  type DirichletPrior,
  fullRunRate,
  fullRunRateBounds,
  type OutcomeCounts,
} from '../../src/core/adaptive/three-outcome.js';

// The confidence set written out the long way: every triple (Kp, Kf, Ks) of the population that could
// still be the truth, its martingale M_n(K) from products of the prior's rising and the urn's falling
// factorials (no log-gamma, no search), kept when M_n(K) < 1/alpha. The hull of the full run's rate over
// the triples kept is the answer; an empty set gives [0, 1]. `slack` widens (> 0) or narrows (< 0) the
// set by that much in log M, so a tie between the two computations' rounding cannot decide a case.
const logRising = (a: number, k: number) => {
  let sum = 0;
  for (let j = 0; j < k; j++) sum += Math.log(a + j);
  return sum;
};
const logFalling = (K: number, k: number) => {
  let sum = 0;
  for (let j = 0; j < k; j++) sum += Math.log(K - j);
  return sum;
};
const rate = (p: number, f: number) => (p + f > 0 ? p / (p + f) : 0);

function referenceBounds(
  N: number,
  seen: OutcomeCounts,
  alpha: number,
  prior: DirichletPrior,
  slack: number,
): { lower: number; upper: number } {
  const { passed: kp, failed: kf, skipped: ks } = seen;
  const n = kp + kf + ks;
  const A = prior.pass + prior.fail + prior.skip;
  const logPrior =
    logRising(prior.pass, kp) + logRising(prior.fail, kf) + logRising(prior.skip, ks) - logRising(A, n);
  let lower = Number.POSITIVE_INFINITY;
  let upper = Number.NEGATIVE_INFINITY;
  for (let Kp = kp; Kp <= N; Kp++) {
    for (let Kf = kf; Kp + Kf <= N; Kf++) {
      const Ks = N - Kp - Kf;
      if (Ks < ks) continue;
      const logUrn = logFalling(Kp, kp) + logFalling(Kf, kf) + logFalling(Ks, ks) - logFalling(N, n);
      if (!(logPrior - logUrn < Math.log(1 / alpha) + slack)) continue;
      lower = Math.min(lower, rate(Kp, Kf));
      upper = Math.max(upper, rate(Kp, Kf));
    }
  }
  return lower > upper ? { lower: 0, upper: 1 } : { lower, upper };
}

const cases: [number, OutcomeCounts, number, DirichletPrior][] = [];
for (const [N, alpha] of [
  [12, 0.05],
  [17, 0.2],
  [23, 0.01],
] as const) {
  for (const [passed, failed, skipped] of [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
    [3, 1, 0],
    [2, 2, 1],
    [5, 0, 2],
    [1, 5, 0],
    [4, 3, 3],
    [6, 2, 1],
  ] as const) {
    cases.push([N, { passed, failed, skipped }, alpha, DEFAULT_DIRICHLET]);
  }
}
// Every row seen, other priors, and a large alpha whose set is small.
cases.push([9, { passed: 6, failed: 2, skipped: 1 }, 0.05, DEFAULT_DIRICHLET]);
cases.push([9, { passed: 0, failed: 9, skipped: 0 }, 0.05, DEFAULT_DIRICHLET]);
cases.push([15, { passed: 4, failed: 2, skipped: 2 }, 0.1, { pass: 2, fail: 0.5, skip: 1 }]);
cases.push([15, { passed: 1, failed: 6, skipped: 0 }, 0.1, { pass: 0.3, fail: 3, skip: 0.2 }]);
cases.push([20, { passed: 7, failed: 3, skipped: 0 }, 0.9, DEFAULT_DIRICHLET]);
cases.push([20, { passed: 2, failed: 2, skipped: 2 }, 0.7, { pass: 4, fail: 4, skip: 4 }]);
cases.push([30, { passed: 12, failed: 5, skipped: 1 }, 0.05, DEFAULT_DIRICHLET]);

describe('fullRunRateBounds against the set written out triple by triple', () => {
  it.each(cases)('population %i, seen %o, alpha %f', (N, seen, alpha, prior) => {
    const got = fullRunRateBounds({
      population: N,
      seen,
      alpha,
      ...(prior === DEFAULT_DIRICHLET ? {} : { prior }),
    });
    const wide = referenceBounds(N, seen, alpha, prior, 1e-9);
    const narrow = referenceBounds(N, seen, alpha, prior, -1e-9);
    // The cases sit far from any tie: both ways give the same set.
    expect(wide).toEqual(narrow);
    expect(got).toEqual(wide);
  });

  it('the default prior is the one written down: pass 1, fail 1, skip 0.05', () => {
    expect(DEFAULT_DIRICHLET).toEqual({ pass: 1, fail: 1, skip: 0.05 });
    const seen = { passed: 4, failed: 2, skipped: 2 };
    expect(fullRunRateBounds({ population: 15, seen, alpha: 0.1 })).toEqual(
      referenceBounds(15, seen, 0.1, { pass: 1, fail: 1, skip: 0.05 }, 0),
    );
    // Another prior moves the set: the prior is read.
    const two = { passed: 2, failed: 2, skipped: 2 };
    expect(
      fullRunRateBounds({ population: 20, seen: two, alpha: 0.7, prior: { pass: 4, fail: 4, skip: 4 } }),
    ).toEqual({
      lower: 3 / 14,
      upper: 11 / 14,
    });
    expect(fullRunRateBounds({ population: 20, seen: two, alpha: 0.7 })).toEqual({
      lower: 1 / 9,
      upper: 8 / 9,
    });
  });

  it('every row seen: the set is the one triple seen, its rate at both ends', () => {
    expect(
      fullRunRateBounds({ population: 9, seen: { passed: 6, failed: 2, skipped: 1 }, alpha: 0.05 }),
    ).toEqual({
      lower: 0.75,
      upper: 0.75,
    });
  });
});

describe('fullRunRate and the refusals', () => {
  it('is passed over completed, and 0 when nothing completed', () => {
    expect(fullRunRate(3, 1)).toBe(0.75);
    expect(fullRunRate(0, 2)).toBe(0);
    expect(fullRunRate(1, 0)).toBe(1);
    expect(fullRunRate(0, 0)).toBe(0);
  });

  it.each([0, 1, -0.5, 1.5, Number.NaN])('refuses alpha %f, naming it', (alpha) => {
    expect(() =>
      fullRunRateBounds({ population: 10, seen: { passed: 1, failed: 1, skipped: 0 }, alpha }),
    ).toThrow(new RangeError(`alpha must be in (0, 1), got ${alpha}`));
  });

  it.each([
    [{ passed: -1, failed: 0, skipped: 0 }, '-1, 0, 0'],
    [{ passed: 0, failed: -1, skipped: 0 }, '0, -1, 0'],
    [{ passed: 0, failed: 0, skipped: -1 }, '0, 0, -1'],
    [{ passed: 5, failed: 4, skipped: 2 }, '5, 4, 2'],
  ])('refuses the counts %o of 10', (seen, named) => {
    expect(() => fullRunRateBounds({ population: 10, seen, alpha: 0.05 })).toThrow(
      new RangeError(`need counts >= 0 adding up to at most the population, got ${named} of 10`),
    );
  });

  it('takes counts adding up to the population exactly', () => {
    expect(
      fullRunRateBounds({ population: 10, seen: { passed: 5, failed: 3, skipped: 2 }, alpha: 0.05 }),
    ).toEqual({
      lower: 0.625,
      upper: 0.625,
    });
  });
});
