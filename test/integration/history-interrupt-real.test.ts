/**
 * SIGTERM while the row history re-runs rows, end to end: the committed CLI bundle drives the REAL osmosis
 * CLI; only the model is fake. Three default-branch runs build the history (a row seen in three is steady; one
 * real run and two copies of it joined by the CLI's own appendRun, as the model answers the same); a pull request breaks two reliable
 * rows, whose re-runs (one named run per round) answer slowly; the job is cancelled inside the second round.
 * Interrupted is exit 3 with the outputs written, as on the adaptive path, never a verdict on part of the
 * evidence; the same command then resumes, paying no row twice (model calls counted).
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { repeatNewestRun } from '../helpers/history-fixture.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const ROWS = 10;
const REPLY = 'ok';
const BROKEN = [3, 7];
const TIMEOUT = 900_000;

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
const rowOf = (message: string) => Number(/^Question (\d+):/.exec(message)?.[1] ?? Number.NaN);

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-history-sigterm-')), 'ws'),
    EXAMPLE_DIR,
  );
  const lines = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({ user_prompt: prompt(row), ground_truth: REPLY }),
  );
  await writeFile(join(ws, 'data/rows.jsonl'), `${lines.join('\n')}\n`);
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

function evalRun(runName: string, args: string[], onSpawn?: (pid: number) => void): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/rows.jsonl',
      '--run-name',
      runName,
      '--baseline-dir',
      'baseline',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...args,
    ],
    {
      cwd: ws,
      env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
      ...(onSpawn ? { onSpawn } : {}),
    },
  );
}

const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

/** Model calls per dataset row from request `from` on (the preflight per osmosis start is not a row). */
function rowCalls(from: number): Map<number, number> {
  const calls = new Map<number, number>();
  for (const request of server.requests.slice(from)) {
    const row = rowOf(request.lastUserMessage);
    if (!Number.isNaN(row)) calls.set(row, (calls.get(row) ?? 0) + 1);
  }
  return calls;
}

/** Work items journaled by the re-run rounds (runs `<name>.h<tag>.<round>`) so far. */
async function rerunItems(runName: string): Promise<number> {
  const evals = join(ws, '.osmosis/evals');
  let items = 0;
  for (const dir of await readdir(evals)) {
    if (!new RegExp(`^${runName}\\.h[0-9a-f]{8}\\.\\d+$`).test(dir)) continue;
    const text = await readFile(join(evals, dir, 'index.jsonl'), 'utf8').catch(() => '');
    items += text.split('\n').filter(Boolean).length;
  }
  return items;
}

describe('SIGTERM during the row history re-runs', { shuffle: false }, () => {
  it(
    'exits 3 with the outputs written; the same command resumes without paying a row twice',
    async () => {
      const main = await evalRun('main-1', ['--save-baseline']);
      expect(main.code, main.stderr).toBe(0);
      await repeatNewestRun(join(ws, 'baseline/history.json'), 2);
      // The pull request breaks two reliable rows; their answers are slow, so a round is long enough to cut.
      server.setScript({
        defaultReply: REPLY,
        rules: BROKEN.map((row) => ({ match: prompt(row), reply: 'no', delayMs: 1500 })),
      });
      // Budget for both broken rows' five re-runs in their two starts, each start's preflight call counted
      // (2 x 5 + 2 calls <= 2 x 31).
      const args = ['--max-regression', '0', '--rerun-budget', '2'];
      const from = server.requests.length;
      let pid = 0;
      const running = evalRun('pr', args, (p) => {
        pid = p;
      });
      // The pass asks each broken row once, the first round once more, the second (one start over the
      // copies) four times: cut at its first call, with work left in it.
      const brokenCalls = () => BROKEN.reduce((sum, row) => sum + (rowCalls(from).get(row) ?? 0), 0);
      for (let waited = 0; brokenCalls() < 2 * BROKEN.length + 1; waited += 200) {
        if (waited > 600_000) throw new Error('the second re-run round never started');
        await new Promise((r) => setTimeout(r, 200));
      }
      process.kill(pid, 'SIGTERM');
      const interrupted = await running;
      expect(interrupted.code, interrupted.stderr).toBe(3);
      const cut = printed(interrupted);
      expect(cut.verdict).toBe('error');
      expect(cut.error?.message).toMatch(
        /^Interrupted by SIGTERM in the row history's re-run pr\.h[0-9a-f]{8}\.\d+: /,
      );
      // The outputs are written: the pull request's pass is in them, whole.
      const saved = JSON.parse(
        await readFile(join(ws, '.osmosis/ci/pr/result.json'), 'utf8'),
      ) as EvalRunResult;
      expect(saved).toMatchObject({ verdict: 'error', exitCode: 3 });
      expect(saved.metrics).toMatchObject({ total: ROWS, passed: ROWS - BROKEN.length });
      const paidBefore = rowCalls(from);
      const journaled = await rerunItems('pr');
      expect(journaled).toBeGreaterThanOrEqual(BROKEN.length); // the first round finished

      const middle = server.requests.length;
      const resumed = await evalRun('pr', args);
      expect(resumed.code, resumed.stderr).toBe(1);
      const result = printed(resumed);
      expect(result.verdict).toBe('failed');
      const judged = result.baseline?.history;
      expect(judged?.regression).toBe(true);
      expect([...(judged?.regressedRows ?? [])].sort((a, b) => a - b)).toEqual(BROKEN);
      const paidAfter = rowCalls(middle);
      // The pass is not asked again: only the broken rows' re-runs are, and only the items no round recorded.
      expect([...paidAfter.keys()].sort((a, b) => a - b)).toEqual(BROKEN);
      const askedAgain = [...paidAfter.values()].reduce((sum, n) => sum + n, 0);
      expect(askedAgain).toBe((judged?.reruns.items ?? 0) - journaled);
      expect(paidBefore.get(BROKEN[0] as number)).toBeGreaterThanOrEqual(2);
    },
    TIMEOUT,
  );
});
