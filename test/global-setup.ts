/**
 * Tests run the committed bundles in dist/, as users do. A bundle older than its source would let a
 * change in src/ pass on the old code, so a stale dist/ is rebuilt before any test runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lock } from 'proper-lockfile';
// @ts-expect-error: a plain .mjs script without types
import { DIGEST_FILE, sourceDigest } from '../scripts/source-digest.mjs';

function builtFromSource(root: string): boolean {
  try {
    return readFileSync(resolve(root, DIGEST_FILE), 'utf8').trim() === sourceDigest(root);
  } catch {
    return false; // no digest yet: build
  }
}

export default async function ensureFreshBundles(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  if (builtFromSource(root)) return;
  // Two test runs at once (two terminals, an editor's runner) must not write dist/ together: one builds,
  // the other waits for it and builds again only if src/ changed meanwhile.
  const release = await lock(root, {
    lockfilePath: resolve(root, 'node_modules/.osmosis-ci-build.lock'),
    stale: 60_000,
    retries: { retries: 600, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
  });
  try {
    if (builtFromSource(root)) return;
    console.log('dist/ was not built from the current src/: rebuilding it before the tests (npm run build)');
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  } finally {
    await release();
  }
}
