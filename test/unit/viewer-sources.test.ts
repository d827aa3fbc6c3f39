/**
 * Where the run viewer reads its rows: eval-merge's legs (each its own journal, row_index positional in
 * its selection), and a managed eval's downloaded outputs (summary.jsonl), or nothing to read
 * (benchmark-submit, train-submit, an eval whose outputs stayed on the platform).
 */
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewerDeps } from '../../src/adapters/viewer-file.js';
import { managedViewerRun, viewerStep } from '../../src/commands/managed/viewer.js';
import { viewerRun } from '../../src/commands/viewer.js';
import type { ViewerData } from '../../src/core/artifacts/viewer.js';
import { resultRunDirs } from '../../src/core/result.js';
import { makeManagedResult } from '../helpers/managed.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const warnings: string[] = [];
const silent = {
  info: () => {},
  warning: (message: string) => warnings.push(message),
  debug: () => {},
};
const rollout = (row: number) => row.toString(16).padStart(32, '0');

function embedded(html: string): ViewerData {
  const match = /<script type="application\/json" id="viewer-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no data element');
  return JSON.parse(match[1] as string) as ViewerData;
}

const trajectory = (question: string, answer: string) =>
  JSON.stringify({
    schema_version: 'ATIF-v1.7',
    steps: [
      { step_id: 1, source: 'user', message: question },
      { step_id: 2, source: 'agent', message: answer },
    ],
    extra: { osmosis: { label: 'Au', reward: 0 } },
  });

/** One leg's journal: `sourceRows` selected (written as osmosis does, positional), those in `failing` failed. */
async function leg(dir: string, sourceRows: number[], failing: number[], canary: string): Promise<void> {
  await mkdir(join(dir, 'trajectories'), { recursive: true });
  const selection = sourceRows.join(',');
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({ inputs: { dataset: { selected_source_rows: selection } } }),
  );
  const lines = sourceRows.map((row, position) =>
    JSON.stringify({
      row_index: position,
      run_index: 0,
      rollout_id: rollout(row),
      status: 'success',
      reward: failing.includes(row) ? 0 : 1,
      tokens: 5,
      duration_ms: 7,
    }),
  );
  await writeFile(join(dir, 'index.jsonl'), `${lines.join('\n')}\n`);
  const logs: string[] = [];
  for (const [position, row] of sourceRows.entries()) {
    if (!failing.includes(row)) continue;
    await writeFile(
      join(dir, 'trajectories', `row_${position}_run_0.json`),
      trajectory(`question of row ${row}`, `answer ${row}`),
    );
    logs.push(`INFO [result] finished ${rollout(row)}`, `INFO leaked ${canary} in ${rollout(row)}`);
  }
  await writeFile(join(dir, 'logs.txt'), `${logs.join('\n')}\n`);
}

describe('the viewer of a merged run', () => {
  it('reads every leg: rows in dataset order, each failing row with its own trajectory and log lines', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'viewer-merge-'));
    const canary = 'merge-canary-5e1f0c2a';
    // Shards take every other row (0,2,4 and 1,3,5): a leg's row_index 1 is dataset row 2 or 3.
    await leg(join(ws, '.osmosis/evals/q.s1of2'), [0, 2, 4], [2], canary);
    await leg(join(ws, '.osmosis/evals/q.s2of2-0a1b2c3d'), [1, 3, 5], [3, 5], canary);
    const result = makeResult(
      makeMetrics({ passed: 3, completed: 6 }),
      { minPassRate: 0.9 },
      {
        runName: 'q',
        runDir: null,
        shards: {
          count: 2,
          parts: [
            { shard: '1/2', runName: 'q.s1of2', rows: 3 },
            { shard: '2/2', runName: 'q.s2of2-0a1b2c3d', rows: 3 },
          ],
          missingRows: 0,
        },
      },
    );
    expect(resultRunDirs(result)).toEqual(['.osmosis/evals/q.s1of2', '.osmosis/evals/q.s2of2-0a1b2c3d']);
    const resultDir = join(ws, '.osmosis/ci/q');
    await mkdir(resultDir, { recursive: true });
    const note = await viewerRun(
      result,
      {
        mode: 'failing',
        maxMb: 50,
        resultDir,
        workspace: ws,
        secrets: [canary],
        log: silent,
      },
      viewerDeps,
    );
    expect(warnings).toEqual([]);
    expect(note?.file).toBe(join(resultDir, 'viewer.html'));
    const html = await readFile(join(resultDir, 'viewer.html'), 'utf8');
    expect(html).not.toContain(canary);
    const data = embedded(html);
    expect(data.facts).toContainEqual(['shards', '2 merged']);
    expect(data.rows.map((row) => [row.row, row.status])).toEqual([
      [0, 'passed'],
      [1, 'passed'],
      [2, 'below-threshold'],
      [3, 'below-threshold'],
      [4, 'passed'],
      [5, 'below-threshold'],
    ]);
    for (const row of [2, 3, 5]) {
      expect(data.rows[row]).toMatchObject({
        input: `question of row ${row}`,
        expected: 'Au',
        answer: `answer ${row}`,
        logs: [`INFO [result] finished ${rollout(row)}`],
        logsWithheld: 1,
      });
    }
    expect(data.rows[0]?.steps).toBeUndefined();
  });
});

/** A managed eval's outputs as `osmosis eval download` lays them out, with failing row 1's trajectory. */
async function outputs(dir: string): Promise<void> {
  await mkdir(join(dir, 'trajectories'), { recursive: true });
  const rows = [
    { row_index: 0, run_index: 0, rollout_id: rollout(0), status: 'success', reward: 1, duration_ms: 3 },
    { row_index: 1, run_index: 0, rollout_id: rollout(1), status: 'success', reward: 0, duration_ms: 3 },
    { row_index: 2, run_index: 0, status: 'failed', error_type: 'AgentWorkflowError', duration_ms: 3 },
  ];
  await writeFile(join(dir, 'summary.jsonl'), `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
  await writeFile(join(dir, 'trajectories', 'row_1_run_0.json'), trajectory('gold?', 'Ag'));
}

describe('the viewer of a managed eval', () => {
  const metrics = makeMetrics({ passed: 1, completed: 3 });
  const judged = (dir: string, types = ['metrics', 'trajectories']) =>
    makeManagedResult({
      verdict: 'failed',
      exitCode: 1,
      summary: 'pass rate 33.3% (1/3) < 50.0%',
      metrics,
      outputs: { dir, types, files: 3, failingRowsWithTrajectories: 2 },
    });

  it('reads the downloaded summary.jsonl and trajectories', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'viewer-managed-'));
    await outputs(join(ws, 'out/outputs'));
    const note = await managedViewerRun(
      judged('out/outputs'),
      viewerStep('failing', { resultDir: join(ws, 'out'), workspace: ws, secrets: [] }, silent),
      viewerDeps,
    );
    expect(warnings).toEqual([]);
    expect(note?.file).toBe(join(ws, 'out/viewer.html'));
    const data = embedded(await readFile(join(ws, 'out/viewer.html'), 'utf8'));
    expect(data.verdict).toBe('❌ osmosis managed eval failed: pass rate 33.3% (1/3) < 50.0%');
    expect(data.facts).toContainEqual(['run', 'eval-run-1']);
    expect(data.rows.map((row) => row.status)).toEqual(['passed', 'below-threshold', 'errored']);
    expect(data.rows[1]).toMatchObject({ input: 'gold?', expected: 'Au', answer: 'Ag' });
    expect(data.rows[2]).toMatchObject({
      errorType: 'AgentWorkflowError',
      trajectoryNote: 'osmosis wrote no trajectory for this row.',
    });
  });

  it('writes none, and removes an earlier one, when there is nothing to read', async () => {
    const ws = await mkdtemp(join(tmpdir(), 'viewer-managed-none-'));
    await outputs(join(ws, 'out/outputs'));
    const step = viewerStep('failing', { resultDir: join(ws, 'out'), workspace: ws, secrets: [] }, silent);
    const gone = async () =>
      stat(join(ws, 'out/viewer.html')).then(
        () => false,
        () => true,
      );
    const cases = [
      judged('out/outputs', ['metrics']),
      makeManagedResult({
        kind: 'benchmark-submit',
        outputs: { dir: 'out/outputs', types: ['summary'], files: 2 },
      }),
      makeManagedResult({ kind: 'train-submit' }),
      { ...judged('out/outputs'), outputs: null },
    ];
    for (const result of cases) {
      await managedViewerRun(judged('out/outputs'), step, viewerDeps);
      expect(await gone()).toBe(false);
      expect(await managedViewerRun(result, step, viewerDeps)).toBeUndefined();
      expect(await gone()).toBe(true);
    }
  });
});
