import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adaptiveSeed,
  batchRows,
  defaultBatchSize,
  ORDER_VERSION,
  seededOrder,
} from '../../src/core/adaptive/order.js';

/**
 * The order as its documentation specifies it, written out plainly: Fisher–Yates from the last
 * position down, each j drawn uniform in [0, i] from sha256("<seed>:<counter>") read as eight
 * big-endian 32-bit words in turn, rejecting a word at or above the largest multiple of the bound.
 * Every machine and every release that keeps ORDER_VERSION must give exactly this order.
 */
function referenceOrder(rows: readonly number[], seed: string): number[] {
  const words: number[] = [];
  let counter = 0;
  const word = () => {
    if (words.length === 0) {
      const block = createHash('sha256').update(`${seed}:${counter}`).digest();
      counter += 1;
      for (let at = 0; at < 32; at += 4) words.push(block.readUInt32BE(at));
    }
    return words.shift() as number;
  };
  const order = [...rows];
  for (let i = order.length - 1; i >= 1; i--) {
    const bound = i + 1;
    const limit = 4294967296 - (4294967296 % bound);
    let value = word();
    while (value >= limit) value = word();
    const j = value % bound;
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  return order;
}

describe('the seed', () => {
  it('is sha256 of the version, config digest and inputs digest, NUL-separated: not the run name', () => {
    expect(ORDER_VERSION).toBe('osmosis-ci-adaptive-v2');
    const expected = createHash('sha256').update('osmosis-ci-adaptive-v2\0cfg\0inp').digest('hex');
    expect(adaptiveSeed({ configDigest: 'cfg', inputsDigest: 'inp' })).toBe(expected);
  });

  it('tells apart inputs that would run together without the separator', () => {
    const a = adaptiveSeed({ configDigest: 'a', inputsDigest: 'bd' });
    const b = adaptiveSeed({ configDigest: 'ab', inputsDigest: 'd' });
    expect(a).not.toBe(b);
  });
});

describe('seededOrder', () => {
  it('is the documented Fisher–Yates over the sha256 counter stream, for many seeds and sizes', () => {
    // Sizes past 8 and 16 draw more than one and two sha256 blocks.
    for (const size of [2, 3, 8, 9, 17, 40]) {
      const rows = Array.from({ length: size }, (_, i) => 100 + i);
      for (let s = 0; s < 8; s++) {
        const seed = `seed-${size}-${s}`;
        expect(seededOrder(rows, seed)).toEqual(referenceOrder(rows, seed));
      }
    }
  });

  it('leaves the rows it was given alone, and an empty or single row as it is', () => {
    const rows = [5, 6, 7, 8];
    const copy = [...rows];
    seededOrder(rows, 'x');
    expect(rows).toEqual(copy);
    expect(seededOrder([], 'x')).toEqual([]);
    expect(seededOrder([9], 'x')).toEqual([9]);
  });
});

describe('batches', () => {
  it('cut the order at the looks into consecutive slices; past the end there is nothing', () => {
    const order = [4, 2, 9, 1, 7];
    expect(batchRows(order, [2, 4, 5], 0)).toEqual([4, 2]);
    expect(batchRows(order, [2, 4, 5], 1)).toEqual([9, 1]);
    expect(batchRows(order, [2, 4, 5], 2)).toEqual([7]);
    expect(batchRows(order, [2, 4, 5], 3)).toEqual([]);
    expect(batchRows(order, [1, 5], 1)).toEqual([2, 9, 1, 7]);
  });

  it('default to 20 rows up to 200, then a tenth of the rows, rounded up', () => {
    expect(defaultBatchSize(0)).toBe(20);
    expect(defaultBatchSize(200)).toBe(20);
    expect(defaultBatchSize(201)).toBe(21);
    expect(defaultBatchSize(210)).toBe(21);
  });
});
