/** The history gate's re-run rounds, its judgement as the result records it, and the report's noise line. */
import { describe, expect, it } from 'vitest';
import { createOutcomesBuilder } from '../../src/core/baseline/baseline.js';
import { decideHistoryGate, planHistoryGate } from '../../src/core/history/history-gate.js';
import {
  addRound,
  copiesOrder,
  historyJudgement,
  historyRegression,
  rerunRunName,
  rerunTargets,
  rowsForRound,
  withHistory,
} from '../../src/core/history/history-reruns.js';
import { historyHeadline, noiseLine } from '../../src/core/history/noise-report.js';
import { appendRun, emptyHistory, type RowHistory } from '../../src/core/history/row-history.js';

/** A history of `runs` runs over `rows` rows: each row's outcome per run from `outcome(row, run)`. */
function historyOf(rows: number, runs: number, outcome: (row: number, run: number) => 'P' | 'F'): RowHistory {
  let history = emptyHistory(1);
  for (let run = 0; run < runs; run++) {
    const map = new Map<string, string>();
    for (let row = 0; row < rows; row++) map.set(String(row), outcome(row, run));
    history = appendRun(history, {
      info: { finishedAt: `2026-12-0${run + 1}` },
      passThreshold: 1,
      rows: map,
    }).history;
  }
  return history;
}

const prOf = (rows: number, outcome: (row: number) => 'P' | 'F') =>
  new Map(Array.from({ length: rows }, (_, row) => [String(row), outcome(row)]));

describe('re-run rounds', () => {
  const history = historyOf(30, 5, () => 'P');
  const broken = new Set([0, 1, 2]);
  const plan = planHistoryGate(
    history,
    prOf(30, (row) => (broken.has(row) ? 'F' : 'P')),
    { budget: 1 },
  );

  it('re-runs each flipped steady row its planned count, and stops a row once it recovers', () => {
    const targets = rerunTargets(plan);
    expect(targets.map((t) => t.key)).toEqual(['0', '1', '2']);
    expect(targets.every((t) => t.reruns === 5 && t.settledBy === 'P')).toBe(true);
    const sofar = new Map<string, string>();
    expect(rowsForRound(targets, 1, sofar)).toEqual([0, 1, 2]);
    sofar.set('0', 'F');
    sofar.set('1', 'P'); // recovered: noise, nothing more to learn
    sofar.set('2', 'F');
    expect(rowsForRound(targets, 2, sofar)).toEqual([0, 2]);
    expect(rowsForRound(targets, 6, sofar)).toEqual([]);
  });

  it('owes round 2 every re-run still owed, as copies of the rows in one derived dataset', () => {
    const targets = rerunTargets(plan);
    const sofar = new Map([
      ['0', 'F'],
      ['1', 'P'],
      ['2', 'F'],
    ]);
    // Rows 0 and 2 still flipped after round 1: their four remaining re-runs each; row 1 recovered.
    expect(copiesOrder(targets, sofar)).toEqual([0, 0, 0, 0, 2, 2, 2, 2]);
    expect(
      copiesOrder(
        targets,
        new Map([
          ['0', 'P'],
          ['1', 'P'],
          ['2', 'P'],
        ]),
      ),
    ).toEqual([]);
    // The plan pays for the starts it makes: five re-runs of three rows in two starts, not five.
    expect(plan.rerunCalls).toBe(15 + 5);
    const copied = planHistoryGate(
      history,
      prOf(30, (row) => (broken.has(row) ? 'F' : 'P')),
      {
        budget: 1,
        copies: true,
      },
    );
    expect(copied.rerun).toHaveLength(3);
    expect(copied.rerunCalls).toBe(15 + 2);
  });

  it('collects the round over the copies by source row, every copy an item of its row', () => {
    const builder = createOutcomesBuilder(1);
    const rewards = [0, 0, 1, 0, 0];
    for (const [position, reward] of rewards.entries())
      builder.add({ row_index: position, run_index: 0, status: 'success', reward } as never);
    const sofar = new Map([
      ['0', 'F'],
      ['2', 'F'],
    ]);
    addRound(sofar, builder.finish(), [0, 0, 0, 2, 2]);
    expect(Object.fromEntries(sofar)).toEqual({ '0': 'FFFP', '2': 'FFF' });
  });

  it('names each round after the run, a digest of what is re-run, and the round', () => {
    const targets = rerunTargets(plan);
    const name = rerunRunName('pr-7', targets, 2);
    expect(name).toMatch(/^pr-7\.h[0-9a-f]{8}\.2$/);
    expect(rerunRunName('pr-7', targets, 2)).toBe(name);
    expect(rerunRunName('pr-7', targets.slice(1), 2)).not.toBe(name);
  });

  it('collects a round by source row from its outcomes', () => {
    const builder = createOutcomesBuilder(1);
    builder.add({ row_index: 2, run_index: 0, status: 'success', reward: 0 } as never);
    builder.add({ row_index: 0, run_index: 0, status: 'success', reward: 1 } as never);
    const sofar = new Map([['0', 'F']]);
    addRound(sofar, builder.finish());
    expect(Object.fromEntries(sofar)).toEqual({ '0': 'FP', '2': 'F' });
  });
});

describe('the judgement and its regression verdict', () => {
  const flaky = new Set([3, 4]);
  const history = historyOf(20, 5, (row, run) => (flaky.has(row) ? (run % 2 === 0 ? 'P' : 'F') : 'P'));

  it('records flaky rows, the re-runs, and a regression when a reliable row fails every re-run', () => {
    const pr = prOf(20, (row) => (row === 7 ? 'F' : 'P'));
    const plan = planHistoryGate(history, pr, { budget: 1 });
    const reruns = new Map([['7', 'FFFFF']]);
    const decision = decideHistoryGate(plan, reruns);
    const judged = historyJudgement({ history: history, pr: pr }, plan, decision, {
      items: 5,
      rows: 1,
      runNames: ['a.1', 'a.2', 'a.3', 'a.4', 'a.5'],
    });
    expect(judged.flaky.count).toBe(2);
    expect(judged.flaky.rows.map((r) => [r.row, r.passRate])).toEqual([
      [3, 0.6],
      [4, 0.6],
    ]);
    expect(judged.regressedRows).toEqual([7]);
    expect(judged.reruns).toEqual({
      rows: 1,
      rounds: 5,
      items: 5,
      budgetItems: 21,
      runNames: ['a.1', 'a.2', 'a.3', 'a.4', 'a.5'],
    });
    // One row of 18 steady ones after 5 clean runs: its five failed re-runs are not enough to rule out
    // chance (18 × (5/11)^5 (6/11)^6 × 2 looks ≈ 0.02 > 0.005), and the report says so.
    expect(judged.regression).toBe(false);
    expect(judged.reason).toContain('too few to be sure on this history');
    expect(judged.observedPassRate).toBeCloseTo(19 / 20, 12);
    expect(judged.expectedPassRate).toBeLessThan(1);
  });

  it('blocks only when the history finds a regression larger than max-regression', () => {
    const base = {
      runs: 5,
      mode: 'history' as const,
      rowsKnown: 10,
      flaky: { count: 0, rows: [] },
      reruns: { rows: 0, rounds: 0, items: 0, budgetItems: 3, runNames: [] },
      regressedRows: [1, 2],
      recoveredRows: [],
      improvedRows: [],
      unjudgedRows: [],
      scoreTest: null,
      flipTest: null,
      pairedTest: null,
      expectedPassRate: 0.95,
      observedPassRate: 0.75,
      drop: 0.1,
      regression: true,
      reason: 'Two rows failed every re-run.',
    };
    expect(historyRegression(base, 0).blocking).toBe(true);
    // The drop the evidence measures decides, not expected − observed (20 points here).
    expect(historyRegression(base, 0.099).blocking).toBe(true);
    expect(historyRegression(base, 0.1).blocking).toBe(false);
    expect(historyRegression(base, 0.25).blocking).toBe(false);
    expect(historyRegression(base, 0.25).reason).toContain(
      'A regression of 10.0 points, no larger than max-regression 25.0 points.',
    );
    expect(historyRegression(base, 0).reason).toContain(
      'A regression of 10.0 points, larger than max-regression 0.0 points: the step fails.',
    );
    expect(historyRegression({ ...base, regression: false }, 0).blocking).toBe(false);
    expect(historyRegression({ ...base, regression: false }, 0).reason).not.toContain('A regression');
    expect(historyRegression(base, 0).reason).toContain(
      "This run passed 75.0% of the rows the history knows (their history's mean: 95.0%).",
    );
    const compared = { status: 'compared' as const, message: 'm' };
    expect(withHistory(compared, base, 0).regression).toMatchObject({ blocking: true, test: 'history' });
    expect(withHistory(compared, base, undefined).regression).toBeUndefined();
    expect(withHistory(compared, base, undefined).history).toBe(base);
    expect(historyHeadline(base)).toContain('(rows 1, 2)');
  });

  it('says what the noise is in one line', () => {
    const line = noiseLine({
      runs: 5,
      mode: 'history',
      rowsKnown: 30,
      flaky: {
        count: 2,
        rows: [
          { row: 3, passRate: 0.6, trials: 5 },
          { row: 9, passRate: 0.4, trials: 5 },
        ],
      },
      reruns: { rows: 2, rounds: 1, items: 2, budgetItems: 9, runNames: ['x.1'] },
      regressedRows: [],
      recoveredRows: [3, 9],
      improvedRows: [],
      unjudgedRows: [12],
      scoreTest: { rows: 2, z: -1, pValue: 0.16, detectableDrop: 0.25 },
      flipTest: null,
      pairedTest: null,
      expectedPassRate: 0.9,
      observedPassRate: 0.9,
      drop: 0,
      regression: false,
      reason: 'r',
    });
    expect(line).toBe(
      '2 of 30 rows are flaky over the last 5 default-branch runs (row 3 60%, row 9 40%); re-ran 2 rows (2 items in 1 run, budget 9): rows 3, 9 came back (noise); this history detects a drop of 25.0 points on the flaky rows (80% of the time); row 12 failed but had no re-run left in the budget',
    );
  });
});

describe('the step never passes a confirmed regression (issue 38, point 1)', () => {
  // 20 runs: rows 0–119 always passed, rows 120–159 failed in the 5 oldest runs and passed since,
  // rows 160–199 always failed. The history's mean pass rate (73.8% with the prior) is stale: today's
  // model passes 80% of the rows, so a pull request breaking 8 rows still passes more than it.
  const history = historyOf(200, 20, (row, run) => (row < 120 || (row < 160 && run >= 5) ? 'P' : 'F'));
  const broken = (row: number) => row < 8;
  const pr = prOf(200, (row) => (broken(row) || row >= 160 ? 'F' : 'P'));

  it('blocks the pull request breaking rows 0–7, which fail every re-run', () => {
    const plan = planHistoryGate(history, pr);
    const reruns = new Map(plan.rerun.map((row) => [row.key, 'F'.repeat(row.reruns * row.items)]));
    const decision = decideHistoryGate(plan, reruns);
    const judged = historyJudgement({ history: history, pr: pr }, plan, decision, {
      items: 0,
      runNames: [],
      rows: 8,
    });
    expect(judged.regressedRows).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(judged.observedPassRate).toBeGreaterThan(judged.expectedPassRate ?? 1);
    expect(judged.regression).toBe(true);
    expect(judged.drop).toBeCloseTo(8 / 200, 12);
    const step = historyRegression(judged, 0);
    expect(step.blocking).toBe(true);
    expect(step.reason).toContain('A regression of 4.0 points, larger than max-regression 0.0 points');
    expect(historyRegression(judged, 0.039).blocking).toBe(true);
    expect(historyRegression(judged, 0.04).blocking).toBe(false);
  });

  it('passes the same history when nothing changed', () => {
    const same = prOf(200, (row) => (row >= 160 ? 'F' : 'P'));
    const plan = planHistoryGate(history, same);
    const decision = decideHistoryGate(plan, new Map());
    const judged = historyJudgement({ history: history, pr: same }, plan, decision, {
      items: 0,
      runNames: [],
      rows: 0,
    });
    expect(judged.regression).toBe(false);
    expect(judged.drop).toBe(0);
    expect(historyRegression(judged, 0).blocking).toBe(false);
  });
});

describe('the drop when the budget re-ran none of the broken rows', () => {
  it('blocks on the flips the confirmation rests on, unjudged as they are', () => {
    // 20 clean runs of 200 rows; the pull request breaks 25, and no budget is left to re-run any.
    const history = historyOf(200, 20, () => 'P');
    const pr = prOf(200, (row) => (row < 25 ? 'F' : 'P'));
    const plan = planHistoryGate(history, pr, { budget: 0 });
    expect(plan.rerun).toEqual([]);
    const decision = decideHistoryGate(plan, new Map());
    expect(decision.confirmations).toMatchObject({ significant: true, items: 25 });
    const judged = historyJudgement({ history: history, pr: pr }, plan, decision, {
      items: 0,
      runNames: [],
      rows: 0,
    });
    expect(judged.regressedRows).toEqual([]);
    expect(judged.unjudgedRows).toHaveLength(25);
    expect(judged.drop).toBeGreaterThanOrEqual(25 / 200);
    expect(historyRegression(judged, 0).blocking).toBe(true);
    expect(historyRegression(judged, 0.124).blocking).toBe(true);
  });
});
