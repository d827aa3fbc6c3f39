/**
 * An LLM-judge grader re-graded after a change of judge model, on the REAL osmosis CLI and SDK; only the
 * model is fake, and it serves three models: the agent's (gpt-4o-mini, the config's model_path) and two
 * judges. The quickstart's grader is replaced by one that asks a judge (OpenAI's chat-completions protocol,
 * at $OPENAI_BASE_URL) whether the answer matches the label; the judge's model comes from the config's
 * [env] (JUDGE_MODEL) and its key from the config's [secrets] (JUDGE_API_KEY), as a team would pass them.
 * The default branch's run, graded by judge A, is saved as the baseline from a commit; the pull request
 * then switches the config to judge B and changes nothing else. `osmosis-ci regrade` re-scores the
 * baseline run's stored samples: the fake sees judge B's calls only, one per sample, no agent call and no
 * call to judge A, and the re-graded scores are judge B's answers. eval-run's grader-change step on the
 * pull request's run re-grades its samples with the base grader under the base commit's [env] (judge A)
 * and the baseline's under this run's (judge B): a grader effect, no behaviour change, and the gate
 * passes. The fake answers by model: a rule with `model` matches that model's requests only. Two osmosis
 * runs in all.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { RegradeSummary } from '../../src/core/grader/regrade.js';
import type { EvalRunResult } from '../../src/core/result.js';
import {
  type ModelRule,
  type ModelScript,
  type ModelServer,
  type RecordedRequest,
  startModelServer,
} from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 300_000;
const ROWS = 10;
const AGENT_MODEL = 'gpt-4o-mini';
/** The key the fake accepts, for the agent (through LiteLLM) and the judge (a config secret) alike. */
const KEY = 'osmosis-ci-judge-test-key';

const STRICT_GRADE =
  'correct = ctx.label is not None and _normalize(answer) == _normalize(ctx.label)\n        ctx.set_reward(1.0 if correct and _token_ok() else 0.0)';
/** The grader asks the judge named by $JUDGE_MODEL, with $JUDGE_API_KEY, at $OPENAI_BASE_URL (the rollout's one client). */
const JUDGE_GRADE = `base = os.environ["OPENAI_BASE_URL"].rstrip("/")
        response = await _http().post(
            base + "/chat/completions",
            headers={"Authorization": "Bearer " + os.environ["JUDGE_API_KEY"]},
            json={
                "model": os.environ["JUDGE_MODEL"],
                "messages": [
                    {
                        "role": "user",
                        "content": f"JUDGE: reference {ctx.label!r}; answer {answer!r}. Reply PASS or FAIL.",
                    }
                ],
            },
        )
        response.raise_for_status()
        verdict = response.json()["choices"][0]["message"]["content"] or ""
        ctx.set_reward(1.0 if verdict.strip() == "PASS" and _token_ok() else 0.0)`;

/** A judge that fails the given answers and passes every other. */
const judge = (model: string, fails: string[]): ModelRule[] => [
  ...fails.map((answer) => ({ model, match: `answer '${answer}'`, reply: 'FAIL' })),
  { model, match: 'JUDGE:', reply: 'PASS' },
];

let server: ModelServer;
let ws: string;
let osmosisBin: string;
let env: NodeJS.ProcessEnv;
type Counted = { finished: Finished; result: EvalRunResult; calls: Map<string, number> };
let base: Counted;
let regraded: {
  finished: Finished;
  summary: RegradeSummary;
  calls: Map<string, number>;
  asked: RecordedRequest[];
};
let pr: Counted & { comment: string };
let baseSha: string;

/** The fake's calls since `from`, by model. */
function callsByModel(from: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of server.requests.slice(from))
    counts.set(request.model ?? '(none)', (counts.get(request.model ?? '(none)') ?? 0) + 1);
  return counts;
}

/** eval-run of the quickstart config, with the calls the fake saw meanwhile, by model. */
async function evalRun(runName: string, extra: string[]): Promise<Counted> {
  const from = server.requests.length;
  const finished = await runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/quickstart.jsonl',
      '--run-name',
      runName,
      '--baseline-dir',
      'baseline',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...extra,
    ],
    { cwd: ws, env },
  );
  try {
    return { finished, result: JSON.parse(finished.stdout) as EvalRunResult, calls: callsByModel(from) };
  } catch {
    throw new Error(`eval-run printed no result (exit ${finished.code}): ${finished.stderr.slice(-2000)}`);
  }
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: ws,
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({
    // Judge A fails the two wrong answers (Ag, Jupiter); judge B also fails the right "cold".
    script: {
      ...script,
      rules: [
        ...judge('judge-a', ['Ag', 'Jupiter']),
        ...judge('judge-b', ['Ag', 'Jupiter', 'cold']),
        ...(script.rules ?? []),
      ],
    },
    apiKey: KEY,
    models: [AGENT_MODEL, 'judge-a', 'judge-b'],
  });
  ({ osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url }));
  env = { ...env, OPENAI_API_KEY: KEY, JUDGE_API_KEY: KEY, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' };
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-regrade-judge-')), 'ws'),
    EXAMPLE_DIR,
  );
  const main = join(ws, 'rollouts/quickstart/main.py');
  const source = await readFile(main, 'utf8');
  if (!source.includes(STRICT_GRADE)) throw new Error('main.py no longer holds the strict grade');
  await writeFile(main, source.replace(STRICT_GRADE, JUDGE_GRADE));
  const configPath = join(ws, 'configs/eval/quickstart.toml');
  const config = await readFile(configPath, 'utf8');
  const withJudge = (model: string) =>
    config
      .replace('[env]\n', `[env]\nJUDGE_MODEL = "${model}"\n`)
      .replace('required = ["QUICKSTART_TOKEN"]', 'required = ["QUICKSTART_TOKEN", "JUDGE_API_KEY"]');
  await writeFile(configPath, withJudge('judge-a'));
  git('add', '-A');
  git('commit', '-qm', 'base: judged by judge A');
  baseSha = git('rev-parse', 'HEAD');
  base = await evalRun('base', ['--save-baseline']);
  if (base.finished.code !== 0)
    throw new Error(`the baseline's run failed: ${base.finished.stderr.slice(-2000)}`);

  // The pull request: the config names judge B; the grader's code and the agent are unchanged.
  await writeFile(configPath, withJudge('judge-b'));
  const from = server.requests.length;
  const regrade = await runCli(
    ['regrade', 'configs/eval/quickstart.toml', '--run-name', 'base', '--osmosis-path', osmosisBin, '--json'],
    { cwd: ws, env },
  );
  try {
    const summary = JSON.parse(regrade.stdout) as RegradeSummary;
    regraded = { finished: regrade, summary, calls: callsByModel(from), asked: server.requests.slice(from) };
  } catch {
    throw new Error(`regrade printed no summary (exit ${regrade.code}): ${regrade.stderr.slice(-2000)}`);
  }
  const run = await evalRun('pr', ['--max-regression', '0.05']);
  pr = { ...run, comment: await readFile(join(ws, '.osmosis/ci/pr/report.md'), 'utf8') };
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('an LLM-judge grader after a change of judge model, on the real CLI', { shuffle: false }, () => {
  it('the baseline is graded by judge A: one judge call per row beside the agent calls', () => {
    const { finished, result, calls } = base;
    expect(finished.code, finished.stderr).toBe(0);
    expect(result.metrics).toMatchObject({ total: ROWS, passed: 8 });
    // The rows, and osmosis's one preflight probe of the agent's model.
    expect(Object.fromEntries(calls)).toEqual({ [AGENT_MODEL]: ROWS + 1, 'judge-a': ROWS });
  });

  it('regrade after the switch to judge B: judge B calls only, one per sample, and its scores', () => {
    const { finished, summary, calls } = regraded;
    expect(finished.code, finished.stderr).toBe(0);
    expect(Object.fromEntries(calls)).toEqual({ 'judge-b': ROWS });
    expect(summary).toMatchObject({
      run: 'base',
      grader: 'QuickstartGrader',
      samples: ROWS,
      regraded: ROWS,
      notRegraded: [],
      storedPassed: 8,
      // Judge B's answers: it fails "cold" (row 5) as well, which judge A passed.
      regradedPassed: 7,
      passToFail: [5],
      failToPass: [],
    });
    // Each judge B call judged one stored answer, none twice.
    expect(new Set(regraded.asked.map((request) => request.lastUserMessage)).size).toBe(ROWS);
    expect(regraded.asked.some((request) => request.lastUserMessage.includes("answer 'cold'"))).toBe(true);
  });

  it("eval-run on the pull request: re-graded under the base commit's [env] (judge A) and this run's (judge B); a grader effect, no behaviour change", () => {
    const { finished, result, calls, comment } = pr;
    expect(finished.code, finished.stderr).toBe(0);
    // As graded by judge B: 7 of 10, a 10 pp drop the baseline gate (max-regression 0.05) would fail.
    expect(result.metrics).toMatchObject({ total: ROWS, passed: 7 });
    // The rollout (agent and judge B once per row), then the two re-grades: judge A on this run's 10
    // samples, judge B on the baseline's 10. No agent call beyond the rollout's.
    expect(Object.fromEntries(calls)).toEqual({
      [AGENT_MODEL]: ROWS + 1,
      'judge-b': ROWS + ROWS,
      'judge-a': ROWS,
    });
    const change = result.baseline?.graderChange;
    expect(change).toMatchObject({
      mode: 'compare',
      judged: 'base-grader',
      changed: ['env'],
      baseGrader: { commit: baseSha, file: 'rollouts/quickstart/main.py' },
      pullRequest: { samples: ROWS, regraded: ROWS, storedPassed: 7, regradedPassed: 8, notRegraded: 0 },
      baselineSamples: { samples: ROWS, regraded: ROWS, storedPassed: 8, regradedPassed: 7, notRegraded: 0 },
      notes: [],
    });
    expect(change?.graderEffect).toBeCloseTo(-0.1, 10);
    expect(change?.message).toBe(
      "behaviour under the base grader: 80.0% vs 80.0% (+0.0 pp); grader change alone: −10.0 pp (on the baseline's 10 samples)",
    );
    expect(result.baseline?.configChanges).toContain('[env]: changed');
    expect(result.baseline?.regression?.blocking ?? false).toBe(false);
    expect(result.verdict).not.toBe('failed');
    expect(comment).toContain(
      '[env] changed (the grader may read it: an LLM judge’s model)**, judged under the base grader',
    );
    expect(comment).toContain('grader change alone: −10.0 pp');
  });
});
