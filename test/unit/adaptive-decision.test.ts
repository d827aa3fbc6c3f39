import { describe, expect, it } from 'vitest';
import { type AdaptiveLook, type AdaptiveOptions, decideAdaptive } from '../../src/core/adaptive/decision.js';
import { passesNeeded } from '../../src/core/adaptive/pass-count.js';
import { fullRunRateBounds } from '../../src/core/adaptive/three-outcome.js';

/** The reference: the smallest m in 0..N with m / N >= threshold, found by walking up from 0 (N if none). */
function smallestPassing(population: number, threshold: number): number {
  for (let m = 0; m <= population; m++) if (m / population >= threshold) return m;
  return population;
}

describe('passesNeeded', () => {
  it('is the smallest count whose rate reaches the threshold, for every population up to 60', () => {
    const wrong: string[] = [];
    for (let N = 1; N <= 60; N++) {
      const thresholds = [
        ...Array.from({ length: 21 }, (_, i) => i / 20),
        ...Array.from({ length: N + 1 }, (_, m) => m / N),
      ];
      for (const t of thresholds) {
        if (passesNeeded(N, t) !== smallestPassing(N, t)) wrong.push(`${N} at ${t}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('corrects a product that rounds up: 0.28 · 25 is 7.000000000000001, yet 7 of 25 reach 28%', () => {
    expect(Math.ceil(0.28 * 25)).toBe(8);
    expect(7 / 25 >= 0.28).toBe(true);
    expect(passesNeeded(25, 0.28)).toBe(7);
    expect(passesNeeded(50, 0.56)).toBe(28);
  });

  it('corrects a product that rounds down: just above 1/3, one row of 3 is not enough', () => {
    const justAbove = 0.33333333333333337;
    expect(1 / 3 < justAbove && Math.ceil(justAbove * 3) === 1).toBe(true);
    expect(passesNeeded(3, justAbove)).toBe(2);
    expect(passesNeeded(7, 0.4285714285714286)).toBe(4);
  });

  it('stays within 0..population for thresholds outside [0, 1]', () => {
    expect(passesNeeded(10, -0.5)).toBe(0);
    expect(passesNeeded(10, 1.5)).toBe(10);
  });
});

const look = (overrides: Partial<AdaptiveLook>): AdaptiveLook => ({
  population: 10,
  rowsRun: 5,
  runsPerRow: 1,
  passedItems: 3,
  completedItems: 5,
  skippedItems: 0,
  ...overrides,
});
const options = (overrides: Partial<AdaptiveOptions>): AdaptiveOptions => ({
  mode: 'confident',
  threshold: 0.5,
  confidence: 0.95,
  stop: 'both',
  ...overrides,
});

describe('the certain bounds', () => {
  it('put every remaining item at fail for the lower end and at pass for the upper end', () => {
    // 4 of 10 rows ran 3 times each: 12 items, 1 skipped, 11 completed with 7 passes; 18 items remain.
    // Lower 7 / (11 + 18), upper (7 + 18) / (11 + 18).
    const decision = decideAdaptive(
      look({ rowsRun: 4, runsPerRow: 3, passedItems: 7, completedItems: 11, skippedItems: 1 }),
      options({ threshold: 0.5 }),
      null,
    );
    expect(decision.certain.lower).toBeCloseTo(7 / 29, 15);
    expect(decision.certain.upper).toBeCloseTo(25 / 29, 15);
    expect(decision).toMatchObject({
      verdict: null,
      rule: null,
      confident: null,
      carry: null,
      errorBound: 0,
    });
  });

  it('are the whole of [0, 1] when nothing completed and nothing remains', () => {
    const decision = decideAdaptive(
      look({ rowsRun: 10, passedItems: 0, completedItems: 0, skippedItems: 10 }),
      options({}),
      null,
    );
    expect(decision.certain).toEqual({ lower: 0, upper: 1 });
    expect(decision).toMatchObject({ verdict: 'failed', rule: 'full-run' });
  });
});

describe('the full run', () => {
  it('decides by the pass rate of the completed items once every row ran, threshold included', () => {
    const full = look({ rowsRun: 10, passedItems: 6, completedItems: 8, skippedItems: 2 });
    expect(decideAdaptive(full, options({ threshold: 0.75 }), null)).toMatchObject({
      verdict: 'passed',
      rule: 'full-run',
      errorBound: 0,
      confident: null,
    });
    expect(decideAdaptive(full, options({ threshold: 0.76 }), null)).toMatchObject({
      verdict: 'failed',
      rule: 'full-run',
    });
  });

  it('is the full run whatever stop says, and keeps the carry it was given', () => {
    const carry = { lower: 2, upper: 9 };
    const full = look({ rowsRun: 10, passedItems: 10, completedItems: 10 });
    expect(decideAdaptive(full, options({ stop: 'pass' }), carry)).toMatchObject({
      verdict: 'passed',
      rule: 'full-run',
      carry,
    });
    const none = look({ rowsRun: 10, passedItems: 0, completedItems: 10 });
    expect(decideAdaptive(none, options({ stop: 'pass' }), null)).toMatchObject({ verdict: 'failed' });
    expect(decideAdaptive(none, options({ stop: 'both' }), null)).toMatchObject({ verdict: 'failed' });
  });
});

describe('the certain rule', () => {
  // 10 rows, 5 run, 5 remain: lower = passed / 10, upper = (passed + 5) / 10.
  it('passes when the lower end reaches the threshold, and not a hair before', () => {
    const fivePasses = look({ passedItems: 5 });
    expect(decideAdaptive(fivePasses, options({ mode: 'certain', threshold: 0.5 }), null)).toMatchObject({
      verdict: 'passed',
      rule: 'certain',
      errorBound: 0,
      confident: null,
      certain: { lower: 0.5, upper: 1 },
    });
    expect(
      decideAdaptive(fivePasses, options({ mode: 'certain', threshold: 0.51 }), null).verdict,
    ).toBeNull();
  });

  it('fails when the upper end falls below the threshold, not when it touches it', () => {
    const noPasses = look({ passedItems: 0 });
    expect(decideAdaptive(noPasses, options({ mode: 'certain', threshold: 0.51 }), null)).toMatchObject({
      verdict: 'failed',
      rule: 'certain',
      certain: { lower: 0, upper: 0.5 },
    });
    expect(decideAdaptive(noPasses, options({ mode: 'certain', threshold: 0.5 }), null).verdict).toBeNull();
  });

  it('announces only the verdicts stop allows', () => {
    const fivePasses = look({ passedItems: 5 });
    const noPasses = look({ passedItems: 0 });
    const certain = (stop: AdaptiveOptions['stop'], threshold: number) =>
      options({ mode: 'certain', stop, threshold });
    expect(decideAdaptive(fivePasses, certain('both', 0.5), null).verdict).toBe('passed');
    expect(decideAdaptive(fivePasses, certain('pass', 0.5), null).verdict).toBe('passed');
    expect(decideAdaptive(noPasses, certain('pass', 0.6), null).verdict).toBeNull();
    expect(decideAdaptive(noPasses, certain('both', 0.6), null).verdict).toBe('failed');
  });
});

describe('the confidence-sequence rule', () => {
  const allPassed = look({ passedItems: 5 });
  const nonePassed = look({ passedItems: 0 });
  const bounds = (passed: number, failed: number, skipped: number, confidence = 0.95) =>
    fullRunRateBounds({ population: 10, seen: { passed, failed, skipped }, alpha: 1 - confidence });

  it('passes when every full run still possible in the set reaches the threshold', () => {
    const set = bounds(5, 0, 0);
    const decision = decideAdaptive(allPassed, options({ threshold: set.lower }), null);
    expect(decision).toMatchObject({ verdict: 'passed', rule: 'confidence-sequence', errorBound: 0.05 });
    expect(decision.confident).toEqual(set);
    expect(decision.carry).toEqual(set);
    expect(decision.certain).toEqual({ lower: 0.5, upper: 1 });
    // The certain rule alone could not: 5 of 10 is below the threshold.
    expect(set.lower).toBeGreaterThan(0.5);
  });

  it('gives no verdict when the lowest rate is just short, but reports and carries the bounds', () => {
    const set = bounds(5, 0, 0);
    const decision = decideAdaptive(allPassed, options({ threshold: set.lower + 1e-9 }), null);
    expect(decision).toEqual({
      verdict: null,
      rule: null,
      certain: { lower: 0.5, upper: 1 },
      confident: set,
      carry: set,
      errorBound: 0,
    });
  });

  it('fails when every full run still possible is below the threshold, and not when one reaches it', () => {
    const set = bounds(0, 5, 0);
    const failed = decideAdaptive(nonePassed, options({ threshold: set.upper + 1e-9 }), null);
    expect(failed).toMatchObject({ verdict: 'failed', rule: 'confidence-sequence', carry: set });
    const open = decideAdaptive(nonePassed, options({ threshold: set.upper }), null);
    expect(open).toMatchObject({ verdict: null, rule: null, carry: set });
  });

  it('takes alpha as one minus the confidence: a lower confidence, a narrower set', () => {
    const at95 = bounds(5, 0, 0);
    const at50 = bounds(5, 0, 0, 0.5);
    expect(at50.lower).toBeGreaterThan(at95.lower);
    const decision = decideAdaptive(allPassed, options({ threshold: at50.lower, confidence: 0.5 }), null);
    expect(decision).toMatchObject({ verdict: 'passed', errorBound: 0.5 });
    expect(decideAdaptive(allPassed, options({ threshold: at50.lower }), null).verdict).toBeNull();
  });

  it('intersects with the bounds carried from earlier looks (the running intersection)', () => {
    const set = bounds(5, 0, 0);
    const narrower = decideAdaptive(allPassed, options({ threshold: 0.99 }), { lower: 0.7, upper: 0.9 });
    expect(narrower.carry).toEqual({ lower: Math.max(0.7, set.lower), upper: 0.9 });
    // The carried lower bound decides a pass the fresh bounds alone would not.
    const threshold = set.lower + 0.05;
    expect(decideAdaptive(allPassed, options({ threshold }), null).verdict).toBeNull();
    expect(decideAdaptive(allPassed, options({ threshold }), { lower: threshold, upper: 1 }).verdict).toBe(
      'passed',
    );
  });

  it('announces only the verdicts stop allows', () => {
    expect(decideAdaptive(allPassed, options({ threshold: 0.6, stop: 'pass' }), null).verdict).toBe('passed');
    expect(decideAdaptive(nonePassed, options({ threshold: 0.5, stop: 'pass' }), null).verdict).toBeNull();
    expect(decideAdaptive(nonePassed, options({ threshold: 0.5, stop: 'both' }), null).verdict).toBe(
      'failed',
    );
  });

  it('applies only in confident mode, to one run per row; skipped rows seen widen the set upwards', () => {
    const inCertainMode = decideAdaptive(allPassed, options({ mode: 'certain', threshold: 0.6 }), null);
    expect(inCertainMode).toMatchObject({ verdict: null, confident: null, carry: null });
    const twoRuns = look({ runsPerRow: 2, passedItems: 10, completedItems: 10 });
    // Items: 10 of 20 passed, 10 remain: certain [0.5, 1]; the sequence would have passed at 0.6.
    expect(decideAdaptive(twoRuns, options({ threshold: 0.6 }), null)).toMatchObject({
      verdict: null,
      confident: null,
    });
    // 2 passed, 2 failed, 1 skipped: the set counts rows that may be skipped later, so its upper end
    // is above what 2 + 5 passes of 10 would give.
    const skipped = decideAdaptive(
      look({ passedItems: 2, completedItems: 4, skippedItems: 1 }),
      options({ threshold: 0.5 }),
      null,
    );
    expect(skipped.confident).toEqual(bounds(2, 2, 1));
    expect(skipped.confident?.upper ?? 0).toBeGreaterThan(0.7);
  });
});
