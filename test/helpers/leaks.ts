/** Where a secret could have leaked to: files on disk. */
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
