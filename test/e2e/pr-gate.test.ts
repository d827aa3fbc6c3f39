/**
 * The PR-gate example workflow (examples/workflows/pr-gate.yml) as a user would run it, through act in
 * host mode: a copy of examples/quickstart with the workflow in .github/workflows/, our actions given to
 * act as `osmosis-ci/osmosis-ci@v1` (the committed dist/), the real osmosis CLI, and the fake model.
 *
 * The example is run unchanged except for one appended step (`if: always()`) that checks the outputs and
 * the files the eval left, so act's exit code and log carry the verdict. act discards the job summary
 * between steps, so the report file stands for it.
 *
 * Two runs share one tool cache, as two jobs on one self-hosted runner would: the first installs osmosis
 * (setup-osmosis cache-hit false) and passes at a threshold below the example's pass rate (0.8); the
 * second finds osmosis where the first left it (cache-hit true) and fails above it, report written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CACHE_SHA,
  type ActRun,
  ensureAct,
  makeWorkspace,
  OUR_ACTIONS,
  OUR_REF,
  osmosisJobEnv,
  RUNTIME_TOKEN,
  removeSuite,
  runAct,
  stageCacheStandIn,
  stageOurActions,
  suiteDir,
  tail,
} from './harness.js';

let act: string;
let suite: string;
let model: ModelServer;
let cacheServer: CacheServer;
let github: GitHubApi;
let ours: string;
let cacheStandIn: string;

/** Appended to the example's job: compares the eval's outputs and files with EXPECT_* (set per run). */
const ASSERT_STEP = {
  name: 'e2e assertions',
  if: 'always()',
  env: {
    EXPECT_VERDICT: '${{ vars.EXPECT_VERDICT }}',
    EXPECT_EXIT_CODE: '${{ vars.EXPECT_EXIT_CODE }}',
    EXPECT_CACHE_HIT: '${{ vars.EXPECT_CACHE_HIT }}',
    SETUP_CACHE_HIT: '${{ steps.setup.outputs.cache-hit }}',
    OSMOSIS_PATH: '${{ steps.setup.outputs.osmosis-path }}',
    OSMOSIS_VERSION: '${{ steps.setup.outputs.osmosis-version }}',
    EVAL_OUTCOME: '${{ steps.eval.outcome }}',
    VERDICT: '${{ steps.eval.outputs.verdict }}',
    PASS_RATE: '${{ steps.eval.outputs.pass-rate }}',
    PASSED: '${{ steps.eval.outputs.passed }}',
    FAILED: '${{ steps.eval.outputs.failed }}',
    TOTAL: '${{ steps.eval.outputs.total }}',
    RUN_NAME: '${{ steps.eval.outputs.run-name }}',
    RUN_DIR: '${{ steps.eval.outputs.run-dir }}',
    RESULT_JSON: '${{ steps.eval.outputs.result-json }}',
    REPORT: '${{ steps.eval.outputs.report-markdown }}',
    EXIT_CODE: '${{ steps.eval.outputs.exit-code }}',
    LEFT_STEP: '${{ steps.left.outcome }}',
  },
  run: `set -u
failed=0
check() { if [ "$2" != "$3" ]; then echo "FAIL $1: got '$2', want '$3'"; failed=1; fi; }
check setup.cache-hit "$SETUP_CACHE_HIT" "$EXPECT_CACHE_HIT"
check setup.osmosis-version "$OSMOSIS_VERSION" 0.3.8
check osmosis-path-runs "$("$OSMOSIS_PATH" --version >/dev/null 2>&1 && echo yes)" yes
check eval.outcome "$EVAL_OUTCOME" "$([ "$EXPECT_EXIT_CODE" = 0 ] && echo success || echo failure)"
check verdict "$VERDICT" "$EXPECT_VERDICT"
check exit-code "$EXIT_CODE" "$EXPECT_EXIT_CODE"
check pass-rate "$PASS_RATE" 0.8
check passed/failed/total "$PASSED/$FAILED/$TOTAL" 8/0/10
check run-name "$RUN_NAME" quickstart-pr42
check journal "$(test -f "$RUN_DIR/index.jsonl" && echo present)" present
check result.verdict "$(jq -r .verdict "$RESULT_JSON")" "$EXPECT_VERDICT"
check result.passRate "$(jq -r .metrics.passRate "$RESULT_JSON")" 0.8
check report-mentions-verdict "$(grep -c -i "$EXPECT_VERDICT" "$REPORT" | awk '{print ($1 > 0) ? "yes" : "no"}')" yes
check what-the-eval-left-step "$LEFT_STEP" success
[ "$failed" = 0 ] && echo "E2E-ASSERTIONS-PASSED pr-gate verdict=$VERDICT"
exit "$failed"
`,
};

/** examples/workflows/eval-one-step.yml (the root action) with a step that checks its outputs. */
async function oneStepWorkflow(): Promise<string> {
  const workflow = parse(await readFile(join(REPO_ROOT, 'examples/workflows/eval-one-step.yml'), 'utf8'));
  const steps = workflow.jobs.eval.steps as Array<Record<string, unknown>>;
  steps.push({
    name: 'e2e assertions',
    if: 'always()',
    env: {
      VERDICT: '${{ steps.eval.outputs.verdict }}',
      EXIT_CODE: '${{ steps.eval.outputs.exit-code }}',
      PASS_RATE: '${{ steps.eval.outputs.pass-rate }}',
      RUN_NAME: '${{ steps.eval.outputs.run-name }}',
      RESULT_JSON: '${{ steps.eval.outputs.result-json }}',
      OSMOSIS_PATH: '${{ steps.eval.outputs.osmosis-path }}',
      OSMOSIS_VERSION: '${{ steps.eval.outputs.osmosis-version }}',
      CACHE_HIT: '${{ steps.eval.outputs.cache-hit }}',
    },
    run: `set -u
failed=0
check() { if [ "$2" != "$3" ]; then echo "FAIL $1: got '$2', want '$3'"; failed=1; fi; }
check osmosis-version "$OSMOSIS_VERSION" 0.3.8
check osmosis-path-runs "$("$OSMOSIS_PATH" --version >/dev/null 2>&1 && echo yes)" yes
check cache-hit "$CACHE_HIT" true
check verdict "$VERDICT" inconclusive
check exit-code "$EXIT_CODE" 0
check pass-rate "$PASS_RATE" 0.8
check run-name "$RUN_NAME" quickstart-feature
check result.gate.gateOn "$(jq -r .gate.gateOn "$RESULT_JSON")" lower-bound
[ "$failed" = 0 ] && echo "E2E-ASSERTIONS-PASSED one-step verdict=$VERDICT"
exit "$failed"
`,
  });
  return stringify(workflow, { lineWidth: 0 });
}

async function prGateWorkflow(): Promise<string> {
  const workflow = parse(await readFile(join(REPO_ROOT, 'examples/workflows/pr-gate.yml'), 'utf8'));
  const steps = workflow.jobs.eval.steps as Array<Record<string, unknown>>;
  const left = steps.find((step) => step.name === 'What the eval left');
  if (!left) throw new Error('pr-gate.yml has no "What the eval left" step');
  left.id = 'left';
  steps.push(ASSERT_STEP);
  return stringify(workflow, { lineWidth: 0 });
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('pr-gate');
  const script = JSON.parse(await readFile(join(REPO_ROOT, 'examples/quickstart/model-script.json'), 'utf8'));
  model = await startModelServer({ script });
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
  github = await startGitHubApi({ token: 'fake-token' });
  ours = await stageOurActions(join(suite, 'osmosis-ci'));
  cacheStandIn = await stageCacheStandIn(join(suite, 'actions-cache'));
});

afterAll(async () => {
  await model?.close();
  await cacheServer?.close();
  await github?.close();
  if (suite) await removeSuite(suite);
});

async function runGate(
  name: string,
  vars: Record<string, string>,
  workflow: { file: string; text: string; event: 'pull_request' | 'workflow_dispatch' } | null = null,
): Promise<ActRun> {
  const wf = workflow ?? {
    file: 'pr-gate.yml',
    text: await prGateWorkflow(),
    event: 'pull_request' as const,
  };
  const workspace = await makeWorkspace(join(suite, name), {
    copyFrom: join(REPO_ROOT, 'examples/quickstart'),
    files: { [`.github/workflows/${wf.file}`]: wf.text },
  });
  return runAct({
    act,
    workspace,
    workflow: `.github/workflows/${wf.file}`,
    event: wf.event,
    eventFile: wf.event === 'pull_request' ? join(REPO_ROOT, 'test/e2e/events/pull_request.json') : undefined,
    suiteDir: suite,
    localRepositories: {
      [`${OUR_ACTIONS}@${OUR_REF}`]: ours,
      [`actions/cache@${ACTIONS_CACHE_SHA}`]: cacheStandIn,
    },
    cache: { version: 'v2', url: cacheServer.url },
    env: {
      // The one suite whose runner has no uv yet: setup-osmosis installs it, then osmosis, as on a fresh runner.
      ...osmosisJobEnv(model.url, suite, { uvInstalled: false }),
      // The sticky PR comment goes to the loopback GitHub fake.
      GITHUB_API_URL: github.url,
    },
    // The examples read the model's key from this secret (the fake model accepts any).
    secrets: { QUICKSTART_TOKEN: 'osmosis-ci-demo-token', OPENAI_API_KEY: 'fake-key' },
    vars,
    logName: name,
  });
}

describe('examples/workflows/pr-gate.yml under act', () => {
  it('passes below the pass rate (0.8), installing osmosis into the runner tool cache', async () => {
    const run = await runGate('pass', {
      MIN_PASS_RATE: '0.75',
      EXPECT_VERDICT: 'passed',
      EXPECT_EXIT_CODE: '0',
      EXPECT_CACHE_HIT: 'false',
    });
    expect(run.code, tail(run)).toBe(0);
    expect(run.output, tail(run)).toContain('E2E-ASSERTIONS-PASSED pr-gate verdict=passed');
    expect(run.output).toContain('LocalRepositoryCache matched');
    // The example's own step printed the report.
    expect(run.output).toMatch(/verdict=passed pass-rate=0\.8 \(8\/10\)/);
    // One sticky comment on the pull request (#42 in the event file), with the verdict first.
    const comments = github.comments('acme/widgets', 42);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^<!-- osmosis-ci:comment:[^>]+ -->\n### ✅ osmosis eval passed/);
  });

  it('fails above it, with the report and outputs written; osmosis is found where the first run left it', async () => {
    const run = await runGate('fail', {
      MIN_PASS_RATE: '0.9',
      EXPECT_VERDICT: 'failed',
      EXPECT_EXIT_CODE: '1',
      EXPECT_CACHE_HIT: 'true',
    });
    expect(run.code, tail(run)).not.toBe(0);
    expect(run.output, tail(run)).toContain('E2E-ASSERTIONS-PASSED pr-gate verdict=failed');
    expect(run.output).toMatch(/verdict=failed pass-rate=0\.8 \(8\/10\)/);
    // The same comment, updated in place: still one, now failed.
    const comments = github.comments('acme/widgets', 42);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/### ❌ osmosis eval failed: pass rate 80\.0% < 90\.0% threshold/);
  });

  it('the one-step root action (eval-one-step.yml): lower-bound gate, inconclusive and allowed', async () => {
    const run = await runGate(
      'one-step',
      {},
      {
        file: 'eval-one-step.yml',
        text: await oneStepWorkflow(),
        event: 'workflow_dispatch',
      },
    );
    expect(run.code, tail(run)).toBe(0);
    expect(run.output, tail(run)).toContain('E2E-ASSERTIONS-PASSED one-step verdict=inconclusive');
  });
});
