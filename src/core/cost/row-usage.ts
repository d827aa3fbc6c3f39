/**
 * Each work item's tokens and wall duration as osmosis 0.3.8 records them in index.jsonl (`tokens`, the
 * LiteLLM total; `duration_ms`), kept in rows.json beside the outcomes so a later pull request can pair
 * its rows with the baseline's (core/cost/cost-change.ts). Pure.
 */

/** `tokens[run_index][row_index]`, null where the item has no record (or recorded none). */
export interface RowUsage {
  tokens: (number | null)[][];
  durationMs: (number | null)[][];
}

interface UsageRow {
  row_index: number;
  run_index: number;
  tokens?: number | null | undefined;
  duration_ms?: number | null | undefined;
}

function put(table: (number | null)[][], row: UsageRow, value: number): void {
  let run = table[row.run_index];
  if (!run) {
    run = [];
    table[row.run_index] = run;
  }
  while (run.length < row.row_index) run.push(null);
  run[row.row_index] = value;
}

const usable = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Streaming builder, fed the index rows the outcomes are built from; undefined when none had usage. */
export function createUsageBuilder(): { add(row: UsageRow): void; finish(): RowUsage | undefined } {
  const tokens: (number | null)[][] = [];
  const durationMs: (number | null)[][] = [];
  let seen = false;
  return {
    add(row) {
      if (usable(row.tokens)) {
        put(tokens, row, row.tokens);
        seen = true;
      }
      if (usable(row.duration_ms)) {
        // Whole milliseconds: osmosis's float (1234.5678901234) adds nothing to a paired interval of
        // rows that take seconds, and would triple rows.json (bench/cost-overhead.mjs).
        put(durationMs, row, Math.round(row.duration_ms));
        seen = true;
      }
    },
    finish() {
      if (!seen) return undefined;
      // JSON has no holes: a run index or row never recorded is an empty run or a null.
      // put() fills every gap in a run with null, so only a run index never recorded is a hole.
      const dense = (table: (number | null)[][]) => Array.from(table, (run) => run ?? []);
      return { tokens: dense(tokens), durationMs: dense(durationMs) };
    },
  };
}

const isTable = (value: unknown): value is (number | null)[][] =>
  Array.isArray(value) &&
  value.every((run) => Array.isArray(run) && run.every((cell) => cell === null || usable(cell)));

/** rows.json's usage, or undefined when absent or malformed (the outcomes stay readable without it). */
export function parseRowUsage(value: unknown): RowUsage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { tokens, durationMs } = value as Partial<RowUsage>;
  return isTable(tokens) && isTable(durationMs) ? { tokens, durationMs } : undefined;
}

/** One item's value (tokens or duration) by row and run index, null when not recorded. */
export function usageAt(table: (number | null)[][], row: number, run: number): number | null {
  return table[run]?.[row] ?? null;
}
