/** `osmosis-ci comment` through the committed CLI bundle, against the loopback GitHub fake. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeManagedResult } from '../../src/core/managed-result.js';
import { serializeResult } from '../../src/core/result.js';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { someFailing } from '../helpers/comment-fixtures.js';
import { makeManagedResult } from '../helpers/managed.js';
import { CLI_BUNDLE, runNode } from '../helpers/run-cli.js';

const TOKEN = 'ghs_cli_test_token';
let gh: GitHubApi;
let dir: string;
let resultFile: string;

beforeAll(async () => {
  gh = await startGitHubApi({ token: TOKEN });
  dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-comment-cli-'));
  resultFile = join(dir, 'result.json');
  await writeFile(
    resultFile,
    serializeResult({ ...someFailing(), commentKey: 'eval/gate/configs/eval/quickstart.toml' }),
  );
});
afterAll(async () => {
  await gh.close();
  await rm(dir, { recursive: true, force: true });
});

const env = (extra: NodeJS.ProcessEnv = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  POSTER_TOKEN: TOKEN,
  ...extra,
});
const comment = (args: string[], extra?: NodeJS.ProcessEnv) =>
  runNode(CLI_BUNDLE, ['comment', resultFile, ...args], { cwd: dir, env: env(extra) });

describe('osmosis-ci comment', () => {
  it('posts a saved result once, then updates it, with the key the run wrote', async () => {
    const args = [
      '--repo',
      'acme/widgets',
      '--pr-number',
      '12',
      '--api-url',
      gh.url,
      '--token-env',
      'POSTER_TOKEN',
    ];
    const first = await comment(args);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('created: https://github.com/acme/widgets/pull/12#issuecomment-');
    const second = await comment(args);
    expect(second.code).toBe(0);
    const comments = gh.comments('acme/widgets', 12);
    expect(comments).toHaveLength(1);
    expect(
      comments[0]?.body.startsWith('<!-- osmosis-ci:comment:eval/gate/configs/eval/quickstart.toml -->'),
    ).toBe(true);
    expect(first.stdout + first.stderr + second.stderr).not.toContain(TOKEN);
  });

  it('refuses when the PR head is not the commit the eval ran on (workflow_run safety)', async () => {
    gh.setPull('acme/widgets', 13, 'aaaaaaa');
    const run = await comment([
      '--repo',
      'acme/widgets',
      '--pr',
      '13',
      '--api-url',
      gh.url,
      '--token-env',
      'POSTER_TOKEN',
      '--expect-head-sha',
      'bbbbbbb',
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('has head aaaaaaa, not bbbbbbb');
    expect(gh.comments('acme/widgets', 13)).toHaveLength(0);
  });

  it('a 403 exits 3 with the fix; --markdown prints the comment without posting', async () => {
    gh.fail({ method: 'POST', kind: 'forbidden' });
    const refused = await comment(['--repo', 'acme/widgets', '--pr-number', '14', '--api-url', gh.url], {
      GITHUB_TOKEN: TOKEN,
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('permissions: { pull-requests: write }');
    const printed = await comment(['--markdown']);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain(
      '### ❌ osmosis eval failed: pass rate dropped 35.0 pp against the baseline',
    );
  });

  it('a revoked GITHUB_TOKEN (401) names the variable to set, not the action input', async () => {
    const posted = await comment(['--repo', 'acme/widgets', '--pr-number', '15', '--api-url', gh.url], {
      GITHUB_TOKEN: 'ghs_revoked',
    });
    expect(posted.code).toBe(3);
    expect(posted.stderr).toContain('(401 Bad credentials). Set GITHUB_TOKEN to a valid GitHub token.');
    expect(posted.stderr).not.toContain('github-token');
    gh.setPull('acme/widgets', 16, 'aaaaaaa');
    const verified = await comment(
      ['--repo', 'acme/widgets', '--pr-number', '16', '--api-url', gh.url, '--expect-head-sha', 'aaaaaaa'],
      { GITHUB_TOKEN: 'ghs_revoked' },
    );
    expect(verified.code).toBe(3);
    expect(verified.stderr).toContain('Set GITHUB_TOKEN to a valid GitHub token.');
    expect(verified.stderr).not.toContain('github-token');
  });

  it('rejects a PR number that is not a number (it may come from an untrusted artifact)', async () => {
    const run = await comment(['--repo', 'acme/widgets', '--pr-number', '1;rm -rf', '--api-url', gh.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--pr-number must be a pull request number');
  });

  it('posts a managed result document too (the fork recipe for eval-submit), with its own key', async () => {
    const managedFile = join(dir, 'managed-result.json');
    await writeFile(
      managedFile,
      serializeManagedResult(
        makeManagedResult({
          code: {
            requested: 'auto',
            source: 'pull-request-head',
            commit: 'abcdef1234567890',
            branch: null,
            label: 'PR head',
          },
          commentKey: 'managed/gate/eval-submit/configs/eval/quickstart.toml',
        }),
      ),
    );
    const run = await runNode(
      CLI_BUNDLE,
      [
        'comment',
        managedFile,
        '--repo',
        'acme/widgets',
        '--pr-number',
        '21',
        '--api-url',
        gh.url,
        '--token-env',
        'POSTER_TOKEN',
      ],
      { cwd: dir, env: env() },
    );
    expect(run.code, run.stderr).toBe(0);
    const [posted] = gh.comments('acme/widgets', 21);
    expect(posted?.body).toMatch(
      /^<!-- osmosis-ci:comment:managed\/gate\/eval-submit\/configs\/eval\/quickstart\.toml -->/,
    );
    expect(posted?.body).toContain('**Code** `abcdef1` (PR head)');
  });
});
