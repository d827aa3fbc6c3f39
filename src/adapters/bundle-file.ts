/**
 * Writes a run's bundle (core/artifacts/bundle.ts decides what goes in): lists the files of the run directory and
 * the result directory, refuses every file that holds a secret value given to the step (scanned as a
 * stream, adapters/secret-scan.ts), and streams the rest into one zip with archiver, one entry at a time,
 * so that neither the files nor the archive are ever held whole in memory. The zip is written beside
 * its name and renamed when whole.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Archiver } from 'archiver';
import {
  BUNDLE_MANIFEST,
  BUNDLE_README,
  type BundleCandidate,
  type BundleKind,
  type BundlePlan,
  type BundleRequest,
  createBundleRows,
  holdsSecret,
  planBundle,
  rowFolder,
  secretForms,
  type WrittenBundle,
} from '../core/artifacts/bundle.js';
import { renderBundleManifest, renderBundleReadme } from '../core/artifacts/bundle-words.js';
import { JUNIT_FILE } from '../core/artifacts/junit.js';
import type { BundleDeps } from '../core/ports.js';
import { removeFile } from './remove-file.js';
import { sourceRowMapper, streamIndexRows } from './run-files.js';
import { SecretScanner } from './secret-scan.js';

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await lstat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/** Regular files under `dir`, recursively, relative to it; symlinks and anything else are skipped. */
async function listFiles(dir: string, prefix = ''): Promise<{ relative: string; size: number }[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: { relative: string; size: number }[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) {
      const size = await fileSize(join(dir, relative));
      if (size !== undefined) files.push({ relative, size });
    }
  }
  return files;
}

/** result.json and report.md: the report's, in memory, or the files in resultDir. */
async function addReportFiles(
  { documents, resultDir }: BundleRequest,
  add: (source: string, entry: string, kind: BundleKind, rank: number) => Promise<void>,
  candidates: BundleCandidate[],
): Promise<void> {
  if (!documents) {
    await add(join(resultDir, 'report.md'), 'report.md', 'report', 0);
    await add(join(resultDir, 'result.json'), 'result.json', 'report', 1);
    return;
  }
  const inMemory = (entry: string, text: string, rank: number) =>
    candidates.push({
      entry,
      source: join(resultDir, entry),
      text,
      size: Buffer.byteLength(text),
      kind: 'report',
      rank,
    });
  inMemory('report.md', documents.reportMarkdown, 0);
  inMemory('result.json', documents.resultJson, 1);
}

/** Every file the bundle would hold without a limit, with its kind and rank. */
async function listCandidates(
  request: BundleRequest,
): Promise<{ candidates: BundleCandidate[]; failing: number; total: number }> {
  const candidates: BundleCandidate[] = [];
  const add = async (source: string, entry: string, kind: BundleKind, rank: number) => {
    const size = await fileSize(source);
    if (size !== undefined) candidates.push({ entry, source, size, kind, rank });
  };
  const { resultDir } = request;
  const runDirs = request.runDirs && request.runDirs.length > 1 ? request.runDirs : [request.runDir];
  const inBundle = (dir: string, file: string) =>
    runDirs.length > 1 ? `run/${basename(dir)}/${file}` : `run/${file}`;
  await addReportFiles(request, add, candidates);
  await add(join(resultDir, 'rows.json'), 'rows.json', 'outcomes', 0);
  for (const dir of runDirs) {
    await add(join(dir, 'index.jsonl'), inBundle(dir, 'index.jsonl'), 'outcomes', 1);
    await add(join(dir, 'metrics.json'), inBundle(dir, 'metrics.json'), 'outcomes', 2);
  }
  await add(join(resultDir, JUNIT_FILE), JUNIT_FILE, 'outcomes', 3);
  for (const dir of runDirs) await add(join(dir, 'logs.txt'), inBundle(dir, 'logs.txt'), 'logs', 0);

  const picker = createBundleRows(request.mode, request.passThreshold);
  for (const dir of runDirs) {
    const toSourceRow = await sourceRowMapper(dir);
    await streamIndexRows(dir, (row) => {
      const source = toSourceRow(row);
      if (source) picker.add(row, source, runDirs.length > 1 ? dir : undefined);
    });
  }
  const { rows, total } = picker.finish();
  for (const row of rows) {
    const runDir = row.dir ?? request.runDir;
    const folder = rowFolder(row.datasetRow, row.runIndex);
    const trajectory = row.failing ? 'failing-trajectory' : 'passing-trajectory';
    await add(
      join(runDir, 'trajectories', `${row.stem}.json`),
      `${folder}/trajectory.json`,
      trajectory,
      row.rank,
    );
    const artifactsDir = join(runDir, 'artifacts', row.stem);
    if (!(await lstat(artifactsDir).catch(() => undefined))?.isDirectory()) continue;
    for (const file of await listFiles(artifactsDir)) {
      candidates.push({
        entry: `${folder}/artifacts/${file.relative}`,
        source: join(artifactsDir, file.relative),
        size: file.size,
        kind: row.failing ? 'failing-artifact' : 'passing-artifact',
        rank: row.rank,
      });
    }
  }
  return { candidates, failing: rows.filter((row) => row.failing).length, total };
}

/** Reads [0, size) of a file: what was scanned is what is archived, even if the file grew since. */
const readUpTo = (source: string, size: number) =>
  size === 0 ? Buffer.alloc(0) : createReadStream(source, { start: 0, end: size - 1 });

/**
 * Plans the bundle within the limit with no file that holds a secret: each file the plan would include
 * is scanned (once); a refused one frees its room, so the plan is made again until it holds still.
 */
async function planWithoutSecrets(
  candidates: BundleCandidate[],
  limitBytes: number,
  forms: string[],
): Promise<BundlePlan> {
  const scanner = new SecretScanner(forms);
  // A name that holds a value is refused before anything: it would be listed even if left out.
  const refused = new Set(candidates.filter((c) => holdsSecret(c.entry, forms)).map((c) => c.entry));
  const scanned = new Set<string>();
  for (;;) {
    const plan = planBundle(candidates, limitBytes, refused);
    let changed = false;
    for (const candidate of plan.included) {
      if (scanned.has(candidate.entry)) continue;
      scanned.add(candidate.entry);
      const holds =
        candidate.text !== undefined
          ? scanner.holds(candidate.text)
          : await scanner.fileHolds(candidate.source);
      if (holds) {
        refused.add(candidate.entry);
        changed = true;
      }
    }
    if (!changed) return plan;
  }
}

/**
 * archiver, loaded only when a bundle is written (a run that writes none never pays for its zip stack); the
 * CLI starts loading it while osmosis runs (preloadBundle), when the process only waits. The module loader
 * keeps it: a second import is the same module.
 */
export const loadArchiver = () => import('archiver');

export async function writeBundle(request: BundleRequest): Promise<WrittenBundle> {
  const { candidates, failing, total } = await listCandidates(request);
  const forms = secretForms(request.secrets);
  const plan = await planWithoutSecrets(candidates, request.limitBytes, forms);
  const facts = { runName: request.runName, mode: request.mode, rows: { failing, total } };
  const scanner = new SecretScanner(forms);
  const generated = [
    [BUNDLE_README, renderBundleReadme(plan, facts, forms)],
    [BUNDLE_MANIFEST, renderBundleManifest(plan, facts, forms)],
  ] as const;

  const { default: archiver } = await loadArchiver();
  const partial = `${request.file}.partial`;
  const output = createWriteStream(partial);
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | undefined;
  archive.on('error', (error) => {
    failure ??= error;
  });
  archive.on('warning', (error) => {
    failure ??= error;
  });
  output.on('error', (error) => {
    failure ??= error;
  });
  archive.pipe(output);
  try {
    for (const [name, text] of generated) {
      // Built from names already cleared of secrets; checked all the same.
      if (scanner.holds(text)) throw new Error(`${name} of the bundle would hold a secret value`);
      await appendEntry(archive, text, name, () => failure);
    }
    for (const candidate of plan.included) {
      const source =
        candidate.text !== undefined
          ? Buffer.from(candidate.text)
          : readUpTo(candidate.source, candidate.size);
      await appendEntry(archive, source, candidate.entry, () => failure);
    }
    await archive.finalize();
    if (!output.closed) await once(output, 'close');
    if (failure) throw failure;
    await rename(partial, request.file);
  } catch (error) {
    archive.abort();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { file: request.file, plan, zipBytes: (await stat(request.file)).size, forms };
}

/** Appends one entry and waits until archiver has written it, so one file is open at a time. */
async function appendEntry(
  archive: Archiver,
  source: string | Buffer | NodeJS.ReadableStream,
  name: string,
  failed: () => Error | undefined,
): Promise<void> {
  const written = once(archive, 'entry');
  archive.append(source as Parameters<Archiver['append']>[0], { name, mode: 0o644 });
  await written;
  const error = failed();
  if (error) throw error;
}

/** The bundle step's deps (core/ports.ts BundleDeps). */
export const bundleDeps: BundleDeps = { writeBundle, removeFile };
