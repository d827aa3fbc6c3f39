/**
 * The README's Try it block that works before the npm package's first release: the CLI of a clone
 * (`node "$cli"`, with `cli="$PWD/dist/cli/index.js"`) runs init-example, setup and the demo eval with the
 * example's demo secret. The block is taken from the README and run as written by bash, from a stand-in
 * clone whose dist/ is this checkout's committed bundle; its first line (`npm ci && npm run build`) is
 * what the integration tests need anyway, so it is not run again.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { BUNDLE_NODE, REPO_ROOT } from '../helpers/run-cli.js';

const run = promisify(execFile);
const FIRST_LINE = 'npm ci && npm run build';
let root: string;

/** The ```sh block of the README whose first line is FIRST_LINE, without that line. */
async function readmeBlock(): Promise<string> {
  const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\`\`\`sh\n${FIRST_LINE}\n`);
  if (start < 0) throw new Error(`README.md has no sh block starting with "${FIRST_LINE}"`);
  const body = readme.slice(start + `\`\`\`sh\n${FIRST_LINE}\n`.length);
  return body.slice(0, body.indexOf('```'));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-from-clone-'));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the README, from a clone', () => {
  it('init-example, setup and the demo eval run as written: pass rate 80.0%, passed', async () => {
    if (!harnessAvailable()) throw new Error(harnessMissingMessage());
    const block = await readmeBlock();
    expect(block).not.toMatch(/npx osmosis-ci/);
    const clone = join(root, 'clone');
    await mkdir(clone);
    await symlink(join(REPO_ROOT, 'dist'), join(clone, 'dist'));
    const { env } = osmosisTestEnv({});
    const bin = join(root, 'bin');
    await mkdir(bin);
    await symlink(BUNDLE_NODE, join(bin, 'node'));
    const done = await run('bash', ['-euo', 'pipefail', '-c', block], {
      cwd: clone,
      env: { ...env, PATH: `${bin}:${env.PATH ?? ''}` },
      maxBuffer: 1 << 24,
      timeout: 300_000,
    }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
      throw new Error(`the README block exited ${error.code}\n${error.stdout}\n${error.stderr}`);
    });
    expect(done.stdout).toMatch(/pass rate\s+80\.0% \(8\/10\)/);
    const result = JSON.parse(
      await readFile(join(root, 'try-osmosis/.osmosis/ci/quickstart-local/result.json'), 'utf8'),
    );
    expect(result).toMatchObject({ verdict: 'passed', exitCode: 0, metrics: { passed: 8, total: 10 } });
  }, 600_000);
});
