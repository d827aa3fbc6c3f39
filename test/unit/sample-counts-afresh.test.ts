/** sample-counts.ts's word table, loaded afresh (a module-level value), and the counts at zero. */
import { describe, expect, it } from 'vitest';
import * as sampleCountsModule from '../../src/core/sample-counts.js';
import { afresh } from '../helpers/fresh-module.js';

describe('the outcome words, loaded afresh', () => {
  it('names each outcome as every surface shows it', async () => {
    const { OUTCOME_WORDS, sampleOutcome } = await afresh(sampleCountsModule, 'core/sample-counts.ts');
    expect(OUTCOME_WORDS).toEqual({
      passed: 'passed',
      'below-threshold': 'below threshold',
      errored: 'errored',
      skipped: 'skipped',
    });
    const rows = [
      { status: 'success', reward: 1 },
      { status: 'success', reward: 0 },
      { status: 'failed', reward: null },
      { status: 'skipped', reward: null },
    ] as const;
    expect(rows.map((row) => OUTCOME_WORDS[sampleOutcome(row, 0.5)])).toEqual([
      'passed',
      'below threshold',
      'errored',
      'skipped',
    ]);
  });

  it('a row without a reward never passes, even at pass threshold 0', async () => {
    const { sampleOutcome } = await afresh(sampleCountsModule, 'core/sample-counts.ts');
    expect(sampleOutcome({ status: 'success', reward: null }, 0)).toBe('below-threshold');
    expect(sampleOutcome({ status: 'failed', reward: null }, 0)).toBe('errored');
    expect(sampleOutcome({ status: 'success', reward: 0 }, 0)).toBe('passed');
  });

  it('no row below the threshold is a count of 0, not an unknown one', async () => {
    const { sampleCounts, sampleWords } = await afresh(sampleCountsModule, 'core/sample-counts.ts');
    const counts = sampleCounts({
      metrics: { total: 4, passed: 2, completed: 3, skipped: 1 },
      belowThreshold: { count: 0 },
    });
    expect(counts).toEqual({ total: 4, passed: 2, belowThreshold: 0, errored: 1, skipped: 1, notPassed: 1 });
    expect(sampleWords(counts as NonNullable<typeof counts>)).toEqual([
      '4 total',
      '2 passed',
      '0 below threshold',
      '1 errored',
      '1 skipped',
    ]);
  });
});
