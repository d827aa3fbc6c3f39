/**
 * grader-change on the REAL osmosis CLI and SDK; only the model is fake. The default branch's run (the
 * quickstart's strict grader, the model right on 8 of 10 rows) is saved as the baseline from a commit.
 * A pull request then makes the grader always return 1 while the model answers worse (right on 2 rows):
 * as graded it passes 100%. By default (compare) eval-run re-grades the pull request's samples with the
 * base grader read from the baseline's commit with git, and the baseline's samples with the new grader,
 * and the gate judges the behaviour under the base grader: the step fails, and the comment shows that
 * behaviour and the grader's effect apart. The same finished run judged again with `--grader-change
 * warn` passes with a warning; that judgement (both re-grades among it) makes no model call at all.
 * Then the other way round, reusing that pull request's run: committed with its always-1 grader, it is
 * saved as the baseline of a branch whose grader has that bug, and a pull request that only fixes the
 * grader (back to the strict one, the model answering as before) shows the grader's effect and no
 * behaviour change, and is not failed though its pass rate as graded drops. Four osmosis runs in all;
 * the re-grades are Python starts in the rollout's environment.
 */
import { execFileSync } from 'node:child_process';
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
const ROWS = 10;
const STRICT_GRADE =
  'correct = ctx.label is not None and _normalize(answer) == _normalize(ctx.label)\n        ctx.set_reward(1.0 if correct and _token_ok() else 0.0)';
/** The grader a pull request could sneak in: every answer passes. */
const ALWAYS_ONE = 'ctx.set_reward(1.0)';

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let baseSha: string;
let base: { run: Finished; result: EvalRunResult };
let compared: { run: Finished; result: EvalRunResult; modelCalls: number; comment: string };
let warned: { run: Finished; result: EvalRunResult; modelCalls: number };
let buggySha: string;
let fixed: { run: Finished; result: EvalRunResult; modelCalls: number; comment: string };

function evalRun(runName: string, extra: string[], baselineDir = 'baseline'): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/quickstart.jsonl',
      '--run-name',
      runName,
      '--baseline-dir',
      baselineDir,
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...extra,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: ws,
    encoding: 'utf8',
  }).trim();

function printed(run: Finished): EvalRunResult {
  try {
    return JSON.parse(run.stdout) as EvalRunResult;
  } catch {
    throw new Error(`eval-run printed no result (exit ${run.code}): ${run.stderr.slice(-2000)}`);
  }
}

async function counted(runName: string, extra: string[], baselineDir?: string) {
  const before = server.calls;
  const run = await evalRun(runName, extra, baselineDir);
  return { run, result: printed(run), modelCalls: server.calls - before };
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script, apiKey: 'dummy' });
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-change-')), 'ws'),
    EXAMPLE_DIR,
  );
  git('add', '-A');
  git('commit', '-qm', 'base');
  baseSha = git('rev-parse', 'HEAD');
  const saved = await evalRun('base', ['--save-baseline']);
  base = { run: saved, result: printed(saved) };
  if (saved.code !== 0) throw new Error(`the baseline's run failed: ${saved.stderr.slice(-2000)}`);
  // The pull request: the grader passes everything, and the model is right on two rows only.
  const main = join(ws, 'rollouts/quickstart/main.py');
  const text = await readFile(main, 'utf8');
  if (!text.includes(STRICT_GRADE)) throw new Error('main.py no longer holds the strict grade');
  await writeFile(main, text.replace(STRICT_GRADE, ALWAYS_ONE));
  const kept = new Set(['What is 2 + 3?', 'capital of France']);
  server.setScript({
    ...script,
    rules: (script.rules ?? []).map((rule) => (kept.has(rule.match) ? rule : { ...rule, reply: 'wrong' })),
  });
  const pr = await counted('pr', ['--max-regression', '0.1']);
  // The same run name writes the same report.md: read before the run is judged again.
  compared = { ...pr, comment: await readFile(join(ws, '.osmosis/ci/pr/report.md'), 'utf8') };
  warned = await counted('pr', ['--max-regression', '0.1', '--grader-change', 'warn']);
  // A branch whose grader has the always-1 bug: the pull request's run, judged again (no model call), is
  // its baseline. The fix restores the strict grader; the model answers as in that run.
  git('add', '-A');
  git('commit', '-qm', 'the grader passes everything');
  buggySha = git('rev-parse', 'HEAD');
  const savedBuggy = await evalRun('pr', ['--save-baseline'], 'baseline-buggy');
  if (savedBuggy.code !== 0)
    throw new Error(`saving the buggy baseline failed: ${savedBuggy.stderr.slice(-2000)}`);
  await writeFile(main, text);
  const fix = await counted('fix', ['--max-regression', '0.1'], 'baseline-buggy');
  fixed = { ...fix, comment: await readFile(join(ws, '.osmosis/ci/fix/report.md'), 'utf8') };
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('grader-change on the real CLI: a pull request that makes the grader always pass', () => {
  it('the baseline records the commit it was saved from', async () => {
    expect(base.run.code, base.run.stderr).toBe(0);
    expect(base.result.metrics).toMatchObject({ total: ROWS, passed: 8 });
    const rows = JSON.parse(await readFile(join(ws, 'baseline/rows.json'), 'utf8')) as {
      source?: { sha?: string };
    };
    expect(rows.source?.sha).toBe(baseSha);
  });

  it('compare (the default): judged under the base grader, the step fails; the comment shows both effects', async () => {
    const { run, result, modelCalls, comment } = compared;
    expect(run.code, run.stderr).toBe(1);
    // As graded by the new grader every row passes: the threshold gate alone would let it through.
    expect(result.metrics).toMatchObject({ total: ROWS, passed: ROWS });
    expect(result.verdict).toBe('failed');
    expect(modelCalls).toBe(ROWS + PREFLIGHT);
    const change = result.baseline?.graderChange;
    expect(change).toMatchObject({
      mode: 'compare',
      judged: 'base-grader',
      blocking: false,
      baseGrader: { commit: baseSha, file: 'rollouts/quickstart/main.py' },
      // The pull request's samples under the base grader: right on 2 of 10.
      pullRequest: { samples: ROWS, regraded: ROWS, storedPassed: ROWS, regradedPassed: 2, notRegraded: 0 },
      // The baseline's samples under the new grader: 8 → 10 of 10.
      baselineSamples: {
        samples: ROWS,
        regraded: ROWS,
        storedPassed: 8,
        regradedPassed: ROWS,
        notRegraded: 0,
      },
      notes: [],
    });
    expect(change?.graderEffect).toBeCloseTo(0.2, 10);
    expect(change?.message).toBe(
      "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader change alone: +20.0 pp (on the baseline's 10 samples)",
    );
    // The gate judged the re-graded outcomes: six rows pass in the baseline and fail under the base grader.
    expect(result.baseline?.paired).toMatchObject({ passToFail: 6, failToPass: 0, significant: true });
    expect(result.baseline?.regression?.blocking).toBe(true);
    expect(comment).toContain('**Grader changed**, judged under the base grader');
    expect(comment).toContain('behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression)');
    expect(comment).toContain('grader change alone: +20.0 pp');
    expect(comment).toMatch(/grader changed: main\.py QuickstartGrader/);
  });

  it('warn: the same finished run passes with a warning, and the re-grades call no model', () => {
    const { run, result, modelCalls } = warned;
    expect(run.code, run.stderr).toBe(0);
    // No min-pass-rate: judged by max-regression alone, which lets it through.
    expect(result.verdict).toBe('not-gated');
    expect(modelCalls).toBe(0);
    expect(result.baseline?.graderChange).toMatchObject({
      mode: 'warn',
      judged: 'as-graded',
      blocking: false,
      pullRequest: { regraded: ROWS, regradedPassed: 2 },
      baselineSamples: { regraded: ROWS, regradedPassed: ROWS },
    });
    expect(result.baseline?.regression?.blocking).toBe(false);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^grader-change: warn: the grader changed since the baseline; judged as graded by the new grader, which may hide or make a change in quality \(behaviour under the base grader: 20\.0% vs 80\.0%/,
        ),
      ]),
    );
  });

  it('a pull request that only fixes a grader bug: a grader effect, no behaviour change, not failed', () => {
    const { run, result, modelCalls, comment } = fixed;
    expect(run.code, run.stderr).toBe(0);
    // As graded by the fixed grader: 2 of 10, against the buggy baseline's 10 of 10.
    expect(result.metrics).toMatchObject({ total: ROWS, passed: 2 });
    expect(modelCalls).toBe(ROWS + PREFLIGHT);
    const change = result.baseline?.graderChange;
    expect(change).toMatchObject({
      mode: 'compare',
      judged: 'base-grader',
      baseGrader: { commit: buggySha },
      // The same answers under the buggy base grader: 10 of 10, as in the baseline.
      pullRequest: { regraded: ROWS, storedPassed: 2, regradedPassed: ROWS, notRegraded: 0 },
      // The baseline's samples under the fixed grader: 10 → 2 of 10.
      baselineSamples: { regraded: ROWS, storedPassed: ROWS, regradedPassed: 2, notRegraded: 0 },
      notes: [],
    });
    expect(change?.graderEffect).toBeCloseTo(-0.8, 10);
    expect(change?.message).toBe(
      "behaviour under the base grader: 100.0% vs 100.0% (+0.0 pp); grader change alone: −80.0 pp (on the baseline's 10 samples)",
    );
    expect(result.baseline?.paired).toMatchObject({ passToFail: 0, failToPass: 0 });
    expect(result.baseline?.regression?.blocking ?? false).toBe(false);
    expect(result.verdict).not.toBe('failed');
    expect(comment).toContain('behaviour under the base grader: 100.0% vs 100.0% (+0.0 pp)');
    expect(comment).toContain('grader change alone: −80.0 pp');
  });
});
