/**
 * The row history end to end: the committed CLI bundle drives the REAL osmosis CLI over a 30-row
 * dataset; only the model is fake, and it answers some rows right on some calls only (a rule's `replies`
 * in turn), as a flaky agent does. Five default-branch runs (`--save-baseline`; two real ones and copies of
 * them joined by the CLI's own appendRun, test/helpers/history-fixture.ts) build the history beside
 * the baseline; a noise-only pull request then passes and names its flaky rows, and one that breaks 10
 * reliable rows fails and names them, its re-runs' model calls counted against the budget.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { parseRowHistory } from '../../src/core/history/row-history.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { createIdentityBuilder } from '../../src/core/rows/row-identity.js';
import { type ModelRule, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { appendCopies } from '../helpers/history-fixture.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 30;
const REPLY = 'ok';
/** Rows the model answers right every other call: flaky, at 3 passes in 5 default-branch runs. */
const FLAKY = [2, 5, 11, 17, 23, 28];
/** Reliable rows the breaking pull request answers wrongly. */
const BROKEN = [0, 1, 3, 4, 6, 7, 8, 9, 10, 12];
const TIMEOUT = 900_000;

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
const flakyRules = (replies = [REPLY, 'no']): ModelRule[] =>
  FLAKY.map((row) => ({ match: prompt(row), replies }));

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: flakyRules() } });
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-history-')), 'ws'),
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

function evalRun(runName: string, args: string[]): Promise<Finished> {
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
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN } },
  );
}

const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

/** Model calls per dataset row from request `from` on (LiteLLM's "hi" preflight per osmosis start is not a row). */
function rowCalls(from: number): { rows: number; preflights: number } {
  let rows = 0;
  let preflights = 0;
  for (const request of server.requests.slice(from)) {
    if (/^Question \d+:/.test(request.lastUserMessage)) rows += 1;
    else preflights += 1;
  }
  return { rows, preflights };
}

// In order: the pull requests are judged by the history the default-branch runs build, and the fake model's
// replies turn per call.
describe('the row history: five default-branch runs, then pull requests', { shuffle: false }, () => {
  it(
    'default-branch runs build the history; a noise-only pull request passes and names its flaky rows',
    async () => {
      // Two real runs: the flaky rows pass in the first and fail in the second. Their copies, in turn, make
      // the five runs a flaky agent gives (P,F,P,F,P), and the next call of a flaky row is again a wrong one.
      for (const run of ['main-1', 'main-2']) {
        const main = await evalRun(run, ['--save-baseline']);
        expect(main.code, main.stderr).toBe(0);
      }
      const historyFile = join(ws, 'baseline/history.json');
      await appendCopies(historyFile, [0, 1, 0]);
      server.setScript({ defaultReply: REPLY, rules: flakyRules(['no', REPLY]) });
      const history = parseRowHistory(JSON.parse(await readFile(historyFile, 'utf8')));
      expect(history.runs.map((run) => run.runName)).toEqual([
        'main-1',
        'main-2',
        'main-1-copy-1',
        'main-2-copy-2',
        'main-1-copy-3',
      ]);
      expect(history.rows.size).toBe(ROWS);
      // Answered right on calls 1, 3, 5: P,F,P,F,P.
      // Rows are kept by identity: the digest of what osmosis reads of row 2.
      const identity = createIdentityBuilder();
      identity.add({ user_prompt: prompt(2), ground_truth: REPLY });
      expect(history.rows.get(identity.finish()[0] ?? '')).toEqual(['P', 'F', 'P', 'F', 'P']);

      const before = server.requests.length;
      const pr = await evalRun('pr-noise', ['--max-regression', '0']);
      expect(pr.code, pr.stderr).toBe(0);
      const result = printed(pr);
      const judged = result.baseline?.history;
      expect(judged?.runs).toBe(5);
      expect(judged?.flaky.rows.map((row) => row.row).sort((a, b) => a - b)).toEqual(FLAKY);
      expect(judged?.flaky.rows.every((row) => row.passRate === 0.6)).toBe(true);
      expect(judged?.regression).toBe(false);
      expect(result.baseline?.regression).toMatchObject({ blocking: false, test: 'history' });
      // Every flaky row failed this pass (the 6th call of each): the score test's first look is borderline,
      // so the failed flaky rows are re-run once (the budget, 0.3 of 30 items, holds 9), and they pass.
      const calls = rowCalls(before);
      expect(judged?.reruns.items).toBe(calls.rows - ROWS);
      expect(judged?.reruns.items).toBeLessThanOrEqual(judged?.reruns.budgetItems ?? 0);
      expect(judged?.reruns.budgetItems).toBe(9);
      expect(calls.preflights).toBe(1 + (judged?.reruns.rounds ?? 0));
      const report = await readFile(join(ws, '.osmosis/ci/pr-noise/report.md'), 'utf8');
      expect(report).toContain('**Noise:** 6 of 30 rows are flaky over the last 5 default-branch runs');
      for (const row of FLAKY) expect(report).toContain(`row ${row} 60%`);
    },
    TIMEOUT,
  );

  it(
    'a pull request that breaks 10 reliable rows fails and names them; its re-runs stay within the budget',
    async () => {
      server.setScript({
        defaultReply: REPLY,
        rules: [...BROKEN.map((row) => ({ match: prompt(row), reply: 'no' })), ...flakyRules()],
      });
      const before = server.requests.length;
      const pr = await evalRun('pr-broken', ['--max-regression', '0', '--rerun-budget', '0.4']);
      expect(pr.code, pr.stderr).toBe(1);
      const result = printed(pr);
      const judged = result.baseline?.history;
      expect(judged?.regression).toBe(true);
      expect(result.baseline?.regression).toMatchObject({ blocking: true, test: 'history' });
      expect(result.verdict).toBe('failed');
      const named = [...(judged?.regressedRows ?? []), ...(judged?.unjudgedRows ?? [])].sort((a, b) => a - b);
      expect(named).toEqual(BROKEN);
      // Five clean runs need 5 re-runs of a flipped row: 5 items. They take two osmosis starts, whatever
      // the rows: one re-run each, then the other four in one start over copies of the rows. The budget,
      // 0.4 of a pass counted with its preflight (31 calls), is 12: it buys two such rows (2 × 5 items +
      // 2 preflight calls); one start per re-run (5 items + 5 preflights a row) bought one.
      expect(judged?.regressedRows).toHaveLength(2);
      expect(judged?.reruns).toMatchObject({ rows: 2, rounds: 2, items: 10, budgetItems: 12 });
      const calls = rowCalls(before);
      expect(calls.rows).toBe(ROWS + 10);
      expect(calls.preflights).toBe(1 + 2);
      const report = await readFile(join(ws, '.osmosis/ci/pr-broken/report.md'), 'utf8');
      expect(report).toContain('failed every re-run');
      expect(report).toContain('failed but had no re-run left in the budget');
    },
    TIMEOUT,
  );
});
