/**
 * one-start.ts beyond adaptive-one-start.test.ts: the run's tag over every choice, the run name's
 * trimming, Python's whitespace in full, and the order file's every refusal.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  completedPositions,
  completedPrefix,
  jsonlRows,
  oneStartRunName,
  oneStartTag,
  orderedJsonl,
  parseDecidedOrder,
  partInSourceRows,
  prefixPart,
} from '../../src/core/adaptive/one-start.js';
import type { RunPart } from '../../src/core/journal/run-parts.js';
import type { IndexRow } from '../../src/core/metrics.js';

const sha8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);
const choices = {
  mode: 'confident' as const,
  confidence: 0.95,
  threshold: 0.8,
  batchSize: 10,
  startCost: 2.5,
  runsPerRow: 3,
};
const row = (position: number, run = 0): IndexRow => ({
  row_index: position,
  run_index: run,
  status: 'success',
  reward: 1,
});
const part = (rows: IndexRow[]): RunPart => ({ name: 'r', selection: '0-4', rows, durationMs: 5 });

describe('oneStartTag', () => {
  it('hashes the seed, the version, both rules and every choice, in order', () => {
    expect(oneStartTag('s1', choices)).toBe(
      sha8('s1:one-start-v1:calibrated-v1:three-outcome-v1:confident:0.95:0.8:10:2.5:3'),
    );
  });
  it('writes - for the confidence of a certain run and for choices not made', () => {
    expect(
      oneStartTag('s1', { ...choices, mode: 'certain', batchSize: undefined, startCost: undefined }),
    ).toBe(sha8('s1:one-start-v1:calibrated-v1:three-outcome-v1:certain:-:0.8:-:-:3'));
    expect(oneStartTag('s1', { ...choices, mode: 'certain', confidence: 0.5 })).toBe(
      oneStartTag('s1', { ...choices, mode: 'certain', confidence: 0.99 }),
    );
  });
  it('is 8 hex digits', () => {
    expect(oneStartTag('seed', choices)).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('oneStartRunName', () => {
  it('cuts a long name to 96 characters and drops the dots and dashes it would end with', () => {
    const suffix = '.aabcd1234.one';
    const name = `${'x'.repeat(80)}-.-${'y'.repeat(20)}`;
    expect(oneStartRunName(name, 'abcd1234')).toBe(`${'x'.repeat(80)}${suffix}`);
    expect(oneStartRunName(`${'x'.repeat(82)}${'z'.repeat(10)}`, 'abcd1234')).toBe(
      `${'x'.repeat(82)}${suffix}`,
    );
    expect(oneStartRunName('run-.', 'abcd1234')).toBe(`run${suffix}`);
    expect(oneStartRunName('a-b.c', 'abcd1234')).toBe(`a-b.c${suffix}`);
  });
});

describe('jsonlRows and orderedJsonl', () => {
  it('keeps a line with any character that is not whitespace, Python or JS', () => {
    expect(jsonlRows(' x \n\u001d\u001e\u001f \n\u00a0\n\u0001\n')).toEqual([' x ', '\u0001']);
    expect(jsonlRows('\u001cx\u0085')).toEqual(['\u001cx\u0085']);
    expect(jsonlRows('')).toEqual([]);
  });
  it('ends the ordered file with one newline, and accepts the last row', () => {
    expect(orderedJsonl('a\nb\nc', [2])).toBe('c\n');
    expect(orderedJsonl('a\nb\nc', [3])).toBeUndefined();
    expect(orderedJsonl('a\nb', [])).toBe('\n');
  });
});

describe('partInSourceRows, completedPositions, completedPrefix and prefixPart', () => {
  it('drops a row past the order and keeps the rest of the part', () => {
    const mapped = partInSourceRows(part([row(0, 1), row(2), row(1)]), [4, 6]);
    expect(mapped).toEqual({
      name: 'r',
      selection: null,
      durationMs: 5,
      rows: [
        { row_index: 4, run_index: 1, status: 'success', reward: 1 },
        { row_index: 6, run_index: 0, status: 'success', reward: 1 },
      ],
    });
  });
  it('counts a position done at runsPerRow results or more', () => {
    const journal = part([row(0), row(0, 1), row(0, 2), row(1), row(1, 1), row(2)]);
    expect([...completedPositions(journal, 2)].sort()).toEqual([0, 1]);
    expect([...completedPositions(journal, 3)]).toEqual([0]);
    expect([...completedPositions(journal, 1)].sort()).toEqual([0, 1, 2]);
  });
  it('stops the prefix at the population', () => {
    expect(completedPrefix(new Set([0, 1, 2, 3]), 2)).toBe(2);
    expect(completedPrefix(new Set([1, 2]), 3)).toBe(0);
    expect(completedPrefix(new Set(), 0)).toBe(0);
  });
  it('keeps the positions below the prefix and the rest of the part', () => {
    expect(prefixPart(part([row(0), row(1), row(2)]), 2)).toEqual({
      name: 'r',
      selection: '0-4',
      durationMs: 5,
      rows: [row(0), row(1)],
    });
  });
});

describe('parseDecidedOrder', () => {
  it('reads back an order file with one line', () => {
    expect(parseDecidedOrder('{"order":[0,3],"decided":0}\n')).toEqual({ order: [0, 3], decided: 0 });
  });
  it('refuses null, a scalar, a non-array order, fractions and a bad decided', () => {
    for (const text of [
      'null',
      '3',
      '"x"',
      '{"order":"0,1","decided":1}',
      '{"order":[0.5],"decided":1}',
      '{"order":[0],"decided":-1}',
      '{"order":[0],"decided":1.5}',
      '{"order":[0],"decided":"1"}',
      '{"decided":1}',
    ])
      expect(parseDecidedOrder(text), text).toBeUndefined();
  });
});
