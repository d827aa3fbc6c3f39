import { describe, expect, it } from 'vitest';
import { type ViewerRow, withRowPassK } from '../../src/core/artifacts/viewer.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { createMetricsAccumulator } from '../../src/core/metrics.js';
import { passHatK, passKWords, rowPassK, runPassK } from '../../src/core/pass-k.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { evaluateGate } from '../../src/core/verdict/gate.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

/** C(n, k) by its definition, over the integers: the reference the product forms are checked against. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

describe('pass@k and pass^k per row', () => {
  it('match 1 − C(n−c, k)/C(n, k) and C(c, k)/C(n, k) for every c and k ≤ n up to n = 8', () => {
    for (let n = 1; n <= 8; n++)
      for (let c = 0; c <= n; c++)
        for (let k = 1; k <= n; k++) {
          const values = rowPassK(n, c, k);
          expect(values.passAtK).toBeCloseTo(1 - choose(n - c, k) / choose(n, k), 12);
          expect(values.passHatK).toBeCloseTo(choose(c, k) / choose(n, k), 12);
        }
  });

  it('c = 0: both 0; c = n: both 1', () => {
    expect(rowPassK(3, 0, 2)).toEqual({ passAtK: 0, passHatK: 0 });
    expect(rowPassK(3, 3, 2)).toEqual({ passAtK: 1, passHatK: 1 });
  });

  it('k = 1: both equal the row pass rate c/n', () => {
    expect(rowPassK(3, 2, 1).passAtK).toBeCloseTo(2 / 3, 12);
    expect(rowPassK(3, 2, 1).passHatK).toBeCloseTo(2 / 3, 12);
  });

  it('k > n: unknown (null), never a number', () => {
    expect(rowPassK(2, 1, 3)).toEqual({ passAtK: null, passHatK: null });
    expect(passHatK(0, 0, 1)).toBeNull();
  });

  it('refuses a k below 1 and c outside 0..n', () => {
    expect(() => passHatK(3, 1, 0)).toThrow(/k must be/);
    expect(() => passHatK(3, 4, 1)).toThrow(/0 ≤ c ≤ n/);
  });
});

describe('the run’s pass@k and pass^k', () => {
  const counts = [
    { samples: 2, passes: 1, rows: 1 }, // fewer than k = 3: unknown
    { samples: 3, passes: 0, rows: 2 },
    { samples: 3, passes: 2, rows: 1 },
    { samples: 3, passes: 3, rows: 1 },
  ];

  it('averages the rows with k samples and counts the others unknown', () => {
    const run = runPassK(counts, 3);
    expect(run).toEqual({ k: 3, passAtK: 2 / 4, passHatK: 1 / 4, rows: 4, unknownRows: 1 });
    expect(passKWords(run)).toBe('pass@3 50.0% · pass^3 25.0% (4 rows; 1 with fewer than 3 samples unknown)');
  });

  it('k = 1 over rows of equal samples is the pass rate', () => {
    const equal = counts.slice(1);
    const run = runPassK(equal, 1);
    const passes = equal.reduce((sum, c) => sum + c.passes * c.rows, 0);
    expect(run.passAtK).toBeCloseTo(passes / 12, 12);
    expect(run.passHatK).toBeCloseTo(passes / 12, 12);
  });

  it('no row with k samples: unknown, said so', () => {
    const run = runPassK(counts, 4);
    expect(run).toMatchObject({ passAtK: null, passHatK: null, rows: 0, unknownRows: 5 });
    expect(passKWords(run)).toBe('pass@4 unknown · pass^4 unknown (no row has 4 samples not skipped)');
  });
});

describe('rows by samples and passes', () => {
  it('counts the samples not skipped and the passes of each dataset row', () => {
    const accumulator = createMetricsAccumulator({ passThreshold: 1 });
    const outcomes: [number, number, 'success' | 'skipped', number | null][] = [
      [0, 0, 'success', 1],
      [0, 1, 'success', 0],
      [0, 2, 'skipped', null],
      [1, 0, 'success', 1],
      [1, 1, 'success', 1],
      [1, 2, 'success', 1],
      [2, 0, 'success', 0],
      [2, 1, 'success', 0.5],
      [2, 2, 'success', 0],
    ];
    for (const [row, run, status, reward] of outcomes)
      accumulator.add({ row_index: row, run_index: run, status, ...(reward === null ? {} : { reward }) });
    const { rowSamples } = accumulator.finish();
    expect(rowSamples).toEqual([
      { samples: 2, passes: 1, rows: 1 },
      { samples: 3, passes: 0, rows: 1 },
      { samples: 3, passes: 3, rows: 1 },
    ]);
    expect(runPassK(rowSamples ?? [], 3)).toMatchObject({ passAtK: 0.5, passHatK: 0.5, unknownRows: 1 });
  });
});

describe('gate-metric', () => {
  const metrics = {
    passRate: 0.9,
    passRateInterval: { lower: 0.8, upper: 0.95, confidence: 0.95 },
    completed: 12,
    passed: 9,
    passK: { k: 3, passAtK: 1, passHatK: 0.5, rows: 4, unknownRows: 0 },
  };
  const options = { gateOn: 'pass-rate' as const, allowInconclusive: false, minPassRate: 0.6 };

  it('pass-hat-k judges pass^k, not the pass rate', () => {
    expect(evaluateGate(metrics, options).verdict).toBe('passed');
    const gate = evaluateGate(metrics, { ...options, metric: 'pass-hat-k' });
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true, metric: 'pass-hat-k', observed: 0.5 });
    expect(gate.reason).toBe('pass^3 50.0% over 4 rows < 60.0%.');
  });

  it('pass-at-k passes at the threshold exactly', () => {
    const gate = evaluateGate(metrics, { ...options, minPassRate: 1, metric: 'pass-at-k' });
    expect(gate).toMatchObject({ verdict: 'passed', blocking: false, observed: 1 });
  });

  it('an unknown value fails the gate and says why', () => {
    const unknown = { ...metrics, passK: { k: 3, passAtK: null, passHatK: null, rows: 0, unknownRows: 4 } };
    const gate = evaluateGate(unknown, { ...options, metric: 'pass-at-k' });
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true });
    expect(gate.reason).toMatch(/^pass@3 is unknown: no row has 3 samples/);
  });

  it('without a threshold it reports only', () => {
    const { minPassRate: _, ...noThreshold } = options;
    expect(evaluateGate(metrics, { ...noThreshold, metric: 'pass-at-k' }).verdict).toBe('not-gated');
  });
});

describe('gate-metric and k inputs', () => {
  const parse = (values: Record<string, string>) =>
    parseEvalRunInputs(
      (name) => ({ config: 'configs/eval/a.toml', ...values })[name],
      (name) => `--${name}`,
    );

  it('default pass-rate; k a whole number', () => {
    expect(parse({})['gate-metric']).toBe('pass-rate');
    expect(parse({ 'gate-metric': 'pass-hat-k', k: '2' })).toMatchObject({
      'gate-metric': 'pass-hat-k',
      k: 2,
    });
    expect(() => parse({ k: '0' })).toThrow(/--k must be a whole number from 1/);
    expect(() => parse({ 'gate-metric': 'pass@k' })).toThrow(
      /--gate-metric must be one of pass-rate, pass-at-k/,
    );
  });

  it('refuses pass-at-k with gate-on lower-bound, and with adaptive', () => {
    expect(() => parse({ 'gate-metric': 'pass-at-k', 'gate-on': 'lower-bound' })).toThrow(
      /--gate-metric pass-at-k .* --gate-on lower-bound bounds the pass rate/,
    );
    expect(() => parse({ 'gate-metric': 'pass-hat-k', adaptive: 'certain', 'min-pass-rate': '0.5' })).toThrow(
      /--adaptive stops once the pass rate of the samples is settled, not pass-hat-k/,
    );
  });
});

describe('the viewer’s rows', () => {
  it('each sample carries its dataset row’s pass@k and pass^k; a row short of k samples is unknown', () => {
    const sample = (row: number, run: number, status: ViewerRow['status']): ViewerRow => ({
      row,
      run,
      status,
      reward: null,
      tokens: null,
      durationMs: null,
    });
    const rows = [
      sample(0, 0, 'passed'),
      sample(0, 1, 'below-threshold'),
      sample(0, 2, 'passed'),
      sample(1, 0, 'passed'),
      sample(1, 1, 'skipped'),
      sample(1, 2, 'errored'),
    ];
    withRowPassK(rows, 3);
    expect(rows[2]?.passK).toEqual({ k: 3, samples: 3, passes: 2, passAtK: 1, passHatK: 0 });
    expect(rows[3]?.passK).toEqual({ k: 3, samples: 2, passes: 1, passAtK: null, passHatK: null });
    withRowPassK(rows, 2);
    expect(rows[0]?.passK).toMatchObject({ passAtK: 1, passHatK: 1 / 3 });
  });
});

describe('the reports', () => {
  const passK = { k: 3, passAtK: 0.5, passHatK: 0.25, rows: 4, unknownRows: 1 };
  const result = makeResult(makeMetrics({ passed: 7, completed: 14, runsPerRow: 3, passK }), {
    minPassRate: 0.2,
    metric: 'pass-hat-k',
  });
  const line = 'pass@3 50.0% · pass^3 25.0% (4 rows; 1 with fewer than 3 samples unknown)';

  it('the terminal and the comment show the run’s pass@k and pass^k, and the gate judged pass^k', () => {
    expect(renderTerminal(result)).toContain(`  repeats     ${line}`);
    expect(renderTerminal(result)).toContain(
      '  gate        pass^3 25.0% over 4 rows (1 with fewer than 3 samples left out) ≥ 20.0%.',
    );
    expect(renderComment(result, { key: 'k' })).toContain(`| Repeats | ${line} |`);
  });

  it('a run without repeats shows no such line', () => {
    const single = makeResult(makeMetrics({ passed: 7, completed: 14 }), { minPassRate: 0.2 });
    expect(renderTerminal(single)).not.toContain('repeats');
    expect(renderComment(single, { key: 'k' })).not.toContain('Repeats');
  });
});
