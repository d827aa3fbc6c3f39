/**
 * The row history: the last H default-branch runs (default 20) of one config, per dataset row, so that a
 * pull request is judged against what each row usually does rather than against one earlier sample.
 *
 * Rows are keyed by their identity (core/rows/row-identity.ts: the digest of what osmosis reads of the row,
 * or the dataset's own id), never by position, when the run's dataset could be read
 * (RowOutcomes.identities): a row moved keeps its history, an edited row is a new row, and rows that
 * left the dataset drop out. A run whose dataset could not be read keys its rows by position, which
 * holds only on a dataset of the same bytes (DatasetIdentity): a run on another dataset then starts the
 * history afresh. A history saved before identities (version 1) is keyed by position: the first run
 * with identities on the same dataset re-keys it (the positions name the same rows there), one on
 * another dataset starts afresh. A run scored with another pass threshold also starts afresh. A run
 * joins once: one whose journal digest is already there is not appended again.
 *
 * Pure: no I/O. Its JSON form ({@link rowHistoryJson}, {@link parseRowHistory}) is versioned, for a cache.
 */
import { z } from 'zod';
import type { DatasetIdentity, RowOutcomes } from '../baseline/baseline.js';
import { isPositionKey } from '../rows/row-identity.js';

export const ROW_HISTORY_VERSION = 2;
/** Version 1 (keyed by position) is read and re-keyed when a run with identities joins. */
const READABLE_VERSIONS = [1, 2] as const;
export const DEFAULT_HISTORY_RUNS = 20;
/**
 * The history gate's re-run calls per pull request as a fraction of one pass (core/history/history-gate.ts): the
 * cost stays ≤ 1.3× one pass. Here, beside the history's other default, so the inputs need not load the gate.
 */
export const DEFAULT_RERUN_BUDGET = 0.3;
/**
 * Jeffreys prior Beta(½, ½) on each row's pass probability. Half a pass and half a failure keep 20
 * passes out of 20 from reading as certainty (p̂ = 20.5/21 ≈ 0.976) while moving a well-observed row
 * by at most 1/(2(n+1)); it is the standard non-informative choice for a binomial proportion and has
 * no preference between rows that usually pass and rows that usually fail.
 */
export const PRIOR_PASSES = 0.5;
export const PRIOR_FAILURES = 0.5;

/** One default-branch run in the history: enough to say which runs the estimates come from. */
export interface HistoryRunInfo {
  finishedAt: string;
  runName?: string | null | undefined;
  ref?: string | undefined;
  sha?: string | undefined;
  /** The digest of the run's journal (core/history/history-join.ts): the same run never joins twice. */
  journal?: string | undefined;
}

export interface RowHistory {
  version: typeof ROW_HISTORY_VERSION;
  /** H: the most runs kept. */
  limit: number;
  passThreshold: number;
  /** The newest run's dataset (null when unknown). */
  dataset: DatasetIdentity | null;
  /** Oldest first. */
  runs: HistoryRunInfo[];
  /** Per row key: one string per run (aligned with `runs`) of that run's outcome characters for the row. */
  rows: Map<string, string[]>;
  /**
   * The newest run's row identities by row index, when it had them: a later run on a dataset of the
   * same bytes whose file is not at hand (eval-merge's legs) is matched through them.
   */
  order?: string[] | undefined;
  /**
   * Per row key, the row's duration in whole milliseconds in the newest run that recorded one (all its
   * items' `duration_ms`): `shard: i/n` balances the legs by them (core/shards/shard-split.ts).
   */
  durations?: Map<string, number> | undefined;
}

export interface RowEstimate {
  key: string;
  /** Runs with at least one completed item (P or F) of the row. */
  runsSeen: number;
  /** Completed items (P or F) over all runs. */
  trials: number;
  passes: number;
  /** Posterior mean of the pass probability under the Jeffreys prior: (passes + ½) / (trials + 1). */
  estimate: number;
  /** Both passed and failed within the history. */
  flaky: boolean;
  /** passes / trials (0 when no trials): the rate a report names a flaky row with. */
  passRate: number;
}

/** A saved history as read from its file: checked, or why it cannot be used. */
export type LoadedHistory =
  | { kind: 'found'; history: RowHistory }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string };

export function emptyHistory(passThreshold: number, limit = DEFAULT_HISTORY_RUNS): RowHistory {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`history limit must be ≥ 1, got ${limit}`);
  return { version: ROW_HISTORY_VERSION, limit, passThreshold, dataset: null, runs: [], rows: new Map() };
}

/**
 * A run's per-row outcome characters (every run_index, in order), keyed by the row's identity when the
 * run has them (`byIdentity`), else by row index; rows without a result left out.
 */
export function rowsOfRun(outcomes: RowOutcomes, byIdentity = true): Map<string, string> {
  const rows = new Map<string, string>();
  const identities = byIdentity ? outcomes.identities : undefined;
  const length = Math.max(0, ...outcomes.outcomes.map((run) => run.length));
  for (let row = 0; row < length; row++) {
    let chars = '';
    for (const run of outcomes.outcomes) {
      const char = run[row];
      if (char === 'P' || char === 'F' || char === 'S') chars += char;
    }
    const key = identities ? identities[row] : String(row);
    if (chars !== '' && key !== undefined) rows.set(key, chars);
  }
  return rows;
}

/** A run's per-row durations (RowOutcomes.durations), keyed as {@link rowsOfRun} keys its rows. */
export function durationsOfRun(outcomes: RowOutcomes, byIdentity = true): Map<string, number> {
  const durations = new Map<string, number>();
  const identities = byIdentity ? outcomes.identities : undefined;
  outcomes.durations?.forEach((ms, row) => {
    const key = identities ? identities[row] : String(row);
    if (ms !== null && key !== undefined) durations.set(key, ms);
  });
  return durations;
}

/** The newest duration of each row kept: this run's, else the one recorded before it. */
function keptDurations(
  before: ReadonlyMap<string, number> | undefined,
  run: ReadonlyMap<string, number> | undefined,
  rows: ReadonlyMap<string, unknown>,
): Map<string, number> | undefined {
  const durations = new Map<string, number>();
  for (const key of rows.keys()) {
    const ms = run?.get(key) ?? before?.get(key);
    if (ms !== undefined) durations.set(key, ms);
  }
  return durations.size > 0 ? durations : undefined;
}

/** Whether the history's rows are keyed by position (saved before identities, or its dataset not read). */
export const keyedByPosition = (history: RowHistory) =>
  history.rows.size > 0 && [...history.rows.keys()].every(isPositionKey);

export interface AppendedRun {
  info: HistoryRunInfo;
  passThreshold: number;
  dataset?: DatasetIdentity | undefined;
  /** Per row key, the run's outcome characters for it ({@link rowsOfRun}). */
  rows: ReadonlyMap<string, string>;
  /**
   * Every row's identity by row index, when the run's dataset was read: `rows` are keyed by them, and
   * rows of the history not among them drop out.
   */
  datasetRows?: readonly string[] | undefined;
  /** Per row key, the row's duration in this run ({@link durationsOfRun}), when it recorded them. */
  durations?: ReadonlyMap<string, number> | undefined;
}

export interface AppendOutcome {
  history: RowHistory;
  /** Why the earlier runs were discarded, when they were. */
  restarted?: string;
  /** Earlier runs dropped because the history was full. */
  droppedRuns: number;
  /** Rows removed: they left the dataset, or no run kept has a result for them. */
  droppedRows: number;
  /** The run was there already (the same journal digest): the history is unchanged. */
  duplicate?: boolean;
}

/** Why the history cannot continue with this run, or undefined when it can. */
function restartReason(history: RowHistory, run: AppendedRun): string | undefined {
  if (history.runs.length === 0) return undefined;
  if (run.passThreshold !== history.passThreshold)
    return `pass_threshold changed from ${history.passThreshold} to ${run.passThreshold}`;
  const before = history.dataset;
  const sameBytes = before !== null && run.dataset !== undefined && before.sha256 === run.dataset.sha256;
  const byPosition = keyedByPosition(history);
  if (run.datasetRows === undefined && !byPosition && history.rows.size > 0)
    return "this run's dataset rows could not be read, so its rows have no identity to match the history's by";
  if (byPosition && !sameBytes && before && run.dataset)
    return `the dataset changed (sha256 ${before.sha256.slice(0, 12)} → ${run.dataset.sha256.slice(0, 12)}) and the history's rows are keyed by position`;
  return undefined;
}

/** A history keyed by position re-keyed by the identities of the same dataset's rows (the migration). */
function rekeyed(history: RowHistory, identities: readonly string[] | undefined): RowHistory {
  if (identities === undefined || !keyedByPosition(history)) return history;
  const rows = new Map<string, string[]>();
  const durations = new Map<string, number>();
  for (const [key, segments] of history.rows) {
    const identity = identities[Number(key)];
    if (identity === undefined) continue;
    rows.set(identity, segments);
    const ms = history.durations?.get(key);
    if (ms !== undefined) durations.set(identity, ms);
  }
  return { ...history, rows, durations };
}

/** The history with a default-branch run appended: new rows join, rows that left drop, the oldest run drops at H. */
export function appendRun(previous: RowHistory, run: AppendedRun): AppendOutcome {
  const journal = run.info.journal;
  if (journal !== undefined && previous.runs.some((known) => known.journal === journal))
    return { history: previous, droppedRuns: 0, droppedRows: 0, duplicate: true };
  const restarted = restartReason(previous, run);
  const base =
    restarted === undefined
      ? rekeyed(previous, run.datasetRows)
      : emptyHistory(run.passThreshold, previous.limit);
  const keep = run.datasetRows === undefined ? null : new Set(run.datasetRows);
  const dropRuns = Math.max(0, base.runs.length + 1 - base.limit);
  const rows = new Map<string, string[]>();
  let droppedRows = 0;
  for (const [key, segments] of base.rows) {
    const kept = [...segments.slice(dropRuns), run.rows.get(key) ?? ''];
    if ((keep && !keep.has(key)) || kept.every((segment) => segment === '')) droppedRows += 1;
    else rows.set(key, kept);
  }
  const width = base.runs.length - dropRuns + 1;
  for (const [key, chars] of run.rows) {
    if (rows.has(key) || (keep && !keep.has(key))) continue;
    rows.set(key, [...Array<string>(width - 1).fill(''), chars]);
  }
  const history: RowHistory = {
    version: ROW_HISTORY_VERSION,
    limit: base.limit,
    passThreshold: run.passThreshold,
    dataset: run.dataset ?? base.dataset,
    runs: [...base.runs.slice(dropRuns), run.info],
    rows,
    ...(run.datasetRows ? { order: [...run.datasetRows] } : {}),
  };
  const durations = keptDurations(base.durations, run.durations, rows);
  if (durations) history.durations = durations;
  return {
    history,
    ...(restarted === undefined ? {} : { restarted }),
    droppedRuns: restarted === undefined ? dropRuns : previous.runs.length,
    droppedRows: restarted === undefined ? droppedRows : previous.rows.size,
  };
}

/** One row's counts and estimates from its per-run segments. */
export function estimateRow(key: string, segments: readonly string[]): RowEstimate {
  let runsSeen = 0;
  let passes = 0;
  let failures = 0;
  for (const segment of segments) {
    let seen = false;
    for (const char of segment) {
      if (char === 'P') passes += 1;
      else if (char === 'F') failures += 1;
      else continue;
      seen = true;
    }
    if (seen) runsSeen += 1;
  }
  const trials = passes + failures;
  return {
    key,
    runsSeen,
    trials,
    passes,
    estimate: (passes + PRIOR_PASSES) / (trials + PRIOR_PASSES + PRIOR_FAILURES),
    flaky: passes > 0 && failures > 0,
    passRate: trials === 0 ? 0 : passes / trials,
  };
}

/** Every row's estimate, in key order as the history holds them. */
export function rowEstimates(history: RowHistory): Map<string, RowEstimate> {
  const estimates = new Map<string, RowEstimate>();
  for (const [key, segments] of history.rows) estimates.set(key, estimateRow(key, segments));
  return estimates;
}

/** The rows that both passed and failed in the history, least reliable (pass rate nearest ½) first. */
export function flakyRows(history: RowHistory): RowEstimate[] {
  return [...rowEstimates(history).values()]
    .filter((row) => row.flaky)
    .sort((a, b) => Math.abs(a.passRate - 0.5) - Math.abs(b.passRate - 0.5) || compareKeys(a.key, b.key));
}

/** Numeric keys in number order, others after them in string order. */
export function compareKeys(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (Number.isInteger(x) && Number.isInteger(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

const SEGMENT_SEPARATOR = ',';
/** Outcome characters (OutcomeChar: P, F, S, -) and the separator; `-` last so it is not a range. */
const segmentsPattern = /^[PFS,-]*$/;

const historyJsonSchema = z.strictObject({
  version: z.union([z.literal(1), z.literal(ROW_HISTORY_VERSION)]),
  limit: z.number().int().min(1),
  passThreshold: z.number(),
  dataset: z.object({ sha256: z.string(), rows: z.number().int().nonnegative().nullable() }).nullable(),
  runs: z.array(
    z.object({
      finishedAt: z.string(),
      runName: z.string().nullish(),
      ref: z.string().optional(),
      sha: z.string().optional(),
      journal: z.string().optional(),
    }),
  ),
  order: z.array(z.string()).optional(),
  /** Per row key, its newest recorded duration in whole milliseconds. */
  durations: z.record(z.string().min(1), z.number().int().nonnegative()).optional(),
  /** Per row key, the runs' segments joined by commas: "P,PF,,F". */
  rows: z.record(
    z.string().min(1),
    z.string().regex(segmentsPattern, 'holds a character other than P, F, S, - or ,'),
  ),
});
export type RowHistoryJson = z.infer<typeof historyJsonSchema>;

/** The JSON form to save. */
export function rowHistoryJson(history: RowHistory): RowHistoryJson {
  const joined = new Map([...history.rows].map(([key, segments]) => [key, segments.join(SEGMENT_SEPARATOR)]));
  const rows = ownRecord(joined);
  return {
    version: ROW_HISTORY_VERSION,
    limit: history.limit,
    passThreshold: history.passThreshold,
    dataset: history.dataset,
    runs: history.runs,
    rows,
    ...(history.order ? { order: history.order } : {}),
    ...(history.durations ? { durations: ownRecord(history.durations) } : {}),
  };
}

/** A map as a plain object of own properties (a key such as __proto__ stays a key). */
function ownRecord<T>(map: ReadonlyMap<string, T>): Record<string, T> {
  const record: Record<string, T> = {};
  for (const [key, value] of map)
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  return record;
}

/** A saved history, checked; throws an Error that says what is wrong with it and where. */
export function parseRowHistory(json: unknown): RowHistory {
  if (
    json !== null &&
    typeof json === 'object' &&
    'version' in json &&
    !(READABLE_VERSIONS as readonly unknown[]).includes(json.version)
  )
    throw new Error(
      `row history: version ${String(json.version)} is not supported (expected ${READABLE_VERSIONS.join(' or ')})`,
    );
  const parsed = historyJsonSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new Error(`row history is not valid: ${issues.join('; ')}`);
  }
  const data = parsed.data;
  if (data.runs.length > data.limit)
    throw new Error(`row history is not valid: ${data.runs.length} runs exceed its limit of ${data.limit}`);
  const rows = new Map<string, string[]>();
  // The raw object's own entries, not zod's output: a record drops keys such as __proto__.
  const raw = (json as { rows: Record<string, unknown> }).rows;
  for (const [key, joined] of Object.entries(raw)) {
    if (typeof joined !== 'string' || !segmentsPattern.test(joined))
      throw new Error(`row history is not valid: rows.${key}: holds a character other than P, F, S, - or ,`);
    const segments = joined.split(SEGMENT_SEPARATOR);
    if (segments.length !== data.runs.length)
      throw new Error(
        `row history is not valid: rows.${key} has ${segments.length} run segment(s) for ${data.runs.length} run(s)`,
      );
    rows.set(key, segments);
  }
  const { durations: _durations, ...rest } = data;
  const recorded = (json as { durations?: Record<string, number> }).durations;
  const durations = recorded ? new Map(Object.entries(recorded).filter(([key]) => rows.has(key))) : undefined;
  return { ...rest, version: ROW_HISTORY_VERSION, rows, ...(durations?.size ? { durations } : {}) };
}
