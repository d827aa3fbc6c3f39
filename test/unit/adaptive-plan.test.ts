import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adaptivePopulation,
  adaptiveTag,
  batchRunName,
  choicesText,
  RULE_VERSIONS,
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
  const choices = { mode: 'confident' as const, confidence: 0.95, looks: [20, 40, 50], calibrated: true };

  it('is the first 8 hex digits of sha256 of the seed, looks, mode, confidence and rule version', () => {
    const expected = createHash('sha256')
      .update(`abc:20-40-50:confident:0.95:${RULE_VERSIONS.calibrated}`)
      .digest('hex')
      .slice(0, 8);
    expect(adaptiveTag('abc', choices)).toBe(expected);
    const sequence = createHash('sha256')
      .update(`abc:20-40-50:confident:0.95:${RULE_VERSIONS.sequence}`)
      .digest('hex')
      .slice(0, 8);
    expect(adaptiveTag('abc', { ...choices, calibrated: false })).toBe(sequence);
  });

  it('locks every choice: another confidence, batch plan, rule or mode is another set of batches', () => {
    const tag = adaptiveTag('abc', choices);
    expect(adaptiveTag('abc', { ...choices, confidence: 0.9 })).not.toBe(tag);
    expect(adaptiveTag('abc', { ...choices, looks: [25, 50] })).not.toBe(tag);
    expect(adaptiveTag('abc', { ...choices, looks: [20, 45, 50] })).not.toBe(tag);
    expect(adaptiveTag('abc', { ...choices, calibrated: false })).not.toBe(tag);
    expect(adaptiveTag('abc', { ...choices, mode: 'certain' })).not.toBe(tag);
    // `certain` never reads the confidence: its batches are the same whatever it says.
    const certain = { ...choices, mode: 'certain' as const };
    expect(adaptiveTag('abc', { ...certain, confidence: 0.9 })).toBe(adaptiveTag('abc', certain));
  });

  it('says the choices in words', () => {
    expect(choicesText(choices)).toBe('confident at 95% (calibrated), 3 batches ending at rows 20, 40, 50');
    expect(choicesText({ ...choices, calibrated: false })).toBe(
      'confident at 95% (confidence sequence), 3 batches ending at rows 20, 40, 50',
    );
    expect(choicesText({ ...choices, mode: 'certain' })).toBe('certain, 3 batches ending at rows 20, 40, 50');
    expect(choicesText({ ...choices, looks: [15] })).toBe(
      'confident at 95% (calibrated), one batch of every row',
    );
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
