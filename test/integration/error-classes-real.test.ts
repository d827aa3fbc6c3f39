/**
 * Errors by class on the REAL osmosis CLI (issue 40 point 4): the fake provider answers 500 to some rows'
 * model calls. osmosis records those rows as `agent_error`; eval-run finds the provider's status in the
 * rollout server's log and classes them as provider errors. Two runs on one 20-row dataset: the baseline,
 * where 1 row in 20 (5%) fails at the provider, is judged and names it; the pull request's, where 6 rows
 * that passed in the baseline (30%) fail at the provider, is "inconclusive: infrastructure" (exit 3) with no
 * regression against the baseline (the errored rows are left out of the pairing), its errors compared with
 * the baseline's by class. Each verdict states the rows run and the model calls, counted against the fake.
 * Neither joins nor meets the row history as a failure: the baseline's provider error stays out of it, and a
 * pull request judged by a history of three runs is not held to a steady row the provider refused.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import {
  type ModelScript,
  type ModelServer,
  type RecordedRequest,
  startModelServer,
} from '../fakes/model-server.mjs';
import { repeatNewestRun } from '../helpers/history-fixture.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 240_000;
const AGAIN = ' (again)';
/** The baseline's one provider failure: the second copy of row 2 (row 12). */
const LIGHT_FAILING = [`clear daytime sky? Answer with one word.${AGAIN}`];
/** The pull request's: both copies of rows 0, 1 and 3, which passed in the baseline (rows 0, 1, 3, 10, 11, 13). */
const HEAVY_FAILING = ['What is 2 + 3?', 'capital of France', 'days are in a week'];

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let script: ModelScript;
type Ran = { run: Finished; result: EvalRunResult; requests: RecordedRequest[]; viewer: string };
let heavy: Ran;
let light: Ran;
/** A pull request judged by a row history of 3 runs, where row 10 (always passed) fails at the provider. */
let judgedByHistory: Ran;
/** Row 10: the second copy of "What is 2 + 3?", which passed in every run of the history. */
const ONE_STEADY_ROW = [`What is 2 + 3? Answer with the number only.${AGAIN}`];

/** One eval-run on the 20 rows with these prompts failing at the provider, compared with the baseline dir. */
async function evalRun(runName: string, failing: string[], extra: string[]): Promise<Ran> {
  const rules = failing.map((match) => ({ match, status: 500, reply: 'upstream failure' }));
  server.setScript({ ...script, rules: [...rules, ...(script.rules ?? [])] });
  const before = server.requests.length;
  const run = await runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/twenty.jsonl',
      '--run-name',
      runName,
      '--min-pass-rate',
      '0.5',
      '--baseline-dir',
      'base',
      '--osmosis-path',
      osmosisBin,
      ...extra,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
  const dir = join(ws, '.osmosis/ci', runName);
  const result = JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as EvalRunResult;
  const viewer = await readFile(join(dir, 'viewer.html'), 'utf8');
  return { run, result, requests: server.requests.slice(before), viewer };
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script, apiKey: 'dummy' });
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-errors-')), 'ws'),
    EXAMPLE_DIR,
  );
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  // The ten quickstart rows and a second copy of each (its prompt marked), so one row is 5% of the run.
  const rows = (await readFile(join(ws, 'data/quickstart.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { user_prompt: string; ground_truth: string });
  const again = rows.map((row) => ({ ...row, user_prompt: `${row.user_prompt}${AGAIN}` }));
  await writeFile(
    join(ws, 'data/twenty.jsonl'),
    `${[...rows, ...again].map((row) => JSON.stringify(row)).join('\n')}\n`,
  );
  light = await evalRun('light', LIGHT_FAILING, ['--save-baseline']);
  heavy = await evalRun('heavy', HEAVY_FAILING, ['--max-regression', '0.05']);
  // The history of three default-branch runs: the baseline's and two copies of it (test/helpers/history-fixture.ts).
  await repeatNewestRun(join(ws, 'base/history.json'), 2);
  judgedByHistory = await evalRun('history-judged', ONE_STEADY_ROW, [
    '--max-regression',
    '0',
    // Budget enough to re-run a flipped row: counted as a failure, row 10 would be re-run and fail again.
    '--rerun-budget',
    '3',
  ]);
}, 2 * TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('provider errors on the real CLI', () => {
  it('one row in twenty (5%) failing at the provider: judged, the errored row named as a provider error', () => {
    expect(light.run.code, light.run.stderr).toBe(0);
    expect(light.result).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(light.result.errorClasses).toMatchObject({
      counts: { provider: 1, timeout: 0, infrastructure: 0, rollout: 0 },
      wrongAnswers: 4,
      inconclusiveInfrastructure: false,
    });
    expect(light.result.errorClasses?.rows).toEqual([
      { rowIndex: 12, runIndex: 0, errorClass: 'provider', errorType: 'agent_error', status: 502 },
    ]);
    expect(light.run.stdout).toContain('errors      1 provider error (row 12: HTTP 502) · 4 wrong answers');
    // Saved as the baseline, the run joins the row history without its provider error: 19 rows, not 20.
    expect(light.run.stdout + light.run.stderr).toContain(
      'Row history: this run joined it (1 of at most 20 default-branch runs, 19 rows)',
    );
  });

  it('a provider error on a row that always passed is no flip for the row history: nothing re-run, nothing regressed', () => {
    expect(judgedByHistory.run.code, judgedByHistory.run.stderr).toBe(0);
    expect(judgedByHistory.result.errorClasses?.rows).toEqual([
      { rowIndex: 10, runIndex: 0, errorClass: 'provider', errorType: 'agent_error', status: 502 },
    ]);
    // Counted as a failure, row 10 would flip against three passing runs, fail its re-runs (the provider
    // still refuses it) and block under max-regression 0.
    expect(judgedByHistory.result.baseline?.history).toMatchObject({
      runs: 3,
      reruns: { items: 0 },
      regressedRows: [],
      unjudgedRows: [],
      flipTest: { observed: 0 },
    });
    expect(judgedByHistory.result).toMatchObject({ verdict: 'passed', exitCode: 0 });
  });

  it('30% of rows failing at the provider: inconclusive: infrastructure, exit 3, no regression against the baseline', () => {
    expect(heavy.run.code, heavy.run.stderr).toBe(3);
    expect(heavy.result).toMatchObject({ verdict: 'inconclusive', exitCode: 3 });
    expect(heavy.result.errorClasses).toMatchObject({
      counts: { provider: 6, timeout: 0, infrastructure: 0, rollout: 0 },
      inconclusiveInfrastructure: true,
    });
    expect(heavy.result.errorClasses?.rows.map((row) => row.rowIndex)).toEqual([0, 1, 3, 10, 11, 13]);
    expect(heavy.run.stdout + heavy.run.stderr).toContain('Inconclusive: infrastructure. 6 of 20 rows (30%)');
    // Six rows that passed in the baseline errored here: counted as fails, they would be a significant drop
    // (6 pass-to-fail, McNemar p = 0.03) beyond max-regression 5 pp. Left out of the pairing, there is none.
    expect(heavy.result.baseline).toMatchObject({
      status: 'compared',
      paired: { passToFail: 0, failToPass: 0 },
      regression: { blocking: false },
    });
  });

  it("compares the errors with the baseline's by class, and the viewer names each errored row's class", () => {
    expect(heavy.result.errorClassChange).toEqual([
      { kind: 'provider 502', rows: 6, baselineRows: 1, isNew: false },
    ]);
    expect(heavy.run.stdout).toContain('vs baseline errors: provider 502: 6 rows (baseline 1)');
    expect(heavy.viewer).toContain('"errorClass":"provider error, HTTP 502"');
    expect(heavy.viewer).toContain('"errors vs baseline","provider 502: 6 rows (baseline 1)"');
  });

  it('each verdict states the rows run and the model calls made, as the fake provider counted them', () => {
    // The rollouts' calls as the fake saw them: each answered one, and each refused prompt once (the bridge's
    // provider client retries a 500 twice, which the fake counts and the rollout never sees); not osmosis's
    // preflight, which answers with the default reply.
    const rolloutCalls = (requests: RecordedRequest[]) =>
      requests.filter((r) => r.status < 400 && r.matched !== null).length +
      new Set(requests.filter((r) => r.status >= 400).map((r) => r.lastUserMessage)).size;
    expect(rolloutCalls(light.requests)).toBe(20);
    expect(light.requests.length).toBeGreaterThan(21);
    expect(light.result.evidence).toEqual({ rowsRun: 20, rowsGraded: 19, resumedRows: 0, modelCalls: 20 });
    expect(heavy.result.evidence).toMatchObject({ rowsRun: 20, rowsGraded: 14 });
    expect(heavy.result.evidence?.modelCalls).toBe(rolloutCalls(heavy.requests));
    expect(light.run.stdout).toContain('evidence    20 rows run (19 graded), 20 model calls');
  });
});
