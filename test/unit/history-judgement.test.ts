/** The history gate's re-run targets and rounds, and every field of its judgement (core/history/history-reruns.ts). */
import { describe, expect, it } from 'vitest';
import {
  decideHistoryGate,
  type HistoryGatePlan,
  planHistoryGate,
} from '../../src/core/history/history-gate.js';
import {
  FLAKY_ROWS_LISTED,
  HISTORY_FILE,
  historyJudgement,
  historyRegression,
  rerunRunName,
  rerunTargets,
  rowsForRound,
} from '../../src/core/history/history-reruns.js';
import type { ScoreTest } from '../../src/core/history/history-statistics.js';
import type { CountTest } from '../../src/core/history/history-tests.js';
import {
  appendRun,
  emptyHistory,
  type RowHistory,
  rowEstimates,
} from '../../src/core/history/row-history.js';

const rowsOf = (line: string) =>
  new Map([...line].map((char, row) => [String(row), char] as [string, string]));
const historyOf = (lines: readonly string[]): RowHistory =>
  lines.reduce(
    (history, line, i) =>
      appendRun(history, { info: { finishedAt: `run ${i}` }, passThreshold: 1, rows: rowsOf(line) }).history,
    emptyHistory(1, 50),
  );
const surprising = (key: string, direction: 'pass-to-fail' | 'fail-to-pass', reruns: number) =>
  ({ key, direction, reruns, items: 1 }) as unknown as HistoryGatePlan['rerun'][number];
const noReruns = { items: 0, runNames: [], rows: 0 };

describe('re-run targets', () => {
  const plan = {
    rerun: [surprising('10', 'fail-to-pass', 2), surprising('2', 'pass-to-fail', 3)],
    secondLook: [{ key: '5', reruns: 1, items: 1 }],
  } as unknown as HistoryGatePlan;

  it('are in row order; a steady row settles on its history’s outcome, a flaky one never', () => {
    expect(rerunTargets(plan)).toEqual([
      { key: '2', reruns: 3, settledBy: 'P' },
      { key: '5', reruns: 1 },
      { key: '10', reruns: 2, settledBy: 'F' },
    ]);
  });

  it('run a row up to its last planned round, until it settles', () => {
    const targets = rerunTargets(plan);
    expect(rowsForRound(targets, 1, new Map())).toEqual([2, 5, 10]);
    expect(rowsForRound(targets, 2, new Map())).toEqual([2, 10]);
    expect(rowsForRound(targets, 3, new Map())).toEqual([2]);
    // Row 10 (always failed) passed once: not settled; row 2 (always passed) failed: not settled.
    const sofar = new Map([
      ['2', 'F'],
      ['10', 'P'],
      ['5', 'PPP'],
    ]);
    expect(rowsForRound(targets, 2, sofar)).toEqual([2, 10]);
    expect(rowsForRound(targets, 1, sofar)).toEqual([2, 5, 10]);
    expect(rowsForRound(targets, 2, new Map([['10', 'F']]))).toEqual([2]);
  });

  it('name each round by the rows and their counts', () => {
    const targets = rerunTargets(plan);
    const name = rerunRunName('pr', targets, 1);
    expect(
      rerunRunName(
        'pr',
        targets.map((t) => ({ ...t, reruns: t.reruns + 1 })),
        1,
      ),
    ).not.toBe(name);
    expect(
      rerunRunName(
        'pr',
        targets.map((t) => ({ ...t, key: `${t.key}0` })),
        1,
      ),
    ).not.toBe(name);
    expect(HISTORY_FILE).toBe('history.json');
  });
});

describe('the judgement', () => {
  // 60 flaky rows (alternating), 4 steady passing rows (60–63), 1 always failing (64).
  const lines = Array.from({ length: 6 }, (_, run) =>
    Array.from({ length: 65 }, (_, row) =>
      row < 60 ? ((row + run) % 2 === 0 ? 'P' : 'F') : row < 64 ? 'P' : 'F',
    ).join(''),
  );
  const history = historyOf(lines);
  const pr = new Map([...rowsOf(`${'P'.repeat(60)}PFPPF`), ['65', 'P'], ['66', 'E']]);
  const plan = planHistoryGate(history, pr, { budget: 0 });
  const decision = decideHistoryGate(plan, new Map());

  it('lists the first flaky rows and counts them all', () => {
    const judged = historyJudgement({ history: history, pr: pr }, plan, decision, noReruns);
    expect(judged.flaky.count).toBe(60);
    expect(judged.flaky.rows).toHaveLength(FLAKY_ROWS_LISTED);
    expect(judged.flaky.rows[0]).toEqual({ row: 0, passRate: 0.5, trials: 6 });
  });

  it('gives the pass rates over the rows the history knows, not the new or errored ones', () => {
    const judged = historyJudgement({ history: history, pr: pr }, plan, decision, noReruns);
    expect(judged.observedPassRate).toBeCloseTo(63 / 65, 12);
    const estimates = [...rowEstimates(history).values()].map((row) => row.estimate);
    expect(estimates).toHaveLength(65);
    expect(judged.expectedPassRate).toBeCloseTo(estimates.reduce((a, b) => a + b, 0) / 65, 12);
    const unknown = historyJudgement(
      { history: history, pr: new Map([['70', 'P']]) },
      plan,
      decision,
      noReruns,
    );
    expect(unknown).toMatchObject({ expectedPassRate: null, observedPassRate: null });
    expect(historyRegression({ ...unknown, regression: true, drop: 0.5 }, 0).reason).toBe(
      `${unknown.reason} A regression of 50.0 points, larger than max-regression 0.0 points: the step fails.`,
    );
    expect(historyRegression({ ...judged, expectedPassRate: null }, 0).reason).toBe(judged.reason);
    expect(historyRegression({ ...judged, observedPassRate: null }, 0).reason).toBe(judged.reason);
  });

  it('counts only completed items, of rows the history completed an item of', () => {
    const small = historyOf(['PE', 'FE']);
    const row0 = rowEstimates(small).get('0')?.estimate ?? Number.NaN;
    const judged = historyJudgement(
      {
        history: small,
        pr: new Map([
          ['0', 'EPE'],
          ['1', 'P'],
        ]),
      },
      plan,
      decision,
      noReruns,
    );
    expect(judged.observedPassRate).toBe(1);
    expect(judged.expectedPassRate).toBeCloseTo(row0, 12);
  });

  it('sorts the rows by number and lists only the unjudged pass → fail flips', () => {
    const judged = historyJudgement(
      { history, pr },
      {
        ...plan,
        notRerun: [
          surprising('12', 'pass-to-fail', 1),
          surprising('3', 'fail-to-pass', 1),
          surprising('9', 'pass-to-fail', 1),
        ],
      },
      { ...decision, regressedRows: ['10', '9', '2'], flakyRows: ['30', '4'], improvedRows: ['11', '1'] },
      noReruns,
    );
    expect(judged.regressedRows).toEqual([2, 9, 10]);
    expect(judged.recoveredRows).toEqual([4, 30]);
    expect(judged.improvedRows).toEqual([1, 11]);
    expect(judged.unjudgedRows).toEqual([9, 12]);
  });

  it('records the second look when there was one, else the first, and the count tests', () => {
    const first: ScoreTest = {
      rows: 3,
      score: -1,
      variance: 1,
      z: -1.0000000000001,
      pValue: 0.2,
      significant: false,
      detectableDrop: null,
      dispersion: 1,
      items: 3,
    };
    const second = { ...first, rows: 4, detectableDrop: 0.25 + 1e-15 };
    const flips: CountTest = {
      observed: 2,
      expected: 0.5,
      dispersion: 1.5,
      z: -1,
      pValue: 0.01,
      significant: false,
      drop: 0,
    };
    const withTests = { ...plan, score: first, flips, paired: { ...flips, observed: 40, significant: true } };
    const firstOnly = historyJudgement(
      { history: history, pr: pr },
      withTests,
      { ...decision, secondLook: null },
      noReruns,
    );
    expect(firstOnly.scoreTest).toEqual({ rows: 3, z: -1, pValue: 0.2, detectableDrop: null });
    const both = historyJudgement(
      { history: history, pr: pr },
      withTests,
      { ...decision, secondLook: second },
      noReruns,
    );
    expect(both.scoreTest).toEqual({ rows: 4, z: -1, pValue: 0.2, detectableDrop: 0.25 });
    expect(both.flipTest).toEqual({
      observed: 2,
      expected: 0.5,
      dispersion: 1.5,
      pValue: 0.01,
      significant: false,
    });
    expect(both.pairedTest).toMatchObject({ observed: 40, significant: true });
    const none = historyJudgement(
      { history, pr },
      { ...plan, score: null, flips: null, paired: null },
      { ...decision, secondLook: null },
      noReruns,
    );
    expect(none).toMatchObject({ scoreTest: null, flipTest: null, pairedTest: null });
  });
});
