/**
 * The duration split on small, exact cases: which recorded durations count and the median that stands in
 * for the others, the longest-first assignment with its ties (lower row first, lower shard first), the
 * rows of a leg ascending, the plan's reason word for word, and where rowDurations finds the keys.
 */
import { describe, expect, it } from 'vitest';
import { emptyHistory, type RowHistory } from '../../src/core/history/row-history.js';
import { planShard, rowDurations } from '../../src/core/shards/shard-split.js';
import { balancedShards, expectedDurations, shardRunName } from '../../src/core/shards/shards.js';

const map = (entries: [number, number][]) => new Map(entries);

describe('expectedDurations', () => {
  it('gives a row without a record the lower median of the recorded ones (sorted by value, not by row)', () => {
    const durations = map([
      [0, 400],
      [1, 100],
      [2, 300],
      [3, 200],
    ]);
    // Recorded 100, 200, 300, 400: the median taken is the 2nd, 200.
    expect(expectedDurations([0, 1, 2, 3, 4], durations)).toEqual(
      map([
        [0, 400],
        [1, 100],
        [2, 300],
        [3, 200],
        [4, 200],
      ]),
    );
    // Rows outside the population do not count towards the median.
    expect(expectedDurations([1, 2, 5], durations)).toEqual(
      map([
        [1, 100],
        [2, 300],
        [5, 100],
      ]),
    );
  });

  it('counts only finite durations of 0 ms or more, and at least 1 ms', () => {
    const durations = map([
      [0, Number.NaN],
      [1, Number.POSITIVE_INFINITY],
      [2, -5],
      [3, 0],
      [4, 50],
      [5, 70],
    ]);
    // Recorded 0, 50 and 70: the median is 50; the recorded 0 becomes 1 ms.
    expect(expectedDurations([0, 1, 2, 3, 4, 5, 6], durations)).toEqual(
      map([
        [0, 50],
        [1, 50],
        [2, 50],
        [3, 1],
        [4, 50],
        [5, 70],
        [6, 50],
      ]),
    );
  });

  it('is empty when no row of the population has a usable record', () => {
    expect(expectedDurations([0, 1], map([[9, 100]]))).toEqual(new Map());
    expect(expectedDurations([0, 1], map([[0, -1]]))).toEqual(new Map());
    expect(expectedDurations([0, 1], new Map())).toEqual(new Map());
  });
});

describe('balancedShards on exact cases', () => {
  it('gives each row, longest first, to the least loaded shard, and lists each shard ascending', () => {
    // Row 3 (4 ms) to shard 1, row 2 (3 ms) to shard 2, row 1 (2 ms) to shard 2 (3 < 4), row 0 to shard 1 (4 < 5).
    const durations = map([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(balancedShards([0, 1, 2, 3], 2, durations)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    // Longest first the other way round: 0 (4) and 3 (1) together, 1 (3) and 2 (2) together.
    const reversed = map([
      [0, 4],
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    expect(balancedShards([0, 1, 2, 3], 2, reversed)).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('breaks ties in duration by row and ties in load by the lower shard, whatever the population order', () => {
    const same = map([
      [1, 5],
      [2, 5],
      [3, 5],
    ]);
    expect(balancedShards([3, 1, 2], 3, same)).toEqual([[1], [2], [3]]);
    expect(balancedShards([2, 1], 2, same)).toEqual([[1], [2]]);
    // The slow row to shard 1, two quick ones to shard 2, and the last at 8 = 8 to the lower shard.
    const oneSlow = map([
      [0, 8],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(balancedShards([0, 1, 2, 3], 2, oneSlow)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(balancedShards([0, 1, 2], 1, oneSlow)).toEqual([[0, 1, 2]]);
  });
});

describe('shardRunName at the cut', () => {
  it('drops every trailing - and . before the suffix, and only trailing ones', () => {
    expect(shardRunName('pr-.-', 1, 2)).toBe('pr.s1of2');
    expect(shardRunName('a-b.c', 2, 2)).toBe('a-b.c.s2of2');
  });
});

describe("planShard's reason", () => {
  it('names how many rows were recorded, the median for the others, and the legs in seconds', () => {
    // Row 3 unrecorded counts as the median, 3 s: legs [0] = 12 s and [1, 2, 3] = 9 s.
    const durations = map([
      [0, 12_000],
      [1, 3_000],
      [2, 3_000],
    ]);
    expect(planShard([0, 1, 2, 3], 1, 2, durations)).toEqual({
      rows: [0],
      split: 'duration',
      reason:
        "by duration: the row history records 3 of 4 rows' durations, the others counted as their median; expected 12 s for this leg, 9.0 s–12 s across the 2 legs",
    });
    expect(planShard([0, 1, 2, 3], 2, 2, durations)).toEqual({
      rows: [1, 2, 3],
      split: 'duration',
      reason:
        "by duration: the row history records 3 of 4 rows' durations, the others counted as their median; expected 9.0 s for this leg, 9.0 s–12 s across the 2 legs",
    });
  });

  it('shows whole seconds from 10 s up, a tenth below', () => {
    const durations = map([
      [0, 10_000],
      [1, 9_960],
      [2, 400],
    ]);
    expect(planShard([0, 1, 2], 3, 3, durations).reason).toBe(
      "by duration: the row history records all rows' durations; expected 0.4 s for this leg, 0.4 s–10 s across the 3 legs",
    );
    expect(planShard([0, 1, 2], 2, 3, durations).reason).toBe(
      "by duration: the row history records all rows' durations; expected 10.0 s for this leg, 0.4 s–10 s across the 3 legs",
    );
  });
});

describe('rowDurations, where the keys come from', () => {
  const byIdentity = (durations: Map<string, number>): RowHistory => ({
    ...emptyHistory(1),
    rows: new Map([
      ['a', ['P']],
      ['b', ['F']],
    ]),
    durations,
  });

  it('says there is nothing to balance by for an empty record of durations', () => {
    expect(rowDurations(byIdentity(new Map()), [0, 1], { identities: ['a', 'b'] })).toBe(
      'the row history records no row durations yet (the next default-branch run records them)',
    );
  });

  it("keeps only the rows with a duration, and rows past the dataset's identities have none", () => {
    const history = byIdentity(
      new Map([
        ['a', 7],
        ['c', 9],
      ]),
    );
    const found = rowDurations(history, [0, 1, 2], { identities: ['a', 'b'] });
    expect(found).toEqual(map([[0, 7]]));
    expect((found as Map<number, number>).size).toBe(1);
  });

  it('reads a history keyed by position only when both datasets have the same known bytes', () => {
    const byPosition: RowHistory = {
      ...emptyHistory(1),
      rows: new Map([['0', ['P']]]),
      durations: new Map([['0', 5]]),
    };
    // Neither side knows its bytes: that is not the same dataset.
    expect(rowDurations(byPosition, [0], {})).toBe(
      "the row history is keyed by row position and this dataset's bytes differ from its",
    );
    const sha = 'd'.repeat(64);
    // This dataset's bytes are known, the history's are not.
    expect(rowDurations(byPosition, [0], { sha256: sha })).toBe(
      "the row history is keyed by row position and this dataset's bytes differ from its",
    );
    expect(rowDurations({ ...byPosition, dataset: { sha256: sha, rows: 1 } }, [0], { sha256: sha })).toEqual(
      map([[0, 5]]),
    );
  });

  it("finds identities through the history's own order on a dataset of the same bytes", () => {
    const sha = 'e'.repeat(64);
    const history: RowHistory = {
      ...byIdentity(new Map([['b', 3]])),
      dataset: { sha256: sha, rows: 2 },
      order: ['a', 'b'],
    };
    expect(rowDurations(history, [0, 1], { sha256: sha })).toEqual(map([[1, 3]]));
    // The dataset's own identities come first.
    expect(rowDurations(history, [0, 1], { sha256: sha, identities: ['b', 'a'] })).toEqual(map([[0, 3]]));
  });
});
