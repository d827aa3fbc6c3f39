/**
 * The cost of a run (issue 41 point 1) on the REAL osmosis CLI: the tokens osmosis records (the fake
 * model's `usage`, predicted here from the dataset and the script) and their money at the model's price in
 * the LiteLLM cost map of the osmosis environment; "price unknown" for a model the map does not price,
 * unless the price inputs are given.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osmosisInterpreter } from '../../src/adapters/uv-env.js';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer, tokens } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const TIMEOUT = 240_000;
const UNPRICED_MODEL = 'osmosis-ci-unpriced-model';

let server: ModelServer;
let script: ModelScript;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script, apiKey: 'dummy' });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-cost-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

/** Each row's tokens as the fake counts them: its one user prompt, and the scripted reply to it. */
async function expectedTokens(): Promise<number> {
  const lines = (await readFile(join(EXAMPLE_DIR, 'data/quickstart.jsonl'), 'utf8')).split('\n');
  let total = 0;
  for (const line of lines.filter((text) => text.trim() !== '')) {
    const prompt = (JSON.parse(line) as { user_prompt: string }).user_prompt;
    const rule = script.rules?.find((candidate) => prompt.includes(candidate.match));
    total += tokens(prompt) + tokens(rule?.reply ?? script.defaultReply ?? '');
  }
  return total;
}

/** gpt-4o-mini's per-token prices, read from the map in osmosis's own environment by its own Python. */
function mapPrice(model: string): { input: number; output: number } {
  const python = osmosisInterpreter(osmosisBin);
  if (!python) throw new Error(`no interpreter beside ${osmosisBin}`);
  const code = `import importlib.util, json, os, sys
spec = importlib.util.find_spec('litellm')
path = os.path.join(os.path.dirname(spec.origin), 'model_prices_and_context_window_backup.json')
entry = json.load(open(path))[sys.argv[1]]
print(json.dumps([entry['input_cost_per_token'], entry['output_cost_per_token']]))`;
  const [input, output] = JSON.parse(
    execFileSync(python, ['-c', code, model], { encoding: 'utf8' }),
  ) as number[];
  return { input: input as number, output: output as number };
}

async function workspace(name: string, model?: string): Promise<string> {
  const dir = await prepareExampleWorkspace(join(root, name), EXAMPLE_DIR);
  if (model) {
    const config = join(dir, 'configs/eval/quickstart.toml');
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      text.replace('model_path = "openai/gpt-4o-mini"', `model_path = "openai/${model}"`),
    );
  }
  return dir;
}

function evalRun(ws: string, args: string[]): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/quickstart.jsonl',
      '--osmosis-path',
      osmosisBin,
      ...args,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN } },
  );
}

async function result(ws: string, runName: string): Promise<EvalRunResult> {
  return JSON.parse(await readFile(join(ws, '.osmosis/ci', runName, 'result.json'), 'utf8')) as EvalRunResult;
}

describe('the cost of a real run', () => {
  it(
    "shows the tokens osmosis recorded and their money at LiteLLM's price for the model",
    async () => {
      const ws = await workspace('priced');
      const run = await evalRun(ws, ['--run-name', 'priced']);
      expect(run.code, run.stderr).toBe(0);
      const written = await result(ws, 'priced');
      const total = await expectedTokens();
      const price = mapPrice('gpt-4o-mini');
      expect(written.metrics?.tokens).toBe(total);
      expect(written.cost).toMatchObject({
        model: 'openai/gpt-4o-mini',
        tokens: { total, prompt: null, completion: null, perRow: total / 10 },
        price: { source: 'litellm', key: 'gpt-4o-mini', inputPerMillion: price.input * 1e6 },
      });
      expect(written.cost?.usd?.low).toBeCloseTo(total * price.input, 15);
      expect(written.cost?.usd?.high).toBeCloseTo(total * price.output, 15);
      expect(written.cost?.durationMs).toBeGreaterThan(0);
      expect(run.stdout).toMatch(
        new RegExp(
          `cost +${total} tokens, ${Math.round(total / 10)} per row; \\$[0-9.]+–\\$[0-9.]+ at LiteLLM's price for gpt-4o-mini`,
        ),
      );
      const report = await readFile(join(ws, '.osmosis/ci/priced/report.md'), 'utf8');
      expect(report).toMatch(/\| Cost \| .*tokens.*\$[0-9.]+–\$[0-9.]+ at LiteLLM's price for gpt-4o-mini/);
    },
    TIMEOUT,
  );

  it(
    'says "price unknown" for a model the map does not price, and prices it with the price inputs',
    async () => {
      const ws = await workspace('unpriced', UNPRICED_MODEL);
      const run = await evalRun(ws, ['--run-name', 'unpriced']);
      expect(run.code, run.stderr).toBe(0);
      const unpriced = await result(ws, 'unpriced');
      expect(unpriced.cost).toMatchObject({ model: `openai/${UNPRICED_MODEL}`, price: null, usd: null });
      expect(run.stdout).toContain(
        `price unknown (openai/${UNPRICED_MODEL} is not priced in LiteLLM's cost map`,
      );
      expect(run.stdout).not.toMatch(/\$0\b/);
      expect(await readFile(join(ws, '.osmosis/ci/unpriced/report.md'), 'utf8')).toContain('price unknown');

      // The finished journal stands in: no model call, and the same tokens at the price given.
      const before = server.calls;
      const priced = await evalRun(ws, [
        '--run-name',
        'unpriced',
        '--price-per-million-input',
        '1',
        '--price-per-million-output',
        '3',
      ]);
      expect(priced.code, priced.stderr).toBe(0);
      expect(server.calls - before).toBe(0);
      const written = await result(ws, 'unpriced');
      const total = await expectedTokens();
      expect(written.cost?.price).toMatchObject({
        source: 'inputs',
        inputPerMillion: 1,
        outputPerMillion: 3,
      });
      expect(written.cost?.usd?.low).toBeCloseTo(total * 1e-6, 15);
      expect(written.cost?.usd?.high).toBeCloseTo(total * 3e-6, 15);
      expect(priced.stdout).not.toContain('price unknown');
      expect(priced.stdout).toContain('at the price inputs ($1/M in, $3/M out)');
    },
    TIMEOUT,
  );
});

describe('the cost against the baseline, on the real CLI', { shuffle: false }, () => {
  it(
    'fails max-cost-increase 0.2 when the pull request sends each prompt twice, with the interval shown',
    async () => {
      const ws = await workspace('against-baseline');
      const baselineArgs = ['--baseline-dir', '.osmosis/baseline'];
      const main = await evalRun(ws, ['--run-name', 'main', '--save-baseline', ...baselineArgs]);
      expect(main.code, main.stderr).toBe(0);
      const rows = JSON.parse(await readFile(join(ws, '.osmosis/baseline/rows.json'), 'utf8')) as {
        usage?: { tokens: number[][]; durationMs: number[][] };
      };
      // rows.json keeps each row's tokens as osmosis recorded them (the fake's usage).
      expect(rows.usage?.tokens[0]?.reduce((sum, value) => sum + value, 0)).toBe(await expectedTokens());
      expect(rows.usage?.durationMs[0]?.every((ms) => ms > 0)).toBe(true);

      // The pull request's agent sends the conversation twice: the same rows, about twice the tokens.
      const agent = join(ws, 'rollouts/quickstart/main.py');
      const code = await readFile(agent, 'utf8');
      const doubled = code.replace('"messages": list(ctx.prompt)', '"messages": [*ctx.prompt, *ctx.prompt]');
      expect(doubled).not.toBe(code);
      await writeFile(agent, doubled);
      const pr = await evalRun(ws, ['--run-name', 'pr', ...baselineArgs, '--max-cost-increase', '0.2']);
      expect(pr.code, pr.stderr).toBe(1);
      const written = await result(ws, 'pr');
      expect(written.verdict).toBe('failed');
      expect(written.costChange?.status).toBe('compared');
      expect(written.costChange?.cost?.n).toBe(10);
      expect(written.costChange?.cost?.lower).toBeGreaterThan(0.2);
      expect(written.costChange?.gates?.cost?.verdict).toBe('failed');
      expect(pr.stdout).toMatch(
        /vs baseline Against the baseline on 10 paired items: tokens \+\d+\.\d% \(95% interval \+\d+\.\d% to \+\d+\.\d%\); cost \+/,
      );
      expect(pr.stdout).toContain('the whole interval is above max-cost-increase +20.0%.');
      const report = await readFile(join(ws, '.osmosis/ci/pr/report.md'), 'utf8');
      expect(report).toMatch(/❌ osmosis eval failed: The cost changed \+\d+\.\d% \(95% interval/);
    },
    TIMEOUT,
  );
});
