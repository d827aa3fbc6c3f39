import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEvalMetrics } from '../../src/adapters/run-files.js';
import { OsmosisFailure } from '../../src/core/errors.js';
import {
  compareWithSummary,
  createMetricsAccumulator,
  type EvalMetrics,
  type IndexRow,
  type MetricsFile,
  parseIndexLine,
  parseMetricsFile,
} from '../../src/core/metrics.js';

/**
 * A 4-row x 2-run eval (n = 2) scored against pass_threshold 0.8, written with the contract's key order
 * (row_index, run_index, rollout_id, trajectory_filename?, status, reward?, tokens?, duration_ms,
 * error_type?, resumed?) and sorted by (row_index, run_index).
 */
const id = (n: number) => n.toString(16).padStart(32, '0');
const INDEX_ROWS: Record<string, unknown>[] = [
  {
    row_index: 0,
    run_index: 0,
    rollout_id: id(1),
    trajectory_filename: 'trajectory.json',
    status: 'success',
    reward: 1.0,
    tokens: 10,
    duration_ms: 120.5,
  },
  {
    row_index: 0,
    run_index: 1,
    rollout_id: id(2),
    trajectory_filename: 'trajectory.json',
    status: 'success',
    reward: 0.8,
    tokens: 12,
    duration_ms: 130.0,
  },
  {
    row_index: 1,
    run_index: 0,
    rollout_id: id(3),
    trajectory_filename: 'trajectory.json',
    status: 'success',
    reward: 0.9,
    tokens: 9,
    duration_ms: 99.0,
  },
  {
    row_index: 1,
    run_index: 1,
    rollout_id: id(4),
    status: 'failed',
    tokens: 3,
    duration_ms: 60000.0,
    error_type: 'agent_error',
  },
  {
    row_index: 2,
    run_index: 0,
    rollout_id: id(5),
    trajectory_filename: 'trajectory.json',
    status: 'skipped',
    duration_ms: 80.0,
  },
  {
    row_index: 2,
    run_index: 1,
    rollout_id: id(6),
    trajectory_filename: 'trajectory.json',
    status: 'success',
    reward: 0.0,
    tokens: 7,
    duration_ms: 75.0,
    resumed: true,
  },
  {
    row_index: 3,
    run_index: 0,
    rollout_id: id(7),
    status: 'failed',
    tokens: 2,
    duration_ms: 30000.0,
    error_type: 'callback_timeout',
  },
  {
    row_index: 3,
    run_index: 1,
    rollout_id: id(8),
    status: 'failed',
    tokens: 4,
    duration_ms: 5.0,
    error_type: 'agent_error',
    some_future_key: [1],
  },
];

/**
 * The summary the contract's formulas give for INDEX_ROWS (hand-computed):
 * - total 8; skipped 1 (row 2 run 0); completed 8 - 1 = 7; failed 3; graded 4 (rewards 1, 0.8, 0.9, 0).
 * - passed 3 (1.0, 0.8 and 0.9 are >= 0.8; 0.8 == threshold passes); pass_rate 3/7.
 * - rewards [0, 0.8, 0.9, 1]: mean 2.7/4 = 0.675, median (0.8 + 0.9)/2 = 0.85,
 *   population var (0.675² + 0.125² + 0.225² + 0.325²)/4 = 0.6275/4 = 0.156875, std 0.39607448794...
 * - tokens 10 + 12 + 9 + 3 + 7 + 2 + 4 = 47.
 * - pass@k per dataset row (n = non-skipped runs, c = passes):
 *   row 0 n2 c2 -> p@1 1, p@2 1; row 1 n2 c1 -> 0.5, 1 (1 - C(1,2)/C(2,2)); row 2 n1 c0 -> 0,
 *   (n < 2: not counted); row 3 n2 c0 -> 0, 0. pass@1 = 1.5/4 = 0.375, pass@2 = 2/3.
 * - Wilson 95% for 3/7 (Python, the (2np + z² ± z·sqrt(z² + 4np(1-p)))/(2(n + z²)) form):
 *   [0.1582198552514697, 0.7495416354723428]. Python statistics.pstdev agrees with the std above.
 */
const METRICS_JSON = {
  eval_run: {
    id: id(99),
    status: 'finished',
    name: 'ci-smoke',
    dataset_name: 'smoke',
    model_name: 'openai/local-test',
    rollout_name: 'echo',
    duration_ms: 4321.5,
    started_at: '2026-08-20T10:15:00Z',
    completed_at: '2026-08-20T10:15:04Z',
    future_field: true,
  },
  summary: {
    total_samples: 8,
    completed_samples: 7,
    graded: 4,
    passed: 3,
    failed: 3,
    skipped: 1,
    pass_rate: 3 / 7,
    pass_threshold: 0.8,
    tokens_used: 47,
    reward_stats: { mean: 0.675, median: 0.85, std: 0.3960744879438715, min: 0.0, max: 1.0 },
    n_runs: 2,
    pass_at_k: [
      { k: 1, value: 0.375 },
      { k: 2, value: 2 / 3 },
    ],
  },
};

const EXPECTED: EvalMetrics = {
  status: 'finished',
  total: 8,
  completed: 7,
  passed: 3,
  failed: 3,
  skipped: 1,
  graded: 4,
  passRate: 3 / 7,
  passRateInterval: { lower: 0.1582198552514697, upper: 0.7495416354723428, confidence: 0.95 },
  passThreshold: 0.8,
  reward: { mean: 0.675, median: 0.85, std: 0.3960744879438715, min: 0, max: 1 },
  runsPerRow: 2,
  passAtK: [
    { k: 1, value: 0.375 },
    { k: 2, value: 2 / 3 },
  ],
  tokens: 47,
  durationMs: 4321.5,
  model: 'openai/local-test',
  resumedRows: 1,
  failureGroups: [
    {
      errorType: 'agent_error',
      count: 2,
      rows: [
        { rowIndex: 1, runIndex: 1, rolloutId: id(4) },
        { rowIndex: 3, runIndex: 1, rolloutId: id(8) },
      ],
    },
    { errorType: 'callback_timeout', count: 1, rows: [{ rowIndex: 3, runIndex: 0, rolloutId: id(7) }] },
    { errorType: 'skipped', count: 1, rows: [{ rowIndex: 2, runIndex: 0, rolloutId: id(5) }] },
  ],
};

const jsonl = (rows: unknown[]) =>
  rows.map((row) => JSON.stringify(row)).join('\n') + (rows.length ? '\n' : '');

function expectMetrics(actual: EvalMetrics, expected: EvalMetrics): void {
  // Real numbers to 12 decimals, everything else exactly.
  expect(actual).toEqual({
    ...expected,
    // The rows by samples and passes are pinned where they are the subject (pass-k.test.ts).
    rowSamples: expected.rowSamples ?? expect.any(Array),
    passRate: expect.closeTo(expected.passRate, 12),
    passRateInterval: {
      lower: expect.closeTo(expected.passRateInterval.lower, 12),
      upper: expect.closeTo(expected.passRateInterval.upper, 12),
      confidence: expected.passRateInterval.confidence,
    },
    reward: expected.reward && {
      mean: expect.closeTo(expected.reward.mean, 12),
      median: expect.closeTo(expected.reward.median, 12),
      std: expect.closeTo(expected.reward.std, 12),
      min: expected.reward.min,
      max: expected.reward.max,
    },
    passAtK: expected.passAtK.map(({ k, value }) => ({ k, value: expect.closeTo(value, 12) })),
  });
}

function accumulate(rows: Record<string, unknown>[], passThreshold: number, metricsFile?: MetricsFile) {
  const accumulator = createMetricsAccumulator({ passThreshold });
  rows.forEach((row, index) => {
    accumulator.add(parseIndexLine(JSON.stringify(row), index + 1, 'index.jsonl'));
  });
  return accumulator.finish(metricsFile);
}

describe('createMetricsAccumulator', () => {
  it('reproduces every field of the fixture summary', () => {
    const metricsFile = parseMetricsFile(METRICS_JSON, 'metrics.json');
    const metrics = accumulate(INDEX_ROWS, 0.8, metricsFile);
    expectMetrics(metrics, EXPECTED);
    expect(compareWithSummary(metrics, metricsFile)).toEqual([]);
  });

  it('does not depend on row order', () => {
    const shuffled = [...INDEX_ROWS].reverse();
    const metrics = accumulate(shuffled, 0.8, parseMetricsFile(METRICS_JSON, 'metrics.json'));
    expect(metrics.passAtK).toEqual(
      EXPECTED.passAtK.map(({ k, value }) => ({ k, value: expect.closeTo(value, 12) })),
    );
    expect(metrics.failureGroups.map((group) => [group.errorType, group.count])).toEqual([
      ['agent_error', 2],
      ['callback_timeout', 1],
      ['skipped', 1],
    ]);
  });

  it('without metrics.json: status unknown, no duration, the given threshold', () => {
    const metrics = accumulate(INDEX_ROWS, 0.8);
    const { model: _none, ...withoutFile } = EXPECTED;
    expectMetrics(metrics, { ...withoutFile, status: 'unknown', durationMs: null });
  });

  it('scores against the threshold: at 1.0 only the 1.0 reward passes', () => {
    const metrics = accumulate(INDEX_ROWS, 1.0);
    expect(metrics.passed).toBe(1);
    expect(metrics.passRate).toBeCloseTo(1 / 7, 14);
    // row 0 n2 c1 -> 0.5 / 1; row 1 n2 c0 -> 0 / 0; row 2 n1 c0 -> 0 / -; row 3 -> 0 / 0
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 0.125 },
      { k: 2, value: expect.closeTo(1 / 3, 14) },
    ]);
  });

  it('refuses a metrics.json threshold that differs from the one the rows were scored with', () => {
    const metricsFile = parseMetricsFile(METRICS_JSON, 'metrics.json');
    const accumulator = createMetricsAccumulator({ passThreshold: 1 });
    expect(() => accumulator.finish(metricsFile)).toThrow(/pass_threshold 0.8/);
  });

  it('an empty run: zeros, pass_rate 0, no reward stats, interval [0, 1]', () => {
    const metrics = createMetricsAccumulator({ passThreshold: 1 }).finish({
      eval_run: { status: 'incomplete' },
    });
    expect(metrics).toEqual({
      status: 'incomplete',
      total: 0,
      completed: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      graded: 0,
      passRate: 0,
      passRateInterval: { lower: 0, upper: 1, confidence: 0.95 },
      passThreshold: 1,
      reward: null,
      runsPerRow: 0,
      passAtK: [],
      rowSamples: [],
      tokens: 0,
      durationMs: null,
      resumedRows: 0,
      failureGroups: [],
    } satisfies EvalMetrics);
  });

  it('all skipped: completed 0 and pass_rate 0', () => {
    const metrics = accumulate(
      [
        { row_index: 0, run_index: 0, status: 'skipped', reward: 1 },
        { row_index: 1, run_index: 0, status: 'skipped', error_type: 'remove_sample' },
      ],
      1,
    );
    expect(metrics).toMatchObject({ total: 2, completed: 0, skipped: 2, graded: 0, passed: 0, passRate: 0 });
    expect(metrics.reward).toBeNull();
    expect(metrics.failureGroups.map((group) => group.errorType)).toEqual(['remove_sample', 'skipped']);
  });

  it('n = 1: no pass@k, runsPerRow 1', () => {
    const metrics = accumulate(
      [
        { row_index: 0, run_index: 0, status: 'success', reward: 1 },
        { row_index: 1, run_index: 0, status: 'success', reward: 0 },
      ],
      1,
    );
    expect(metrics.runsPerRow).toBe(1);
    expect(metrics.passAtK).toEqual([]);
  });

  it('n = 4: k = 1, 2, 4 averaged over rows', () => {
    // row 0: 4 runs, 1 pass; row 1: 4 runs, 3 passes.
    const rows = [0, 1].flatMap((row) =>
      [0, 1, 2, 3].map((run) => ({
        row_index: row,
        run_index: run,
        status: 'success',
        reward: (row === 0 ? run < 1 : run < 3) ? 1 : 0,
      })),
    );
    const metrics = accumulate(rows, 1);
    // k=1: (1/4 + 3/4)/2 = 0.5; k=2: (1 - C(3,2)/C(4,2) + 1)/2 = (0.5 + 1)/2; k=4: (1 + 1)/2.
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 0.5 },
      { k: 2, value: 0.75 },
      { k: 4, value: 1 },
    ]);
  });

  it('n = 3: powers of two only (k = 1, 2)', () => {
    const rows = [0, 1, 2].map((run) => ({
      row_index: 0,
      run_index: run,
      status: 'success',
      reward: run === 0 ? 1 : 0,
    }));
    expect(accumulate(rows, 1).passAtK.map((entry) => entry.k)).toEqual([1, 2]);
  });

  it('a failed row with a reward is graded and can pass (contract: passed = reward >= threshold)', () => {
    const metrics = accumulate(
      [{ row_index: 0, run_index: 0, status: 'failed', reward: 1, error_type: 'timeout' }],
      1,
    );
    expect(metrics).toMatchObject({ failed: 1, graded: 1, passed: 1, completed: 1 });
  });

  it('keeps at most 50 rows per failure group but counts them all', () => {
    const accumulator = createMetricsAccumulator({ passThreshold: 1 });
    for (let row = 0; row < 120; row++) {
      accumulator.add({
        row_index: row,
        run_index: 0,
        status: 'failed',
        error_type: row % 2 ? 'timeout' : undefined,
      });
    }
    const groups = accumulator.finish().failureGroups;
    expect(groups.map((group) => [group.errorType, group.count, group.rows.length])).toEqual([
      ['timeout', 60, 50],
      ['unknown', 60, 50],
    ]);
    expect(groups[0]?.rows[0]).toEqual({ rowIndex: 1, runIndex: 0 });
  });

  it('handles a huge sparse row_index without a huge allocation', () => {
    const metrics = accumulate(
      [
        { row_index: 2 ** 40, run_index: 0, status: 'success', reward: 1 },
        { row_index: 2 ** 40, run_index: 1, status: 'success', reward: 0 },
      ],
      1,
    );
    expect(metrics.passAtK).toEqual([
      { k: 1, value: 0.5 },
      { k: 2, value: 1 },
    ]);
  });

  it('maps unexpected metrics.json statuses to unknown', () => {
    expect(accumulate([], 1, { eval_run: { status: 'exploded' } }).status).toBe('unknown');
    expect(accumulate([], 1, { eval_run: { status: 'running' } }).status).toBe('running');
  });

  it('compareWithSummary names each disagreement', () => {
    const metricsFile = parseMetricsFile(
      { summary: { ...METRICS_JSON.summary, passed: 4, pass_at_k: [{ k: 8, value: 1 }] } },
      'metrics.json',
    );
    expect(compareWithSummary(accumulate(INDEX_ROWS, 0.8), metricsFile)).toEqual([
      'passed: metrics.json 4, index.jsonl 3',
      'pass_at_k k=1: not in metrics.json, computed 0.375',
      'pass_at_k k=2: not in metrics.json, computed 0.6666666666666666',
      'pass_at_k k=8: metrics.json 1, not computed',
    ]);
  });
});

describe('parseIndexLine', () => {
  it('accepts nulls and unknown keys', () => {
    const row = parseIndexLine(
      '{"row_index":0,"run_index":2,"rollout_id":null,"status":"failed","reward":null,"max_context_tokens":8192}',
      1,
      'x',
    );
    expect(row).toMatchObject({
      row_index: 0,
      run_index: 2,
      status: 'failed',
      reward: null,
      max_context_tokens: 8192,
    });
  });

  it.each([
    [
      '{"row_index":0,"run_index":0,"status":"success",',
      /^\/r\/index\.jsonl:7: malformed index\.jsonl line \(not JSON/,
    ],
    ['[1,2]', /^\/r\/index\.jsonl:7: malformed index\.jsonl row \(\(row\)/],
    ['{"row_index":0,"run_index":0,"status":"done"}', /^\/r\/index\.jsonl:7: .*status/],
    ['{"row_index":-1,"run_index":0,"status":"success"}', /^\/r\/index\.jsonl:7: .*row_index/],
    ['{"row_index":0,"run_index":0.5,"status":"success"}', /^\/r\/index\.jsonl:7: .*run_index/],
    ['{"row_index":0,"run_index":0,"status":"success","reward":"1"}', /^\/r\/index\.jsonl:7: .*reward/],
    ['{"run_index":0,"status":"success"}', /^\/r\/index\.jsonl:7: .*row_index/],
    ['{"row_index":0,"run_index":0,"status":"success","resumed":"yes"}', /^\/r\/index\.jsonl:7: .*resumed/],
  ])('%s', (line, message) => {
    let caught: unknown;
    try {
      parseIndexLine(line, 7, '/r/index.jsonl');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OsmosisFailure);
    expect((caught as Error).message).toMatch(message);
  });

  it('rejects metrics.json with a wrongly typed field, naming the file', () => {
    expect(() => parseMetricsFile({ summary: { pass_threshold: 'high' } }, '/r/metrics.json')).toThrow(
      /^\/r\/metrics\.json: malformed metrics\.json \(summary\.pass_threshold/,
    );
    expect(parseMetricsFile({}, 'm')).toEqual({});
  });
});

describe('readEvalMetrics', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'osmosis-ci-metrics-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('streams index.jsonl and takes threshold, status and duration from metrics.json', async () => {
    await writeFile(path.join(dir, 'index.jsonl'), jsonl(INDEX_ROWS));
    await writeFile(path.join(dir, 'metrics.json'), JSON.stringify(METRICS_JSON));
    expectMetrics(await readEvalMetrics(dir, { passThreshold: 0.1 }), EXPECTED);
  });

  it('without metrics.json uses the given threshold, else 1.0', async () => {
    await writeFile(path.join(dir, 'index.jsonl'), jsonl(INDEX_ROWS));
    const { model: _none, ...withoutFile } = EXPECTED;
    expectMetrics(await readEvalMetrics(dir, { passThreshold: 0.8 }), {
      ...withoutFile,
      status: 'unknown',
      durationMs: null,
    });
    const strict = await readEvalMetrics(dir);
    expect(strict.passThreshold).toBe(1);
    expect(strict.passed).toBe(1);
  });

  it('tolerates CRLF line ends, blank lines and a missing final newline', async () => {
    const text = `${INDEX_ROWS.map((row) => JSON.stringify(row)).join('\r\n\r\n')}`;
    await writeFile(path.join(dir, 'index.jsonl'), text);
    await writeFile(path.join(dir, 'metrics.json'), JSON.stringify(METRICS_JSON));
    expectMetrics(await readEvalMetrics(dir), EXPECTED);
  });

  it('an empty index.jsonl gives an empty result', async () => {
    await writeFile(path.join(dir, 'index.jsonl'), '');
    expect(await readEvalMetrics(dir)).toMatchObject({ total: 0, passRate: 0, reward: null });
  });

  it('a missing index.jsonl is a clear error', async () => {
    await expect(readEvalMetrics(dir)).rejects.toThrow(
      `${path.join(dir, 'index.jsonl')} does not exist: ${dir} is not an osmosis eval run directory`,
    );
    await expect(readEvalMetrics(path.join(dir, 'nope'))).rejects.toBeInstanceOf(OsmosisFailure);
  });

  it('a malformed line names the file and line number', async () => {
    const lines = INDEX_ROWS.slice(0, 3).map((row) => JSON.stringify(row));
    lines.splice(2, 0, '', '{"row_index":1,"run_index":0,"status":"success","reward":true}');
    await writeFile(path.join(dir, 'index.jsonl'), `${lines.join('\n')}\n`);
    await expect(readEvalMetrics(dir)).rejects.toThrow(
      `${path.join(dir, 'index.jsonl')}:4: malformed index.jsonl row`,
    );
  });

  it('a malformed metrics.json names the file', async () => {
    await writeFile(path.join(dir, 'index.jsonl'), jsonl(INDEX_ROWS));
    await writeFile(path.join(dir, 'metrics.json'), '{"eval_run":');
    await expect(readEvalMetrics(dir)).rejects.toThrow(
      `${path.join(dir, 'metrics.json')}: malformed metrics.json`,
    );
  });

  it('reads a larger file the same way the accumulator does', async () => {
    const rows: Record<string, unknown>[] = [];
    for (let row = 0; row < 3000; row++) {
      for (let run = 0; run < 4; run++) {
        const roll = (row * 31 + run * 7) % 10;
        rows.push(
          roll === 0
            ? { row_index: row, run_index: run, status: 'failed', error_type: 'timeout', tokens: 5 }
            : roll === 1
              ? { row_index: row, run_index: run, status: 'skipped' }
              : { row_index: row, run_index: run, status: 'success', reward: roll / 10, tokens: 11 },
        );
      }
    }
    await writeFile(path.join(dir, 'index.jsonl'), jsonl(rows));
    const streamed = await readEvalMetrics(dir, { passThreshold: 0.5 });
    expect(streamed).toEqual(accumulate(rows, 0.5));
    expect(streamed.total).toBe(12_000);
    expect(streamed.failureGroups.map((group) => [group.errorType, group.count, group.rows.length])).toEqual([
      ['skipped', 1200, 50],
      ['timeout', 1200, 50],
    ]);
  });
});

// Keeps the exported row type honest: a typed row can be added directly.
const typedRow: IndexRow = { row_index: 0, run_index: 0, status: 'success', reward: 1 };
void typedRow;
