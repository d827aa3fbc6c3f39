/**
 * The adaptive gate under the eval-run action, across jobs: the committed action bundle (main and post
 * steps) with the real osmosis CLI, the fake model and a loopback Actions cache service (v2). The first
 * job runs seeded batches until the verdict is decided and its post step saves every batch's journal as one
 * cache entry; a re-run on a clean runner restores them, runs the same batches, pays for no row again and
 * reaches the same verdict from the same rows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep, type StepResult } from '../helpers/action-step.js';
import {
  harnessAvailable,
  harnessMissingMessage,
  harnessPaths,
  osmosisTestEnv,
} from '../helpers/osmosis-env.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const ROWS = 200;
/** Rows i with i % 20 === 7 expect an answer the model never gives: 10 of 200 fail, 95% pass. */
const failing = (row: number) => row % 20 === 7;
const REPLY = 'ok';
const TIMEOUT = 600_000;

let model: ModelServer;
let cacheServer: CacheServer;
let root: string;
let workspace: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  model = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  cacheServer = await startCacheServer({ token: 'runtime-token' });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-adaptive-cache-'));
  workspace = join(root, 'ws');
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: model.url }));
  // This test's own uv cache, seeded (hard links) from the harness's: the rollout's dependencies offline.
  execFileSync('cp', ['-al', harnessPaths().rolloutUvCache, join(root, 'uv-cache')]);
});

afterAll(async () => {
  await model?.close();
  await cacheServer?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A clean runner: the workspace checked out anew at the same path, the 200-row dataset in it. */
async function freshCheckout(): Promise<void> {
  await rm(workspace, { recursive: true, force: true });
  await prepareExampleWorkspace(workspace, EXAMPLE_DIR);
  const lines = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({
      user_prompt: `Question ${row}: answer with one word.`,
      ground_truth: failing(row) ? 'never' : REPLY,
    }),
  );
  await writeFile(join(workspace, 'data/big.jsonl'), `${lines.join('\n')}\n`);
}

/** Model calls per dataset row since request `from` (LiteLLM's preflight per osmosis start is no row). */
function rowCalls(from: number): number {
  return model.requests.slice(from).filter((request) => /^Question \d+:/.test(request.lastUserMessage))
    .length;
}

async function job(runId: string, attempt: string): Promise<{ main: StepResult; post: StepResult }> {
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...cacheServer.env({ ACTIONS_RUNTIME_TOKEN: 'runtime-token' }),
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: attempt,
    UV_CACHE_DIR: join(root, 'uv-cache'),
  };
  const main = await runActionStep('dist/action/eval-run.js', {
    cwd: workspace,
    env,
    inputs: {
      config: 'configs/eval/quickstart.toml',
      'dataset-file': 'data/big.jsonl',
      'run-name': 'adaptive',
      'min-pass-rate': '0.8',
      adaptive: 'confident',
      'batch-size': '25',
      'max-in-flight': '16',
      'osmosis-path': osmosisBin,
      secrets: 'QUICKSTART_TOKEN=osmosis-ci-demo-token',
    },
  });
  const post = await runActionStep('dist/action/eval-run-post.js', {
    cwd: workspace,
    env,
    state: main.state,
  });
  return { main, post };
}

const result = async () =>
  JSON.parse(await readFile(join(workspace, '.osmosis/ci/adaptive/result.json'), 'utf8')) as EvalRunResult;

describe('the adaptive gate under the eval-run action, with the Actions cache', { shuffle: false }, () => {
  it(
    'a re-run on a clean runner restores the journal, pays for no row and reaches the same verdict',
    async () => {
      await freshCheckout();
      let from = model.requests.length;
      const first = await job('300', '1');
      expect(first.main.code, first.main.stdout).toBe(0);
      const paid = rowCalls(from);
      const decided = await result();
      expect(decided.verdict).toBe('passed');
      expect(decided.adaptive).toMatchObject({ mode: 'confident', decidedEarly: true, rowsTotal: ROWS });
      const rowsRun = decided.adaptive?.rowsRun ?? -1;
      expect(rowsRun).toBeLessThan(ROWS);
      // One osmosis start: the rows decided on, and at most the 16 in flight when the verdict settled.
      expect(paid).toBeGreaterThanOrEqual(rowsRun);
      expect(paid).toBeLessThanOrEqual(rowsRun + 16);
      // The outputs of an early stop: no pass-rate a workflow could take for the full run's.
      expect(first.main.outputs).toMatchObject({
        'rows-run': String(rowsRun),
        'rows-total': String(ROWS),
        'decided-early': 'true',
        'error-bound': '0.05',
        'pass-rate': '',
      });
      // One cache entry holds every batch's journal.
      expect(first.post.stdout).toMatch(
        /Saved the journal cache as osmosis-ci-v1-journal-adaptive-[0-9a-f]{16}-300-1/,
      );

      await freshCheckout();
      from = model.requests.length;
      const rerun = await job('300', '2');
      expect(rerun.main.code, rerun.main.stdout).toBe(0);
      expect(rerun.main.stdout).toMatch(/Restored the journal cache from osmosis-ci-v1-journal-adaptive-/);
      expect(rowCalls(from)).toBe(0);
      const again = await result();
      expect(again.verdict).toBe(decided.verdict);
      expect(again.adaptive).toMatchObject({
        rowsRun,
        decidedEarly: true,
        rule: decided.adaptive?.rule,
        bounds: decided.adaptive?.bounds,
      });
      expect(again.metrics).toMatchObject({ total: rowsRun, passed: decided.metrics?.passed });
      expect(rerun.main.outputs['pass-rate-bounds']).toBe(first.main.outputs['pass-rate-bounds']);
    },
    TIMEOUT,
  );
});
