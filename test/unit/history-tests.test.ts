/** The flip test, the paired test and the history's over-dispersion (core/history/history-tests.ts), and the drop they measure. */
import { describe, expect, it } from 'vitest';
import { decideHistoryGate, planHistoryGate } from '../../src/core/history/history-gate.js';
import { historyJudgement, historyRegression } from '../../src/core/history/history-reruns.js';
import { FLIP_SIGNIFICANCE, PAIRED_SIGNIFICANCE } from '../../src/core/history/history-statistics.js';
import {
  type Cell,
  DISPERSION_CONFIDENCE,
  dispersionOf,
  flipTest,
  MIN_DISPERSION_RUNS,
  pairedTest,
  poissonBinomialUpper,
  runTable,
} from '../../src/core/history/history-tests.js';
import { appendRun, emptyHistory, type RowHistory } from '../../src/core/history/row-history.js';
import { chiSquareQuantile, logChoose, normalCdf } from '../../src/core/stats.js';
import { seededRandom as rng } from '../helpers/seeded-random.js';

const rowsOf = (line: string) =>
  new Map([...line].map((char, row) => [String(row), char] as [string, string]));
const historyOf = (lines: readonly string[]): RowHistory =>
  lines.reduce(
    (history, line, i) =>
      appendRun(history, { info: { finishedAt: `run ${i}` }, passThreshold: 1, rows: rowsOf(line) }).history,
    emptyHistory(1, 50),
  );
const sample = (probabilities: readonly number[], random: () => number) =>
  probabilities.map((p) => (random() < p ? 'P' : 'F')).join('');
const cell = (char: string): Cell => ({ passes: char === 'P' ? 1 : 0, items: 1 });
/** A table from per-row strings of outcomes, one character per run, the pull request's last. */
const tableOf = (rows: readonly string[]) =>
  new Map(rows.map((runs, row) => [String(row), [...runs].map(cell)] as [string, Cell[]]));
const binomialUpper = (n: number, k: number, p: number) => {
  let tail = 0;
  for (let i = k; i <= n; i++)
    tail += Math.exp(logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log(1 - p));
  return tail;
};

describe('the flip test', () => {
  it('is the exact binomial tail of the flips among rows failing once', () => {
    // 4 history runs and the pull request: 12 rows fail exactly once, 5 of them in the pull request.
    const rows = [
      ...Array(5).fill('PPPPF'),
      ...Array(7).fill('PFPPP'),
      ...Array(20).fill('PPPPP'),
      'FFPPF', // two failures: not counted
      'FFFFF',
    ];
    const test = flipTest(tableOf(rows), 4, 0.05);
    expect(test.observed).toBe(5);
    expect(test.expected).toBeCloseTo(12 / 5, 12);
    expect(test.pValue).toBeCloseTo(binomialUpper(12, 5, 1 / 5), 12);
    expect(test.dispersion).toBe(1);
    expect(test.significant).toBe(test.pValue < 0.05);
    // The drop: (5 − 2.4) excess flips over 34 items, scaled by (H + 1)/H for the pull request's share.
    expect(test.drop).toBeCloseTo(((5 - 2.4) * 5) / 4 / 34, 12);
    expect(flipTest(tableOf(rows), 4, test.pValue).significant).toBe(false);
    expect(flipTest(tableOf(rows), 4, test.pValue * 1.0001).significant).toBe(true);
  });

  it('holds its level where nothing changed (exact, so at most the level)', () => {
    const random = rng(38);
    const truth = Array.from({ length: 200 }, (_, i) => (i < 120 ? 0.97 : i < 160 ? 0.6 : 0.05));
    let fired = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const rows = truth.map((p) => Array.from({ length: 6 }, () => (random() < p ? 'P' : 'F')).join(''));
      if (flipTest(tableOf(rows), 5, 0.05).significant) fired += 1;
    }
    expect(fired / trials).toBeLessThanOrEqual(0.05 + 0.02);
  });

  it('computes a Poisson-binomial tail', () => {
    expect(poissonBinomialUpper([0.5, 0.5], 1)).toBeCloseTo(0.75, 12);
    expect(poissonBinomialUpper([0.2, 0.5, 0.9], 3)).toBeCloseTo(0.09, 12);
    expect(poissonBinomialUpper([0.2], 0)).toBe(1);
    expect(poissonBinomialUpper([], 1)).toBe(0);
    expect(poissonBinomialUpper(Array(10).fill(0.3), 4)).toBeCloseTo(binomialUpper(10, 4, 0.3), 12);
  });
});

describe('the paired test', () => {
  it('compares the pull request with its hypergeometric mean given each row', () => {
    // Rows PPF (history PP, now F): mean 2/3, variance 2/9 each; rows PFP: mean 2/3, variance 2/9.
    const rows = [...Array(6).fill('PPF'), ...Array(2).fill('PFP'), ...Array(10).fill('PPP')];
    const test = pairedTest(tableOf(rows), 2, 0.05);
    expect(test.observed).toBe(2 + 10);
    expect(test.expected).toBeCloseTo(8 * (2 / 3) + 10, 12);
    const z = (12 - (8 * 2) / 3 - 10 + 0.5) / Math.sqrt((8 * 2) / 9);
    expect(test.z).toBeCloseTo(z, 12);
    expect(test.pValue).toBeLessThan(0.05);
    expect(test.significant).toBe(true);
    expect(test.drop).toBeCloseTo((((8 * 2) / 3 - 2) * 1.5) / 18, 12);
    expect(pairedTest(tableOf(rows), 2, test.pValue).significant).toBe(false);
  });

  it('says nothing without variance', () => {
    const test = pairedTest(tableOf(['PPP', 'FFF']), 2, 0.05);
    expect(test).toMatchObject({ pValue: 1, significant: false, drop: 0, z: 0 });
  });

  it('leaves out rows only one side completed', () => {
    const history = historyOf(['PP', 'PP']);
    const table = runTable(
      history,
      new Map([
        ['0', 'F'],
        ['1', 'E'],
        ['2', 'P'],
      ]),
    );
    expect([...table.keys()]).toEqual(['0']);
  });
});

describe('over-dispersion from the history', () => {
  const upper = (mean: number, degrees: number) =>
    (mean * degrees) / chiSquareQuantile(1 - DISPERSION_CONFIDENCE, degrees);

  it('is the upper bound of the mean squared z over the runs, at least 1, and 1 on a short history', () => {
    expect(DISPERSION_CONFIDENCE).toBe(0.75);
    // Two runs give a z: one degree of freedom, the bound about 10 times the mean.
    expect(dispersionOf(MIN_DISPERSION_RUNS, (run) => (run < 2 ? 3 : null))).toBeCloseTo(upper(9, 1), 9);
    expect(upper(9, 1) / 9).toBeGreaterThan(9);
    // One run gives a z: still one degree of freedom, never none.
    expect(dispersionOf(MIN_DISPERSION_RUNS, (run) => (run === 0 ? 3 : null))).toBeCloseTo(upper(9, 1), 9);
    expect(dispersionOf(MIN_DISPERSION_RUNS, () => 0.5)).toBe(1);
    expect(dispersionOf(MIN_DISPERSION_RUNS, () => null)).toBe(1);
    expect(dispersionOf(MIN_DISPERSION_RUNS - 1, () => 3)).toBe(1);
    const mean = (0 + 1 + 4 + 9 + 16) / 5;
    expect(dispersionOf(MIN_DISPERSION_RUNS, (run) => run)).toBeCloseTo(upper(mean, 4), 9);
    // 6 × 4 / χ²₄(0.25) = 6 × 4 / 1.9226 (exact quantile).
    expect(Math.abs(dispersionOf(MIN_DISPERSION_RUNS, (run) => run) / 12.483 - 1)).toBeLessThan(0.01);
  });

  it('bounds the true factor from above three times in four', () => {
    const random = rng(11);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    for (const [runs, factor] of [
      [5, 3],
      [20, 2],
    ] as const) {
      let covered = 0;
      const trials = 4000;
      for (let t = 0; t < trials; t++) {
        // Leave-one-out z's share their runs: runs − 1 independent ones carry the information.
        const zs = Array.from({ length: runs - 1 }, () => Math.sqrt(factor) * normal());
        const squares = zs.reduce((sum, z) => sum + z * z, 0);
        if (upper(squares / (runs - 1), runs - 1) >= factor) covered += 1;
      }
      expect(covered / trials).toBeGreaterThan(0.72);
      expect(covered / trials).toBeLessThan(0.78);
    }
  });

  it('computes the χ² quantiles it rests on', () => {
    expect(chiSquareQuantile(0.25, 4)).toBeCloseTo(1.9226, 1);
    expect(Math.abs(chiSquareQuantile(0.25, 4) / 1.92256 - 1)).toBeLessThan(0.01);
    expect(Math.abs(chiSquareQuantile(0.25, 19) / 14.562 - 1)).toBeLessThan(0.01);
    expect(Math.abs(chiSquareQuantile(0.95, 10) / 18.307 - 1)).toBeLessThan(0.01);
    expect(Math.abs(chiSquareQuantile(0.25, 1) / 0.10153 - 1)).toBeLessThan(0.05);
    expect(() => chiSquareQuantile(0.5, 0)).toThrow(RangeError);
    // Far in the lower tail of one degree the cube-root approximation would go negative: a quantile is not.
    expect(chiSquareQuantile(0.01, 1)).toBe(0);
  });

  it('keeps the tests near their level when the flaky rows move together from run to run', () => {
    const random = rng(4);
    const logit = (p: number) => Math.log(p / (1 - p));
    const truth = Array.from({ length: 200 }, (_, i) => (i < 140 ? 1 : 0.2 + random() * 0.7));
    const runOf = () => {
      const shift = 1.2 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      return sample(
        truth.map((p) => (p < 1 ? 1 / (1 + Math.exp(-(logit(p) + shift))) : p)),
        random,
      );
    };
    let fired = 0;
    let dispersed = 0;
    const trials = 200;
    for (let t = 0; t < trials; t++) {
      const history = historyOf(Array.from({ length: 20 }, runOf));
      const table = runTable(history, rowsOf(runOf()));
      const test = pairedTest(table, 20, 0.01);
      if (test.significant) fired += 1;
      if (test.dispersion > 2) dispersed += 1;
    }
    expect(dispersed / trials).toBeGreaterThan(0.9);
    expect(fired / trials).toBeLessThanOrEqual(0.03);
  });
});

describe('the drop the step compares with max-regression', () => {
  it('is the score test’s shortfall when the flaky rows fire it', () => {
    // 40 flaky rows passing half the time over 10 runs; the pull request fails 36 of them.
    const lines = Array.from({ length: 10 }, (_, run) =>
      Array.from({ length: 40 }, (_, row) => ((row + run) % 2 === 0 ? 'P' : 'F')).join(''),
    );
    const history = historyOf(lines);
    const pr = rowsOf(`${'F'.repeat(36)}${'P'.repeat(4)}`);
    const plan = planHistoryGate(history, pr, { budget: 0 });
    expect(plan.score?.significant).toBe(true);
    const decision = decideHistoryGate(plan, new Map());
    expect(decision.regression).toBe(true);
    const score = plan.score?.score ?? 0;
    const drops = [-score / 40, plan.flips?.significant ? plan.flips.drop : 0];
    if (plan.paired?.significant) drops.push(plan.paired.drop);
    expect(decision.drop).toBeCloseTo(Math.max(...drops), 12);
    const judged = historyJudgement({ history, pr }, plan, decision, { items: 0, runNames: [], rows: 0 });
    expect(historyRegression(judged, judged.drop - 1e-9).blocking).toBe(true);
    expect(historyRegression(judged, judged.drop).blocking).toBe(false);
    expect(judged.reason).toContain('flaky row(s) passed less than their history says');
  });

  it('names the flip test when many reliable rows flip once each', () => {
    const lines = Array.from({ length: 20 }, () => 'P'.repeat(200));
    const history = historyOf(lines);
    const pr = rowsOf(`${'F'.repeat(6)}${'P'.repeat(194)}`);
    const plan = planHistoryGate(history, pr, { budget: 0 });
    expect(plan.flips).toMatchObject({ observed: 6, expected: 6 / 21 });
    expect(plan.flips?.pValue).toBeLessThan(FLIP_SIGNIFICANCE);
    const decision = decideHistoryGate(plan, new Map());
    expect(decision.regression).toBe(true);
    expect(decision.reason).toContain('6 row(s) failed once over the history and this pull request');
    expect(decision.drop).toBeGreaterThan(0);
    expect(PAIRED_SIGNIFICANCE).toBeGreaterThan(0);
  });
});

describe('the flip test’s p-value', () => {
  // stats.ts's normalCdf as the reference: stats.test.ts checks it against normalQuantile.
  const normalCdfOf = normalCdf;

  it('is the exact tail without over-dispersion, even where the normal would say more', () => {
    // 12 rows failing once in 5 runs, 3 of those failures in the pull request.
    const rows = [...Array(3).fill('PPPPF'), ...Array(9).fill('PFPPP')];
    const test = flipTest(tableOf(rows), 4, 0.05);
    expect(test.dispersion).toBe(1);
    expect(test.z).toBeCloseTo((-(3 - 12 / 5) + 0.5) / Math.sqrt(12 * (1 / 5) * (4 / 5)), 12);
    expect(normalCdfOf(test.z)).toBeGreaterThan(binomialUpper(12, 3, 1 / 5));
    expect(test.pValue).toBeCloseTo(binomialUpper(12, 3, 1 / 5), 12);
  });

  it('measures the history’s over-dispersion leave-one-out and takes the larger of exact and scaled normal', () => {
    // Every history flip is in run 0: leave-one-out, run 0 has 10 flips where 2 were expected, the others none.
    const rows = [...Array(10).fill('FPPPPP'), ...Array(4).fill('PPPPPF'), ...Array(6).fill('PPPPPP')];
    const test = flipTest(tableOf(rows), 5, 0.05);
    const variance = 10 * (1 / 5) * (4 / 5);
    const zs = [(10 - 2) / Math.sqrt(variance), ...Array(4).fill(-2 / Math.sqrt(variance))];
    // The mean squared z (10), raised to its upper bound with 4 degrees of freedom.
    const dispersion = (zs.reduce((sum, z) => sum + z * z, 0) / 5) * (4 / chiSquareQuantile(0.25, 4));
    expect(test.dispersion).toBeCloseTo(dispersion, 12);
    const expected = 14 / 6;
    const z = (-(4 - expected) + 0.5) / Math.sqrt(dispersion * 14 * (1 / 6) * (5 / 6));
    expect(test).toMatchObject({ observed: 4 });
    expect(test.expected).toBeCloseTo(expected, 12);
    expect(test.z).toBeCloseTo(z, 12);
    const exact = binomialUpper(14, 4, 1 / 6);
    expect(normalCdfOf(z)).toBeGreaterThan(exact);
    expect(test.pValue).toBeCloseTo(normalCdfOf(z), 6);
    expect(test.drop).toBeCloseTo(((4 - expected) * 6) / 5 / 20, 12);
  });
});

describe('the run table', () => {
  it('leaves out a row the history never completed, and keeps one it completed once', () => {
    const history = historyOf(['PPE', 'EPE']);
    const table = runTable(
      history,
      new Map([
        ['0', 'F'],
        ['1', 'F'],
        ['2', 'P'],
      ]),
    );
    expect([...table.keys()]).toEqual(['0', '1']);
    expect(table.get('0')).toEqual([
      { passes: 1, items: 1 },
      { passes: 0, items: 0 },
      { passes: 0, items: 1 },
    ]);
  });
});
