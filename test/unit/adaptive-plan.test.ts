import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adaptivePopulation, adaptiveTag, batchRunName } from '../../src/core/adaptive/plan.js';

describe('adaptivePopulation', () => {
  it('ignores a limit of zero or less: the whole dataset', () => {
    expect(adaptivePopulation({ rows: undefined, limit: 0, datasetRows: 3 })).toEqual([0, 1, 2]);
    expect(adaptivePopulation({ rows: undefined, limit: -2, datasetRows: 2 })).toEqual([0, 1]);
    expect(adaptivePopulation({ rows: undefined, limit: 1, datasetRows: 3 })).toEqual([0]);
  });

  it('takes rows even when the dataset size is unknown, and says what to pass when neither is known', () => {
    expect(adaptivePopulation({ rows: '7', limit: undefined, datasetRows: undefined })).toEqual([7]);
    expect(adaptivePopulation({ rows: undefined, limit: 5, datasetRows: undefined })).toBe(
      'needs to know how many rows the dataset has: pass a local dataset-file (JSONL, JSON or CSV), or rows',
    );
  });
});

describe('adaptiveTag', () => {
  it('is the first 8 hex digits of sha256("<seed>:<batch size>"), stable across releases', () => {
    const expected = createHash('sha256').update('abc:20').digest('hex').slice(0, 8);
    expect(adaptiveTag('abc', 20)).toBe(expected);
  });
});

describe('batchRunName', () => {
  it('drops a dangling - or . where the run name is cut', () => {
    expect(batchRunName('pr-7-', 'deadbeef', 1)).toBe('pr-7.adeadbeef.b2');
    // `.adeadbeef.b3` is 13 characters: the name keeps 83, and the cut after "-." is dropped.
    expect(batchRunName(`${'n'.repeat(81)}-.rest`, 'deadbeef', 2)).toBe(`${'n'.repeat(81)}.adeadbeef.b3`);
    expect(batchRunName('n'.repeat(100), 'deadbeef', 2)).toBe(`${'n'.repeat(83)}.adeadbeef.b3`);
  });
});
