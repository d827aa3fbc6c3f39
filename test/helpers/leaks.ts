/** Where a secret could have leaked to: files on disk, and the command lines of running processes. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every regular file under the given roots whose bytes contain `needle`. */
export async function filesContaining(roots: string[], needle: string): Promise<string[]> {
  const found: string[] = [];
  const bytes = Buffer.from(needle);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && (await readFile(path)).includes(bytes)) found.push(path);
    }
  };
  for (const dir of roots) await walk(dir);
  return found;
}

/**
 * Polls every process's command line (/proc/<pid>/cmdline) every 50 ms until `stop` is called, and
 * returns the command lines that contained any of the needles.
 */
export function watchCommandLines(needles: string[]): { stop(): Promise<string[]> } {
  const leaked: string[] = [];
  let watching = true;
  const polling = (async () => {
    while (watching) {
      for (const pid of await readdir('/proc').catch(() => [])) {
        if (!/^\d+$/.test(pid)) continue;
        const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (needles.some((needle) => cmdline.includes(needle))) leaked.push(cmdline.replaceAll('\0', ' '));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      watching = false;
      await polling;
      return leaked;
    },
  };
}
