import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adaptivePopulation,
  adaptiveSentence,
  adaptiveTag,
  batchRunName,
} from '../../src/core/adaptive/plan.js';

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

describe('adaptiveSentence', () => {
  const base = {
    mode: 'confident' as const,
    confidence: 0.9,
    batchSize: 20,
    rowsRun: 40,
    rowsTotal: 41,
    decidedEarly: true,
    rule: 'certain' as const,
    bounds: { lower: 0.5, upper: 0.525 },
    errorBound: 0,
    runs: [],
  };

  it('says "row" for one remaining row', () => {
    expect(adaptiveSentence(base, 'passed')).toBe(
      'decided after 40 of 41 rows: a full run passes whatever the other 1 row give (its pass rate lies in 50.0%–52.5%)',
    );
  });

  it('rounds the confidence to a tenth of a percent', () => {
    const sequence = { ...base, rule: 'confidence-sequence' as const, bounds: { lower: 0.2, upper: 0.4 } };
    expect(adaptiveSentence(sequence, 'failed')).toBe(
      'decided after 40 of 41 rows: a full run fails with probability ≥ 90% (90% bound for all rows: 20.0%–40.0%)',
    );
    expect(adaptiveSentence({ ...sequence, confidence: 0.975 }, 'failed')).toMatch(
      /probability ≥ 97\.5% \(97\.5% bound/,
    );
  });

  it('without a verdict, or without a rule, reports what is still possible', () => {
    const stopped =
      'stopped after 40 of 41 rows without a decision (50.0%–52.5% is still possible for all rows)';
    expect(adaptiveSentence(base, null)).toBe(stopped);
    expect(adaptiveSentence({ ...base, rule: null }, 'passed')).toBe(stopped);
  });
});
