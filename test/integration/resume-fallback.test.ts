/**
 * Resume that never pays twice (issue 10, class 1), with the committed CLI bundle and the REAL osmosis
 * CLI on examples/quickstart; only the model is fake, on 127.0.0.1. After the rollout changes, osmosis
 * refuses to resume the run name; eval-run then runs beside it under a name derived from the new
 * inputs, which the same command finds again: it pays once, and an interruption resumes only the
 * unfinished rows.
 */
import { appendFile, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { waitForRecords } from '../helpers/journal-wait.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const ROWS = 10;
const PREFLIGHT = 1;
const TIMEOUT = 300_000;

let server: ModelServer;
let script: ModelScript;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-fallback-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

function evalRun(
  ws: string,
  args: string[],
  options: { cwd?: string; onSpawn?: (pid: number) => void } = {},
): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/quickstart.jsonl',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...args,
    ],
    {
      cwd: options.cwd ?? ws,
      env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
      ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
    },
  );
}

const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

/** A change osmosis sees in the rollout's source digest ("Changed: rollout"). */
const editRollout = (ws: string) => appendFile(join(ws, 'rollouts/quickstart/main.py'), '\n# edited\n');

describe('a rollout edit under an existing run name', () => {
  it(
    'pays every row once; the same command again makes no model call',
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'once'), EXAMPLE_DIR);
      let before = server.calls;
      const first = await evalRun(ws, ['--name', 'once']);
      expect(first.code, first.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS + PREFLIGHT);

      // From inside the rollout: the workspace is found at the repository root, the run resumes there
      // (nothing is written into rollouts/, which would change the rollout's digest), no model call.
      before = server.calls;
      const inside = await evalRun(ws, ['--name', 'once'], { cwd: join(ws, 'rollouts/quickstart') });
      expect(inside.code, inside.stderr).toBe(0);
      expect(inside.stderr).toContain(`Workspace: ${ws}`);
      expect(printed(inside).metrics).toMatchObject({ total: ROWS, resumedRows: ROWS });
      expect(server.calls - before).toBe(0);
      expect(await readdir(join(ws, 'rollouts/quickstart'))).not.toContain('.osmosis');

      await editRollout(ws);
      before = server.calls;
      const changed = await evalRun(ws, ['--name', 'once']);
      expect(changed.code, changed.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS + PREFLIGHT);
      const fallback = printed(changed).runName ?? '';
      expect(fallback).toMatch(/^once-[0-9a-f]{8}$/);
      expect(changed.stderr).toMatch(/Run once already exists with different inputs \(changed: rollout\)/);
      // The terminal's wording, not the action's.
      expect(changed.stderr).toContain('Pass --fresh');
      expect(changed.stderr).not.toContain('fresh: true');

      before = server.calls;
      const again = await evalRun(ws, ['--name', 'once']);
      expect(again.code, again.stderr).toBe(0);
      expect(server.calls - before).toBeLessThanOrEqual(PREFLIGHT);
      expect(printed(again)).toMatchObject({ runName: fallback, verdict: 'not-gated' });
      expect(printed(again).metrics).toMatchObject({ total: ROWS, resumedRows: ROWS, passRate: 0.8 });

      // --fresh archives the finished journal and runs every row again. Its progress counts this start's
      // rows only: never the archived journal's 10 before a row ran, never more than the rows.
      // Rows one at a time, each answered after 500 ms: the rows outlast the 2 s progress interval, so
      // counts show (ten quick rows may all finish between two ticks).
      before = server.calls;
      server.setScript({ ...script, rules: (script.rules ?? []).map((rule) => ({ ...rule, delayMs: 500 })) });
      const fresh = await evalRun(ws, ['--name', 'once', '--fresh', '--max-in-flight', '1']);
      server.setScript(script);
      expect(fresh.code, fresh.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS + PREFLIGHT);
      expectTruthfulProgress(fresh.stderr);
    },
    TIMEOUT,
  );

  it(
    'an interrupted fallback run resumes paying only the unfinished rows',
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'interrupted'), EXAMPLE_DIR);
      const args = ['--name', 'cut', '--max-in-flight', '1'];
      const first = await evalRun(ws, args);
      expect(first.code, first.stderr).toBe(0);
      await editRollout(ws);

      server.setScript({ ...script, rules: (script.rules ?? []).map((rule) => ({ ...rule, delayMs: 800 })) });
      let pid = 0;
      const running = evalRun(ws, args, {
        onSpawn: (p) => {
          pid = p;
        },
      });
      const evals = join(ws, '.osmosis/evals');
      const fallbackJournal = async () => {
        const fallback = (await readdir(evals).catch(() => [])).find((name) =>
          /^cut-[0-9a-f]{8}$/.test(name),
        );
        return fallback && join(evals, fallback, 'events.jsonl');
      };
      await waitForRecords(fallbackJournal, 3, 'the fallback run');
      process.kill(pid, 'SIGTERM');
      const interrupted = await running;
      server.setScript(script);
      expect(interrupted.code, interrupted.stderr).toBe(3);
      const cut = printed(interrupted);
      expect(cut.runName).toMatch(/^cut-[0-9a-f]{8}$/);
      expect(cut.error?.message).toMatch(/Re-run the same command to resume the rest/);
      const k = cut.metrics?.total ?? -1;
      // At least one row was journaled when the run was cut; how many depends on the machine's speed. The
      // exact count of rows the resume pays for, below, is what proves nothing is paid twice.
      expect(k).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThan(ROWS);

      const before = server.calls;
      const resumed = await evalRun(ws, args);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(server.calls - before).toBe(ROWS - k + PREFLIGHT);
      expect(printed(resumed)).toMatchObject({ runName: cut.runName });
      expect(printed(resumed).metrics).toMatchObject({ total: ROWS, resumedRows: k, passRate: 0.8 });
    },
    TIMEOUT,
  );
});

describe("osmosis's own validation of the dataset", () => {
  it(
    'is exit 2, before any model call',
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'dataset'), EXAMPLE_DIR);
      // Valid JSON lines (so osmosis-ci's own check passes) that osmosis cannot use: no ground_truth.
      await appendFile(join(ws, 'data/quickstart.jsonl'), '{"user_prompt":"no answer"}\n');
      const before = server.calls;
      const run = await evalRun(ws, ['--name', 'dataset', '--rows', '10']);
      expect(run.code, run.stderr).toBe(2);
      expect(printed(run).error?.message).toMatch(/row 10: ground_truth \(or label\) is required/);
      expect(server.calls - before).toBe(0);
    },
    TIMEOUT,
  );
});

/**
 * The progress lines of a start that runs every row: each carries its elapsed time; a finished count
 * appears only once the model preflight and the rollout server are over (after their lines, when they took
 * long enough to show one), and stays within the rows and never goes back.
 */
function expectTruthfulProgress(stderr: string) {
  const progress = stderr.split('\n').filter((line) => line.includes('osmosis eval run ['));
  expect(progress[0], stderr).toMatch(/\[0 s\]: starting osmosis/);
  for (const line of progress) expect(line).toMatch(/^.*osmosis eval run \[(\d+ min )?\d+ s\]: /);
  const firstCount = progress.findIndex((line) => /work items finished/.test(line));
  expect(firstCount, stderr).toBeGreaterThan(0);
  // A set-up quicker than the progress interval shows no line of its own; one that shows comes first.
  const setUp = progress.findIndex((line) => /: (model preflight|rollout server)/.test(line));
  if (setUp !== -1) expect(firstCount, stderr).toBeGreaterThan(setUp);
  expect(progress.slice(firstCount).some((line) => /: (model preflight|rollout server)/.test(line))).toBe(
    false,
  );
  let last = 0;
  for (const line of progress.slice(firstCount)) {
    const [, done = '', total = ''] = /rows: (\d+)\/(\d+) work items finished/.exec(line) ?? [];
    expect(Number(total), line).toBe(ROWS);
    expect(Number(done), line).toBeGreaterThanOrEqual(last);
    expect(Number(done), line).toBeLessThanOrEqual(ROWS);
    last = Number(done);
  }
}
