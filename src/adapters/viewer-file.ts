/**
 * Writes a run's viewer.html (core/artifacts/viewer.ts renders it): every row of index.jsonl (streamed; of every
 * journal the result rests on: the legs eval-merge merged, an adaptive eval's batches, or the outputs a
 * managed eval downloaded, whose per-row file is summary.jsonl), the
 * trajectories of the failing rows (or of all, with viewer: all) while they fit in the size limit, and
 * each of those rows' lines of logs.txt (streamed once; an errored row's too, trajectory or not), and the
 * other rows' input, expected and answer for the search. The same secret scan as the run bundle: a
 * trajectory that holds a secret value given to the step is withheld whole (the row says so), a log line
 * that holds one is dropped and counted, and the finished page is scanned again before it is written.
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { projectionStem, secretForms } from '../core/artifacts/bundle.js';
import {
  embedJson,
  renderViewer,
  type ViewerData,
  type ViewerRequest,
  type ViewerRow,
  viewerSteps,
  viewerText,
  type WrittenViewer,
  withRowPassK,
} from '../core/artifacts/viewer.js';
import type { IndexRow } from '../core/metrics.js';
import type { ViewerDeps } from '../core/ports.js';
import { errorTypeClassWords } from '../core/report/error-words.js';
import { excerpt, trajectoryFacts } from '../core/rows/failing-rows.js';
import { sampleOutcome } from '../core/sample-counts.js';
import { removeFile } from './remove-file.js';
import { sourceRowMapper, streamIndexRows } from './run-files.js';
import { SecretScanner } from './secret-scan.js';

/** Log lines kept per row, and the longest line kept. */
const LOG_LINES_PER_ROW = 200;
const LOG_LINE_CHARS = 2_000;
/** The page itself (script, style, the rows' list) is counted against the limit before trajectories. */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;

/** A row's trajectory file, by osmosis's positional stem in its run directory. */
type TrajectoryFiles = Map<ViewerRow, string>;

interface RowFiles {
  /** The rows the page details: trajectory, log lines. */
  stems: TrajectoryFiles;
  /** The other rows that ran: only their input, expected and answer, for the search. */
  others: TrajectoryFiles;
}

async function readRows(request: ViewerRequest): Promise<{ rows: ViewerRow[] } & RowFiles> {
  const rows: ViewerRow[] = [];
  const files: RowFiles = { stems: new Map(), others: new Map() };
  for (const runDir of request.runDirs) await readRunRows(request, runDir, rows, files);
  // Legs and batches each hold a part of the rows, and an adaptive run in one start holds them in its
  // seeded order: the page lists them in dataset order.
  rows.sort((a, b) => a.row - b.row || a.run - b.run);
  if (request.passK !== undefined) withRowPassK(rows, request.passK);
  return { rows, ...files };
}

async function readRunRows(
  request: ViewerRequest,
  runDir: string,
  rows: ViewerRow[],
  { stems, others }: RowFiles,
): Promise<void> {
  const toSourceRow = await sourceRowMapper(runDir);
  const onRow = (positional: IndexRow) => {
    const row = toSourceRow(positional);
    if (row === undefined) return; // past an adaptive run's decided rows
    const status = sampleOutcome(row, request.head.passThreshold);
    const shown: ViewerRow = {
      row: row.row_index,
      run: row.run_index,
      status,
      reward: typeof row.reward === 'number' ? row.reward : null,
      tokens: typeof row.tokens === 'number' ? row.tokens : null,
      durationMs: typeof row.duration_ms === 'number' ? row.duration_ms : null,
    };
    if (row.error_type) shown.errorType = row.error_type;
    if (status === 'errored')
      shown.errorClass =
        request.errorClasses?.get(`${row.row_index}:${row.run_index}`) ??
        errorTypeClassWords(row.error_type ?? 'unknown');
    if (row.rollout_id) shown.rolloutId = row.rollout_id;
    const flip = request.flipped?.get(`${row.row_index}:${row.run_index}`);
    if (flip) shown.flipped = flip;
    const flaky = request.flaky?.get(row.row_index);
    if (flaky) shown.flaky = flaky;
    rows.push(shown);
    const wanted =
      request.mode === 'all' ? status !== 'skipped' : status !== 'passed' && status !== 'skipped';
    const file = join(runDir, 'trajectories', `${projectionStem(positional)}.json`);
    if (wanted) stems.set(shown, file);
    else if (status !== 'skipped') others.set(shown, file);
  };
  await streamIndexRows(runDir, onRow, request.indexFile);
}

/** Worst first, as the bundle orders its trajectories: errors, then the lowest reward, then row order. */
function byValue(a: ViewerRow, b: ViewerRow): number {
  const rank = (r: ViewerRow) => (r.status === 'errored' ? 0 : r.status === 'below-threshold' ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    (a.reward ?? Number.NEGATIVE_INFINITY) - (b.reward ?? Number.NEGATIVE_INFINITY) ||
    a.row - b.row ||
    a.run - b.run
  );
}

/** Each wanted row's trajectory, worst first, while the page stays within its limit. */
async function attachTrajectories(
  request: ViewerRequest,
  stems: TrajectoryFiles,
  scanner: SecretScanner,
  used: number,
): Promise<number> {
  let room = request.limitBytes - used;
  for (const row of [...stems.keys()].sort(byValue)) {
    const file = stems.get(row) as string;
    const size = await stat(file).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) {
      row.trajectoryNote = 'osmosis wrote no trajectory for this row.';
      continue;
    }
    if (size > TRAJECTORY_READ_LIMIT || size > room) {
      row.trajectoryNote = `Its trajectory (${size} bytes) was left out: ${PAST_LIMIT}.`;
      continue;
    }
    const bytes = await readFile(file);
    if (scanner.holds(bytes)) {
      row.withheld = true;
      continue;
    }
    let document: unknown;
    try {
      document = JSON.parse(bytes.toString('utf8'));
    } catch {
      row.trajectoryNote = 'Its trajectory is not JSON.';
      continue;
    }
    const facts = trajectoryFacts(document);
    if (facts.input !== undefined) row.input = excerpt(facts.input, 200);
    if (facts.expected !== undefined) row.expected = viewerText(facts.expected, 2_000);
    if (facts.answer !== undefined) row.answer = viewerText(facts.answer, 2_000);
    row.steps = viewerSteps(document);
    const { input, expected, answer, steps } = row;
    room -= Buffer.byteLength(embedJson({ input, expected, answer, steps }));
  }
  return room;
}

/** The largest trajectory read for its search texts alone, and the characters of each text kept. */
const FACTS_READ_LIMIT = 256 * 1024;
const FACT_CHARS = 200;

/**
 * The input, expected label and answer of the rows the page does not detail (the passed ones, unless
 * viewer: all), so that the search finds every row by its text; while the page has room, and never
 * from a trajectory that holds a secret value.
 */
async function attachSearchTexts(others: TrajectoryFiles, scanner: SecretScanner, room: number) {
  for (const [row, file] of others) {
    const size = await stat(file).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined || size > FACTS_READ_LIMIT || room < FACT_CHARS * 6) continue;
    const bytes = await readFile(file);
    if (scanner.holds(bytes)) continue;
    let document: unknown;
    try {
      document = JSON.parse(bytes.toString('utf8'));
    } catch {
      continue;
    }
    const facts = trajectoryFacts(document);
    if (facts.input !== undefined) row.input = excerpt(facts.input, FACT_CHARS);
    if (facts.expected !== undefined) row.expected = excerpt(facts.expected, FACT_CHARS);
    if (facts.answer !== undefined) row.answer = excerpt(facts.answer, FACT_CHARS);
    const { input, expected, answer } = row;
    room -= Buffer.byteLength(embedJson({ input, expected, answer }));
  }
}

const PAST_LIMIT = "past the viewer's size limit";

/** The page within the limit: the least valuable rows' trajectories go until it fits (the estimate ran over). */
function fitted(data: ViewerData, limitBytes: number): string {
  let html = renderViewer(data);
  const carrying = data.rows.filter((row) => row.steps).sort(byValue);
  while (Buffer.byteLength(html) > limitBytes && carrying.length > 0) {
    const row = carrying.pop() as ViewerRow;
    delete row.steps;
    delete row.input;
    delete row.answer;
    delete row.expected;
    row.trajectoryNote = `Its trajectory was left out: ${PAST_LIMIT}.`;
    html = renderViewer(data);
  }
  return html;
}

/**
 * The lines of each logs.txt that name a rollout of the rows the page details (the trajectories asked
 * for, whether osmosis wrote one or not: an errored row's log lines are often all there is of it),
 * streamed once; a line with a secret is dropped.
 */
async function attachLogs(
  runDirs: readonly string[],
  detailed: Iterable<ViewerRow>,
  scanner: SecretScanner,
): Promise<void> {
  const byRollout = new Map<string, ViewerRow>();
  for (const row of detailed) if (row.rolloutId) byRollout.set(row.rolloutId, row);
  if (byRollout.size === 0) return;
  for (const runDir of runDirs) await attachRunLogs(join(runDir, 'logs.txt'), byRollout, scanner);
}

async function attachRunLogs(
  file: string,
  byRollout: ReadonlyMap<string, ViewerRow>,
  scanner: SecretScanner,
): Promise<void> {
  if (!(await stat(file).catch(() => undefined))) return;
  const input = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    for (const match of line.matchAll(/[0-9a-f]{32}/g)) {
      const row = byRollout.get(match[0]);
      if (!row) continue;
      if (scanner.holds(line) || row.withheld) {
        row.logsWithheld = (row.logsWithheld ?? 0) + 1;
        return;
      }
      row.logs ??= [];
      if (row.logs.length < LOG_LINES_PER_ROW) row.logs.push(viewerText(line, LOG_LINE_CHARS));
      return;
    }
  });
  await once(lines, 'close');
}

export async function writeViewer(request: ViewerRequest): Promise<WrittenViewer> {
  const scanner = new SecretScanner(secretForms(request.secrets));
  const { rows, stems, others } = await readRows(request);
  const data: ViewerData = { ...request.head, mode: request.mode, rows };
  const room = await attachTrajectories(request, stems, scanner, Buffer.byteLength(renderViewer(data)));
  await attachSearchTexts(others, scanner, room);
  await attachLogs(request.runDirs, stems.keys(), scanner);
  const html = fitted(data, request.limitBytes);
  // Every piece was scanned; the page is scanned whole all the same (the header is the result's text).
  if (scanner.holds(html)) throw new Error('the viewer would hold a secret value, so it was not written');
  const partial = `${request.file}.partial`;
  try {
    await writeFile(partial, html);
    await rename(partial, request.file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return {
    file: request.file,
    bytes: Buffer.byteLength(html),
    rows: rows.length,
    trajectories: rows.filter((row) => row.steps).length,
    withheld: rows.filter((row) => row.withheld).length,
  };
}

/** The viewer step's deps (core/ports.ts ViewerDeps). */
export const viewerDeps: ViewerDeps = { writeViewer, removeFile };
