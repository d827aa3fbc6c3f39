import { describe, expect, it } from 'vitest';
import { historyJoinRefusal, journalDigest } from '../../src/core/history/history-join.js';
import type { EvalRunResult } from '../../src/core/result.js';

const metrics = { passRate: 1 } as unknown as EvalRunResult['metrics'];
const whole = { verdict: 'passed', metrics } as Pick<EvalRunResult, 'verdict' | 'metrics'>;
const adaptive = (rowsRun: number, decidedEarly: boolean) =>
  ({ rowsRun, rowsTotal: 20, decidedEarly, runs: ['a.0'] }) as unknown as EvalRunResult['adaptive'];

describe('which runs join the row history', () => {
  it('a whole run joins; a shard leg, an adaptive run decided early and a merge missing rows do not', () => {
    expect(historyJoinRefusal(whole)).toBeUndefined();
    expect(historyJoinRefusal({ ...whole, shard: { index: 1, count: 2, rows: '0-9' } })).toMatch(
      /shard 1\/2, part of the rows: the merged run \(eval-merge\) is saved instead/,
    );
    expect(historyJoinRefusal({ ...whole, adaptive: adaptive(12, true) })).toMatch(
      /decided after 12 of 20 rows, a sample/,
    );
    expect(historyJoinRefusal({ ...whole, adaptive: adaptive(20, false) })).toBeUndefined();
    const shards = { count: 2, parts: [], missingRows: 3 };
    expect(historyJoinRefusal({ ...whole, shards })).toMatch(/misses 3 row/);
    expect(historyJoinRefusal({ ...whole, shards: { ...shards, missingRows: 0 } })).toBeUndefined();
  });

  it('the same journal has the same digest; another outcome or run name another', () => {
    const result = { runName: 'main' };
    const digest = journalDigest(result, { outcomes: ['PF'] });
    expect(journalDigest(result, { outcomes: ['PF'] })).toBe(digest);
    expect(journalDigest(result, { outcomes: ['PP'] })).not.toBe(digest);
    expect(journalDigest({ runName: 'other' }, { outcomes: ['PF'] })).not.toBe(digest);
  });
});
