/** journal-check.ts's edges: line numbers, rollout ids, the files errors point at, and the outcome counts. */
import { describe, expect, it } from 'vitest';
import { checkLegJournal, countOutcomes, type LegJournal } from '../../src/core/journal/journal-check.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';

const REPAIR =
  'osmosis writes one line per work item, so the journal was altered or joined from two runs. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.';
const row = (row_index: number, run_index: number, extra: Partial<IndexRow> = {}): IndexRow => ({
  row_index,
  run_index,
  status: 'success',
  reward: 1,
  ...extra,
});
const journal = (rows: IndexRow[], extra: Partial<LegJournal> = {}): LegJournal => ({
  name: 'leg',
  indexFile: 'i.jsonl',
  rows,
  lines: [],
  metricsFile: 'm.json',
  totalSamples: undefined,
  progressFile: 'p.json',
  totalRuns: undefined,
  sampledRows: undefined,
  datasetRows: undefined,
  durationMs: null,
  ...extra,
});
const lock = { selection: null, n: 2 };

describe('checkLegJournal', () => {
  it('numbers a row without a recorded line by its place, from 1', () => {
    expect(() => checkLegJournal(journal([row(0, 0), row(0, 0)]), lock)).toThrow(
      `i.jsonl:2: row_index 0, run_index 0 is already on line 1. ${REPAIR}`,
    );
  });
  it('checks rollout ids only when they are strings', () => {
    const noId = journal([row(0, 0, { rollout_id: null }), row(1, 0, { rollout_id: null })]);
    expect(() => checkLegJournal(noId, lock)).not.toThrow();
    expect(() =>
      checkLegJournal(journal([row(0, 0, { rollout_id: 'r' }), row(1, 0, { rollout_id: 'r' })]), lock),
    ).toThrow('i.jsonl:2: rollout_id r is already on line 1.');
  });
  it('points each refusal at its file', () => {
    const grab = (leg: LegJournal, selection: number[] | null = null) => {
      try {
        checkLegJournal(leg, { selection, n: 2 });
      } catch (error) {
        return error as { location?: unknown; message: string };
      }
      return undefined;
    };
    expect(grab(journal([row(0, 0)], { totalSamples: 2 }))?.location).toEqual({ file: 'm.json' });
    expect(grab(journal([row(0, 0)], { sampledRows: 2 }), [0])?.location).toEqual({ file: 'p.json' });
    const edited = grab(journal([row(0, 0, { reward: 0 })], { passThreshold: 0.5, stated: { passed: 1 } }));
    expect(edited?.location).toEqual({ file: 'i.jsonl' });
    expect(edited?.message).toBe(
      'Leg leg: m.json counts 1 passed (summary.passed) of 1 work items at pass_threshold 0.5, but the rewards and statuses in i.jsonl give 0 passed: index.jsonl was edited after osmosis scored the run. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.',
    );
  });
  it('checks total_runs against the rows only when the rows are known', () => {
    expect(() => checkLegJournal(journal([row(0, 0)], { totalRuns: 7 }), lock)).not.toThrow();
    expect(() => checkLegJournal(journal([row(0, 0)], { totalRuns: 7, sampledRows: 3 }), lock)).toThrow(
      `p.json: plans 7 work items (total_runs), but 3 rows × the manifest's n = 2 make 6. ${REPAIR}`,
    );
  });
  it('compares outcomes only with a threshold, and only the counts stated', () => {
    const rows = [row(0, 0, { reward: 0 })];
    expect(() => checkLegJournal(journal(rows, { stated: { passed: 1 } }), lock)).not.toThrow();
    expect(() =>
      checkLegJournal(journal(rows, { passThreshold: 0.5, stated: { graded: 1, passed: undefined } }), lock),
    ).not.toThrow();
  });
});

describe('countOutcomes', () => {
  it('passes a reward at the threshold', () => {
    expect(
      countOutcomes([row(0, 0, { reward: 0.5 }), row(1, 0, { status: 'failed', reward: 0.2 })], 0.5),
    ).toEqual({
      passed: 1,
      graded: 2,
      failed: 1,
      skipped: 0,
    });
  });
});
