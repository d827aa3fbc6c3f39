/**
 * The adaptive pieces the mutation run found unpinned: the calibrated boundary's own verdict inside
 * decideAdaptive (not the confidence sequence's), the seeded order's rejection step, and the batch tag.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoppingBoundary } from '../../src/core/adaptive/calibrated.js';
import { type AdaptiveLook, decideAdaptive } from '../../src/core/adaptive/decision.js';
import { hypergeometricWindow, logFactorialTable } from '../../src/core/adaptive/hypergeometric.js';
import { batchRows, seededOrder } from '../../src/core/adaptive/order.js';
import { adaptiveTag, RULE_VERSIONS } from '../../src/core/adaptive/plan.js';
import { fullRunRateBounds } from '../../src/core/adaptive/three-outcome.js';

/** Pass at 8 of the first 10 rows, fail when 4 or fewer are not failed; the full run at 20. */
const BOUNDARY: StoppingBoundary = { looks: [10, 20], passFrom: [8, 21], failTo: [4, -1] };

const look = (
  rowsRun: number,
  passed: number,
  failed: number,
  skipped = 0,
  population = 20,
): AdaptiveLook => ({
  population,
  rowsRun,
  runsPerRow: 1,
  passedItems: passed,
  completedItems: passed + failed,
  skippedItems: skipped,
});

const options = (stop: 'both' | 'pass' = 'both') => ({
  mode: 'confident' as const,
  threshold: 0.8,
  confidence: 0.95,
  stop,
  boundary: BOUNDARY,
});

/** The confidence sequence's bounds for a look, as decideAdaptive carries them. */
const sequence = (at: AdaptiveLook) =>
  fullRunRateBounds({
    population: at.population,
    seen: {
      passed: at.passedItems,
      failed: at.completedItems - at.passedItems,
      skipped: at.skippedItems,
    },
    alpha: 0.05,
  });

describe('decideAdaptive with a calibrated boundary', () => {
  it('passes where the boundary passes, although the confidence sequence could not yet', () => {
    const at = look(10, 8, 2);
    const bounds = sequence(at);
    expect(bounds.lower).toBeLessThan(0.8);
    expect(decideAdaptive(at, options(), null)).toEqual({
      verdict: 'passed',
      rule: 'calibrated',
      certain: { lower: 8 / 20, upper: 18 / 20 },
      confident: bounds,
      carry: bounds,
      errorBound: 0.05,
    });
    expect(decideAdaptive(at, options('pass'), null)).toMatchObject({
      verdict: 'passed',
      rule: 'calibrated',
    });
  });

  it('fails where the rows not failed fall to its cut-off, unless only passes may stop early', () => {
    // Of 100 rows, 90 are still to run: the certain rule cannot fail it yet.
    const at = look(10, 2, 7, 1, 100);
    const failing = decideAdaptive(at, options(), null);
    expect(failing).toMatchObject({ verdict: 'failed', rule: 'calibrated', errorBound: 0.05 });
    expect(failing.confident).toEqual(sequence(at));
    expect(decideAdaptive(at, options('pass'), null)).toEqual({
      verdict: null,
      rule: null,
      certain: { lower: 2 / 99, upper: 92 / 99 },
      confident: sequence(at),
      carry: sequence(at),
      errorBound: 0,
    });
  });

  it('counts a skipped row as not failed: 3 passes, 3 failures and 4 skips are 7 not failed, above the cut-off', () => {
    expect(decideAdaptive(look(10, 3, 3, 4, 100), options(), null)).toMatchObject({
      verdict: null,
      rule: null,
    });
    expect(decideAdaptive(look(10, 3, 6, 1, 100), options(), null)).toMatchObject({
      verdict: 'failed',
      rule: 'calibrated',
    });
  });

  it('between its cut-offs is undecided, and the confidence sequence does not decide in its place', () => {
    const at = look(10, 6, 4);
    const carry = { lower: 0.5, upper: 0.79 };
    const decided = decideAdaptive(at, options(), carry);
    const bounds = sequence(at);
    const next = { lower: Math.max(0.5, bounds.lower), upper: Math.min(0.79, bounds.upper) };
    expect(next.upper).toBeLessThan(0.8);
    expect(decided).toEqual({
      verdict: null,
      rule: null,
      certain: { lower: 6 / 20, upper: 16 / 20 },
      confident: next,
      carry: next,
      errorBound: 0,
    });
    // Without the boundary the same carried bounds settle it as failed.
    const { boundary: _, ...sequenceOnly } = options();
    expect(decideAdaptive(at, sequenceOnly, carry)).toMatchObject({
      verdict: 'failed',
      rule: 'confidence-sequence',
    });
  });

  it('decides only at its own looks: elsewhere the boundary says nothing', () => {
    const { boundary: _, ...sequenceOnly } = options();
    const at = look(12, 10, 2);
    expect(decideAdaptive(at, options(), null)).toMatchObject({ verdict: null, rule: null });
    expect(decideAdaptive(look(10, 10, 0), options(), null)).toMatchObject({
      verdict: 'passed',
      rule: 'calibrated',
    });
    expect(decideAdaptive(at, sequenceOnly, null).rule).not.toBe('calibrated');
  });
});

/** The order's algorithm written out again: sha256(seed:counter) 32 bits at a time, rejection, Fisher–Yates. */
function referenceOrder(rows: readonly number[], seed: string): { order: number[]; rejected: number } {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  let rejected = 0;
  const next32 = () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  const below = (bound: number) => {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = next32();
      if (value < limit) return value % bound;
      rejected++;
    }
  };
  const order = [...rows];
  for (let i = order.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return { order, rejected };
}

describe('the seeded order', () => {
  it('rejects the values that would bias a draw, as the reference does (this seed draws one)', () => {
    // A draw below bound b is rejected with probability (2^32 mod b) / 2^32: over 3,000 rows this seed meets one.
    const rows = Array.from({ length: 3000 }, (_, row) => row);
    const seed = 'rejection-273';
    const reference = referenceOrder(rows, seed);
    expect(reference.rejected).toBeGreaterThan(0);
    expect(seededOrder(rows, seed)).toEqual(reference.order);
  });

  it('cuts the first batch from the first row', () => {
    expect(batchRows([5, 6, 7, 8, 9], [2, 5], 0)).toEqual([5, 6]);
    expect(batchRows([5, 6, 7, 8, 9], [2, 5], 1)).toEqual([7, 8, 9]);
  });
});

describe('the batch tag', () => {
  it("is the digest of the seed, the looks, the mode, the confidence ('-' for certain) and the rule", () => {
    const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);
    const certain = { mode: 'certain' as const, confidence: 0.95, looks: [10, 20], calibrated: false };
    expect(adaptiveTag('s', certain)).toBe(digest(`s:10-20:certain:-:${RULE_VERSIONS.sequence}`));
    expect(adaptiveTag('s', { ...certain, mode: 'confident', calibrated: true })).toBe(
      digest(`s:10-20:confident:0.95:${RULE_VERSIONS.calibrated}`),
    );
  });
});

describe('the hypergeometric window of a large urn', () => {
  it('holds exactly the counts within 1e-20 of the mode, and bounds the rest by their number times that', () => {
    for (const [left, good, draws] of [
      [2000, 1600, 1000],
      [1500, 300, 700],
      [3000, 2900, 1500],
    ] as const) {
      const lf = logFactorialTable(left);
      const at = (n: number) => lf[n] as number;
      const logChoose = (n: number, k: number) => at(n) - at(k) - at(n - k);
      const logP = (k: number) =>
        logChoose(good, k) + logChoose(left - good, draws - k) - logChoose(left, draws);
      const lowest = Math.max(0, draws - (left - good));
      const highest = Math.min(draws, good);
      const { from, probabilities, lost } = hypergeometricWindow(left, good, draws, lf);
      const peak = Math.max(...probabilities);
      const peakAt = from + probabilities.indexOf(peak);
      const relative = (k: number) => Math.exp(logP(k) - logP(peakAt));
      const to = from + probabilities.length - 1;
      const label = `${left}/${good}/${draws}`;
      expect(from, label).toBeGreaterThan(lowest);
      expect(to, label).toBeLessThan(highest);
      expect(relative(from - 1), label).toBeLessThan(1e-20);
      expect(relative(to + 1), label).toBeLessThan(1e-20);
      expect(relative(from), label).toBeGreaterThanOrEqual(1e-20);
      expect(relative(to), label).toBeGreaterThanOrEqual(1e-20);
      const omitted = highest - lowest + 1 - probabilities.length;
      expect(lost / (omitted * 1e-20 * peak), label).toBeCloseTo(1, 9);
    }
  });
});
