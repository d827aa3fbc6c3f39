/**
 * Errors by class on the REAL osmosis CLI (issue 40 point 4): the fake provider answers 500 to some rows'
 * model calls. osmosis records those rows as `agent_error`; eval-run finds the provider's status in the
 * rollout server's log and classes them as provider errors. Above max-infrastructure-error-rate (10%) the
 * verdict is withheld (exit 3); at or below it the run is judged and the errored row is named.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 240_000;
/** Rows 0, 1 and 2 of the quickstart dataset: their model calls fail at the provider. */
const FAILING = ['What is 2 + 3?', 'capital of France', 'clear daytime sky'];

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let heavy: { run: Finished; result: EvalRunResult };
let light: { run: Finished; result: EvalRunResult };

function evalRun(dataset: string, runName: string): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      dataset,
      '--run-name',
      runName,
      '--min-pass-rate',
      '0.5',
      '--osmosis-path',
      osmosisBin,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
}

async function resultOf(runName: string): Promise<EvalRunResult> {
  return JSON.parse(await readFile(join(ws, '.osmosis/ci', runName, 'result.json'), 'utf8')) as EvalRunResult;
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  const failing = FAILING.map((match) => ({ match, status: 500, reply: 'upstream failure' }));
  server = await startModelServer({
    script: { ...script, rules: [...failing, ...(script.rules ?? [])] },
    apiKey: 'dummy',
  });
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-errors-')), 'ws'),
    EXAMPLE_DIR,
  );
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  // The same ten rows with rows 0 and 1 asked something the model answers wrongly: one provider error in ten.
  const rows = (await readFile(join(ws, 'data/quickstart.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim());
  const oneBad = rows.map((line, index) =>
    index < 2 ? JSON.stringify({ user_prompt: `Say hello, row ${index}.`, ground_truth: 'bye' }) : line,
  );
  await writeFile(join(ws, 'data/one-bad.jsonl'), `${oneBad.join('\n')}\n`);
  const heavyRun = await evalRun('data/quickstart.jsonl', 'heavy');
  const lightRun = await evalRun('data/one-bad.jsonl', 'light');
  heavy = { run: heavyRun, result: await resultOf('heavy') };
  light = { run: lightRun, result: await resultOf('light') };
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('provider errors on the real CLI', () => {
  it('30% of rows failing at the provider: inconclusive: infrastructure, exit 3', () => {
    expect(heavy.run.code, heavy.run.stderr).toBe(3);
    expect(heavy.result).toMatchObject({ verdict: 'inconclusive', exitCode: 3 });
    expect(heavy.result.errorClasses).toMatchObject({
      counts: { provider: 3, timeout: 0, infrastructure: 0, rollout: 0 },
      inconclusiveInfrastructure: true,
    });
    expect(heavy.result.errorClasses?.rows.map((row) => [row.rowIndex, row.errorClass, row.status])).toEqual([
      [0, 'provider', 502],
      [1, 'provider', 502],
      [2, 'provider', 502],
    ]);
    expect(heavy.run.stdout + heavy.run.stderr).toContain('Inconclusive: infrastructure. 3 of 10 rows (30%)');
    expect(heavy.run.stdout).toContain(
      'errors      3 provider errors (row 0: HTTP 502, row 1: HTTP 502, row 2: HTTP 502) · 2 wrong answers',
    );
  });

  it('one row in ten failing at the provider: judged, the errored row named as a provider error', () => {
    expect(light.run.code, light.run.stderr).toBe(0);
    expect(light.result).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(light.result.errorClasses).toMatchObject({
      counts: { provider: 1, rollout: 0 },
      wrongAnswers: 4,
      inconclusiveInfrastructure: false,
    });
    expect(light.result.errorClasses?.rows).toEqual([
      { rowIndex: 2, runIndex: 0, errorClass: 'provider', errorType: 'agent_error', status: 502 },
    ]);
  });
});
