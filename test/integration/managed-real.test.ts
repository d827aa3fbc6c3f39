/**
 * Managed runs end to end: the committed CLI and action bundles drive the REAL osmosis CLI (the harness's
 * pinned osmosis-ai) against the fake Osmosis platform on 127.0.0.1 (test/fakes/platform-server.mjs).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { startCacheServer } from '../fakes/cache-server.mjs';
import { DEFAULT_SCRIPT, type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { parseCommandFile, runActionStep } from '../helpers/action-step.js';
import { execsCarrying, filesContaining } from '../helpers/leaks.js';
import { benchmarkConfig, trainingConfig } from '../helpers/managed-configs.js';
import { harnessAvailable, harnessMissingMessage, realOsmosis } from '../helpers/osmosis-env.js';
import { ACTION_BUNDLE, type Finished, runCli, runNode } from '../helpers/run-cli.js';

const TRAINING_CONFIG = trainingConfig();
const BENCHMARK_CONFIG = benchmarkConfig('terminal-bench', [
  { model: 'openai/gpt-5-mini', keySecret: 'OPENAI_API_KEY' },
  { model: 'anthropic/claude-haiku', keySecret: 'ANTHROPIC_API_KEY' },
]);
const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TOKEN = `osm-${randomBytes(8).toString('hex')}`;
const TIMEOUT = 120_000;

let platform: PlatformServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let counter = 0;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer({
    token: TOKEN,
    script: { storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }] },
  });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-managed-'));
  osmosisBin = realOsmosis();
  baseEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(OSMOSIS_|INPUT_|GITHUB_|RUNNER_|OPENAI_|QUICKSTART_)/.test(name)) baseEnv[name] = value;
  }
  Object.assign(baseEnv, {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN: TOKEN,
    OSMOSIS_ENV_FILE: '/dev/null',
    // The CLI's own cache of the harness (for `osmosis` discovery) stays where setup put it.
  });
});

afterAll(async () => {
  await platform?.close();
});

/** A fresh workspace with a github.com origin (X-Osmosis-Git: acme/<name>) and the extra configs. */
async function workspace(): Promise<string> {
  counter += 1;
  const name = `ws${counter}`;
  const dir = await prepareExampleWorkspace(join(root, name), EXAMPLE_DIR, {
    originUrl: `https://github.com/acme/${name}.git`,
  });
  await writeFile(join(dir, 'configs/training/quickstart.toml'), TRAINING_CONFIG);
  await mkdir(join(dir, 'configs/benchmark'), { recursive: true });
  await writeFile(join(dir, 'configs/benchmark/tbench.toml'), BENCHMARK_CONFIG);
  commitAll(dir);
  return dir;
}

/** The quickstart eval config asking for these secrets instead of its one. */
async function requireSecrets(ws: string, names: string[]): Promise<void> {
  const config = join(ws, 'configs/eval/quickstart.toml');
  const required = `required = [${names.map((name) => JSON.stringify(name)).join(', ')}]`;
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace('required = ["QUICKSTART_TOKEN"]', required),
  );
}

/** code-ref auto judges the checkout's HEAD outside Actions: the workspace needs a commit. */
function commitAll(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir });
  git('add', '-A');
  git('commit', '-q', '-m', 'workspace');
}

function cli(
  ws: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: { onSpawn?: (pid: number) => void } = {},
): Promise<Finished> {
  return runCli([command, ...args, '--osmosis-path', osmosisBin, '--poll-interval', '0.05', '--json'], {
    cwd: ws,
    env: { ...baseEnv, QUICKSTART_TOKEN: 'quickstart-value', ...env },
    ...options,
  });
}

const parse = (run: Finished) => JSON.parse(run.stdout) as ManagedResult;

describe('eval-submit', () => {
  it(
    'waits for the managed eval to finish and passes the gate, then fails a higher one without submitting again',
    async () => {
      const ws = await workspace();
      const before = platform.submits('eval').length;
      // Status follows the clock: a run that spends long enough running for a poll to see it so.
      platform.setScript({
        eval: { ...DEFAULT_SCRIPT.eval, stepMs: 2500 },
        storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
      });
      const run = await cli(ws, 'eval-submit', [
        'configs/eval/quickstart.toml',
        '--min-pass-rate',
        '0.75',
      ]).finally(() =>
        platform.setScript({
          storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        }),
      );
      expect(run.code, run.stderr).toBe(0);
      const result = parse(run);
      expect(result).toMatchObject({
        kind: 'eval-submit',
        verdict: 'passed',
        exitCode: 0,
        osmosisVersion: '0.3.8',
      });
      expect(result.run).toMatchObject({ status: 'finished', submitted: true });
      expect(result.metrics).toMatchObject({ passed: 8, completed: 10, passRate: 0.8 });
      expect(run.stderr).toMatch(/running, \d+\/10 samples done/);
      expect(platform.submits('eval').length - before).toBe(1);
      const submit = platform.submits('eval').at(-1);
      expect(submit?.headers['x-osmosis-git']).toMatch(/^acme\/ws\d+$/);

      const stricter = await cli(ws, 'eval-submit', [
        'configs/eval/quickstart.toml',
        '--min-pass-rate',
        '0.9',
      ]);
      expect(stricter.code, stricter.stderr).toBe(1);
      expect(parse(stricter)).toMatchObject({ verdict: 'failed', run: { submitted: false, resumed: true } });
      expect(platform.submits('eval').length - before).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'reports missing secrets once, with every name, and exits 2 without submitting',
    async () => {
      const ws = await workspace();
      await requireSecrets(ws, ['QUICKSTART_TOKEN', 'SECOND_SECRET']);
      const before = platform.submits('eval').length;
      const run = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml'], { QUICKSTART_TOKEN: '' });
      expect(run.code, run.stderr).toBe(2);
      const result = parse(run);
      expect(result.error?.message).toMatch(/Missing secrets: QUICKSTART_TOKEN, SECOND_SECRET\./);
      expect(result.error?.message.match(/SECOND_SECRET/g)).toHaveLength(1);
      expect(platform.submits('eval').length).toBe(before);
    },
    TIMEOUT,
  );

  it(
    "counts another member's user-scoped secret as missing; once provided, the run resolves it from the job",
    async () => {
      const ws = await workspace();
      await requireSecrets(ws, ['QUICKSTART_TOKEN', 'THEIR_KEY']);
      commitAll(ws);
      platform.setScript({
        storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'THEIR_KEY', scope: 'user', owner: 'user-2' }],
      });
      try {
        const before = platform.submits('eval').length;
        const missing = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml']);
        expect(missing.code, missing.stderr).toBe(2);
        expect(parse(missing).error?.message).toMatch(/Missing secrets: THEIR_KEY\./);
        expect(platform.submits('eval').length).toBe(before);
        const provided = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml'], {
          THEIR_KEY: 'job-value',
        });
        expect(provided.code, provided.stderr).toBe(0);
        const run = platform.runs().find((r) => r.name === parse(provided).run?.name);
        expect(run?.secretScopes).toEqual({ QUICKSTART_TOKEN: 'provided', THEIR_KEY: 'provided' });
      } finally {
        platform.setScript({
          storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        });
      }
    },
    TIMEOUT,
  );

  it(
    'says the token is invalid or expired (exit 3) when the platform answers 401',
    async () => {
      const ws = await workspace();
      const run = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml'], {
        OSMOSIS_TOKEN: 'expired-token',
      });
      expect(run.code, run.stderr).toBe(3);
      expect(parse(run).error?.message).toMatch(/token: it is invalid or expired/);
      expect(
        platform.requests.filter((r) => r.headers.authorization === 'Bearer expired-token').length,
      ).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'survives a platform that answers 503 twice while it waits',
    async () => {
      const ws = await workspace();
      platform.fail({ method: 'GET', path: '/api/cli/eval-runs/', status: 503, count: 2 });
      const run = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml', '--min-pass-rate', '0.5']);
      expect(run.code, run.stderr).toBe(0);
      const result = parse(run);
      expect(result.verdict).toBe('passed');
      expect(result.wait.transientErrors).toBe(2);
      expect(run.stderr).toMatch(/Transient platform error while waiting \(\[PLATFORM_ERROR\]/);
      expect(platform.requests.filter((r) => r.status === 503)).toHaveLength(2);
    },
    TIMEOUT,
  );

  it(
    'retry-failed re-runs the failed samples of a finished run (osmosis eval retry) and gates on the new result',
    async () => {
      const ws = await workspace();
      const first = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml', '--min-pass-rate', '0.9']);
      expect(first.code, first.stderr).toBe(1);
      const retries = platform.retries().length;
      const retried = await cli(ws, 'eval-submit', [
        'configs/eval/quickstart.toml',
        '--min-pass-rate',
        '0.9',
        '--retry-failed',
      ]);
      // The platform re-ran only the sample that errored, as a second billed attempt; it came back graded and
      // not passing (the fake's default), so 8/10 still fails 0.9: a retry never turns failures into passes.
      expect(retried.code, retried.stderr).toBe(1);
      expect(parse(retried)).toMatchObject({ verdict: 'failed', run: { retried: true, submitted: false } });
      expect(platform.runs().find((r) => r.name === parse(retried).run?.name)?.attempts).toBe(2);
      expect(platform.retries().length - retries).toBe(1);
      expect(platform.retries().at(-1)?.body).toEqual({});
    },
    TIMEOUT,
  );
});

describe("eval-submit on the platform's own counts", () => {
  const restore = () => {
    // Faults osmosis did not use up (it lists secrets fewer times than allowed for) must not reach the next test.
    platform.clearFaults();
    platform.setScript({
      storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
    });
  };

  it(
    '5 passed + 5 errored at min-pass-rate 0.9 with metrics answering 503 at the end: failed on 5/10, never 5/5',
    async () => {
      const ws = await workspace();
      platform.setScript({
        eval: {
          statuses: ['running', 'finished'],
          results: { total: 10, passed: 5, failed: 5, skipped: 0 },
          metricsUnavailable: true,
        },
      });
      try {
        const run = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml', '--min-pass-rate', '0.9']);
        expect(run.code, run.stderr).toBe(1);
        const result = parse(run);
        expect(result).toMatchObject({
          verdict: 'failed',
          metrics: { passed: 5, completed: 10, passRate: 0.5 },
        });
        expect(result.samples).toEqual({
          total: 10,
          passed: 5,
          failed: 0,
          errored: 5,
          timedOut: 0,
          source: 'results',
        });
        expect(result.summary).toMatch(/^Pass rate 50\.0% \(5\/10\) < 90\.0%\. 5 errored/);
        expect(result.warnings.join('\n')).toMatch(/metrics .* stayed unavailable after 3 more reads/);
        // The final read and three more, each answered 503 by the platform.
        const metricsCalls = platform.requests.filter((r) => r.path.endsWith('/metrics') && r.status === 503);
        expect(metricsCalls.length).toBeGreaterThanOrEqual(4);
      } finally {
        restore();
      }
    },
    TIMEOUT,
  );

  it(
    '1 passed + 9 timed out at min-pass-rate 0.5 on a pull request without limit: failed, "9 of 10 timed out" first, the sampling warned',
    async () => {
      const ws = await workspace();
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ws, encoding: 'utf8' }).trim();
      platform.setScript({
        eval: {
          statuses: ['running', 'finished'],
          results: { total: 10, passed: 1, failed: 0, skipped: 9 },
          datasetRows: 100,
        },
      });
      try {
        const resultDir = join(ws, 'out');
        const run = await cli(
          ws,
          'eval-submit',
          ['configs/eval/quickstart.toml', '--min-pass-rate', '0.5', '--result-dir', resultDir],
          { GITHUB_EVENT_NAME: 'pull_request', GITHUB_SHA: head },
        );
        expect(run.code, run.stderr).toBe(1);
        const result = parse(run);
        expect(result.verdict).toBe('failed');
        expect(result.summary).toMatch(/^9 of 10 samples timed out \(90\.0%\), more than max-skipped 10\.0%/);
        expect(result.sampling).toEqual({ limit: null, sampledRows: 10, datasetRows: 100 });
        const report = await readFile(join(resultDir, 'report.md'), 'utf8');
        expect(report.split('\n\n')[1]).toBe(
          '> [!CAUTION]\n> **9 of 10 samples timed out** with no grade; they are left out of the pass rate.',
        );
        const warning =
          /sets no \[evaluation\]\.limit, so the platform evaluated a random 10% of the dataset \(this run: 10 rows of 100\).*Pin the rows with `limit = 10`/;
        expect(run.stderr).toMatch(warning);
        expect(report).toMatch(warning);
      } finally {
        restore();
      }
    },
    TIMEOUT,
  );

  it(
    'names a secret the platform answers 404 "Secret(s) not found" for, and the value osmosis dropped when its listing failed',
    async () => {
      const ws = await workspace();
      const before = platform.submits('eval').length;
      // 0.3.8 keeps --secrets-file values only after listing the platform's secrets; a failed listing drops them.
      platform.fail({ method: 'GET', path: '/environment-secrets', status: 500, count: 5 });
      try {
        const run = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml']);
        expect(run.code, run.stderr).toBe(2);
        const message = parse(run).error?.message ?? '';
        expect(message).toMatch(
          /^The platform has no secret QUICKSTART_TOKEN, and osmosis did not send the value/,
        );
        expect(message).toMatch(/drops the values of --secrets-file when it cannot list/);
        expect(platform.submits('eval').length).toBe(before);
        const refused = platform.requests.filter(
          (r) => r.method === 'POST' && r.path === '/api/cli/eval-runs' && r.status === 404,
        );
        expect(refused.at(-1)?.body).toMatchObject({ secrets: { required: ['QUICKSTART_TOKEN'] } });
        expect(refused.at(-1)?.body).not.toHaveProperty('secrets.provided');
      } finally {
        restore();
      }
    },
    TIMEOUT,
  );
});

describe('the eval-submit action', () => {
  it(
    'sends a secret given on stdin to the platform, and to no argv, log line, file or output; uploads the run viewer',
    async () => {
      const ws = await workspace();
      const artifacts = await startArtifactServer();
      const secret = `sec-${randomBytes(12).toString('hex')}`;
      const temp = await mkdtemp(join(root, 'tmp-'));
      const outputFile = join(temp, 'github-output');
      const summaryFile = join(temp, 'github-summary');
      await writeFile(outputFile, '');
      await writeFile(summaryFile, '');
      const traceFile = join(temp, 'execs.strace');
      const env: NodeJS.ProcessEnv = {
        ...baseEnv,
        TMPDIR: temp,
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
      };
      delete env.OSMOSIS_TOKEN;
      const run = await runNode(ACTION_BUNDLE, ['eval-submit'], {
        cwd: ws,
        // Every program the step starts, with its whole argv, however briefly it lives.
        traceExecsTo: traceFile,
        env: {
          ...env,
          INPUT_CONFIG: 'configs/eval/quickstart.toml',
          INPUT_OSMOSIS_TOKEN: TOKEN,
          INPUT_MIN_PASS_RATE: '0.75',
          INPUT_POLL_INTERVAL: '0.05',
          INPUT_WAIT: 'true',
          INPUT_OSMOSIS_PATH: osmosisBin,
          INPUT_SECRETS: `QUICKSTART_TOKEN=${secret}`,
          INPUT_UPLOAD_ARTIFACT: 'true',
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_REPOSITORY: 'acme/widgets',
          GITHUB_RUN_ID: '31',
          ACTIONS_RESULTS_URL: artifacts.url,
          ACTIONS_RUNTIME_TOKEN: runtimeToken(),
        },
      }).finally(() => artifacts.close());
      const leakedArgv = await execsCarrying(traceFile, [secret, TOKEN]);
      expect(run.code, run.stdout + run.stderr).toBe(0);

      const submit = platform.submits('eval').at(-1);
      expect(submit?.body).toMatchObject({
        secrets: { required: ['QUICKSTART_TOKEN'], provided: { QUICKSTART_TOKEN: secret } },
      });
      expect(submit?.headers.authorization).toBe(`Bearer ${TOKEN}`);

      const outputs = parseCommandFile(await readFile(outputFile, 'utf8'));
      expect(outputs).toMatchObject({
        verdict: 'passed',
        status: 'finished',
        submitted: 'true',
        'pass-rate': '0.8',
      });
      expect(outputs['run-name']).toMatch(/^eval-run-\d+$/);
      expect(await readFile(summaryFile, 'utf8')).toContain('osmosis managed eval passed');
      // The action writes the run viewer beside result.json from the downloaded outputs (checked for leaks below).
      const viewer = join(ws, '.osmosis/ci', `eval-submit-${outputs['run-name']}`, 'viewer.html');
      expect(run.stdout).toContain(`Run viewer: ${viewer} (10 rows,`);
      expect(await readFile(viewer, 'utf8')).toContain('osmosis managed eval passed');
      // upload-artifact: true makes it its own artifact, byte for byte; the summary's failing rows link to it.
      expect(outputs['viewer-path']).toBe(viewer);
      const uploaded = artifacts.artifacts.find(
        (a) => a.finalized && a.name === `osmosis-viewer-${outputs['run-name']}.html`,
      );
      expect(uploaded?.data.equals(await readFile(viewer))).toBe(true);
      const link = `https://github.com/acme/widgets/actions/runs/31/artifacts/${uploaded?.id}`;
      expect(outputs['viewer-artifact-url']).toBe(link);
      expect(await readFile(summaryFile, 'utf8')).toContain(`[the run viewer](${link})`);

      expect(leakedArgv).toEqual([]);
      const lines = `${run.stdout}\n${run.stderr}`
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'));
      expect(lines.filter((line) => line.includes(secret) || line.includes(TOKEN))).toEqual([]);
      expect(run.stdout).toContain(`::add-mask::${secret}`);
      expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
      expect(await filesContaining([ws, temp], secret)).toEqual([]);
      expect(await filesContaining([ws, temp], TOKEN)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('cancelling a wait', () => {
  // Status follows the clock: about 400 s of running, whatever the poll rate.
  const longScript = {
    statuses: ['pending', ...Array<string>(400).fill('running'), 'finished'],
    stepMs: 1000,
  };

  async function startAndCancel(ws: string, args: string[], env: NodeJS.ProcessEnv) {
    const before = platform.requests.length;
    let pid = 0;
    const running = cli(ws, 'eval-submit', ['configs/eval/quickstart.toml', ...args], env, {
      onSpawn: (p) => {
        pid = p;
      },
    });
    for (let waited = 0; ; waited += 50) {
      const gets = platform.requests
        .slice(before)
        .filter((r) => r.method === 'GET' && /\/eval-runs\/[^/]+$/.test(r.path));
      if (gets.length >= 2) break;
      if (waited > 60_000) throw new Error('the wait never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    process.kill(pid, 'SIGTERM');
    return running;
  }

  it(
    'leaves the run alone, and a re-run of the job resumes it instead of submitting a second run',
    async () => {
      const ws = await workspace();
      platform.setScript({ eval: longScript, storedSecrets: [] });
      const job = { GITHUB_RUN_ID: '4242', GITHUB_JOB: 'eval', GITHUB_RUN_ATTEMPT: '1' };
      const submitsBefore = platform.submits('eval').length;
      const stopsBefore = platform.stops('eval').length;
      try {
        const cancelled = await startAndCancel(ws, ['--min-pass-rate', '0.5'], job);
        expect(cancelled.code, cancelled.stderr).toBe(3);
        const result = parse(cancelled);
        expect(result.verdict).toBe('cancelled');
        expect(result.summary).toMatch(/left running/);
        expect(platform.stops('eval')).toHaveLength(stopsBefore);
        const name = result.run?.name ?? '';
        platform.setStatus('eval', name, 'finished');

        const rerun = await cli(
          ws,
          'eval-submit',
          ['configs/eval/quickstart.toml', '--min-pass-rate', '0.5'],
          {
            ...job,
            GITHUB_RUN_ATTEMPT: '2',
          },
        );
        expect(rerun.code, rerun.stderr).toBe(0);
        expect(parse(rerun)).toMatchObject({
          verdict: 'passed',
          run: { name, resumed: true, submitted: false },
        });
        expect(platform.submits('eval').length - submitsBefore).toBe(1);
      } finally {
        platform.setScript({
          storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        });
      }
    },
    TIMEOUT,
  );

  it(
    'with stop-on-cancel, stops the platform run',
    async () => {
      const ws = await workspace();
      platform.setScript({ eval: longScript });
      try {
        const stopsBefore = platform.stops('eval').length;
        const cancelled = await startAndCancel(ws, ['--stop-on-cancel'], {});
        expect(cancelled.code, cancelled.stderr).toBe(3);
        const result = parse(cancelled);
        expect(result).toMatchObject({
          verdict: 'cancelled',
          wait: { cancelled: true, stopRequested: true },
        });
        expect(result.run?.status).toBe('stopped');
        const stops = platform.stops('eval').slice(stopsBefore);
        expect(stops).toHaveLength(1);
        expect(stops[0]?.path).toBe(`/api/cli/eval-runs/${result.run?.name}/stop`);
        expect(platform.runs().find((r) => r.name === result.run?.name)?.status).toBe('stopped');
      } finally {
        platform.setScript({
          storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        });
      }
    },
    TIMEOUT,
  );
});

describe('re-running a cancelled eval-submit job on a fresh runner (Actions cache)', () => {
  it(
    'the post step of the cancelled attempt keeps the run name; attempt 2 waits on that run instead of submitting',
    async () => {
      const cacheServer = await startCacheServer({ token: 'runtime-token' });
      const dir = join(root, 'rerun-ws');
      const checkout = async () => {
        await rm(dir, { recursive: true, force: true });
        const ws = await prepareExampleWorkspace(dir, EXAMPLE_DIR, {
          originUrl: 'https://github.com/acme/rerun.git',
        });
        commitAll(ws);
        return ws;
      };
      platform.setScript({
        eval: { statuses: ['pending', ...Array<string>(400).fill('running'), 'finished'], stepMs: 1000 },
        storedSecrets: [],
      });
      const submitsBefore = platform.submits('eval').length;
      const env = (attempt: string): NodeJS.ProcessEnv => ({
        ...baseEnv,
        ...cacheServer.env({ ACTIONS_RUNTIME_TOKEN: 'runtime-token' }),
        GITHUB_RUN_ID: '7777',
        GITHUB_JOB: 'eval',
        GITHUB_RUN_ATTEMPT: attempt,
      });
      const inputs = {
        config: 'configs/eval/quickstart.toml',
        'min-pass-rate': '0.5',
        'osmosis-path': osmosisBin,
        'poll-interval': '0.05',
        secrets: 'QUICKSTART_TOKEN=quickstart-value',
      };
      try {
        const ws = await checkout();
        const before = platform.requests.length;
        let pid = 0;
        const first = runActionStep('dist/action/eval-submit.js', {
          cwd: ws,
          env: env('1'),
          inputs,
          onSpawn: (p) => {
            pid = p;
          },
        });
        for (let waited = 0; ; waited += 50) {
          const infos = platform.requests
            .slice(before)
            .filter((r) => r.method === 'GET' && /\/eval-runs\/[^/]+$/.test(r.path));
          if (infos.length >= 2) break;
          if (waited > 60_000) throw new Error('the wait never started');
          await new Promise((r) => setTimeout(r, 50));
        }
        process.kill(pid, 'SIGTERM'); // the runner cancelling the job
        const cancelled = await first;
        expect(cancelled.outputs).toMatchObject({ verdict: 'cancelled', submitted: 'true' });
        const name = cancelled.outputs['run-name'] ?? '';
        const post = await runActionStep('dist/action/submit-post.js', {
          cwd: ws,
          env: env('1'),
          state: cancelled.state,
        });
        expect(post.stdout).toMatch(
          /Saved this attempt's submissions as osmosis-ci-v1-submissions-7777-eval-[0-9a-f]{16}-1/,
        );
        platform.setStatus('eval', name, 'finished');

        // "Re-run failed jobs": a new runner, a new checkout, attempt 2.
        const ws2 = await checkout();
        const rerun = await runActionStep('dist/action/eval-submit.js', { cwd: ws2, env: env('2'), inputs });
        expect(rerun.code, rerun.stdout).toBe(0);
        expect(rerun.stdout).toMatch(/Restored the submissions of an earlier attempt/);
        expect(rerun.outputs).toMatchObject({ verdict: 'passed', 'run-name': name, submitted: 'false' });
        expect(platform.submits('eval').length - submitsBefore).toBe(1);
      } finally {
        await cacheServer.close();
        platform.setScript({
          storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        });
      }
    },
    TIMEOUT,
  );
});

describe('benchmark-submit', () => {
  it(
    'reports pass@1 per agent with its interval and rank, and gates on it',
    async () => {
      const ws = await workspace();
      platform.setScript({
        storedSecrets: [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' }],
        benchmark: {
          statuses: ['queued', 'running', 'finished'],
          taskCount: 20,
          agents: [
            { model: 'openai/gpt-5-mini', passAt1: 0.65, ciLow: 0.43, ciHigh: 0.82, n: 20, rank: 1 },
            { model: 'anthropic/claude-haiku', passAt1: 0.3, n: 20, rank: 2 },
          ],
        },
      });
      const before = platform.submits('benchmark').length;
      const all = await cli(ws, 'benchmark-submit', [
        'configs/benchmark/tbench.toml',
        '--min-pass-rate',
        '0.5',
      ]);
      expect(all.code, all.stderr).toBe(1);
      const result = parse(all);
      expect(result.verdict).toBe('failed');
      expect(result.benchmark?.agents).toMatchObject([
        { passAt1: 0.65, interval: { lower: 0.43, upper: 0.82 }, rank: 1, verdict: 'passed' },
        { passAt1: 0.3, rank: 2, verdict: 'failed' },
      ]);
      expect(result.benchmark?.agents[1]?.interval?.lower).toBeGreaterThan(0.1); // Wilson from n when no CI is given
      expect(result.benchmark?.bestPassAt1).toBe(0.65);
      expect(result.summary).toMatch(/pass@1 30\.0%/);

      const best = await cli(ws, 'benchmark-submit', [
        'configs/benchmark/tbench.toml',
        '--min-pass-rate',
        '0.5',
        '--gate-agents',
        'best',
      ]);
      expect(best.code, best.stderr).toBe(0);
      expect(parse(best).verdict).toBe('passed');
      expect(platform.submits('benchmark').length - before).toBe(1);
    },
    TIMEOUT,
  );
});

describe('train-submit', () => {
  it(
    'refuses to submit without a passing pre-flight eval, and submits with one',
    async () => {
      const ws = await workspace();
      const evalRun = await cli(ws, 'eval-submit', ['configs/eval/quickstart.toml']);
      expect(evalRun.code, evalRun.stderr).toBe(0);
      const evalName = parse(evalRun).run?.name ?? '';
      const before = platform.submits('training').length;

      const refused = await cli(ws, 'train-submit', [
        'configs/training/quickstart.toml',
        '--preflight-eval',
        evalName,
        '--preflight-min-pass-rate',
        '0.9',
      ]);
      expect(refused.code, refused.stderr).toBe(1);
      expect(parse(refused).summary).toMatch(
        new RegExp(`Not submitted: pre-flight eval ${evalName} pass rate 80\\.0% \\(8/10\\) < 90\\.0%`),
      );
      expect(platform.submits('training').length).toBe(before);

      const missing = await cli(ws, 'train-submit', [
        'configs/training/quickstart.toml',
        '--preflight-eval',
        'no-such-eval',
      ]);
      expect(missing.code, missing.stderr).toBe(1);
      expect(platform.submits('training').length).toBe(before);

      // No name: the eval this job submitted last (its state file) is the pre-flight.
      const accepted = await cli(ws, 'train-submit', [
        'configs/training/quickstart.toml',
        '--preflight-min-pass-rate',
        '0.75',
        '--wait',
      ]);
      expect(accepted.code, accepted.stderr).toBe(0);
      const result = parse(accepted);
      expect(result).toMatchObject({
        verdict: 'passed',
        preflight: { evalRun: evalName, passed: true },
        training: {
          status: 'finished',
          step: 100,
          totalSteps: 100,
          checkpoints: [
            { step: 50, status: 'uploaded' },
            { step: 100, status: 'uploaded' },
          ],
        },
      });
      expect(platform.submits('training').length - before).toBe(1);
      expect(platform.submits('training').at(-1)?.body).toMatchObject({
        experiment_config: { model_path: 'Qwen/Qwen3.6-35B-A3B' },
        secrets: { provided: { QUICKSTART_TOKEN: 'quickstart-value' } },
      });
    },
    TIMEOUT,
  );
});
