/**
 * Shards split by the durations the row history records: recorded from index.jsonl's duration_ms, kept
 * through the history's JSON, found again by row identity, and the legs balanced by them; the contiguous
 * split, with its reason, without them.
 */
import { describe, expect, it } from 'vitest';
import { createOutcomesBuilder } from '../../src/core/baseline/baseline.js';
import {
  appendRun,
  durationsOfRun,
  emptyHistory,
  parseRowHistory,
  type RowHistory,
  rowHistoryJson,
  rowsOfRun,
} from '../../src/core/history/row-history.js';
import type { IndexRow } from '../../src/core/metrics.js';
import { planShard, rowDurations } from '../../src/core/shards/shard-split.js';
import { shardRows } from '../../src/core/shards/shards.js';

const ROWS = 200;
const population = Array.from({ length: ROWS }, (_, row) => row);
const identities = population.map((row) => `id-${row}`);
const SHA = 'a'.repeat(64);
/** 10% of the rows, the last ones as slow cases often are, take 10x longer; n = 2 items per row. */
const itemMs = (row: number) => (row >= ROWS * 0.9 ? 5_000.4 : 500.2);
const indexRows: IndexRow[] = population.flatMap((row) =>
  [0, 1].map((run_index) => ({
    row_index: row,
    run_index,
    status: 'success',
    reward: 1,
    duration_ms: itemMs(row),
  })),
);

/** A default-branch run joined to the history, saved and read back as the cache would. */
function savedHistory(): RowHistory {
  const builder = createOutcomesBuilder(1);
  for (const row of indexRows) builder.add(row);
  const outcomes = { ...builder.finish(), identities };
  const { history } = appendRun(emptyHistory(1), {
    info: { finishedAt: '2026-12-04T00:00:00.000Z' },
    passThreshold: 1,
    dataset: { sha256: SHA, rows: ROWS },
    rows: rowsOfRun(outcomes),
    datasetRows: identities,
    durations: durationsOfRun(outcomes),
  });
  return parseRowHistory(JSON.parse(JSON.stringify(rowHistoryJson(history))));
}

const legTimes = (legs: number[][]) =>
  legs.map((rows) => rows.reduce((sum, row) => sum + 2 * itemMs(row), 0));
const slowestOverMean = (times: number[]) =>
  Math.max(...times) / (times.reduce((a, b) => a + b, 0) / times.length);

describe('shards by recorded duration', () => {
  it("records each row's items' durations, and 4 legs split by them end within 1.15x the mean leg", () => {
    const history = savedHistory();
    expect(history.durations?.get('id-0')).toBe(1000); // two items of 500.2 ms, whole milliseconds
    expect(history.durations?.get('id-199')).toBe(10001);
    // The dataset's rows moved: rows are found by identity, not position.
    const moved = [...identities].reverse();
    const durations = rowDurations(history, population, { identities: moved, sha256: 'b'.repeat(64) });
    if (typeof durations === 'string') throw new Error(durations);
    expect(durations.get(0)).toBe(10001);
    // Every leg computes its part from the same history: together they are every row exactly once.
    const plans = [1, 2, 3, 4].map((i) =>
      planShard(population, i, 4, rowDurations(history, population, { identities })),
    );
    expect(plans.every((plan) => plan.split === 'duration')).toBe(true);
    expect(plans.flatMap((plan) => plan.rows).sort((a, b) => a - b)).toEqual(population);
    expect(plans[0]?.reason).toMatch(
      /^by duration: the row history records all rows' durations; expected \d+ s for this leg, \d+ s–\d+ s across the 4 legs$/,
    );
    const balanced = slowestOverMean(legTimes(plans.map((plan) => plan.rows)));
    const contiguous = slowestOverMean(legTimes([1, 2, 3, 4].map((i) => shardRows(population, i, 4))));
    console.log(
      `4 legs, 10% of rows 10x slower: slowest/mean ${contiguous.toFixed(2)} contiguous, ${balanced.toFixed(2)} by duration`,
    );
    expect(contiguous).toBeGreaterThan(1.15);
    expect(balanced).toBeLessThanOrEqual(1.15);
  });

  it('finds the rows through the history when the dataset file is not read but its bytes are the same', () => {
    const history = savedHistory();
    expect(rowDurations(history, population, { sha256: SHA })).toBeInstanceOf(Map);
    expect(rowDurations(history, population, { sha256: 'b'.repeat(64) })).toMatch(
      /have no identities to find in the row history/,
    );
  });

  it('falls back to the contiguous split, saying why', () => {
    const none = appendRun(emptyHistory(1), {
      info: { finishedAt: '2026-12-04T00:00:00.000Z' },
      passThreshold: 1,
      rows: new Map([['0', 'P']]),
    }).history;
    const reason = rowDurations(none, population, {});
    expect(reason).toBe(
      'the row history records no row durations yet (the next default-branch run records them)',
    );
    expect(planShard(population, 2, 4, reason as string)).toEqual({
      rows: shardRows(population, 2, 4),
      split: 'contiguous',
      reason: `contiguous: ${reason}`,
    });
    const byPosition = { ...none, dataset: { sha256: SHA, rows: 1 }, durations: new Map([['0', 5]]) };
    expect(rowDurations(byPosition, [0, 1], { sha256: 'c'.repeat(64) })).toMatch(/keyed by row position/);
    expect(rowDurations(byPosition, [0, 1], { sha256: SHA })).toEqual(new Map([[0, 5]]));
    expect(rowDurations(savedHistory(), [0], { identities: ['other'] })).toMatch(/none of these rows/);
    // More legs than rows is still refused, whichever split.
    expect(() => planShard([0], 1, 2, new Map([[0, 1]]))).toThrow(/shard 1\/2 has no rows/);
  });
});
