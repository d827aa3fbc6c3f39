/**
 * core/history/history-statistics.ts against reference computations written out here: the flip bound, the
 * re-runs a flip needs in each direction, the false-confirmation chance, the score test's every field and
 * its level's boundary, the short history's test levels, and the score's leave-one-out over-dispersion.
 */
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_ERROR,
  DETECTION_POWER,
  falseConfirmations,
  flipBound,
  MAX_RERUNS,
  rerunsFor,
  type ScoredRow,
  scoreDispersion,
  scoreTest,
} from '../../src/core/history/history-statistics.js';
import { dispersionOf, MIN_DISPERSION_RUNS } from '../../src/core/history/history-tests.js';
import { estimateRow, type RowEstimate } from '../../src/core/history/row-history.js';
import { normalCdf, normalQuantile } from '../../src/core/stats.js';

/** p^a (1 − p)^b at p = a / (a + b), by powers (the module works in logarithms). */
const boundByPowers = (a: number, b: number) => (a / (a + b)) ** a * (b / (a + b)) ** b;

/** The first k in 1..MAX_RERUNS whose bound reaches CONFIRM_ERROR, by brute force. */
function referenceReruns(steady: number, flips: number, items: number) {
  for (let k = 1; k <= MAX_RERUNS; k++) {
    const bound = boundByPowers(steady, flips + k * items);
    if (bound <= CONFIRM_ERROR) return { reruns: k, confirmError: bound };
  }
  return { reruns: MAX_RERUNS, confirmError: boundByPowers(steady, flips + MAX_RERUNS * items) };
}

const history = (passes: number, failures: number): RowEstimate =>
  estimateRow('r', ['P'.repeat(passes) + 'F'.repeat(failures)]);

describe('flipBound and falseConfirmations', () => {
  it('is 1 when either count is 0, else the largest likelihood over p', () => {
    expect(flipBound(0, 4)).toBe(1);
    expect(flipBound(4, 0)).toBe(1);
    expect(flipBound(3, 1)).toBeCloseTo(0.10546875, 12);
    expect(flipBound(20, 3)).toBeCloseTo(boundByPowers(20, 3), 14);
  });

  it('is 1 with nothing confirmed, else C(candidates, confirmed) · error^confirmed, at most 1', () => {
    expect(falseConfirmations(0, 10, 1e-9)).toBe(1);
    expect(falseConfirmations(2, 10, 1e-3)).toBeCloseTo(45e-6, 15);
    expect(falseConfirmations(3, 2, 1e-2)).toBeCloseTo(1e-6, 15); // never fewer candidates than confirmed
    expect(falseConfirmations(1, 100, 0.5)).toBe(1);
  });
});

describe('rerunsFor', () => {
  it('counts the pull request items the history agrees with as steady, the others as flips (pass → fail)', () => {
    // A two-item row that passed 12 times: now one pass (steady) and one failure (the flip).
    const found = rerunsFor(history(12, 0), { passes: 1, failures: 1, items: 2 }, 'pass-to-fail');
    expect(found.flipError).toBeCloseTo(boundByPowers(13, 1), 14);
    expect(found.reruns).toBe(referenceReruns(13, 1, 2).reruns);
    expect(found.confirmError).toBeCloseTo(referenceReruns(13, 1, 2).confirmError, 14);
  });

  it('the other way round for a row that never passed and passes now (fail → pass)', () => {
    const found = rerunsFor(history(0, 12), { passes: 1, failures: 2, items: 3 }, 'fail-to-pass');
    expect(found.flipError).toBeCloseTo(boundByPowers(14, 1), 14);
    expect(found.reruns).toBe(referenceReruns(14, 1, 3).reruns);
    expect(found.confirmError).toBeCloseTo(referenceReruns(14, 1, 3).confirmError, 14);
  });

  it('a clean 20-run history takes 4 re-runs of a one-item row; a short one takes all MAX_RERUNS', () => {
    expect(rerunsFor(history(20, 0), { passes: 0, failures: 1, items: 1 }, 'pass-to-fail').reruns).toBe(4);
    const short = rerunsFor(history(2, 0), { passes: 0, failures: 1, items: 1 }, 'pass-to-fail');
    expect(short.reruns).toBe(MAX_RERUNS);
    expect(short.confirmError).toBeCloseTo(boundByPowers(2, 1 + MAX_RERUNS), 14);
    expect(short.confirmError).toBeGreaterThan(CONFIRM_ERROR);
  });
});

describe('scoreTest', () => {
  const rows: ScoredRow[] = [
    { key: 'a', history: history(3, 1), passes: 0, items: 2 },
    { key: 'b', history: history(1, 4), passes: 1, items: 1 },
    { key: 'c', history: history(6, 6), passes: 1, items: 3 },
  ];
  /** Σ (passes − m p̂) and Σ m p̂(1 − p̂) + m² n p̂(1 − p̂) / (n + 1)², written out. */
  function reference(dispersion: number) {
    let score = 0;
    let variance = 0;
    let items = 0;
    for (const row of rows) {
      const p = row.history.estimate;
      const n = row.history.trials;
      score += row.passes - row.items * p;
      variance += row.items * p * (1 - p) + (row.items ** 2 * n * p * (1 - p)) / (n + 1) ** 2;
      items += row.items;
    }
    variance *= dispersion;
    const z = (score + 0.5) / Math.sqrt(variance);
    return { score, variance, z, items };
  }

  it.each([1, 2.5])('gives every field from the rows, over-dispersion %s', (dispersion) => {
    const expected = reference(dispersion);
    const test = scoreTest(rows, 0.01, dispersion);
    expect(test.rows).toBe(3);
    expect(test.items).toBe(6);
    expect(test.dispersion).toBe(dispersion);
    expect(test.score).toBeCloseTo(expected.score, 12);
    expect(test.variance).toBeCloseTo(expected.variance, 12);
    expect(test.z).toBeCloseTo(expected.z, 12);
    expect(test.pValue).toBeCloseTo(normalCdf(expected.z), 12);
    const detectable =
      ((-normalQuantile(0.01) + normalQuantile(DETECTION_POWER)) * Math.sqrt(expected.variance)) / 6;
    expect(test.detectableDrop).toBeCloseTo(detectable, 12);
  });

  it('is significant only below its level, not at it', () => {
    const { pValue } = scoreTest(rows, 0.5);
    expect(scoreTest(rows, pValue).significant).toBe(false);
    expect(scoreTest(rows, pValue * (1 + 1e-9)).significant).toBe(true);
  });

  it('without variance: z 0, p 1, nothing detectable', () => {
    const empty = scoreTest([]);
    expect(empty).toMatchObject({ rows: 0, score: 0, variance: 0, z: 0, pValue: 1, detectableDrop: null });
    // A row whose estimate is certain adds items but no variance: still nothing to detect with.
    const certain = { ...history(5, 0), estimate: 1 };
    const test = scoreTest([{ key: 'x', history: certain, passes: 0, items: 2 }]);
    expect(test).toMatchObject({ items: 2, variance: 0, z: 0, pValue: 1, significant: false });
    expect(test.detectableDrop).toBeNull();
  });
});

describe('scoreDispersion', () => {
  // Two flaky rows over MIN_DISPERSION_RUNS + 1 runs that move together, a row seen in some runs only, and
  // one the history does not know.
  const segments: Record<string, string[]> = {
    a: ['P', 'P', 'F', 'F', 'P', 'F'],
    b: ['P', 'P', 'F', 'F', 'P', 'F'],
    c: ['PF', '', 'FF', 'P', '', 'F'],
  };
  const runs = MIN_DISPERSION_RUNS + 1;
  const scored: ScoredRow[] = ['a', 'b', 'c', 'unknown'].map((key) => ({
    key,
    history: history(1, 1),
    passes: 0,
    items: 1,
  }));

  it('scores each history run against the others, leave-one-out, and takes dispersionOf their z', () => {
    const zOf = (run: number) => {
      const left: ScoredRow[] = [];
      for (const key of ['a', 'b', 'c']) {
        const all = segments[key] as string[];
        const now = estimateRow(key, [all[run] as string]);
        const others = estimateRow(
          key,
          all.filter((_, index) => index !== run),
        );
        if (now.trials > 0) left.push({ key, history: others, passes: now.passes, items: now.trials });
      }
      const test = scoreTest(left);
      return test.score / Math.sqrt(test.variance);
    };
    const expected = dispersionOf(runs, zOf);
    expect(expected).toBeGreaterThan(1);
    expect(scoreDispersion(scored, (key) => segments[key], runs)).toBeCloseTo(expected, 12);
  });

  it('is 1 on a history too short to estimate it', () => {
    expect(scoreDispersion(scored, (key) => segments[key], MIN_DISPERSION_RUNS - 1)).toBe(1);
  });
});
