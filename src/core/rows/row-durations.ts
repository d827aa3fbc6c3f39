/**
 * Each work item's duration in a run, from index.jsonl's `duration_ms` (osmosis measures each item from its
 * dispatch to its result), recorded once for both of its readers: per row, the sum over the row's items in
 * whole milliseconds, which the row history keeps (core/history/row-history.ts) and matrix shards are
 * balanced by (core/shards/shard-split.ts); and per item, in whole milliseconds, rows.json's usage, which
 * the cost comparison pairs (core/cost/row-usage.ts).
 */
import { isUsableAmount } from '../cost/row-usage.js';
import type { IndexRow } from '../metrics.js';
import { emptyItemTable, hasItems, itemRows, rowSums, setItem } from './item-table.js';

export function createDurationsBuilder(): {
  add(row: IndexRow): void;
  /**
   * `durations` (RowOutcomes.durations) and `itemMs` (rows.json's usage.durationMs) when any item recorded
   * one, else nothing.
   */
  finish(): { durations?: (number | null)[]; itemMs?: (number | null)[][] };
} {
  const table = emptyItemTable();
  return {
    add(row) {
      if (isUsableAmount(row.duration_ms)) setItem(table, row.run_index, row.row_index, row.duration_ms);
    },
    finish() {
      if (!hasItems(table)) return {};
      // Whole milliseconds: osmosis's float (1234.5678901234) adds nothing to a paired interval of rows
      // that take seconds, and would triple rows.json. A row's sum is rounded once, not each item.
      const itemMs = itemRows(table, true);
      return { durations: rowSums(table, itemMs), itemMs };
    },
  };
}
