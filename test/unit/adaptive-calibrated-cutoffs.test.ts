/**
 * core/adaptive/calibrated.ts: the cut-offs are one repeated test at a single nominal level per side (checked
 * against hypergeometric tails computed here, independently), the tails' lost mass counts as crossing, and
 * the refusals say what was wrong.
 */
import { describe, expect, it } from 'vitest';
import { calibrateBoundary, crossingProbability } from '../../src/core/adaptive/calibrated.js';
import { passesNeeded } from '../../src/core/adaptive/pass-count.js';

const logChoose = (n: number, k: number): number => {
  if (k < 0 || k > n) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log((n - k + i) / i);
  return sum;
};
/** P(k passes in the first n rows) of N rows with K passes, in a uniform order. */
const pmf = (N: number, K: number, n: number, k: number) =>
  Math.exp(logChoose(K, k) + logChoose(N - K, n - k) - logChoose(N, n));
const upperTail = (N: number, K: number, n: number, k: number) => {
  let sum = 0;
  for (let i = Math.max(k, 0); i <= n; i++) sum += pmf(N, K, n, i);
  return sum;
};
const lowerTail = (N: number, K: number, n: number, k: number) => {
  let sum = 0;
  for (let i = 0; i <= Math.min(k, n); i++) sum += pmf(N, K, n, i);
  return sum;
};

describe('the calibrated cut-offs', () => {
  it.each([
    { N: 60, threshold: 0.8, looks: [10, 20, 40, 60], shape: 0 },
    { N: 60, threshold: 0.8, looks: [10, 20, 40, 60], shape: 1 },
    { N: 200, threshold: 0.6, looks: [30, 60, 120, 200], shape: 0 },
  ])(
    'are one level c per side at N $N, shape $shape: each look the first count whose tail is ≤ c·(n/N)^shape',
    ({ N, threshold, looks, shape }) => {
      const boundary = calibrateBoundary({ population: N, threshold, alpha: 0.05, looks, shape });
      const needed = passesNeeded(N, threshold);
      const early = looks.slice(0, -1);
      const weight = (n: number) => (n / N) ** shape;
      // Pass side, under the closest failing dataset (needed − 1 passes): the tail at each cut-off is ≤ c
      // and the tail one below it is > c, for one c: the largest of the first is below the smallest of the second.
      const pass = early.map(
        (n, j) => upperTail(N, needed - 1, n, boundary.passFrom[j] as number) / weight(n),
      );
      const passBelow = early.map(
        (n, j) => upperTail(N, needed - 1, n, (boundary.passFrom[j] as number) - 1) / weight(n),
      );
      expect(Math.max(...pass)).toBeLessThan(Math.min(...passBelow));
      // Fail side, under the closest passing dataset (needed passes), likewise with the lower tail.
      const fail = early.map((n, j) => lowerTail(N, needed, n, boundary.failTo[j] as number) / weight(n));
      const failAbove = early.map(
        (n, j) => lowerTail(N, needed, n, (boundary.failTo[j] as number) + 1) / weight(n),
      );
      expect(Math.max(...fail)).toBeLessThan(Math.min(...failAbove));
      // Both sides stop early somewhere, and each spends much of its error.
      expect(boundary.passFrom.slice(0, -1).some((cut, j) => cut <= (early[j] as number))).toBe(true);
      expect(boundary.failTo.slice(0, -1).some((cut) => cut >= 0)).toBe(true);
      expect(Math.min(boundary.worstPass, boundary.worstFail)).toBeGreaterThan(0.05 / 2);
    },
  );

  it('are none for a plan of one full run: nothing stops early, and nothing is wrong early', () => {
    expect(calibrateBoundary({ population: 30, threshold: 0.8, alpha: 0.05, looks: [30] })).toEqual({
      looks: [30],
      passFrom: [31],
      failTo: [-1],
      worstPass: 0,
      worstFail: 0,
    });
  });
});

describe('the crossing probability', () => {
  it("counts the mass the window's tails leave out as crossing: a bound, never below the truth", () => {
    // Nothing crosses, so all that is left is the lost mass: above 0, and negligible.
    const lost = crossingProbability(200, 100, [100], () => false);
    expect(lost).toBeGreaterThan(0);
    expect(lost).toBeLessThan(1e-18);
  });
});

describe('calibrateBoundary refuses', () => {
  it('an error of 0 or less, and a plan that does not end at the full run, naming its last look', () => {
    for (const alpha of [0, -0.05]) {
      expect(() => calibrateBoundary({ population: 50, threshold: 0.8, alpha, looks: [10, 50] })).toThrow(
        new RangeError(`alpha must be in (0, 0.5), got ${alpha}`),
      );
    }
    expect(() =>
      calibrateBoundary({ population: 50, threshold: 0.8, alpha: 0.05, looks: [10, 20, 40] }),
    ).toThrow(new RangeError('the last look must be the full run (50), got 40'));
  });
});
