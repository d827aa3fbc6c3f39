/**
 * The managed-run example workflows (examples/workflows/managed-eval.yml, managed-benchmark.yml) on a
 * pull_request event through act in host mode: our actions as `osmosis-ci/osmosis-ci@v1` (the committed
 * dist/), the real osmosis CLI, the fake Osmosis platform and the fake GitHub API, all on 127.0.0.1.
 *
 * The examples run as written but for the config paths and secret names of the quickstart workspace
 * (its eval config pinned to 20 rows), a threshold taken from a variable, and a short poll-interval.
 * eval-submit on a push to main saves the managed baseline; on the pull request it compares with it, shows
 * the change and the flipped rows in its sticky comment (updating the one an earlier attempt left) and
 * fails on max-regression; benchmark-submit gets its own comment, with a table per agent.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker, defaultCommentKey } from '../../src/core/report/comment.js';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { benchmarkConfig } from '../helpers/managed-configs.js';
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

const BENCHMARK_CONFIG = benchmarkConfig('terminal-bench', [
  { model: 'openai/gpt-5-mini', keySecret: 'OPENAI_API_KEY', harness: 'terminus-2' },
]);
const run = promisify(execFile);
const PLATFORM_TOKEN = 'fake-osmosis-platform-token';
const PR_HEAD = '0000000000000000000000000000000000000042';
const STORED_SECRETS = [{ name: 'OPENAI_API_KEY' }];
/** An eval of 20 rows on the platform, the first `passed` of them passed and the rest graded below 1. */
const twentyRows = (passed: number) => ({
  storedSecrets: STORED_SECRETS,
  eval: {
    statuses: ['pending', 'running', 'running', 'finished'],
    results: { total: 20, passed, failed: 0, skipped: 0, passThreshold: 1 },
  },
});

let act: string;
let suite: string;
let platform: PlatformServer;
let cacheServer: CacheServer;
let github: GitHubApi;
let ours: string;
let cacheStandIn: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('managed');
  platform = await startPlatformServer({
    token: PLATFORM_TOKEN,
    script: { storedSecrets: STORED_SECRETS },
  });
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
  github = await startGitHubApi({ token: 'fake-token' });
  ours = await stageOurActions(join(suite, 'osmosis-ci'));
  cacheStandIn = await stageCacheStandIn(join(suite, 'actions-cache'));
});

afterAll(async () => {
  await platform?.close();
  await cacheServer?.close();
  await github?.close();
  if (suite) await removeSuite(suite);
});

/** An example workflow, pointed at the quickstart workspace's configs and secrets. */
async function example(file: string): Promise<string> {
  const text = await readFile(join(REPO_ROOT, 'examples/workflows', file), 'utf8');
  return (
    text
      .replace('configs/eval/my-rollout.toml', 'configs/eval/quickstart.toml')
      .replace('configs/benchmark/terminal-bench.toml', 'configs/benchmark/tbench.toml')
      .replace(
        'OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}',
        'QUICKSTART_TOKEN=${{ secrets.QUICKSTART_TOKEN }}',
      )
      .replace(/min-pass-rate: "[0-9.]+"/, 'min-pass-rate: ${{ vars.MIN_PASS_RATE }}')
      .replace(/( +)osmosis-token: (.*)\n/, '$1osmosis-token: $2\n$1poll-interval: "0.05"\n')
      // The runs share one tool cache (one self-hosted runner): the first installs osmosis, the rest find it.
      // With setup's own cache on, each later job restored the 181 MB tool archive over it (pr-gate.test.ts
      // proves that cache); the caches under test here are the managed baselines.
      .replace(
        /^( +)- uses: (osmosis-ci\/osmosis-ci\/actions\/setup-osmosis@v1)\n/m,
        '$1- uses: $2\n$1  with:\n$1    cache: "false"\n',
      )
      // act gives every run a RUNNER_TEMP of its own, where GitHub's stays put: the baseline gets a fixed one.
      .replace(
        /( +)max-regression: (.*)\n/,
        '$1max-regression: $2\n$1baseline-dir: ${{ vars.BASELINE_DIR }}\n',
      )
  );
}

/** The quickstart eval config with its rows pinned, so that two runs judge the same rows. */
async function pinnedEvalConfig(): Promise<string> {
  const text = await readFile(join(REPO_ROOT, 'examples/quickstart/configs/eval/quickstart.toml'), 'utf8');
  return text.replace('[evaluation]\n', '[evaluation]\nlimit = 20\n');
}

async function runExample(
  name: string,
  file: string,
  vars: Record<string, string>,
  event: 'pull_request' | 'push' = 'pull_request',
  /** act's GITHUB_RUN_ID: runs under one id are attempts of one workflow run (a re-run resumes its submit). */
  runId = '1',
): Promise<ActRun> {
  const workspace = await makeWorkspace(join(suite, name), {
    copyFrom: join(REPO_ROOT, 'examples/quickstart'),
    files: {
      [`.github/workflows/${file}`]: await example(file),
      'configs/benchmark/tbench.toml': BENCHMARK_CONFIG,
      'configs/eval/quickstart.toml': await pinnedEvalConfig(),
    },
  });
  // osmosis scopes every platform request to the github.com origin.
  await run('git', ['remote', 'add', 'origin', 'https://github.com/acme/widgets.git'], { cwd: workspace });
  return runAct({
    act,
    workspace,
    workflow: `.github/workflows/${file}`,
    event,
    eventFile: join(REPO_ROOT, `test/e2e/events/${event}.json`),
    suiteDir: suite,
    localRepositories: {
      [`${OUR_ACTIONS}@${OUR_REF}`]: ours,
      [`actions/cache@${ACTIONS_CACHE_SHA}`]: cacheStandIn,
    },
    cache: { version: 'v2', url: cacheServer.url },
    env: {
      ...osmosisJobEnv('http://127.0.0.1:9', suite),
      OSMOSIS_PLATFORM_URL: platform.url,
      OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
      GIT_TERMINAL_PROMPT: '0',
      GITHUB_API_URL: github.url,
      GITHUB_RUN_ID: runId,
    },
    secrets: { OSMOSIS_TOKEN: PLATFORM_TOKEN, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
    vars,
    logName: name,
  });
}

const evalComments = () =>
  github
    .comments('acme/widgets', 42)
    .filter((c) => c.body.includes('/eval-submit/configs/eval/quickstart.toml'));

describe('managed-run example workflows under act', () => {
  it('a push to main saves the baseline; the pull request shows its change and flipped rows and fails on max-regression', async () => {
    // main: 18 of 20 rows pass. A judged run on a push to the default branch saves the managed baseline.
    platform.setScript(twentyRows(18));
    const baselineDir = join(suite, 'managed-baseline');
    const main = await runExample(
      'managed-eval-main',
      'managed-eval.yml',
      { MIN_PASS_RATE: '0.75', BASELINE_DIR: baselineDir },
      'push',
    );
    expect(main.code, tail(main)).toBe(0);
    expect(platform.commits('eval').at(-1)?.commit_sha).not.toBe(PR_HEAD);
    expect(main.output).toMatch(/Saved the baseline cache as osmosis-ci-managed-baseline-v2-[0-9a-f]{16}-/);
    expect(evalComments()).toHaveLength(0); // not a pull request
    // A fresh runner: the pull request finds the baseline only through the Actions cache.
    await rm(baselineDir, { recursive: true, force: true });

    // The pull request: rows 10-17 now fail (8 of 20 flip). Its gate passes at 0.5; max-regression fails it.
    // An earlier attempt's sticky comment is there: this run updates it rather than adding one.
    const key = defaultCommentKey({
      workflow: 'managed eval',
      job: 'eval',
      kind: 'eval-submit',
      config: 'configs/eval/quickstart.toml',
    });
    github.seed('acme/widgets', 42, [
      {
        body: `${commentMarker(key)}\nan earlier attempt (/eval-submit/configs/eval/quickstart.toml)`,
      },
    ]);
    platform.setScript(twentyRows(10));
    const pr = await runExample(
      'managed-eval-pr',
      'managed-eval.yml',
      { MIN_PASS_RATE: '0.5', BASELINE_DIR: baselineDir },
      'pull_request',
      '2',
    );
    expect(pr.code, tail(pr)).not.toBe(0);
    expect(platform.commits('eval')).toHaveLength(2); // its own run, not the push's resumed
    expect(platform.commits('eval').at(-1)).toMatchObject({ commit_sha: PR_HEAD, status: 201 });
    expect(pr.output).toContain(`Judging the PR head ${PR_HEAD.slice(0, 7)}`);
    expect(pr.output).toMatch(/Restored the baseline cache from osmosis-ci-managed-baseline-v2-/);
    const comments = evalComments();
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toMatch(/^<!-- osmosis-ci:comment:[^>]+ -->\n### ❌ osmosis managed eval failed/);
    expect(body).toContain('**Code** `0000000` (PR head)');
    expect(body).toContain('| Gate | passed · pass rate vs 50.0% |');
    expect(body).toContain(
      '| Baseline | 90.0% (18/20) on `main` ([run](http://github.localhost/acme/widgets/actions/runs/1)) · change **−40.0 pp** · 8 pass→fail · 0 fail→pass of 20 paired · McNemar p = 0.0078 (significant) |',
    );
    expect(body).toContain('- **pass→fail** (8): 10, 11, 12, 13, 14, 15, 16, 17');
    expect(body).toContain(
      '❌ **max-regression:** The pass rate dropped 40.0 pp against the baseline on the same rows (p = 0.0078 < 0.05), more than max-regression 5.0 pp.',
    );
    expect(body).not.toContain('an earlier attempt');
  });

  it("benchmark-submit's comment shows the per-agent table", async () => {
    const bench = await runExample('managed-benchmark', 'managed-benchmark.yml', { MIN_PASS_RATE: '0.5' });
    expect(bench.code, tail(bench)).toBe(0);
    const comment = github
      .comments('acme/widgets', 42)
      .find((c) => c.body.includes('/benchmark-submit/configs/benchmark/tbench.toml'));
    expect(comment?.body).toMatch(/\| Agent \| pass@1 \| 95% CI \| Rank \| Verdict \|/);
    expect(comment?.body).toMatch(
      /\| Agent 1 · terminus-2 · openai\/gpt-5-mini \| 60\.0% \| 39\.0%–78\.0% \| #1 \| passed \|/,
    );
    expect(evalComments()).toHaveLength(1);
  });
});
