/**
 * Caching between jobs, through the committed action bundle (main and post steps, as the runner runs
 * them) and the real @actions/cache client against a loopback Actions cache service (v2), with the real
 * osmosis CLI and the fake model. Each "job" starts from a clean workspace at the same path, as a fresh
 * GitHub runner does.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep, type StepResult } from '../helpers/action-step.js';
import { waitForRecords } from '../helpers/journal-wait.js';
import {
  harnessAvailable,
  harnessMissingMessage,
  harnessPaths,
  osmosisTestEnv,
} from '../helpers/osmosis-env.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const ROWS = 10;
const PREFLIGHT = 1;
const TIMEOUT = 300_000;

let model: ModelServer;
let cacheServer: CacheServer;
let script: ModelScript;
let root: string;
let workspace: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  model = await startModelServer({ script });
  cacheServer = await startCacheServer({ token: 'runtime-token' });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-cache-'));
  workspace = join(root, 'ws');
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: model.url }));
  // A uv cache of this test's own, for the jobs to carry, seeded (hard links, no copy) from the harness's so
  // that the rollout's dependencies come from it offline rather than from the package index.
  execFileSync('cp', ['-al', harnessPaths().rolloutUvCache, join(root, 'uv-cache')]);
});

afterAll(async () => {
  await model?.close();
  await cacheServer?.close();
});

/** A clean runner: the workspace is checked out anew at the same path, with nothing left from before. */
async function freshCheckout(): Promise<void> {
  await rm(workspace, { recursive: true, force: true });
  await prepareExampleWorkspace(workspace, EXAMPLE_DIR);
}

interface Job {
  runId: string;
  attempt?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  onSpawn?: (pid: number) => void;
}

/** The eval-run action's main step, then its post step with the state main saved. */
async function job({
  runId,
  attempt = '1',
  inputs = {},
  env = {},
  onSpawn,
}: Job): Promise<{ main: StepResult; post: StepResult }> {
  const stepEnv: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...cacheServer.env({ ACTIONS_RUNTIME_TOKEN: 'runtime-token' }),
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: attempt,
    // Per test run, so the uv cache the jobs save and restore is this test's alone.
    UV_CACHE_DIR: join(root, 'uv-cache'),
    ...env,
  };
  const main = await runActionStep('dist/action/eval-run.js', {
    cwd: workspace,
    env: stepEnv,
    inputs: {
      config: 'configs/eval/quickstart.toml',
      'dataset-file': 'data/quickstart.jsonl',
      'run-name': 'cached',
      'min-pass-rate': '0.5',
      'osmosis-path': osmosisBin,
      secrets: 'QUICKSTART_TOKEN=osmosis-ci-demo-token',
      ...inputs,
    },
    ...(onSpawn ? { onSpawn } : {}),
  });
  const post = await runActionStep('dist/action/eval-run-post.js', {
    cwd: workspace,
    env: stepEnv,
    state: main.state,
  });
  return { main, post };
}

async function result(): Promise<EvalRunResult> {
  return JSON.parse(
    await readFile(join(workspace, '.osmosis/ci/cached/result.json'), 'utf8'),
  ) as EvalRunResult;
}

// One story, in order: the successive jobs of a repository's workflow runs, each finding what the ones
// before it saved. The order is the point, so it is declared rather than left to chance.
describe('the eval-run action with the Actions cache', { shuffle: false }, () => {
  let clean: EvalRunResult['metrics'];

  it(
    'a re-run of an interrupted job resumes: exactly the unfinished rows reach the model',
    async () => {
      await freshCheckout();
      model.setScript({ ...script, rules: (script.rules ?? []).map((rule) => ({ ...rule, delayMs: 800 })) });
      let pid = 0;
      const first = job({
        runId: '100',
        inputs: { 'max-in-flight': '1' },
        onSpawn: (p) => {
          pid = p;
        },
      });
      await waitForRecords(() => join(workspace, '.osmosis/evals/cached/events.jsonl'), 3, 'the first job');
      process.kill(pid, 'SIGTERM'); // the runner cancelling the job
      const interrupted = await first;
      model.setScript(script);
      expect(interrupted.main.code).toBe(1);
      expect(interrupted.main.outputs['exit-code']).toBe('3');
      const k = (await result()).metrics?.total ?? -1;
      // At least one row was journaled when the run was cut; how many depends on the machine's speed. The
      // exact count of rows the resume pays for, below, is what proves nothing is paid twice.
      expect(k).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThan(ROWS);
      // The post step saved the partial journal even though the main step failed.
      expect(interrupted.post.stdout).toMatch(
        /Saved the journal cache as osmosis-ci-v1-journal-cached-[0-9a-f]{16}-100-1/,
      );
      // And the rollout's environment, which the re-run below must find (its output says why not if not).
      expect(interrupted.post.stdout, interrupted.post.stdout + interrupted.post.stderr).toMatch(
        /Saved the venv cache as /,
      );

      await freshCheckout();
      const before = model.calls;
      const rerun = await job({ runId: '100', attempt: '2' });
      expect(rerun.main.code, rerun.main.stdout).toBe(0);
      expect(model.calls - before).toBe(ROWS - k + PREFLIGHT);
      expect(rerun.main.outputs).toMatchObject({
        'journal-cache-hit': 'false',
        'resumed-rows': String(k),
        verdict: 'passed',
        'pass-rate': '0.8',
      });
      expect(rerun.main.stdout).toMatch(
        /Restored the journal cache from osmosis-ci-v1-journal-cached-[0-9a-f]{16}-100-1 \(an earlier run\)/,
      );
      // The rollout environment came back too, so uv installed nothing.
      expect(
        rerun.main.outputs['venv-cache-hit'],
        `${interrupted.post.stdout}\n${interrupted.post.stderr}\n${rerun.main.stdout}`,
      ).toBe('true');
      clean = (await result()).metrics;
      expect(clean).toMatchObject({ total: 10, passed: 8, passRate: 0.8, status: 'finished' });
    },
    TIMEOUT,
  );

  it(
    'a new workflow run on unchanged inputs makes no model call and saves nothing new',
    async () => {
      await freshCheckout();
      const before = model.calls;
      const saves = cacheServer.rpcCalls('CreateCacheEntry').length;
      const again = await job({ runId: '101' });
      expect(again.main.code, again.main.stdout).toBe(0);
      expect(model.calls - before).toBe(0);
      expect(again.main.outputs).toMatchObject({
        'resumed-rows': '10',
        verdict: 'passed',
        // The journal holds every result: osmosis starts no rollout, so its environment is not fetched.
        'venv-cache-key': '',
      });
      expect(again.main.stdout).toMatch(/The restored journal holds every result/);
      // Restored under a key with the digest of every locked input, and finished: osmosis is not started.
      expect(again.main.stdout).toMatch(
        /The journal restored for these inputs already holds all 10 results; osmosis was not started/,
      );
      expect(again.main.stdout).not.toMatch(/Running: /);
      expect((await result()).metrics).toMatchObject({
        passRate: clean?.passRate,
        passed: clean?.passed,
        total: clean?.total,
      });
      expect(again.post.stdout).toMatch(/The journal cache is up to date/);
      expect(cacheServer.rpcCalls('CreateCacheEntry').length).toBe(saves);
    },
    TIMEOUT,
  );

  it(
    'a changed pass_threshold (not part of the key) has osmosis rescore the restored journal',
    async () => {
      await freshCheckout();
      const config = join(workspace, 'configs/eval/quickstart.toml');
      const { writeFile } = await import('node:fs/promises');
      await writeFile(
        config,
        (await readFile(config, 'utf8')).replace('pass_threshold = 1.0', 'pass_threshold = 0.0'),
      );
      const before = model.calls;
      const rescored = await job({ runId: '103' });
      expect(rescored.main.code, rescored.main.stdout).toBe(0);
      expect(model.calls - before).toBe(0);
      expect(rescored.main.stdout).toMatch(
        /osmosis will confirm the journal itself: pass_threshold changed from 1 to 0/,
      );
      expect(rescored.main.stdout).toMatch(/Running: /);
      // Every graded row passes at 0.0: the rows osmosis failed outright still do not.
      const metrics = (await result()).metrics;
      expect(metrics).toMatchObject({ total: 10, passThreshold: 0 });
      expect(metrics?.passed).toBe(metrics?.graded);
      expect(metrics?.passed).toBeGreaterThan(clean?.passed ?? 0);
    },
    TIMEOUT,
  );

  it(
    'a changed dataset starts a fresh journal, and nothing fails',
    async () => {
      await freshCheckout();
      const dataset = join(workspace, 'data/quickstart.jsonl');
      const rows = (await readFile(dataset, 'utf8')).trim().split('\n');
      const { writeFile } = await import('node:fs/promises');
      await writeFile(dataset, `${rows.slice(0, 6).join('\n')}\n`);
      const before = model.calls;
      const changed = await job({ runId: '102' });
      expect(changed.main.code, changed.main.stdout).toBe(0);
      expect(model.calls - before).toBe(6 + PREFLIGHT);
      expect(changed.main.outputs).toMatchObject({ 'resumed-rows': '0', total: '6' });
      expect(changed.main.stdout).toMatch(/No journal cache yet/);
      // Not a near miss restored from other inputs either. Every other input of the key (model_path and the
      // rest) starts a fresh journal the same way: test/unit/journal-key-inputs.test.ts changes each alone.
      expect(changed.main.stdout).not.toMatch(/different resolved inputs/);
    },
    TIMEOUT,
  );

  it(
    'a default-branch push saves the baseline; a pull request restores it and lists the flipped rows',
    async () => {
      const runnerTemp = join(root, 'runner-temp');
      const events = join(root, 'events');
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(events, { recursive: true });
      const repository = {
        full_name: 'acme/widgets',
        name: 'widgets',
        owner: { login: 'acme' },
        default_branch: 'main',
      };
      await writeFile(join(events, 'push.json'), JSON.stringify({ ref: 'refs/heads/main', repository }));
      await writeFile(
        join(events, 'pr.json'),
        JSON.stringify({ number: 7, pull_request: { number: 7 }, repository }),
      );
      const common = { RUNNER_TEMP: runnerTemp, GITHUB_REPOSITORY: 'acme/widgets' };
      // Default run names: quickstart-main on the push, quickstart-pr7 on the pull request.
      const inputs = { 'run-name': '', 'comment-mode': 'off' };

      await freshCheckout();
      const push = await job({
        runId: '200',
        inputs,
        env: {
          ...common,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: 'refs/heads/main',
          GITHUB_REF_NAME: 'main',
          GITHUB_EVENT_PATH: join(events, 'push.json'),
        },
      });
      expect(push.main.code, push.main.stdout).toBe(0);
      expect(push.post.stdout).toMatch(
        /Saved the baseline cache as osmosis-ci-baseline-v2-[0-9a-f]{16}-[0-9A-Za-z_]+-200/,
      );
      // A second default-branch run restores the baseline first, so that it joins the row history. It is a
      // run of its own (its own name, its own journal): the first run's journal restored again would be the
      // same run, which joins the history once.
      await freshCheckout();
      await rm(runnerTemp, { recursive: true, force: true });
      const push2 = await job({
        runId: '202',
        inputs: { ...inputs, 'run-name': 'quickstart-main-2' },
        env: {
          ...common,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: 'refs/heads/main',
          GITHUB_REF_NAME: 'main',
          GITHUB_EVENT_PATH: join(events, 'push.json'),
        },
      });
      expect(push2.main.code, push2.main.stdout).toBe(0);
      expect(push2.main.stdout).toMatch(
        /Restored the baseline cache from osmosis-ci-baseline-v2-[0-9a-f]{16}-[0-9A-Za-z_]+-200/,
      );
      expect(push2.main.stdout).toContain(
        'Row history: this run joined it (2 of at most 20 default-branch runs',
      );
      expect(push2.post.stdout).toMatch(
        /Saved the baseline cache as osmosis-ci-baseline-v2-[0-9a-f]{16}-[0-9A-Za-z_]+-202/,
      );

      // The pull request breaks one more row ("What is 2 + 3?" now answered wrongly) on a fresh runner.
      await freshCheckout();
      await rm(runnerTemp, { recursive: true, force: true });
      model.setScript({
        ...script,
        rules: [{ match: 'What is 2 + 3?', reply: '4' }, ...(script.rules ?? [])],
      });
      try {
        const pr = await job({
          runId: '203',
          inputs,
          env: {
            ...common,
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_REF: 'refs/pull/7/merge',
            GITHUB_REF_NAME: '7/merge',
            GITHUB_EVENT_PATH: join(events, 'pr.json'),
          },
        });
        expect(pr.main.code, pr.main.stdout).toBe(0);
        expect(pr.main.stdout).toMatch(
          /Restored the baseline cache from osmosis-ci-baseline-v2-[0-9a-f]{16}-[0-9A-Za-z_]+-202/,
        );
        const compared = JSON.parse(
          await readFile(join(workspace, '.osmosis/ci/quickstart-pr7/result.json'), 'utf8'),
        );
        expect(compared.baseline).toMatchObject({ status: 'compared', reference: { passRate: 0.8 } });
        expect(compared.baseline.paired).toMatchObject({ passToFail: 1, failToPass: 0 });
        expect(compared.baseline.delta).toBeCloseTo(-0.1, 10);
        // The history of both default-branch runs judged it too (no max-regression: nothing re-run).
        expect(compared.baseline.history).toMatchObject({ runs: 2, rowsKnown: 10, reruns: { items: 0 } });
        expect(await readFile(join(workspace, '.osmosis/ci/quickstart-pr7/report.md'), 'utf8')).toMatch(
          /baseline/i,
        );
        // A pull request never overwrites the default branch's baseline.
        expect(pr.post.stdout).not.toMatch(/Saved the baseline cache/);
      } finally {
        model.setScript(script);
      }
    },
    TIMEOUT,
  );

  it(
    "a pull request restores its base commit's baseline over a newer one and names it; a changed model_path is still compared and said",
    async () => {
      const runnerTemp = join(root, 'runner-temp');
      const events = join(root, 'events-base');
      await mkdir(events, { recursive: true });
      const repository = {
        full_name: 'acme/widgets',
        name: 'widgets',
        owner: { login: 'acme' },
        default_branch: 'main',
      };
      const [base, newer, unsaved] = ['a', 'b', 'c'].map((c) => c.repeat(40)) as [string, string, string];
      await writeFile(join(events, 'push.json'), JSON.stringify({ ref: 'refs/heads/main', repository }));
      const prEvent = async (name: string, baseSha: string) => {
        const path = join(events, name);
        const pr = { number: 8, base: { sha: baseSha, ref: 'main' }, head: { sha: 'd'.repeat(40) } };
        await writeFile(path, JSON.stringify({ number: 8, pull_request: pr, repository }));
        return path;
      };
      const gh = await startGitHubApi({ token: 'gh-token' });
      gh.setHistory('acme/widgets', [base, newer, unsaved]);
      const common = {
        RUNNER_TEMP: runnerTemp,
        GITHUB_REPOSITORY: 'acme/widgets',
        GITHUB_API_URL: gh.url,
      };
      const inputs = { 'run-name': '', 'comment-mode': 'off', 'github-token': 'gh-token' };
      const push = (runId: string, sha: string) =>
        job({
          runId,
          inputs,
          env: {
            ...common,
            GITHUB_EVENT_NAME: 'push',
            GITHUB_REF: 'refs/heads/main',
            GITHUB_REF_NAME: 'main',
            GITHUB_SHA: sha,
            GITHUB_EVENT_PATH: join(events, 'push.json'),
          },
        });
      const pullRequest = async (runId: string, eventPath: string) => {
        // The pull request changes the model; the baseline is kept by the config's path, so it is compared.
        await freshCheckout();
        await rm(runnerTemp, { recursive: true, force: true });
        const config = join(workspace, 'configs/eval/quickstart.toml');
        const text = await readFile(config, 'utf8');
        await writeFile(
          config,
          text.replace('model_path = "openai/gpt-4o-mini"', 'model_path = "openai/gpt-4.1"'),
        );
        return job({
          runId,
          inputs,
          env: {
            ...common,
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_REF: 'refs/pull/8/merge',
            GITHUB_REF_NAME: '8/merge',
            GITHUB_SHA: 'e'.repeat(40),
            GITHUB_EVENT_PATH: eventPath,
          },
        });
      };
      const prResult = async () =>
        JSON.parse(await readFile(join(workspace, '.osmosis/ci/quickstart-pr8/result.json'), 'utf8'));
      try {
        // The base commit's push, then a newer one: two baselines of the config, the newer one last.
        for (const [runId, sha] of [
          ['300', base],
          ['301', newer],
        ] as const) {
          await freshCheckout();
          await rm(runnerTemp, { recursive: true, force: true });
          const saved = await push(runId, sha);
          expect(saved.main.code, saved.main.stdout).toBe(0);
          expect(saved.post.stdout).toContain(`Saved the baseline cache as osmosis-ci-baseline-v2-`);
          expect(saved.post.stdout).toMatch(new RegExp(`-${sha}-${runId}\\b`));
        }

        const onBase = await pullRequest('302', await prEvent('pr-base.json', base));
        expect(onBase.main.code, onBase.main.stdout).toBe(0);
        expect(onBase.main.stdout).toMatch(
          new RegExp(`Restored the baseline cache from osmosis-ci-baseline-v2-[0-9a-f]{16}-${base}-300`),
        );
        expect(onBase.main.stdout).toContain(
          "Baseline: The baseline is from commit aaaaaaa, the pull request's base commit.",
        );
        const compared = await prResult();
        expect(compared.configIdentity).toMatchObject({ modelPath: 'openai/gpt-4.1' });
        expect(compared.configIdentity.graderSha256).toMatch(/^[0-9a-f]{64}$/);
        expect(compared.baseline).toMatchObject({
          status: 'compared',
          reference: { commit: { sha: base, baseSha: base, behindBase: 0 } },
          configChanges: ['model changed: openai/gpt-4o-mini → openai/gpt-4.1'],
        });
        const report = await readFile(join(workspace, '.osmosis/ci/quickstart-pr8/report.md'), 'utf8');
        expect(report).toContain("The baseline is from commit aaaaaaa, the pull request's base commit.");
        expect(report).toContain('- model changed: openai/gpt-4o-mini → openai/gpt-4.1');
        // Same commit: GitHub is not asked how far behind it is.
        expect(gh.log.filter((entry) => entry.path.includes('/compare/'))).toEqual([]);

        // A base commit no push saved a baseline for: the newest baseline, and how far behind the base it is.
        const elsewhere = await pullRequest('303', await prEvent('pr-other.json', unsaved));
        expect(elsewhere.main.code, elsewhere.main.stdout).toBe(0);
        expect(elsewhere.main.stdout).toMatch(
          new RegExp(`Restored the baseline cache from osmosis-ci-baseline-v2-[0-9a-f]{16}-${newer}-301`),
        );
        const behind =
          "The baseline is from commit bbbbbbb, not the pull request's base commit ccccccc: 1 commit behind it.";
        expect(elsewhere.main.stdout).toContain(`Baseline: ${behind}`);
        expect((await prResult()).baseline.reference.commit).toEqual({
          sha: newer,
          baseSha: unsaved,
          behindBase: 1,
        });
        expect(gh.log.filter((entry) => entry.path.includes('/compare/'))).toMatchObject([
          { path: `/repos/acme/widgets/compare/${newer}...${unsaved}`, status: 200 },
        ]);
      } finally {
        await gh.close();
      }
    },
    2 * TIMEOUT,
  );

  it.each([
    ['answers 500', { mode: 'status', status: 500 } as const, { 'cache-timeout-seconds': '10' }],
    ['hangs', { mode: 'hang' } as const, { 'cache-timeout-seconds': '3' }],
  ])(
    'a cache service that %s: the eval runs without cache, with a warning, and the same verdict',
    async (_, failure, inputs) => {
      await freshCheckout();
      cacheServer.fail(failure);
      try {
        const started = Date.now();
        const broken = await job({ runId: '103', inputs });
        expect(broken.main.code, broken.main.stdout + broken.main.stderr).toBe(0);
        expect(broken.main.outputs).toMatchObject({
          verdict: 'passed',
          'pass-rate': '0.8',
          'journal-cache-hit': 'false',
        });
        expect(broken.main.stdout).toMatch(/::warning::Restoring the journal cache failed \((error|timeout)/);
        if (failure.mode === 'hang') {
          expect(broken.main.stdout).toMatch(/timeout: no answer within 3 s/);
          expect(Date.now() - started).toBeLessThan(120_000);
        }
      } finally {
        cacheServer.fail(null);
      }
    },
    TIMEOUT,
  );
});
