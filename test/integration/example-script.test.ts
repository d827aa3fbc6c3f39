/**
 * `npm ci && npm run example` (the README's Try it): the example run keeps what it made. scripts/example.sh
 * prints the paths of the result, report, JUnit file, bundle and viewer, and after it exits they are still
 * there, under the directory it says it kept (OSMOSIS_CI_EXAMPLE_DIR here, so a developer's own
 * .osmosis-ci-example/ is left alone), with how to open the viewer. The default directory is git-ignored.
 */
import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const run = promisify(execFile);
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-example-'));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('npm run example', () => {
  it('leaves result.json and viewer.html where it says, and says how to open the viewer', async () => {
    if (!harnessAvailable()) throw new Error(harnessMissingMessage());
    const keep = join(root, 'kept');
    const { env } = osmosisTestEnv({});
    const printedRun = await run('npm', ['run', '--silent', 'example'], {
      cwd: REPO_ROOT,
      env: { ...env, OSMOSIS_CI_EXAMPLE_DIR: keep },
      maxBuffer: 1 << 24,
      timeout: 300_000,
    });
    // What the terminal shows: the report on stdout, the paths and progress on stderr.
    const stdout = `${printedRun.stdout}\n${printedRun.stderr}`;
    const printed = (label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(stdout)?.[1] ?? '';
    const workspace = join(keep, 'workspace');
    expect(stdout).toContain(`Kept in ${workspace}`);
    for (const label of ['Result', 'Report', 'JUnit', 'Bundle', 'Viewer']) {
      expect(printed(label), label).toMatch(new RegExp(`^${workspace}/\\.osmosis/ci/quickstart-local/`));
      await access(printed(label));
    }
    const result = JSON.parse(await readFile(printed('Result'), 'utf8'));
    expect(result).toMatchObject({ verdict: 'passed', metrics: { passed: 8, total: 10 } });
    expect(await readFile(printed('Viewer'), 'utf8')).toMatch(/^<!doctype html>/i);
    expect(stdout).toContain(`Open the viewer in a browser: ${printed('Viewer')}`);
    expect(stdout).toContain(`view --working-directory "${workspace}" --open`);
  }, 600_000);

  it('keeps it by default in .osmosis-ci-example/, which git ignores', async () => {
    const script = await readFile(join(REPO_ROOT, 'scripts/example.sh'), 'utf8');
    expect(script).toContain('keep="${OSMOSIS_CI_EXAMPLE_DIR:-$root/.osmosis-ci-example}"');
    const ignored = await run('git', ['check-ignore', '.osmosis-ci-example/workspace/result.json'], {
      cwd: REPO_ROOT,
    });
    expect(ignored.stdout.trim()).toBe('.osmosis-ci-example/workspace/result.json');
  });
});
