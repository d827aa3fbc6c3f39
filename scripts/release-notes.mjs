// Prints the CHANGELOG.md section of one version (`node scripts/release-notes.mjs v1.2.3` or `1.2.3`):
// the lines under its `## [1.2.3]` heading, up to the next `## ` heading. Exits 1 when the changelog has
// no such section or it is empty, so a release is never cut without notes. The release workflow and a
// unit test (test/unit/release.test.ts) use it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** @param {string} changelog @param {string} version */
export function releaseNotes(changelog, version) {
  const wanted = version.replace(/^v/, '');
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) =>
    new RegExp(`^## \\[?${wanted.replaceAll('.', '\\.')}\\]?( |$)`).test(line),
  );
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  const body = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
  return body === '' ? undefined : `${body}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const version = process.argv[2];
  if (!version) {
    console.error('usage: node scripts/release-notes.mjs <version>');
    process.exit(2);
  }
  const changelog = await readFile(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
  const notes = releaseNotes(changelog, version);
  if (!notes) {
    console.error(
      `CHANGELOG.md has no notes for ${version}: add a "## [${version.replace(/^v/, '')}] - <date>" section.`,
    );
    process.exit(1);
  }
  process.stdout.write(notes);
}
