/**
 * dataset-validate on a pull_request event through act in host mode: our action as
 * `osmosis-ci/osmosis-ci/actions/dataset-validate@v1` (the committed dist/), the real `osmosis dataset
 * validate`, and the pull request's own base and head commits from the event. Only the dataset files the
 * pull request changed are validated; a bad row is an error annotation at its line.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { harnessAvailable, harnessMissingMessage, harnessPaths } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CHECKOUT_SHA,
  ensureAct,
  makeWorkspace,
  OUR_ACTIONS,
  OUR_REF,
  RUNTIME_TOKEN,
  removeSuite,
  runAct,
  stageOurActions,
  suiteDir,
  tail,
} from './harness.js';

const run = promisify(execFile);

const ROW = (n: number) => `{"user_prompt": "What is ${n} + ${n}?", "ground_truth": "${2 * n}"}`;
/** Valid but for row 3 (line 3), which is not JSON. */
const BAD = [ROW(1), ROW(2), '{"user_prompt": "three", ', ROW(4), ROW(5)].join('\n');

const WORKFLOW = `name: datasets
on: pull_request
permissions: {}
jobs:
  validate:
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - uses: actions/checkout@${ACTIONS_CHECKOUT_SHA}
        with: { persist-credentials: false, fetch-depth: 0 }
      - id: validate
        uses: ${OUR_ACTIONS}/actions/dataset-validate@${OUR_REF}
        continue-on-error: true
        with:
          changed-only: true
      - name: Check the outputs
        env:
          VALID: \${{ steps.validate.outputs.valid }}
          VALIDATED: \${{ steps.validate.outputs.validated-files }}
          INVALID: \${{ steps.validate.outputs.invalid-files }}
          EXIT_CODE: \${{ steps.validate.outputs.exit-code }}
          OUTCOME: \${{ steps.validate.outcome }}
        run: |
          echo "outputs valid=$VALID validated=$VALIDATED invalid=$INVALID exit-code=$EXIT_CODE outcome=$OUTCOME"
          test "$VALID" = false && test "$VALIDATED" = 1 && test "$INVALID" = 1 && test "$EXIT_CODE" = 1
          test "$OUTCOME" = failure
          echo DATASET-VALIDATE-CHECKED
`;

let act: string;
let suite: string;
let cacheServer: CacheServer;
let ours: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  act = await ensureAct();
  suite = await suiteDir('dataset-validate');
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
  ours = await stageOurActions(join(suite, 'osmosis-ci'));
});

afterAll(async () => {
  await cacheServer?.close();
  if (suite) await removeSuite(suite);
});

describe('dataset-validate under act on a pull_request event', () => {
  it('validates only the changed dataset file and annotates its bad row at its line', async () => {
    // Base: the quickstart workspace plus a dataset that is already invalid (the PR does not touch it).
    const workspace = await makeWorkspace(join(suite, 'ws'), {
      copyFrom: join(REPO_ROOT, 'examples/quickstart'),
      files: {
        '.github/workflows/datasets.yml': WORKFLOW,
        'data/legacy.jsonl': 'not json at all\n',
      },
    });
    const git = (...args: string[]) =>
      run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', ...args], {
        cwd: workspace,
      });
    const base = (await git('rev-parse', 'HEAD')).stdout.trim();
    // Head: a new dataset with a bad row, and a change that is not a dataset.
    await writeFile(join(workspace, 'data/added.jsonl'), `${BAD}\n`);
    await writeFile(join(workspace, 'README.md'), '# changed\n');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'add a dataset');
    const head = (await git('rev-parse', 'HEAD')).stdout.trim();
    const event = join(suite, 'event.json');
    await writeFile(
      event,
      JSON.stringify({
        action: 'synchronize',
        number: 7,
        pull_request: {
          number: 7,
          head: { ref: 'feature', sha: head },
          base: { ref: 'main', sha: base },
        },
        repository: { full_name: 'acme/widgets', name: 'widgets', owner: { login: 'acme' } },
      }),
    );

    const result = await runAct({
      act,
      workspace,
      workflow: '.github/workflows/datasets.yml',
      event: 'pull_request',
      eventFile: event,
      suiteDir: suite,
      localRepositories: { [`${OUR_ACTIONS}@${OUR_REF}`]: ours },
      cache: { version: 'v2', url: cacheServer.url },
      env: { OSMOSIS_ENV_FILE: '/dev/null' },
      // The harness's osmosis on PATH, as setup-osmosis would leave it.
      path: [dirname(harnessPaths().osmosis)],
      logName: 'dataset-validate',
    });
    expect(result.code, tail(result)).toBe(0);
    expect(result.output, tail(result)).toContain('DATASET-VALIDATE-CHECKED');
    // The bad row, annotated at its file and line.
    expect(result.output).toMatch(
      /::error title=Invalid dataset,file=data\/added\.jsonl,line=3::invalid JSON/,
    );
    // Only the changed dataset: neither the untouched invalid one nor the example's own.
    expect(result.output).not.toMatch(/file=data\/legacy\.jsonl/);
    expect(result.output).not.toMatch(/data\/legacy\.jsonl: /);
    expect(result.output).not.toMatch(/data\/quickstart\.jsonl: valid/);
  }, 600_000);
});
