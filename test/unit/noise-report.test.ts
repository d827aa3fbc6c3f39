/** The noise line's power part: a young history never claims to detect a drop over 100 points. */
import { describe, expect, it } from 'vitest';
import { noiseLine } from '../../src/core/history/noise-report.js';
import type { HistoryJudgement } from '../../src/core/result.js';

const judgement = (runs: number, detectableDrop: number | null): HistoryJudgement => ({
  runs,
  mode: 'history',
  rowsKnown: 10,
  flaky: { count: 1, rows: [{ row: 4, passRate: 0.5, trials: runs }] },
  reruns: { rows: 0, rounds: 0, items: 0, budgetItems: 3, runNames: [] },
  regressedRows: [],
  recoveredRows: [],
  improvedRows: [],
  unjudgedRows: [],
  scoreTest: { rows: 1, z: 0, pValue: 0.5, detectableDrop },
  flipTest: null,
  pairedTest: null,
  drop: 0,
  expectedPassRate: 0.9,
  observedPassRate: 0.9,
  regression: false,
  reason: 'r',
});

/** Every "N points" the line states. */
const statedPoints = (line: string) => [...line.matchAll(/([\d.]+) points/g)].map((m) => Number(m[1]));

describe('the noise line', () => {
  it('a mature history states the drop it detects', () => {
    expect(noiseLine(judgement(12, 0.25))).toContain(
      'this history detects a drop of 25.0 points on the flaky rows (80% of the time)',
    );
  });

  it.each([1.357, 1, 4.2])(
    'a young history (detectable drop %s) says too few runs, never over 100 points',
    (drop) => {
      const line = noiseLine(judgement(5, drop));
      expect(line).toContain(
        'too few default-branch runs (5) to detect a drop below 100 points on the flaky rows',
      );
      expect(line).not.toContain('detects a drop');
      for (const points of statedPoints(line)) expect(points).toBeLessThanOrEqual(100);
    },
  );

  it('no score test: no power part', () => {
    expect(noiseLine(judgement(12, null))).not.toMatch(/points/);
  });

  it('a history of fewer than 5 runs says when the flaky rows get their own test', () => {
    const line = noiseLine({ ...judgement(3, null), scoreTest: null });
    expect(line).toContain('the flaky rows are tested on their own from 5 default-branch runs on (3 so far)');
    expect(line).not.toMatch(/points/);
  });
});
