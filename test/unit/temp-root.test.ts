import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ownTempDirectory from '../temp-root.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the test run's own temporary directory", () => {
  it('is where this test and the processes it starts write', () => {
    expect(basename(tmpdir())).toMatch(/^osmosis-ci-tests-[A-Za-z0-9]{6}$/);
    const child = execFileSync(process.execPath, ['-p', "require('node:os').tmpdir()"], { encoding: 'utf8' });
    expect(child.trim()).toBe(tmpdir());
  });

  it('is made once: a second setup (one per vitest project) uses it as it is', async () => {
    const root = tmpdir();
    const teardown = await ownTempDirectory();
    expect(tmpdir()).toBe(root);
    await teardown();
    expect(existsSync(root)).toBe(true);
    expect(tmpdir()).toBe(root);
  });

  it('is made inside the temp directory it found and removed with what was written into it', async () => {
    const outer = tmpdir();
    vi.stubEnv('TEMP', undefined);
    vi.stubEnv('OSMOSIS_CI_TEST_TMP', undefined);
    const teardown = await ownTempDirectory();
    const root = tmpdir();
    expect(dirname(root)).toBe(outer);
    expect(process.env.TEMP).toBe(root);
    await mkdir(join(root, 'ws', 'deep'), { recursive: true });
    await writeFile(join(root, 'ws', 'deep', 'journal.jsonl'), '{}\n');
    await teardown();
    expect(existsSync(root)).toBe(false);
    expect(tmpdir()).toBe(outer);
    expect(process.env.TEMP).toBeUndefined();
  });

  it('is kept, and its path printed, with OSMOSIS_CI_KEEP_TEST_TMP', async () => {
    vi.stubEnv('OSMOSIS_CI_KEEP_TEST_TMP', '1');
    vi.stubEnv('OSMOSIS_CI_TEST_TMP', undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const teardown = await ownTempDirectory();
    const root = tmpdir();
    await teardown();
    expect(existsSync(root)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(root));
  });
});
