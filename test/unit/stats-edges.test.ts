/** core/stats.ts at its edges: exact bounds, the reflection below 0.5, empty ranges, refusals and the χ² quantile. */
import { describe, expect, it } from 'vitest';
import {
  chiSquareQuantile,
  logBeta,
  logChoose,
  logGamma,
  RunningStats,
  wilsonInterval,
} from '../../src/core/stats.js';

describe('wilsonInterval at all successes', () => {
  it('has an upper bound of exactly 1, where the formula rounds to just under it', () => {
    // At 10/10 (95%) centre + half-width is 0.9999999999999999 in doubles.
    for (const trials of [10, 13, 25, 41]) {
      expect(wilsonInterval(trials, trials).upper, `${trials}/${trials}`).toBe(1);
    }
  });
});

describe('logGamma, logBeta and logChoose', () => {
  it('take ln Γ near 0 by reflection, where the series alone is off in the fifth decimal', () => {
    // ln Γ(x) = −ln x − γx + O(x²): at 1e-12, 27.631021115928 (Python's math.lgamma agrees).
    expect(logGamma(1e-12)).toBeCloseTo(27.631021115928, 9);
    expect(logGamma(1e-8)).toBeCloseTo(18.42068073818021, 9);
  });

  it('give ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b)', () => {
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 12);
    expect(logBeta(0.5, 0.5)).toBeCloseTo(Math.log(Math.PI), 12);
    expect(logBeta(1, 4)).toBeCloseTo(Math.log(1 / 4), 12);
  });

  it('give ln C(n, k) = −∞ for k outside 0..n, without calling ln Γ at 0 or below', () => {
    expect(logChoose(5, 6)).toBe(Number.NEGATIVE_INFINITY);
    expect(logChoose(5, -1)).toBe(Number.NEGATIVE_INFINITY);
    expect(logChoose(5, 2)).toBeCloseTo(Math.log(10), 12);
  });
});

describe('RunningStats', () => {
  it('refuses a value that is not finite, naming it', () => {
    const stats = new RunningStats();
    expect(() => stats.add(Number.NaN)).toThrow(
      new RangeError('RunningStats: value must be finite, got NaN'),
    );
    expect(() => stats.add(Number.POSITIVE_INFINITY)).toThrow(/got Infinity$/);
    expect(stats.count).toBe(0);
  });
});

describe('chiSquareQuantile', () => {
  it('is within 1% of the exact quantile from 4 degrees on (Wilson–Hilferty)', () => {
    // Exact values from a χ² table.
    for (const [p, df, exact] of [
      [0.25, 4, 1.92256],
      [0.95, 10, 18.307],
      [0.5, 30, 29.336],
      [0.05, 8, 2.7326],
    ] as const) {
      expect(Math.abs(chiSquareQuantile(p, df) / exact - 1), `${p} at ${df}`).toBeLessThan(0.01);
    }
  });

  it('is never negative: a low quantile at one degree, where the cube would go below 0, is 0', () => {
    expect(chiSquareQuantile(0.001, 1)).toBe(0);
    expect(chiSquareQuantile(0.25, 1)).toBeGreaterThan(0);
  });

  it('refuses degrees of freedom that are not above 0', () => {
    expect(() => chiSquareQuantile(0.5, 0)).toThrow(new RangeError('chiSquareQuantile needs df > 0, got 0'));
    expect(() => chiSquareQuantile(0.5, Number.NaN)).toThrow(/got NaN$/);
    expect(chiSquareQuantile(0.5, 0.5)).toBeGreaterThan(0);
  });
});
