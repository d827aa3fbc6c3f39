/**
 * grader-change.ts word for word: each mode's warning, the message's two effects and what could not be
 * re-graded (singular and plural, which samples the effect is on), the effect's source side, a side's
 * list cap, and the re-graded outcomes at the run's edges.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegradeSide } from '../../src/core/grader/grader-change.js';
import * as gcModule from '../../src/core/grader/grader-change.js';
import type { StoredSample } from '../../src/core/grader/regrade-types.js';
import type { RowOutcomes } from '../../src/core/rows/row-outcomes.js';
import { afresh } from '../helpers/fresh-module.js';

// core/grader/grader-change.ts's module-level values are evaluated when it loads: each test runs on a copy
// loaded afresh, so mutation testing sees them too.
let gc: typeof gcModule;
beforeEach(async () => {
  gc = await afresh(gcModule, 'core/grader/grader-change.ts');
});

const side = (over: Partial<RegradeSide>): RegradeSide => ({
  samples: 10,
  regraded: 10,
  storedPassed: 8,
  regradedPassed: 2,
  notRegraded: 0,
  notRegradedRows: [],
  ...over,
});

describe('graderChangeWarning', () => {
  it('fail, compare with samples re-graded, compare without, warn', () => {
    expect(gc.graderChangeWarning('fail', { judged: 'as-graded', blocking: true }, 'M')).toBe(
      'grader-change: fail: the grader changed since the baseline, which fails this step (M). Set grader-change to compare to judge the behaviour under the base grader.',
    );
    expect(gc.graderChangeWarning('compare', { judged: 'base-grader', blocking: false }, 'M')).toBe(
      "The grader changed since the baseline: the gate judged this run's samples re-graded by the base grader (M).",
    );
    expect(gc.graderChangeWarning('compare', { judged: 'as-graded', blocking: false }, 'M')).toBe(
      'The grader changed since the baseline, and no sample could be re-graded by the base grader: judged as graded by the new grader (M).',
    );
    expect(gc.graderChangeWarning('warn', { judged: 'as-graded', blocking: false }, 'M')).toBe(
      'grader-change: warn: the grader changed since the baseline; judged as graded by the new grader, which may hide or make a change in quality (M).',
    );
  });
});

describe('graderEffect', () => {
  it("the baseline's samples when re-graded, else this run's, else none", () => {
    expect(gc.graderEffect(side({}), side({ storedPassed: 2, regradedPassed: 7 }))).toBe(0.5);
    expect(gc.graderEffect(side({}), side({ regraded: 0 }))).toBeCloseTo(0.6, 12);
    expect(gc.graderEffect(side({}), null)).toBeCloseTo(0.6, 12);
    expect(gc.graderEffect(side({ regraded: 0 }), null)).toBeNull();
    expect(gc.graderEffect(null, null)).toBeNull();
  });
});

describe('graderChangeMessage', () => {
  it("a regression under the base grader, the effect on the baseline's samples, one sample missing", () => {
    const change = {
      pullRequest: side({ notRegraded: 1 }),
      baselineSamples: side({ regraded: 4, storedPassed: 1, regradedPassed: 3 }),
      graderEffect: 0.5,
    };
    expect(gc.graderChangeMessage(change, 0.8, true)).toBe(
      "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader change alone: +50.0 pp (on the baseline's 4 samples); 1 sample could not be re-graded",
    );
  });

  it("no change is +0.0; the effect on this run's samples; several missing over both sides", () => {
    const change = {
      pullRequest: side({ regradedPassed: 8, notRegraded: 2 }),
      baselineSamples: side({ regraded: 0, notRegraded: 1 }),
      graderEffect: 0,
    };
    expect(gc.graderChangeMessage(change, 0.8, false)).toBe(
      "behaviour under the base grader: 80.0% vs 80.0% (+0.0 pp); grader change alone: +0.0 pp (on this run's 10 samples); 3 samples could not be re-graded",
    );
  });

  it('nothing re-graded: not known, and no effect; no pull request side: 0 samples', () => {
    expect(
      gc.graderChangeMessage(
        { pullRequest: side({ regraded: 0 }), baselineSamples: null, graderEffect: null },
        0.5,
        false,
      ),
    ).toBe('behaviour under the base grader: not known (no sample could be re-graded by it)');
    expect(
      gc.graderChangeMessage({ pullRequest: null, baselineSamples: null, graderEffect: -0.25 }, 0.5, false),
    ).toBe(
      "behaviour under the base grader: not known (no sample could be re-graded by it); grader change alone: −25.0 pp (on this run's 0 samples)",
    );
  });
});

describe('regradeSide and regradedOutcomes', () => {
  it(`lists ${gcModule.NOT_REGRADED_LISTED} samples not re-graded and counts them all`, () => {
    const notRegraded = Array.from({ length: gc.NOT_REGRADED_LISTED + 1 }, (_, row) => ({
      row,
      run: 0,
      reason: 'r',
    }));
    const summary = gc.regradeSide({
      samples: 30,
      regraded: 9,
      storedPassed: 1,
      regradedPassed: 2,
      notRegraded,
    });
    expect(summary.notRegraded).toBe(gc.NOT_REGRADED_LISTED + 1);
    expect(summary.notRegradedRows).toEqual(notRegraded.slice(0, gc.NOT_REGRADED_LISTED));
    expect(summary).toMatchObject({ samples: 30, regraded: 9, storedPassed: 1, regradedPassed: 2 });
  });

  const rows = { outcomes: ['PPF', 'FF'] } as unknown as RowOutcomes;
  const stored = (row: number, run: number, unreadable = false): StoredSample => ({
    row,
    run,
    storedReward: 1,
    sample: unreadable ? { unreadable: 'tool calls' } : { messages: [], label: null },
  });

  it('each re-graded item P or F at the threshold, the rest "-"; items past a run or its rows untouched', () => {
    const answer = {
      grader: 'G',
      rewards: [
        { key: '0:0', reward: 0.5 },
        { key: '1:0', reward: 0.49 },
        { key: '2:0', error: 'raised' },
        { key: '0:1', reward: 1 },
        { key: '1:1', reward: 1 },
      ],
    };
    const items = [
      stored(0, 0),
      stored(1, 0),
      stored(2, 0),
      stored(0, 1),
      stored(1, 1, true),
      stored(2, 1),
      stored(0, 2),
    ];
    expect(gc.regradedOutcomes(rows, items, answer, 0.5).outcomes).toEqual(['PF-', 'P-']);
  });

  it("the grader's error: every stored item has no result", () => {
    expect(
      gc.regradedOutcomes(rows, [stored(0, 0), stored(1, 1)], { error: 'no grader' }, 0.5).outcomes,
    ).toEqual(['-PF', 'F-']);
  });
});
