/**
 * A number per work item, `[run_index][row_index]`, null where none was recorded, filled while index.jsonl
 * is read: the values are kept as parsed (no copy, no boxing of a sum) and rounded once at the end
 * (bench/cost-overhead.mjs). Pure.
 */

export interface ItemTable {
  runs: (number | null)[][];
  /** Per row, the values a later record of the same item replaced (a journal that lists an item twice). */
  replaced: Map<number, number>;
}

export const emptyItemTable = (): ItemTable => ({ runs: [], replaced: new Map() });

/** Records `value` for the item; a later record of the same item replaces it (its row's sum keeps both). */
export function setItem(table: ItemTable, run: number, row: number, value: number): void {
  let cells = table.runs[run];
  if (!cells) {
    cells = [];
    table.runs[run] = cells;
  }
  if (row < cells.length) {
    const was = cells[row];
    if (was !== null && was !== undefined) table.replaced.set(row, (table.replaced.get(row) ?? 0) + was);
    cells[row] = value;
    return;
  }
  while (cells.length < row) cells.push(null);
  cells.push(value);
}

/** Whether any item was recorded. */
export const hasItems = (table: ItemTable): boolean => table.runs.length > 0;

/**
 * Whole numbers, pushed into a new array one by one: its elements stay small integers, which JSON.stringify
 * writes about three times faster than the doubles a map over an array of doubles would keep.
 */
function whole(values: readonly (number | null)[]): (number | null)[] {
  const out: (number | null)[] = [];
  for (const value of values) out.push(value === null ? null : Math.round(value));
  return out;
}

/**
 * The table as JSON holds it: `[run][row]`, null where no value was recorded, an empty run for a run index
 * never recorded; rounded to whole numbers when asked (else the table's own arrays, not copied).
 */
export function itemRows(table: ItemTable, rounded = false): (number | null)[][] {
  return Array.from(table.runs, (cells) => {
    if (!cells) return [];
    return rounded ? whole(cells) : cells;
  });
}

/**
 * Per row, the sum over its items (every run index, every record), rounded once; null where none recorded
 * one. One run and no item recorded twice: the sums are the items, `rounded` as given (no second pass).
 */
export function rowSums(table: ItemTable, rounded: (number | null)[][]): (number | null)[] {
  if (table.runs.length === 1 && table.replaced.size === 0) return rounded[0] ?? [];
  const sums: (number | null)[] = [];
  for (const cells of table.runs) {
    if (!cells) continue;
    while (sums.length < cells.length) sums.push(null);
    cells.forEach((value, row) => {
      if (value !== null) sums[row] = (sums[row] ?? 0) + value;
    });
  }
  for (const [row, value] of table.replaced) sums[row] = (sums[row] ?? 0) + value;
  return whole(sums);
}
