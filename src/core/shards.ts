/**
 * Matrix shards: one eval's rows split into n fixed parts, each run by one leg of a GitHub matrix as its
 * own named osmosis run, and merged back by source row (core/run-parts.ts) in a later job.
 */
import { UsageError } from './errors.js';
import { fitRunName, RUN_NAME_MAX } from './run-name.js';

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
