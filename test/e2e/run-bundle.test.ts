/**
 * `upload-artifact: true` under act: eval-run (our committed action, the real osmosis CLI, the fake model)
 * bundles the quickstart's failing rows and uploads the zip with @actions/artifact to a loopback fake of
 * the artifact service (test/fakes/artifact-server.mjs: the results service's Twirp ArtifactService and
 * its blob upload; act 0.2.87's own server refuses the `mime_type` field @actions/artifact 6 sends); the
 * artifact is the bundle itself, and the sticky PR comment on the loopback GitHub fake links to it.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type ArtifactServer, runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, harnessPaths } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CHECKOUT_SHA,
  ensureAct,
  makeWorkspace,
  OUR_ACTIONS,
  OUR_REF,
  osmosisJobEnv,
  readText,
  removeSuite,
  runAct,
  stageOurActions,
  suiteDir,
  tail,
} from './harness.js';

const run = promisify(execFile);
let act: string;
let suite: string;
let model: ModelServer;
let github: GitHubApi;
let artifactService: ArtifactServer;
let ours: string;

const BUNDLE_NAME = 'osmosis-bundle-quickstart-pr42.zip';
const VIEWER_NAME = 'osmosis-viewer-quickstart-pr42.html';

const WORKFLOW = stringify(
  {
    name: 'bundle',
    on: { pull_request: null },
    permissions: {},
    jobs: {
      eval: {
        'runs-on': 'ubuntu-latest',
        permissions: { contents: 'read', 'pull-requests': 'write' },
        steps: [
          { uses: `actions/checkout@${ACTIONS_CHECKOUT_SHA}`, with: { 'persist-credentials': false } },
          {
            id: 'eval',
            uses: `${OUR_ACTIONS}/actions/eval-run@${OUR_REF}`,
            with: {
              config: 'configs/eval/quickstart.toml',
              'dataset-file': 'data/quickstart.jsonl',
              'osmosis-path': '${{ vars.OSMOSIS_PATH }}',
              cache: 'false',
              'upload-artifact': 'true',
              secrets: 'QUICKSTART_TOKEN=${{ secrets.QUICKSTART_TOKEN }}\n',
            },
          },
          {
            name: 'e2e assertions',
            if: 'always()',
            env: {
              BUNDLE: '${{ steps.eval.outputs.bundle-path }}',
              URL: '${{ steps.eval.outputs.bundle-artifact-url }}',
              VERDICT: '${{ steps.eval.outputs.verdict }}',
            },
            run: `set -u
echo "BUNDLE-PATH=$BUNDLE"
echo "ARTIFACT-URL=$URL"
test -f "$BUNDLE" && test -n "$URL" && test "$VERDICT" = not-gated && echo "E2E-ASSERTIONS-PASSED bundle"
`,
          },
        ],
      },
    },
  },
  { lineWidth: 0 },
);

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('bundle');
  const script = JSON.parse(await readText(join(REPO_ROOT, 'examples/quickstart/model-script.json')));
  model = await startModelServer({ script });
  github = await startGitHubApi({ token: 'fake-token' });
  artifactService = await startArtifactServer();
  ours = await stageOurActions(join(suite, 'osmosis-ci'));
});

afterAll(async () => {
  await model?.close();
  await github?.close();
  await artifactService?.close();
  if (suite) await removeSuite(suite);
});

describe('eval-run upload-artifact under act', () => {
  it('uploads the run bundle to the artifact service and the PR comment links to it', async () => {
    const workspace = await makeWorkspace(join(suite, 'ws'), {
      copyFrom: join(REPO_ROOT, 'examples/quickstart'),
      files: { '.github/workflows/bundle.yml': WORKFLOW },
    });
    const harness = harnessPaths();
    const result = await runAct({
      act,
      workspace,
      workflow: '.github/workflows/bundle.yml',
      event: 'pull_request',
      eventFile: join(REPO_ROOT, 'test/e2e/events/pull_request.json'),
      suiteDir: suite,
      localRepositories: { [`${OUR_ACTIONS}@${OUR_REF}`]: ours },
      // The results service (ACTIONS_RESULTS_URL) is the artifact fake; eval-run's cache is off.
      cache: { version: 'v2', url: artifactService.url },
      runtimeToken: runtimeToken('run-backend-7', 'job-backend-3'),
      env: { ...osmosisJobEnv(model.url, suite), GITHUB_API_URL: github.url },
      vars: { OSMOSIS_PATH: harness.osmosis },
      secrets: { QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
      logName: 'bundle',
    });
    expect(result.code, tail(result)).toBe(0);
    expect(result.output, tail(result)).toContain('E2E-ASSERTIONS-PASSED bundle');

    // Two artifacts, created under the token's run and job, finalized with the size and sha256 of what was
    // uploaded: our zip as it is (not zipped again), holding the failing rows, and the run viewer, unzipped.
    // The order of the two uploads is not part of what a reviewer sees: compare them by name.
    const finalized = artifactService.artifacts
      .filter((a) => a.finalized)
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(finalized.map((a) => [a.name, a.run, a.job, a.mimeType])).toEqual(
      [
        [BUNDLE_NAME, 'run-backend-7', 'job-backend-3', 'application/zip'],
        [VIEWER_NAME, 'run-backend-7', 'job-backend-3', 'text/html'],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const artifact = finalized.find((a) => a.name === BUNDLE_NAME);
    const viewer = finalized.find((a) => a.name === VIEWER_NAME);
    if (!artifact || !viewer) throw new Error('no artifact');
    expect(viewer.data.toString('utf8')).toContain('<!doctype html>');
    expect(viewer.data.toString('utf8')).not.toContain('osmosis-ci-demo-token');
    const stored = join(suite, 'stored.zip');
    await writeFile(stored, artifact.data);
    const entries = (await run('unzip', ['-Z1', stored])).stdout.split('\n').filter((line) => line !== '');
    expect(entries).toEqual(
      expect.arrayContaining([
        'README.md',
        'report.md',
        'run/logs.txt',
        'rows/row-7-run-0/trajectory.json',
        'rows/row-9-run-0/trajectory.json',
      ]),
    );

    // The output and the sticky comment link to it: server / repo / actions/runs/<run>/artifacts/<id>.
    const runId =
      /ARTIFACT-URL=http:\/\/github\.localhost\/acme\/widgets\/actions\/runs\/(\d+)\/artifacts\//.exec(
        result.output,
      )?.[1];
    expect(runId, tail(result)).toBeDefined();
    const url = `http://github.localhost/acme/widgets/actions/runs/${runId}/artifacts/${artifact.id}`;
    expect(result.output).toContain(`ARTIFACT-URL=${url}`);
    const comments = github.comments('acme/widgets', 42);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toContain(`**Run bundle:** [${BUNDLE_NAME}](${url}) (workflow artifact)`);
    // The failing rows link to the viewer's own artifact and say what went wrong: row 7 (dataset line 8)
    // with its input excerpt, the expected label and the model's answer.
    const viewerUrl = `http://github.localhost/acme/widgets/actions/runs/${runId}/artifacts/${viewer.id}`;
    expect(body).toContain(`[the run viewer](${viewerUrl})`);
    const row7 = body.split('\n').find((line) => line.startsWith(`| [7](${viewerUrl}#row-7) | 8 |`));
    expect(row7, body).toBeDefined();
    expect(row7).toContain('Au');
    expect(row7).toContain('Ag');
  });
});
