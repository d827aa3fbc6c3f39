/**
 * noise-report.ts word for word: the flaky rows named and counted, the re-runs and their findings, the
 * power part's boundaries, the unjudged rows, and the headline's rows in number order.
 */
import { describe, expect, it } from 'vitest';
import { FLAKY_ROWS_NAMED, historyHeadline, noiseLine } from '../../src/core/history/noise-report.js';
import type { HistoryJudgement } from '../../src/core/result.js';

const flakyRow = (row: number, passRate: number) => ({ row, passRate, trials: 10 });
const base = (over: Partial<HistoryJudgement> = {}): HistoryJudgement => ({
  runs: 12,
  mode: 'history',
  rowsKnown: 40,
  flaky: { count: 0, rows: [] },
  reruns: { rows: 0, rounds: 0, items: 0, budgetItems: 12, runNames: [] },
  regressedRows: [],
  recoveredRows: [],
  improvedRows: [],
  unjudgedRows: [],
  scoreTest: null,
  flipTest: null,
  pairedTest: null,
  drop: 0,
  expectedPassRate: 0.9,
  observedPassRate: 0.9,
  regression: false,
  reason: 'r',
  ...over,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('noiseLine: the flaky part', () => {
  it('no flaky row, over one run or several', () => {
    expect(noiseLine(base({ runs: 1, mode: 'mcnemar' }))).toBe(
      'no row is flaky over the last 1 default-branch run (40 rows)',
    );
    expect(noiseLine(base())).toBe('no row is flaky over the last 12 default-branch runs (40 rows)');
  });

  it('names the flaky rows with their pass rates, whole percentages without ".0"', () => {
    const flaky = { count: 2, rows: [flakyRow(7, 0.4), flakyRow(3, 0.125)] };
    expect(noiseLine(base({ flaky }))).toBe(
      '2 of 40 rows are flaky over the last 12 default-branch runs (row 7 40%, row 3 12.5%)',
    );
  });

  it(`names ${FLAKY_ROWS_NAMED} flaky rows and counts the rest`, () => {
    const rows = range(1, 9).map((row) => flakyRow(row, 0.5));
    const named = range(1, 8)
      .map((row) => `row ${row} 50%`)
      .join(', ');
    expect(noiseLine(base({ flaky: { count: 8, rows: rows.slice(0, 8) } }))).toBe(
      `8 of 40 rows are flaky over the last 12 default-branch runs (${named})`,
    );
    expect(noiseLine(base({ flaky: { count: 9, rows } }))).toBe(
      `9 of 40 rows are flaky over the last 12 default-branch runs (${named}, … +1)`,
    );
    // The judgement keeps fewer rows than it counts: the rest are counted all the same.
    expect(noiseLine(base({ flaky: { count: 12, rows: rows.slice(0, 3) } }))).toBe(
      '12 of 40 rows are flaky over the last 12 default-branch runs (row 1 50%, row 2 50%, row 3 50%, … +9)',
    );
  });
});

describe('noiseLine: the re-runs', () => {
  const reruns = { rows: 1, rounds: 1, items: 3, budgetItems: 12, runNames: ['pr.r1'] };
  it('nothing re-run: no re-run part', () => {
    expect(noiseLine(base({ reruns: { ...reruns, items: 0 } }))).not.toContain('re-ran');
  });

  it('one row in one run, no finding', () => {
    expect(noiseLine(base({ reruns }))).toBe(
      'no row is flaky over the last 12 default-branch runs (40 rows); re-ran 1 row (3 items in 1 run, budget 12)',
    );
  });

  it('each finding, in order, with one row or a list cut at ten', () => {
    const line = noiseLine(
      base({
        reruns: { rows: 14, rounds: 2, items: 30, budgetItems: 36, runNames: [] },
        regressedRows: [5],
        recoveredRows: range(20, 11),
        improvedRows: range(40, 10),
      }),
    );
    expect(line).toBe(
      'no row is flaky over the last 12 default-branch runs (40 rows); re-ran 14 rows (30 items in 2 runs, budget 36): ' +
        'row 5 failed every re-run; rows 20, 21, 22, 23, 24, 25, 26, 27, 28, 29 … +1 came back (noise); ' +
        'rows 40, 41, 42, 43, 44, 45, 46, 47, 48, 49 passed every re-run',
    );
  });

  it('the unjudged rows close the line', () => {
    expect(noiseLine(base({ unjudgedRows: [2, 9] }))).toBe(
      'no row is flaky over the last 12 default-branch runs (40 rows); rows 2, 9 failed but had no re-run left in the budget',
    );
  });
});

describe('noiseLine: the power part', () => {
  const score = (detectableDrop: number | null) => ({ rows: 3, z: 0, pValue: 0.5, detectableDrop });
  it('a history of 4 runs waits for the fifth; at 5 the drop is stated; McNemar never waits', () => {
    expect(noiseLine(base({ runs: 4, scoreTest: score(0.2) }))).toBe(
      'no row is flaky over the last 4 default-branch runs (40 rows); the flaky rows are tested on their own from 5 default-branch runs on (4 so far)',
    );
    expect(noiseLine(base({ runs: 5, scoreTest: score(0.2) }))).toBe(
      'no row is flaky over the last 5 default-branch runs (40 rows); this history detects a drop of 20.0 points on the flaky rows (80% of the time)',
    );
    expect(noiseLine(base({ runs: 4, mode: 'mcnemar', scoreTest: score(0.2) }))).toContain(
      '; this history detects a drop of 20.0 points',
    );
  });

  it('a drop just under 100 points is stated; no score test says nothing', () => {
    expect(noiseLine(base({ scoreTest: score(0.9994) }))).toContain('detects a drop of 99.9 points');
    expect(noiseLine(base({ scoreTest: score(1) }))).toContain(
      'too few default-branch runs (12) to detect a drop below 100 points on the flaky rows',
    );
    expect(noiseLine(base({ scoreTest: score(null) }))).toBe(
      'no row is flaky over the last 12 default-branch runs (40 rows)',
    );
  });
});

describe('historyHeadline', () => {
  it('the rows that failed, regressed and unjudged together in number order', () => {
    expect(historyHeadline(base({ regressedRows: [12, 3], unjudgedRows: [7] }))).toBe(
      'rows that always passed on the default branch failed (rows 3, 7, 12)',
    );
    expect(historyHeadline(base({ unjudgedRows: [7] }))).toBe(
      'rows that always passed on the default branch failed (row 7)',
    );
  });

  it('without such rows, the flaky rows passed less', () => {
    expect(historyHeadline(base())).toBe('the flaky rows passed less than their history says');
  });
});
