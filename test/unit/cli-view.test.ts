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
    await writeFile(
      join(dir, 'out', 'viewer.html'),
      '<!doctype html>\n<script type="application/json" id="viewer-data">{}</script>',
    );
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    expect(await viewCommand.run(['out', '--working-directory', dir])).toBe(0);
    expect(await viewCommand.run([join(dir, 'out', 'viewer.html')])).toBe(0);
    expect(printed).toEqual([`${join(dir, 'out', 'viewer.html')}\n`, `${join(dir, 'out', 'viewer.html')}\n`]);
  });

  it('refuses a file that is not a viewer, and prints nothing of it (issue 44)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'view-'));
    await writeFile(join(dir, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
    await writeFile(join(dir, 'page.html'), '<!doctype html><p>not ours</p>');
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    await expect(viewCommand.run([join(dir, 'passwd')])).rejects.toThrow(/is not a run viewer/);
    await expect(viewCommand.run([join(dir, 'page.html')])).rejects.toThrow(/is not a run viewer/);
    expect(printed).toEqual([]);
  });

  it('says so when --open finds no browser opener (issue 44)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'view-'));
    const page = join(dir, 'viewer.html');
    await writeFile(page, '<!doctype html>\n<script type="application/json" id="viewer-data">{}</script>');
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const warned: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text) => {
      warned.push(String(text));
    });
    const path = process.env.PATH;
    process.env.PATH = dir; // no opener on it
    try {
      expect(await viewCommand.run([page, '--open'])).toBe(0);
    } finally {
      process.env.PATH = path;
    }
    expect(warned.join('\n')).toMatch(
      /Could not open the viewer with (xdg-open|open|explorer) .*open file:\/\/.* in a browser yourself/,
    );
  });

  it('refuses two runs at once with a usage error', async () => {
    await expect(viewCommand.run(['a', 'b'])).rejects.toThrow('view takes at most one run, got 2.');
  });
});
