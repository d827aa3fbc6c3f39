import { describe, expect, it } from 'vitest';
import { type BaselineRun, compareWithBaseline, type RowOutcomes } from '../../src/core/baseline/baseline.js';

const outcomes = (...runs: string[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: runs,
  belowThreshold: { count: 0, rows: [] },
});
const baseline = (o: RowOutcomes | null, change: Partial<BaselineRun> = {}): BaselineRun => ({
  passRate: 0.75,
  passed: 3,
  completed: 4,
  passThreshold: 1,
  runName: 'q-main',
  finishedAt: '2026-11-28T09:00:00.000Z',
  workflowRun: 'https://github.com/o/r/actions/runs/1',
  ref: 'main',
  outcomes: o,
  ...change,
});
const current = (o: RowOutcomes | null, passRate = 0.5) => ({ passRate, passThreshold: 1, outcomes: o });
const compare = (before: string[], after: string[], maxRegression?: number) =>
  compareWithBaseline(current(outcomes(...after)), baseline(outcomes(...before)), { maxRegression });

describe('without a usable baseline', () => {
  it('says there is none yet, and that max-regression waits for one when it is set', () => {
    expect(compareWithBaseline(current(outcomes('P')), null)).toEqual({
      status: 'missing',
      message: 'No baseline yet: a run on the default branch saves one for this config.',
    });
    expect(compareWithBaseline(current(outcomes('P')), null, { maxRegression: 0 })).toEqual({
      status: 'missing',
      message:
        'No baseline yet: a run on the default branch saves one for this config; max-regression is not applied until then.',
    });
  });

  it('compares only the pass rates when either side has no per-row outcomes', () => {
    const expected = {
      status: 'unusable',
      message: 'The baseline has no per-row outcomes, so only the pass rates are compared.',
      reference: {
        passRate: 0.75,
        passed: 3,
        completed: 4,
        runName: 'q-main',
        finishedAt: '2026-11-28T09:00:00.000Z',
        workflowRun: 'https://github.com/o/r/actions/runs/1',
        ref: 'main',
      },
      delta: -0.25,
    };
    expect(compareWithBaseline(current(outcomes('P')), baseline(null), { maxRegression: 0 })).toEqual(
      expected,
    );
    expect(compareWithBaseline(current(null), baseline(outcomes('P')))).toEqual(expected);
  });

  it('leaves out a workflow run or ref the baseline does not have', () => {
    const bare = baseline(null, { workflowRun: undefined, ref: '' });
    expect(compareWithBaseline(current(null, 0.9), bare)).toMatchObject({
      reference: {
        passRate: 0.75,
        passed: 3,
        completed: 4,
        runName: 'q-main',
        finishedAt: '2026-11-28T09:00:00.000Z',
      },
    });
    const { reference, delta } = compareWithBaseline(current(null, 0.9), bare);
    expect(Object.keys(reference ?? {})).toEqual([
      'passRate',
      'passed',
      'completed',
      'runName',
      'finishedAt',
    ]);
    expect(delta).toBeCloseTo(0.15, 12);
  });

  it('does not compare rows scored against another pass_threshold', () => {
    const result = compareWithBaseline(
      current(outcomes('P')),
      baseline({ ...outcomes('F'), passThreshold: 0.5 }, { passThreshold: 0.5 }),
      { maxRegression: 0 },
    );
    expect(result.status).toBe('unusable');
    expect(result.message).toBe(
      'The baseline was scored with pass_threshold 0.5, this run with 1: rows are not compared.',
    );
    expect(result).not.toHaveProperty('paired');
    expect(result).not.toHaveProperty('regression');
  });

  it('does not compare runs with no completed row in common', () => {
    for (const [before, after] of [
      [['SP-'], ['PSS']],
      [[''], ['PPP']],
      [['PP'], []],
    ]) {
      const result = compare(before ?? [], after ?? [], 0);
      expect(result.status).toBe('unusable');
      expect(result.message).toBe(
        'The baseline and this run have no completed rows in common: rows are not compared.',
      );
      expect(result.delta).toBe(-0.25);
    }
  });
});

describe('pairing rows', () => {
  it('counts each kind of pair and states the test in one sentence', () => {
    const result = compare(['PPFFPF-S'], ['PFFPPSPP']);
    expect(result.status).toBe('compared');
    // Rows 5–7 have S or - on one side: 5 pairs remain, one each way, so p = 1 and the drop is 0.
    expect(result.paired).toEqual({
      items: 5,
      bothPassed: 2,
      bothFailed: 1,
      passToFail: 1,
      failToPass: 1,
      drop: 0,
      pValue: 1,
      significant: false,
    });
    expect(result.flipped).toEqual({
      passToFail: [{ rowIndex: 1, runIndex: 0 }],
      failToPass: [{ rowIndex: 3, runIndex: 0 }],
    });
    expect(result.message).toBe(
      '1 row went from pass to fail and 1 from fail to pass over 5 paired rows (exact McNemar p = 1, not significant at 0.05).',
    );
  });

  it('uses the singular for a single paired row and reports a significant result as such', () => {
    expect(compare(['P'], ['F']).message).toBe(
      '1 row went from pass to fail and 0 from fail to pass over 1 paired row (exact McNemar p = 1, not significant at 0.05).',
    );
    // b = 6, c = 0: p = 2 · 0.5^6 = 0.03125.
    const result = compare(['PPPPPP'], ['FFFFFF']);
    expect(result.paired).toMatchObject({ pValue: 0.03125, significant: true, drop: 1 });
    expect(result.message).toBe(
      '6 rows went from pass to fail and 0 from fail to pass over 6 paired rows (exact McNemar p = 0.031, significant at 0.05).',
    );
  });

  it('pairs over the runs and rows both have, row by row across runs', () => {
    const result = compare(['PPPP', 'P', 'PPP'], ['FP', 'FFF']);
    // Run 0 pairs rows 0–1, run 1 pairs row 0; run 2 has no counterpart.
    expect(result.paired).toMatchObject({ items: 3, passToFail: 2, bothPassed: 1 });
    expect(result.flipped?.passToFail).toEqual([
      { rowIndex: 0, runIndex: 0 },
      { rowIndex: 0, runIndex: 1 },
    ]);
    const wide = compare(['P', 'PPP'], ['F', 'PFF']);
    expect(wide.flipped?.passToFail).toEqual([
      { rowIndex: 0, runIndex: 0 },
      { rowIndex: 1, runIndex: 1 },
      { rowIndex: 2, runIndex: 1 },
    ]);
  });

  it('lists the first 100 flips each way and counts all of them', () => {
    const result = compare(
      [`${'P'.repeat(101)}${'F'.repeat(101)}`],
      [`${'F'.repeat(101)}${'P'.repeat(101)}`],
    );
    expect(result.paired).toMatchObject({ passToFail: 101, failToPass: 101, items: 202 });
    expect(result.flipped?.passToFail).toHaveLength(100);
    expect(result.flipped?.passToFail.at(-1)).toEqual({ rowIndex: 99, runIndex: 0 });
    expect(result.flipped?.failToPass).toHaveLength(100);
    expect(result.flipped?.failToPass[0]).toEqual({ rowIndex: 101, runIndex: 0 });
  });
});

describe('the max-regression gate', () => {
  const ten = 'P'.repeat(10);

  it('is absent without max-regression', () => {
    expect(compare([ten], ['FFFFFFFFFF'])).not.toHaveProperty('regression');
  });

  it('blocks a significant drop larger than max-regression', () => {
    // b = 6, c = 0 over 10 rows: drop 0.6, p = 0.03125.
    expect(compare([ten], ['FFFFFFPPPP'], 0.5).regression).toEqual({
      maxRegression: 0.5,
      blocking: true,
      reason:
        'The pass rate dropped 60.0 pp against the baseline on the same rows (p = 0.031 < 0.05), more than max-regression 50.0 pp.',
    });
    expect(compare([ten], ['FFFFFFPPPP'], 0).regression?.blocking).toBe(true);
  });

  it('does not block a drop of exactly max-regression', () => {
    expect(compare([ten], ['FFFFFFPPPP'], 0.6).regression).toEqual({
      maxRegression: 0.6,
      blocking: false,
      reason: 'The change on the same rows (−60.0 pp) is within max-regression 60.0 pp.',
    });
  });

  it('does not block a drop that is not significant, and says why', () => {
    // b = 2, c = 0: p = 2 · 0.25 = 0.5.
    expect(compare([ten], ['FFPPPPPPPP'], 0.1).regression).toEqual({
      maxRegression: 0.1,
      blocking: false,
      reason:
        'The drop of 20.0 pp exceeds max-regression 10.0 pp but is not significant (p = 0.5 ≥ 0.05): not failed.',
    });
  });

  it('reports a gain, or no change, with a plus sign', () => {
    expect(compare(['FFPPPPPPPP'], [ten], 0).regression?.reason).toBe(
      'The change on the same rows (+20.0 pp) is within max-regression 0.0 pp.',
    );
    expect(compare(['PF'], ['FP'], 0.05).regression?.reason).toBe(
      'The change on the same rows (+0.0 pp) is within max-regression 5.0 pp.',
    );
  });
});

describe('a baseline from another dataset', () => {
  const TEN = { sha256: 'a'.repeat(64), rows: 10 };
  const FOUR = { sha256: 'b'.repeat(64), rows: 4 };
  const now = (dataset?: typeof TEN) => ({ ...current(outcomes('PPPPPPPFFF'), 0.7), dataset });

  it('is not paired row by row: only the pass rates, saying why, and max-regression is not applied', () => {
    const comparison = compareWithBaseline(now(TEN), baseline(outcomes('FFFF'), { dataset: FOUR }), {
      maxRegression: 0,
    });
    expect(comparison.status).toBe('unusable');
    expect(comparison.message).toBe(
      'The baseline ran on another dataset (4 rows, sha256 bbbbbbbbbbbb) than this run (10 rows, sha256 aaaaaaaaaaaa): the same row number may hold another row, so rows are not paired and only the pass rates are compared; max-regression is not applied.',
    );
    expect(comparison.paired).toBeUndefined();
    expect(comparison.regression).toBeUndefined();
    expect(comparison.delta).toBeCloseTo(-0.05);
    const unknownRows = compareWithBaseline(
      now(TEN),
      baseline(outcomes('F'), { dataset: { ...FOUR, rows: null } }),
    );
    expect(unknownRows.message).toMatch(
      /^The baseline ran on another dataset \(sha256 bbbbbbbbbbbb\) than this run \(10 rows,/,
    );
    expect(unknownRows.message).not.toMatch(/max-regression/);
  });

  it('is compared on the rows both runs have when the dataset is the same or unknown, and says so', () => {
    for (const dataset of [{ dataset: TEN }, {}]) {
      const comparison = compareWithBaseline(now(TEN), baseline(outcomes('PPPF'), dataset));
      expect(comparison.status).toBe('compared');
      expect(comparison.paired?.items).toBe(4);
      expect(comparison.note).toBe(
        'Compared on the 4 rows both runs have: the baseline has results for 4 rows, this run for 10 rows; the others are not compared.',
      );
    }
    // The same rows on both sides: nothing to say.
    expect(
      compareWithBaseline(now(TEN), baseline(outcomes('PPPPPPPFFF'), { dataset: TEN })).note,
    ).toBeUndefined();
    // One row each way.
    const one = compareWithBaseline(current(outcomes('P-')), baseline(outcomes('PP')));
    expect(one.note).toBe(
      'Compared on the 1 row both runs have: the baseline has results for 2 rows, this run for 1 row; the others are not compared.',
    );
  });
});
