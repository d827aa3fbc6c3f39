/**
 * The failing rows worth an annotation on their dataset line: at most a few, worst first (rollout
 * errors, then the lowest reward), picked while the run's rows stream by (never all held). Pure.
 */

import type { IndexRow } from '../metrics.js';
import { rowFailure } from './junit.js';

export const MAX_ROW_ANNOTATIONS = 10;

export interface FailingRow {
  rowIndex: number;
  runIndex: number;
  group: string;
  message: string;
  reward: number | null;
  errored: boolean;
  /** osmosis's positional name of the row's files (trajectories/<stem>.json), when the caller gave it. */
  stem?: string;
}

/** Negative when a is worse than b: errors first, then lower reward (none is lowest), then row order. */
export function compareFailing(a: FailingRow, b: FailingRow): number {
  if (a.errored !== b.errored) return a.errored ? -1 : 1;
  const ra = a.reward ?? Number.NEGATIVE_INFINITY;
  const rb = b.reward ?? Number.NEGATIVE_INFINITY;
  if (ra !== rb) return ra < rb ? -1 : 1;
  return a.rowIndex - b.rowIndex || a.runIndex - b.runIndex;
}

export function createWorstRows(
  passThreshold: number,
  limit = MAX_ROW_ANNOTATIONS,
): { add(row: IndexRow, stem?: string): void; finish(): { worst: FailingRow[]; count: number } } {
  const worst: FailingRow[] = [];
  let count = 0;
  return {
    add(row, stem) {
      const failure = rowFailure(row, passThreshold);
      if (!failure) return;
      count += 1;
      const entry: FailingRow = {
        rowIndex: row.row_index,
        runIndex: row.run_index,
        errored: row.status === 'failed',
        ...failure,
        ...(stem === undefined ? {} : { stem }),
      };
      // A fast path for a full list: without it the row would be inserted last and popped again, the same list.
      const last = worst[worst.length - 1];
      if (worst.length >= limit && last && compareFailing(entry, last) >= 0) return;
      const at = worst.findIndex((kept) => compareFailing(entry, kept) < 0);
      worst.splice(at === -1 ? worst.length : at, 0, entry);
      if (worst.length > limit) worst.pop();
    },
    finish: () => ({ worst: [...worst], count }),
  };
}

/** The annotation of one failing row: its title and message. */
export function rowAnnotation(row: FailingRow, runsPerRow: number): { title: string; message: string } {
  const which = runsPerRow > 1 ? `row ${row.rowIndex} (run ${row.runIndex})` : `row ${row.rowIndex}`;
  return { title: `osmosis eval: ${which} ${row.group}`, message: row.message };
}
