/**
 * The managed-run example workflows (examples/workflows/managed-eval.yml, managed-benchmark.yml) on a
 * pull_request event through act in host mode: our actions as `osmosis-ci/osmosis-ci@v1` (the committed
 * dist/), the real osmosis CLI, the fake Osmosis platform and the fake GitHub API, all on 127.0.0.1.
 *
 * The examples run as written but for the config paths and secret names of the quickstart workspace, a
 * threshold taken from a variable, and a short poll-interval. eval-submit posts one sticky comment and
 * updates it on a re-run; benchmark-submit gets its own comment, with a table per agent.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    script: { storedSecrets: [{ name: 'OPENAI_API_KEY' }] },
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
  return text
    .replace('configs/eval/my-rollout.toml', 'configs/eval/quickstart.toml')
    .replace('configs/benchmark/terminal-bench.toml', 'configs/benchmark/tbench.toml')
    .replace(
      'OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}',
      'QUICKSTART_TOKEN=${{ secrets.QUICKSTART_TOKEN }}',
    )
    .replace(/min-pass-rate: "[0-9.]+"/, 'min-pass-rate: ${{ vars.MIN_PASS_RATE }}')
    .replace(/( +)osmosis-token: (.*)\n/, '$1osmosis-token: $2\n$1poll-interval: "0.05"\n');
}

async function runExample(name: string, file: string, vars: Record<string, string>): Promise<ActRun> {
  const workspace = await makeWorkspace(join(suite, name), {
    copyFrom: join(REPO_ROOT, 'examples/quickstart'),
    files: {
      [`.github/workflows/${file}`]: await example(file),
      'configs/benchmark/tbench.toml': BENCHMARK_CONFIG,
    },
  });
  // osmosis scopes every platform request to the github.com origin.
  await run('git', ['remote', 'add', 'origin', 'https://github.com/acme/widgets.git'], { cwd: workspace });
  return runAct({
    act,
    workspace,
    workflow: `.github/workflows/${file}`,
    event: 'pull_request',
    eventFile: join(REPO_ROOT, 'test/e2e/events/pull_request.json'),
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
  it('eval-submit judges the PR head and posts one sticky comment, updated on a re-run', async () => {
    const first = await runExample('managed-eval-pass', 'managed-eval.yml', { MIN_PASS_RATE: '0.75' });
    expect(first.code, tail(first)).toBe(0);
    expect(platform.commits('eval').at(-1)).toMatchObject({ commit_sha: PR_HEAD, status: 201 });
    expect(first.output).toContain(`Judging the PR head ${PR_HEAD.slice(0, 7)}`);
    let comments = evalComments();
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(
      /^<!-- osmosis-ci:comment:[^>]+ -->\n### ✅ osmosis managed eval passed/,
    );
    expect(comments[0]?.body).toContain('**Code** `0000000` (PR head)');

    const second = await runExample('managed-eval-fail', 'managed-eval.yml', { MIN_PASS_RATE: '0.9' });
    expect(second.code, tail(second)).not.toBe(0);
    comments = evalComments();
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/### ❌ osmosis managed eval failed/);
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
