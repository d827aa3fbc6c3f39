/**
 * One osmosis start watched while it runs: its journal's index.jsonl (rewritten whole and atomically
 * after every finished item, osmosis_ai/eval/local/results.py) is read every `POLL_MS`, and when the
 * caller says the rows so far settle it, osmosis is stopped as a first Ctrl-C stops it: dispatch ends,
 * in-flight rows are cancelled without a record (runner.py `_request_cancel`), every finished row stays
 * in the journal, and the run is left `incomplete`, so a later start of the same name resumes it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunPart } from '../../core/journal/run-parts.js';
import { journalDir } from '../../core/osmosis/paths.js';
import { type BatchConcerns, type BatchRun, runBatch } from './batch.js';
import type { OsmosisStart } from './osmosis.js';

/** How often the journal is read: a look costs one read of index.jsonl, far below a row's time. */
const POLL_MS = 250;

export interface WatchedRun {
  ran: BatchRun;
  /** True when `settles` said so and osmosis was asked to stop. */
  stopped: boolean;
  runDir: string;
}

/** The journal of `name` as it stands, or undefined before osmosis wrote one. */
export function readJournal(start: OsmosisStart<'files'>, name: string): Promise<RunPart | undefined> {
  return start.deps.files.readRunPart(journalDir(start.context.workspace, name), name).catch(() => undefined);
}

/**
 * Runs `rows` of `datasetFile` as the named run (errored items count as they stand, as in every batch and a full run) while
 * `settles` is shown the journal after each poll; the first `true` stops osmosis.
 */
export async function runWatched(
  start: OsmosisStart<BatchConcerns>,
  run: { name: string; rows: readonly number[]; datasetFile: string },
  settles: (journal: RunPart) => boolean,
): Promise<WatchedRun> {
  const controller = new AbortController();
  let finished = false;
  let stopped = false;
  const watch = async () => {
    while (!finished && !stopped) {
      await sleep(POLL_MS);
      const journal = finished ? undefined : await readJournal(start, run.name);
      if (journal && !finished && settles(journal)) {
        stopped = true;
        controller.abort();
      }
    }
  };
  const watching = watch();
  let ran: BatchRun;
  try {
    ran = await runBatch({ ...start, stop: controller.signal }, run.name, run.rows, run.datasetFile);
  } finally {
    finished = true;
    await watching;
  }
  // Read after the watch ended: a look that settled as osmosis finished still counts as the stop.
  return { ran, stopped, runDir: journalDir(start.context.workspace, run.name) };
}
