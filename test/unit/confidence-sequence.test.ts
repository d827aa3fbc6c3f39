import { describe, expect, it } from 'vitest';
import {
  type BetaPrior,
  passCountBounds,
  priorCentredOn,
  UNIFORM_PRIOR,
} from '../../src/core/adaptive/confidence-sequence.js';

// An independent reference for the Waudby-Smith–Ramdas prior-posterior martingale with a uniform prior,
// in exact integer arithmetic (no log-gamma, no floating point):
//   M_n(K) = C(N, K) / C(N - n, K - k) · B(1 + k, 1 + n - k) / B(1, 1)
//          = C(N, K) · k! · (n - k)! / (C(N - n, K - k) · (n + 1)!)
// and K is in the set when M_n(K) < 1/alpha, i.e. for alpha = p/q when p · num < q · den.
const factorials: bigint[] = [1n];
const fact = (n: number): bigint => {
  for (let i = factorials.length; i <= n; i++) factorials.push((factorials[i - 1] as bigint) * BigInt(i));
  return factorials[n] as bigint;
};
const choose = (n: number, k: number): bigint => fact(n) / (fact(k) * fact(n - k));

/** The exact set's hull, or 'tie' when some K sits exactly on 1/alpha (floating point may go either way). */
function exactUniformHull(N: number, n: number, k: number, p: number, q: number) {
  let lower = -1;
  let upper = -1;
  for (let K = k; K <= k + N - n; K++) {
    const num = choose(N, K) * fact(k) * fact(n - k);
    const den = choose(N - n, K - k) * fact(n + 1);
    const left = BigInt(p) * num;
    const right = BigInt(q) * den;
    if (left === right) return 'tie';
    if (left < right) {
      if (lower < 0) lower = K;
      upper = K;
    }
  }
  return { lower, upper };
}

/** ln M_n(K) for any Beta(a, b) prior from sums of logs of integers and rising factorials. */
function referenceLogM(N: number, n: number, k: number, K: number, prior: BetaPrior): number {
  const logFact = (m: number) => {
    let sum = 0;
    for (let i = 2; i <= m; i++) sum += Math.log(i);
    return sum;
  };
  const logChoose = (m: number, j: number) => logFact(m) - logFact(j) - logFact(m - j);
  // B(a + k, b + n - k) / B(a, b) = a^(k rising) · b^(n-k rising) / (a + b)^(n rising)
  let evidence = 0;
  for (let i = 0; i < k; i++) evidence += Math.log(prior.a + i);
  for (let i = 0; i < n - k; i++) evidence += Math.log(prior.b + i);
  for (let i = 0; i < n; i++) evidence -= Math.log(prior.a + prior.b + i);
  return logChoose(N, K) - logChoose(N - n, K - k) + evidence;
}

describe('passCountBounds with the uniform prior', () => {
  it('is the hull of { K : M_n(K) < 1/alpha } exactly, for every count up to 14 rows', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const [p, q] of [
      [1, 20],
      [1, 10],
      [1, 3],
    ] as const) {
      for (let N = 1; N <= 14; N++) {
        for (let n = 0; n <= N; n++) {
          for (let k = 0; k <= n; k++) {
            const exact = exactUniformHull(N, n, k, p, q);
            if (exact === 'tie') continue;
            const bounds = passCountBounds({ population: N, sampled: n, passed: k, alpha: p / q });
            if (bounds.lower !== exact.lower || bounds.upper !== exact.upper) {
              mismatches.push(`N=${N} n=${n} k=${k} alpha=${p}/${q}: ${JSON.stringify(bounds)}`);
            }
            checked++;
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Almost nothing is a tie: the enumeration really ran.
    expect(checked).toBeGreaterThan(1600);
  });

  it('works the numbers by hand for 3 passes of 4 rows out of 6 at alpha = 0.1', () => {
    // B(4, 2) = 3!·1!/5! = 1/20. M(K) = C(6, K) / C(2, K - 3) / 20:
    //   K=3: 20/1/20 = 1, K=4: 15/2/20 = 0.375, K=5: 6/1/20 = 0.3; all below 10.
    expect(passCountBounds({ population: 6, sampled: 4, passed: 3, alpha: 0.1 })).toEqual({
      lower: 3,
      upper: 5,
    });
    // 0 of 5 rows out of 10 at alpha = 0.05: B(1, 6) = 1/6, M(K) = C(10, K) / C(5, K) / 6:
    //   K=0: 1/6, K=1: 10/5/6 = 1/3, K=2: 45/10/6 = 0.75, K=3: 120/10/6 = 2, K=4: 210/5/6 = 7,
    //   K=5: 252/6 = 42 >= 20. So [0, 4]: K = 0 is in the set and the bound starts there.
    expect(passCountBounds({ population: 10, sampled: 5, passed: 0, alpha: 0.05 })).toEqual({
      lower: 0,
      upper: 4,
    });
    // Mirror image: 5 of 5 passed gives [6, 10].
    expect(passCountBounds({ population: 10, sampled: 5, passed: 5, alpha: 0.05 })).toEqual({
      lower: 6,
      upper: 10,
    });
  });

  it('before any row ran holds every count, and after all of them only the observed one', () => {
    expect(passCountBounds({ population: 9, sampled: 0, passed: 0, alpha: 0.05 })).toEqual({
      lower: 0,
      upper: 9,
    });
    expect(passCountBounds({ population: 9, sampled: 9, passed: 4, alpha: 0.05 })).toEqual({
      lower: 4,
      upper: 4,
    });
  });

  it('uses Beta(1, 1) when no prior is given', () => {
    const options = { population: 40, sampled: 15, passed: 11, alpha: 0.05 };
    expect(passCountBounds(options)).toEqual(passCountBounds({ ...options, prior: UNIFORM_PRIOR }));
    expect(UNIFORM_PRIOR).toEqual({ a: 1, b: 1 });
  });
});

describe('passCountBounds with a Beta prior', () => {
  it.each([
    { population: 30, sampled: 10, passed: 9, alpha: 0.05, prior: { a: 9, b: 1 } },
    { population: 30, sampled: 10, passed: 2, alpha: 0.05, prior: { a: 9, b: 1 } },
    { population: 25, sampled: 12, passed: 6, alpha: 0.1, prior: { a: 0.5, b: 0.5 } },
    { population: 50, sampled: 5, passed: 0, alpha: 0.2, prior: { a: 2, b: 8 } },
  ])('matches the rising-factorial reference for $passed/$sampled of $population with $prior', (options) => {
    const { population: N, sampled: n, passed: k, alpha, prior } = options;
    const inSet: number[] = [];
    for (let K = k; K <= k + N - n; K++) {
      const logM = referenceLogM(N, n, k, K, prior);
      // Far from the line, so rounding in either computation cannot move K across it.
      expect(Math.abs(logM - Math.log(1 / alpha))).toBeGreaterThan(1e-6);
      if (logM < Math.log(1 / alpha)) inSet.push(K);
    }
    expect(passCountBounds(options)).toEqual({ lower: inSet[0], upper: inSet[inSet.length - 1] });
  });

  it('a prior centred on the right rate decides sooner than the flat one', () => {
    const look = { population: 200, sampled: 40, passed: 38, alpha: 0.05 };
    const flat = passCountBounds(look);
    const centred = passCountBounds({ ...look, prior: priorCentredOn(0.95, 40) });
    expect(centred.lower).toBeGreaterThan(flat.lower);
  });
});

describe('priorCentredOn', () => {
  it('spreads the weight over passes and failures at the given rate', () => {
    expect(priorCentredOn(0.5)).toEqual({ a: 5, b: 5 });
    expect(priorCentredOn(0.25, 20)).toEqual({ a: 5, b: 15 });
    expect(priorCentredOn(0.8, 10).a).toBeCloseTo(8, 12);
    expect(priorCentredOn(0.8, 10).b).toBeCloseTo(2, 12);
  });

  it('keeps the rate inside [1%, 99%] so neither side of the prior is zero', () => {
    const high = priorCentredOn(1, 100);
    expect(high.a).toBeCloseTo(99, 9);
    expect(high.b).toBeCloseTo(1, 9);
    const low = priorCentredOn(0, 100);
    expect(low.a).toBeCloseTo(1, 9);
    expect(low.b).toBeCloseTo(99, 9);
    expect(priorCentredOn(0.99, 100).a).toBeCloseTo(99, 9);
    expect(priorCentredOn(0.01, 100).a).toBeCloseTo(1, 9);
    expect(priorCentredOn(0.02, 100).a).toBeCloseTo(2, 9);
    expect(priorCentredOn(0.98, 100).a).toBeCloseTo(98, 9);
  });
});

describe('passCountBounds refuses what it cannot bound', () => {
  const good = { population: 10, sampled: 5, passed: 3, alpha: 0.05 };

  it.each([0, 1, -0.1, 1.5, Number.NaN])('alpha %s', (alpha) => {
    expect(() => passCountBounds({ ...good, alpha })).toThrow(`alpha must be in (0, 1), got ${alpha}`);
  });

  it.each([
    { population: 10, sampled: -1, passed: 0 },
    { population: 10, sampled: 11, passed: 3 },
    { population: 10, sampled: 5, passed: -1 },
    { population: 10, sampled: 5, passed: 6 },
  ])('counts $passed of $sampled of $population', (counts) => {
    expect(() => passCountBounds({ ...good, ...counts })).toThrow(
      `need 0 <= passed <= sampled <= population, got ${counts.passed}, ${counts.sampled}, ${counts.population}`,
    );
  });

  it('accepts the edges: nothing sampled, everything sampled, all or none passed', () => {
    expect(() => passCountBounds({ ...good, sampled: 0, passed: 0 })).not.toThrow();
    expect(() => passCountBounds({ ...good, sampled: 10, passed: 10 })).not.toThrow();
    expect(() => passCountBounds({ ...good, sampled: 10, passed: 0 })).not.toThrow();
    expect(() => passCountBounds({ ...good, alpha: 0.999 })).not.toThrow();
  });
});
