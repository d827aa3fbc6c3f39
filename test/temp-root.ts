/**
 * One temporary directory per test run, removed when the run ends. The real-CLI tests write workspaces,
 * journals, bundles and uv cache copies into the system's temp directory (hundreds of MB a run); left
 * there, they filled a developer's disk run after run. Each test keeps calling os.tmpdir(): it answers
 * inside this directory because TMPDIR (TEMP and TMP on Windows) is set before any worker starts, and the
 * workers and every process a test starts inherit it.
 *
 * OSMOSIS_CI_KEEP_TEST_TMP=1 keeps the directory, and prints where it is, to look into a failure.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NAMES = ['TMPDIR', 'TEMP', 'TMP'] as const;

/** Where the run's directory is: set by the first setup, so the others (one per project) use it as it is. */
const MARKER = 'OSMOSIS_CI_TEST_TMP';

export default async function ownTempDirectory(): Promise<() => Promise<void>> {
  // vitest runs a global setup for each project too: nesting a directory per project made paths too long
  // for a Unix socket (Chromium's SingletonSocket, 108 bytes at most).
  const current = process.env[MARKER];
  if (current && existsSync(current) && tmpdir() === current) return async () => {};
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-tests-'));
  const before = [...NAMES, MARKER].map((name) => [name, process.env[name]] as const);
  for (const name of NAMES) process.env[name] = root;
  process.env[MARKER] = root;
  return async () => {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (process.env.OSMOSIS_CI_KEEP_TEST_TMP) {
      console.log(`The tests' temporary files are kept in ${root} (OSMOSIS_CI_KEEP_TEST_TMP).`);
      return;
    }
    await rm(root, { recursive: true, force: true });
  };
}
