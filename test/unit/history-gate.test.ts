import { describe, expect, it } from 'vitest';
import {
  decideHistoryGate,
  type HistoryGatePlan,
  MIN_STEADY_RUNS,
  planHistoryGate,
} from '../../src/core/history/history-gate.js';
import {
  CONFIRM_ERROR,
  CONFIRMATIONS_SIGNIFICANCE,
  falseConfirmations,
  flipBound,
  GATE_SIGNIFICANCE,
  MAX_RERUNS,
  rerunsFor,
  type ScoredRow,
  scoreTest,
  testLevels,
} from '../../src/core/history/history-statistics.js';
import { MIN_DISPERSION_RUNS } from '../../src/core/history/history-tests.js';
import { appendRun, emptyHistory, estimateRow, type RowHistory } from '../../src/core/history/row-history.js';
import { seededRandom as rng } from '../helpers/seeded-random.js';

const rowsOf = (line: string) =>
  new Map([...line].map((char, row) => [String(row), char] as [string, string]));
const historyOf = (lines: readonly string[], limit = 20): RowHistory =>
  lines.reduce(
    (history, line, i) =>
      appendRun(history, { info: { finishedAt: `run ${i}` }, passThreshold: 1, rows: rowsOf(line) }).history,
    emptyHistory(1, limit),
  );
const sample = (probabilities: readonly number[], random: () => number) =>
  probabilities.map((p) => (random() < p ? 'P' : 'F')).join('');
/** The re-runs a plan asks for, every item given `char` (or drawn by `draw`). */
const rerunsAll = (plan: HistoryGatePlan, draw: (key: string) => string) =>
  new Map(
    [...plan.rerun, ...plan.secondLook].map((row) => [
      row.key,
      Array.from({ length: row.reruns * row.items }, () => draw(row.key)).join(''),
    ]),
  );

describe('confirming a flip', () => {
  it('bounds an unchanged row over every pass probability', () => {
    let grid = 0;
    for (let p = 0.001; p < 1; p += 0.001) grid = Math.max(grid, p ** 20 * (1 - p) ** 4);
    expect(flipBound(20, 4)).toBeGreaterThanOrEqual(grid);
    expect(flipBound(20, 4)).toBeCloseTo(grid, 6);
    expect(flipBound(0, 3)).toBe(1);
  });

  it('asks 4 re-runs after 20 clean runs, and says a 5-run history cannot reach the bound', () => {
    const twenty = estimateRow('0', Array(20).fill('P'));
    expect(rerunsFor(twenty, { passes: 0, failures: 1, items: 1 }, 'pass-to-fail')).toMatchObject({
      reruns: 4,
      flipError: flipBound(20, 1),
    });
    const five = rerunsFor(
      estimateRow('0', Array(5).fill('P')),
      { passes: 0, failures: 1, items: 1 },
      'pass-to-fail',
    );
    expect(five.reruns).toBe(MAX_RERUNS);
    expect(five.confirmError).toBeGreaterThan(CONFIRM_ERROR);
    expect(five.confirmError).toBeCloseTo(flipBound(5, 6), 12);
  });

  it('bounds several false confirmations by C(R, m) e^m', () => {
    expect(falseConfirmations(0, 100, 0.5)).toBe(1);
    expect(falseConfirmations(1, 100, 1e-4)).toBeCloseTo(0.01, 10);
    expect(falseConfirmations(2, 100, 1e-3)).toBeCloseTo(4950e-6, 10);
  });
});

describe('the score test', () => {
  const flaky = (p: number, n: number): ScoredRow['history'] => {
    const passes = Math.round(p * n);
    return estimateRow('r', [...'P'.repeat(passes), ...'F'.repeat(n - passes)]);
  };

  it('holds its level exactly on a small case: 10 rows drawn from their estimates', () => {
    const histories = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.35, 0.45, 0.55, 0.65].map((p) => flaky(p, 20));
    let size = 0;
    for (let mask = 0; mask < 1 << histories.length; mask++) {
      let probability = 1;
      const rows = histories.map((history, i) => {
        const passed = (mask >> i) & 1;
        probability *= passed ? history.estimate : 1 - history.estimate;
        return { key: String(i), history, passes: passed, items: 1 };
      });
      if (scoreTest(rows, 0.05).significant) size += probability;
    }
    expect(size).toBeGreaterThan(0.005);
    expect(size).toBeLessThanOrEqual(0.05);
  });

  it('holds its level by simulation, estimates from 20 noisy runs and all', () => {
    const random = rng(25);
    let rejected = 0;
    const trials = 4000;
    for (let trial = 0; trial < trials; trial++) {
      const truth = Array.from({ length: 60 }, () => 0.2 + random() * 0.7);
      const rows = truth.map((p, i) => {
        const history = estimateRow(
          String(i),
          Array.from({ length: 20 }, () => (random() < p ? 'P' : 'F')),
        );
        return { key: String(i), history, passes: random() < p ? 1 : 0, items: 1 };
      });
      if (scoreTest(rows, 0.05).significant) rejected += 1;
    }
    // 0.05 ± about three standard errors.
    expect(rejected / trials).toBeGreaterThan(0.025);
    expect(rejected / trials).toBeLessThan(0.06);
  });

  it('adds the estimation variance of p̂, shared by the items of one row', () => {
    // 2 of 3 history items passed: p̂ = 2.5 / 4; the pull request ran the row twice.
    const history = estimateRow('0', ['P', 'F', 'P']);
    const p = 2.5 / 4;
    const test = scoreTest([{ key: '0', history, passes: 0, items: 2 }]);
    expect(test.variance).toBeCloseTo(2 * p * (1 - p) + (4 * 3 * p * (1 - p)) / 16, 12);
    expect(test.score).toBeCloseTo(-2 * p, 12);
  });

  it('finds a drop and states the smallest detectable one', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      key: String(i),
      history: flaky(0.8, 20),
      passes: i < 20 ? 1 : 0,
      items: 1,
    }));
    const test = scoreTest(rows);
    expect(test.significant).toBe(true);
    expect(test.score).toBeCloseTo(20 - 40 * (16.5 / 21), 10);
    expect(test.detectableDrop).toBeGreaterThan(0);
    expect(test.detectableDrop).toBeLessThan(0.3);
  });
});

describe('planning and deciding', () => {
  const clean = Array(20).fill('PPPPF');
  // 30% of a 5-row pass is one call: these tests give a re-run budget of one whole pass.
  // Five rows: one pass is 6 calls (its preflight too); a row's 4 re-runs cost 4 items and 4 preflights.
  const tinyBudget = { budget: 2 };

  it('judges nothing without a history, and falls back to McNemar on one earlier run', () => {
    expect(decideHistoryGate(planHistoryGate(emptyHistory(1), rowsOf('PP')), new Map())).toMatchObject({
      regression: false,
      reason: 'No default-branch run in the history yet: not judged.',
    });
    const plan = planHistoryGate(historyOf(['P'.repeat(12)]), rowsOf(`${'F'.repeat(10)}PP`));
    expect(plan.mode).toBe('mcnemar');
    expect(plan.mcnemar).toMatchObject({ passToFail: 10, failToPass: 0, significant: true });
    expect(decideHistoryGate(plan, new Map()).regression).toBe(true);
  });

  it('re-runs a steady row that flipped, names it a regression when it fails every re-run', () => {
    const plan = planHistoryGate(historyOf(clean), rowsOf('FPPPF'), tinyBudget);
    expect(plan.rerun.map((row) => [row.key, row.direction, row.reruns])).toEqual([['0', 'pass-to-fail', 4]]);
    expect(plan.budgetCalls).toBe(12);
    expect(plan.rerunCalls).toBe(8);
    const decision = decideHistoryGate(
      plan,
      rerunsAll(plan, () => 'F'),
    );
    expect(decision).toMatchObject({ regression: true, regressedRows: ['0'], flakyRows: [], calls: 13 });
    expect(decision.reason).toMatch(/^1 row\(s\) that always passed failed every re-run: 0/);
  });

  it('names a row that recovers on a re-run as flaky, not a regression', () => {
    const plan = planHistoryGate(historyOf(clean), rowsOf('FPPPF'), tinyBudget);
    const decision = decideHistoryGate(plan, new Map([['0', 'FPFF']]));
    expect(decision).toMatchObject({ regression: false, regressedRows: [], flakyRows: ['0'] });
    expect(decision.reason).toContain('recovered on a re-run (flaky): 0');
  });

  it('names a row that always failed and now passes every re-run as improved', () => {
    const plan = planHistoryGate(historyOf(clean), rowsOf('PPPPP'), tinyBudget);
    const decision = decideHistoryGate(
      plan,
      rerunsAll(plan, () => 'P'),
    );
    expect(decision).toMatchObject({ regression: false, improvedRows: ['4'] });
  });

  it('asks for more than one confirmed row on a young history', () => {
    const young = historyOf(Array(5).fill('P'.repeat(40)));
    const one = planHistoryGate(young, rowsOf(`F${'P'.repeat(39)}`));
    expect(one.rerun[0]?.reruns).toBe(MAX_RERUNS);
    const alone = decideHistoryGate(
      one,
      rerunsAll(one, () => 'F'),
    );
    expect(alone.regressedRows).toEqual(['0']);
    expect(alone.regression).toBe(false);
    expect(alone.reason).toContain('too few to be sure on this history');
    const three = planHistoryGate(young, rowsOf(`FFF${'P'.repeat(37)}`));
    expect(
      decideHistoryGate(
        three,
        rerunsAll(three, () => 'F'),
      ).regression,
    ).toBe(true);
  });

  it('weighs the flips the budget left unjudged with the confirmed ones, and names them', () => {
    const young = historyOf(Array(5).fill('P'.repeat(20)));
    const plan = planHistoryGate(young, rowsOf(`${'F'.repeat(10)}${'P'.repeat(10)}`), { budget: 0.5 });
    expect(plan.budgetCalls).toBe(10);
    expect(plan.rerun.map((row) => row.key)).toEqual(['0']);
    const decision = decideHistoryGate(
      plan,
      rerunsAll(plan, () => 'F'),
    );
    expect(decision.regression).toBe(true);
    expect(decision.unjudgedRows).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(decision.reason).toContain(
      '9 more row(s) that always passed failed, not re-run within the budget: 1, 2',
    );
    // One flip alone, unjudged, is no evidence.
    const one = planHistoryGate(young, rowsOf(`F${'P'.repeat(19)}`), { budget: 0 });
    expect(decideHistoryGate(one, new Map()).regression).toBe(false);
  });

  it('leaves rows the budget cannot pay for unjudged, pass → fail first', () => {
    const history = historyOf(clean);
    const plan = planHistoryGate(history, rowsOf('FFFFP'), { budget: 1.4 });
    expect(plan.budgetCalls).toBe(8);
    expect(plan.rerun.map((row) => row.key)).toEqual(['0']);
    expect(plan.notRerun.map((row) => [row.key, row.direction])).toEqual([
      ['1', 'pass-to-fail'],
      ['2', 'pass-to-fail'],
      ['3', 'pass-to-fail'],
      ['4', 'fail-to-pass'],
    ]);
    expect(decideHistoryGate(plan, new Map()).unjudgedRows).toEqual(['1', '2', '3', '4']);
  });

  it('keeps rows seen too few times and new rows out of the re-runs', () => {
    // Row 0 is seen in MIN_STEADY_RUNS runs, row 1 in one fewer (it joined later), row 2 never.
    const history = historyOf([...Array(MIN_STEADY_RUNS - 1).fill('P'), 'PP']);
    const plan = planHistoryGate(history, rowsOf('FFP'), { budget: 10 });
    expect(plan.rerun.map((row) => row.key)).toEqual(['0']);
    expect(plan.scored.map((row) => row.key)).toEqual(['1']);
    // Two history runs: too few for the score test (testLevels), so the flaky row is only scored.
    expect(plan.score).toBeNull();
    expect(plan.secondLook).toEqual([]);
    expect(plan.newRows).toEqual(['2']);
  });

  it('runs the score test from MIN_DISPERSION_RUNS history runs on, and gives its share to the others below', () => {
    // Row 0 always passed; row 1 passed and failed in turn.
    const flaky = (runs: number) =>
      historyOf(Array.from({ length: runs }, (_, run) => `P${run % 2 === 0 ? 'P' : 'F'}`));
    const short = planHistoryGate(flaky(MIN_DISPERSION_RUNS - 1), rowsOf('PF'), { budget: 10 });
    expect(short.score).toBeNull();
    expect(short.flips?.significant).toBe(false);
    const long = planHistoryGate(flaky(MIN_DISPERSION_RUNS), rowsOf('PF'), { budget: 10 });
    expect(long.score?.rows).toBe(1);
    // The same four tests' error either way: the confirmed rows', and the three others' levels.
    for (const runs of [2, MIN_DISPERSION_RUNS - 1, MIN_DISPERSION_RUNS, 20]) {
      const levels = testLevels(runs);
      expect(levels.score === null).toBe(runs < MIN_DISPERSION_RUNS);
      expect(CONFIRMATIONS_SIGNIFICANCE + (levels.score ?? 0) + levels.flip + levels.paired).toBeCloseTo(
        GATE_SIGNIFICANCE,
        12,
      );
    }
    expect(testLevels(MIN_DISPERSION_RUNS - 1).flip).toBeGreaterThan(testLevels(MIN_DISPERSION_RUNS).flip);
    expect(testLevels(MIN_DISPERSION_RUNS - 1).paired).toBeGreaterThan(
      testLevels(MIN_DISPERSION_RUNS).paired,
    );
  });

  it('takes a second look, with re-runs of the failed flaky rows, only when the first is borderline', () => {
    const random = rng(3);
    const truth = Array.from({ length: 60 }, () => 0.2 + random() * 0.7);
    const history = historyOf(Array.from({ length: 20 }, () => sample(truth, random)));
    // A drop of ten rows to zero.
    const broken = truth.map((p, i) => (i < 10 ? 0 : p));
    let borderline = 0;
    for (let pr = 0; pr < 50; pr++) {
      const line = sample(broken, random);
      const plan = planHistoryGate(history, rowsOf(line));
      const score = plan.score;
      if (!score || score.significant || score.pValue >= 0.2) {
        expect(plan.secondLook).toEqual([]);
        continue;
      }
      borderline += 1;
      expect(plan.secondLook.length).toBeGreaterThan(0);
      for (const row of plan.secondLook) expect(line[Number(row.key)]).toBe('F');
      expect(plan.rerunCalls).toBeLessThanOrEqual(plan.budgetCalls);
      const decision = decideHistoryGate(
        plan,
        rerunsAll(plan, (key) => (random() < (broken[Number(key)] ?? 0) ? 'P' : 'F')),
      );
      expect(decision.secondLook).not.toBeNull();
    }
    expect(borderline).toBeGreaterThan(0);
  });

  it('rarely calls noise a regression, and spends at most the budget', () => {
    const random = rng(11);
    const truth = Array.from({ length: 200 }, () =>
      random() < 0.7 ? (random() < 0.9 ? 1 : 0) : 0.2 + random() * 0.7,
    );
    let history = historyOf(Array.from({ length: 20 }, () => sample(truth, random)));
    let regressions = 0;
    // Fewer under Stryker, where instrumented code on shared cores runs out the test timeout.
    const prs = process.env.OSMOSIS_CI_MUTATION ? 100 : 300;
    for (let pr = 0; pr < prs; pr++) {
      const plan = planHistoryGate(history, rowsOf(sample(truth, random)));
      const decision = decideHistoryGate(
        plan,
        rerunsAll(plan, (key) => (random() < (truth[Number(key)] ?? 0) ? 'P' : 'F')),
      );
      if (decision.regression) regressions += 1;
      expect(decision.calls).toBeLessThanOrEqual(1.3 * 200);
      history = appendRun(history, {
        info: { finishedAt: `pr ${pr}` },
        passThreshold: 1,
        rows: rowsOf(sample(truth, random)),
      }).history;
    }
    expect(regressions).toBeLessThanOrEqual(3);
  });
});
