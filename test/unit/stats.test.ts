import { describe, expect, it } from 'vitest';
import {
  mcnemarExact,
  normalCdf,
  normalQuantile,
  passAtK,
  RunningStats,
  wilsonInterval,
  zForConfidence,
} from '../../src/core/stats.js';

describe('wilsonInterval', () => {
  // Expected values come from the other algebraic form of the Wilson interval,
  //   (2np + z^2 ± z·sqrt(z^2 + 4np(1-p))) / (2(n + z^2)),
  // evaluated independently in Python 3.11 with z = 1.959963984540054 (95%), 2.5758293035489004 (99%),
  // 1.6448536269514722 (90%). 8/10 by hand: centre 0.99207294/1.38414588 = 0.716736,
  // half-width 1.959964·0.1600114/1.38414588 = 0.226578 -> [0.49016, 0.94331].
  it.each([
    { successes: 8, trials: 10, confidence: 0.95, lower: 0.4901624715366417, upper: 0.9433178485456247 },
    { successes: 1, trials: 10, confidence: 0.95, lower: 0.017876213095072906, upper: 0.4041500267952385 },
    { successes: 0, trials: 10, confidence: 0.95, lower: 0, upper: 0.2775327998628892 },
    { successes: 10, trials: 10, confidence: 0.95, lower: 0.7224672001371107, upper: 1 },
    { successes: 50, trials: 100, confidence: 0.95, lower: 0.4038315303659956, upper: 0.5961684696340044 },
    { successes: 1, trials: 1, confidence: 0.95, lower: 0.20654931437723742, upper: 1 },
    { successes: 999, trials: 1000, confidence: 0.95, lower: 0.994357441402042, upper: 0.9998234536293739 },
    { successes: 8, trials: 10, confidence: 0.99, lower: 0.4008186965216716, upper: 0.9598688474953835 },
    { successes: 8, trials: 10, confidence: 0.9, lower: 0.5407928056874879, upper: 0.9314420122624678 },
  ])('$successes/$trials at $confidence', ({ successes, trials, confidence, lower, upper }) => {
    const interval = wilsonInterval(successes, trials, confidence);
    expect(interval.lower).toBeCloseTo(lower, 12);
    expect(interval.upper).toBeCloseTo(upper, 12);
  });

  it('matches the brief to 4 decimals for 8/10', () => {
    const { lower, upper } = wilsonInterval(8, 10);
    expect(lower.toFixed(4)).toBe('0.4902');
    expect(upper.toFixed(4)).toBe('0.9433');
  });

  it('is exactly 0 and 1 at the extremes and [0, 1] with no trials', () => {
    expect(wilsonInterval(0, 7).lower).toBe(0);
    expect(wilsonInterval(7, 7).upper).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 1 });
  });

  it.each([
    [-1, 10],
    [11, 10],
    [1.5, 10],
    [1, Number.NaN],
  ])('rejects successes=%s trials=%s', (successes, trials) => {
    expect(() => wilsonInterval(successes, trials)).toThrow(RangeError);
  });

  it('rejects a confidence outside (0, 1)', () => {
    expect(() => wilsonInterval(1, 2, 1)).toThrow(RangeError);
    expect(() => wilsonInterval(1, 2, 0)).toThrow(RangeError);
  });
});

describe('zForConfidence / normalQuantile', () => {
  it('uses the exact 95% constant', () => {
    expect(zForConfidence(0.95)).toBe(1.959963984540054);
  });

  // Reference: Python statistics.NormalDist().inv_cdf (Wichura AS241, ~1e-16).
  it.each([
    [0.975, 1.9599639845400536],
    [0.5, 0],
    [0.01, -2.3263478740408408],
    [0.9999, 3.719016485455709],
    [1e-6, -4.753424308822899],
  ])('normalQuantile(%s) ≈ %s', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 7);
  });

  it('falls back to the approximation for other levels', () => {
    expect(zForConfidence(0.975)).toBeCloseTo(2.241402727604947, 7);
  });
});

describe('normalCdf', () => {
  it.each([0.0005, 0.0025, 0.025, 0.2, 0.5, 0.8, 0.975])('inverts normalQuantile at %s', (p) => {
    expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
  });

  it('is symmetric about 0', () => {
    expect(normalCdf(1.3) + normalCdf(-1.3)).toBeCloseTo(1, 12);
  });
});

describe('passAtK', () => {
  // 1 - C(n-c, k) / C(n, k), with exact fractions in Python (math.comb + fractions.Fraction).
  it.each([
    { n: 2, c: 1, k: 1, value: 0.5 },
    { n: 4, c: 1, k: 2, value: 0.5 }, // 1 - C(3,2)/C(4,2) = 1 - 3/6
    { n: 4, c: 2, k: 2, value: 0.8333333333333334 }, // 1 - 1/6
    { n: 3, c: 1, k: 2, value: 0.6666666666666666 }, // 1 - 1/3
    { n: 10, c: 3, k: 5, value: 0.9166666666666666 }, // 1 - 21/252
    { n: 200, c: 20, k: 10, value: 0.660225623763214 },
    { n: 100, c: 1, k: 1, value: 0.01 },
    { n: 5, c: 0, k: 3, value: 0 },
    { n: 5, c: 5, k: 1, value: 1 },
    { n: 4, c: 1, k: 4, value: 1 }, // n - c < k
  ])('pass@$k with n=$n c=$c is $value', ({ n, c, k, value }) => {
    expect(passAtK(n, c, k)).toBeCloseTo(value, 12);
  });

  it('is c/n at k = 1', () => {
    for (let n = 1; n <= 20; n++)
      for (let c = 0; c <= n; c++) expect(passAtK(n, c, 1)).toBeCloseTo(c / n, 14);
  });

  it('stays finite and in [0, 1] where binomials would overflow', () => {
    const value = passAtK(5000, 10, 1000);
    expect(value).toBeGreaterThan(0.89);
    expect(value).toBeLessThanOrEqual(1);
  });

  it.each([
    [3, 4, 1],
    [3, 1, 0],
    [3, 1, 4],
    [3, -1, 1],
    [2.5, 1, 1],
  ])('rejects n=%s c=%s k=%s', (n, c, k) => {
    expect(() => passAtK(n, c, k)).toThrow(RangeError);
  });
});

describe('mcnemarExact', () => {
  // 2 · sum_{i <= min(b,c)} C(b+c, i) / 2^(b+c), exact fractions in Python.
  it.each([
    { b: 1, c: 9, p: 0.021484375 }, // 2 · (1 + 10) / 1024
    { b: 9, c: 1, p: 0.021484375 },
    { b: 2, c: 8, p: 0.109375 }, // 2 · (1 + 10 + 45) / 1024
    { b: 0, c: 5, p: 0.0625 },
    { b: 5, c: 5, p: 1 },
    { b: 0, c: 0, p: 1 },
    { b: 40, c: 60, p: 0.05688793364098079 },
    { b: 600, c: 700, p: 0.0060157938610449525 }, // log-space path (n > 1000)
    { b: 3000, c: 3200, p: 0.011488253770871206 },
  ])('b=$b c=$c -> p=$p', ({ b, c, p }) => {
    expect(mcnemarExact(b, c)).toBeCloseTo(p, 12);
    expect(Math.abs(mcnemarExact(b, c) - p) / p).toBeLessThan(1e-9);
  });

  it('is exact for the brief example', () => {
    expect(mcnemarExact(1, 9)).toBe(0.021484375);
  });
});

describe('RunningStats', () => {
  it.each([
    // Population std by hand: [0,1,1,1] mean 0.75, var = (0.5625 + 3·0.0625)/4 = 0.1875.
    { values: [0, 1, 1, 1], mean: 0.75, median: 1, std: Math.sqrt(0.1875), min: 0, max: 1 },
    // [1,2,3,4]: var = (2.25 + 0.25 + 0.25 + 2.25)/4 = 1.25, median (2+3)/2.
    { values: [4, 1, 3, 2], mean: 2.5, median: 2.5, std: Math.sqrt(1.25), min: 1, max: 4 },
    { values: [3, 1, 2], mean: 2, median: 2, std: Math.sqrt(2 / 3), min: 1, max: 3 },
    { values: [0.5], mean: 0.5, median: 0.5, std: 0, min: 0.5, max: 0.5 },
    {
      values: [-1, 0.5, 0.5, 0, 1, 1],
      mean: 1 / 3,
      median: 0.5,
      std: Math.sqrt(0.4722222222222222),
      min: -1,
      max: 1,
    }, // Python statistics.pvariance
  ])('$values', ({ values, mean, median, std, min, max }) => {
    const stats = new RunningStats();
    for (const value of values) stats.add(value);
    expect(stats.summary()).toEqual({
      count: values.length,
      mean: expect.closeTo(mean, 12),
      median,
      std: expect.closeTo(std, 12),
      min,
      max,
    });
  });

  it('is empty before the first value', () => {
    const stats = new RunningStats();
    expect(stats.summary()).toBeNull();
    expect(stats.mean).toBeNaN();
    expect(stats.median()).toBeNaN();
  });

  it('keeps the median exact after spilling past the histogram limit', () => {
    // 0..4999 shuffled deterministically: mean = median = 2499.5, population var = (n^2 - 1)/12.
    const n = 5000;
    const stats = new RunningStats();
    for (let i = 0; i < n; i++) stats.add((i * 7919) % n);
    stats.add(2499.5);
    stats.add(2499.5); // two more at the centre keep the median where it was
    expect(stats.count).toBe(n + 2);
    expect(stats.median()).toBe(2499.5);
    expect(stats.min).toBe(0);
    expect(stats.max).toBe(n - 1);
    const plain = new RunningStats();
    for (let i = 0; i < n; i++) plain.add(i);
    expect(plain.mean).toBe(2499.5);
    expect(plain.std).toBeCloseTo(Math.sqrt((n * n - 1) / 12), 9);
  });

  it('rejects non-finite values', () => {
    expect(() => new RunningStats().add(Number.NaN)).toThrow(RangeError);
  });
});
