import { describe, expect, it } from 'vitest';
import {
  BELOW_THRESHOLD_ROWS,
  baselineRunFrom,
  createOutcomesBuilder,
  FLIPPED_ROWS_LISTED,
  MAX_ROW_INDEX,
  ROWS_FILE,
  SIGNIFICANCE,
  withBaseline,
} from '../../src/core/baseline/baseline.js';
import {
  BASELINE_KEY_PREFIX,
  baselineCacheSpec,
  baselineConfigDigest,
  MANAGED_BASELINE_KEY_PREFIX,
  MAX_CACHE_KEY_LENGTH,
} from '../../src/core/cache-keys.js';
import { formatP } from '../../src/core/format.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const success = (row_index: number, reward: number | null, run_index = 0): IndexRow => ({
  row_index,
  run_index,
  status: 'success',
  reward,
});
const build = (threshold: number, rows: IndexRow[]) => {
  const builder = createOutcomesBuilder(threshold);
  for (const row of rows) builder.add(row);
  return builder.finish();
};

describe('the documented constants', () => {
  it('are the cache prefix, file name, significance level and caps the docs name', () => {
    expect(BASELINE_KEY_PREFIX).toBe('osmosis-ci-baseline-v2-');
    expect(ROWS_FILE).toBe('rows.json');
    expect(SIGNIFICANCE).toBe(0.05);
    expect(FLIPPED_ROWS_LISTED).toBe(100);
    expect(BELOW_THRESHOLD_ROWS).toBe(50);
    expect(MAX_ROW_INDEX).toBe(5_000_000);
  });
});

describe('createOutcomesBuilder', () => {
  it('passes a reward at exactly the threshold, like the metrics, and fails one just below', () => {
    const result = build(0.5, [success(0, 0.5), success(1, 0.49), success(2, null)]);
    expect(result).toEqual({
      version: 1,
      passThreshold: 0.5,
      outcomes: ['PFF'],
      belowThreshold: {
        count: 2,
        rows: [
          { rowIndex: 1, runIndex: 0 },
          { rowIndex: 2, runIndex: 0 },
        ],
      },
    });
  });

  it('never passes a row without a reward, even against a threshold of 0', () => {
    const result = build(0, [
      success(0, null),
      success(1, 0),
      { row_index: 2, run_index: 0, status: 'success' },
    ]);
    expect(result.outcomes).toEqual(['FPF']);
    expect(result.belowThreshold.count).toBe(2);
  });

  it('marks a skipped row S whatever its reward, and does not count it below the threshold', () => {
    const result = build(0.5, [{ row_index: 0, run_index: 0, status: 'skipped', reward: 1 }]);
    expect(result.outcomes).toEqual(['S']);
    expect(result.belowThreshold.count).toBe(0);
  });

  it('counts only successful rows below the threshold: a failed row is an error, not a low score', () => {
    const result = build(1, [{ row_index: 0, run_index: 0, status: 'failed', reward: 0 }]);
    expect(result.outcomes).toEqual(['F']);
    expect(result.belowThreshold).toEqual({ count: 0, rows: [] });
  });

  it(`lists the first ${BELOW_THRESHOLD_ROWS} rows below the threshold and counts all of them`, () => {
    const rows = Array.from({ length: BELOW_THRESHOLD_ROWS + 1 }, (_, i) => success(i, 0));
    const { belowThreshold } = build(1, rows);
    expect(belowThreshold.count).toBe(BELOW_THRESHOLD_ROWS + 1);
    expect(belowThreshold.rows).toHaveLength(BELOW_THRESHOLD_ROWS);
    expect(belowThreshold.rows.at(-1)).toEqual({ rowIndex: BELOW_THRESHOLD_ROWS - 1, runIndex: 0 });
  });

  it('keeps the rollout id of a row below the threshold only when it is a string', () => {
    const { belowThreshold } = build(1, [
      { ...success(0, 0), rollout_id: 'r-0' },
      { ...success(1, 0), rollout_id: null },
    ]);
    expect(belowThreshold.rows).toEqual([
      { rowIndex: 0, runIndex: 0, rolloutId: 'r-0' },
      { rowIndex: 1, runIndex: 0 },
    ]);
  });

  it('fills rows with no result with "-", whatever order the rows arrive in', () => {
    const result = build(1, [success(130, 1), success(2, 0), success(64, 1), success(63, 1)]);
    const expected = [...'-'.repeat(131)];
    expected[2] = 'F';
    expected[63] = 'P';
    expected[64] = 'P';
    expected[130] = 'P';
    expect(result.outcomes).toEqual([expected.join('')]);
  });

  it('keeps what it had when a later row needs more room', () => {
    const result = build(1, [success(0, 1), success(1, 0), success(64, 1), success(300, 0)]);
    const text = result.outcomes[0] ?? '';
    expect(text).toHaveLength(301);
    expect(text.slice(0, 3)).toBe('PF-');
    expect(text[64]).toBe('P');
    expect(text[300]).toBe('F');
    expect(text.slice(65, 300)).toBe('-'.repeat(235));
  });

  it('keeps one string per run index, empty for a run with no rows', () => {
    const result = build(1, [success(1, 1, 2), success(0, 0, 0)]);
    expect(result.outcomes).toEqual(['F', '', '-P']);
    expect(build(1, []).outcomes).toEqual([]);
  });

  it(`records row index ${MAX_ROW_INDEX} and ignores any above it`, () => {
    expect(build(1, [success(MAX_ROW_INDEX + 1, 1)]).outcomes).toEqual([]);
    const [last] = build(1, [success(MAX_ROW_INDEX, 1)]).outcomes;
    expect(last).toHaveLength(MAX_ROW_INDEX + 1);
    expect(last?.at(-1)).toBe('P');
    expect(last?.at(-2)).toBe('-');
  });
});

describe('formatP', () => {
  it.each([
    [0.00009, '< 0.0001'],
    [0.0001, '0.00010'],
    [0.0039, '0.0039'],
    [0.00999, '0.010'],
    [0.01, '0.01'],
    [0.039, '0.039'],
    [0.5, '0.5'],
    [0.25, '0.25'],
    [0.1, '0.1'],
    [0.9994, '0.999'],
    [0.9995, '1'],
    [1, '1'],
  ])('%d is "%s"', (p, text) => {
    expect(formatP(p)).toBe(text);
  });
});

describe('baselineCacheSpec', () => {
  const SHA = 'a'.repeat(40);
  const BASE = 'b'.repeat(40);
  const spec = (change: Partial<Parameters<typeof baselineCacheSpec>[0]> = {}) =>
    baselineCacheSpec({
      workingDirectory: 'sub',
      config: 'configs/a.toml',
      runId: '42',
      sha: SHA,
      dir: '/b',
      ...change,
    });
  const id = baselineConfigDigest('sub', 'configs/a.toml');

  it('saves under the commit and the run id; restores the newest entry of the config, then a v1 entry', () => {
    const prefix = `osmosis-ci-baseline-v2-${id}-`;
    const legacy = `osmosis-ci-baseline-v1-${id}-`;
    expect(spec()).toEqual({ key: `${prefix}${SHA}-42`, restoreKeys: [prefix, legacy], paths: ['/b'] });
    expect(spec({ runId: null, sha: null }).key).toBe(`${prefix}nosha-local`);
    expect(spec({ runId: '7,8 9' }).key).toBe(`${prefix}${SHA}-7_8_9`);
  });

  it("a pull request restores its base commit's entries first, then the newest of any commit", () => {
    const prefix = `osmosis-ci-baseline-v2-${id}-`;
    expect(spec({ baseSha: BASE }).restoreKeys).toEqual([
      `${prefix}${BASE}-`,
      prefix,
      `osmosis-ci-baseline-v1-${id}-`,
    ]);
    // The base commit's prefix is a prefix of the key its own push saved, and of no other commit's.
    const saved = spec({ sha: BASE, runId: '9' }).key;
    expect(saved.startsWith(`${prefix}${BASE}-`)).toBe(true);
    expect(spec({ runId: '10' }).key.startsWith(`${prefix}${BASE}-`)).toBe(false);
    expect(spec({ baseSha: null }).restoreKeys).toEqual(spec().restoreKeys);
  });

  it('keeps every key within the 512 characters the Actions cache allows', () => {
    const long = spec({
      managed: true,
      sha: 'f'.repeat(600),
      runId: '9'.repeat(600),
      baseSha: 'e'.repeat(600),
    });
    expect(MAX_CACHE_KEY_LENGTH).toBe(512);
    for (const key of [long.key, ...long.restoreKeys])
      expect(key.length).toBeLessThanOrEqual(MAX_CACHE_KEY_LENGTH);
    // A sha256 repository's 64-character commits are kept whole.
    const sha256 = 'c'.repeat(64);
    expect(spec({ sha: sha256 }).key).toContain(`-${sha256}-42`);
  });

  it("keeps eval-submit's baselines apart from eval-run's for the same config", () => {
    const managed = spec({ managed: true });
    const prefix = `${MANAGED_BASELINE_KEY_PREFIX}${id}-`;
    expect(managed).toEqual({
      key: `${prefix}${SHA}-42`,
      restoreKeys: [prefix, `osmosis-ci-managed-baseline-v1-${id}-`],
      paths: ['/b'],
    });
    for (const key of managed.restoreKeys) expect(key.startsWith('osmosis-ci-baseline-')).toBe(false);
    for (const key of spec().restoreKeys) expect(key.startsWith('osmosis-ci-managed-')).toBe(false);
  });

  it('names a config by its path, however it is written', () => {
    const id = baselineConfigDigest('sub/dir', 'configs/eval/a.toml');
    expect(baselineConfigDigest('sub\\dir', 'configs\\eval\\a.toml')).toBe(id);
    expect(baselineConfigDigest('./sub//dir/', './configs/./eval/a.toml')).toBe(id);
    expect(baselineConfigDigest('', 'a.toml')).toBe(baselineConfigDigest('.', './a.toml'));
    expect(id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('tells configs apart by every part of their path and by the working directory', () => {
    const id = baselineConfigDigest('sub/dir', 'configs/eval/a.toml');
    expect(baselineConfigDigest('subdir', 'configs/eval/a.toml')).not.toBe(id);
    expect(baselineConfigDigest('sub/dir', 'configs/eval/b.toml')).not.toBe(id);
    expect(baselineConfigDigest('sub', 'dir/configs/eval/a.toml')).not.toBe(id);
    expect(baselineConfigDigest('configs/eval/a.toml', 'sub/dir')).not.toBe(id);
  });
});

describe('withBaseline', () => {
  const passing = makeResult(makeMetrics({ passed: 8, completed: 10 }), { minPassRate: 0.5 });
  const regression = (blocking: boolean) => ({
    status: 'compared' as const,
    message: 'm',
    regression: { maxRegression: 0, blocking, reason: 'r' },
  });

  it('attaches the comparison and leaves the verdict alone without a blocking regression', () => {
    expect(withBaseline(passing, regression(false))).toEqual({ ...passing, baseline: regression(false) });
    const missing = { status: 'missing' as const, message: 'none' };
    expect(withBaseline(passing, missing)).toEqual({ ...passing, baseline: missing });
  });

  it('fails a passing or ungated result on a blocking regression, and keeps a failure as it was', () => {
    expect(withBaseline(passing, regression(true))).toMatchObject({ verdict: 'failed', exitCode: 1 });
    const inconclusive = { ...passing, verdict: 'inconclusive' as const, exitCode: 0 as const };
    expect(withBaseline(inconclusive, regression(true))).toMatchObject({ verdict: 'failed', exitCode: 1 });
    const failed = { ...passing, verdict: 'failed' as const, exitCode: 1 as const };
    expect(withBaseline(failed, regression(true))).toEqual({ ...failed, baseline: regression(true) });
    const error = { ...passing, verdict: 'error' as const, exitCode: 3 as const };
    expect(withBaseline(error, regression(true))).toMatchObject({ verdict: 'error', exitCode: 3 });
  });

  it('does not change the result it was given', () => {
    withBaseline(passing, regression(true));
    expect(passing).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(passing).not.toHaveProperty('baseline');
  });
});

describe('baselineRunFrom', () => {
  const metrics = makeMetrics({ passed: 3, completed: 4, passThreshold: 0.5 });
  const outcomes = build(0.5, [success(0, 1)]);

  it('takes the pass rate, counts, threshold, name, time and links of a saved result', () => {
    expect(baselineRunFrom(makeResult(metrics, {}), outcomes, 'main')).toEqual({
      passRate: 0.75,
      passed: 3,
      completed: 4,
      passThreshold: 0.5,
      runName: 'quickstart-pr42',
      finishedAt: '2026-11-29T10:00:12.345Z',
      workflowRun: 'https://github.com/acme/widgets/actions/runs/1234',
      ref: 'main',
      outcomes,
      runModel: { model: null, perToken: null },
    });
  });

  it('is null for a result without metrics or one that errored', () => {
    const noMetrics = { ...makeResult(metrics, {}), metrics: null };
    expect(noMetrics.verdict).toBe('not-gated');
    expect(baselineRunFrom(noMetrics, outcomes)).toBeNull();
    const errored = { ...makeResult(metrics, { minPassRate: 0.5 }), verdict: 'error' as const };
    expect(baselineRunFrom(errored, outcomes)).toBeNull();
    const failed = makeResult(metrics, { minPassRate: 0.9 });
    expect(baselineRunFrom(failed, null)?.outcomes).toBeNull();
  });
});
