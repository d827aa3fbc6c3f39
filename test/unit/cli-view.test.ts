import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewCommand } from '../../src/entries/cli/view.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('osmosis-ci view', () => {
  it("prints the path of a result directory's viewer.html, or of the file itself", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'view-'));
    await mkdir(join(dir, 'out'));
    await writeFile(join(dir, 'out', 'viewer.html'), '<!doctype html>');
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    expect(await viewCommand.run(['out', '--working-directory', dir])).toBe(0);
    expect(await viewCommand.run([join(dir, 'out', 'viewer.html')])).toBe(0);
    expect(printed).toEqual([`${join(dir, 'out', 'viewer.html')}\n`, `${join(dir, 'out', 'viewer.html')}\n`]);
  });

  it('refuses two runs at once with a usage error', async () => {
    await expect(viewCommand.run(['a', 'b'])).rejects.toThrow('view takes at most one run, got 2.');
  });
});
