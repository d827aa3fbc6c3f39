import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInstallLock } from '../../src/adapters/install-lock.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withInstallLock', () => {
  it('runs two installs into one tool cache one after the other, never at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-lock-'));
    const events: string[] = [];
    const install = (name: string) =>
      withInstallLock(dir, async () => {
        events.push(`${name} start`);
        await pause(300);
        events.push(`${name} end`);
        return name;
      });
    const results = await Promise.all([install('a'), install('b')]);
    expect(results).toEqual(['a', 'b']);
    // Whichever got the lock first finished before the other began.
    expect([
      ['a start', 'a end', 'b start', 'b end'],
      ['b start', 'b end', 'a start', 'a end'],
    ]).toContainEqual(events);
    // Released: the lock file is gone.
    expect(await readdir(dir)).toEqual([]);
  }, 30_000);

  it('releases the lock when the install fails, so the next job can install', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-lock-'));
    await expect(
      withInstallLock(dir, async () => {
        throw new Error('uv could not install osmosis-ai');
      }),
    ).rejects.toThrow('uv could not install osmosis-ai');
    await expect(withInstallLock(dir, async () => 'installed')).resolves.toBe('installed');
  });
});
