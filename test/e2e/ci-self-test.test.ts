/**
 * The Linux leg of this repository's own CI self-test (.github/workflows/ci.yml, job `self-test`) under act
 * in host mode, as GitHub runs it on a pull request: a checkout of this repository (the committed dist/,
 * the actions, the example workspace and the fake model), `uses: ./actions/setup-osmosis` and
 * `./actions/eval-run` from that checkout, the fake model started inside the job, and the job's own last
 * step checking the verdict and the outputs. Only `--matrix os:ubuntu-latest` runs here; macOS and
 * Windows run on GitHub.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { harnessAvailable, harnessMissingMessage } from '../helpers/osmosis-env.js';
import {
  ensureAct,
  makeWorkspace,
  osmosisJobEnv,
  RUNTIME_TOKEN,
  removeSuite,
  runAct,
  stageRepoFiles,
  suiteDir,
  tail,
} from './harness.js';

/** What the self-test job reads from the checkout. */
const CHECKOUT = [
  '.github/workflows/ci.yml',
  'action.yml',
  'actions',
  'dist',
  'examples/quickstart',
  'test/fakes',
  'package.json',
];

let act: string;
let suite: string;
let cacheServer: CacheServer;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('ci-self-test');
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
});

afterAll(async () => {
  await cacheServer?.close();
  if (suite) await removeSuite(suite);
});

describe('.github/workflows/ci.yml self-test (ubuntu leg) under act', () => {
  it('sets up osmosis and runs the example eval from the checkout: verdict passed, pass rate 0.8', async () => {
    const repo = await stageRepoFiles(join(suite, 'osmosis-ci'), CHECKOUT);
    await makeWorkspace(repo, { files: {} });
    // The harness's Python and uv cache (this machine has no Python >= 3.12 for uv to find, and uv may not
    // download one). No model settings: the job starts its own fake model and points LiteLLM at it.
    const env = Object.fromEntries(
      Object.entries(osmosisJobEnv('http://127.0.0.1:9', suite)).filter(
        ([name]) => !name.startsWith('OPENAI_'),
      ),
    );
    const run = await runAct({
      act,
      workspace: repo,
      workflow: '.github/workflows/ci.yml',
      event: 'push',
      suiteDir: suite,
      localRepositories: {},
      cache: { version: 'v2', url: cacheServer.url },
      env,
      logName: 'self-test',
      extraArgs: ['-j', 'self-test', '--matrix', 'os:ubuntu-latest'],
    });
    expect(run.code, tail(run)).toBe(0);
    expect(run.output, tail(run)).toContain('SELF-TEST-PASSED verdict=passed');
    expect(run.output).toContain('ok pass-rate = 0.8');
    expect(run.output).toContain('ok passed/failed/total = 8/0/10');
    // Every cache entry saved (a workspace under $RUNNER_TEMP, outside the job's directory), and the fake
    // model the job started is stopped by its last step.
    expect(run.output).not.toMatch(/cache failed/);
    expect(run.output).toMatch(/Success - Main Stop the fake model/);
    // The matrix leg that ran is Linux only.
    expect(run.output).not.toMatch(/self-test \((macos|windows)-latest\)/);
  });
});
