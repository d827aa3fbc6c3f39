/**
 * grader-check.ts and regrade.ts word for word: the check's findings at the threshold (an error is never
 * a pass, even at pass_threshold 0), their order and cap, every warning and summary in the singular and
 * plural; a trajectory rebuilt or refused (a step named like an Object member is no role), the re-grade's
 * counts and flips, and its terminal lines.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { GraderCheck } from '../../src/core/grader/grader-check.js';
import * as gckModule from '../../src/core/grader/grader-check.js';
import {
  type RegradeSummary,
  regradeLines,
  type StoredSample,
  sampleFromTrajectory,
  summarizeRegrade,
} from '../../src/core/grader/regrade.js';
import { afresh } from '../helpers/fresh-module.js';

// core/grader/grader-check.ts's module-level values are evaluated when it loads: each test runs on a copy
// loaded afresh, so mutation testing sees them too.
let gck: typeof gckModule;
beforeEach(async () => {
  gck = await afresh(gckModule, 'core/grader/grader-check.ts');
});

describe('judgeGraderCheck', () => {
  it('an error is no pass even at pass_threshold 0; findings in row order, capped, counted whole', () => {
    const rows = Array.from({ length: gck.GRADER_CHECK_ROWS_LISTED + 2 }, (_, i) => ({
      row: gck.GRADER_CHECK_ROWS_LISTED + 1 - i,
      label: { error: `boom ${gck.GRADER_CHECK_ROWS_LISTED + 1 - i}` },
      empty: { reward: 0 },
    }));
    const check = gck.judgeGraderCheck({ grader: 'G', rows }, 0);
    expect(check.rows).toBe(gck.GRADER_CHECK_ROWS_LISTED + 2);
    expect(check.labelFails.count).toBe(gck.GRADER_CHECK_ROWS_LISTED + 2);
    expect(check.labelFails.rows).toHaveLength(gck.GRADER_CHECK_ROWS_LISTED);
    expect(check.labelFails.rows[0]).toEqual({ row: 0, reward: null, error: 'boom 0' });
    expect(check.labelFails.rows.map((r) => r.row)).toEqual(
      Array.from({ length: gck.GRADER_CHECK_ROWS_LISTED }, (_, i) => i),
    );
    // An empty answer rewarded 0 passes at threshold 0: every row.
    expect(check.emptyPasses.count).toBe(gck.GRADER_CHECK_ROWS_LISTED + 2);
    expect(check.emptyPasses.rows).toHaveLength(gck.GRADER_CHECK_ROWS_LISTED);
    expect(check.emptyPasses.rows[1]).toEqual({ row: 1, reward: 0 });
  });

  it('notRun: nothing checked, and why', () => {
    expect(gck.notRun('no python', 0.5)).toEqual({
      grader: null,
      rows: 0,
      passThreshold: 0.5,
      labelFails: { count: 0, rows: [] },
      emptyPasses: { count: 0, rows: [] },
      error: 'no python',
    });
    expect(gck.judgeGraderCheck({ error: 'no python' }, 0.5)).toEqual(gck.notRun('no python', 0.5));
  });
});

const check = (over: Partial<GraderCheck>): GraderCheck => ({
  grader: 'ExactMatch',
  rows: 1,
  passThreshold: 1,
  labelFails: { count: 0, rows: [] },
  emptyPasses: { count: 0, rows: [] },
  ...over,
});

describe('graderCheckWarnings and graderCheckSummary', () => {
  it('one row: singular words; a finding without an error says "no reward"', () => {
    const one = check({ labelFails: { count: 1, rows: [{ row: 3, reward: null }] } });
    expect(gck.graderCheckWarnings(one)).toEqual([
      'grader-check: ExactMatch fails its own label as the answer on 1 of 1 row (pass_threshold 1), a broken row or grader: rows 3 (no reward).',
    ]);
    expect(gck.graderCheckSummary(one)).toBe(
      'grader-check: ExactMatch graded 1 row with their label and with an empty answer, no model called: 1 label failed, 0 empty answers passed.',
    );
  });

  it('several rows: plural words, rewards and the rest counted', () => {
    const many = check({
      rows: 30,
      labelFails: { count: 2, rows: [{ row: 1, reward: 0.5 }] },
      emptyPasses: { count: 1, rows: [{ row: 4, reward: 1, error: 'x' }] },
    });
    expect(gck.graderCheckWarnings(many)).toEqual([
      'grader-check: ExactMatch fails its own label as the answer on 2 of 30 rows (pass_threshold 1), a broken row or grader: rows 1 (reward 0.5) … +1.',
      'grader-check: ExactMatch passes an empty answer on 1 of 30 rows, a lenient grader: rows 4 (reward 1).',
    ]);
    expect(gck.graderCheckSummary(many)).toBe(
      'grader-check: ExactMatch graded 30 rows with their label and with an empty answer, no model called: 2 labels failed, 1 empty answer passed.',
    );
    expect(gck.graderCheckWarnings(check({ rows: 30 }))).toEqual([]);
  });

  it('a check that could not run', () => {
    const failed = gck.notRun('the grader timed out', 1);
    expect(gck.graderCheckWarnings(failed)).toEqual([
      'grader-check could not run: the grader timed out. The eval ran without it.',
    ]);
    expect(gck.graderCheckSummary(failed)).toBe('grader-check could not run: the grader timed out.');
  });
});

describe('sampleFromTrajectory', () => {
  const answer = { source: 'agent', message: 'a' };
  it('a step whose source is no role, or whose message is not text, is not a plain message', () => {
    for (const source of ['constructor', 'toString', 'tool'])
      expect(sampleFromTrajectory({ steps: [{ source, message: 'm' }, answer] })).toEqual({
        unreadable: `a step of the trajectory is not a plain message (${source})`,
      });
    expect(sampleFromTrajectory({ steps: [{ source: 42, message: 'm' }] })).toEqual({
      unreadable: 'a step of the trajectory is not a plain message (42)',
    });
    expect(sampleFromTrajectory({ steps: [{ source: 'user', message: { text: 'm' } }] })).toEqual({
      unreadable: 'a step of the trajectory is not a plain message (user)',
    });
  });

  it('each role, and a label only when it is text', () => {
    const steps = [{ source: 'system', message: 's' }, { source: 'user', message: 'u' }, answer];
    const messages = [
      { role: 'system', content: 's' },
      { role: 'user', content: 'u' },
      { role: 'assistant', content: 'a' },
    ];
    expect(sampleFromTrajectory({ steps, extra: { osmosis: { label: 'L' } } })).toEqual({
      messages,
      label: 'L',
    });
    expect(sampleFromTrajectory({ steps, extra: { osmosis: { label: 7 } } })).toEqual({
      messages,
      label: null,
    });
    expect(sampleFromTrajectory({ steps, extra: {} })).toEqual({ messages, label: null });
    expect(sampleFromTrajectory({ steps })).toEqual({ messages, label: null });
  });
});

const sample = (row: number, storedReward: number | null, unreadable?: string): StoredSample => ({
  row,
  run: 0,
  storedReward,
  sample: unreadable ? { unreadable } : { messages: [{ role: 'assistant', content: 'a' }], label: null },
});

describe('summarizeRegrade', () => {
  it("the grader's error: nothing re-graded, the error kept", () => {
    expect(summarizeRegrade('r', [sample(0, 1)], { error: 'no grader' }, 1)).toEqual({
      run: 'r',
      passThreshold: 1,
      samples: 1,
      passToFail: [],
      failToPass: [],
      grader: null,
      regraded: 0,
      notRegraded: [],
      storedPassed: 0,
      regradedPassed: 0,
      error: 'no grader',
    });
  });

  it('counts, flips both ways and the reasons a sample was not re-graded; a missing reward is no pass at 0', () => {
    const stored = [
      sample(0, 1),
      sample(1, 0),
      sample(2, 1),
      sample(3, null),
      sample(4, 1, 'tool calls'),
      sample(5, 1),
      sample(6, 1),
    ];
    const answer = {
      grader: 'G',
      rewards: [
        { key: '0:0', reward: 0 },
        { key: '1:0', reward: 1 },
        { key: '2:0', reward: 1 },
        { key: '3:0', reward: 0 },
        { key: '4:0', reward: 1 },
        { key: '5:0', error: 'raised' },
      ],
    };
    const summary = summarizeRegrade('r', stored, answer, 1);
    expect(summary).toEqual({
      run: 'r',
      passThreshold: 1,
      samples: 7,
      grader: 'G',
      regraded: 4,
      notRegraded: [
        { row: 4, run: 0, reason: 'tool calls' },
        { row: 5, run: 0, reason: 'raised' },
        { row: 6, run: 0, reason: 'not re-graded' },
      ],
      storedPassed: 2,
      regradedPassed: 2,
      passToFail: [0],
      failToPass: [1],
    });
    // At threshold 0 a stored null (the item failed) is still no pass; the re-graded 0 passes.
    const atZero = summarizeRegrade(
      'r',
      [sample(3, null)],
      { grader: 'G', rewards: [{ key: '3:0', reward: 0 }] },
      0,
    );
    expect(atZero).toMatchObject({ storedPassed: 0, regradedPassed: 1, passToFail: [], failToPass: [3] });
  });
});

const summary = (over: Partial<RegradeSummary>): RegradeSummary => ({
  run: 'main',
  grader: 'G',
  passThreshold: 1,
  samples: 5,
  regraded: 4,
  notRegraded: [],
  storedPassed: 3,
  regradedPassed: 1,
  passToFail: [2, 7],
  failToPass: [],
  ...over,
});

describe('regradeLines', () => {
  it('a drop: the rates, the signed change and the flipped rows', () => {
    expect(regradeLines(summary({ notRegraded: [{ row: 9, run: 1, reason: 'tool calls' }] }))).toEqual([
      "Re-graded 4 of 5 stored samples of run main with G: no rollout, the agent's model not called (a grader that calls a model, an LLM judge, made its own calls).",
      "pass rate as stored 75.0% (3/4) → re-graded 25.0% (1/4): −50.0 pp, the grader's effect alone.",
      'flipped: 2 pass→fail (rows 2, 7), 0 fail→pass.',
      'not re-graded: row 9 run 1: tool calls',
    ]);
  });

  it('a rise, and nothing re-graded', () => {
    expect(
      regradeLines(summary({ storedPassed: 1, regradedPassed: 2, passToFail: [], failToPass: [4] })).slice(1),
    ).toEqual([
      "pass rate as stored 25.0% (1/4) → re-graded 50.0% (2/4): +25.0 pp, the grader's effect alone.",
      'flipped: 0 pass→fail, 1 fail→pass (rows 4).',
    ]);
    expect(
      regradeLines(summary({ regraded: 0, storedPassed: 0, regradedPassed: 0, passToFail: [] }))[1],
    ).toBe("pass rate as stored n/a (0/0) → re-graded n/a (0/0): +0.0 pp, the grader's effect alone.");
    expect(regradeLines(summary({ error: 'no grader' }))).toEqual([
      'Could not re-grade run main: no grader.',
    ]);
  });
});
