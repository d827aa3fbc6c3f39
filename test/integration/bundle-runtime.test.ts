/** The committed bundles start on the Node that runs them (Node 20 here, Node 24 when CI selects it). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACTION_BUNDLE, BUNDLE_NODE, CLI_BUNDLE, REPO_ROOT, runNode } from '../helpers/run-cli.js';

describe('the bundles', () => {
  it('print help and their version', async () => {
    const help = await runNode(CLI_BUNDLE, ['--help'], { cwd: REPO_ROOT, env: { PATH: process.env.PATH } });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/osmosis-ci \d+\.\d+\.\d+: run and gate osmosis evals/);
    const version = await runNode(CLI_BUNDLE, ['--version'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH },
    });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the action entry fails an unknown command through core.setFailed', async () => {
    const run = await runNode(ACTION_BUNDLE, ['nonsense'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::Unknown osmosis-ci action command "nonsense".');
  });

  it(`run on the selected Node (${BUNDLE_NODE})`, async () => {
    const { stdout } = await promisify(execFile)(BUNDLE_NODE, ['--version']);
    const expected = process.env.OSMOSIS_CI_TEST_NODE
      ? /^v24\./
      : new RegExp(`^${process.version.replaceAll('.', '\\.')}`);
    expect(stdout.trim()).toMatch(expected);
  });
});
