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

/** One program started under strace (see `traceExecsTo` in helpers/run-cli.ts). */
export interface TracedExec {
  pid: number;
  program: string;
  /** The argv as strace prints it: a list of C-escaped string literals. */
  argv: string;
}

/** The execve calls recorded in a strace output file. */
export async function tracedExecs(traceFile: string): Promise<TracedExec[]> {
  const text = await readFile(traceFile, 'utf8');
  const execs: TracedExec[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\d+)\s+execve\("((?:[^"\\]|\\.)*)", (\[.*\]|0x[0-9a-f]+ \/\* \d+ vars \*\/|NULL), /.exec(
      line,
    );
    if (match) execs.push({ pid: Number(match[1]), program: match[2] ?? '', argv: match[3] ?? '' });
  }
  return execs;
}

/** Every traced program whose argv carries one of the needles, as `program argv`. */
export async function execsCarrying(traceFile: string, needles: string[]): Promise<string[]> {
  const execs = await tracedExecs(traceFile);
  if (execs.length === 0) throw new Error(`${traceFile} records no execve: was the run traced?`);
  return execs
    .filter((exec) => needles.some((needle) => exec.argv.includes(needle) || exec.program.includes(needle)))
    .map((exec) => `${exec.program} ${exec.argv}`);
}
