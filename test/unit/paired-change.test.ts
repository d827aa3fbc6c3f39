import { describe, expect, it } from 'vitest';
import { increaseVerdict, pairedChange, tQuantile } from '../../src/core/cost/paired-change.js';
import { normalQuantile } from '../../src/core/stats.js';

/** A seeded generator (mulberry32), so each case is the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rows(count: number, next: () => number, head: (base: number, noise: number) => number) {
  return Array.from({ length: count }, (_, row) => {
    const base = 200 + Math.floor(next() * 800);
    return { row, base, head: head(base, normalQuantile(Math.min(Math.max(next(), 1e-9), 1 - 1e-9))) };
  });
}

describe('t quantile', () => {
  it("matches Student's t table", () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.303, 3);
    expect(tQuantile(0.975, 5)).toBeCloseTo(2.571, 2);
    expect(tQuantile(0.975, 29)).toBeCloseTo(2.045, 3);
    expect(tQuantile(0.975, 1000)).toBeCloseTo(1.962, 3);
  });
});

describe('paired change on the rows both runs share', () => {
  it('fails max-cost-increase 0.2 when the agent sends twice the tokens, with the interval', () => {
    const change = pairedChange(
      rows(40, random(1), (base, noise) => Math.round(base * 2 * (1 + 0.05 * noise))),
    );
    expect(change?.change).toBeGreaterThan(0.9);
    expect(change?.lower).toBeGreaterThan(0.2);
    expect(increaseVerdict(change as NonNullable<typeof change>, 0.2)).toBe('failed');
  });

  it('never fails on +3% ± 5%, over many seeds', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const change = pairedChange(rows(30, random(seed), (base, noise) => base * (1.03 + 0.05 * noise)));
      expect(increaseVerdict(change as NonNullable<typeof change>, 0.2)).not.toBe('failed');
    }
  });

  it('covers the true change at about 95%', () => {
    let covered = 0;
    const trials = 2000;
    const truth = Math.exp(Math.log(1.1)) - 1;
    for (let seed = 1; seed <= trials; seed += 1) {
      const change = pairedChange(
        rows(12, random(seed), (base, noise) => base * 1.1 * Math.exp(0.2 * noise)),
      );
      if (change && change.lower <= truth && truth <= change.upper) covered += 1;
    }
    expect(covered / trials).toBeGreaterThanOrEqual(0.94);
    expect(covered / trials).toBeLessThanOrEqual(0.96);
  });

  it('leaves out rows with a zero value and names the rows that grew most', () => {
    const change = pairedChange([
      { row: 0, base: 100, head: 100 },
      { row: 1, base: 100, head: 300 },
      { row: 2, base: 0, head: 50 },
      { row: 3, base: 100, head: 110 },
    ]);
    expect(change?.n).toBe(3);
    expect(change?.excluded).toBe(1);
    expect(change?.grewMost[0]).toEqual({ row: 1, ratio: 3 });
    expect(pairedChange([{ row: 0, base: 1, head: 2 }])).toBeUndefined();
  });
});
