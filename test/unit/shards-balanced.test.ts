/**
 * Shards balanced by recorded row durations (longest-processing-time first), measured beside today's
 * contiguous split on a history where 10% of the rows take 10× longer.
 */
import { describe, expect, it } from 'vitest';
import { balancedShards, shardRows } from '../../src/core/shards/shards.js';

const ROWS = 1000;
const population = Array.from({ length: ROWS }, (_, row) => row);
/** 10% of the rows, bunched at the end of the dataset as slow cases often are, take 10 s; the rest 1 s. */
const durations = new Map(population.map((row) => [row, row >= 900 ? 10_000 : 1_000]));
const legTimes = (shards: number[][]) =>
  shards.map((rows) => rows.reduce((sum, row) => sum + (durations.get(row) ?? 0), 0));
const slowestOverMean = (times: number[]) =>
  Math.max(...times) / (times.reduce((a, b) => a + b, 0) / times.length);

describe('balancedShards', () => {
  it('keeps the slowest of 4 legs within 1.15x the mean leg, where the contiguous split does not', () => {
    const today = legTimes(Array.from({ length: 4 }, (_, i) => shardRows(population, i + 1, 4)));
    const balanced = balancedShards(population, 4, durations);
    const times = legTimes(balanced);
    console.log(
      `4 legs, 10% of rows 10x slower: slowest/mean ${slowestOverMean(today).toFixed(2)} (contiguous) vs ${slowestOverMean(times).toFixed(2)} (balanced)`,
    );
    expect(slowestOverMean(today)).toBeGreaterThan(1.15);
    expect(slowestOverMean(times)).toBeLessThanOrEqual(1.15);
    // Every row in exactly one leg, each leg ascending.
    expect(balanced.flat().sort((a, b) => a - b)).toEqual(population);
    for (const leg of balanced) expect(leg).toEqual([...leg].sort((a, b) => a - b));
  });

  it('falls back to the contiguous split without a history, and counts unrecorded rows as the median', () => {
    expect(balancedShards(population, 3, new Map())).toEqual(
      Array.from({ length: 3 }, (_, i) => shardRows(population, i + 1, 3)),
    );
    // Rows 0 and 1 are recorded slow, 2-4 quick; 5 unrecorded counts as the median (1): each slow row leads a leg.
    const recorded = new Map([
      [0, 9],
      [1, 9],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    const shards = balancedShards([0, 1, 2, 3, 4, 5], 2, recorded);
    expect(shards).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });
});
