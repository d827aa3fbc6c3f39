/**
 * The documentation a user of osmosis-ci reads: the README (the overview, which npm packs) and the docs/
 * files that hold the reference it links to. The tests that keep the docs true (every input, output and
 * flag documented, every snippet valid, one pin per action) read these files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './run-cli.js';

/** Every action: a job to copy, its inputs with their defaults, its outputs. */
export const ACTIONS_DOC = 'docs/actions.md';

export const USER_DOCS = [
  'README.md',
  ACTIONS_DOC,
  'docs/gating.md',
  'docs/pull-requests.md',
  'docs/shards.md',
  'docs/results.md',
  'docs/managed-runs.md',
] as const;

export const readDoc = (file: string) => readFile(join(REPO_ROOT, file), 'utf8');

/** The user docs, each with its text. */
export async function userDocs(): Promise<Array<{ file: string; text: string }>> {
  return Promise.all(USER_DOCS.map(async (file) => ({ file, text: await readDoc(file) })));
}
