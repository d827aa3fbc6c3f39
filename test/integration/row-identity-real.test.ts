/**
 * The row history belongs to one eval (issue 44), end to end: the committed CLI bundle drives the REAL
 * osmosis CLI over a 20-row dataset; only the model is fake. Five default-branch runs build the history (one
 * real, four copies of it joined by the CLI's own appendRun: the model answers the same each time);
 * a pull request whose dataset edits 6 rows (and whose model breaks 2 rows it did not edit) fails on the 2
 * only, with one statement; the same rows reordered get the same verdict; another dataset gets no history
 * verdict and says why. A shard leg, an adaptive run decided early and a repeated save leave history.json
 * as it was; a merged run (eval-merge --save-baseline) joins once.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { parseRowHistory } from '../../src/core/history/row-history.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { repeatNewestRun } from '../helpers/history-fixture.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 20;
const REPLY = 'ok';
/** The rows the pull request's dataset edits (made harder: the model gets them wrong). */
const EDITED = [0, 1, 2, 4, 6, 7];
/** Rows the pull request's model breaks without their text changing: the history's regression. */
const BROKEN = [3, 8];
const TIMEOUT = 1_200_000;

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
const line = (text: string) => JSON.stringify({ user_prompt: text, ground_truth: REPLY });
const dataset = (prompts: string[]) => `${prompts.map(line).join('\n')}\n`;
const original = Array.from({ length: ROWS }, (_, row) => prompt(row));
const edited = original.map((text, row) => (EDITED.includes(row) ? `${text} (hard)` : text));

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-identity-')), 'ws'),
    EXAMPLE_DIR,
  );
  await writeFile(join(ws, 'data/rows.jsonl'), dataset(original));
  await writeFile(join(ws, 'data/edited.jsonl'), dataset(edited));
  await writeFile(join(ws, 'data/reordered.jsonl'), dataset([...edited].reverse()));
  const other = Array.from({ length: 10 }, (_, row) => `Another question ${row}: one word.`);
  await writeFile(join(ws, 'data/other.jsonl'), dataset(other));
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

const cli = (args: string[]) =>
  runCli([...args, '--osmosis-path', osmosisBin, '--json'], {
    cwd: ws,
    env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN },
  });
const evalRun = (runName: string, file: string, args: string[]) =>
  cli([
    'eval-run',
    'configs/eval/quickstart.toml',
    '--dataset-file',
    `data/${file}`,
    '--run-name',
    runName,
    '--baseline-dir',
    'baseline',
    ...args,
  ]);
const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;
const historyText = () => readFile(join(ws, 'baseline/history.json'), 'utf8');
const history = async () => parseRowHistory(JSON.parse(await historyText()));

/** The prompts of a run's rows (by this run's row numbers) in a dataset. */
const promptsOf = (rows: readonly number[], prompts: readonly string[]) =>
  rows.map((row) => prompts[row] ?? `row ${row}`).sort();

describe('the row history matches rows by identity', { shuffle: false }, () => {
  it(
    'five default-branch runs; an edited dataset fails only on the rows that regressed, reordered the same',
    async () => {
      const main = await evalRun('main-1', 'rows.jsonl', ['--save-baseline']);
      expect(main.code, main.stderr).toBe(0);
      await repeatNewestRun(join(ws, 'baseline/history.json'), 4);
      const built = await history();
      expect(built.runs).toHaveLength(5);
      expect([...built.rows.keys()].every((key) => key.startsWith('c:'))).toBe(true);

      server.setScript({
        defaultReply: REPLY,
        rules: [
          { match: '(hard)', reply: 'no' },
          ...BROKEN.map((row) => ({ match: prompt(row), reply: 'no' })),
        ],
      });
      const verdicts: { prompts: string[]; result: EvalRunResult }[] = [];
      for (const [name, file, prompts] of [
        ['pr-edited', 'edited.jsonl', edited],
        ['pr-reordered', 'reordered.jsonl', [...edited].reverse()],
      ] as const) {
        const pr = await evalRun(name, file, ['--max-regression', '0', '--rerun-budget', '1']);
        expect(pr.code, pr.stderr).toBe(1);
        const result = printed(pr);
        const judged = result.baseline?.history;
        expect(judged?.regression).toBe(true);
        expect(result.baseline?.regression).toMatchObject({ blocking: true, test: 'history' });
        // The edited rows are new to the history, named as such, never judged by it.
        expect(judged?.reason).toMatch(/6 rows are new to the row history/);
        expect(judged?.rowsKnown).toBe(ROWS - EDITED.length);
        // One statement: nothing says max-regression is not applied while the history fails the step.
        expect(result.baseline?.message).not.toMatch(/not applied/);
        verdicts.push({ prompts: promptsOf(judged?.regressedRows ?? [], prompts), result });
      }
      const expected = BROKEN.map(prompt).sort();
      expect(verdicts[0]?.prompts).toEqual(expected);
      expect(verdicts[1]?.prompts).toEqual(expected);
      expect(verdicts[1]?.result.verdict).toBe(verdicts[0]?.result.verdict);
    },
    TIMEOUT,
  );

  it(
    'another dataset gets no history verdict and says why',
    async () => {
      const pr = await evalRun('pr-other', 'other.jsonl', ['--max-regression', '0']);
      expect(pr.code, pr.stderr).toBe(0);
      const result = printed(pr);
      expect(result.baseline?.history).toBeUndefined();
      expect(result.baseline?.regression?.test).not.toBe('history');
      expect(result.baseline?.message).toMatch(
        /The row history \(5 default-branch runs\) gives no verdict on this run: only 0 of this run's 10 rows are in it/,
      );
      expect(result.baseline?.message).toMatch(/Only 0 of this run's 10 rows are in the baseline/);
    },
    TIMEOUT,
  );

  it(
    'a shard leg, an adaptive run decided early and a repeated save leave history.json as it was',
    async () => {
      server.setScript({ defaultReply: REPLY, rules: [] });
      const before = await historyText();

      const leg = await evalRun('main-leg', 'rows.jsonl', ['--shard', '1/2', '--save-baseline']);
      expect(leg.code).toBe(2);
      expect(leg.stderr).toMatch(/--save-baseline with --shard 1\/2: a shard runs part of the rows/);
      expect(await historyText()).toBe(before);

      const adaptive = await evalRun('main-adaptive', 'rows.jsonl', [
        '--adaptive',
        'certain',
        '--min-pass-rate',
        '0.3',
        '--batch-size',
        '8',
        '--save-baseline',
      ]);
      expect(adaptive.code, adaptive.stderr).toBe(0);
      expect(printed(adaptive).adaptive?.decidedEarly).toBe(true);
      expect(adaptive.stderr).toMatch(
        /not saved as the baseline and does not join the row history: the adaptive run was decided after/,
      );
      expect(await historyText()).toBe(before);

      const again = await evalRun('main-1', 'rows.jsonl', ['--save-baseline']);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stderr).toMatch(/this run \(the same journal\) is in it already; it joins once/);
      expect(await historyText()).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'a merged run joins the history once',
    async () => {
      server.setScript({ defaultReply: REPLY, rules: [] });
      // Its own baseline directory, holding the history so far, then the merged run of two legs.
      const dir = 'baseline-merged';
      await cp(join(ws, 'baseline'), join(ws, dir), { recursive: true });
      const before = (await history()).runs.map((run) => run.runName);
      expect(before).toHaveLength(5);
      for (const shard of ['1/2', '2/2']) {
        const leg = await evalRun('merged', 'rows.jsonl', ['--shard', shard, '--baseline-dir', dir]);
        expect(leg.code, leg.stderr).toBe(0);
      }
      const merge = () =>
        runCli(
          [
            'eval-merge',
            'configs/eval/quickstart.toml',
            '--shards',
            '2',
            '--run-name',
            'merged',
            '--baseline-dir',
            dir,
            '--save-baseline',
            '--json',
          ],
          { cwd: ws, env: baseEnv },
        );
      const first = await merge();
      expect(first.code, first.stderr).toBe(0);
      const text = await readFile(join(ws, dir, 'history.json'), 'utf8');
      const joined = parseRowHistory(JSON.parse(text));
      expect(joined.runs.map((run) => run.runName)).toEqual([...before, 'merged']);
      // Matched through the history's identities (the legs name no dataset file): no row was lost.
      expect(joined.rows.size).toBe(ROWS);
      expect([...joined.rows.keys()].every((key) => key.startsWith('c:'))).toBe(true);
      expect([...joined.rows.values()].every((segments) => segments.join('') === 'PPPPPP')).toBe(true);
      const second = await merge();
      expect(second.code, second.stderr).toBe(0);
      expect(second.stderr).toMatch(/it joins once/);
      expect(await readFile(join(ws, dir, 'history.json'), 'utf8')).toBe(text);
    },
    TIMEOUT,
  );
});
