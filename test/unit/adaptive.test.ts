import { describe, expect, it } from 'vitest';
import { passCountBounds, priorCentredOn } from '../../src/core/adaptive/confidence-sequence.js';
import { type AdaptiveLook, decideAdaptive } from '../../src/core/adaptive/decision.js';
import { adaptiveSeed, batchRows, defaultBatchSize, seededOrder } from '../../src/core/adaptive/order.js';
import { passesNeeded } from '../../src/core/adaptive/pass-count.js';
import { adaptivePopulation, adaptiveTag, batchRunName } from '../../src/core/adaptive/plan.js';
import { logBeta, logChoose, logGamma } from '../../src/core/stats.js';

type Outcome = 'pass' | 'fail' | 'skip';

/** The looks an adaptive run makes over `outcomes` taken in order, one per batch. */
function looks(outcomes: Outcome[], batch: number): AdaptiveLook[] {
  const result: AdaptiveLook[] = [];
  for (let end = batch; ; end += batch) {
    const seen = outcomes.slice(0, Math.min(end, outcomes.length));
    result.push({
      population: outcomes.length,
      rowsRun: seen.length,
      runsPerRow: 1,
      passedItems: seen.filter((o) => o === 'pass').length,
      completedItems: seen.filter((o) => o !== 'skip').length,
      skippedItems: seen.filter((o) => o === 'skip').length,
    });
    if (seen.length === outcomes.length) return result;
  }
}

function firstVerdict(outcomes: Outcome[], batch: number, mode: 'certain' | 'confident', threshold: number) {
  let carry = null;
  for (const look of looks(outcomes, batch)) {
    const decision = decideAdaptive(look, { mode, threshold, confidence: 0.95, stop: 'both' }, carry);
    if (decision.verdict) return { ...decision, rowsRun: look.rowsRun };
    carry = decision.carry;
  }
  throw new Error('the last look must decide');
}

function fullVerdict(outcomes: Outcome[], threshold: number): 'passed' | 'failed' {
  const passed = outcomes.filter((o) => o === 'pass').length;
  const completed = outcomes.filter((o) => o !== 'skip').length;
  return (completed > 0 ? passed / completed : 0) >= threshold ? 'passed' : 'failed';
}

describe('the certain rule', () => {
  it('never disagrees with the full run: every dataset of up to 7 rows (pass, fail or skipped), every batch size', () => {
    let decidedEarly = 0;
    for (let n = 1; n <= 7; n++) {
      for (let code = 0; code < 3 ** n; code++) {
        const outcomes: Outcome[] = [];
        for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 3))
          outcomes.push((['pass', 'fail', 'skip'] as const)[c % 3] as Outcome);
        for (const threshold of [0, 0.5, 0.75, 0.8, 1]) {
          for (let batch = 1; batch <= n; batch++) {
            const early = firstVerdict(outcomes, batch, 'certain', threshold);
            expect(early.verdict).toBe(fullVerdict(outcomes, threshold));
            if (early.rule === 'certain') decidedEarly++;
          }
        }
      }
    }
    // It does decide early, often: the exhaustive check is not vacuous.
    expect(decidedEarly).toBeGreaterThan(10_000);
  });

  it('passes as soon as the passes reach the threshold of all rows, and fails once too many rows failed', () => {
    const outcomes: Outcome[] = [...Array(8).fill('pass'), ...Array(2).fill('fail')];
    expect(firstVerdict(outcomes, 1, 'certain', 0.8)).toMatchObject({ verdict: 'passed', rowsRun: 8 });
    const failing: Outcome[] = [...Array(3).fill('fail'), ...Array(7).fill('pass')];
    expect(firstVerdict(failing, 1, 'certain', 0.8)).toMatchObject({
      verdict: 'failed',
      rowsRun: 3,
      rule: 'certain',
    });
  });

  it('with stop: pass, a failure always rests on every row', () => {
    const outcomes: Outcome[] = Array(10).fill('fail');
    let carry = null;
    for (const look of looks(outcomes, 2)) {
      const decision = decideAdaptive(
        look,
        { mode: 'confident', threshold: 0.5, confidence: 0.95, stop: 'pass' },
        carry,
      );
      carry = decision.carry;
      if (look.rowsRun < 10) expect(decision.verdict).toBeNull();
      else expect(decision).toMatchObject({ verdict: 'failed', rule: 'full-run' });
    }
  });
});

describe('the confidence sequence for sampling without replacement', () => {
  it('holds the true pass count at every look at once in at least 1 - alpha of random orders', () => {
    const N = 60;
    const K = 45;
    const alpha = 0.1;
    const rows = Array.from({ length: N }, (_, i) => i);
    let misses = 0;
    // Under mutation testing every statement is instrumented: fewer orders, the same claim.
    const trials = process.env.OSMOSIS_CI_MUTATION ? 60 : 600;
    for (let trial = 0; trial < trials; trial++) {
      const order = seededOrder(rows, `coverage-${trial}`);
      let passed = 0;
      let lower = 0;
      let upper = N;
      for (let n = 1; n <= N; n++) {
        if ((order[n - 1] as number) < K) passed++;
        const bounds = passCountBounds({ population: N, sampled: n, passed, alpha });
        lower = Math.max(lower, bounds.lower);
        upper = Math.min(upper, bounds.upper);
      }
      // Looked after every single row: the harshest use of an anytime-valid sequence.
      if (lower > K || upper < K) misses++;
    }
    expect(misses / trials).toBeLessThanOrEqual(alpha);
  });

  it('narrows as rows come in and is a single point when every row ran', () => {
    const early = passCountBounds({ population: 200, sampled: 20, passed: 18, alpha: 0.05 });
    const later = passCountBounds({ population: 200, sampled: 120, passed: 108, alpha: 0.05 });
    expect(later.upper - later.lower).toBeLessThan(early.upper - early.lower);
    expect(early.lower).toBeGreaterThanOrEqual(18);
    expect(early.upper).toBeLessThanOrEqual(18 + 180);
    expect(passCountBounds({ population: 200, sampled: 200, passed: 170, alpha: 0.05 })).toEqual({
      lower: 170,
      upper: 170,
    });
  });

  it('a prior centred on the right rate narrows it sooner; a wrong one never excludes the truth here', () => {
    const flat = passCountBounds({ population: 500, sampled: 50, passed: 46, alpha: 0.05 });
    const right = passCountBounds({
      population: 500,
      sampled: 50,
      passed: 46,
      alpha: 0.05,
      prior: priorCentredOn(0.92),
    });
    expect(right.upper - right.lower).toBeLessThanOrEqual(flat.upper - flat.lower);
    const wrong = passCountBounds({
      population: 500,
      sampled: 50,
      passed: 46,
      alpha: 0.05,
      prior: priorCentredOn(0.2),
    });
    expect(wrong.lower).toBeLessThanOrEqual(460);
    expect(wrong.upper).toBeGreaterThanOrEqual(460);
  });

  it('refuses an alpha outside (0, 1) and counts that do not add up', () => {
    expect(() => passCountBounds({ population: 10, sampled: 5, passed: 3, alpha: 0 })).toThrow(RangeError);
    expect(() => passCountBounds({ population: 10, sampled: 5, passed: 6, alpha: 0.05 })).toThrow(RangeError);
  });
});

describe('passesNeeded', () => {
  it.each([
    [200, 0.8, 160],
    [199, 0.8, 160],
    [10, 0.75, 8],
    [3, 1 / 3, 1],
    [10, 0, 0],
    [10, 1, 10],
  ])('of %i rows at %f is %i', (population, threshold, needed) => {
    expect(passesNeeded(population, threshold)).toBe(needed);
    expect(needed / population).toBeGreaterThanOrEqual(threshold);
    if (needed > 0) expect((needed - 1) / population).toBeLessThan(threshold);
  });
});

describe('the seeded order', () => {
  const rows = Array.from({ length: 50 }, (_, i) => i);

  it('is a permutation, the same for the same seed and another for another seed', () => {
    const seed = adaptiveSeed({ configDigest: 'c', inputsDigest: 'i' });
    const order = seededOrder(rows, seed);
    expect([...order].sort((a, b) => a - b)).toEqual(rows);
    expect(seededOrder(rows, seed)).toEqual(order);
    expect(seededOrder(rows, adaptiveSeed({ configDigest: 'c', inputsDigest: 'i2' }))).not.toEqual(order);
  });

  it('puts each row first about equally often (uniform)', () => {
    const firsts = new Array(5).fill(0);
    for (let i = 0; i < 5000; i++) firsts[seededOrder([0, 1, 2, 3, 4], `u${i}`)[0] as number]++;
    for (const count of firsts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('cuts into batches of the default size: at least 20 rows, at most ten batches', () => {
    expect(defaultBatchSize(50)).toBe(20);
    expect(defaultBatchSize(1000)).toBe(100);
    expect(defaultBatchSize(1001)).toBe(101);
    expect(batchRows(rows, [20, 40, 50], 2)).toEqual(rows.slice(40, 50));
  });
});

describe('log-gamma and friends', () => {
  it('match exact values', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10);
    expect(logChoose(10, 3)).toBeCloseTo(Math.log(120), 10);
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 12);
    expect(logChoose(5, 6)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('the adaptive plan', () => {
  it('takes the population from rows, else the config limit, else the whole dataset', () => {
    expect(adaptivePopulation({ rows: '3,5-6', limit: 2, datasetRows: 10 })).toEqual([3, 5, 6]);
    expect(adaptivePopulation({ rows: undefined, limit: 4, datasetRows: 10 })).toEqual([0, 1, 2, 3]);
    expect(adaptivePopulation({ rows: undefined, limit: 40, datasetRows: 3 })).toEqual([0, 1, 2]);
    expect(adaptivePopulation({ rows: undefined, limit: undefined, datasetRows: 2 })).toEqual([0, 1]);
    expect(adaptivePopulation({ rows: undefined, limit: undefined, datasetRows: undefined })).toMatch(
      /needs to know how many rows/,
    );
  });

  it('names each batch after the run, within 96 characters, and a new seed or batch plan renames them', () => {
    const choices = { mode: 'confident' as const, confidence: 0.95, looks: [25, 50], calibrated: false };
    const tag = adaptiveTag('seed', choices);
    expect(tag).toMatch(/^[0-9a-f]{8}$/);
    expect(batchRunName('quickstart-pr7', tag, 0)).toBe(`quickstart-pr7.a${tag}.b1`);
    const long = batchRunName('x'.repeat(120), tag, 11);
    expect(long.length).toBeLessThanOrEqual(96);
    expect(long.endsWith(`.a${tag}.b12`)).toBe(true);
    expect(adaptiveTag('seed', { ...choices, looks: [26, 50] })).not.toBe(tag);
    expect(adaptiveTag('seed2', choices)).not.toBe(tag);
  });
});
