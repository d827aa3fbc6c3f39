/** The metrics accumulator's counting rules, edge by edge (core/metrics.ts); the fixture tests are in metrics.test.ts. */
import { describe, expect, it } from 'vitest';
import {
  compareWithSummary,
  createMetricsAccumulator,
  type EvalMetrics,
  FAILURE_ROWS_PER_GROUP,
  type IndexRow,
  type MetricsFile,
} from '../../src/core/metrics.js';

const row = (row_index: number, fields: Partial<IndexRow> = {}): IndexRow => ({
  row_index,
  run_index: 0,
  status: 'success',
  ...fields,
});
function metricsOf(rows: IndexRow[], passThreshold = 1, file?: MetricsFile): EvalMetrics {
  const accumulator = createMetricsAccumulator({ passThreshold });
  for (const r of rows) accumulator.add(r);
  return accumulator.finish(file);
}

describe('counting rows', () => {
  it('refuses a threshold that is not a finite number', () => {
    expect(() => createMetricsAccumulator({ passThreshold: Number.NaN })).toThrow(
      'passThreshold must be finite, got NaN',
    );
    expect(() => createMetricsAccumulator({ passThreshold: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('counts the rows added so far', () => {
    const accumulator = createMetricsAccumulator({ passThreshold: 1 });
    expect(accumulator.rows).toBe(0);
    accumulator.add(row(0));
    accumulator.add(row(1, { status: 'skipped' }));
    expect(accumulator.rows).toBe(2);
  });

  it('passes a reward equal to the threshold; a skipped row never passes, even with a reward', () => {
    const metrics = metricsOf(
      [row(0, { reward: 0.5 }), row(1, { reward: 0.49 }), row(2, { status: 'skipped', reward: 1 }), row(3)],
      0.5,
    );
    expect(metrics).toMatchObject({ total: 4, completed: 3, skipped: 1, graded: 2, passed: 1, failed: 0 });
    expect(metrics.passRate).toBeCloseTo(1 / 3, 15);
    expect(metrics.reward).toEqual({
      mean: 0.495,
      median: 0.495,
      std: expect.closeTo(0.005, 15),
      min: 0.49,
      max: 0.5,
    });
  });

  it('adds up numeric tokens and resumed rows only', () => {
    const metrics = metricsOf([
      row(0, { tokens: 10, resumed: true }),
      row(1, { tokens: null, resumed: false }),
      row(2, { tokens: 5.5 }),
    ]);
    expect(metrics.tokens).toBe(15.5);
    expect(metrics.resumedRows).toBe(1);
  });

  it('the Wilson interval is that of passed over completed, at 95%', () => {
    // 8 of 10 at 95%: [0.4901624715366417, 0.9433178485456247] (stats.test.ts, from Python).
    const rows = Array.from({ length: 10 }, (_, i) => row(i, { reward: i < 8 ? 1 : 0 }));
    const { passRateInterval } = metricsOf([...rows, row(10, { status: 'skipped' })]);
    expect(passRateInterval.lower).toBeCloseTo(0.4901624715366417, 12);
    expect(passRateInterval.upper).toBeCloseTo(0.9433178485456247, 12);
    expect(passRateInterval.confidence).toBe(0.95);
  });
});

describe('metrics.json', () => {
  it('takes status and duration from it, and accepts the same threshold', () => {
    const metrics = metricsOf([row(0, { reward: 1 })], 1, {
      eval_run: { status: 'finished', duration_ms: 1234 },
      summary: { pass_threshold: 1 },
    });
    expect(metrics).toMatchObject({ status: 'finished', durationMs: 1234, passThreshold: 1 });
    expect(metricsOf([], 1, { eval_run: { status: 'incomplete' } }).status).toBe('incomplete');
    expect(metricsOf([], 1, { eval_run: { status: null } }).status).toBe('unknown');
  });

  it('refuses a different threshold, saying what to do', () => {
    expect(() => metricsOf([], 0.5, { summary: { pass_threshold: 0.8 } })).toThrow(
      'metrics.json has pass_threshold 0.8 but the rows were scored against 0.5; create the accumulator with the pass_threshold from metrics.json',
    );
  });
});

describe('pass@k', () => {
  it('leaves out dataset rows whose runs were all skipped', () => {
    // Row 0: 2 runs, 1 pass -> pass@1 = 1/2, pass@2 = 1. Row 1: both runs skipped, no estimate.
    const metrics = metricsOf([
      row(0, { run_index: 0, reward: 1 }),
      row(0, { run_index: 1, reward: 0 }),
      row(1, { run_index: 0, status: 'skipped' }),
      row(1, { run_index: 1, status: 'skipped' }),
    ]);
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 0.5 },
      { k: 2, value: 1 },
    ]);
  });

  it('estimates each k over the rows with at least k non-skipped runs, and weights repeated (n, c) pairs', () => {
    // Rows 0 and 1: 4 runs with 1 pass each; row 2: 2 runs, 2 passes (one run skipped, two absent).
    // k=1: (1/4 + 1/4 + 1) / 3 = 0.5. k=2: rows 0, 1: 1 - C(3,2)/C(4,2) = 1/2; row 2: 1 -> (0.5+0.5+1)/3.
    // k=4: rows 0, 1 only: 1 - C(3,4)/C(4,4) = 1.
    const fourRuns = (r: number) =>
      [0, 1, 2, 3].map((run) => row(r, { run_index: run, reward: run === 0 ? 1 : 0 }));
    const metrics = metricsOf([
      ...fourRuns(0),
      ...fourRuns(1),
      row(2, { run_index: 0, reward: 1 }),
      row(2, { run_index: 1, reward: 1 }),
      row(2, { run_index: 2, status: 'skipped' }),
    ]);
    expect(metrics.runsPerRow).toBe(4);
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 0.5 },
      { k: 2, value: expect.closeTo(2 / 3, 15) },
      { k: 4, value: 1 },
    ]);
  });

  it('is empty when only one k can be estimated', () => {
    // runs per row is 2 (a run_index 1 exists) but every row has a single non-skipped run: only k = 1.
    const metrics = metricsOf([row(0, { reward: 1 }), row(1, { run_index: 1, status: 'skipped' })]);
    expect(metrics.runsPerRow).toBe(2);
    expect(metrics.passAtK).toEqual([]);
  });

  it('counts rows past the first 1024 and past the dense limit like any other', () => {
    const rows = [1023, 1024, 5000, (1 << 22) - 1, 1 << 22].flatMap((r) => [
      row(r, { run_index: 0, reward: 1 }),
      row(r, { run_index: 1, reward: 0 }),
    ]);
    // Every row: n = 2, c = 1 -> pass@1 = 1/2, pass@2 = 1; a lost row would not change the mean, so
    // one more row 0 with no pass drags both: pass@1 = 5/12, pass@2 = 5/6.
    const metrics = metricsOf([...rows, row(0, { reward: 0 }), row(0, { run_index: 1, reward: 0 })]);
    expect(metrics.passAtK).toEqual([
      { k: 1, value: expect.closeTo(5 / 12, 15) },
      { k: 2, value: expect.closeTo(5 / 6, 15) },
    ]);
    expect(metrics.passed).toBe(5);
  });
});

describe('failure groups', () => {
  it('groups rows that did not succeed by error type, skipped and unknown when osmosis named none', () => {
    const metrics = metricsOf([
      row(0),
      row(1, { status: 'failed', error_type: 'timeout', rollout_id: 'r1', run_index: 2 }),
      row(2, { status: 'failed', error_type: null, rollout_id: null }),
      row(3, { status: 'skipped' }),
      row(4, { status: 'skipped', error_type: 'timeout' }),
    ]);
    expect(metrics.failureGroups).toEqual([
      {
        errorType: 'timeout',
        count: 2,
        rows: [
          { rowIndex: 1, runIndex: 2, rolloutId: 'r1' },
          { rowIndex: 4, runIndex: 0 },
        ],
      },
      { errorType: 'skipped', count: 1, rows: [{ rowIndex: 3, runIndex: 0 }] },
      { errorType: 'unknown', count: 1, rows: [{ rowIndex: 2, runIndex: 0 }] },
    ]);
  });

  it('orders groups of equal size by name, whatever order they came in', () => {
    const names = ['b', 'c', 'a', 'b', 'c', 'a'];
    const metrics = metricsOf(names.map((name, i) => row(i, { status: 'failed', error_type: name })));
    expect(metrics.failureGroups.map((g) => g.errorType)).toEqual(['a', 'b', 'c']);
    const reversed = metricsOf(
      [...names].reverse().map((name, i) => row(i, { status: 'failed', error_type: name })),
    );
    expect(reversed.failureGroups.map((g) => g.errorType)).toEqual(['a', 'b', 'c']);
  });

  it(`keeps exactly ${FAILURE_ROWS_PER_GROUP} rows of a group`, () => {
    const rows = Array.from({ length: FAILURE_ROWS_PER_GROUP }, (_, i) => row(i, { status: 'failed' }));
    expect(metricsOf(rows).failureGroups[0]?.rows).toHaveLength(50);
    const more = metricsOf([...rows, row(99, { status: 'failed' })]).failureGroups[0];
    expect(more?.count).toBe(51);
    expect(more?.rows.map((r) => r.rowIndex)).not.toContain(99);
  });
});

describe('compareWithSummary', () => {
  const mine = metricsOf([
    row(0, { reward: 1, tokens: 7 }),
    row(0, { run_index: 1, reward: 0 }),
    row(1, { status: 'failed', reward: 0.5 }),
    row(2, { status: 'skipped' }),
  ]);
  // Row 0: 2 runs, 1 pass; row 1: 1 run, no pass (0.5 < 1); row 2 skipped, no estimate.
  // pass@1 = (1/2 + 0) / 2, pass@2 = row 0 alone = 1.
  const agreeing = [
    { k: 1, value: 0.25 },
    { k: 2, value: 1 },
  ];

  it('is empty without a summary, and when every number agrees within the tolerance', () => {
    expect(compareWithSummary(mine, {})).toEqual([]);
    expect(
      compareWithSummary(mine, {
        summary: {
          total_samples: 4,
          completed_samples: 3,
          graded: 3,
          passed: 1,
          failed: 1,
          skipped: 1,
          pass_rate: 1 / 3 + 1e-10,
          tokens_used: 7,
          n_runs: 2,
          // Rewards 1, 0 and 0.5: population std sqrt((0.25 + 0.25 + 0) / 3).
          reward_stats: { mean: 0.5, median: 0.5, std: Math.sqrt(1 / 6), min: 0, max: 1 },
          pass_at_k: agreeing,
        },
      }),
    ).toEqual([]);
  });

  it('names every number that disagrees, with both values', () => {
    const differences = compareWithSummary(mine, {
      summary: {
        total_samples: 5,
        completed_samples: 2,
        graded: 2,
        passed: 2,
        failed: 0,
        skipped: 0,
        pass_rate: 0.5,
        tokens_used: 8,
        n_runs: 3,
        reward_stats: { mean: 0.4, median: 0.4, std: 0, min: 0.1, max: 0.9 },
        pass_at_k: [
          { k: 1, value: 0.5 },
          { k: 2, value: 1 },
        ],
      },
    });
    expect(differences).toEqual([
      'total_samples: metrics.json 5, index.jsonl 4',
      'completed_samples: metrics.json 2, index.jsonl 3',
      'graded: metrics.json 2, index.jsonl 3',
      'passed: metrics.json 2, index.jsonl 1',
      'failed: metrics.json 0, index.jsonl 1',
      'skipped: metrics.json 0, index.jsonl 1',
      'pass_rate: metrics.json 0.5, index.jsonl 0.3333333333333333',
      'tokens_used: metrics.json 8, index.jsonl 7',
      'reward_stats.mean: metrics.json 0.4, index.jsonl 0.5',
      'reward_stats.median: metrics.json 0.4, index.jsonl 0.5',
      `reward_stats.std: metrics.json 0, index.jsonl ${Math.sqrt(1 / 6)}`,
      'reward_stats.min: metrics.json 0.1, index.jsonl 0',
      'reward_stats.max: metrics.json 0.9, index.jsonl 1',
      'n_runs: metrics.json 3, index.jsonl 2',
      'pass_at_k k=1: metrics.json 0.5, index.jsonl 0.25',
    ]);
  });

  it('a difference just past the tolerance counts, one at it does not', () => {
    const at = (pass_rate: number, tolerance: number) =>
      compareWithSummary(mine, { summary: { pass_rate, pass_at_k: agreeing } }, tolerance);
    expect(at(1 / 3 + 0.25, 0.25)).toEqual([]);
    expect(at(1 / 3 + 0.3, 0.25)).toHaveLength(1);
  });

  it('says when metrics.json has reward stats and no row was graded', () => {
    const ungraded = metricsOf([row(0, { status: 'failed' })]);
    expect(compareWithSummary(ungraded, { summary: { reward_stats: { mean: 1 } } })).toEqual([
      'reward_stats: present in metrics.json, no graded rows in index.jsonl',
    ]);
    expect(
      compareWithSummary(mine, { summary: { reward_stats: null, n_runs: null, pass_at_k: agreeing } }),
    ).toEqual([]);
  });
});
