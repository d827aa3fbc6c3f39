/**
 * The adaptive gate in one osmosis start. osmosis runs a selection in ascending source order (its
 * `--rows` is parsed into sorted indices, osmosis_ai/eval/local/dataset.py, and fed FIFO to the workers,
 * runner.py `_schedule`), so the seeded order is given to it as a dataset file whose k-th row is the
 * population's `order[k]`. Its journal then names rows by their position in the order; they are
 * mapped back to source rows before anything else reads them, so the baseline and the row history see
 * the rows a full run names.
 *
 * The decision looks only at the longest prefix of the order that has fully completed: with up to
 * max-in-flight rows running at once they finish out of order, and a rule applied to whichever rows
 * came back first would favour the fast ones. A prefix of a uniform permutation is a uniformly random
 * subset, so each look sees exactly the rows the batch rule's look would have seen, and the calibrated
 * boundary's exact error holds unchanged.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RunPart } from '../journal/run-parts.js';
import type { IndexRow } from '../metrics.js';
import { RULE_VERSIONS } from './plan.js';

/** Python's `str.isspace()` beyond JS's `\s`: the file, group, record and unit separators, and NEL. */
const PYTHON_EXTRA_SPACE = new Set([0x1c, 0x1d, 0x1e, 0x1f, 0x85]);

/** Whether osmosis's JSONL reader skips the line (blank once Python's `strip()` has run). */
function isBlank(line: string): boolean {
  for (const char of line) {
    if (!/\s/.test(char) && !PYTHON_EXTRA_SPACE.has(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/**
 * A JSONL dataset's rows as osmosis counts them: one per non-blank line, lines ending at \n, \r or
 * \r\n (Python's universal newlines).
 */
export function jsonlRows(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => !isBlank(line));
}

/**
 * The dataset in the seeded order: row k is the source row `order[k]`. Undefined when the file has
 * fewer rows than the order names (the caller runs batches instead).
 */
export function orderedJsonl(text: string, order: readonly number[]): string | undefined {
  const rows = jsonlRows(text);
  const lines: string[] = [];
  for (const source of order) {
    const line = rows[source];
    if (line === undefined) return undefined;
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A run over the ordered dataset as a part over source rows: its row_index (the position in the order,
 * as the ordered file has exactly the population's rows) becomes `order[position]`.
 */
export function partInSourceRows(part: RunPart, order: readonly number[]): RunPart {
  const rows: IndexRow[] = [];
  for (const row of part.rows) {
    const source = order[row.row_index];
    if (source === undefined) continue; // past the order: not a row of this eval
    rows.push({ ...row, row_index: source });
  }
  return { ...part, selection: null, rows };
}

/** The positions (in the order) of a run over the ordered dataset that have a result for every run. */
export function completedPositions(part: RunPart, runsPerRow: number): Set<number> {
  const items = new Map<number, number>();
  for (const row of part.rows) items.set(row.row_index, (items.get(row.row_index) ?? 0) + 1);
  const done = new Set<number>();
  for (const [position, count] of items) if (count >= runsPerRow) done.add(position);
  return done;
}

/** How many rows from the start of the order have all completed. */
export function completedPrefix(done: ReadonlySet<number>, population: number): number {
  let prefix = 0;
  while (prefix < population && done.has(prefix)) prefix++;
  return prefix;
}

/** A run's rows restricted to the first `rows` positions of the order. */
export function prefixPart(part: RunPart, rows: number): RunPart {
  return { ...part, rows: part.rows.filter((row) => row.row_index < rows) };
}

/** `<run name>.a<tag>.one`: the one run of an adaptive eval in one start, within osmosis's 96 characters. */
export function oneStartRunName(runName: string, tag: string): string {
  const suffix = `.a${tag}.one`;
  return `${runName.slice(0, 96 - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}

/**
 * 8 hex digits naming one start's run: the order (its seed) and every choice its looks and rule follow
 * from, so a re-run under other choices runs rows of its own and never re-decides on rows paid before.
 */
export function oneStartTag(
  seed: string,
  choices: {
    mode: 'certain' | 'confident';
    confidence: number;
    threshold: number;
    batchSize: number | undefined;
    startCost: number | undefined;
    runsPerRow: number;
  },
): string {
  const confidence = choices.mode === 'confident' ? String(choices.confidence) : '-';
  const parts = [
    seed,
    'one-start-v1',
    RULE_VERSIONS.calibrated,
    RULE_VERSIONS.sequence,
    choices.mode,
    confidence,
  ];
  parts.push(String(choices.threshold), String(choices.batchSize ?? '-'), String(choices.startCost ?? '-'));
  parts.push(String(choices.runsPerRow));
  return createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 8);
}

/**
 * Where eval-run keeps what a one-start run's journal means, beside the other adaptive order files:
 * `<.osmosis>/ci/adaptive-order/<run>.order.json`. Reports, junit.xml, the bundle and the viewer read
 * the journal directly, so they map its positions through it and keep to the decided prefix.
 */
export function decidedOrderFile(osmosisDirectory: string, runName: string): string {
  return join(osmosisDirectory, 'ci', 'adaptive-order', `${runName}.order.json`);
}

/** The order file's text: the source row at each position, and how many positions the verdict is on. */
export function decidedOrderText(order: readonly number[], decided: number): string {
  return `${JSON.stringify({ order, decided })}\n`;
}

/** The order file read back; undefined when it is not one. */
export function parseDecidedOrder(text: string): { order: number[]; decided: number } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { order, decided } = value as { order?: unknown; decided?: unknown };
  const isRow = (row: unknown) => Number.isInteger(row) && (row as number) >= 0;
  if (!Array.isArray(order) || !order.every(isRow) || !isRow(decided)) return undefined;
  return { order: order as number[], decided: decided as number };
}
