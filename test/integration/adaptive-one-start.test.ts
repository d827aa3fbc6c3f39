/**
 * The adaptive gate in one osmosis start, end to end: the committed CLI bundle drives the REAL osmosis
 * CLI over a 200-row dataset that passes at 95% (threshold 0.8); only the model is fake, on 127.0.0.1,
 * answering each row after a delay and counting the calls. One osmosis run over the rows in their
 * seeded order is stopped once the completed prefix settles the verdict; its journal then resumes, with
 * osmosis itself, to the same per-row result as an uninterrupted full run, and no row with a result in
 * the stopped run is asked again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 200;
const IN_FLIGHT = 8;
/** Rows i with i % 20 === 7 expect an answer the model never gives: 190 of 200 pass. */
const failing = (row: number) => row % 20 === 7;
const REPLY = 'ok';
const TIMEOUT = 900_000;

let server: ModelServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  // Each row's answer takes 150 ms, so rows are in flight when the verdict settles.
  server = await startModelServer({
    script: { defaultReply: REPLY, rules: [{ match: 'Question', reply: REPLY, delayMs: 150 }] },
  });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-one-start-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
});

afterAll(async () => {
  await server?.close();
});

const env = () => ({ ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN });

function evalRun(ws: string, args: string[]): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/big.jsonl',
      '--min-pass-rate',
      '0.8',
      '--osmosis-path',
      osmosisBin,
      '--max-in-flight',
      String(IN_FLIGHT),
      '--json',
      ...args,
    ],
    { cwd: ws, env: env() },
  );
}

/** `osmosis eval run` itself, the secret on stdin as osmosis-ci gives it. */
function osmosis(ws: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(osmosisBin, args, { cwd: ws, env: env(), stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
    child.stdin.end(`QUICKSTART_TOKEN=${DEMO_TOKEN}\n`);
  });
}

/** Model calls per dataset row since request `from` (LiteLLM's one preflight per start is not a row). */
function rowCalls(from: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const request of server.requests.slice(from)) {
    const match = /^Question (\d+):/.exec(request.lastUserMessage);
    if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
  }
  return counts;
}

/** A run's index.jsonl as source row -> "status reward", positions mapped through `sourceOf`. */
async function outcomes(ws: string, run: string, sourceOf: (rowIndex: number) => number) {
  const text = await readFile(join(ws, '.osmosis/evals', run, 'index.jsonl'), 'utf8');
  const rows = new Map<number, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const row = JSON.parse(line) as { row_index: number; status: string; reward: number | null };
    rows.set(sourceOf(row.row_index), `${row.status} ${row.reward}`);
  }
  return rows;
}

/** The source rows a resumed run carried over from its journal (index.jsonl's `resumed`). */
async function carriedRows(ws: string, run: string, sourceOf: (rowIndex: number) => number) {
  const text = await readFile(join(ws, '.osmosis/evals', run, 'index.jsonl'), 'utf8');
  const rows = new Set<number>();
  for (const line of text.split('\n').filter(Boolean)) {
    const row = JSON.parse(line) as { row_index: number; resumed?: boolean };
    if (row.resumed) rows.add(sourceOf(row.row_index));
  }
  return rows;
}

describe('adaptive: confident in one osmosis start', () => {
  it(
    "stops osmosis when the prefix settles it; the journal resumes to the full run's result, no journaled row paid again",
    async () => {
      const ws = await prepareExampleWorkspace(join(root, 'ws'), EXAMPLE_DIR);
      const lines = Array.from({ length: ROWS }, (_, row) =>
        JSON.stringify({
          user_prompt: `Question ${row}: one word.`,
          ground_truth: failing(row) ? 'never' : REPLY,
        }),
      );
      await writeFile(join(ws, 'data/big.jsonl'), `${lines.join('\n')}\n`);

      const fromEarly = server.requests.length;
      const early = await evalRun(ws, ['--run-name', 'early', '--adaptive', 'confident']);
      expect(early.code, early.stderr).toBe(0);
      const result = JSON.parse(early.stdout) as EvalRunResult;
      const rowsRun = result.adaptive?.rowsRun ?? -1;
      expect(result.verdict).toBe('passed');
      expect(result.adaptive).toMatchObject({ decidedEarly: true, rule: 'calibrated', rowsTotal: ROWS });
      expect(result.adaptive?.looks).toContain(rowsRun);
      // One osmosis start: one run, one LiteLLM preflight.
      const runName = result.adaptive?.runs[0] ?? '';
      expect(result.adaptive?.runs).toHaveLength(1);
      expect(runName).toMatch(/^early\.a[0-9a-f]{8}\.one$/);
      const paidEarly = rowCalls(fromEarly);
      expect(server.requests.length - fromEarly - [...paidEarly.values()].reduce((a, b) => a + b, 0)).toBe(1);
      // Every row decided on was paid once; beyond them, at most the rows in flight when it stopped.
      expect([...paidEarly.values()].every((count) => count === 1)).toBe(true);
      expect(paidEarly.size).toBeGreaterThanOrEqual(rowsRun);
      expect(paidEarly.size).toBeLessThanOrEqual(rowsRun + IN_FLIGHT);
      expect(result.metrics?.total).toBe(rowsRun);

      // The journal: osmosis left the run incomplete, every finished row recorded, in the order's positions.
      const orderedFile = `.osmosis/ci/adaptive-order/${runName}.jsonl`;
      const ordered = (await readFile(join(ws, orderedFile), 'utf8')).split('\n').filter(Boolean);
      const sourceOf = (position: number) =>
        Number(
          /Question (\d+):/.exec(
            (JSON.parse(ordered[position] ?? '{}') as { user_prompt: string }).user_prompt,
          )?.[1],
        );
      const journaled = await outcomes(ws, runName, sourceOf);
      expect(journaled.size).toBeGreaterThanOrEqual(rowsRun);
      expect(journaled.size).toBeLessThan(ROWS);
      const metrics = JSON.parse(await readFile(join(ws, '.osmosis/evals', runName, 'metrics.json'), 'utf8'));
      expect(metrics.eval_run.status).toBe('incomplete');

      // The same command again reaches the same verdict from the journal without starting osmosis.
      const fromAgain = server.requests.length;
      const again = await evalRun(ws, ['--run-name', 'early', '--adaptive', 'confident']);
      expect(again.code, again.stderr).toBe(0);
      expect((JSON.parse(again.stdout) as EvalRunResult).adaptive?.rowsRun).toBe(rowsRun);
      expect(server.requests.length).toBe(fromAgain);

      // osmosis resumes the stopped run to the end: no row with a result is asked again.
      const fromResume = server.requests.length;
      const resumed = await osmosis(ws, [
        '--json',
        'eval',
        'run',
        'configs/eval/quickstart.toml',
        '--name',
        runName,
        '--yes',
        '--dataset-file',
        orderedFile,
        '--rows',
        `0-${ROWS - 1}`,
        '--max-in-flight',
        String(IN_FLIGHT),
        '--secrets-file',
        '-',
      ]);
      expect(resumed.code, resumed.stderr).toBe(0);
      const paidResume = rowCalls(fromResume);
      expect([...paidResume.keys()].filter((row) => journaled.has(row))).toEqual([]);
      expect([...paidResume.values()].every((count) => count === 1)).toBe(true);
      // Every row either carried over from the stopped run's journal (index.jsonl can lag its journal by
      // the rows finishing as osmosis stopped) or paid once now, never both.
      const carried = await carriedRows(ws, runName, sourceOf);
      expect(carried.size + paidResume.size).toBe(ROWS);
      expect([...paidResume.keys()].filter((row) => carried.has(row))).toEqual([]);
      expect([...carried].every((row) => paidEarly.get(row) === 1)).toBe(true);
      // Paid twice: only rows in flight when osmosis stopped (it records no result for those).
      const twice = [...paidResume.keys()].filter((row) => paidEarly.has(row));
      expect(twice.length).toBeLessThanOrEqual(IN_FLIGHT);

      // An uninterrupted full run of the same dataset: the same result for every source row.
      const full = await evalRun(ws, ['--run-name', 'full']);
      expect(full.code, full.stderr).toBe(0);
      const fullRows = await outcomes(ws, 'full', (row) => row);
      const resumedRows = await outcomes(ws, runName, sourceOf);
      expect(resumedRows.size).toBe(ROWS);
      expect(new Map([...resumedRows].sort((a, b) => a[0] - b[0]))).toEqual(
        new Map([...fullRows].sort((a, b) => a[0] - b[0])),
      );
    },
    TIMEOUT,
  );
});
