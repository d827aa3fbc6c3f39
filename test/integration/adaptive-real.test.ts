/**
 * The adaptive gate end to end: the committed CLI bundle drives the REAL osmosis CLI over a 200-row
 * dataset that passes at 95% (threshold 0.8); only the model is fake, on 127.0.0.1, and it counts the
 * calls. The adaptive run pays for a fraction of the rows and reaches the full run's verdict; a re-run
 * at another confidence runs batches of its own and decides on none of the rows paid for under the
 * first; an interrupted adaptive run resumes without paying for any finished row again.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';
import { viewerData } from '../helpers/viewer-browser.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 200;
/** Rows i with i % 20 === 7 expect an answer the model never gives: 10 of 200 fail, 95% pass. */
const failing = (row: number) => row % 20 === 7;
/** A second dataset where every other row fails (50%): an adaptive run fails it early. */
const failingHalf = (row: number) => row % 2 === 1;
const REPLY = 'ok';
const TIMEOUT = 600_000;
const run = promisify(execFile);

let server: ModelServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-adaptive-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

const prompt = (row: number) => `Question ${row}: answer with one word.`;

async function workspace(name: string): Promise<string> {
  const dir = await prepareExampleWorkspace(join(root, name), EXAMPLE_DIR);
  const lines = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({ user_prompt: prompt(row), ground_truth: failing(row) ? 'never' : REPLY }),
  );
  await writeFile(join(dir, 'data/big.jsonl'), `${lines.join('\n')}\n`);
  const half = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({ user_prompt: prompt(row), ground_truth: failingHalf(row) ? 'never' : REPLY }),
  );
  await writeFile(join(dir, 'data/half.jsonl'), `${half.join('\n')}\n`);
  return dir;
}

function evalRun(
  ws: string,
  args: string[],
  onSpawn?: (pid: number) => void,
  dataset = 'data/big.jsonl',
): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      dataset,
      '--min-pass-rate',
      '0.8',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...args,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN }, ...(onSpawn ? { onSpawn } : {}) },
  );
}

let sharedWorkspace: Promise<string> | undefined;
/** One workspace for both tests: its rollout environment is built once. */
const shared = () => {
  sharedWorkspace ??= workspace('ws');
  return sharedWorkspace;
};

const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

/** Model calls per dataset row (LiteLLM's one "hi" preflight per osmosis start is not a row). */
function rowCalls(from: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const request of server.requests.slice(from)) {
    const match = /^Question (\d+):/.exec(request.lastUserMessage);
    if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
  }
  return counts;
}

/** The batches planned by cost, decided by the calibrated boundary (the default). */
const PLANNED = ['--adaptive', 'confident'];
/** Batches the user sized: the confidence sequence decides. */
const ADAPTIVE = ['--adaptive', 'confident', '--batch-size', '25'];

describe('adaptive: confident on a 200-row dataset passing at 95%', () => {
  it(
    "pays for at most 40% of the full run's model calls and reaches its verdict",
    async () => {
      const ws = await shared();
      // The full run is known without paying for it: the dataset is built so that exactly the rows
      // `failing` names fail (190 of 200 pass, 95% >= 80%), and a full run makes one model call per row
      // plus LiteLLM's one preflight (201, as measured when both runs were made side by side).
      const fullPassed = Array.from({ length: ROWS }, (_, row) => row).filter((row) => !failing(row)).length;
      expect(fullPassed / ROWS).toBe(0.95);
      const fullVerdict = fullPassed / ROWS >= 0.8 ? 'passed' : 'failed';
      const fullCalls = ROWS + 1;

      const before = server.calls;
      const from = server.requests.length;
      const adaptive = await evalRun(ws, ['--run-name', 'adaptive', '--max-in-flight', '16', ...PLANNED]);
      const adaptiveCalls = server.calls - before;
      expect(adaptive.code, adaptive.stderr).toBe(0);
      const result = printed(adaptive);
      expect(result.verdict).toBe(fullVerdict);
      expect(adaptiveCalls / fullCalls).toBeLessThanOrEqual(0.4);
      const rowsRun = result.adaptive?.rowsRun ?? -1;
      expect(result.adaptive).toMatchObject({
        mode: 'confident',
        decidedEarly: true,
        rule: 'calibrated',
        calibrated: true,
        rowsTotal: ROWS,
        errorBound: 0.05,
      });
      // It stopped at one of the looks it planned before the first batch, and said what it planned.
      const looks = result.adaptive?.looks ?? [];
      expect(looks.at(-1)).toBe(ROWS);
      expect(looks).toContain(rowsRun);
      expect(adaptive.stderr).toMatch(
        /batches planned by cost \(an osmosis start counted as 0 rows\): expected \d+ rows' worth against 200 for a full run; a wrong verdict at most \d\.\d\d% of the time, computed exactly/,
      );
      // The same evidence as a full run: the viewer reads the rows decided on (a prefix of the seeded order).
      const resultDir = join(ws, '.osmosis/ci/adaptive');
      const viewer = viewerData(await readFile(join(resultDir, 'viewer.html'), 'utf8'));
      const decided = viewer.rows.map((row) => row.row);
      expect(decided).toHaveLength(rowsRun);
      expect(decided).toEqual([...decided].sort((a, b) => a - b));
      // The rows it decided on are graded as the dataset says: every passing row passed, every failing one failed.
      const ranFailing = decided.filter(failing).length;
      expect(result.metrics?.total).toBe(rowsRun);
      expect(result.metrics).toMatchObject({ passed: rowsRun - ranFailing, failed: 0 });
      // Every row decided on was paid for once; beyond them only the rows in flight when osmosis stopped.
      const calls = rowCalls(from);
      expect(decided.every((row) => calls.get(row) === 1)).toBe(true);
      expect(calls.size).toBeLessThanOrEqual(rowsRun + 16);
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      expect(result.adaptive?.summary).toMatch(
        new RegExp(
          `^decided after ${rowsRun} of 200 rows: a full run passes, by a stopping boundary calibrated exactly so that it differs from a full run at most 5% of the time over the seeded order$`,
        ),
      );
      expect(result.gate?.reason).toMatch(/^Decided after/);
      // The same evidence as a full run: the osmosis version, junit.xml for the rows that ran, and a
      // bundle holding exactly the failing rows that ran.
      expect(result.osmosisVersion).toBe('0.3.8');
      const junit = await readFile(join(resultDir, 'junit.xml'), 'utf8');
      expect(junit.match(/<testcase /g)?.length).toBe(rowsRun);
      expect(junit.match(/<failure /g)?.length ?? 0).toBe(ranFailing);
      const zip = join(resultDir, 'osmosis-bundle-adaptive.zip');
      const entries = (await run('unzip', ['-Z1', zip])).stdout.split('\n');
      const bundledRows = entries.filter((e) => /^rows\/row-\d+-run-0\/trajectory\.json$/.test(e));
      const failingRan = decided.filter(failing);
      expect(bundledRows.sort()).toEqual(
        failingRan.map((row) => `rows/row-${row}-run-0/trajectory.json`).sort(),
      );
      // The failing rows decided on carry their trajectories in the viewer.
      expect(viewer.rows.filter((row) => row.steps).map((row) => row.row)).toEqual(failingRan);

      // One osmosis start: one run, one LiteLLM preflight besides the rows' calls.
      const batches = 1;
      expect(result.adaptive?.runs).toHaveLength(1);
      expect(adaptiveCalls).toBe(calls.size + 1);
      console.log(
        `adaptive: ${adaptiveCalls} model calls vs ${fullCalls} for the full run (${((100 * adaptiveCalls) / fullCalls).toFixed(1)}%), ${rowsRun} of ${ROWS} rows in ${batches} batches`,
      );

      // The same run name at another confidence: its own batches; no row paid for above decides it.
      const beforeRerun = server.calls;
      const fromRerun = server.requests.length;
      const rerun = await evalRun(ws, [
        '--run-name',
        'adaptive',
        '--max-in-flight',
        '16',
        ...PLANNED,
        '--confidence',
        '0.9',
      ]);
      expect(rerun.code, rerun.stderr).toBe(0);
      const other = printed(rerun);
      expect(rerun.stderr).toMatch(
        /The last adaptive result of adaptive was decided under other choices \(confident at 95% \(calibrated\), \d+ batches ending at rows [\d, ]+\); these \(confident at 90% \(calibrated\), \d+ batches ending at rows [\d, ]+\) run batches of their own/,
      );
      const tagOf = (name: string | undefined) => /\.a([0-9a-f]{8})\.one$/.exec(name ?? '')?.[1];
      expect(tagOf(other.adaptive?.runs[0])).not.toBe(tagOf(result.adaptive?.runs[0]));
      const otherRows = other.adaptive?.rowsRun ?? -1;
      expect(other.metrics?.resumedRows).toBe(0);
      const paidAgain = rowCalls(fromRerun);
      expect(paidAgain.size).toBeGreaterThanOrEqual(otherRows);
      expect(paidAgain.size).toBeLessThanOrEqual(otherRows + 16);
      expect(other.adaptive?.looks ?? []).toContain(otherRows);
      expect(server.calls - beforeRerun).toBe(paidAgain.size + 1);
    },
    TIMEOUT,
  );

  it(
    'fails a dataset at 50% early, and its junit.xml and bundle hold the failing rows that ran',
    async () => {
      const ws = await shared();
      const from = server.requests.length;
      const failed = await evalRun(
        ws,
        ['--run-name', 'half', '--max-in-flight', '16', ...PLANNED],
        undefined,
        'data/half.jsonl',
      );
      expect(failed.code, failed.stderr).toBe(1);
      const result = printed(failed);
      const rowsRun = result.adaptive?.rowsRun ?? -1;
      expect(result).toMatchObject({ verdict: 'failed', exitCode: 1 });
      expect(result.adaptive).toMatchObject({ decidedEarly: true, rowsTotal: ROWS });
      expect(rowsRun).toBeLessThan(ROWS);
      // Paid for: the rows decided on and at most the rows in flight when osmosis stopped.
      const ran = [...rowCalls(from).keys()];
      expect(ran.length).toBeGreaterThanOrEqual(rowsRun);
      expect(ran.length).toBeLessThanOrEqual(rowsRun + 16);
      const resultDir = join(ws, '.osmosis/ci/half');
      const viewer = viewerData(await readFile(join(resultDir, 'viewer.html'), 'utf8'));
      const decided = viewer.rows.map((row) => row.row);
      const failingRan = decided.filter(failingHalf);
      expect(decided).toHaveLength(rowsRun);
      expect(failingRan.length).toBeGreaterThan(0);
      const junit = await readFile(join(resultDir, 'junit.xml'), 'utf8');
      expect(junit.match(/<testcase /g)?.length).toBe(rowsRun);
      expect(junit.match(/<failure /g)?.length).toBe(failingRan.length);
      const entries = (await run('unzip', ['-Z1', join(resultDir, 'osmosis-bundle-half.zip')])).stdout.split(
        '\n',
      );
      const bundledRows = entries.filter((e) => /^rows\/row-\d+-run-0\/trajectory\.json$/.test(e));
      expect(bundledRows.sort()).toEqual(
        failingRan.map((row) => `rows/row-${row}-run-0/trajectory.json`).sort(),
      );
    },
    TIMEOUT,
  );

  it(
    'resumes after SIGTERM mid-run without paying for any row twice',
    async () => {
      const ws = await shared();
      // Slow answers, two at a time: the interruption lands before the first look (25 rows).
      server.setScript({ defaultReply: REPLY, rules: [{ match: 'Question', reply: REPLY, delayMs: 400 }] });
      const from = server.requests.length;
      let pid = 0;
      const running = evalRun(ws, ['--run-name', 'cut', '--max-in-flight', '2', ...ADAPTIVE], (p) => {
        pid = p;
      });
      const evals = join(ws, '.osmosis/evals');
      for (let waited = 0; ; waited += 200) {
        if (waited > 300_000) throw new Error('the run never started');
        const finished = await readFile(
          join(evals, (await oneStartDir(evals)) ?? 'none', 'index.jsonl'),
          'utf8',
        )
          .then((text) => text.split('\n').filter(Boolean).length)
          .catch(() => 0);
        if (finished >= 10) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      process.kill(pid, 'SIGTERM');
      const interrupted = await running;
      server.setScript({ defaultReply: REPLY, rules: [] });
      expect(interrupted.code, interrupted.stderr).toBe(3);
      const cut = printed(interrupted);
      expect(cut.error?.message).toMatch(/Interrupted by SIGTERM in batch cut\.a[0-9a-f]{8}\.one/);
      expect(cut.adaptive).toMatchObject({ rule: null, decidedEarly: false });
      const paidBefore = rowCalls(from);
      // Which rows had a result when the run stopped (one character per dataset row, '-' for none).
      const outcomes =
        (JSON.parse(await readFile(join(ws, '.osmosis/ci/cut/rows.json'), 'utf8')) as { outcomes: string[] })
          .outcomes[0] ?? '';
      const hadResult = (row: number) => (outcomes[row] ?? '-') !== '-';

      const middle = server.requests.length;
      const resumed = await evalRun(ws, ['--run-name', 'cut', '--max-in-flight', '16', ...ADAPTIVE]);
      expect(resumed.code, resumed.stderr).toBe(0);
      const result = printed(resumed);
      expect(result.verdict).toBe('passed');
      const paidAfter = rowCalls(middle);
      // No row with a result before the interruption is asked again. The only rows asked twice are the
      // ones in flight when osmosis stopped (at most max-in-flight of them): it records no result for those.
      const journaled = [...paidBefore.keys()].filter(hadResult);
      expect(journaled.length).toBeGreaterThanOrEqual(10);
      expect(journaled.filter((row) => paidAfter.has(row))).toEqual([]);
      const twice = [...paidAfter.keys()].filter((row) => paidBefore.has(row));
      expect(twice.length).toBeLessThanOrEqual(2);
      expect(twice.filter(hadResult)).toEqual([]);
      expect(result.metrics?.total).toBe(result.adaptive?.rowsRun);
      // The journaled rows come before the first look in the order, so the decision counts them all.
      expect(result.metrics?.resumedRows).toBe(journaled.length);
    },
    TIMEOUT,
  );
});

async function oneStartDir(evals: string): Promise<string | undefined> {
  const { readdir } = await import('node:fs/promises');
  const names = await readdir(evals).catch(() => [] as string[]);
  return names.find((name) => name.startsWith('cut.a') && name.endsWith('.one'));
}
