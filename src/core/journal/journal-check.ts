/**
 * Is a leg's journal as osmosis wrote it? osmosis writes one index.jsonl line per work item
 * (row_index, run_index), row_index within the manifest's row selection and run_index below its n, and
 * its metrics.json and progress.json count the same items. A journal that breaks any of these was
 * altered or joined from two, and merging it would count rows twice or rows nobody ran.
 */
import { UsageError } from '../errors.js';
import type { IndexRow } from './journal-files.js';

/** One leg's index.jsonl, with the line each row came from, and the counts its other files state. */
export interface LegJournal {
  name: string;
  /** index.jsonl as shown to the user. */
  indexFile: string;
  rows: readonly IndexRow[];
  /** lines[i] is the 1-based line of rows[i]. */
  lines: readonly number[];
  /** metrics.json as shown to the user, and its summary.total_samples when it has one. */
  metricsFile: string;
  totalSamples: number | undefined;
  /** progress.json as shown to the user, and its total_runs and sampled_rows when it has them. */
  progressFile: string;
  totalRuns: number | undefined;
  sampledRows: number | undefined;
  /** progress.json's total_dataset_rows: the rows of the dataset the leg ran on. */
  datasetRows: number | undefined;
  /** metrics.json's eval_run.duration_ms: how long the leg ran (null when it recorded none). */
  durationMs: number | null;
  /** metrics.json's summary.pass_threshold, and the outcomes it counted from the same lines, when it has them. */
  passThreshold?: number | undefined;
  stated?: StatedOutcomes;
}

/** metrics.json's summary counts of work items: passed (reward ≥ pass_threshold), graded, failed, skipped. */
export interface StatedOutcomes {
  passed?: number | undefined;
  graded?: number | undefined;
  failed?: number | undefined;
  skipped?: number | undefined;
}

const REPAIR =
  'osmosis writes one line per work item, so the journal was altered or joined from two runs. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.';

/** Refuses a duplicated work item, a row or run outside the manifest's lock, or counts that disagree. */
export function checkLegJournal(journal: LegJournal, lock: { selection: number[] | null; n: number }): void {
  const firstLine = new Map<string, number>();
  const rolloutLine = new Map<string, number>();
  journal.rows.forEach((row, i) => {
    const line = journal.lines[i] ?? i + 1;
    const at = (problem: string) =>
      new UsageError(`${journal.indexFile}:${line}: ${problem}. ${REPAIR}`, {
        file: journal.indexFile,
        line,
      });
    const key = `${row.row_index}:${row.run_index}`;
    const first = firstLine.get(key);
    if (first !== undefined)
      throw at(`row_index ${row.row_index}, run_index ${row.run_index} is already on line ${first}`);
    firstLine.set(key, line);
    if (typeof row.rollout_id === 'string') {
      const other = rolloutLine.get(row.rollout_id);
      if (other !== undefined) throw at(`rollout_id ${row.rollout_id} is already on line ${other}`);
      rolloutLine.set(row.rollout_id, line);
    }
    if (row.run_index >= lock.n)
      throw at(`run_index ${row.run_index} is past the manifest's n = ${lock.n} (run_index counts from 0)`);
    if (lock.selection !== null && row.row_index >= lock.selection.length)
      throw at(
        `row_index ${row.row_index} is past the ${lock.selection.length} rows the manifest selected (row_index counts positions in the selection, from 0)`,
      );
  });
  const lines = journal.rows.length;
  if (journal.totalSamples !== undefined && journal.totalSamples !== lines) {
    throw new UsageError(
      `${journal.metricsFile}: counts ${journal.totalSamples} work items (summary.total_samples), but ${journal.indexFile} has ${lines}. ${REPAIR}`,
      { file: journal.metricsFile },
    );
  }
  checkProgress(journal, lock);
  checkOutcomes(journal);
}

/** The outcomes index.jsonl's lines give, counted as osmosis counts metrics.json's summary. */
export function countOutcomes(rows: readonly IndexRow[], passThreshold: number): Required<StatedOutcomes> {
  const counted = { passed: 0, graded: 0, failed: 0, skipped: 0 };
  for (const row of rows) {
    if (row.status === 'skipped') {
      counted.skipped += 1;
      continue;
    }
    if (row.status === 'failed') counted.failed += 1;
    if (typeof row.reward === 'number') {
      counted.graded += 1;
      if (row.reward >= passThreshold) counted.passed += 1;
    }
  }
  return counted;
}

/**
 * osmosis counts metrics.json's summary from the lines it wrote: rewards or statuses edited in index.jsonl
 * afterwards disagree with it, and merging them would report outcomes nobody's run had.
 */
function checkOutcomes(journal: LegJournal): void {
  const { stated, passThreshold } = journal;
  if (stated === undefined || passThreshold === undefined) return;
  const counted = countOutcomes(journal.rows, passThreshold);
  const differ = (['passed', 'graded', 'failed', 'skipped'] as const).filter(
    (key) => stated[key] !== undefined && stated[key] !== counted[key],
  );
  if (differ.length === 0) return;
  const lines = journal.rows.length;
  const said = differ.map((key) => `${stated[key]} ${key} (summary.${key})`).join(', ');
  const found = differ.map((key) => `${counted[key]} ${key}`).join(', ');
  throw new UsageError(
    `Leg ${journal.name}: ${journal.metricsFile} counts ${said} of ${lines} work items at pass_threshold ${passThreshold}, but the rewards and statuses in ${journal.indexFile} give ${found}: index.jsonl was edited after osmosis scored the run. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.`,
    { file: journal.indexFile },
  );
}

/** progress.json plans selected rows × n work items, over the rows the manifest selected. */
function checkProgress(journal: LegJournal, lock: { selection: number[] | null; n: number }): void {
  const refuse = (problem: string) =>
    new UsageError(`${journal.progressFile}: ${problem}. ${REPAIR}`, { file: journal.progressFile });
  const selected = lock.selection?.length;
  if (selected !== undefined && journal.sampledRows !== undefined && journal.sampledRows !== selected)
    throw refuse(`says ${journal.sampledRows} rows (sampled_rows), but the manifest selected ${selected}`);
  const rows = selected ?? journal.sampledRows;
  if (rows !== undefined && journal.totalRuns !== undefined && journal.totalRuns !== rows * lock.n)
    throw refuse(
      `plans ${journal.totalRuns} work items (total_runs), but ${rows} rows × the manifest's n = ${lock.n} make ${rows * lock.n}`,
    );
}
