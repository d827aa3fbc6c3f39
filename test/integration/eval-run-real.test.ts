/**
 * eval-run end to end: the committed CLI and action bundles drive the REAL osmosis CLI (the harness's
 * pinned osmosis-ai) on examples/quickstart; only the model is fake, on 127.0.0.1. Expected pass rate 0.8.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { parseCommandFile } from '../helpers/action-step.js';
import { waitForRecords } from '../helpers/journal-wait.js';
import { execsCarrying, filesContaining } from '../helpers/leaks.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { ACTION_BUNDLE, type Finished, runCli, runNode } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 10;
const PREFLIGHT = 1;
const TIMEOUT = 240_000;
/** The key osmosisTestEnv gives LiteLLM, and the model the quickstart config asks for (without `openai/`). */
const MODEL_API_KEY = 'dummy';
const QUICKSTART_MODEL = 'gpt-4o-mini';

let server: ModelServer;
let script: ModelScript;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  // As strict as the real service: only the key the test environment gives, only the quickstart's model.
  server = await startModelServer({ script, apiKey: MODEL_API_KEY, models: [QUICKSTART_MODEL] });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-real-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

async function workspace(name: string, token = DEMO_TOKEN): Promise<string> {
  const dir = await prepareExampleWorkspace(join(root, name), EXAMPLE_DIR);
  if (token !== DEMO_TOKEN) {
    // A per-test secret: the grader compares sha256($QUICKSTART_TOKEN) with this [env] value.
    const config = join(dir, 'configs/eval/quickstart.toml');
    const hash = createHash('sha256').update(token).digest('hex');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        /QUICKSTART_TOKEN_SHA256 = "[0-9a-f]+"/,
        `QUICKSTART_TOKEN_SHA256 = "${hash}"`,
      ),
    );
  }
  return dir;
}

function evalRun(
  ws: string,
  args: string[],
  options: { onSpawn?: (pid: number) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<Finished> {
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
    {
      cwd: ws,
      ...options,
      env: { ...(options.env ?? baseEnv), QUICKSTART_TOKEN: DEMO_TOKEN },
    },
  );
}

async function result(ws: string, runName: string): Promise<EvalRunResult> {
  return JSON.parse(await readFile(join(ws, '.osmosis/ci', runName, 'result.json'), 'utf8')) as EvalRunResult;
}

describe('the gate on a real osmosis eval run', () => {
  let ws: string;
  let first: Finished;
  let firstCalls: number;
  let firstResult: EvalRunResult;
  let firstReport: string;
  // The run every case judges: made once here, so each case stands alone in any order.
  beforeAll(async () => {
    ws = await workspace('gate');
    const before = server.calls;
    first = await evalRun(ws, ['--run-name', 'gate', '--min-pass-rate', '0.8']);
    firstCalls = server.calls - before;
    // Read now: the other cases re-run the same name and rewrite both files.
    firstResult = await result(ws, 'gate');
    firstReport = await readFile(join(ws, '.osmosis/ci/gate/report.md'), 'utf8');
  }, TIMEOUT);

  it('passes when the threshold is at the pass rate, with the report and result written', async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(firstCalls).toBe(ROWS + PREFLIGHT);
    expect(first.stdout).toContain('osmosis eval passed');
    expect(first.stdout).toContain('80.0% (8/10)');
    expect(firstResult).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      runName: 'gate',
      osmosisVersion: '0.3.8',
    });
    expect(firstResult.metrics).toMatchObject({
      total: 10,
      completed: 10,
      passed: 8,
      passRate: 0.8,
      status: 'finished',
    });
    expect(firstReport).toContain('✅ osmosis eval passed');
  });

  it(
    'fails with exit 1 above the pass rate, resuming the finished run without a model call',
    async () => {
      const before = server.calls;
      const run = await evalRun(ws, ['--run-name', 'gate', '--min-pass-rate', '0.81']);
      expect(run.code, run.stderr).toBe(1);
      expect(server.calls - before).toBe(0);
      expect(run.stdout).toContain('osmosis eval failed');
      const written = await result(ws, 'gate');
      expect(written).toMatchObject({ verdict: 'failed', exitCode: 1 });
      expect(written.metrics?.passRate).toBe(0.8);
      expect(await readFile(join(ws, '.osmosis/ci/gate/report.md'), 'utf8')).toContain(
        '### ❌ osmosis eval failed: pass rate 80.0% < 81.0% threshold',
      );
    },
    TIMEOUT,
  );

  it(
    'reports inconclusive on a small sample near the threshold with --gate-on lower-bound',
    async () => {
      const strict = await evalRun(ws, [
        '--run-name',
        'gate',
        '--min-pass-rate',
        '0.7',
        '--gate-on',
        'lower-bound',
        '--json',
      ]);
      expect(strict.code).toBe(1);
      const printed = JSON.parse(strict.stdout) as EvalRunResult;
      expect(printed.verdict).toBe('inconclusive');
      expect(printed.gate?.observed).toBeCloseTo(0.4902, 3); // Wilson lower bound of 8/10
      const allowed = await evalRun(ws, [
        '--run-name',
        'gate',
        '--min-pass-rate',
        '0.7',
        '--gate-on',
        'lower-bound',
        '--allow-inconclusive',
      ]);
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toContain('inconclusive');
    },
    TIMEOUT,
  );
});

describe('secrets given to the eval-run action', () => {
  it(
    'reach the rollout and appear in no argv, file, log line or output',
    async () => {
      const token = `tok-${randomBytes(12).toString('hex')}`;
      const ws = await workspace('secrets', token);
      const temp = await mkdtemp(join(root, 'tmp-'));
      const outputFile = join(temp, 'github-output');
      const summaryFile = join(temp, 'github-summary');
      await writeFile(outputFile, '');
      await writeFile(summaryFile, '');

      const traceFile = join(temp, 'execs.strace');

      const before = server.calls;
      const run = await runNode(ACTION_BUNDLE, ['eval-run'], {
        cwd: ws,
        env: {
          ...baseEnv,
          TMPDIR: temp,
          GITHUB_OUTPUT: outputFile,
          GITHUB_STEP_SUMMARY: summaryFile,
          INPUT_CONFIG: 'configs/eval/quickstart.toml',
          INPUT_DATASET_FILE: 'data/quickstart.jsonl',
          INPUT_RUN_NAME: 'secrets',
          INPUT_MIN_PASS_RATE: '0.75',
          INPUT_OSMOSIS_PATH: osmosisBin,
          INPUT_SECRETS: `QUICKSTART_TOKEN=${token}\nUNUSED_SECRET=also-${token}`,
        },
        traceExecsTo: traceFile,
      });
      // Every program the action started (osmosis, its Python, uv, the rollout server, …), with its argv.
      const leakedArgv = await execsCarrying(traceFile, [token]);

      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS + PREFLIGHT);
      // The rollout saw the right secret: with a wrong one every row scores 0.
      const outputs = parseCommandFile(await readFile(outputFile, 'utf8'));
      expect(outputs).toMatchObject({
        verdict: 'passed',
        'pass-rate': '0.8',
        passed: '8',
        total: '10',
        'run-name': 'secrets',
        'exit-code': '0',
      });
      expect((await stat(outputs['result-json'] ?? '')).isFile()).toBe(true);
      expect(await readFile(summaryFile, 'utf8')).toContain('osmosis eval passed');

      expect(leakedArgv).toEqual([]);
      // The runner consumes ::add-mask:: commands; every other line must be clean.
      const lines = `${run.stdout}\n${run.stderr}`
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'));
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
      expect(run.stdout).toContain(`::add-mask::${token}`);
      expect(await filesContaining([ws, temp], token)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('an interrupted run', () => {
  it(
    'exits 3 with its journal kept, and the same command resumes only the unfinished rows',
    async () => {
      const ws = await workspace('resume');
      const clean = await result(join(root, 'gate'), 'gate').catch(() => undefined);
      server.setScript({ ...script, rules: (script.rules ?? []).map((rule) => ({ ...rule, delayMs: 800 })) });
      const events = join(ws, '.osmosis/evals/resume/events.jsonl');
      let pid = 0;
      const running = evalRun(
        ws,
        ['--run-name', 'resume', '--max-in-flight', '1', '--min-pass-rate', '0.5'],
        {
          onSpawn: (p) => {
            pid = p;
          },
        },
      );
      await waitForRecords(() => events, 3, 'the slow run');
      process.kill(pid, 'SIGTERM');
      const interrupted = await running;
      server.setScript(script);

      expect(interrupted.code, interrupted.stderr).toBe(3);
      expect(interrupted.stdout).toMatch(/Interrupted by SIGTERM/);
      expect(interrupted.stderr).toMatch(/\d+\/10 work items finished/);
      expect(interrupted.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
      const k = (await result(ws, 'resume')).metrics?.total ?? -1;
      // At least one row was journaled when the run was cut; how many depends on the machine's speed. The
      // exact count of rows the resume pays for, below, is what proves nothing is paid twice.
      expect(k).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThan(ROWS);

      const before = server.calls;
      const resumed = await evalRun(ws, ['--run-name', 'resume', '--min-pass-rate', '0.5']);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS - k + PREFLIGHT);
      const metrics = (await result(ws, 'resume')).metrics;
      expect(metrics).toMatchObject({
        total: 10,
        completed: 10,
        passed: 8,
        passRate: 0.8,
        status: 'finished',
        resumedRows: k,
      });
      if (clean?.metrics) {
        for (const key of ['total', 'passed', 'failed', 'skipped', 'passRate', 'reward', 'tokens'] as const) {
          expect(metrics?.[key], key).toEqual(clean.metrics[key]);
        }
      }
    },
    TIMEOUT,
  );
});

describe('a model service that refuses the request, as the real one does', () => {
  let strict: ModelServer | undefined;
  afterAll(async () => {
    await strict?.close();
  });

  // The wire-level refusals (no key, wrong model) are in test/unit/strict-fakes.test.ts; this is the real
  // client (LiteLLM inside osmosis) with a key the service does not know.
  it(
    'stops on a key the service does not know: exit 3, nothing counted as a wrong answer',
    async () => {
      strict = await startModelServer({ script, apiKey: 'sk-the-right-key' });
      const ws = await workspace('refused-key');
      const run = await evalRun(ws, ['--run-name', 'refused', '--json'], {
        env: osmosisTestEnv({ modelUrl: strict.url }).env,
      });
      expect(strict.requests.length).toBeGreaterThan(0);
      expect(strict.requests.every((request) => request.status === 401)).toBe(true);
      expect(run.code, run.stderr).toBe(3);
      const printed = JSON.parse(run.stdout) as EvalRunResult;
      expect(printed.verdict).toBe('error');
      expect(printed.metrics?.passed ?? 0).toBe(0);
    },
    TIMEOUT,
  );
});
