/** The batches planned by cost (core/adaptive/cost-plan.ts): the candidate looks, the prior, the expected run, the notes. */
import { describe, expect, it } from 'vitest';
import { type CalibratedBoundary, calibrateBoundary } from '../../src/core/adaptive/calibrated.js';
import {
  equalLooks,
  expectedRun,
  growingLooks,
  planAdaptiveBatches,
  planByCost,
} from '../../src/core/adaptive/cost-plan.js';

/** The expected cost over the prior the module states: 21 pass rates t − 0.25 … t + 0.25, equally likely. */
function priorCost(N: number, threshold: number, startCost: number, boundary: CalibratedBoundary): number {
  let total = 0;
  for (let i = 0; i <= 20; i++) {
    const rate = Math.min(1, Math.max(0, threshold - 0.25 + i * 0.025));
    const run = expectedRun(N, Math.round(rate * N), boundary);
    total += run.rows + startCost * run.starts;
  }
  return total / 21;
}

describe('growing looks', () => {
  it('grow each look by the factor, rounded up, and end at the full run', () => {
    expect(growingLooks(100, 10, 1.15)).toEqual([
      10, 12, 14, 17, 20, 23, 27, 32, 37, 43, 50, 58, 67, 78, 90, 100,
    ]);
    expect(growingLooks(100, 30, 2)).toEqual([30, 60, 100]);
    expect(growingLooks(30, 50, 2)).toEqual([30]);
  });

  it('join a last batch under half the one before it to that one, and keep one of exactly half', () => {
    // 40 → 80 leaves 10 rows, under half of 40: the look at 80 becomes the full run.
    expect(growingLooks(90, 10, 2)).toEqual([10, 20, 40, 90]);
    // 40 → 80 leaves 20 rows, exactly half of 40: the batch of 20 stays.
    expect(growingLooks(100, 10, 2)).toEqual([10, 20, 40, 80, 100]);
    // 20 → 60 leaves 40 rows, not under half of 40.
    expect(growingLooks(100, 20, 3)).toEqual([20, 60, 100]);
    // 20 → 60 leaves 10 rows: joined.
    expect(growingLooks(70, 20, 3)).toEqual([20, 70]);
  });
});

describe('the expected run under a boundary', () => {
  it('stops at a look where the passes reach passFrom or fall to failTo, each cut-off included', () => {
    // 10 rows with 4 passes, a first look at 5: P(k passes) = C(4,k)·C(6,5−k)/C(10,5), C(10,5) = 252.
    // Pass from 4 (k = 4: 6 orders in 252) or fail at 1 or fewer (k = 0: 6, k = 1: 60).
    const boundary = { looks: [5, 10], passFrom: [4, 11], failTo: [1, -1], worstPass: 0, worstFail: 0 };
    const early = 72 / 252;
    const run = expectedRun(10, 4, boundary);
    expect(run.rows).toBeCloseTo(5 * early + 10 * (1 - early), 12);
    expect(run.starts).toBeCloseTo(early + 2 * (1 - early), 12);
  });
});

describe('the plan by cost', () => {
  it('is the cheapest of the growing plans, with its expected cost over the stated prior', () => {
    const plan = planByCost({ population: 100, threshold: 0.5, alpha: 0.05, startCost: 0.1 });
    // Equal batches of 5 would cost less here (20 looks), but more than 12 equal looks are not planned.
    expect(plan?.looks).toEqual(growingLooks(100, 10, 1.15));
    const cheaperEqual = calibrateBoundary({
      population: 100,
      threshold: 0.5,
      alpha: 0.05,
      looks: equalLooks(100, 5),
    });
    expect(priorCost(100, 0.5, 0.1, cheaperEqual)).toBeLessThan(plan?.expectedCost ?? 0);
    expect(plan?.expectedCost).toBeCloseTo(priorCost(100, 0.5, 0.1, plan?.boundary as CalibratedBoundary), 9);
    expect(plan?.fullRunCost).toBeCloseTo(100.1, 12);
  });

  it('takes equal batches up to 12 looks when they are the cheapest', () => {
    const plan = planByCost({ population: 60, threshold: 0.5, alpha: 0.05, startCost: 0.1 });
    expect(plan?.looks).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    expect(plan?.expectedCost).toBeCloseTo(priorCost(60, 0.5, 0.1, plan?.boundary as CalibratedBoundary), 9);
  });

  it('is one full run, with no boundary, when a start costs more than any early stop saves', () => {
    const plan = planByCost({ population: 20, threshold: 0.8, alpha: 0.05, startCost: 1000 });
    expect(plan).toEqual({ looks: [20], boundary: null, expectedCost: 1020, fullRunCost: 1020 });
  });
});

describe('the adaptive batches and their note', () => {
  const base = { population: 100, threshold: 0.8, confidence: 0.95, runsPerRow: 1 };

  it("say the user's batch size, and that the confidence sequence decides only under confident", () => {
    const certain = planAdaptiveBatches({ ...base, mode: 'certain', batchSize: 30, startCost: undefined });
    expect(certain).toEqual({
      looks: [30, 60, 90, 100],
      boundary: undefined,
      note: 'batches of 30 rows (batch-size)',
    });
    const byDefault = planAdaptiveBatches({
      ...base,
      mode: 'certain',
      batchSize: undefined,
      startCost: undefined,
    });
    expect(byDefault.note).toBe('batches of the default size');
  });

  it('count a start of one row in the singular', () => {
    const plan = planAdaptiveBatches({ ...base, mode: 'confident', batchSize: undefined, startCost: 1 });
    expect(plan.note).toMatch(/^batches planned by cost \(an osmosis start counted as 1 row\): expected /);
  });

  it("state the plan's expected cost and its worst error, the larger of the two sides", () => {
    const plan = planAdaptiveBatches({ ...base, mode: 'confident', batchSize: undefined, startCost: 2 });
    const byCost = planByCost({ population: 100, threshold: 0.8, alpha: 1 - 0.95, startCost: 2 });
    const boundary = byCost?.boundary as CalibratedBoundary;
    expect(boundary.worstPass).not.toBeCloseTo(boundary.worstFail, 4);
    const worst = Math.max(boundary.worstPass, boundary.worstFail);
    expect(plan.looks).toEqual(byCost?.looks);
    expect(plan.note).toBe(
      `batches planned by cost (an osmosis start counted as 2 rows): expected ${Math.round(byCost?.expectedCost ?? 0)} rows' worth against 102 for a full run; a wrong verdict at most ${(worst * 100).toFixed(2)}% of the time, computed exactly`,
    );
  });

  it('run all rows as one batch when no batches are expected to pay', () => {
    const plan = planAdaptiveBatches({
      ...base,
      population: 20,
      mode: 'confident',
      batchSize: undefined,
      startCost: 1000,
    });
    expect(plan).toEqual({
      looks: [20],
      boundary: undefined,
      note: 'no batches are expected to cost less than one full run (an osmosis start counted as 1000 rows): all 20 rows run as one batch',
    });
  });
});
