/**
 * Each row's duration in a run, from index.jsonl's `duration_ms` (osmosis measures each item from its
 * dispatch to its result): the sum over the row's items, in whole milliseconds. The row history keeps
 * them (core/history/row-history.ts), and matrix shards are balanced by them (core/shards/shard-split.ts).
 */
import type { IndexRow } from '../metrics.js';

export function createDurationsBuilder(): {
  add(row: IndexRow): void;
  /** `durations` (RowOutcomes.durations) when any item recorded one, else nothing. */
  finish(): { durations?: (number | null)[] };
} {
  const durations: (number | null)[] = [];
  let timed = false;
  return {
    add(row) {
      const ms = row.duration_ms;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return;
      timed = true;
      while (durations.length <= row.row_index) durations.push(null);
      durations[row.row_index] = (durations[row.row_index] ?? 0) + ms;
    },
    finish: () => (timed ? { durations: durations.map((ms) => (ms === null ? null : Math.round(ms))) } : {}),
  };
}
