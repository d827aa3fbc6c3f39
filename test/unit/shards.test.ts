import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { checkedShardRows, shardRows, shardRunName } from '../../src/core/shards.js';

const rows = (length: number) => Array.from({ length }, (_, row) => 10 + row);

describe('shardRows', () => {
  it('cuts at floor(i · N / n): 10 rows in 3 shards are 3, 3 and 4 rows, in order', () => {
    // floor(0) = 0, floor(10/3) = 3, floor(20/3) = 6, floor(30/3) = 10.
    expect(shardRows(rows(10), 1, 3)).toEqual([10, 11, 12]);
    expect(shardRows(rows(10), 2, 3)).toEqual([13, 14, 15]);
    expect(shardRows(rows(10), 3, 3)).toEqual([16, 17, 18, 19]);
  });

  it('one shard is the whole population; more shards than rows leaves some empty', () => {
    expect(shardRows(rows(4), 1, 1)).toEqual(rows(4));
    expect(shardRows(rows(2), 1, 3)).toEqual([]);
    expect(shardRows(rows(2), 2, 3)).toEqual([10]);
    expect(shardRows(rows(2), 3, 3)).toEqual([11]);
  });
});

describe('shardRunName', () => {
  it('appends .s<i>of<n> to the run name', () => {
    expect(shardRunName('nightly', 1, 12)).toBe('nightly.s1of12');
  });

  it('cuts a long name to keep within 96 characters, dropping a dangling - or . at the cut', () => {
    const long = shardRunName('r'.repeat(120), 3, 4);
    expect(long).toBe(`${'r'.repeat(90)}.s3of4`);
    expect(long).toHaveLength(96);
    // The cut falls right after "-.", which would leave "…-..s3of4".
    expect(shardRunName(`${'r'.repeat(88)}-.tail`, 3, 4)).toBe(`${'r'.repeat(88)}.s3of4`);
    expect(shardRunName('pr-', 1, 2)).toBe('pr.s1of2');
  });
});

describe('checkedShardRows', () => {
  it('gives the shard its rows when it has some', () => {
    expect(checkedShardRows(rows(5), 2, 2)).toEqual([12, 13, 14]);
  });

  it('refuses an empty shard, saying how many rows and shards there are', () => {
    expect(() => checkedShardRows(rows(2), 1, 3)).toThrow(UsageError);
    expect(() => checkedShardRows(rows(2), 1, 3)).toThrow(
      'shard 1/3 has no rows: the eval has 2 rows, fewer than 3 shards. Use at most 2 shards.',
    );
    expect(() => checkedShardRows(rows(1), 1, 2)).toThrow(
      'shard 1/2 has no rows: the eval has 1 row, fewer than 2',
    );
  });
});
