/**
 * Tests run the committed bundles in dist/, as users do. A bundle older than its source would let a
 * change in src/ pass on the old code, so a stale dist/ is rebuilt before any test runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { DIGEST_FILE, sourceDigest } from '../scripts/source-digest.mjs';

export default function ensureFreshBundles(): void {
  const root = resolve(import.meta.dirname, '..');
  let recorded = '';
  try {
    recorded = readFileSync(resolve(root, DIGEST_FILE), 'utf8').trim();
  } catch {
    // no digest yet: build
  }
  if (recorded === sourceDigest(root)) return;
  console.log('dist/ was not built from the current src/: rebuilding it before the tests (npm run build)');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
