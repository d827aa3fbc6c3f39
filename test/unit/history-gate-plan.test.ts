/** The history gate's plan and decision on small, exact cases (core/history/history-gate.ts): McNemar on one run, the re-run order, the second look's budget. */
import { describe, expect, it } from 'vitest';
import {
  decideHistoryGate,
  planHistoryGate,
  SECOND_LOOK_RERUNS,
} from '../../src/core/history/history-gate.js';
import { SCORE_SIGNIFICANCE, scoreTest } from '../../src/core/history/history-statistics.js';
import { appendRun, emptyHistory, type RowHistory } from '../../src/core/history/row-history.js';
import { mcnemarExact } from '../../src/core/stats.js';

const rowsOf = (line: string) =>
  new Map([...line].map((char, row) => [String(row), char] as [string, string]));
const historyOf = (lines: readonly string[]): RowHistory =>
  lines.reduce(
    (history, line, i) =>
      appendRun(history, { info: { finishedAt: `run ${i}` }, passThreshold: 1, rows: rowsOf(line) }).history,
    emptyHistory(1, 50),
  );

describe('one earlier run: exact McNemar', () => {
  it('counts the discordant rows both runs completed, and says nothing when they balance', () => {
    const plan = planHistoryGate(historyOf(['PPFFP']), rowsOf('FPPFPF'));
    expect(plan.mcnemar).toEqual({ passToFail: 1, failToPass: 1, pValue: 1, significant: false });
    expect(decideHistoryGate(plan, new Map())).toMatchObject({
      regression: false,
      drop: 0,
      reason: 'One earlier run only: exact McNemar, 1 pass → fail and 1 fail → pass (p = 1.0).',
    });
  });

  it('blocks a significant drop with its net flips, and never an improvement', () => {
    const plan = planHistoryGate(historyOf([`${'P'.repeat(12)}F`]), rowsOf(`${'F'.repeat(10)}PPP`));
    const pValue = mcnemarExact(10, 1);
    expect(plan.mcnemar).toEqual({ passToFail: 10, failToPass: 1, pValue, significant: true });
    expect(decideHistoryGate(plan, new Map())).toMatchObject({
      regression: true,
      drop: 9 / 13,
      reason: `One earlier run only: exact McNemar, 10 pass → fail and 1 fail → pass (p = ${pValue.toPrecision(2)}, a significant drop).`,
    });
    const better = planHistoryGate(historyOf(['F'.repeat(12)]), rowsOf(`${'P'.repeat(10)}FF`));
    expect(better.mcnemar).toMatchObject({ passToFail: 0, failToPass: 10, significant: true });
    expect(decideHistoryGate(better, new Map())).toMatchObject({ regression: false, drop: 0 });
  });

  it('plans nothing without a history', () => {
    const plan = planHistoryGate(emptyHistory(1), rowsOf('PF'));
    expect(plan).toMatchObject({ mode: 'none', score: null, flips: null, paired: null, mcnemar: null });
    expect([plan.rerun, plan.notRerun, plan.scored, plan.secondLook, plan.newRows]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('the steady rows to re-run', () => {
  // Row 0 always failed; rows 1, 2 always passed over 6 runs, row 3 over the last 3; row 4 only errored.
  const history = historyOf([...Array(3).fill('FPPEE'), ...Array(3).fill('FPPPE')]);

  it('orders pass → fail first, then the longest history, then the row', () => {
    const pr = new Map([
      ['5', 'E'],
      ['4', 'P'],
      ['3', 'F'],
      ['2', 'F'],
      ['1', 'F'],
      ['0', 'P'],
    ]);
    const plan = planHistoryGate(history, pr, { budget: 10 });
    expect(plan.mode).toBe('history');
    expect(plan.rerun.map((row) => [row.key, row.direction])).toEqual([
      ['1', 'pass-to-fail'],
      ['2', 'pass-to-fail'],
      ['3', 'pass-to-fail'],
      ['0', 'fail-to-pass'],
    ]);
    expect(plan.steadyPassing).toBe(3);
    expect(plan.newRows).toEqual(['4']);
    expect(plan.passCalls).toBe(5);
  });

  it('does not re-run a row that did what its history says', () => {
    const plan = planHistoryGate(history, rowsOf('FPFP'), { budget: 10 });
    expect(plan.rerun.map((row) => row.key)).toEqual(['2']);
  });

  it('judges each re-run row: confirmed, recovered, or no result', () => {
    const plan = planHistoryGate(history, rowsOf('PFFF'), { budget: 10 });
    const decision = decideHistoryGate(
      plan,
      new Map([
        ['1', 'FFFF'],
        ['2', 'FP'],
        ['0', 'PFP'],
      ]),
    );
    expect(decision.findings.map((f) => [f.key, f.finding, f.passes, f.items])).toEqual([
      ['1', 'confirmed', 0, 4],
      ['2', 'recovered', 1, 2],
      ['3', 'no-result', 0, 0],
      ['0', 'recovered', 2, 3],
    ]);
    const improved = decideHistoryGate(plan, new Map([['0', 'PP']]));
    expect(improved.improvedRows).toEqual(['0']);
  });
});

describe('the second look within the budget', () => {
  // 40 flaky rows over 10 runs: rows 0–19 pass half the runs, rows 20–39 seven in ten.
  const lines = Array.from({ length: 10 }, (_, run) =>
    Array.from({ length: 40 }, (_, row) =>
      row < 20 ? ((row + run) % 2 === 0 ? 'P' : 'F') : (row + run) % 10 < 7 ? 'P' : 'F',
    ).join(''),
  );
  const history = historyOf(lines);
  const failing = new Set([
    ...Array.from({ length: 13 }, (_, i) => i),
    ...Array.from({ length: 12 }, (_, i) => 20 + i),
  ]);
  const pr = new Map(Array.from({ length: 40 }, (_, row) => [String(row), failing.has(row) ? 'F' : 'P']));
  // The failed rows, most reliable first.
  const order = [
    ...Array.from({ length: 12 }, (_, i) => String(20 + i)),
    ...Array.from({ length: 13 }, (_, i) => String(i)),
  ];
  const budgetOf = (calls: number) => (calls + 1e-6) / 41;

  it('is borderline here', () => {
    const plan = planHistoryGate(history, pr, { budget: 0 });
    expect(plan.score?.significant).toBe(false);
    expect(plan.score?.pValue).toBeLessThan(0.2);
  });

  it('re-runs every failed flaky row three times when the budget pays for it and its rounds', () => {
    const plan = planHistoryGate(history, pr, { budget: budgetOf(3 * 25 + 3) });
    expect(plan.budgetCalls).toBe(78);
    expect(plan.secondLook.map((row) => row.key)).toEqual(order);
    expect(plan.secondLook.every((row) => row.reruns === SECOND_LOOK_RERUNS && row.items === 1)).toBe(true);
    expect(plan.rerunCalls).toBe(78);
    const fewer = planHistoryGate(history, pr, { budget: budgetOf(3 * 25 + 2) });
    expect(fewer.secondLook.every((row) => row.reruns === 2)).toBe(true);
    expect(fewer.rerunCalls).toBe(2 * 25 + 2);
  });

  it('counts two starts, not three, when the later re-runs share one start over copies of the rows', () => {
    // Three re-runs each: 75 items and two preflight calls (round 1, then one start over the copies).
    const plan = planHistoryGate(history, pr, { budget: budgetOf(3 * 25 + 2), copies: true });
    expect(plan.secondLook.every((row) => row.reruns === SECOND_LOOK_RERUNS)).toBe(true);
    expect(plan.rerunCalls).toBe(3 * 25 + 2);
    const short = planHistoryGate(history, pr, { budget: budgetOf(3 * 25 + 1), copies: true });
    expect(short.secondLook.every((row) => row.reruns === 2)).toBe(true);
    expect(short.rerunCalls).toBe(2 * 25 + 2);
  });

  it('re-runs as many rows once as the budget pays for, a round’s preflight first', () => {
    const plan = planHistoryGate(history, pr, { budget: budgetOf(10) });
    expect(plan.secondLook).toEqual(order.slice(0, 9).map((key) => ({ key, reruns: 1, items: 1 })));
    expect(planHistoryGate(history, pr, { budget: budgetOf(26) }).secondLook).toHaveLength(25);
  });

  it('scores the flaky rows again with their re-run items', () => {
    const plan = planHistoryGate(history, pr, { budget: budgetOf(78) });
    const reruns = new Map(plan.secondLook.map((row) => [row.key, 'FFP']));
    const decision = decideHistoryGate(plan, reruns);
    const combined = plan.scored.map((row) =>
      failing.has(Number(row.key)) ? { ...row, passes: row.passes + 1, items: row.items + 3 } : row,
    );
    expect(decision.secondLook).toEqual(
      scoreTest(combined, SCORE_SIGNIFICANCE / 2, plan.score?.dispersion ?? 1),
    );
    expect(decision.secondLook?.items).toBe(40 + 75);
    expect(decideHistoryGate(planHistoryGate(history, pr, { budget: 0 }), reruns).secondLook).toBeNull();
  });
});
