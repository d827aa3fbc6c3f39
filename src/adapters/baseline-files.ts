/**
 * Baseline files on disk. Every result directory holds result.json and rows.json (the per-row
 * outcomes), so any earlier result directory can serve as a baseline; runs on the default branch copy
 * both into `baseline-dir`, which the action's post step saves to the Actions cache, and pull-request
 * runs read them back from the same path after the action restores it.
 */
import { copyFile, lstat, mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { baselineRunFrom, ROWS_FILE } from '../core/baseline/baseline.js';
import { parseRowUsage } from '../core/cost/row-usage.js';
import { errorMessage } from '../core/errors.js';
import { HISTORY_FILE } from '../core/history/history-reruns.js';
import { parseRowHistory, type RowHistory, rowHistoryJson } from '../core/history/row-history.js';
import { isJudgedManagedEval, type SavedManagedRun } from '../core/managed/managed-baseline.js';
import { managedResultSchema } from '../core/managed-result.js';
import type { LoadedBaseline, LoadedHistory, RowsFile } from '../core/report-ports.js';
import { resultSchema } from '../core/result.js';
import { writeTextWhole } from './text-files.js';

export type { LoadedBaseline, RowsFile };

/** Writes JSON through a temporary file, so a reader never sees half of it. */
async function writeJsonFile(dir: string, name: string, value: unknown): Promise<string> {
  const path = join(resolve(dir), name);
  await writeTextWhole(path, `${JSON.stringify(value)}\n`);
  return path;
}

export function writeRowsFile(dir: string, rows: RowsFile): Promise<string> {
  return writeJsonFile(dir, ROWS_FILE, rows);
}

/**
 * A baseline file's text, or why it is not read. A symbolic link is not followed (a restored cache could
 * point it anywhere), and nothing of a file that is not JSON is ever repeated: JSON.parse's message
 * quotes the file's first bytes, which may be any file's.
 */
async function readBaselineJson(
  path: string,
): Promise<{ json: unknown } | { missing: true } | { problem: string }> {
  let text: string;
  try {
    if ((await lstat(path)).isSymbolicLink())
      return { problem: `${path} is a symbolic link: it is not followed` };
    text = await readFile(path, 'utf8');
  } catch {
    return { missing: true };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${path} is corrupted (not valid JSON)` };
  }
}

/** The row history in the baseline directory: missing, unreadable (why) or checked. Never throws. */
export async function loadHistory(baselineDir: string): Promise<LoadedHistory> {
  const path = join(resolve(baselineDir), HISTORY_FILE);
  const read = await readBaselineJson(path);
  if ('missing' in read) return { kind: 'missing' };
  if ('problem' in read) return { kind: 'unreadable', reason: read.problem };
  try {
    return { kind: 'found', history: parseRowHistory(read.json) };
  } catch (error) {
    return { kind: 'unreadable', reason: `${path}: ${errorMessage(error)}` };
  }
}

export async function saveHistory(baselineDir: string, history: RowHistory): Promise<void> {
  await writeJsonFile(baselineDir, HISTORY_FILE, rowHistoryJson(history));
}

/** Copy a result directory's result.json and rows.json into the baseline directory the cache saves. */
export async function saveBaseline(resultDir: string, baselineDir: string): Promise<void> {
  const target = resolve(baselineDir);
  await mkdir(target, { recursive: true });
  await copyFile(join(resultDir, 'result.json'), join(target, 'result.json'));
  await copyFile(join(resultDir, ROWS_FILE), join(target, ROWS_FILE)).catch(() => undefined);
}

/**
 * The baseline in `dir`: missing when there is no result.json (no default-branch run saved one yet),
 * unreadable when it exists but is not a result document we can use. Never throws. `read` turns the
 * parsed JSON and rows.json into the baseline, or says why it cannot serve as one.
 */
async function loadBaselineFiles<Run>(
  dir: string,
  read: (json: unknown, rows: RowsFile | null, resultPath: string) => Run | { unusable: string },
): Promise<LoadedBaseline<Run>> {
  const resultPath = join(resolve(dir), 'result.json');
  const file = await readBaselineJson(resultPath);
  if ('missing' in file) return { kind: 'missing' };
  if ('problem' in file) return { kind: 'unreadable', reason: file.problem };
  const run = read(file.json, await readRowsFile(join(resolve(dir), ROWS_FILE)), resultPath);
  if (run !== null && typeof run === 'object' && 'unusable' in run)
    return { kind: 'unreadable', reason: run.unusable };
  return { kind: 'found', run };
}

/** An eval-run baseline: the default branch's result.json and rows.json. */
export function loadBaseline(dir: string): Promise<LoadedBaseline> {
  return loadBaselineFiles(dir, (json, rows, resultPath) => {
    const parsed = resultSchema.safeParse(json);
    if (!parsed.success) return { unusable: `${resultPath} is not an osmosis-ci result document` };
    return (
      baselineRunFrom(parsed.data, rows, rows?.source?.ref, shaOf(rows)) ?? {
        unusable: `${resultPath} holds a run that ended in an error`,
      }
    );
  });
}

/** An eval-submit baseline: the default branch's last judged managed eval of the config, with its rows. */
export function loadManagedBaseline(dir: string): Promise<LoadedBaseline<SavedManagedRun>> {
  return loadBaselineFiles(dir, (json, rows, resultPath): SavedManagedRun | { unusable: string } => {
    const parsed = managedResultSchema.safeParse(json);
    if (!parsed.success || parsed.data.kind !== 'eval-submit')
      return { unusable: `${resultPath} is not an osmosis-ci eval-submit result document` };
    if (!isJudgedManagedEval(parsed.data))
      return { unusable: `${resultPath} holds a managed eval that was not judged (${parsed.data.verdict})` };
    return { saved: parsed.data, outcomes: rows, ref: rows?.source?.ref, sha: shaOf(rows) };
  });
}

/** rows.json's commit, when it is a commit SHA (anything else there is not one). */
function shaOf(rows: RowsFile | null): string | undefined {
  const sha: unknown = rows?.source?.sha;
  return typeof sha === 'string' && /^[0-9a-f]{7,64}$/i.test(sha) ? sha : undefined;
}

async function readRowsFile(path: string): Promise<RowsFile | null> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<RowsFile>;
    if (
      value.version !== 1 ||
      typeof value.passThreshold !== 'number' ||
      !Array.isArray(value.outcomes) ||
      !value.outcomes.every((run) => typeof run === 'string' && /^[PFS-]*$/.test(run))
    )
      return null;
    const usage = parseRowUsage(value.usage);
    return {
      version: 1,
      passThreshold: value.passThreshold,
      outcomes: value.outcomes,
      belowThreshold: value.belowThreshold ?? { count: 0, rows: [] },
      ...(Array.isArray(value.identities) && value.identities.every((key) => typeof key === 'string')
        ? { identities: value.identities }
        : {}),
      ...(usage ? { usage } : {}),
      ...(value.source ? { source: value.source } : {}),
    };
  } catch {
    return null;
  }
}
