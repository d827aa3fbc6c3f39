/**
 * An adaptive eval leaves the same evidence as a full run: junit.xml lists the rows of every batch
 * that ran, and the bundle holds the failing rows of every batch. Each batch is its own run directory,
 * laid out as osmosis 0.3.8 lays it out, with the row selection in its manifest.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleDeps } from '../../src/adapters/bundle-file.js';
import { reportFiles } from '../../src/adapters/report-deps.js';
import { bundleRun } from '../../src/commands/bundle.js';
import { writeJunitReport } from '../../src/commands/report/index.js';
import { resultRunDirs } from '../../src/core/result.js';
import { makeAdaptive, makeMetrics, makeResult } from '../helpers/results.js';

const run = promisify(execFile);
const quiet = { info: () => {}, warning: () => {}, error: () => {}, debug: () => {} };

/** A batch's run directory: `rows` (dataset rows, in order) with their rewards. */
async function batch(workspace: string, name: string, rows: number[], rewards: number[]): Promise<void> {
  const dir = join(workspace, '.osmosis/evals', name);
  await mkdir(join(dir, 'trajectories'), { recursive: true });
  const lines = rewards.map((reward, i) =>
    JSON.stringify({
      row_index: i,
      run_index: 0,
      rollout_id: `${name}-${i}`,
      status: 'success',
      reward,
      duration_ms: 5,
    }),
  );
  await writeFile(join(dir, 'index.jsonl'), `${lines.join('\n')}\n`);
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({ inputs: { dataset: { selected_source_rows: rows.join(',') } } }),
  );
  await writeFile(join(dir, 'metrics.json'), '{}');
  await writeFile(join(dir, 'logs.txt'), `log of ${name}\n`);
  for (let i = 0; i < rows.length; i++) {
    await writeFile(join(dir, 'trajectories', `row_${i}_run_0.json`), JSON.stringify({ row: rows[i] }));
  }
}

describe('the evidence of an adaptive eval', () => {
  it('writes junit.xml for the rows of every batch and a bundle holding each failing row', async () => {
    const workspace = await mkdtemp(join(tmpdir(), 'adaptive-evidence-'));
    // Batch 1 ran dataset rows 2, 7, 9 (row 2 failed); batch 2 rows 0, 4 (row 0 failed). osmosis numbers
    // a selection's rows by position: row_0 of batch 2 is dataset row 0, of batch 1 dataset row 2.
    await batch(workspace, 'pr.aabcdef01.b1', [2, 7, 9], [0, 1, 1]);
    await batch(workspace, 'pr.aabcdef01.b2', [0, 4], [0, 1]);
    const resultDir = join(workspace, '.osmosis/ci/pr');
    await mkdir(resultDir, { recursive: true });
    const result = {
      ...makeResult(makeMetrics({ passed: 3, completed: 5, passThreshold: 1 }), { minPassRate: 0.5 }),
      runName: 'pr',
      runDir: null,
      adaptive: makeAdaptive({ rowsRun: 5, rowsTotal: 10, runs: ['pr.aabcdef01.b1', 'pr.aabcdef01.b2'] }),
    };
    expect(resultRunDirs(result)).toEqual([
      '.osmosis/evals/pr.aabcdef01.b1',
      '.osmosis/evals/pr.aabcdef01.b2',
    ]);

    const junit = await writeJunitReport(resultDir, result, { workspace }, reportFiles(quiet));
    const xml = await readFile(junit ?? '', 'utf8');
    const cases = [...xml.matchAll(/<testcase name="([^"]+)"/g)].map((m) => m[1]);
    expect(cases).toEqual(['row 2', 'row 7', 'row 9', 'row 0', 'row 4']);
    expect(xml.match(/<failure /g)?.length).toBe(2);

    const bundle = await bundleRun(
      result,
      {
        mode: 'failing',
        maxMb: 5,
        resultDir,
        workspace,
        secrets: [],
        log: quiet,
      },
      bundleDeps,
    );
    const entries = (await run('unzip', ['-Z1', bundle?.file ?? ''])).stdout.split('\n').filter(Boolean);
    expect(entries).toEqual(
      expect.arrayContaining([
        'rows/row-2-run-0/trajectory.json',
        'rows/row-0-run-0/trajectory.json',
        'run/pr.aabcdef01.b1/index.jsonl',
        'run/pr.aabcdef01.b2/index.jsonl',
        'run/pr.aabcdef01.b2/logs.txt',
      ]),
    );
    expect(entries.some((entry) => /^rows\/row-[79]-|^rows\/row-4-/.test(entry))).toBe(false);
    // The failing row of the second batch is its own trajectory, not the first batch's at that position.
    expect((await run('unzip', ['-p', bundle?.file ?? '', 'rows/row-0-run-0/trajectory.json'])).stdout).toBe(
      '{"row":0}',
    );
  });
});
