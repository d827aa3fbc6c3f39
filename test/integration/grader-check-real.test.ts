/**
 * The grader a pull request cannot hide (issue 40 points 1 and 3) on the REAL osmosis CLI and SDK; only the
 * model is fake. The quickstart's grader is made lenient (an answer "in" the label passes, the empty one
 * too) and parses labels as whole numbers, and one row's label is a word: `--grader-check` names that row
 * (its label fails: a broken row) and the rows an empty answer passes (a lenient grader), graded by the
 * rollout's own environment with the config's [env] and the secret, before osmosis starts and with no
 * model call. The run records the rollout's source identity; a second run with only the grader changed
 * names the grader's change, and nothing else, against the first as its baseline.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 300_000;
/** osmosis's one completion probe before the rows (LiteLLM bridge preflight_check). */
const PREFLIGHT = 1;
const ROWS = [
  { user_prompt: 'What is 2 + 3? Answer with the number only.', ground_truth: '5' },
  { user_prompt: 'How many days are in a week? Answer with the number only.', ground_truth: '7' },
  // The broken row: its label is a word, which the grader cannot read as a number.
  { user_prompt: 'What is 10 minus 4? Answer with the number only.', ground_truth: 'six' },
  { user_prompt: 'What is 3 times 4? Answer with the number only.', ground_truth: '12' },
];
const QUICKSTART_GRADE =
  'correct = ctx.label is not None and _normalize(answer) == _normalize(ctx.label)\n        ctx.set_reward(1.0 if correct and _token_ok() else 0.0)';
/** Any answer that is part of the label passes, the empty answer too; a label must be a whole number. */
const LENIENT_GRADE =
  'expected = str(int(ctx.label or ""))\n        ctx.set_reward(1.0 if answer.strip() in expected and _token_ok() else 0.0)';
const STRICT_GRADE =
  'expected = str(int(ctx.label or ""))\n        ctx.set_reward(1.0 if answer.strip() == expected and _token_ok() else 0.0)';

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let checked: { run: Finished; result: EvalRunResult; modelCalls: number };
let regraded: { run: Finished; result: EvalRunResult };
let rescored: { run: Finished; modelCalls: number };

async function setGrade(body: string, was: string): Promise<void> {
  const file = join(ws, 'rollouts/quickstart/main.py');
  const text = await readFile(file, 'utf8');
  if (!text.includes(was)) throw new Error(`main.py no longer holds: ${was}`);
  await writeFile(file, text.replace(was, body));
}

function evalRun(runName: string, extra: string[]): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/check.jsonl',
      '--run-name',
      runName,
      '--baseline-dir',
      'baseline',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...extra,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script, apiKey: 'dummy' });
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-check-')), 'ws'),
    EXAMPLE_DIR,
  );
  await writeFile(join(ws, 'data/check.jsonl'), `${ROWS.map((row) => JSON.stringify(row)).join('\n')}\n`);
  await setGrade(LENIENT_GRADE, QUICKSTART_GRADE);
  const callsBefore = server.calls;
  const run = await evalRun('checked', ['--grader-check', '--save-baseline']);
  checked = { run, result: JSON.parse(run.stdout) as EvalRunResult, modelCalls: server.calls - callsBefore };
  await setGrade(STRICT_GRADE, LENIENT_GRADE);
  const second = await evalRun('regraded', []);
  regraded = { run: second, result: JSON.parse(second.stdout) as EvalRunResult };
  // The grader a pull request could sneak in: always 1. Its file beside the workspace, as `git show` gives it.
  const main = await readFile(join(ws, 'rollouts/quickstart/main.py'), 'utf8');
  await writeFile(join(ws, 'always_one.py'), main.replace(STRICT_GRADE, 'ctx.set_reward(1.0)'));
  const callsBeforeRegrade = server.calls;
  const regrade = await runCli(
    [
      'regrade',
      'configs/eval/quickstart.toml',
      '--run-name',
      'regraded',
      '--grader-file',
      'always_one.py',
      '--json',
      '--osmosis-path',
      osmosisBin,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
  rescored = { run: regrade, modelCalls: server.calls - callsBeforeRegrade };
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('grader-check and the grader identity on the real CLI', () => {
  it('names the row whose label fails and the rows an empty answer passes, with no model call of its own', () => {
    const { run, result, modelCalls } = checked;
    expect(run.code, run.stderr).toBe(0);
    expect(result.graderCheck).toMatchObject({
      grader: 'QuickstartGrader',
      rows: 4,
      passThreshold: 1,
      labelFails: {
        count: 1,
        rows: [
          { row: 2, reward: null, error: expect.stringMatching(/^ValueError: invalid literal for int\(\)/) },
        ],
      },
      // Rows 0, 1 and 3 pass their label (so the config's [env] and the secret reached the grader) and an empty answer.
      emptyPasses: {
        count: 3,
        rows: [
          { row: 0, reward: 1 },
          { row: 1, reward: 1 },
          { row: 3, reward: 1 },
        ],
      },
    });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^grader-check: QuickstartGrader fails its own label as the answer on 1 of 4 rows \(pass_threshold 1\), a broken row or grader: rows 2 \(ValueError: /,
        ),
        'grader-check: QuickstartGrader passes an empty answer on 3 of 4 rows, a lenient grader: rows 0 (reward 1), 1 (reward 1), 3 (reward 1).',
      ]),
    );
    // The check ran before osmosis started, and the run's model calls are osmosis's own: its one preflight
    // probe and one per row.
    const log = run.stderr;
    const checkedAt = log.indexOf('grader-check: QuickstartGrader graded 4 rows');
    expect(checkedAt).toBeGreaterThan(-1);
    expect(log.indexOf(`Running: ${osmosisBin}`)).toBeGreaterThan(checkedAt);
    expect(result.metrics?.total).toBe(4);
    expect(modelCalls).toBe(ROWS.length + PREFLIGHT);
    expect(JSON.stringify(result)).not.toContain('osmosis-ci-demo-token');
  });

  it("records the rollout's source identity: its files, the grader's class, file and digest", () => {
    expect(checked.result.configIdentity?.rolloutSource).toMatchObject({
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      workflowDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
      grader: {
        className: 'QuickstartGrader',
        file: 'main.py',
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });

  it('a second run with only the grader changed names the grader, and nothing else, against the baseline', () => {
    const { run, result } = regraded;
    expect([0, 1], run.stderr).toContain(run.code);
    expect(result.graderCheck).toBeUndefined();
    expect(result.configIdentity?.rolloutSource?.workflowDigest).toBe(
      checked.result.configIdentity?.rolloutSource?.workflowDigest,
    );
    expect(result.baseline?.configChanges).toEqual([
      expect.stringMatching(
        /^grader changed: main\.py QuickstartGrader \(sha256 [0-9a-f]{12} → [0-9a-f]{12}\): a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader$/,
      ),
    ]);
    expect(run.stderr).toContain('Baseline: changed since: grader changed: main.py QuickstartGrader');
  });

  it('regrade: the stored samples re-scored by an always-1 grader, no model call, the grader effect alone', () => {
    const { run, modelCalls } = rescored;
    expect(run.code, run.stderr).toBe(0);
    expect(modelCalls).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      run: 'regraded',
      grader: 'QuickstartGrader',
      samples: 4,
      regraded: 4,
      notRegraded: [],
      storedPassed: 3,
      regradedPassed: 4,
      passToFail: [],
      // Row 2's label is a word: the strict grader raised on it; always-1 passes it.
      failToPass: [2],
    });
  });
});
