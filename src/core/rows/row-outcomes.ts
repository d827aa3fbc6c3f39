/**
 * Per-row outcomes of one run (rows.json): one byte per work item, built while the metrics are read, with
 * each row's identity, duration and tokens where recorded. The baseline and the row history compare them.
 */

import { isUsableAmount, type RowUsage } from '../cost/row-usage.js';
import type { IndexRow } from '../metrics.js';
import { emptyItemTable, hasItems, type ItemTable, itemRows, setItem } from './item-table.js';
import { createDurationsBuilder } from './row-durations.js';

/** Row indexes above this are not recorded (a stray huge index must not allocate a huge string). */
export const MAX_ROW_INDEX = 5_000_000;

/** One character per work item: P passed, F completed without passing, S skipped, - no result. */
export type OutcomeChar = 'P' | 'F' | 'S' | '-';

/**
 * Per-row outcomes of one run: `outcomes[run_index]` is a string indexed by row_index. About one byte
 * per work item, so a million-row baseline is a megabyte in the cache.
 */
export interface RowOutcomes {
  version: 1;
  passThreshold: number;
  outcomes: string[];
  /** Work items that completed with status success but a reward below the threshold (or none). */
  belowThreshold: { count: number; rows: { rowIndex: number; runIndex: number; rolloutId?: string }[] };
  /**
   * Every dataset row's identity by row index (core/rows/row-identity.ts), when the dataset could be read:
   * the history and the baseline match rows by it, never by position.
   */
  identities?: string[];
  /** Each row's duration in ms by row index (core/rows/row-durations.ts), when recorded; not in rows.json. */
  durations?: (number | null)[];
  /** Each item's tokens and duration (core/cost/row-usage.ts); absent in rows.json saved before them. */
  usage?: RowUsage;
}

export const BELOW_THRESHOLD_ROWS = 50;

/** rows.json's usage (core/cost/row-usage.ts): each item's tokens and duration; none when neither was recorded. */
function usageOf(tokens: ItemTable, itemMs: (number | null)[][] | undefined): RowUsage | undefined {
  if (!hasItems(tokens) && !itemMs) return undefined;
  return { tokens: itemRows(tokens), durationMs: itemMs ?? [] };
}

/** Streaming builder, fed the same index rows metrics are computed from; pass means the same as there. */
export function createOutcomesBuilder(passThreshold: number): {
  add(row: IndexRow): void;
  finish(): RowOutcomes;
} {
  const runs: Uint8Array[] = [];
  const lengths: number[] = [];
  const below: RowOutcomes['belowThreshold'] = { count: 0, rows: [] };
  const code = { P: 80, F: 70, S: 83, '-': 45 } as const;
  const durations = createDurationsBuilder();
  const tokens = emptyItemTable();
  return {
    add(row) {
      if (row.row_index > MAX_ROW_INDEX) return;
      durations.add(row);
      if (isUsableAmount(row.tokens)) setItem(tokens, row.run_index, row.row_index, row.tokens);
      // Read only for a row that is not skipped: a skipped row is S, and only a success can be below.
      const passed = typeof row.reward === 'number' && row.reward >= passThreshold;
      const char: OutcomeChar = row.status === 'skipped' ? 'S' : passed ? 'P' : 'F';
      if (row.status === 'success' && !passed) {
        below.count += 1;
        if (below.rows.length < BELOW_THRESHOLD_ROWS) {
          below.rows.push({
            rowIndex: row.row_index,
            runIndex: row.run_index,
            ...(typeof row.rollout_id === 'string' ? { rolloutId: row.rollout_id } : {}),
          });
        }
      }
      let bytes = runs[row.run_index];
      if (!bytes || row.row_index >= bytes.length) {
        let size = bytes?.length ?? 64;
        while (size <= row.row_index) size *= 2;
        const grown = new Uint8Array(size).fill(code['-']);
        if (bytes) grown.set(bytes);
        bytes = grown;
        runs[row.run_index] = grown;
      }
      bytes[row.row_index] = code[char];
      lengths[row.run_index] = Math.max(lengths[row.run_index] ?? 0, row.row_index + 1);
    },
    finish() {
      const outcomes = Array.from(runs, (bytes: Uint8Array | undefined, run) =>
        bytes ? Buffer.from(bytes.subarray(0, lengths[run] ?? 0)).toString('latin1') : '',
      );
      const { durations: rowDurations, itemMs } = durations.finish();
      const rows: RowOutcomes = {
        version: 1,
        passThreshold,
        outcomes,
        belowThreshold: below,
        ...(rowDurations ? { durations: rowDurations } : {}),
      };
      const usage = usageOf(tokens, itemMs);
      return usage ? { ...rows, usage } : rows;
    },
  };
}
