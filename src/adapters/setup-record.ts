/**
 * Where the last `osmosis-ci setup --cache-dir DIR` installed osmosis, so the commands after it find that
 * install without being told the directory again. The record lives in the default cache directory (the
 * one every command looks in first) and only names an executable; a record whose executable is gone is
 * ignored.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cachePaths } from './paths.js';

const RECORD_FILE = 'setup-location.json';

const recordPath = (env: NodeJS.ProcessEnv) => join(cachePaths(env).root, RECORD_FILE);

/** Notes that setup put osmosis at `osmosisPath`, outside the default cache directory. */
export async function recordSetupLocation(env: NodeJS.ProcessEnv, osmosisPath: string): Promise<string> {
  const file = recordPath(env);
  await mkdir(cachePaths(env).root, { recursive: true });
  await writeFile(file, `${JSON.stringify({ osmosisPath }, null, 2)}\n`);
  return file;
}

/** The osmosis the last `setup --cache-dir` installed, or undefined (no record, or an unreadable one). */
export async function recordedOsmosis(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const record = JSON.parse(await readFile(recordPath(env), 'utf8')) as { osmosisPath?: unknown };
    return typeof record.osmosisPath === 'string' ? record.osmosisPath : undefined;
  } catch {
    return undefined;
  }
}
