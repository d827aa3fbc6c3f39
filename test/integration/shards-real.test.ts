/**
 * Matrix shards at the CLI level: three `eval-run --shard i/3` runs of the committed bundle over the REAL
 * osmosis CLI, then `eval-merge --shards 3`, against an unsharded run of the same rows. Only the model is
 * fake, on 127.0.0.1. (A 3-leg matrix under act would pay three rollout environments and cache round
 * trips; this proves the same merge with the same bundle.)
 */
import { mkdtemp, readdir, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 600_000;

let server: ModelServer;
let osmosisBin: string;
let env: NodeJS.ProcessEnv;
let ws: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
  const test = osmosisTestEnv({ modelUrl: server.url });
  osmosisBin = test.osmosisBin;
  env = { ...test.env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' };
  ws = await prepareExampleWorkspace(join(await mkdtemp(join(tmpdir(), 'shards-')), 'ws'), EXAMPLE_DIR);
});
afterAll(() => server?.close());

const cli = (args: string[]) => runCli([...args, '--osmosis-path', osmosisBin, '--json'], { cwd: ws, env });
const evalRun = (args: string[]) =>
  cli([
    'eval-run',
    'configs/eval/quickstart.toml',
    '--dataset-file',
    'data/quickstart.jsonl',
    '--min-pass-rate',
    '0.7',
    ...args,
  ]);
const merge = (args: string[]) =>
  runCli(['eval-merge', 'configs/eval/quickstart.toml', '--min-pass-rate', '0.7', '--json', ...args], {
    cwd: ws,
    env,
  });
const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

describe('eval-run --shard and eval-merge', () => {
  it(
    "three shards merge into the unsharded run's pass rate and verdict; a missing shard fails by name",
    async () => {
      const whole = await evalRun(['--run-name', 'whole']);
      expect(whole.code, whole.stderr).toBe(0);

      const legs: EvalRunResult[] = [];
      for (const shard of ['1/3', '2/3', '3/3']) {
        const leg = await evalRun(['--run-name', 'pr', '--shard', shard]);
        expect(leg.code === 0 || leg.code === 1, leg.stderr).toBe(true);
        legs.push(printed(leg));
      }
      expect(legs.map((leg) => leg.runName)).toEqual(['pr.s1of3', 'pr.s2of3', 'pr.s3of3']);
      expect(legs.map((leg) => leg.shard?.rows)).toEqual(['0-2', '3-5', '6-9']);
      expect(legs.reduce((sum, leg) => sum + (leg.metrics?.total ?? 0), 0)).toBe(10);

      const before = server.calls;
      const merged = await merge(['--run-name', 'pr', '--shards', '3']);
      expect(merged.code, merged.stderr).toBe(0);
      expect(server.calls).toBe(before); // merging starts nothing
      const result = printed(merged);
      const reference = printed(whole);
      expect(result.verdict).toBe(reference.verdict);
      for (const key of ['total', 'completed', 'passed', 'failed', 'passRate', 'reward', 'tokens'] as const) {
        expect(result.metrics?.[key], key).toEqual(reference.metrics?.[key]);
      }
      expect(result.shards?.parts.map((part) => part.runName)).toEqual(['pr.s1of3', 'pr.s2of3', 'pr.s3of3']);
      // The legs ran side by side: the merged duration is the longest leg's, not the merge's own.
      const legDurations = legs.map((leg) => leg.metrics?.durationMs ?? Number.NaN);
      expect(result.metrics?.durationMs).toBe(Math.max(...legDurations));
      // The merged rows are dataset rows: the same failing rows as the unsharded run.
      const rowsOf = async (name: string) =>
        JSON.parse(await readFile(join(ws, '.osmosis/ci', name, 'rows.json'), 'utf8')) as {
          outcomes: string[];
        };
      expect((await rowsOf('pr')).outcomes).toEqual((await rowsOf('whole')).outcomes);

      // A leg that never arrived: the merge fails, naming it.
      const evals = join(ws, '.osmosis/evals');
      await rename(join(evals, 'pr.s2of3'), join(ws, 'away'));
      const missing = await merge(['--run-name', 'pr', '--shards', '3']);
      expect(missing.code).toBe(3);
      expect(printed(missing).error?.message).toMatch(/^Missing shard: pr\.s2of3 /);
      // Shards of another count are refused too, not merged as if they were these.
      const wrong = await merge(['--run-name', 'pr', '--shards', '2']);
      expect(wrong.code).not.toBe(0);
      expect(printed(wrong).error?.message).toMatch(/pr\.s\dof2/);
      await rename(join(ws, 'away'), join(evals, 'pr.s2of3'));
      expect((await readdir(evals)).filter((name) => name.startsWith('pr.'))).toHaveLength(3);
    },
    TIMEOUT,
  );
});
