/**
 * Durations recorded once for both readers (core/rows/row-durations.ts): rows.json's per-item whole
 * milliseconds and the row history's per-row sums, rounded once; tokens beside them (core/rows/row-outcomes.ts).
 */
import { describe, expect, it } from 'vitest';
import { createOutcomesBuilder } from '../../src/core/rows/row-outcomes.js';

type Item = { row: number; run?: number; ms?: number; tokens?: number };

function outcomes(items: Item[]) {
  const builder = createOutcomesBuilder(1);
  for (const { row, run = 0, ms, tokens } of items) {
    builder.add({ row_index: row, run_index: run, status: 'success', reward: 1, duration_ms: ms, tokens });
  }
  return builder.finish();
}

describe('row durations and usage from one record of each item', () => {
  it('one run: the row durations are the items, in whole milliseconds', () => {
    const rows = outcomes([
      { row: 0, ms: 1234.56, tokens: 10 },
      { row: 2, ms: 7.2, tokens: 30 },
    ]);
    expect(rows.durations).toEqual([1235, null, 7]);
    expect(rows.usage).toEqual({ tokens: [[10, null, 30]], durationMs: [[1235, null, 7]] });
  });

  it("several runs: each row's sum is rounded once, each item on its own; a run never recorded is empty", () => {
    const rows = outcomes([
      { row: 0, run: 0, ms: 5000.4 },
      { row: 0, run: 2, ms: 5000.4 },
      { row: 1, run: 2, ms: 3 },
    ]);
    expect(rows.durations).toEqual([10001, 3]);
    expect(rows.usage).toEqual({ tokens: [], durationMs: [[5000], [], [5000, 3]] });
  });

  it("an item listed twice: rows.json keeps its last record, the row's duration both", () => {
    const rows = outcomes([
      { row: 0, ms: 100, tokens: 5 },
      { row: 0, ms: 40.4, tokens: 7 },
    ]);
    expect(rows.usage).toEqual({ tokens: [[7]], durationMs: [[40]] });
    expect(rows.durations).toEqual([140]);
  });

  it('no durations or tokens: neither recorded', () => {
    const rows = outcomes([{ row: 0 }, { row: 1, ms: -1, tokens: Number.NaN }]);
    expect(rows.durations).toBeUndefined();
    expect(rows.usage).toBeUndefined();
  });
});
