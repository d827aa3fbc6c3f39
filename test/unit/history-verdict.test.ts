/** The history gate's verdict from its tests (core/history/history-verdict.ts): which evidence counts, its words and its drop. */
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATIONS_SIGNIFICANCE,
  falseConfirmations,
  type ScoreTest,
} from '../../src/core/history/history-statistics.js';
import type { CountTest } from '../../src/core/history/history-tests.js';
import { confirmationsOf, historyVerdict, type VerdictPlan } from '../../src/core/history/history-verdict.js';

const plan = (over: Partial<VerdictPlan> = {}): VerdictPlan => ({
  passCalls: 200,
  steadyPassing: 100,
  rerun: [],
  notRerun: [],
  scored: [],
  score: null,
  flips: null,
  paired: null,
  ...over,
});
const found = (over: Partial<Parameters<typeof historyVerdict>[1]> = {}) => ({
  regressedRows: [],
  flakyRows: [],
  confirmations: { chance: 1, significant: false, items: 0 },
  secondLook: null,
  ...over,
});
const score = (over: Partial<ScoreTest> = {}): ScoreTest => ({
  rows: 7,
  score: -6,
  variance: 4,
  z: -3.2104,
  pValue: 0.000663,
  significant: true,
  detectableDrop: 0.1,
  dispersion: 1,
  items: 10,
  ...over,
});
const count = (over: Partial<CountTest> = {}): CountTest => ({
  observed: 3,
  expected: 0.4321,
  dispersion: 1,
  z: -2.9,
  pValue: 0.00123,
  significant: true,
  drop: 0.05,
  ...over,
});
const keys = (n: number) => Array.from({ length: n }, (_, i) => String(i));

describe('the verdict when nothing fired', () => {
  it('says so, names the rows that recovered, and measures no drop', () => {
    expect(historyVerdict(plan(), found())).toEqual({
      regression: false,
      reason: 'No row confirmed a regression and the flaky rows are within their history.',
      drop: 0,
    });
    const quiet = historyVerdict(
      plan({ score: score({ significant: false }), flips: count({ significant: false }) }),
      found({ flakyRows: ['4', '9'], secondLook: score({ significant: false }) }),
    );
    expect(quiet).toEqual({
      regression: false,
      reason:
        'No row confirmed a regression and the flaky rows are within their history; recovered on a re-run (flaky): 4, 9.',
      drop: 0,
    });
  });
});

describe('confirmed rows', () => {
  it('block with their share of the items when unlikely to be noise', () => {
    const verdict = historyVerdict(
      plan(),
      found({ regressedRows: ['3', '5'], confirmations: { chance: 1e-6, significant: true, items: 4 } }),
    );
    expect(verdict).toEqual({
      regression: true,
      reason: '2 row(s) that always passed failed every re-run: 3, 5.',
      drop: 4 / 200,
    });
  });

  it('say how likely noise they are, and do not block, when too few', () => {
    const verdict = historyVerdict(
      plan(),
      found({ regressedRows: ['3'], confirmations: { chance: 0.0123, significant: false, items: 1 } }),
    );
    expect(verdict).toEqual({
      regression: false,
      reason:
        '1 row(s) that always passed failed every re-run: 3 (too few to be sure on this history: chance 0.012 of noise).',
      drop: 0,
    });
  });

  it('list ten rows, then an ellipsis', () => {
    const ten = historyVerdict(
      plan(),
      found({ regressedRows: keys(10), confirmations: { chance: 0, significant: true, items: 10 } }),
    );
    expect(ten.reason).toBe(
      '10 row(s) that always passed failed every re-run: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9.',
    );
    const eleven = historyVerdict(
      plan(),
      found({ regressedRows: keys(11), confirmations: { chance: 0, significant: true, items: 11 } }),
    );
    expect(eleven.reason).toBe(
      '11 row(s) that always passed failed every re-run: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 ….',
    );
  });

  it('measure no drop without a pass', () => {
    const verdict = historyVerdict(
      plan({ passCalls: 0 }),
      found({ regressedRows: ['1'], confirmations: { chance: 0, significant: true, items: 1 } }),
    );
    expect(verdict.regression).toBe(false);
    expect(verdict.drop).toBe(0);
  });

  it('name the pass → fail flips the budget left unjudged, and only those', () => {
    const notRerun = [
      { key: '8', direction: 'pass-to-fail' as const, flipError: 0.1, items: 1 },
      { key: '9', direction: 'fail-to-pass' as const, flipError: 0.1, items: 1 },
    ];
    expect(historyVerdict(plan({ notRerun }), found()).reason).toBe(
      '1 more row(s) that always passed failed, not re-run within the budget: 8.',
    );
  });
});

describe('the score test', () => {
  it('blocks with its shortfall over all the items, its re-runs scaled out', () => {
    // 6 items short over 10 scored items (2 calls each: the pass and a re-run), 200 calls in the pass.
    const scored = [{ items: 4 }, { items: 6 }];
    const verdict = historyVerdict(plan({ score: score(), scored, passCalls: 200 }), found());
    expect(verdict).toEqual({
      regression: true,
      reason: 'The 7 flaky row(s) passed less than their history says (z = -3.21, p = 0.00066).',
      drop: (6 * 10) / 10 / 200,
    });
    const twice = historyVerdict(plan({ score: score({ items: 20 }), scored, passCalls: 100 }), found());
    expect(twice.drop).toBeCloseTo((6 * 10) / 20 / 100, 15);
  });

  it('says when the second look, with the re-runs, fired it', () => {
    const verdict = historyVerdict(
      plan({ score: score({ significant: false }), scored: [{ items: 10 }] }),
      found({ secondLook: score({ rows: 5, score: -3, z: -2.5, pValue: 0.0062 }) }),
    );
    expect(verdict.reason).toBe(
      'The 5 flaky row(s) passed less than their history says with their re-runs (z = -2.50, p = 0.0062).',
    );
    expect(verdict.drop).toBeCloseTo((3 * 10) / 10 / 200, 15);
  });

  it('takes the first look when both fired', () => {
    const verdict = historyVerdict(
      plan({ score: score(), scored: [{ items: 10 }] }),
      found({ secondLook: score({ rows: 5 }) }),
    );
    expect(verdict.reason).toContain('The 7 flaky row(s) passed less than their history says (z');
  });

  it('measures no negative drop, nor one without items', () => {
    const ahead = historyVerdict(plan({ score: score({ score: 2 }), scored: [{ items: 10 }] }), found());
    expect(ahead).toMatchObject({ regression: true, drop: 0 });
    const empty = historyVerdict(plan({ score: score({ items: 0 }), scored: [{ items: 10 }] }), found());
    expect(empty.drop).toBe(0);
    const noPass = historyVerdict(plan({ score: score(), scored: [{ items: 10 }], passCalls: 0 }), found());
    expect(noPass.drop).toBe(0);
  });
});

describe('the flip and paired tests', () => {
  it('say what they counted and block with their own drop; the largest drop decides', () => {
    const verdict = historyVerdict(
      plan({
        flips: count({ drop: 0.03 }),
        paired: count({ observed: 90, expected: 97.34, z: -3.004, pValue: 0.00133, drop: 0.07 }),
      }),
      found(),
    );
    expect(verdict).toEqual({
      regression: true,
      reason:
        '3 row(s) failed once over the history and this pull request, that once here, where 0.4 were expected (p = 0.0012); paired row by row with every history run, this pull request passed 90 item(s) where 97.3 were expected (z = -3.00, p = 0.0013).',
      drop: 0.07,
    });
    const flipsOnly = historyVerdict(
      plan({ flips: count({ drop: 0.03 }), paired: count({ significant: false, drop: 0.07 }) }),
      found(),
    );
    expect(flipsOnly).toMatchObject({ regression: true, drop: 0.03 });
    expect(flipsOnly.reason).not.toContain('paired');
  });

  it('orders every reason: confirmed, unjudged, score, flips, paired, then the recovered rows', () => {
    const verdict = historyVerdict(
      plan({
        notRerun: [{ key: '8', direction: 'pass-to-fail', flipError: 0.1, items: 1 }],
        score: score(),
        scored: [{ items: 10 }],
        flips: count(),
        paired: count(),
      }),
      found({
        regressedRows: ['1'],
        flakyRows: ['2'],
        confirmations: { chance: 0, significant: true, items: 1 },
      }),
    );
    const at = (text: string) => verdict.reason.indexOf(text);
    const order = [
      '1 row(s) that always passed',
      '1 more row(s)',
      'flaky row(s) passed less',
      'failed once over the history',
      'paired row by row',
      'recovered on a re-run (flaky): 2',
    ].map(at);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(verdict.reason.startsWith('1 row(s)')).toBe(true);
    expect(verdict.reason.endsWith('(flaky): 2.')).toBe(true);
  });
});

describe('how likely the confirmed rows are noise', () => {
  const rerun = (key: string, confirmError: number, items = 1) => ({ key, items, confirmError });
  const unjudged = (key: string, flipError: number, items = 1) => ({
    key,
    direction: 'pass-to-fail' as const,
    flipError,
    items,
  });

  it('is 1 with no evidence', () => {
    expect(confirmationsOf(plan(), [])).toEqual({ chance: 1, significant: false, items: 0 });
  });

  it('doubles the chance of the confirmed rows alone, over the steady candidates, at their largest bound', () => {
    const p = plan({ rerun: [rerun('1', 1e-6, 2), rerun('2', 1e-5, 3), rerun('3', 1e-7)] });
    const result = confirmationsOf(p, ['1', '2']);
    expect(result.chance).toBeCloseTo(2 * falseConfirmations(2, 100, 1e-5), 15);
    expect(result.items).toBe(5);
    expect(result.significant).toBe(true);
  });

  it('adds the unjudged pass → fail flips when that makes the evidence stronger', () => {
    const p = plan({
      rerun: [rerun('1', 1e-6)],
      notRerun: [
        unjudged('7', 1e-6, 2),
        unjudged('8', 1e-6, 3),
        { key: '9', direction: 'fail-to-pass', flipError: 1e-6, items: 50 },
      ],
    });
    const result = confirmationsOf(p, ['1']);
    expect(result.chance).toBeCloseTo(2 * falseConfirmations(3, 100, 1e-6), 20);
    expect(result.items).toBe(1 + 2 + 3);
  });

  it('keeps the confirmed rows alone when the unjudged flips weaken it', () => {
    const p = plan({ rerun: [rerun('1', 1e-7)], notRerun: [unjudged('7', 0.5, 4)] });
    const result = confirmationsOf(p, ['1']);
    expect(result.chance).toBeCloseTo(2 * falseConfirmations(1, 100, 1e-7), 20);
    expect(result.items).toBe(1);
  });

  it('weighs unjudged flips alone when no row was confirmed', () => {
    const p = plan({ notRerun: [unjudged('7', 1e-6, 2)] });
    const result = confirmationsOf(p, []);
    expect(result.chance).toBeCloseTo(2 * falseConfirmations(1, 100, 1e-6), 20);
    expect(result.items).toBe(2);
  });

  it('is significant at CONFIRMATIONS_SIGNIFICANCE and not above it, and at most 1', () => {
    // One candidate: the chance is twice the row's bound.
    const at = (error: number) =>
      confirmationsOf(plan({ steadyPassing: 1, rerun: [rerun('1', error)] }), ['1']);
    const half = CONFIRMATIONS_SIGNIFICANCE / 2;
    expect(at(half * (1 - 1e-9)).significant).toBe(true);
    expect(at(half * (1 + 1e-9)).significant).toBe(false);
    expect(at(0.9).chance).toBe(1);
  });
});
