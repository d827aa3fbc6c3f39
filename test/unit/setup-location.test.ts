/**
 * `osmosis-ci setup --cache-dir DIR` and then any command that runs osmosis: setup records where it
 * installed, in the default cache directory, and the lookup every command uses (resolveOsmosisBin)
 * follows that record after the default install and before PATH. OSMOSIS_CI_CACHE moves the default.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveOsmosisBin } from '../../src/adapters/osmosis-process.js';
import { recordedOsmosis, recordSetupLocation } from '../../src/adapters/setup-record.js';
import { OSMOSIS_VERSION } from '../../src/core/osmosis/pins.js';
import { setupCommand } from '../../src/entries/cli/setup.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-setup-location-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** An `osmosis` that answers --version as osmosis-ai does, in `<root>/bin` as setup installs it. */
async function fakeOsmosis(root: string): Promise<string> {
  const bin = join(root, 'bin', 'osmosis');
  await mkdir(join(root, 'bin'), { recursive: true });
  await writeFile(bin, `#!/bin/sh\necho "osmosis-ai ${OSMOSIS_VERSION}"\n`);
  await chmod(bin, 0o755);
  return bin;
}

describe.skipIf(process.platform === 'win32')('where setup installed', () => {
  it('resolveOsmosisBin: the default cache, then the recorded install, then PATH; a stale record is skipped', async () => {
    const env = { OSMOSIS_CI_CACHE: join(dir, 'default'), PATH: join(dir, 'empty') };
    await expect(resolveOsmosisBin(undefined, env)).rejects.toThrow(/osmosis is not installed/);
    const elsewhere = await fakeOsmosis(join(dir, 'elsewhere'));
    await recordSetupLocation(env, elsewhere);
    expect(await recordedOsmosis(env)).toBe(elsewhere);
    expect(await resolveOsmosisBin(undefined, env)).toBe(elsewhere);
    const inDefault = await fakeOsmosis(join(dir, 'default'));
    expect(await resolveOsmosisBin(undefined, env)).toBe(inDefault);
    await rm(inDefault);
    await rm(elsewhere);
    await expect(resolveOsmosisBin(undefined, env)).rejects.toThrow(/osmosis is not installed/);
  });

  it('`setup --cache-dir DIR` records the install, so a later lookup without the flag finds it', async () => {
    const cacheDir = join(dir, 'custom');
    const installed = await fakeOsmosis(cacheDir);
    vi.stubEnv('OSMOSIS_CI_CACHE', join(dir, 'default'));
    vi.stubEnv('PATH', join(dir, 'empty'));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(resolveOsmosisBin(undefined, process.env)).rejects.toThrow(/not installed/);
    expect(await setupCommand.run(['--cache-dir', cacheDir])).toBe(0);
    expect(await resolveOsmosisBin(undefined, process.env)).toBe(installed);
  });
});
