/** core/metrics.ts: the rows counted by samples and passes, the failure groups' order, and compareWithSummary at its edges. */
import { describe, expect, it } from 'vitest';
import {
  compareWithSummary,
  createMetricsAccumulator,
  type EvalMetrics,
  type IndexRow,
  type MetricsFile,
} from '../../src/core/metrics.js';

const row = (row_index: number, fields: Partial<IndexRow> = {}): IndexRow => ({
  row_index,
  run_index: 0,
  status: 'success',
  ...fields,
});
function metricsOf(rows: IndexRow[], file?: MetricsFile): EvalMetrics {
  const accumulator = createMetricsAccumulator({ passThreshold: 1 });
  for (const r of rows) accumulator.add(r);
  return accumulator.finish(file);
}

/** A row index past the dense tally (4,194,304 rows): counted in its sparse map. */
const FAR = 5_000_000;

describe('rows counted by samples and passes', () => {
  it('count each dataset row once by (samples not skipped, passes), fewest samples first, then fewest passes', () => {
    const metrics = metricsOf([
      // Row 3: 2 samples, 2 passes.
      row(3, { reward: 1 }),
      row(3, { run_index: 1, reward: 1 }),
      // Rows 0 and 5: 2 samples, 1 pass.
      row(0, { reward: 1 }),
      row(0, { run_index: 1, reward: 0 }),
      row(5, { reward: 0 }),
      row(5, { run_index: 1, reward: 1 }),
      // Row 1: one sample skipped, one failed.
      row(1, { status: 'skipped' }),
      row(1, { run_index: 1, reward: 0 }),
      // Row 2: both skipped.
      row(2, { status: 'skipped' }),
      row(2, { run_index: 1, status: 'skipped' }),
      // Row 4: 2 samples, no pass.
      row(4, { reward: 0 }),
      row(4, { run_index: 1, reward: 0 }),
    ]);
    expect(metrics.rowSamples).toEqual([
      { samples: 0, passes: 0, rows: 1 },
      { samples: 1, passes: 0, rows: 1 },
      { samples: 2, passes: 0, rows: 1 },
      { samples: 2, passes: 1, rows: 2 },
      { samples: 2, passes: 2, rows: 1 },
    ]);
  });

  it('count a row past the dense tally the same way, a skipped sample not among its samples', () => {
    const metrics = metricsOf([
      row(FAR, { reward: 1 }),
      row(FAR, { run_index: 1, status: 'skipped' }),
      row(FAR + 1, { reward: 0 }),
      row(0, { reward: 1 }),
      row(0, { run_index: 1, reward: 1 }),
    ]);
    expect(metrics.rowSamples).toEqual([
      { samples: 1, passes: 0, rows: 1 },
      { samples: 1, passes: 1, rows: 1 },
      { samples: 2, passes: 2, rows: 1 },
    ]);
    // pass@1 over rows with at least one sample: (1 + 0 + 1) / 3; pass@2 over row 0 alone.
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 2 / 3 },
      { k: 2, value: 1 },
    ]);
  });
});

describe('failure groups', () => {
  it('list groups of equal size by error type, whatever order the rows came in', () => {
    const metrics = metricsOf([
      row(0, { status: 'failed', error_type: 'zeta' }),
      row(1, { status: 'failed', error_type: 'timeout' }),
      row(2, { status: 'failed', error_type: 'grader' }),
      row(3, { status: 'failed', error_type: 'crash' }),
      row(4, { status: 'failed', error_type: 'timeout' }),
    ]);
    expect(metrics.failureGroups.map((group) => [group.errorType, group.count])).toEqual([
      ['timeout', 2],
      ['crash', 1],
      ['grader', 1],
      ['zeta', 1],
    ]);
  });
});

describe('the metrics without eval_run in metrics.json', () => {
  it('have an unknown status, no duration and no model', () => {
    const metrics = metricsOf([row(0, { reward: 1 })], { summary: { pass_threshold: 1 } });
    expect(metrics.status).toBe('unknown');
    expect(metrics.durationMs).toBeNull();
    expect(metrics).not.toHaveProperty('model');
  });
});

describe('compareWithSummary at its edges', () => {
  const mine = metricsOf([
    row(0, { reward: 1 }),
    row(1, { reward: 0 }),
    row(2, { reward: 1 }),
    row(3, { reward: 1 }),
  ]);

  it('reports a difference above the tolerance, not one equal to it', () => {
    // pass_rate 0.75 against 0.5 and 1: a difference of exactly 0.25.
    expect(compareWithSummary(mine, { summary: { pass_rate: 0.5 } }, 0.25)).toEqual([]);
    expect(compareWithSummary(mine, { summary: { pass_rate: 1 } }, 0.25)).toEqual([]);
    expect(compareWithSummary(mine, { summary: { pass_rate: 0.4 } }, 0.25)).toEqual([
      'pass_rate: metrics.json 0.4, index.jsonl 0.75',
    ]);
  });

  it('skips a number metrics.json gives as null', () => {
    expect(
      compareWithSummary(mine, { summary: { passed: null, pass_rate: null, tokens_used: null } }),
    ).toEqual([]);
  });

  it('says nothing of reward statistics when neither side has any', () => {
    const ungraded = metricsOf([row(0, { status: 'skipped' })]);
    expect(ungraded.reward).toBeNull();
    expect(compareWithSummary(ungraded, { summary: { skipped: 1 } })).toEqual([]);
  });
});
