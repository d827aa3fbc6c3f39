import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { checkedShardRows, shardRows, shardRunName } from '../../src/core/shards/shards.js';

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

  it('cuts a long name to keep within 96 characters with a digest of the whole name, dropping a dangling - or . at the cut', () => {
    const long = shardRunName('r'.repeat(120), 3, 4);
    expect(long).toMatch(/^r{81}-[0-9a-f]{8}\.s3of4$/);
    expect(long).toHaveLength(96);
    // The cut falls right after "-.", which would leave "…--<digest>".
    expect(shardRunName(`${'r'.repeat(79)}-.${'t'.repeat(20)}`, 3, 4)).toMatch(/^r{79}-[0-9a-f]{8}\.s3of4$/);
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
      'shard 1/2 has no rows: the eval has 1 row, fewer than 2 shards. Use at most 1 shard.',
    );
  });
});

describe('shardRunName of a long run name', () => {
  it('keeps two long names that share their first 96 characters apart, within 96', () => {
    const stem = 'a'.repeat(100);
    const one = shardRunName(`${stem}-one`, 1, 2);
    const two = shardRunName(`${stem}-two`, 1, 2);
    expect(one).not.toBe(two);
    for (const name of [one, two]) {
      expect(name.length).toBeLessThanOrEqual(96);
      expect(name).toMatch(/^a+-[0-9a-f]{8}\.s1of2$/);
    }
    // The same name always gives the same leg name: eval-merge finds what eval-run wrote.
    expect(shardRunName(`${stem}-one`, 1, 2)).toBe(one);
  });
});
