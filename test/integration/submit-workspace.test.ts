/** The throwaway workspace copy that carries a commit to osmosis (adapters/submit-workspace.ts). */
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSubmitWorkspace, withoutCredentials } from '../../src/adapters/submit-workspace.js';

describe('the submit workspace copy', () => {
  it('is a git top level with the same origin, links to the workspace, and a real config copy; removed on dispose', async () => {
    const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-copy-'));
    const ws = join(root, 'ws');
    const temp = join(root, 'temp');
    await mkdir(join(ws, 'rollouts/r'), { recursive: true });
    await mkdir(join(ws, 'configs/eval'), { recursive: true });
    await mkdir(join(ws, 'configs/benchmark'), { recursive: true });
    await mkdir(join(ws, 'data'), { recursive: true });
    await mkdir(temp);
    await writeFile(join(ws, 'configs/eval/a.toml'), 'original');
    execFileSync('git', ['init', '-q'], { cwd: ws });
    execFileSync('git', ['remote', 'add', 'origin', 'https://user:secret@github.com/acme/ws.git'], {
      cwd: ws,
    });

    const copy = await createSubmitWorkspace(ws, 'configs/eval/a.toml', 'copy', {
      ...process.env,
      RUNNER_TEMP: temp,
    });
    expect(copy.dir.startsWith(await realpath(temp)) || copy.dir.startsWith(temp)).toBe(true);
    expect(await readFile(copy.configPath, 'utf8')).toBe('copy');
    expect((await lstat(copy.configPath)).isSymbolicLink()).toBe(false);
    expect((await lstat(join(copy.dir, 'configs/eval'))).isSymbolicLink()).toBe(false);
    expect((await lstat(join(copy.dir, 'rollouts'))).isSymbolicLink()).toBe(true);
    expect((await lstat(join(copy.dir, 'configs/benchmark'))).isSymbolicLink()).toBe(true);
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: join(copy.dir, 'configs/eval'),
      encoding: 'utf8',
    });
    expect(await realpath(top.trim())).toBe(await realpath(copy.dir));
    const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: copy.dir, encoding: 'utf8' });
    expect(origin.trim()).toBe('https://github.com/acme/ws.git');
    expect(await readFile(join(ws, 'configs/eval/a.toml'), 'utf8')).toBe('original');

    await copy.dispose();
    expect(await readdir(temp)).toEqual([]);
    expect(await readdir(ws)).toEqual(expect.arrayContaining(['.git', 'configs', 'data', 'rollouts']));
    expect((await readdir(ws)).length).toBe(4);
  });

  it('keeps scp-like origins as they are and drops user:password from URLs', () => {
    expect(withoutCredentials('git@github.com:acme/ws.git')).toBe('git@github.com:acme/ws.git');
    expect(withoutCredentials('https://x-access-token:abc@github.com/acme/ws')).toBe(
      'https://github.com/acme/ws',
    );
  });
});
