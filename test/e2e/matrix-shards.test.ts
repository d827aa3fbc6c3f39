/**
 * examples/workflows/eval-matrix.yml under act: three matrix legs each run a third of the quickstart's rows
 * (`shard: i/3`, the root action, the real osmosis CLI, the fake model) and upload their journals; the gate
 * job downloads them and eval-merge gives one result, one gate, one sticky comment and one exit code. The
 * artifacts travel through the real @actions/artifact client (in the upload/download-artifact stand-ins)
 * and a loopback fake of the artifact service, which shares one ACTIONS_RESULTS_URL with the cache fake as
 * GitHub's results service does.
 *
 * The merge must give the unsharded run's result: 0.8, 8/0/10, what the quickstart gives unsharded under
 * act (resume.test.ts, pr-gate.test.ts) and at the CLI (test/integration/shards-real.test.ts compares a
 * merge with a real unsharded run row by row). An unsharded job here would be a fourth osmosis run at once
 * on the same cores for a number those tests already pin. A second run lets only legs 1 and 2 run (act's
 * --matrix filter): the merge must fail and name the missing shard (its legs find their journals in the
 * cache and pay nothing again).
 *
 * Before them, the same workflow on a push to main: the legs are not saved as the baseline (a leg is part of
 * the rows), the merge saves the merged run as the baseline once; the pull request's merge restores it from
 * the Actions cache and gates on max-regression (issue 45 point 4).
 *
 * act runs the legs at once on this one machine, sharing one tool cache: setup-osmosis installs under a
 * lock, so one leg installs osmosis and the others wait and find it.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { type ArtifactServer, runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { type ResultsService, startResultsService } from '../fakes/results-service.mjs';
import { harnessAvailable, harnessMissingMessage } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CACHE_SHA,
  ACTIONS_DOWNLOAD_ARTIFACT_SHA,
  ACTIONS_UPLOAD_ARTIFACT_SHA,
  type ActRun,
  ensureAct,
  makeWorkspace,
  OUR_ACTIONS,
  OUR_REF,
  osmosisJobEnv,
  removeSuite,
  runAct,
  stageCacheStandIn,
  stageOurActions,
  stageStandIn,
  suiteDir,
  tail,
} from './harness.js';

let act: string;
let suite: string;
let model: ModelServer;
let github: GitHubApi;
let artifacts: ArtifactServer;
let cacheServer: CacheServer;
let results: ResultsService;
/** Each workflow run its own run backend id, so the artifact service keeps the runs' artifacts apart. */
const RUNS = ['main-push', 'all-legs', 'missing-leg'] as const;
const tokenOf = (name: (typeof RUNS)[number]) => runtimeToken(`run-backend-${name}`, 'job-backend-1');
const staged: Record<string, string> = {};

/**
 * The example, plus a last step in the gate job printing the merge's outputs. It also runs on a push, and
 * the merge gates on max-regression with a baseline-dir at a fixed place (act gives every run a RUNNER_TEMP
 * of its own, where GitHub's stays put; the directory is removed between runs, so the baseline comes
 * through the Actions cache only).
 */
async function matrixWorkflow(): Promise<string> {
  const workflow = parse(await readFile(join(REPO_ROOT, 'examples/workflows/eval-matrix.yml'), 'utf8'));
  workflow.on = { pull_request: null, push: null };
  const gate = workflow.jobs.gate;
  const merge = gate.steps.find((step: { id?: string }) => step.id === 'merge');
  merge.with['max-regression'] = '0';
  merge.with['baseline-dir'] = '${{ vars.BASELINE_DIR }}';
  gate.steps.push({
    name: 'e2e assertions',
    if: 'always()',
    env: {
      MERGE_OUTCOME: '${{ steps.merge.outcome }}',
      VERDICT: '${{ steps.merge.outputs.verdict }}',
      EXIT_CODE: '${{ steps.merge.outputs.exit-code }}',
      PASS_RATE: '${{ steps.merge.outputs.pass-rate }}',
      COUNTS:
        '${{ steps.merge.outputs.passed }}/${{ steps.merge.outputs.failed }}/${{ steps.merge.outputs.total }}',
    },
    run: `set -u
echo "MERGED verdict=$VERDICT exit-code=$EXIT_CODE pass-rate=$PASS_RATE counts=$COUNTS outcome=$MERGE_OUTCOME"
ls .osmosis/evals/
`,
  });
  return stringify(workflow, { lineWidth: 0 });
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('matrix');
  const script = JSON.parse(await readFile(join(REPO_ROOT, 'examples/quickstart/model-script.json'), 'utf8'));
  model = await startModelServer({ script });
  github = await startGitHubApi({ token: 'fake-token' });
  artifacts = await startArtifactServer();
  // One cache service for both runs, as one repository has: the second run's legs restore the first's journals.
  const scope = { write: 'refs/pull/42/merge', read: ['refs/heads/main'] };
  cacheServer = await startCacheServer({
    scopes: Object.fromEntries(
      RUNS.map((name) => [
        tokenOf(name),
        name === 'main-push' ? { write: 'refs/heads/main', read: [] } : scope,
      ]),
    ),
  });
  results = await startResultsService({ artifactUrl: artifacts.url, cacheUrl: cacheServer.url });
  staged.ours = await stageOurActions(join(suite, 'osmosis-ci'));
  staged.cache = await stageCacheStandIn(join(suite, 'actions-cache'));
  staged.upload = await stageStandIn('actions-upload-artifact', join(suite, 'upload-artifact'));
  staged.download = await stageStandIn('actions-download-artifact', join(suite, 'download-artifact'));
});

afterAll(async () => {
  await model?.close();
  await github?.close();
  await results?.close();
  await cacheServer?.close();
  await artifacts?.close();
  if (suite) await removeSuite(suite);
});

async function runMatrix(
  name: (typeof RUNS)[number],
  options: { extraArgs?: string[]; event?: 'pull_request' | 'push' } = {},
): Promise<ActRun> {
  const event = options.event ?? 'pull_request';
  await rm(baselineDir(), { recursive: true, force: true }); // a fresh runner: only the cache has it
  const workspace = await makeWorkspace(join(suite, name), {
    copyFrom: join(REPO_ROOT, 'examples/quickstart'),
    files: { '.github/workflows/eval-matrix.yml': await matrixWorkflow() },
  });
  return runAct({
    act,
    workspace,
    workflow: '.github/workflows/eval-matrix.yml',
    event,
    eventFile: join(REPO_ROOT, `test/e2e/events/${event}.json`),
    suiteDir: suite,
    localRepositories: {
      [`${OUR_ACTIONS}@${OUR_REF}`]: staged.ours as string,
      [`actions/cache@${ACTIONS_CACHE_SHA}`]: staged.cache as string,
      [`actions/upload-artifact@${ACTIONS_UPLOAD_ARTIFACT_SHA}`]: staged.upload as string,
      [`actions/download-artifact@${ACTIONS_DOWNLOAD_ARTIFACT_SHA}`]: staged.download as string,
    },
    cache: { version: 'v2', url: results.url },
    runtimeToken: tokenOf(name),
    env: { ...osmosisJobEnv(model.url, suite), GITHUB_API_URL: github.url },
    secrets: { QUICKSTART_TOKEN: 'osmosis-ci-demo-token', OPENAI_API_KEY: 'fake-key' },
    vars: { BASELINE_DIR: baselineDir() },
    logName: name,
    extraArgs: options.extraArgs ?? [],
  });
}

const baselineDir = () => join(suite, 'merged-baseline');
const savedBaselines = () =>
  cacheServer.entries.filter((entry) => entry.finalized && entry.key.startsWith('osmosis-ci-baseline-'));

const line = (run: ActRun, prefix: string) =>
  new RegExp(`${prefix} ([^\\n]*)`).exec(run.output.replace(/\r/g, ''))?.[1]?.trim();

describe('examples/workflows/eval-matrix.yml under act', { shuffle: false }, () => {
  it('on a push to main the merged run, not a leg, is saved as the baseline, once', async () => {
    const run = await runMatrix('main-push', { event: 'push' });
    expect(run.code, tail(run)).toBe(0);
    // Each leg says it is not the baseline; the merge saves the merged run's.
    expect(
      run.output.match(/is not saved as the baseline and does not join the row history: it is shard/g),
    ).toHaveLength(3);
    expect(
      savedBaselines().map((entry) => entry.key),
      tail(run),
    ).toHaveLength(1);
    expect(run.output).toMatch(
      /Row history: this run joined it \(1 of at most 20 default-branch runs, 10 rows\)/,
    );
    expect(github.comments('acme/widgets', 42)).toHaveLength(0); // not a pull request
  });

  it('three shard legs and one eval-merge job give the unsharded verdict, pass rate and counts, and one comment', async () => {
    const run = await runMatrix('all-legs');
    expect(run.code, tail(run)).toBe(0);
    // Three journals, one per leg, each uploaded as its own artifact and downloaded into one directory;
    // the merge uploads the merged run's viewer (by default), the legs none of theirs.
    const uploaded = artifacts.artifacts.filter((a) => a.finalized && a.run === 'run-backend-all-legs');
    expect(uploaded.map((a) => a.name).sort()).toEqual([
      'journal-1',
      'journal-2',
      'journal-3',
      'osmosis-viewer-quickstart-pr42.html',
    ]);
    for (const shard of ['s1of3', 's2of3', 's3of3']) expect(run.output).toContain(`quickstart-pr42.${shard}`);

    // The unsharded quickstart's result (see the top of this file).
    expect(line(run, 'MERGED'), tail(run)).toBe(
      'verdict=passed exit-code=0 pass-rate=0.8 counts=8/0/10 outcome=success',
    );
    // The merge restored the push's baseline from the Actions cache and gated on max-regression.
    expect(run.output).toMatch(/Restored the baseline cache from osmosis-ci-baseline-v2-/);
    expect(run.output).toMatch(
      /max-regression: The change on the same rows \(\+0\.0 pp\) is within max-regression 0\.0 pp/,
    );
    expect(savedBaselines(), tail(run)).toHaveLength(1); // a pull request saves none

    // One sticky comment on the pull request, from the merge (the legs run with comment-mode off).
    const comments = github.comments('acme/widgets', 42);
    expect(comments, tail(run)).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^<!-- osmosis-ci:comment:[^>]+ -->\n### ✅ osmosis eval passed/);
    expect(comments[0]?.body).toContain(
      '| Shards | `quickstart-pr42.s1of3` · `quickstart-pr42.s2of3` · `quickstart-pr42.s3of3` |',
    );
  });

  it('a leg that never ran fails the merge, which names the missing shard', async () => {
    const calls = model.calls;
    const run = await runMatrix('missing-leg', {
      extraArgs: ['--matrix', 'shard:1', '--matrix', 'shard:2'],
    });
    expect(run.code, tail(run)).not.toBe(0);
    const uploaded = artifacts.artifacts.filter((a) => a.finalized && a.run === 'run-backend-missing-leg');
    expect(uploaded.map((a) => a.name).sort()).toEqual(['journal-1', 'journal-2']);
    // Legs 1 and 2 restored their finished journals from the first run's cache: no row was paid again.
    expect(model.calls - calls, tail(run)).toBe(0);
    expect(run.output, tail(run)).toContain(
      'Missing shard: quickstart-pr42.s3of3 (looked in .osmosis/evals/)',
    );
    expect(line(run, 'MERGED'), tail(run)).toMatch(
      /^verdict=error exit-code=3 pass-rate= .* outcome=failure$/,
    );
    // The one sticky comment now says the merge could not judge, and why.
    const comments = github.comments('acme/widgets', 42);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('Missing shard: quickstart-pr42.s3of3');
  });
});
