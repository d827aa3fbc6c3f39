/**
 * The platform contract: every platform command osmosis-ci runs (src/core/osmosis/osmosis-args.ts) is driven through
 * the REAL osmosis 0.3.8 CLI against the fake platform, and every field osmosis-ci then reads from the CLI's
 * JSON (src/core/managed.ts readSubmitted/readSnapshot, src/commands/managed/{logs,orphan,download}.ts,
 * src/core/osmosis/preflight.ts parseWhoAmI) must be there. A field the fake leaves out that the CLI requires makes
 * the CLI fail (its models raise KeyError -> INTERNAL); one it passes through unread by the CLI but read by
 * osmosis-ci fails the field check. Also the answers osmosis-ci must understand: 426 upgrade, billing 403,
 * an unknown commit refused at submit, and pagination (`eval list --all` past the CLI's page limit of 50).
 * `eval upload` (the import endpoints) has its own real-CLI test: test/integration/eval-upload.test.ts.
 * Platform commands load no model: each osmosis start is a second or two, run three at a time.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { readSnapshot, readSubmitted } from '../../src/core/managed.js';
import {
  downloadArgs,
  infoArgs,
  listArgs,
  logsArgs,
  retryArgs,
  stopArgs,
  submitArgs,
  whoamiArgs,
} from '../../src/core/osmosis/osmosis-args.js';
import { parseWhoAmI } from '../../src/core/osmosis/preflight.js';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { benchmarkConfig, trainingConfig } from '../helpers/managed-configs.js';
import { harnessAvailable, harnessMissingMessage, realOsmosis } from '../helpers/osmosis-env.js';

const TRAINING_CONFIG = trainingConfig({ branch: 'main' });
const BENCHMARK_CONFIG = benchmarkConfig('fake-bench');
const run = promisify(execFile);
const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 240_000;

let platform: PlatformServer;
let ws: string;
let env: NodeJS.ProcessEnv;
let bin: string;

interface Ran {
  code: number;
  json: Record<string, unknown>;
}

/** One osmosis invocation in the workspace: its success envelope (stdout) or error envelope (stderr's last line). */
async function osmosis(args: string[]): Promise<Ran> {
  try {
    const { stdout } = await run(bin, args, { cwd: ws, env, encoding: 'utf8', timeout: 60_000 });
    return { code: 0, json: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    const last = (failed.stderr ?? '').trim().split('\n').at(-1) ?? '';
    return {
      code: failed.code ?? -1,
      json: JSON.parse(failed.stdout || (last.startsWith('{') ? last : '{}')),
    };
  }
}

/** Runs the calls three at a time (each is its own osmosis process); the answers in the same order. */
async function inBatches<T extends (() => Promise<Ran>)[]>(calls: [...T]): Promise<{ [K in keyof T]: Ran }> {
  const out: Ran[] = [];
  for (let i = 0; i < calls.length; i += 3)
    out.push(...(await Promise.all(calls.slice(i, i + 3).map((call) => call()))));
  return out as { [K in keyof T]: Ran };
}

/** Fails naming every dotted path of `fields` that `value` lacks (`[]` means: in every element of that list). */
function expectFields(what: string, value: unknown, fields: string[]): void {
  const missing = fields.filter((path) => !has(value, path.split('.')));
  expect(missing, `${what} lacks fields osmosis-ci reads`).toEqual([]);
}

function has(value: unknown, path: string[]): boolean {
  if (path.length === 0) return value !== undefined;
  const [key, ...rest] = path;
  if (key === '[]') return Array.isArray(value) && value.length > 0 && value.every((item) => has(item, rest));
  if (value === null || typeof value !== 'object') return false;
  return has((value as Record<string, unknown>)[key as string], rest);
}

const requested = (method: string, pattern: RegExp) =>
  platform.requests.some((r) => r.method === method && pattern.test(r.path) && r.status < 300);

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer({
    script: {
      storedSecrets: [{ name: 'QUICKSTART_TOKEN' }, { name: 'OPENAI_API_KEY' }],
      eval: {
        statuses: ['pending', 'running', 'finished'],
        stepMs: 50,
        results: { total: 10, passed: 6, failed: 2, skipped: 1, passThreshold: 1 },
      },
      training: { statuses: ['queued', 'running', 'finished'], stepMs: 50, totalSteps: 100, reward: 0.7 },
      benchmark: {
        statuses: ['queued', 'running', 'finished'],
        stepMs: 50,
        taskCount: 20,
        agents: [{ model: 'openai/gpt-5-mini', harness: 'terminus-2', passAt1: 0.6, n: 20, rank: 1 }],
      },
    },
  });
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-contract-'));
  ws = await prepareExampleWorkspace(join(root, 'ws'), EXAMPLE_DIR, {
    originUrl: 'https://github.com/acme/contract.git',
  });
  await writeFile(join(ws, 'configs/training/quickstart.toml'), TRAINING_CONFIG);
  const evalToml = await readFile(join(ws, 'configs/eval/quickstart.toml'), 'utf8');
  await writeFile(
    join(ws, 'configs/eval/branch.toml'),
    evalToml.replace('[experiment]\n', '[experiment]\nbranch = "main"\n'),
  );
  await mkdir(join(ws, 'configs/benchmark'), { recursive: true });
  await writeFile(join(ws, 'configs/benchmark/bench.toml'), BENCHMARK_CONFIG);
  bin = realOsmosis();
  env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(OSMOSIS_|INPUT_|GITHUB_|RUNNER_|OPENAI_|QUICKSTART_|GH_)/.test(name)) env[name] = value;
  }
  Object.assign(env, {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN: platform.token,
    OSMOSIS_ENV_FILE: '/dev/null',
    PYTHONDONTWRITEBYTECODE: '1',
    GIT_TERMINAL_PROMPT: '0',
  });
});

afterAll(async () => {
  await platform?.close();
});

describe('platform contract: osmosis-ci commands through the real CLI', () => {
  it(
    'submit, info, logs, list, stop, retry and download of each kind, and auth whoami, answer every field read',
    async () => {
      const [whoami, evalSubmit, trainSubmit, benchSubmit] = await inBatches([
        () => osmosis(whoamiArgs()),
        () => osmosis(submitArgs('eval', { config: 'configs/eval/branch.toml', secretsOnStdin: false })),
        () =>
          osmosis(
            submitArgs('training', { config: 'configs/training/quickstart.toml', secretsOnStdin: false }),
          ),
        () =>
          osmosis(submitArgs('benchmark', { config: 'configs/benchmark/bench.toml', secretsOnStdin: false })),
      ]);
      // auth whoami (GET /verify): parseWhoAmI reads data.email|name, data.workspace.name, data.platform_url.
      expect(whoami.code, JSON.stringify(whoami.json)).toBe(0);
      expectFields('auth whoami', whoami.json, ['data.email', 'data.workspace.name', 'data.platform_url']);
      expect(parseWhoAmI(whoami.json as never)).toMatchObject({
        user: 'ci@example.com',
        workspace: 'fake-workspace',
      });
      // <group> submit (POST /{eval,training,benchmark}-runs): readSubmitted reads resource.{id,name,status,url}.
      for (const [what, ran] of [
        ['eval submit', evalSubmit],
        ['train submit', trainSubmit],
        ['benchmark submit', benchSubmit],
      ] as const) {
        expect(ran.code, `${what}: ${JSON.stringify(ran.json)}`).toBe(0);
        expectFields(what, ran.json, ['resource.id', 'resource.name', 'resource.status']);
        expect(readSubmitted((ran.json as { resource: unknown }).resource), what).toBeDefined();
      }
      expect(requested('GET', /^\/api\/cli\/environment-secrets$/)).toBe(true);
      const names = {
        eval: (evalSubmit.json.resource as { name: string }).name,
        training: (trainSubmit.json.resource as { name: string }).name,
        benchmark: (benchSubmit.json.resource as { name: string }).name,
      };
      // Status follows the clock: wait until every script has ended, then read each run.
      await new Promise((r) => setTimeout(r, 300));
      const [evalInfo, trainInfo, benchInfo, evalLogs, evalList, trainList, benchList] = await inBatches([
        () => osmosis(infoArgs('eval', names.eval)),
        () => osmosis(infoArgs('training', names.training)),
        () => osmosis(infoArgs('benchmark', names.benchmark)),
        () => osmosis(logsArgs('eval', names.eval, { limit: 200 })),
        () => osmosis(listArgs('eval', 20)),
        () => osmosis(listArgs('training', 20)),
        () => osmosis(listArgs('benchmark', 20)),
      ]);
      // eval info (GET /eval-runs/{name}, GET /eval-runs/{id}/metrics): readSnapshot.
      expectFields('eval info', evalInfo.json, [
        'data.eval_run.id',
        'data.eval_run.name',
        'data.eval_run.status',
        'data.eval_run.platform_url',
        'data.commit_sha',
        'data.results.passed',
        'data.results.failed',
        'data.results.skipped',
        'data.results.graded',
        'data.results.pass_rate',
        'data.results.pass_threshold',
        'data.metrics.summary.passed',
        'data.metrics.summary.total_samples',
        'data.metrics.summary.completed_samples',
        'data.config.n',
      ]);
      expect(readSnapshot('eval', evalInfo.json.data, names.eval)).toMatchObject({ status: 'finished' });
      // train info (GET /training-runs/{name}, …/checkpoints, …/metrics).
      expectFields('train info', trainInfo.json, [
        'data.training_run.id',
        'data.training_run.status',
        'data.training_run.current_step',
        'data.training_run.total_steps',
        'data.training_run.reward',
        'data.checkpoints.[].checkpoint_name',
      ]);
      // osmosis 0.3.8's `train info --json` never prints the run's branch or commit (train.py info builds
      // data from serialize_training_run), so a training run's reported commit cannot be checked; eval's can.
      expect(trainInfo.json.data).not.toHaveProperty('commit_sha');
      // A branch submit: eval info reports the commit the branch resolved to.
      expect((evalInfo.json.data as { commit_sha: unknown }).commit_sha).toMatch(/^[0-9a-f]{40}$/);
      // benchmark runs info (GET /benchmark-runs/{name}).
      expectFields('benchmark runs info', benchInfo.json, [
        'data.benchmark_run.id',
        'data.benchmark_run.status',
        'data.agents.[].id',
        'data.agents.[].model',
        'data.agent_metrics.[].benchmark_run_agent_id',
        'data.agent_metrics.[].pass_at_1.value',
        'data.progress.completed',
      ]);
      expect(readSnapshot('benchmark', benchInfo.json.data, names.benchmark)?.benchmark?.[0]?.passAt1).toBe(
        0.6,
      );
      // eval logs (GET /eval-runs/{name}/logs): logs.ts reads items[].{timestamp,level,step,message}, next_cursor.
      expectFields('eval logs', evalLogs.json, [
        'items.[].timestamp',
        'items.[].level',
        'items.[].message',
        'next_cursor',
      ]);
      // <group> list (GET /{kind}-runs?limit&offset): orphan.ts reads items[].{name,status,created_at}.
      for (const [what, ran, name] of [
        ['eval list', evalList, names.eval],
        ['train list', trainList, names.training],
        ['benchmark runs list', benchList, names.benchmark],
      ] as const) {
        expectFields(what, ran.json, ['items.[].name', 'items.[].status', 'items.[].created_at']);
        expect(
          (ran.json.items as { name: string }[]).map((i) => i.name),
          what,
        ).toContain(name);
      }

      const out = join(ws, '.osmosis', 'contract-download');
      // The download before the retry: a retry beside it replaced the run's results between the manifest and
      // the files (osmosis then refused the sizes, on a loaded machine every time).
      const [download] = await inBatches([
        () => osmosis(downloadArgs('eval', names.eval, { types: ['metrics', 'trajectories'], output: out })),
      ]);
      const [retry, benchDownload, stopped] = await inBatches([
        () => osmosis(retryArgs(names.eval, { secretsOnStdin: false })),
        () =>
          osmosis(downloadArgs('benchmark', names.benchmark, { types: ['summary'], output: `${out}-bench` })),
        () => osmosis(stopArgs('eval', names.eval)),
      ]);
      // eval retry (POST /eval-runs/{name}/retry): a success envelope; the platform billed a second attempt.
      expect(retry.code, JSON.stringify(retry.json)).toBe(0);
      expect(platform.runs().find((r) => r.name === names.eval)?.attempts).toBe(2);
      // eval download / benchmark runs download (manifest, download-urls, the files).
      expect(download.code, JSON.stringify(download.json)).toBe(0);
      expect(await readdir(out)).toEqual(expect.arrayContaining(['metrics.json', 'summary.jsonl']));
      expect(benchDownload.code, JSON.stringify(benchDownload.json)).toBe(0);
      // eval stop (POST /eval-runs/{name}/stop) of the retried (running) run.
      expect(stopped.code, JSON.stringify(stopped.json)).toBe(0);
      expect(platform.stops('eval')).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'the errors osmosis-ci must tell apart: 426, billing 403, an unknown commit refused; and pagination past 50',
    async () => {
      // 51 finished runs straight on the wire (no CLI needed to make them), then `eval list --all` pages.
      for (let i = 0; i < 51; i++) {
        const response = await fetch(`${platform.url}/api/cli/eval-runs`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${platform.token}`,
            'content-type': 'application/json',
            'x-osmosis-git': 'acme/contract',
          },
          body: JSON.stringify({
            experiment_config: {
              rollout: 'quickstart',
              entrypoint: 'main.py',
              model_path: 'm',
              dataset: 'd',
            },
            secrets: { required: [] },
          }),
        });
        expect(response.status).toBe(201);
      }
      const sha = 'c0ffee0000000000000000000000000000000001';
      const quickstart = await readFile(join(ws, 'configs/eval/quickstart.toml'), 'utf8');
      const pinned = quickstart.replace('[experiment]\n', `[experiment]\ncommit_sha = "${sha}"\n`);
      await writeFile(join(ws, 'configs/eval/pinned.toml'), pinned);
      platform.requireUpgrade('osmosis-ai 0.3.8 is no longer supported. Run: osmosis upgrade');
      // (Not auth whoami: osmosis keeps its verification of this token and platform and asks no more.)
      const upgrade = await osmosis(listArgs('eval', 1));
      platform.requireBilling('/api/cli/eval-runs');
      const billing = await osmosis(
        submitArgs('eval', { config: 'configs/eval/quickstart.toml', secretsOnStdin: false }),
      );
      platform.unknownCommit(sha, 1, 'refuse');
      const [refused, all] = await inBatches([
        () => osmosis(submitArgs('eval', { config: 'configs/eval/pinned.toml', secretsOnStdin: false })),
        () => osmosis(['--json', 'eval', 'list', '--all']),
      ]);
      expect(upgrade.json).toMatchObject({
        error: {
          code: 'UPGRADE_REQUIRED',
          message: 'osmosis-ai 0.3.8 is no longer supported. Run: osmosis upgrade',
        },
      });
      expect(billing.json).toMatchObject({
        error: { code: 'BILLING_REQUIRED', details: { platform_code: 'BILLING_REQUIRED', status_code: 403 } },
      });
      // What src/core/managed/code-ref.ts isUnknownCommitError reads: details.status_code, platform_code, field.
      expect(refused.json).toMatchObject({
        error: {
          code: 'NOT_FOUND',
          details: {
            platform_code: 'COMMIT_NOT_FOUND',
            field: 'experiment_config.commit_sha',
            status_code: 404,
          },
        },
      });
      const evalRuns = platform.runs().filter((r) => r.kind === 'eval');
      expect(all.json).toMatchObject({ total_count: evalRuns.length, has_more: false });
      expect((all.json.items as unknown[]).length).toBe(evalRuns.length);
      expect(evalRuns.length).toBeGreaterThan(50);
      const pages = platform.requests.filter((r) => r.method === 'GET' && r.path === '/api/cli/eval-runs');
      expect(pages.at(-1)?.query).toMatchObject({ offset: '50' });
    },
    TIMEOUT,
  );
});
