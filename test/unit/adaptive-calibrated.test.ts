import { describe, expect, it } from 'vitest';
import {
  boundaryVerdict,
  type CalibratedBoundary,
  calibrateBoundary,
  crossingProbability,
} from '../../src/core/adaptive/calibrated.js';
import { CALIBRATED_MAX_ROWS, planAdaptiveBatches, planByCost } from '../../src/core/adaptive/cost-plan.js';
import { decideAdaptive } from '../../src/core/adaptive/decision.js';
import { hypergeometricWindow, logFactorialTable } from '../../src/core/adaptive/hypergeometric.js';
import { passesNeeded } from '../../src/core/adaptive/pass-count.js';

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
};

type Outcome = 'pass' | 'fail' | 'skip';

/** Every distinct sequence of a multiset of outcomes: under a uniform order each is equally likely. */
function* sequences(counts: Record<Outcome, number>): Generator<Outcome[]> {
  const total = counts.pass + counts.fail + counts.skip;
  if (total === 0) {
    yield [];
    return;
  }
  for (const outcome of ['pass', 'fail', 'skip'] as const) {
    if (counts[outcome] === 0) continue;
    for (const rest of sequences({ ...counts, [outcome]: counts[outcome] - 1 })) yield [outcome, ...rest];
  }
}

/** The verdict eval-run reaches on a sequence: decideAdaptive after each look, as commands/eval-run/adaptive.ts calls it. */
function adaptiveVerdict(
  sequence: Outcome[],
  boundary: CalibratedBoundary,
  threshold: number,
  alpha: number,
) {
  let carry = null;
  for (const n of boundary.looks) {
    const seen = sequence.slice(0, n);
    const passed = seen.filter((o) => o === 'pass').length;
    const skipped = seen.filter((o) => o === 'skip').length;
    const look = {
      population: sequence.length,
      rowsRun: n,
      runsPerRow: 1,
      passedItems: passed,
      completedItems: n - skipped,
      skippedItems: skipped,
    };
    const decision = decideAdaptive(
      look,
      { mode: 'confident', threshold, confidence: 1 - alpha, stop: 'both', boundary },
      carry,
    );
    carry = decision.carry;
    if (decision.verdict) return { verdict: decision.verdict, n, rule: decision.rule };
  }
  throw new Error('the last look always decides');
}

describe('the hypergeometric window', () => {
  it('equals the exact law for every small urn, and loses no mass there', () => {
    const lf = logFactorialTable(30);
    for (const left of [1, 7, 30]) {
      for (let good = 0; good <= left; good += 3) {
        for (let draws = 0; draws <= left; draws += 2) {
          const { from, probabilities, lost } = hypergeometricWindow(left, good, draws, lf);
          for (let i = 0; i <= draws; i++) {
            const exact = (choose(good, i) * choose(left - good, draws - i)) / choose(left, draws);
            const got =
              i >= from && i < from + probabilities.length ? (probabilities[i - from] as number) : 0;
            expect(got).toBeCloseTo(exact, 12);
          }
          expect(lost).toBeLessThan(1e-18);
        }
      }
    }
  });

  it('leaves out only negligible tails of a large urn, and says how much', () => {
    const { probabilities, lost } = hypergeometricWindow(2000, 1600, 1000, logFactorialTable(2000));
    expect(probabilities.length).toBeLessThan(200);
    expect(lost).toBeLessThan(1e-16);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 14);
  });
});

describe('the exact crossing probability', () => {
  it('equals the share of orders whose pass count crosses, counted one by one', () => {
    const N = 10;
    const looks = [3, 6, 8];
    const cuts = [3, 5, 6];
    for (let K = 0; K <= N; K++) {
      let crossing = 0;
      let orders = 0;
      for (const sequence of sequences({ pass: K, fail: N - K, skip: 0 })) {
        orders++;
        const crosses = looks.some(
          (n, j) => sequence.slice(0, n).filter((o) => o === 'pass').length >= (cuts[j] as number),
        );
        if (crosses) crossing++;
      }
      expect(crossingProbability(N, K, looks, (j, k) => k >= (cuts[j] as number))).toBeCloseTo(
        crossing / orders,
        12,
      );
    }
  });
});

describe('the calibrated boundary', () => {
  it('has its exact worst case at the closest datasets, at most the stated error, on every K', () => {
    for (const [N, threshold, looks] of [
      [60, 0.8, [10, 20, 40, 60]],
      [200, 0.6, [30, 60, 120, 200]],
    ] as const) {
      const alpha = 0.05;
      const boundary = calibrateBoundary({ population: N, threshold, alpha, looks });
      const needed = passesNeeded(N, threshold);
      const early = looks.slice(0, -1);
      const wrongPass = (K: number) =>
        crossingProbability(N, K, early, (j, k) => k >= (boundary.passFrom[j] as number));
      const wrongFail = (K: number) =>
        crossingProbability(N, K, early, (j, k) => k <= (boundary.failTo[j] as number));
      let worst = 0;
      for (let K = 0; K <= N; K++) {
        const error = K < needed ? wrongPass(K) : wrongFail(K);
        worst = Math.max(worst, error);
        expect(error).toBeLessThanOrEqual(alpha);
      }
      expect(worst).toBeCloseTo(Math.max(boundary.worstPass, boundary.worstFail), 12);
      expect(boundary.worstPass).toBeCloseTo(wrongPass(needed - 1), 12);
      expect(boundary.worstFail).toBeCloseTo(wrongFail(needed), 12);
      // Calibrated, not merely safe: it spends most of the stated error.
      expect(Math.max(boundary.worstPass, boundary.worstFail)).toBeGreaterThan(alpha / 2);
    }
  });

  it('differs from the full run in at most alpha of the orders of every dataset of up to 7 rows, skips included', () => {
    let early = 0;
    for (let N = 2; N <= 7; N++) {
      const looks = N > 4 ? [2, 4, N] : [1, N];
      for (const threshold of [0.3, 0.5, 0.7, 1]) {
        for (const alpha of [0.2, 0.45]) {
          const boundary = calibrateBoundary({ population: N, threshold, alpha, looks });
          for (let pass = 0; pass <= N; pass++) {
            for (let skip = 0; pass + skip <= N; skip++) {
              const fail = N - pass - skip;
              const rate = pass + fail > 0 ? pass / (pass + fail) : 0;
              const full = rate >= threshold ? 'passed' : 'failed';
              let wrong = 0;
              let orders = 0;
              for (const sequence of sequences({ pass, fail, skip })) {
                orders++;
                const decided = adaptiveVerdict(sequence, boundary, threshold, alpha);
                if (decided.n < N) early++;
                if (decided.verdict !== full) wrong++;
              }
              expect(
                wrong / orders,
                `${pass}/${fail}/${skip} at ${threshold}, alpha ${alpha}`,
              ).toBeLessThanOrEqual(alpha + 1e-12);
            }
          }
        }
      }
    }
    // The bound is not met by never stopping: many orders stop early.
    expect(early).toBeGreaterThan(1000);
  });

  it('passes on passes counting a skip as a failure, and fails on rows not failed counting it as a pass', () => {
    const boundary = { looks: [10, 20], passFrom: [8, 21], failTo: [4, -1] };
    expect(boundaryVerdict(boundary, 0, 8, 9)).toBe('passed');
    expect(boundaryVerdict(boundary, 0, 7, 9)).toBeNull();
    expect(boundaryVerdict(boundary, 0, 2, 4)).toBe('failed');
    expect(boundaryVerdict(boundary, 0, 2, 5)).toBeNull();
    expect(boundaryVerdict(boundary, 1, 20, 20)).toBeNull();
  });

  it('never stops early where every dataset passes the same way it started: a threshold of 0 passes at once', () => {
    const boundary = calibrateBoundary({ population: 50, threshold: 0, alpha: 0.05, looks: [10, 50] });
    expect(boundary).toMatchObject({ passFrom: [0, 51], failTo: [-1, -1], worstPass: 0, worstFail: 0 });
  });

  it('refuses a plan whose last look is not the full run, and an error of a half or more', () => {
    expect(() => calibrateBoundary({ population: 50, threshold: 0.8, alpha: 0.05, looks: [10, 40] })).toThrow(
      /last look must be the full run/,
    );
    expect(() => calibrateBoundary({ population: 50, threshold: 0.8, alpha: 0.5, looks: [10, 50] })).toThrow(
      /alpha/,
    );
  });
});

describe('batches planned by cost', () => {
  it('stop early where it pays: 200 rows look first at a fraction and cost well under a full run', () => {
    const plan = planByCost({ population: 200, threshold: 0.8, alpha: 0.05, startCost: 5 });
    expect(plan?.boundary).not.toBeNull();
    expect(plan?.looks.at(-1)).toBe(200);
    expect(plan?.looks[0]).toBeLessThan(100);
    expect(plan?.expectedCost).toBeLessThan((plan?.fullRunCost ?? 0) * 0.6);
    expect(Math.max(plan?.boundary?.worstPass ?? 1, plan?.boundary?.worstFail ?? 1)).toBeLessThanOrEqual(
      0.05,
    );
  });

  it('a costlier start buys fewer, larger batches', () => {
    // 500 rows take over a minute per run under Stryker's instrumentation; 200 show the same (11 looks against 2).
    const population = process.env.OSMOSIS_CI_MUTATION ? 200 : 500;
    const cheap = planByCost({ population, threshold: 0.8, alpha: 0.05, startCost: 1 });
    const dear = planByCost({ population, threshold: 0.8, alpha: 0.05, startCost: 100 });
    expect(dear?.looks.length).toBeLessThan(cheap?.looks.length ?? 0);
  });

  it('is one full run when no early look can pay for its start', () => {
    const plan = planByCost({ population: 8, threshold: 0.8, alpha: 0.05, startCost: 5 });
    expect(plan).toMatchObject({ looks: [8], boundary: null, fullRunCost: 13 });
  });

  it('is not computed above its size: the confidence sequence decides there, and the plan says so', () => {
    expect(
      planByCost({ population: CALIBRATED_MAX_ROWS + 1, threshold: 0.8, alpha: 0.05, startCost: 5 }),
    ).toBe(undefined);
    const base = { mode: 'confident' as const, threshold: 0.8, confidence: 0.95, runsPerRow: 1 };
    const large = planAdaptiveBatches({
      ...base,
      population: CALIBRATED_MAX_ROWS + 1,
      batchSize: undefined,
      startCost: undefined,
    });
    expect(large.boundary).toBeUndefined();
    expect(large.looks[0]).toBe(Math.ceil((CALIBRATED_MAX_ROWS + 1) / 10));
    expect(large.note).toMatch(/above 2000 rows the boundary is not calibrated.*confidence sequence decides/);
  });

  it("takes the user's batch size as it is, and certain's and several runs per row's default batches", () => {
    const base = {
      mode: 'confident' as const,
      population: 100,
      threshold: 0.8,
      confidence: 0.95,
      runsPerRow: 1,
    };
    const sized = planAdaptiveBatches({ ...base, batchSize: 30, startCost: undefined });
    expect(sized).toMatchObject({ looks: [30, 60, 90, 100], boundary: undefined });
    expect(sized.note).toBe('batches of 30 rows (batch-size): the confidence sequence decides');
    const certain = planAdaptiveBatches({
      ...base,
      mode: 'certain',
      batchSize: undefined,
      startCost: undefined,
    });
    expect(certain).toMatchObject({ looks: [20, 40, 60, 80, 100], boundary: undefined });
    const repeats = planAdaptiveBatches({
      ...base,
      runsPerRow: 3,
      batchSize: undefined,
      startCost: undefined,
    });
    expect(repeats.boundary).toBeUndefined();
    expect(repeats.note).toMatch(/only the certain rule decides/);
    const tiny = planAdaptiveBatches({ ...base, population: 8, batchSize: undefined, startCost: 5 });
    expect(tiny).toMatchObject({ looks: [8], boundary: undefined });
    expect(tiny.note).toMatch(/all 8 rows run as one batch/);
    const planned = planAdaptiveBatches({ ...base, batchSize: undefined, startCost: 2 });
    expect(planned.boundary).toBeDefined();
    expect(planned.note).toMatch(/^batches planned by cost \(an osmosis start counted as 2 rows\)/);
  });
});
