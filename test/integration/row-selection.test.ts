/**
 * A run over a row selection reports dataset rows, not positions: osmosis writes row_index as the position
 * within the sorted selection (docs/osmosis-facts.md), and the report, annotations and baseline speak of
 * the dataset's rows. Real osmosis, fake model.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
let server: ModelServer;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
});
afterAll(() => server?.close());

describe('eval-run with rows', () => {
  it('names the failing rows by their dataset row', { timeout: 240_000 }, async () => {
    const ws = await prepareExampleWorkspace(join(await mkdtemp(join(tmpdir(), 'rows-')), 'ws'), EXAMPLE_DIR);
    const { osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url });
    // Which rows of the example fail is the fake model's script; find them from a full run's rows first.
    const full = await runCli(
      [
        'eval-run',
        'configs/eval/quickstart.toml',
        '--dataset-file',
        'data/quickstart.jsonl',
        '--name',
        'all',
        '--osmosis-path',
        osmosisBin,
        '--json',
      ],
      { cwd: ws, env: { ...env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
    );
    expect(full.code, full.stderr).toBe(0);
    const rowsOf = async (name: string) =>
      JSON.parse(await readFile(join(ws, '.osmosis/ci', name, 'rows.json'), 'utf8')) as RowOutcomes;
    const failing = (await rowsOf('all')).belowThreshold.rows.map((row) => row.rowIndex);
    expect(failing.length).toBeGreaterThan(0);
    const failingRow = Math.max(...failing);
    expect(failingRow).toBeGreaterThan(1);

    // A selection where that row is last: its position (2) differs from its dataset row.
    const selection = `0,1,${failingRow}`;
    const run = await runCli(
      [
        'eval-run',
        'configs/eval/quickstart.toml',
        '--dataset-file',
        'data/quickstart.jsonl',
        '--rows',
        selection,
        '--name',
        'some',
        '--osmosis-path',
        osmosisBin,
        '--json',
      ],
      { cwd: ws, env: { ...env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
    );
    const result = JSON.parse(run.stdout) as EvalRunResult;
    expect(result.metrics?.total, run.stderr).toBe(3);
    const selected = await rowsOf('some');
    expect(selected.belowThreshold.rows.map((row) => row.rowIndex)).toEqual([failingRow]);
    // One character per dataset row: the rows not selected have no outcome.
    const outcomes = selected.outcomes[0] ?? '';
    expect([...outcomes].flatMap((outcome, row) => (outcome === '-' ? [] : [row]))).toEqual([
      0,
      1,
      failingRow,
    ]);
    // The CLI's junit.xml names the same dataset rows.
    const junit = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      await readFile(join(ws, '.osmosis/ci/some/junit.xml'), 'utf8'),
    ) as { testsuites: { testsuite: { testcase: { name: string; failure?: unknown }[] } } };
    const cases = junit.testsuites.testsuite.testcase;
    // In index.jsonl's order, which is the order rows finished in.
    expect(cases.map((c) => c.name).sort()).toEqual(['row 0', 'row 1', `row ${failingRow}`].sort());
    expect(cases.filter((c) => c.failure !== undefined).map((c) => c.name)).toEqual([`row ${failingRow}`]);
  });
});
