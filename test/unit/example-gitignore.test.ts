/**
 * The example workspace's .gitignore survives npm: the repository ships it as examples/quickstart/gitignore
 * (npm never packs a file named .gitignore) and init-example writes it back as .gitignore, so a run's
 * journal and the rollout's uv.lock never show as untracked.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeGitignore, prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const run = promisify(execFile);
const EXAMPLE = join(REPO_ROOT, 'examples/quickstart');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the example .gitignore', () => {
  it('ships under a name npm packs, and the workspace gets it as .gitignore: run output is ignored', async () => {
    expect(existsSync(join(EXAMPLE, '.gitignore'))).toBe(false);
    const shipped = await readFile(join(EXAMPLE, 'gitignore'), 'utf8');
    expect(shipped).toContain('rollouts/*/uv.lock');
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-example-'));
    dirs.push(dir);
    const workspace = await prepareExampleWorkspace(join(dir, 'ws'), EXAMPLE);
    expect(existsSync(join(workspace, 'gitignore'))).toBe(false);
    expect(await readFile(join(workspace, '.gitignore'), 'utf8')).toBe(shipped);
    // What a first run leaves behind.
    await mkdir(join(workspace, '.osmosis/evals/quickstart-local'), { recursive: true });
    await writeFile(join(workspace, '.osmosis/evals/quickstart-local/index.jsonl'), '');
    await writeFile(join(workspace, 'rollouts/quickstart/uv.lock'), '');
    const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: workspace,
    });
    expect(stdout).toContain('rollouts/quickstart/pyproject.toml');
    expect(stdout).not.toMatch(/\.osmosis\/|uv\.lock/);
  });

  it('mergeGitignore keeps a workspace .gitignore and appends only the patterns it lacks, once', () => {
    const template = '# run output\n.osmosis/\nrollouts/*/uv.lock\n';
    expect(mergeGitignore('', template)).toBe(
      '# run output\n.osmosis/\nrollouts/*/uv.lock\n.venv/\n__pycache__/\n*.egg-info/\n',
    );
    const own = 'node_modules\n.osmosis/';
    const merged = mergeGitignore(own, template);
    expect(merged).toBe('node_modules\n.osmosis/\nrollouts/*/uv.lock\n.venv/\n__pycache__/\n*.egg-info/\n');
    expect(mergeGitignore(merged, template)).toBe(merged);
    expect(mergeGitignore('', '')).toBe('.osmosis/\n.venv/\n__pycache__/\n*.egg-info/\n');
  });
});
