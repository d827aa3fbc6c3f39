/**
 * The `.osmosis` layout of a workspace, spelled here only: osmosis's run journals under `evals/`,
 * osmosis-ci's result directories and the submit steps' state files under `ci/`. The functions that
 * take a directory join with the platform's separator; the relative ones (what result documents
 * record, what git lists) always use `/`.
 */
import { join } from 'node:path';

/** The directory osmosis and osmosis-ci write into, in every workspace (never code, never copied). */
export const OSMOSIS_DIR = '.osmosis';

export function osmosisDir(workspace: string): string {
  return join(workspace, OSMOSIS_DIR);
}

/** Where osmosis keeps its runs' journals, one directory per run name. */
export function evalsDir(workspace: string): string {
  return join(workspace, OSMOSIS_DIR, 'evals');
}

/** A run's journal (osmosis's run directory). */
export function journalDir(workspace: string, runName: string): string {
  return join(evalsDir(workspace), runName);
}

/** A run's journal relative to the workspace, as result documents record it. */
export function relativeJournalDir(runName: string): string {
  return `${OSMOSIS_DIR}/evals/${runName}`;
}

/** Where osmosis-ci writes its result directories. */
export function ciDir(workspace: string): string {
  return join(workspace, OSMOSIS_DIR, 'ci');
}

/** One result directory: a run's (its name) or a command's (`eval-submit-<run name>`, `dataset-validate`). */
export function ciResultDir(workspace: string, name: string): string {
  return join(ciDir(workspace), name);
}

/** The submit steps' state files (core/managed/submission-state.ts). */
export function submissionsDir(workspace: string): string {
  return join(ciDir(workspace), 'submissions');
}

/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
export function isOsmosisPath(relativePath: string): boolean {
  return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}
