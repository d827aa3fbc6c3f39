/**
 * max-cost (issue 41 point 3) on the REAL osmosis CLI over a 200-row eval in seeded batches of 40: the fake
 * model reports usage and counts its calls. The run stops before the batch that would pass the budget
 * (within one batch of it), says "inconclusive at budget" with the adaptive bound on the rows run, and a
 * re-run with a larger budget pays only for rows not run before. The price inputs make a row cost about a
 * cent, so the budget stops early and only two batches are ever paid for.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, startModelServer, tokens } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 200;
const BATCH = 40;
const REPLY = 'ok';
/** Rows failing on purpose: 1 in 8, so 87.5% pass against a threshold of 80%, too close for 80 rows to settle. */
const failing = (row: number) => row % 8 === 3;
/** $1,000 per million tokens, input and output alike: $0.001 a token, about a cent a row. */
const USD_PER_TOKEN = 1e-3;
const TIMEOUT = 600_000;

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
/** What osmosis records for a row: the fake's usage, its prompt and its reply. */
const rowTokens = (row: number) => tokens(prompt(row)) + tokens(REPLY);
/** The mean cost of a row of the dataset, in dollars. */
const meanRowUsd =
  (Array.from({ length: ROWS }, (_, row) => rowTokens(row)).reduce((sum, value) => sum + value, 0) / ROWS) *
  USD_PER_TOKEN;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-budget-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(join(root, 'ws'), EXAMPLE_DIR);
  const lines = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({ user_prompt: prompt(row), ground_truth: failing(row) ? 'never' : REPLY }),
  );
  await writeFile(join(ws, 'data/big.jsonl'), `${lines.join('\n')}\n`);
});

afterAll(async () => {
  await server?.close();
});

function evalRun(maxCost: number): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/big.jsonl',
      '--run-name',
      'budget',
      '--min-pass-rate',
      '0.8',
      '--adaptive',
      'confident',
      '--batch-size',
      String(BATCH),
      '--max-in-flight',
      '16',
      '--price-per-million-input',
      '1000',
      '--price-per-million-output',
      '1000',
      '--max-cost',
      maxCost.toFixed(4),
      '--osmosis-path',
      osmosisBin,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN } },
  );
}

/** The dataset rows the model was asked about since request `from` (LiteLLM's preflight "hi" is no row). */
function rowsCalled(from: number): number[] {
  const rows: number[] = [];
  for (const request of server.requests.slice(from)) {
    const match = /^Question (\d+):/.exec(request.lastUserMessage);
    if (match) rows.push(Number(match[1]));
  }
  return rows;
}

async function written(): Promise<EvalRunResult> {
  return JSON.parse(await readFile(join(ws, '.osmosis/ci/budget/result.json'), 'utf8')) as EvalRunResult;
}

const usdOf = (rows: readonly number[]) => rows.reduce((sum, row) => sum + rowTokens(row), 0) * USD_PER_TOKEN;

describe('max-cost on a 200-row eval', { shuffle: false }, () => {
  let firstRows: number[] = [];

  it(
    'stops within one batch of the budget and prints the partial verdict with its bound',
    async () => {
      // Room for one and a half batches: the second would pass it.
      const maxCost = 1.5 * BATCH * meanRowUsd;
      const from = server.requests.length;
      const run = await evalRun(maxCost);
      expect(run.code, run.stderr).toBe(1);
      firstRows = rowsCalled(from);
      expect(firstRows).toHaveLength(BATCH);
      expect(new Set(firstRows).size).toBe(BATCH);
      const result = await written();
      expect(result.verdict).toBe('inconclusive');
      expect(result.gate?.blocking).toBe(true);
      const budget = result.adaptive?.budget;
      const spent = budget?.spent.usd ?? Number.NaN;
      // What it spent is what the model was paid for, within the budget, and one more batch would pass it.
      expect(spent).toBeCloseTo(usdOf(firstRows), 9);
      expect(spent).toBeLessThanOrEqual(maxCost);
      expect(spent + (budget?.stopped?.nextBatchEstimate ?? 0)).toBeGreaterThan(maxCost);
      expect(budget?.stopped).toMatchObject({ limit: 'max-cost' });
      expect(result.adaptive).toMatchObject({
        rowsRun: BATCH,
        rowsTotal: ROWS,
        decidedEarly: false,
        rule: null,
      });
      const { lower, upper } = result.adaptive?.bounds ?? { lower: 0, upper: 1 };
      expect(lower).toBeLessThan(0.8);
      expect(upper).toBeGreaterThanOrEqual(0.8);
      const passed = firstRows.filter((row) => !failing(row)).length;
      expect(result.metrics?.passed).toBe(passed);
      const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
      const sentence = `inconclusive at budget: ${BATCH} of ${ROWS} rows, pass rate ${percent(passed / BATCH)}, 95% bound ${percent(lower)}–${percent(upper)}; about ${budget?.stopped?.moreRows} more rows would decide`;
      expect(result.adaptive?.summary).toBe(sentence);
      expect(budget?.stopped?.moreRows).toBeGreaterThan(0);
      expect(budget?.stopped?.moreRows).toBeLessThan(ROWS - BATCH);
      expect(run.stdout).toContain(sentence.replace('inconclusive', 'Inconclusive'));
      expect(run.stdout).not.toMatch(/\b(passed|failed)\b.*full run/);
    },
    TIMEOUT,
  );

  it(
    'pays only for the rows not run yet when re-run with a larger budget',
    async () => {
      expect(firstRows).toHaveLength(BATCH);
      const maxCost = 2.5 * BATCH * meanRowUsd;
      const from = server.requests.length;
      const run = await evalRun(maxCost);
      expect(run.code, run.stderr).toBe(1);
      const called = rowsCalled(from);
      // One more batch, and none of the rows paid for by the first run.
      expect(called).toHaveLength(BATCH);
      expect(called.filter((row) => firstRows.includes(row))).toEqual([]);
      const result = await written();
      expect(result.adaptive?.rowsRun).toBe(2 * BATCH);
      expect(result.adaptive?.budget?.spent.usd).toBeCloseTo(usdOf([...firstRows, ...called]), 9);
      expect(result.adaptive?.budget?.spent.usd).toBeLessThanOrEqual(maxCost);
      expect(result.metrics?.completed).toBe(2 * BATCH);
      expect(result.adaptive?.summary).toMatch(/^inconclusive at budget: 80 of 200 rows/);
    },
    TIMEOUT,
  );
});
