/**
 * One logical eval made of several named osmosis runs, each over a subset of the dataset's rows
 * (adaptive batches, matrix shards), merged back by source row.
 *
 * osmosis locks a named run to its row selection and writes `row_index` as the position within the
 * sorted selection, not the source row (docs/osmosis-facts.md). So each part carries its selection,
 * its rows are mapped back to source rows, and the merged rows feed the same metrics, gate and report
 * as a single run. A row in two parts is refused; a row in none is reported as missing, never counted.
 */

import { UsageError } from '../errors.js';
import { createMetricsAccumulator, type EvalMetrics } from '../metrics.js';
import { createOutcomesBuilder, type RowOutcomes } from '../rows/row-outcomes.js';
import type { IndexRow } from './journal-files.js';

/** The most rows a selection may expand to: a bound on memory whatever the input says. */
export const MAX_SELECTED_ROWS = 10_000_000;

export interface RunPart {
  /** The osmosis run name. */
  name: string;
  /** Its `selected_source_rows` (e.g. `"1-2,8"`), or null when it ran every row of the dataset. */
  selection: string | null;
  /** Its index.jsonl rows as osmosis wrote them (row_index positional within the selection). */
  rows: readonly IndexRow[];
  /** How long it ran (metrics.json's `eval_run.duration_ms`: osmosis's last start of it); null when unrecorded. */
  durationMs?: number | null;
}

export interface MergedRun {
  /** Every row of every part, with row_index the source row. */
  rows: IndexRow[];
  /** Source rows of the population that no part ran, ascending. */
  missing: number[];
}

/** `"1-2,8"` -> [1, 2, 8]: sorted and de-duplicated, as osmosis normalises a selection. */
export function expandSelection(selection: string): number[] {
  const rows = new Set<number>();
  for (const part of selection.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match)
      throw new UsageError(
        `invalid row selection ${JSON.stringify(selection)}: use e.g. "0-9" or "3,7,10-20"`,
      );
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first)
      throw new UsageError(
        `invalid row range ${part.trim()} in ${JSON.stringify(selection)}: write it low-high`,
      );
    if (last - first + 1 + rows.size > MAX_SELECTED_ROWS) {
      throw new UsageError(
        `row selection ${JSON.stringify(selection)} has more than ${MAX_SELECTED_ROWS} rows`,
      );
    }
    for (let row = first; row <= last; row++) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

/** [1, 2, 3, 8] -> `"1-3,8"`: the shortest `--rows` for a set of source rows. */
export function formatSelection(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    ranges.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return ranges.join(',');
}

/** Merges the parts by source row over `population` (the source rows the logical eval covers). */
export function mergeRunParts(parts: readonly RunPart[], population: readonly number[]): MergedRun {
  const owner = new Map<number, string>();
  const rows: IndexRow[] = [];
  for (const part of parts) {
    const sourceRows = part.selection === null ? null : expandSelection(part.selection);
    for (const row of part.rows) {
      const source = sourceRows === null ? row.row_index : sourceRows[row.row_index];
      if (source === undefined) {
        throw new UsageError(
          `run ${part.name} has row_index ${row.row_index}, past the ${sourceRows?.length} rows of its selection ${part.selection}: its journal does not match its selection`,
        );
      }
      const other = owner.get(source);
      if (other !== undefined && other !== part.name) {
        throw new UsageError(
          `source row ${source} is in two parts, ${other} and ${part.name}: each row must be run by exactly one part. Check that the parts' row selections do not overlap.`,
        );
      }
      owner.set(source, part.name);
      rows.push({ ...row, row_index: source });
    }
  }
  const missing = population.filter((row) => !owner.has(row));
  return { rows, missing };
}

/** The merged parts' metrics and per-row outcomes (rows as source rows), as one run of them would report. */
export function mergedRunMetrics(
  parts: readonly RunPart[],
  population: readonly number[],
  options: { passThreshold: number; finished: boolean },
): { metrics: EvalMetrics; rows: RowOutcomes; missing: number[] } {
  const merged = mergeRunParts(parts, population);
  const metrics = createMetricsAccumulator({ passThreshold: options.passThreshold });
  const outcomes = createOutcomesBuilder(options.passThreshold);
  for (const row of merged.rows) {
    metrics.add(row);
    outcomes.add(row);
  }
  return {
    metrics: metrics.finish({ eval_run: { status: options.finished ? 'finished' : 'incomplete' } }),
    rows: outcomes.finish(),
    missing: merged.missing,
  };
}
