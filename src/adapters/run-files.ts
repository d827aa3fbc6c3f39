/**
 * Reads an osmosis eval run directory (`.osmosis/evals/<run-name>/`, contract §3.4) into EvalMetrics.
 * `metrics.json` is small and read whole; `index.jsonl` (one line per work item, possibly millions)
 * is streamed line by line and never held in memory.
 */
import { once } from 'node:events';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { decidedOrderFile, parseDecidedOrder } from '../core/adaptive/one-start.js';
import { createOutcomesBuilder, type DatasetIdentity, type RowOutcomes } from '../core/baseline/baseline.js';
import { OsmosisFailure } from '../core/errors.js';
import { providerFailuresFromLog } from '../core/evidence/error-classes.js';
import { isBridgeCall, type RunLog } from '../core/evidence/run-evidence.js';
import type { JournalFacts } from '../core/journal/completed-journal.js';
import { expandSelection, type RunPart } from '../core/journal/run-parts.js';
import {
  createMetricsAccumulator,
  DEFAULT_PASS_THRESHOLD,
  type EvalMetrics,
  type IndexRow,
  type MetricsFile,
  parseIndexLine,
  parseMetricsFile,
} from '../core/metrics.js';

export const INDEX_FILE = 'index.jsonl';
export const METRICS_FILE = 'metrics.json';

export interface ReadEvalMetricsOptions {
  /** Used only when metrics.json is absent or has no pass_threshold. Default 1.0, the CLI's default. */
  passThreshold?: number;
  /**
   * The per-row file: index.jsonl in a local run; summary.jsonl (the same rows, byte for byte in a local
   * run) in the outputs `osmosis eval download` brings home from a managed run.
   */
  indexFile?: string;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

/** `metrics.json`, or undefined when the run has not written one (yet). */
export async function readMetricsFile(runDir: string): Promise<MetricsFile | undefined> {
  const file = path.join(runDir, METRICS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new OsmosisFailure(`${file}: malformed metrics.json (not JSON: ${(error as Error).message})`);
  }
  return parseMetricsFile(value, file);
}

/** A small JSON file of the run, or undefined when it is missing or not JSON (osmosis writes them atomically). */
async function readJsonFile(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

export const MANIFEST_FILE = 'manifest.json';

/** The osmosis-ai version that created a run (its manifest's provenance), without starting Python. */
export async function readRunVersion(runDir: string): Promise<string | undefined> {
  const manifest = await readJsonFile(path.join(runDir, MANIFEST_FILE));
  return text(field(field(manifest, 'provenance'), 'sdk_version'));
}

/** The dataset a run ran on (manifest.json's sha256, progress.json's row count); undefined when unknown. */
export async function readRunDataset(runDir: string): Promise<DatasetIdentity | undefined> {
  const [manifest, progress] = await Promise.all(
    [MANIFEST_FILE, 'progress.json'].map((name) => readJsonFile(path.join(runDir, name))),
  );
  const sha256 = text(field(field(field(manifest, 'inputs'), 'dataset'), 'sha256'));
  return sha256 === undefined
    ? undefined
    : { sha256, rows: count(field(progress, 'total_dataset_rows')) ?? null };
}

/** What a run directory says about itself, from its three small files; a missing fact is undefined. */
export async function readJournalFacts(runDir: string): Promise<JournalFacts> {
  const [manifest, metrics, progress] = await Promise.all(
    [MANIFEST_FILE, METRICS_FILE, 'progress.json'].map((name) => readJsonFile(path.join(runDir, name))),
  );
  const summary = field(metrics, 'summary');
  return {
    runName: text(field(manifest, 'run_name')),
    sdkVersion: text(field(field(manifest, 'provenance'), 'sdk_version')),
    status: text(field(field(metrics, 'eval_run'), 'status')),
    totalSamples: count(field(summary, 'total_samples')),
    passThreshold: count(field(summary, 'pass_threshold')),
    totalRuns: count(field(progress, 'total_runs')),
  };
}

/**
 * Metrics for one run directory: pass_threshold, status and duration from metrics.json when it exists,
 * every count and statistic recomputed from index.jsonl, streamed.
 */
/** A run's metrics (see readEvalRun). */
export async function readEvalMetrics(
  runDir: string,
  options: ReadEvalMetricsOptions = {},
): Promise<EvalMetrics> {
  return (await readEvalRun(runDir, options)).metrics;
}

/**
 * A run's metrics and its per-row outcomes, from metrics.json (for pass_threshold) and one streamed pass
 * over index.jsonl.
 */
export async function readEvalRun(
  runDir: string,
  options: ReadEvalMetricsOptions = {},
): Promise<{ metrics: EvalMetrics; rows: RowOutcomes }> {
  const metricsFile = await readMetricsFile(runDir);
  const passThreshold =
    metricsFile?.summary?.pass_threshold ?? options.passThreshold ?? DEFAULT_PASS_THRESHOLD;
  const accumulator = createMetricsAccumulator({ passThreshold });
  const outcomes = createOutcomesBuilder(passThreshold);
  const toSourceRow = await sourceRowMapper(runDir);
  await streamIndexRows(
    runDir,
    (row) => {
      const source = toSourceRow(row);
      if (source === undefined) return; // past an adaptive run's decided rows
      accumulator.add(source);
      outcomes.add(source);
    },
    options.indexFile,
  );
  return { metrics: accumulator.finish(metricsFile), rows: outcomes.finish() };
}

/**
 * With `--rows`, osmosis writes `row_index` as the position within the run's sorted selection, not the
 * dataset row (docs/osmosis-facts.md). Reports, annotations and the baseline speak of dataset rows, so
 * rows are mapped back through the manifest's `selected_source_rows`; a run of every row maps to itself.
 */
export async function sourceRowMapper(runDir: string): Promise<(row: IndexRow) => IndexRow | undefined> {
  const ordered = await readDecidedOrder(runDir);
  if (ordered) {
    // An adaptive run in one start: its rows are positions in the seeded order, and only the decided
    // prefix is the eval's (the rows past it finished while osmosis was stopping).
    return (row) => {
      const source = row.row_index < ordered.decided ? ordered.order[row.row_index] : undefined;
      return source === undefined ? undefined : { ...row, row_index: source };
    };
  }
  const manifest = await readJsonFile(path.join(runDir, MANIFEST_FILE));
  const selection = text(field(field(field(manifest, 'inputs'), 'dataset'), 'selected_source_rows'));
  if (selection === undefined) return (row) => row;
  const sourceRows = expandSelection(selection);
  return (row) => {
    const source = sourceRows[row.row_index];
    if (source === undefined) {
      throw new OsmosisFailure(
        `${path.join(runDir, INDEX_FILE)} has row_index ${row.row_index}, past the ${sourceRows.length} rows of the run's selection ${selection}`,
      );
    }
    return { ...row, row_index: source };
  };
}

/**
 * The seeded order and decided prefix eval-run wrote beside an adaptive run in one start
 * (`.osmosis/ci/adaptive-order/<run>.order.json`, core/adaptive/one-start.ts); undefined for any other run.
 */
async function readDecidedOrder(runDir: string): Promise<{ order: number[]; decided: number } | undefined> {
  const file = decidedOrderFile(path.dirname(path.dirname(runDir)), path.basename(runDir));
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = parseDecidedOrder(text);
  if (!parsed)
    throw new OsmosisFailure(
      `${file} is not a valid adaptive order: re-run the adaptive eval to rewrite it.`,
    );
  return parsed;
}

/** A run's rows as osmosis wrote them (row_index positional) and its selection: one part to merge. */
export async function readRunPart(runDir: string, name: string): Promise<RunPart> {
  const manifest = await readJsonFile(path.join(runDir, MANIFEST_FILE));
  const selection = text(field(field(field(manifest, 'inputs'), 'dataset'), 'selected_source_rows'));
  const rows: IndexRow[] = [];
  await streamIndexRows(runDir, (row) => rows.push(row));
  // The duration is for the report only: an unreadable metrics.json leaves it unknown, never fails the merge.
  const metrics = await readMetricsFile(runDir).catch(() => undefined);
  return { name, selection: selection ?? null, rows, durationMs: metrics?.eval_run?.duration_ms ?? null };
}

/**
 * Calls `onRow` for every row of a run's index.jsonl, line by line (the file is never read whole).
 * A malformed line stops the stream with an error naming the file and line.
 */
export async function streamIndexRows(
  runDir: string,
  onRow: (row: IndexRow, lineNumber: number) => void,
  fileName = INDEX_FILE,
): Promise<void> {
  const indexFile = path.join(runDir, fileName);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(indexFile, 'r');
  } catch (error) {
    if (isNotFound(error)) {
      throw new OsmosisFailure(
        `${indexFile} does not exist: ${runDir} is not an osmosis eval run directory, or the run ` +
          'ended before writing any results',
      );
    }
    throw error;
  }
  const input = handle.createReadStream({ encoding: 'utf8', highWaterMark: 1 << 20 });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  let failure: unknown;
  lines.on('line', (line) => {
    lineNumber += 1;
    if (failure !== undefined || line.trim().length === 0) return;
    try {
      onRow(parseIndexLine(line, lineNumber, indexFile), lineNumber);
    } catch (error) {
      failure = error;
      lines.close();
      input.destroy();
    }
  });
  input.on('error', (error) => {
    failure ??= error;
    lines.close();
  });
  try {
    await once(lines, 'close');
  } finally {
    await handle.close().catch(() => undefined);
  }
  if (failure !== undefined) throw failure;
}

/** How much of the end of logs.txt is read for its tail: enough for the last lines, whatever the file's size. */
const LOG_TAIL_BYTES = 64 * 1024;

/**
 * The last `count` lines of the run's logs.txt (osmosis's combined supervisor and rollout-server log,
 * secrets already redacted by osmosis), or undefined when there is none.
 */
export async function readLogTail(runDir: string, count: number): Promise<string[] | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path.join(runDir, 'logs.txt'), 'r');
    const { size } = await handle.stat();
    const length = Math.min(size, LOG_TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer.toString('utf8').split(/\r?\n/);
    // A cut first line is a fragment: drop it unless the whole file was read.
    if (length < size) lines.shift();
    const kept = lines.filter((line) => line.trim() !== '');
    return kept.length === 0 ? undefined : kept.slice(-count);
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

/**
 * The run's logs.txt streamed once: the rollouts whose model call failed at the provider
 * (core/evidence/error-classes.ts) and the model calls made (core/evidence/run-evidence.ts); nothing counted when there is no log.
 */
export async function readBridgeLog(runDir: string): Promise<RunLog> {
  const failures = new Map<string, number>();
  let calls = 0;
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path.join(runDir, 'logs.txt'), 'r');
    const lines = createInterface({
      input: handle.createReadStream({ encoding: 'utf8' }),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      // Only the rollout server's lines about a bridge URL count a call or name a status; the rest are skipped unparsed.
      if (!line.includes('/v1/rollouts/')) continue;
      if (isBridgeCall(line)) calls += 1;
      for (const [id, status] of providerFailuresFromLog([line])) failures.set(id, status);
    }
  } catch {
    return { providerFailures: failures, modelCalls: handle ? calls : undefined };
  } finally {
    await handle?.close();
  }
  return { providerFailures: failures, modelCalls: calls };
}
