/**
 * dataset-validate's upload through the committed bundle, the real `osmosis dataset upload` and the fake
 * platform: on a push to the default branch the valid changed files are uploaded once each and an invalid
 * one never; a pull request and a push to another branch upload nothing.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, harnessPaths } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const SLOW = 180_000;
const ROW = (i: number) => JSON.stringify({ user_prompt: `q${i}?`, ground_truth: `a${i}` });

let ws: string;
let base: string;
let head: string;
let platform: PlatformServer;
let env: NodeJS.ProcessEnv;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: ws,
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer();
  ws = await mkdtemp(join(tmpdir(), 'dataset-upload-'));
  await cp(join(REPO_ROOT, 'examples/quickstart'), ws, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('remote', 'add', 'origin', 'https://github.com/acme/datasets.git');
  git('add', '-A');
  git('commit', '-qm', 'base');
  base = git('rev-parse', 'HEAD');
  // The change: two new valid files (osmosis wants at least 4 rows) and one invalid one; quickstart.jsonl
  // is unchanged.
  await writeFile(join(ws, 'data/extra.jsonl'), `${[1, 2, 3, 4].map(ROW).join('\n')}\n`);
  await writeFile(join(ws, 'data/more.jsonl'), `${[5, 6, 7, 8, 9].map(ROW).join('\n')}\n`);
  await writeFile(join(ws, 'data/broken.jsonl'), `${[10, 11, 12].map(ROW).join('\n')}\nnot json\n`);
  git('add', '-A');
  git('commit', '-qm', 'head');
  head = git('rev-parse', 'HEAD');
  const {
    OSMOSIS_TOKEN: _t,
    OSMOSIS_PLATFORM_URL: _u,
    OSMOSIS_TOKEN_PLATFORM_URL: _v,
    ...rest
  } = process.env;
  env = {
    ...rest,
    PATH: `${join(harnessPaths().osmosis, '..')}:${process.env.PATH}`,
    GITHUB_WORKSPACE: ws,
    GIT_TERMINAL_PROMPT: '0',
  };
}, SLOW);

afterAll(async () => {
  await platform?.close();
});

async function step(event: 'push' | 'pull_request', ref: string) {
  const payload =
    event === 'push'
      ? { before: base, after: head, repository: { default_branch: 'main' } }
      : {
          pull_request: { number: 3, base: { sha: base }, head: { sha: head } },
          repository: { default_branch: 'main' },
        };
  const eventPath = join(await mkdtemp(join(tmpdir(), 'dataset-upload-event-')), 'event.json');
  await writeFile(eventPath, JSON.stringify(payload));
  return runActionStep('dist/action/dataset-validate.js', {
    cwd: ws,
    env: { ...env, GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: eventPath, GITHUB_REF: ref },
    inputs: {
      'changed-only': 'true',
      upload: 'true',
      'osmosis-token': platform.token,
      'platform-url': platform.url,
    },
  });
}

const datasetCalls = () => platform.requests.filter((r) => r.path.startsWith('/api/cli/datasets'));

describe('dataset-validate upload', { shuffle: false }, () => {
  it(
    'a pull request uploads nothing, whatever upload says',
    async () => {
      const pr = await step('pull_request', 'refs/pull/3/merge');
      expect(pr.code).toBe(1); // broken.jsonl is invalid
      expect(pr.outputs).toMatchObject({ 'uploaded-files': '', 'invalid-files': '1' });
      expect(pr.summary).toContain('Not uploaded: a pull request never uploads');
      expect(datasetCalls()).toEqual([]);
    },
    SLOW,
  );

  it(
    'a push to another branch uploads nothing',
    async () => {
      const other = await step('push', 'refs/heads/feature');
      expect(other.outputs['uploaded-files']).toBe('');
      expect(other.summary).toContain('not a push to the default branch');
      expect(datasetCalls()).toEqual([]);
    },
    SLOW,
  );

  it(
    'a push to the default branch uploads each valid changed file once, the invalid one never',
    async () => {
      const push = await step('push', 'refs/heads/main');
      expect(push.code).toBe(1);
      expect(push.outputs).toMatchObject({
        'uploaded-files': 'data/extra.jsonl\ndata/more.jsonl',
        'upload-failed-files': '',
        'invalid-files': '1',
        'exit-code': '1',
      });
      expect(platform.datasetUploads().map((u) => u.name)).toEqual(['extra', 'more']);
      const creates = datasetCalls().filter((r) => r.path === '/api/cli/datasets');
      expect(creates.map((r) => (r.body as { file_name: string }).file_name)).toEqual(['extra', 'more']);
      expect(push.summary).toContain('not uploaded `data/broken.jsonl`: invalid');
      expect(push.summary + JSON.stringify(push.outputs)).not.toContain(platform.token);
    },
    SLOW,
  );

  it(
    'the same push again: the names exist: without overwrite those uploads fail (exit 3), the newly valid file is uploaded',
    async () => {
      await writeFile(join(ws, 'data/broken.jsonl'), `${[10, 11, 12, 13].map(ROW).join('\n')}\n`);
      git('commit', '-qam', 'fix');
      head = git('rev-parse', 'HEAD');
      const again = await step('push', 'refs/heads/main');
      expect(again.code).not.toBe(0);
      expect(again.outputs).toMatchObject({
        'uploaded-files': 'data/broken.jsonl',
        'upload-failed-files': 'data/extra.jsonl\ndata/more.jsonl',
        'exit-code': '3',
      });
      expect(again.stdout).toContain('already exists. Use --overwrite to replace it.');
      expect(platform.datasetUploads().map((u) => u.name)).toEqual(['extra', 'more', 'broken']);
    },
    SLOW,
  );
});
