/**
 * The rollout's source identity, read from disk: a digest of the rollout folder's files as git tracks them
 * (tracked, or untracked and not ignored; osmosis's own exclusions applied, osmosis_ai/source_scan.py),
 * the grader's (its class, file and source digest: core/grader/grader-source.ts) and the workflow's (the same
 * files with the grader's own part left out). Best effort: null when the folder cannot be read.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { RolloutSource } from '../core/baseline/config-identity.js';
import { graderReference, moduleCandidates, splitGrader, textSha256 } from '../core/grader/grader-source.js';
import { capture } from './exec.js';

/** What osmosis leaves out of a rollout's source (environments, caches, builds, the lock). */
const EXCLUDED_PARTS = new Set([
  '__pycache__',
  '.git',
  '.venv',
  'venv',
  'dist',
  'build',
  'node_modules',
  '.pytest_cache',
  '.ruff_cache',
]);
const excluded = (file: string) =>
  file
    .split('/')
    .some((part) => EXCLUDED_PARTS.has(part) || part === 'uv.lock' || part.endsWith('.egg-info'));

/** The rollout folder's files relative to it, sorted: git's view when it is a repository, else every file. */
export async function rolloutFiles(rolloutDir: string): Promise<string[]> {
  const listed = await capture(
    'git',
    ['-C', rolloutDir, 'ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'],
    { env: process.env, timeoutMs: 30_000 },
  ).catch(() => null);
  const files =
    listed?.exitCode === 0 ? listed.stdout.split('\0').filter((file) => file !== '') : await walk(rolloutDir);
  return [...new Set(files)].filter((file) => !excluded(file)).sort();
}

async function walk(dir: string, root = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !EXCLUDED_PARTS.has(entry.name)) files.push(...(await walk(path, root)));
    else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
  }
  return files;
}

/** The rollout's source identity, or null when its folder or entrypoint cannot be read. */
export async function readRolloutSource(
  rolloutDir: string,
  entrypoint: string,
): Promise<RolloutSource | null> {
  try {
    const files = await rolloutFiles(rolloutDir);
    const texts = new Map<string, Buffer>();
    for (const file of files) texts.set(file, await readFile(join(rolloutDir, file)));
    const grader = findGrader(texts, posix.normalize(entrypoint));
    const all = createHash('sha256');
    const workflow = createHash('sha256');
    for (const [file, bytes] of texts) {
      all.update(`${file}\0`).update(bytes);
      workflow.update(`${file}\0`).update(grader?.file === file ? grader.rest : bytes);
    }
    return {
      digest: all.digest('hex'),
      files: files.length,
      workflowDigest: workflow.digest('hex'),
      grader: grader ? { className: grader.className, file: grader.file, digest: grader.digest } : null,
    };
  } catch {
    return null;
  }
}

/** The grader the entrypoint names, found in the entrypoint or the rollout module it imports it from. */
function findGrader(
  texts: ReadonlyMap<string, Buffer>,
  entrypoint: string,
): { className: string; file: string; digest: string; rest: string } | null {
  const entry = texts.get(entrypoint)?.toString('utf8');
  const reference = entry === undefined ? null : graderReference(entry);
  if (!reference) return null;
  const candidates = reference.module
    ? moduleCandidates(reference.module, dirname(entrypoint))
    : [entrypoint];
  for (const file of candidates) {
    const text = texts.get(file)?.toString('utf8');
    const split = text === undefined ? null : splitGrader(text, reference.className);
    if (split)
      return { className: reference.className, file, digest: textSha256(split.source), rest: split.rest };
  }
  return null;
}
