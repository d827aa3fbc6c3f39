/**
 * core/stats.ts against independent references: Python 3.11's statistics.NormalDist().inv_cdf and
 * math.lgamma (printed with repr), published constants, and counts worked by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  logChoose,
  logGamma,
  mcnemarExact,
  normalQuantile,
  passAtK,
  RunningStats,
  wilsonInterval,
  zForConfidence,
} from '../../src/core/stats.js';

describe('zForConfidence', () => {
  // NormalDist().inv_cdf(1 - (1 - c) / 2): the table is exact to ~1e-15, Acklam's formula only to ~1e-9,
  // so 12 decimals tell the table from the approximation.
  it.each([
    [0.8, 1.2815515655446008],
    [0.9, 1.6448536269514715],
    [0.95, 1.9599639845400536],
    [0.98, 2.3263478740408408],
    [0.99, 2.5758293035489],
    [0.995, 2.8070337683438114],
    [0.999, 3.2905267314919255],
  ])('%f is exact: %f', (confidence, z) => {
    expect(zForConfidence(confidence)).toBeCloseTo(z, 12);
  });

  it.each([
    [0.85, 1.439531470938456],
    [0.6, 0.8416212335729144],
  ])('%f off the table is the quantile of 1 - (1 - c) / 2: %f', (confidence, z) => {
    expect(zForConfidence(confidence)).toBeCloseTo(z, 8);
  });

  it.each([0, 1, -0.5, Number.NaN])('refuses %f, saying the range', (confidence) => {
    expect(() => zForConfidence(confidence)).toThrow(`confidence must be in (0, 1), got ${confidence}`);
  });
});

describe('normalQuantile', () => {
  it.each([
    [0.001, -3.090232306167813],
    [0.02, -2.0537489106318225],
    [0.03, -1.8807936081512509],
    [0.97, 1.8807936081512504],
    [0.98, 2.053748910631822],
    [0.999, 3.090232306167813],
  ])('in each of its three pieces: %f -> %f', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 8);
  });

  it('meets at the joins of the pieces', () => {
    expect(normalQuantile(0.02425)).toBeCloseTo(-1.9729610513118845, 8);
    expect(normalQuantile(0.97575)).toBeCloseTo(1.9729610513118847, 8);
  });

  it.each([0, 1, Number.NaN])('refuses %f', (p) => {
    expect(() => normalQuantile(p)).toThrow(`normalQuantile: p must be in (0, 1), got ${p}`);
  });
});

describe('wilsonInterval, its refusals', () => {
  it('names the count that is wrong', () => {
    expect(() => wilsonInterval(-1, 3)).toThrow('successes must be a non-negative integer, got -1');
    expect(() => wilsonInterval(1, 2.5)).toThrow('trials must be a non-negative integer, got 2.5');
    expect(() => wilsonInterval(4, 3)).toThrow('successes (4) exceed trials (3)');
    expect(() => wilsonInterval(0, 0, 1)).toThrow(RangeError);
  });

  it('3 of 3 and 0 of 3 end exactly at 1 and 0; everything in between stays inside (0, 1)', () => {
    // (2np + z² ± z·sqrt(z² + 4np(1-p))) / (2(n + z²)) at 95%, n = 3, p = 1: lower = 3 / (3 + z²).
    const z2 = 1.959963984540054 ** 2;
    expect(wilsonInterval(3, 3).lower).toBeCloseTo(3 / (3 + z2), 12);
    expect(wilsonInterval(3, 3).upper).toBe(1);
    expect(wilsonInterval(0, 3)).toEqual({ lower: 0, upper: expect.closeTo(z2 / (3 + z2), 12) });
    for (let successes = 1; successes < 6; successes++) {
      const { lower, upper } = wilsonInterval(successes, 6);
      expect(lower).toBeGreaterThan(0);
      expect(upper).toBeLessThan(1);
      expect(lower).toBeLessThan(successes / 6);
      expect(upper).toBeGreaterThan(successes / 6);
    }
  });
});

describe('passAtK, its edges', () => {
  it('k = n is allowed and is 1 as soon as one run passed', () => {
    expect(passAtK(3, 1, 3)).toBe(1);
    expect(passAtK(3, 0, 3)).toBe(0);
    // n - c = k exactly: 1 - C(2, 2) / C(4, 2) = 1 - 1/6.
    expect(passAtK(4, 2, 2)).toBeCloseTo(5 / 6, 15);
  });

  it('names what is wrong', () => {
    expect(() => passAtK(3, 4, 1)).toThrow('passAtK: c (4) exceeds n (3)');
    expect(() => passAtK(3, 1, 0)).toThrow('passAtK: k must be in [1, n=3], got 0');
    expect(() => passAtK(3, 1, 4)).toThrow('passAtK: k must be in [1, n=3], got 4');
    expect(() => passAtK(-1, 0, 1)).toThrow('n must be a non-negative integer, got -1');
    expect(() => passAtK(3, 0.5, 1)).toThrow('c must be a non-negative integer, got 0.5');
    expect(() => passAtK(3, 1, 1.5)).toThrow('k must be a non-negative integer, got 1.5');
  });
});

describe('mcnemarExact, its edges', () => {
  it('takes the smaller count for the tail, whichever side it is on', () => {
    // b + c = 3: 2 · (1 + 3) / 8 = 1 -> capped at 1; b + c = 4, min 0: 2 / 16.
    expect(mcnemarExact(1, 2)).toBe(1);
    expect(mcnemarExact(0, 4)).toBe(0.125);
    expect(mcnemarExact(4, 0)).toBe(0.125);
    // 2 · (1 + 6) / 64 = 0.21875.
    expect(mcnemarExact(1, 5)).toBe(0.21875);
  });

  it('agrees across the switch to log space at 1000 discordant pairs', () => {
    // 1000 pairs is the last of the direct path, 1001 the first in log space; 480/520 and 480/521 are
    // close, and an exact tail by BigInt binomials is the reference for both.
    const exactTail = (b: number, c: number) => {
      const n = b + c;
      let term = 1n;
      let sum = 1n;
      for (let i = 1; i <= Math.min(b, c); i++) {
        term = (term * BigInt(n - i + 1)) / BigInt(i);
        sum += term;
      }
      // 2 · sum / 2^n, to 15 significant digits.
      const scale = 10n ** 30n;
      return Number((2n * sum * scale) / 2n ** BigInt(n)) / Number(scale);
    };
    for (const [b, c] of [
      [480, 520],
      [480, 521],
      [450, 551],
    ] as const) {
      const p = mcnemarExact(b, c);
      const reference = exactTail(b, c);
      expect(Math.abs(p - reference) / reference).toBeLessThan(1e-9);
    }
  });

  it('names a bad count', () => {
    expect(() => mcnemarExact(-1, 2)).toThrow('b must be a non-negative integer, got -1');
    expect(() => mcnemarExact(1, 0.5)).toThrow('c must be a non-negative integer, got 0.5');
  });
});

describe('RunningStats, beyond the textbook cases', () => {
  it('sums with Neumaier compensation: [1, 1e100, 1, -1e100] has mean 2/4', () => {
    // The example of Wikipedia's "Kahan summation algorithm": naive and Kahan sums give 0, Neumaier's 2.
    const stats = new RunningStats();
    for (const value of [1, 1e100, 1, -1e100]) stats.add(value);
    expect(stats.mean).toBe(0.5);
    const reversed = new RunningStats();
    for (const value of [-1e100, 1, 1e100, 1]) reversed.add(value);
    expect(reversed.mean).toBe(0.5);
  });

  it('reads min, max and std as NaN while empty', () => {
    const stats = new RunningStats();
    expect(stats.count).toBe(0);
    expect(stats.min).toBeNaN();
    expect(stats.max).toBeNaN();
    expect(stats.std).toBeNaN();
    stats.add(-2);
    stats.add(3);
    expect([stats.min, stats.max, stats.std, stats.mean]).toEqual([-2, 3, 2.5, 0.5]);
  });

  it.each([
    [[1, 2], 1.5],
    [[2, 2, 1, 1], 1.5],
    [[1, 2, 2], 2],
    [[1, 1, 1, 2], 1],
    [[3, 1, 2, 1, 3], 2],
    [[7], 7],
  ])('median of %j from the histogram is %f', (values, median) => {
    const stats = new RunningStats();
    for (const value of values) stats.add(value);
    expect(stats.median()).toBe(median);
  });

  it('keeps the median exact after spilling and growing, in numeric (not text) order', () => {
    // 10 000 distinct values: past the 4096-value histogram, then past the array made when it spilled.
    // Values -5000 … 4999 in a scrambled order; the median of an even count is (-1 + 0) / 2.
    const stats = new RunningStats();
    for (let i = 0; i < 10_000; i++) stats.add(((i * 7919) % 10_000) - 5000);
    expect(stats.count).toBe(10_000);
    expect(stats.median()).toBe(-0.5);
    stats.add(-10);
    expect(stats.median()).toBe(-1);
    stats.add(100_000);
    stats.add(100_001);
    expect(stats.median()).toBe(0);
    expect(stats.summary()).toMatchObject({ count: 10_003, min: -5000, max: 100_001, median: 0 });
  });

  it('spills with repeated values still counted', () => {
    const stats = new RunningStats();
    for (let i = 0; i < 100; i++) stats.add(0);
    for (let i = 1; i <= 4100; i++) stats.add(i);
    // 4200 values: 100 zeros then 1 … 4100; the middle two are ranks 2099 and 2100: values 2000 and 2001.
    expect(stats.median()).toBe(2000.5);
  });
});

describe('logGamma and logChoose', () => {
  it.each([
    [0.25, 1.2880225246980772],
    [0.1, 2.2527126517342055],
    [3.7, 1.4280723266653883],
    [100.5, 361.4355404677776],
  ])('ln Γ(%f) = %f (math.lgamma)', (x, value) => {
    expect(logGamma(x)).toBeCloseTo(value, 11);
  });

  it('refuses x <= 0', () => {
    expect(() => logGamma(0)).toThrow('logGamma needs x > 0, got 0');
    expect(() => logGamma(-1)).toThrow(RangeError);
  });

  it('is 0 for C(n, 0) and C(n, n), minus infinity outside', () => {
    expect(logChoose(7, 0)).toBeCloseTo(0, 12);
    expect(logChoose(7, 7)).toBeCloseTo(0, 12);
    expect(logChoose(7, -1)).toBe(Number.NEGATIVE_INFINITY);
    expect(logChoose(52, 5)).toBeCloseTo(Math.log(2_598_960), 10);
  });
});
