/**
 * dataset-validate's upload: whether this event uploads (a push to the default branch, by default; a pull
 * request never), the argv of `osmosis dataset upload`, and what the outputs and summary say of it.
 */

import { code } from '../markdown.js';
import type { Logger, OsmosisInvocation, OsmosisRun } from '../ports.js';
import type { DatasetFileResult } from './dataset-validation.js';

/** What the upload reaches the world through (adapters/dataset-files.ts datasetUploadDeps). */
export interface DatasetUploadDeps {
  log: Logger;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  /** osmosis's environment with the platform token and URL (never argv). */
  osmosisEnv: () => Promise<NodeJS.ProcessEnv>;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
}

/** What ran the step: a pull request, a push (to the default branch or not), or a person at a terminal. */
export type UploadEvent =
  | { kind: 'pull_request' }
  | { kind: 'push'; defaultBranch: boolean }
  | { kind: 'other'; name: string }
  | { kind: 'terminal' };

export type UploadDecision = { upload: true } | { upload: false; reason: string };

export function decideDatasetUpload(
  options: { upload: boolean; anyBranch: boolean },
  event: UploadEvent,
): UploadDecision {
  if (!options.upload) return { upload: false, reason: 'upload is off' };
  switch (event.kind) {
    case 'terminal':
      return { upload: true };
    case 'pull_request':
      // A pull request's files are not reviewed yet (and a fork's step has no token): never published.
      return { upload: false, reason: 'a pull request never uploads; the push to the default branch does' };
    case 'push':
      return event.defaultBranch || options.anyBranch
        ? { upload: true }
        : {
            upload: false,
            reason:
              'not a push to the default branch (set upload-any-branch: true to upload from other branches)',
          };
    default:
      return { upload: false, reason: `a ${event.name || 'non-push'} event does not upload` };
  }
}

/** The argv after the osmosis binary: --yes, as nobody answers a prompt in CI. */
export function datasetUploadArgs(file: string, overwrite: boolean): string[] {
  return ['--json', 'dataset', 'upload', file, '--yes', ...(overwrite ? ['--overwrite'] : [])];
}

/** The files to upload: valid ones only, in the order they were validated. */
export function uploadableFiles(files: readonly DatasetFileResult[]): string[] {
  return files.filter((file) => file.valid).map((file) => file.file);
}

export interface UploadedDataset {
  file: string;
  /** The dataset's id and page on the platform, when osmosis said. */
  id?: string;
  url?: string;
}

export interface DatasetUploadOutcome {
  decision: UploadDecision;
  uploaded: UploadedDataset[];
  failed: { file: string; message: string }[];
  /** Invalid files that were not uploaded. */
  refused: string[];
}

export function datasetUploadOutputs(outcome: DatasetUploadOutcome | undefined): Record<string, string> {
  return {
    'uploaded-files': (outcome?.uploaded ?? []).map((entry) => entry.file).join('\n'),
    'upload-failed-files': (outcome?.failed ?? []).map((entry) => entry.file).join('\n'),
  };
}

/** The summary's upload section (also the terminal's, as plain lines). */
export function renderUploadSummary(outcome: DatasetUploadOutcome): string {
  if (!outcome.decision.upload) return `Not uploaded: ${outcome.decision.reason}.\n`;
  const lines: string[] = [];
  for (const entry of outcome.uploaded)
    lines.push(`- uploaded \`${code(entry.file)}\`${entry.url ? ` (${entry.url})` : ''}`);
  for (const entry of outcome.failed)
    lines.push(`- **upload failed** \`${code(entry.file)}\`: ${entry.message}`);
  for (const file of outcome.refused) lines.push(`- not uploaded \`${code(file)}\`: invalid`);
  if (lines.length === 0) lines.push('- no valid dataset file to upload');
  return `Upload to the Osmosis platform:\n\n${lines.join('\n')}\n`;
}
