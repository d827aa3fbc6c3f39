/**
 * Which rows a matrix leg (`shard: i/n`) runs, and why: balanced by the row history's recorded row
 * durations when it has them for these rows (core/shards/shards.ts balancedShards, longest first), else the
 * contiguous split. Every leg reads the same history and dataset, so every leg computes the same
 * assignment; the reason goes to the log and to result.json (`shard.split`, `shard.splitReason`).
 */
import { keyedByPosition, type RowHistory } from '../history/row-history.js';
import { balancedShards, checkedShardRows, expectedDurations } from './shards.js';

export type ShardSplit = 'duration' | 'contiguous';

export interface ShardPlan {
  rows: number[];
  split: ShardSplit;
  /** One sentence: why this split, and for a duration split the legs' expected times. */
  reason: string;
}

/** What a leg knows of its dataset: its rows' identities when its .jsonl file was read, its sha256. */
export interface DatasetKeys {
  identities?: readonly string[] | undefined;
  sha256?: string | undefined;
}

/**
 * The recorded duration of each population row (by row index), or why there are none to balance by. The
 * history's keys are row identities (from the dataset file, or the history's own order on a dataset of
 * the same bytes) or, for a history keyed by position, the row index on a dataset of the same bytes.
 */
export function rowDurations(
  history: RowHistory,
  population: readonly number[],
  dataset: DatasetKeys,
): Map<number, number> | string {
  const recorded = history.durations;
  if (!recorded || recorded.size === 0)
    return 'the row history records no row durations yet (the next default-branch run records them)';
  const sameBytes = dataset.sha256 !== undefined && history.dataset?.sha256 === dataset.sha256;
  let keyOf: (row: number) => string | undefined;
  if (keyedByPosition(history)) {
    if (!sameBytes)
      return "the row history is keyed by row position and this dataset's bytes differ from its";
    keyOf = (row) => String(row);
  } else {
    const identities = dataset.identities ?? (sameBytes ? history.order : undefined);
    if (!identities)
      return "this dataset's rows have no identities to find in the row history (only a .jsonl dataset-file is read)";
    keyOf = (row) => identities[row];
  }
  const durations = new Map<number, number>();
  for (const row of population) {
    const key = keyOf(row);
    const ms = key === undefined ? undefined : recorded.get(key);
    if (ms !== undefined) durations.set(row, ms);
  }
  return durations.size > 0 ? durations : 'none of these rows has a recorded duration in the row history';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** Shard `index` of `count`: by duration when `durations` are known, else contiguous with the reason given. */
export function planShard(
  population: readonly number[],
  index: number,
  count: number,
  durations: ReadonlyMap<number, number> | string,
): ShardPlan {
  const contiguous = checkedShardRows(population, index, count);
  if (typeof durations === 'string')
    return { rows: contiguous, split: 'contiguous', reason: `contiguous: ${durations}` };
  const expected = expectedDurations(population, durations);
  const shards = balancedShards(population, count, durations);
  const legs = shards.map((rows) => rows.reduce((sum, row) => sum + (expected.get(row) ?? 0), 0));
  const recorded = durations.size === population.length ? 'all' : `${durations.size} of ${population.length}`;
  const others = durations.size === population.length ? '' : ', the others counted as their median';
  return {
    rows: shards[index - 1] as number[],
    split: 'duration',
    reason: `by duration: the row history records ${recorded} rows' durations${others}; expected ${seconds(legs[index - 1] as number)} for this leg, ${seconds(Math.min(...legs))}–${seconds(Math.max(...legs))} across the ${count} legs`,
  };
}
