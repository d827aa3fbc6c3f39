import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBaseline, saveBaseline, writeRowsFile } from '../../src/adapters/baseline-files.js';
import { readEvalRun } from '../../src/adapters/run-files.js';
import {
  compareWithBaseline,
  createOutcomesBuilder,
  type RowOutcomes,
  withBaseline,
} from '../../src/core/baseline/baseline.js';
import { baselineCacheSpec } from '../../src/core/cache-keys.js';
import { serializeResult } from '../../src/core/result.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const outcomes = (...runs: string[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: runs,
  belowThreshold: { count: 0, rows: [] },
});
const baseline = (o: RowOutcomes, passed: number, completed: number) => ({
  passRate: passed / completed,
  passed,
  completed,
  passThreshold: 1,
  runName: 'q-main',
  finishedAt: '2026-11-28T09:00:00.000Z',
  ref: 'main',
  outcomes: o,
});

describe('compareWithBaseline on a crafted pair of runs', () => {
  // 30 rows, one run each. Baseline: every row passes except 25..29.
  // Head: rows 2, 5, 7, 11, 13, 17, 19, 23 now fail (pass→fail, 8 of them); row 26 now passes (fail→pass).
  // Row 29 is skipped in the head: not a pair. Everything else is unchanged.
  const before = `${'P'.repeat(25)}FFFFF`;
  const changedToFail = [2, 5, 7, 11, 13, 17, 19, 23];
  const after = [...before]
    .map((c, i) => (changedToFail.includes(i) ? 'F' : i === 26 ? 'P' : i === 29 ? 'S' : c))
    .join('');

  it('flips exactly the changed rows, and McNemar p matches the hand computation', () => {
    const result = compareWithBaseline(
      { passRate: 18 / 29, passThreshold: 1, outcomes: outcomes(after) },
      baseline(outcomes(before), 25, 30),
      { maxRegression: 0.1 },
    );
    expect(result.status).toBe('compared');
    expect(result.flipped?.passToFail.map((r) => r.rowIndex)).toEqual(changedToFail);
    expect(result.flipped?.failToPass.map((r) => r.rowIndex)).toEqual([26]);
    // Paired items: 29 (row 29 skipped now). b = 8 pass→fail, c = 1 fail→pass, n = b + c = 9 discordant.
    // Exact two-sided McNemar: p = 2 · P(X ≤ min(b, c)) for X ~ Binomial(9, 1/2)
    //   = 2 · (C(9,0) + C(9,1)) / 2^9 = 2 · (1 + 9) / 512 = 20 / 512 = 0.0390625.
    expect(result.paired).toMatchObject({
      items: 29,
      passToFail: 8,
      failToPass: 1,
      bothPassed: 17,
      bothFailed: 3,
    });
    expect(result.paired?.pValue).toBe(20 / 512);
    // Paired drop = (8 − 1) / 29 = 0.2414 > 0.1 and p < 0.05: the gate fails.
    expect(result.paired?.drop).toBeCloseTo(7 / 29, 12);
    expect(result.regression?.blocking).toBe(true);
  });

  it('does not fail an insignificant drop, nor a significant one within max-regression', () => {
    // b = 2, c = 0: p = 2 · (1) / 4 = 0.5; drop 2/10 = 0.2 > 0.05 but not significant.
    const small = compareWithBaseline(
      { passRate: 0.8, passThreshold: 1, outcomes: outcomes('FFPPPPPPPP') },
      baseline(outcomes('PPPPPPPPPP'), 10, 10),
      { maxRegression: 0.05 },
    );
    expect(small.paired?.pValue).toBe(0.5);
    expect(small.regression?.blocking).toBe(false);
    expect(small.regression?.reason).toContain('not significant');
    // b = 8, c = 1 (p = 0.039) but the drop 7/29 is within max-regression 0.3.
    const before = `${'P'.repeat(25)}FFFFF`;
    const after = [...before]
      .map((c, i) => ([2, 5, 7, 11, 13, 17, 19, 23].includes(i) ? 'F' : i === 26 ? 'P' : c))
      .join('');
    const within = compareWithBaseline(
      { passRate: 0.6, passThreshold: 1, outcomes: outcomes(after) },
      baseline(outcomes(before), 25, 30),
      {
        maxRegression: 0.3,
      },
    );
    expect(within.regression?.blocking).toBe(false);
  });

  it('pairs work items by row and run index when rows have several runs', () => {
    const result = compareWithBaseline(
      { passRate: 0.5, passThreshold: 1, outcomes: outcomes('PPF', 'FPP') },
      baseline(outcomes('PPP', 'PPP'), 6, 6),
    );
    expect(result.flipped?.passToFail).toEqual([
      { rowIndex: 0, runIndex: 1 },
      { rowIndex: 2, runIndex: 0 },
    ]);
    expect(result.regression).toBeUndefined();
  });

  it('reports "no baseline yet" without failing', () => {
    const result = compareWithBaseline({ passRate: 0.5, passThreshold: 1, outcomes: outcomes('PF') }, null, {
      maxRegression: 0,
    });
    expect(result.status).toBe('missing');
    expect(result.message).toMatch(/^No baseline yet/);
    const judged = withBaseline(
      makeResult(makeMetrics({ passed: 1, completed: 2 }), { minPassRate: 0.5 }),
      result,
    );
    expect(judged.verdict).toBe('passed');
    expect(judged.exitCode).toBe(0);
  });

  it('a blocking regression fails a passing result; errors stay errors', () => {
    const regression = compareWithBaseline(
      { passRate: 0, passThreshold: 1, outcomes: outcomes('FFFFFFFF') },
      baseline(outcomes('PPPPPPPP'), 8, 8),
      { maxRegression: 0 },
    );
    expect(regression.paired?.pValue).toBe(2 / 256); // b = 8, c = 0: 2 · 1 / 2^8
    const passing = makeResult(makeMetrics({ passed: 0, completed: 8 }), null);
    const judged = withBaseline({ ...passing, verdict: 'not-gated', exitCode: 0 }, regression);
    expect(judged).toMatchObject({ verdict: 'failed', exitCode: 1 });
    expect(withBaseline({ ...passing, verdict: 'error', exitCode: 3 }, regression)).toMatchObject({
      verdict: 'error',
      exitCode: 3,
    });
  });
});

describe('outcomes from index rows', () => {
  it('marks pass, fail, skipped and missing like the metrics do', () => {
    const builder = createOutcomesBuilder(0.5);
    builder.add({ row_index: 0, run_index: 0, status: 'success', reward: 1 });
    builder.add({ row_index: 1, run_index: 0, status: 'success', reward: 0.2, rollout_id: 'r1' });
    builder.add({ row_index: 2, run_index: 0, status: 'failed', error_type: 'agent_error' });
    builder.add({ row_index: 4, run_index: 0, status: 'skipped' });
    builder.add({ row_index: 0, run_index: 1, status: 'failed', reward: 0.9 });
    const result = builder.finish();
    expect(result.outcomes).toEqual(['PFF-S', 'P']);
    expect(result.belowThreshold).toEqual({
      count: 1,
      rows: [{ rowIndex: 1, runIndex: 0, rolloutId: 'r1' }],
    });
  });
});

describe('baseline files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const temp = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-baseline-'));
    dirs.push(dir);
    return dir;
  };

  it('round-trips a default-branch run into baseline-dir and back', async () => {
    const runDir = await temp();
    await writeFile(
      join(runDir, 'index.jsonl'),
      [
        '{"row_index":0,"run_index":0,"status":"success","reward":1}',
        '{"row_index":1,"run_index":0,"status":"success","reward":0}',
        '',
      ].join('\n'),
    );
    const { rows } = await readEvalRun(runDir, { passThreshold: 1 });
    expect(rows.outcomes).toEqual(['PF']);
    const resultDir = await temp();
    await writeFile(
      join(resultDir, 'result.json'),
      serializeResult(makeResult(makeMetrics({ passed: 1, completed: 2 }), { minPassRate: 0.5 })),
    );
    await writeRowsFile(resultDir, { ...rows, source: { ref: 'main', sha: 'abc' } });
    const baselineDir = join(await temp(), 'baseline');
    await saveBaseline(resultDir, baselineDir);
    const loaded = await loadBaseline(baselineDir);
    expect(loaded.kind).toBe('found');
    if (loaded.kind === 'found')
      expect(loaded.run).toMatchObject({ passRate: 0.5, ref: 'main', outcomes: { outcomes: ['PF'] } });
    expect(await loadBaseline(join(baselineDir, 'nothing-here'))).toEqual({ kind: 'missing' });
  });

  it('a corrupted baseline is named as unreadable and the comparison skipped, never "No baseline yet"', async () => {
    const { attachBaseline } = await import('../../src/commands/report/index.js');
    const { reportFiles } = await import('../../src/adapters/report-deps.js');
    const workspace = await temp();
    await writeFile(join(workspace, 'result.json'), '{"schemaVersion": 1, "kind": "eval-r');
    const warnings: string[] = [];
    const infos: string[] = [];
    const log = {
      info: (m: string) => infos.push(m),
      warning: (m: string) => warnings.push(m),
      debug: () => {},
    };
    const current = makeResult(makeMetrics({ passed: 1, completed: 2 }), { minPassRate: 0.5 });
    const { result } = await attachBaseline(
      { result: { ...current, runDir: null }, rows: null },
      { workspace, baselineDir: '.', maxRegression: 0.05, log },
      reportFiles(log),
    );
    expect(result.baseline?.status).toBe('unusable');
    expect(result.baseline?.message).toMatch(
      new RegExp(
        `^The baseline is unreadable: ${join(workspace, 'result.json').replace(/[.]/g, '\\.')} is corrupted \\(`,
      ),
    );
    expect(result.baseline?.message).toMatch(/The comparison is skipped and max-regression is not applied/);
    expect(warnings).toEqual([result.baseline?.message]);
    expect([...warnings, ...infos].join('\n')).not.toMatch(/No baseline yet/);
    const { renderComment } = await import('../../src/core/report/comment.js');
    expect(renderComment(result, { key: 'k' })).toContain('baseline unreadable');
  });

  it('keys the cache entry by the config path, restored by prefix', () => {
    const spec = baselineCacheSpec({
      workingDirectory: '.',
      config: './configs/eval/a.toml',
      runId: '42',
      sha: null,
      dir: '/tmp/b',
    });
    expect(spec.key).toMatch(/^osmosis-ci-baseline-v2-[0-9a-f]{16}-nosha-42$/);
    expect(spec.restoreKeys[0]).toEqual(spec.key.replace(/nosha-42$/, ''));
    expect(
      baselineCacheSpec({
        workingDirectory: '',
        config: 'configs/eval/a.toml',
        runId: '43',
        sha: null,
        dir: '',
      }).restoreKeys,
    ).toEqual(spec.restoreKeys);
  });
});
