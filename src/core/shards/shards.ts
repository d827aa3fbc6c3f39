/**
 * Matrix shards: one eval's rows split into n fixed parts, each run by one leg of a GitHub matrix as its
 * own named osmosis run, and merged back by source row (core/journal/run-parts.ts) in a later job.
 */
import { UsageError } from '../errors.js';
import { fitRunName, RUN_NAME_MAX } from '../journal/run-name.js';

/** Shard `index` (1-based) of `count`: a contiguous slice of the population, sizes differing by at most one. */
export function shardRows(population: readonly number[], index: number, count: number): number[] {
  const start = Math.floor(((index - 1) * population.length) / count);
  const end = Math.floor((index * population.length) / count);
  return population.slice(start, end);
}

/** `<run name>.s<i>of<n>`, within osmosis's 96 characters: every leg's name, and what eval-merge looks for. */
export function shardRunName(runName: string, index: number, count: number): string {
  const suffix = `.s${index}of${count}`;
  return `${fitRunName(runName, RUN_NAME_MAX - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}

/** The rows of a shard, refusing one left empty (more shards than rows). */
export function checkedShardRows(population: readonly number[], index: number, count: number): number[] {
  const rows = shardRows(population, index, count);
  if (rows.length === 0) {
    throw new UsageError(
      `shard ${index}/${count} has no rows: the eval has ${population.length} row${population.length === 1 ? '' : 's'}, fewer than ${count} shards. Use at most ${population.length} shard${population.length === 1 ? '' : 's'}.`,
    );
  }
  return rows;
}

/**
 * Each row's expected duration: its recorded one, or the median of those recorded for a row without one;
 * at least 1 ms, so that rows recorded as instant still spread over the legs. Empty without any recorded.
 */
export function expectedDurations(
  population: readonly number[],
  durations: ReadonlyMap<number, number>,
): Map<number, number> {
  const recorded = (row: number) => {
    const ms = durations.get(row);
    return ms !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
  };
  const known = population
    .map(recorded)
    .filter((ms): ms is number => ms !== undefined)
    .sort((a, b) => a - b);
  if (known.length === 0) return new Map();
  const median = known[Math.floor((known.length - 1) / 2)] as number;
  return new Map(population.map((row) => [row, Math.max(1, recorded(row) ?? median)]));
}

/**
 * Every shard's rows balanced by recorded duration (longest-processing-time first): the rows sorted by
 * expected duration ({@link expectedDurations}), longest first (ties by row), each given to the shard with
 * the least expected time so far (ties to the lower shard), so the legs finish together when a few rows
 * take far longer than the rest. Without any recorded duration, the contiguous split above.
 * Deterministic: every leg computes the same assignment from the same history.
 */
export function balancedShards(
  population: readonly number[],
  count: number,
  durations: ReadonlyMap<number, number>,
): number[][] {
  const expected = expectedDurations(population, durations);
  if (expected.size === 0)
    return Array.from({ length: count }, (_, i) => shardRows(population, i + 1, count));
  const cost = (row: number) => expected.get(row) as number;
  const rows = [...population].sort((a, b) => cost(b) - cost(a) || a - b);
  const shards: number[][] = Array.from({ length: count }, () => []);
  const load = new Array<number>(count).fill(0);
  for (const row of rows) {
    let least = 0;
    for (let i = 1; i < count; i++) if ((load[i] as number) < (load[least] as number)) least = i;
    (shards[least] as number[]).push(row);
    load[least] = (load[least] as number) + cost(row);
  }
  return shards.map((shard) => shard.sort((a, b) => a - b));
}
