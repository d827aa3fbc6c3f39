/**
 * Each work item's tokens and wall duration as osmosis 0.3.8 records them in index.jsonl (`tokens`, the
 * LiteLLM total; `duration_ms`), kept in rows.json beside the outcomes so a later pull request can pair
 * its rows with the baseline's (core/cost/cost-change.ts). Pure. Recorded while index.jsonl is read, by
 * core/rows/row-outcomes.ts (tokens) and core/rows/row-durations.ts (durations, once for the row history too).
 */

/** `tokens[run_index][row_index]`, null where the item has no record (or recorded none). */
export interface RowUsage {
  tokens: (number | null)[][];
  durationMs: (number | null)[][];
}

/** A count or duration osmosis recorded: a finite number, not negative. */
export const isUsableAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isTable = (value: unknown): value is (number | null)[][] =>
  Array.isArray(value) &&
  value.every((run) => Array.isArray(run) && run.every((cell) => cell === null || isUsableAmount(cell)));

/** rows.json's usage, or undefined when absent or malformed (the outcomes stay readable without it). */
export function parseRowUsage(value: unknown): RowUsage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { tokens, durationMs } = value as Partial<RowUsage>;
  return isTable(tokens) && isTable(durationMs) ? { tokens, durationMs } : undefined;
}
