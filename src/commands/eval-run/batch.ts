/**
 * A named osmosis run of some of the rows (an adaptive batch, a row-history re-run round): its own
 * journal, so a re-run of the job resumes it. Errored items count as they stand, as in a full run: an
 * automatic retry here and none there would make an adaptive gate and a full run judge different runs.
 */
import { basename } from 'node:path';
import type { OsmosisCiError } from '../../core/errors.js';
import { formatSelection, type RunPart } from '../../core/journal/run-parts.js';
import type { BeforeRunContext } from '../../core/ports.js';
import { type OsmosisConcerns, type OsmosisStart, runOsmosisResuming } from './osmosis.js';
import { interpretRun } from './outcome.js';

/** How a named run of some rows ended, with the warnings said while it ran. */
export type BatchRun = { warnings: readonly string[] } & (
  | { kind: 'done'; part: RunPart; runDir: string; errorsDominate: boolean }
  | { kind: 'failed'; error: OsmosisCiError }
  | {
      kind: 'interrupted';
      part: RunPart | undefined;
      message: string;
      stderrTail: string;
      /** The signal that stopped it (the job cancelled), or null when osmosis stopped on its own. */
      signal: NodeJS.Signals | null;
    }
);

/** The concerns a batch's run uses: an osmosis start's, and the files its journal is read from. */
export type BatchConcerns = OsmosisConcerns | 'files';

/** One osmosis start of a batch's run. */
async function startBatch(
  start: OsmosisStart<OsmosisConcerns>,
  name: string,
  rows: readonly number[],
  datasetFile: string | undefined,
) {
  const { context } = start;
  const batchContext: BeforeRunContext = {
    ...context,
    runName: name,
    inputs: {
      ...context.inputs,
      rows: formatSelection(rows),
      'run-name': name,
      ...(datasetFile === undefined ? {} : { 'dataset-file': datasetFile }),
    },
  };
  return runOsmosisResuming({ ...start, context: batchContext });
}

/** Runs one batch to a part with a result for every item (errored items count as they stand), or says why not. */
export async function runBatch(
  start: OsmosisStart<BatchConcerns>,
  name: string,
  rows: readonly number[],
  /** Another dataset file for this run (an adaptive run's rows in their seeded order). */
  datasetFile?: string,
): Promise<BatchRun> {
  const { deps, context } = start;
  const started = await startBatch(start, name, rows, datasetFile);
  const { warnings } = started;
  if ('error' in started) return { kind: 'failed', error: started.error, warnings };
  const outcome = interpretRun(started.run, context.osmosisBin);
  if (outcome.kind === 'error') return { kind: 'failed', error: outcome.error, warnings };
  const runDir = outcome.runDir ?? started.runDir;
  const part = await deps.files.readRunPart(runDir, basename(runDir)).catch(() => undefined);
  if (outcome.kind === 'incomplete' || part === undefined) {
    const message = started.run.interruptedBy
      ? `Interrupted by ${started.run.interruptedBy} in batch ${name}. Re-run the same command to resume: the finished batches and items are not paid for again.`
      : `osmosis stopped before every item of batch ${name} had a result. Re-run the same command to resume the rest.`;
    return {
      kind: 'interrupted',
      part,
      message,
      stderrTail: started.run.stderrTail,
      signal: started.run.interruptedBy,
      warnings,
    };
  }
  const errored = part.rows.filter((row) => row.status === 'failed').length;
  return { kind: 'done', part, runDir, errorsDominate: errored * 2 > part.rows.length, warnings };
}
