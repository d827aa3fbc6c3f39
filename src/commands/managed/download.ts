/**
 * Outputs home (the `download` input): `osmosis eval download` / `benchmark runs download` into
 * `<result-dir>/outputs`, so the report can list a managed eval's failing rows and failure groups the
 * way the local eval report does, from the same per-row file.
 *
 * `auto` for an eval: its metrics and summary.jsonl, then the trajectories of the rows that did not pass.
 * osmosis 0.3.8 files summary.jsonl under the `trajectories` type and has no selector for it alone, so the
 * first download asks for one row's trajectory with it (`--rows 0`). `auto` for a benchmark: summary.csv
 * and results.csv. Best effort: a failed download is a warning and the verdict stands.
 */
import { join, resolve } from 'node:path';
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import { displayPath } from '../../core/display-path.js';
import { errorMessage } from '../../core/errors.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { downloadArgs } from '../../core/osmosis/osmosis-args.js';
import { ciResultDir } from '../../core/osmosis/paths.js';
import type { Step } from './session.js';

/** Failing rows whose trajectories are fetched, at most. */
const MAX_TRAJECTORY_ROWS = 100;

export interface Downloaded {
  outputs: NonNullable<ManagedResult['outputs']>;
  /** Eval runs: failure groups and the per-row outcomes (for the baseline) from the downloaded summary.jsonl. */
  rows?: {
    failureGroups: NonNullable<ManagedResult['metrics']>['failureGroups'];
    outcomes: RowOutcomes;
  };
}

/** `.osmosis/ci/<command>-<run name>` in the workspace (or result-dir), where result.json and the outputs go. */
export function resultDirOf(step: Step, runName: string | null): string {
  const dir = step.inputs['result-dir'];
  if (dir !== undefined) return resolve(step.workspaceDir, dir);
  return ciResultDir(step.workspaceDir, runName ? `${step.spec.command}-${runName}` : step.spec.command);
}

async function download(
  step: Step,
  { name, dir }: { name: string; dir: string },
  types: readonly string[],
  rows?: string,
) {
  const kind = step.kind === 'benchmark' ? 'benchmark' : 'eval';
  const run = await step.call(
    downloadArgs(kind, name, { workspace: step.inputs.workspace, types, output: dir, rows }),
  );
  const resource = (run.envelope?.resource ?? {}) as {
    files_downloaded?: unknown;
    files_skipped?: unknown;
    files_failed?: unknown;
  };
  if (!run.envelope || (run.envelope.status !== 'success' && run.envelope.status !== 'partial')) {
    throw new Error(run.error?.error.message ?? `osmosis exited ${run.exitCode}`);
  }
  const failed = Array.isArray(resource.files_failed) ? resource.files_failed.length : 0;
  if (failed > 0) step.warn(`${failed} output file(s) of ${name} could not be downloaded; re-run to retry.`);
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return count(resource.files_downloaded) + count(resource.files_skipped);
}

/** Row indexes as osmosis's --rows wants them: "3,7,10-20". */
export function rowSpec(indexes: readonly number[]): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export async function downloadOutputs(step: Step, name: string): Promise<Downloaded | null> {
  const choice = step.inputs.kind === 'training' ? 'none' : step.inputs.download;
  if (choice === 'none' || step.kind === 'training') return null;
  const dir = join(resultDirOf(step, name), 'outputs');
  const shown = displayPath(step.workspaceDir, dir);
  try {
    if (step.kind === 'benchmark') {
      const types = choice === 'auto' ? ['summary', 'results'] : choice;
      const files = await download(step, { name, dir }, types);
      return { outputs: { dir: shown, types: [...types], files } };
    }
    const types = choice === 'auto' ? ['metrics', 'trajectories'] : choice;
    let files = await download(step, { name, dir }, types, choice === 'auto' ? '0' : undefined);
    const read = await step.deps.files.readOutputs(dir);
    if (!read) return { outputs: { dir: shown, types: [...types], files } };
    const failingRows = [
      ...read.metrics.failureGroups.flatMap((group) => group.rows),
      ...read.rows.belowThreshold.rows,
    ].map((row) => row.rowIndex);
    let withTrajectories: number | undefined;
    if (choice === 'auto' && failingRows.length > 0) {
      const rows = [...new Set(failingRows)].slice(0, MAX_TRAJECTORY_ROWS);
      files += await download(step, { name, dir }, ['trajectories'], rowSpec(rows));
      withTrajectories = rows.length;
    }
    return {
      outputs: {
        dir: shown,
        types: [...types],
        files,
        ...(withTrajectories !== undefined ? { failingRowsWithTrajectories: withTrajectories } : {}),
      },
      rows: { failureGroups: read.metrics.failureGroups, outcomes: read.rows },
    };
  } catch (error) {
    step.warn(`Could not download the outputs of ${name}: ${errorMessage(error)}`);
    return null;
  }
}
