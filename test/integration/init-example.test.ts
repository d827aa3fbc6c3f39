/**
 * `osmosis-ci init-example <dir>` through the committed CLI bundle: stdout is the workspace's path alone
 * (for scripts), and stderr says what to run next, the same commands the workspace's README gives.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-init-example-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('osmosis-ci init-example', () => {
  it('prints the workspace path on stdout and the next commands on stderr', async () => {
    const run = await runCli(['init-example', 'try osmosis'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(run.code, run.stderr).toBe(0);
    const workspace = join(root, 'try osmosis');
    expect(run.stdout).toBe(`${workspace}\n`);
    const next = run.stderr.split('\n');
    expect(next).toContain("  cd 'try osmosis'");
    expect(next).toContain('  npx osmosis-ci setup');
    const evalRun = next.find((line) => line.includes(' eval-run '));
    expect(evalRun).toBe(
      '  QUICKSTART_TOKEN=osmosis-ci-demo-token npx osmosis-ci eval-run configs/eval/quickstart.toml --dataset-file data/quickstart.jsonl --min-pass-rate 0.75 --demo-model',
    );
    // The workspace's README runs the same eval (its lines wrapped, its npx pinned to @1).
    const readme = (await readFile(join(workspace, 'README.md'), 'utf8')).replace(/\s*\\\n\s*/g, ' ');
    expect(readme).toContain(
      'QUICKSTART_TOKEN=osmosis-ci-demo-token npx osmosis-ci@1 eval-run configs/eval/quickstart.toml --dataset-file data/quickstart.jsonl --min-pass-rate 0.75 --demo-model',
    );
  });
});
