// A digest of everything a bundle in dist/ is built from. scripts/build.mjs records it in
// dist/source-digest.txt; the test setup compares it, so tests never run an old bundle of new source.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const INPUTS = ['src', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];
export const DIGEST_FILE = 'dist/source-digest.txt';

function filesUnder(root, path) {
  const full = join(root, path);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return existsSync(full) ? [path] : [];
  }
  return entries.flatMap((entry) => filesUnder(root, join(path, entry.name)));
}

export function sourceDigest(root) {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(root, input))
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .sort();
  for (const file of files) {
    // Line endings normalised: a Windows checkout of the same commit has the same digest.
    const text = readFileSync(join(root, file), 'utf8').replaceAll('\r\n', '\n');
    hash.update(`${file}\0${text}\0`);
  }
  return hash.digest('hex');
}
