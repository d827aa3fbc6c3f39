/**
 * The managed baseline, pure: an eval-submit compared with the default branch's last judged eval-submit
 * of its config, and the one place (verdictAfterRegression) where a blocking regression fails a verdict.
 */
import { describe, expect, it } from 'vitest';
import type { BaselineComparison } from '../../src/core/baseline/baseline.js';
import { ExitCode } from '../../src/core/errors.js';
import {
  compareManagedWithBaseline,
  isJudgedManagedEval,
  managedBaselineRun,
  whyRowsDoNotPair,
  withManagedBaseline,
} from '../../src/core/managed/managed-baseline.js';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { renderManagedMarkdown, renderManagedTerminal } from '../../src/core/report/managed-report.js';
import { verdictAfterRegression } from '../../src/core/verdict/gate.js';
import { firstRowsPassed, makeJudgedEval } from '../helpers/managed.js';

/** A judged eval whose first `passed` of `total` rows passed, of a dataset of 100 rows. */
const judged = (passed: number, total: number, extra: Partial<ManagedResult> = {}) =>
  makeJudgedEval(passed, total, extra, 100);
const rows = firstRowsPassed;

const mainRun = { saved: judged(18, 20), outcomes: rows(18, 20), ref: 'main' };

describe('a managed eval against its baseline', () => {
  it('8 of 20 rows flipped pass→fail: McNemar p = 2/2^8, and max-regression 0.05 fails a passing gate', () => {
    const current = judged(10, 20);
    expect(current.verdict).toBe('passed');
    const comparison = compareManagedWithBaseline(current, rows(10, 20), mainRun, { maxRegression: 0.05 });
    expect(comparison).toMatchObject({
      status: 'compared',
      reference: { passRate: 0.9, passed: 18, completed: 20, ref: 'main', runName: 'eval-run-1' },
      paired: { items: 20, passToFail: 8, failToPass: 0, bothPassed: 10, bothFailed: 2, drop: 0.4 },
      regression: { maxRegression: 0.05, blocking: true },
    });
    expect(comparison.delta).toBeCloseTo(-0.4);
    expect(comparison.paired?.pValue).toBe(2 / 256);
    expect(comparison.flipped?.passToFail.map((r) => r.rowIndex)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);

    const result = withManagedBaseline(current, comparison);
    expect(result).toMatchObject({
      verdict: 'failed',
      exitCode: ExitCode.gateFailed,
      gate: { verdict: 'passed' },
    });
    expect(result.summary).toBe(`${comparison.regression?.reason} ${current.summary}`);
    expect(result.summary).toMatch(/^The pass rate dropped 40\.0 pp against the baseline on the same rows/);
    expect(current.verdict).toBe('passed'); // not mutated
  });

  it('shows the change and the flipped rows in the comment, the summary and the terminal', () => {
    const current = judged(10, 20);
    const result = withManagedBaseline(
      current,
      compareManagedWithBaseline(current, rows(10, 20), mainRun, { maxRegression: 0.05 }),
    );
    const comment = renderManagedMarkdown(result, { key: 'k' });
    expect(comment).toMatch(/^<!-- osmosis-ci:comment:k -->\n### ❌ osmosis managed eval failed/);
    expect(comment).toContain(
      '| Baseline | 90.0% (18/20) on `main` · change **−40.0 pp** · 8 pass→fail · 0 fail→pass of 20 paired · McNemar p = 0.0078 (significant) |',
    );
    expect(comment).toContain('❌ **max-regression:** The pass rate dropped 40.0 pp');
    expect(comment).toContain(
      '<details><summary>8 rows flipped pass→fail, 0 fail→pass against `main`</summary>',
    );
    expect(comment).toContain('- **pass→fail** (8): 10, 11, 12, 13, 14, 15, 16, 17');
    const terminal = renderManagedTerminal(result);
    expect(terminal).toContain('  baseline    90.0% (18/20) on main, change −40.0 pp');
    expect(terminal).toContain('  flipped     8 pass→fail, 0 fail→pass of 20 paired (McNemar p = 0.0078)');
    expect(terminal).toContain('  pass→fail   rows 10, 11, 12, 13, 14, 15, 16, 17');
  });

  it('reports without failing when no max-regression is given, or the drop is within it', () => {
    const current = judged(10, 20);
    const reported = compareManagedWithBaseline(current, rows(10, 20), mainRun, {});
    expect(reported.regression).toBeUndefined();
    expect(withManagedBaseline(current, reported)).toMatchObject({ verdict: 'passed', exitCode: 0 });
    const within = compareManagedWithBaseline(current, rows(10, 20), mainRun, { maxRegression: 0.5 });
    expect(within.regression?.blocking).toBe(false);
    expect(withManagedBaseline(current, within)).toMatchObject({ verdict: 'passed', exitCode: 0 });
  });

  it('counts errored samples against both pass rates and leaves timed-out ones out, as the gate does', () => {
    const saved = judged(18, 20, {
      samples: { total: 20, passed: 5, failed: 0, errored: 5, timedOut: 10, source: 'results' },
    });
    expect(managedBaselineRun({ saved, outcomes: null })).toMatchObject({
      passRate: 0.5,
      passed: 5,
      completed: 10,
    });
  });

  it('pairs no rows of a random 10% sample (no limit) or of a dataset of another size: pass rates only', () => {
    const random = { limit: null, sampledRows: 10, datasetRows: 100 };
    const current = judged(10, 20, { sampling: random });
    const comparison = compareManagedWithBaseline(current, rows(10, 20), mainRun, { maxRegression: 0 });
    expect(comparison.status).toBe('unusable');
    expect(comparison.message).toMatch(
      /^This run evaluated a random 10% sample of the dataset \(no \[evaluation\]\.limit\)/,
    );
    expect(comparison.message).toContain('max-regression is not applied');
    expect(comparison.paired).toBeUndefined();
    expect(comparison.delta).toBeCloseTo(-0.4);
    expect(withManagedBaseline(current, comparison).verdict).toBe('passed');

    const both = whyRowsDoNotPair(current, { ...mainRun.saved, sampling: random });
    expect(both).toMatch(/^Both runs evaluated a random 10% sample/);
    const grown = judged(10, 20, { sampling: { limit: 20, sampledRows: 20, datasetRows: 120 } });
    expect(whyRowsDoNotPair(grown, mainRun.saved)).toBe(
      'The baseline ran on a dataset of 100 rows, this run on one of 120',
    );
    expect(whyRowsDoNotPair(judged(10, 20), mainRun.saved)).toBeUndefined();
  });

  it('compares pass rates only when a run has no per-row outcomes (download: none)', () => {
    const comparison = compareManagedWithBaseline(judged(10, 20), null, mainRun, { maxRegression: 0 });
    expect(comparison).toMatchObject({ status: 'unusable', reference: { passRate: 0.9 } });
    expect(comparison.message).toBe(
      'The baseline has no per-row outcomes, so only the pass rates are compared.',
    );
  });

  it('says "no baseline yet" when the default branch saved none, and never fails for it', () => {
    const comparison = compareManagedWithBaseline(judged(10, 20), rows(10, 20), null, { maxRegression: 0 });
    expect(comparison.status).toBe('missing');
    expect(withManagedBaseline(judged(10, 20), comparison)).toMatchObject({ verdict: 'passed', exitCode: 0 });
  });

  it('takes only a judged eval-submit as a baseline', () => {
    expect(isJudgedManagedEval(judged(18, 20))).toBe(true);
    expect(isJudgedManagedEval(judged(2, 20))).toBe(true); // failed its gate: still what main does
    for (const verdict of ['error', 'submitted', 'timed-out', 'cancelled'] as const)
      expect(isJudgedManagedEval(judged(18, 20, { verdict }))).toBe(false);
    expect(isJudgedManagedEval(judged(18, 20, { kind: 'benchmark-submit' }))).toBe(false);
    expect(isJudgedManagedEval(judged(18, 20, { metrics: null }))).toBe(false);
    expect(
      managedBaselineRun({ saved: judged(18, 20, { verdict: 'timed-out' }), outcomes: null }),
    ).toBeNull();
  });
});

describe('verdictAfterRegression: where a blocking regression fails a verdict', () => {
  const blocking = {
    status: 'compared' as const,
    message: 'm',
    regression: { maxRegression: 0, blocking: true, reason: 'r' },
  };
  it.each(['passed', 'inconclusive', 'not-gated'])('fails %s with the gate-failed exit code', (verdict) => {
    expect(verdictAfterRegression(verdict, blocking)).toEqual({ verdict: 'failed', exitCode: 1 });
  });
  it.each(['failed', 'error', 'submitted', 'timed-out', 'cancelled'])('leaves %s as it was', (verdict) => {
    expect(verdictAfterRegression(verdict, blocking)).toBeNull();
  });
  it('changes nothing without a blocking regression', () => {
    expect(
      verdictAfterRegression('passed', {
        ...blocking,
        regression: { ...blocking.regression, blocking: false },
      }),
    ).toBeNull();
    const missing: BaselineComparison = { status: 'missing', message: 'none' };
    expect(verdictAfterRegression('passed', missing)).toBeNull();
  });
});

const outcomes = firstRowsPassed(18, 20);

describe('managedBaselineRun', () => {
  it("gives every field of the baseline: the platform's counts, the run, when and where it ran", () => {
    const saved = judged(18, 20, {
      samples: { total: 24, passed: 12, failed: 4, errored: 4, timedOut: 4, source: 'results' },
      links: { workflowRun: 'https://github.com/o/r/actions/runs/1' },
    });
    expect(managedBaselineRun({ saved, outcomes, ref: 'main', sha: 'abc' })).toEqual({
      passRate: 0.6,
      passed: 12,
      completed: 20,
      passThreshold: 1,
      runName: 'eval-run-1',
      finishedAt: '2026-01-01T00:00:01.000Z',
      workflowRun: 'https://github.com/o/r/actions/runs/1',
      ref: 'main',
      sha: 'abc',
      outcomes,
    });
  });

  it("takes the metrics' numbers without sample counts, and no run name without a run", () => {
    const saved = judged(15, 20, { samples: undefined, run: null });
    expect(managedBaselineRun({ saved, outcomes: null })).toEqual({
      passRate: 0.75,
      passed: 15,
      completed: 20,
      passThreshold: 1,
      runName: null,
      finishedAt: '2026-01-01T00:00:01.000Z',
      workflowRun: undefined,
      ref: undefined,
      sha: undefined,
      outcomes: null,
    });
  });
});

describe('whyRowsDoNotPair', () => {
  const random = { limit: null, sampledRows: 10, datasetRows: 100 };

  it('names the run that sampled at random: this one, the baseline, or both', () => {
    const sampled = judged(10, 20, { sampling: random });
    const pinned = judged(10, 20);
    const words = 'evaluated a random 10% sample of the dataset (no [evaluation].limit)';
    expect(whyRowsDoNotPair(sampled, pinned)).toBe(`This run ${words}`);
    expect(whyRowsDoNotPair(pinned, sampled)).toBe(`The baseline ${words}`);
    expect(whyRowsDoNotPair(sampled, sampled)).toBe(`Both runs ${words}`);
  });

  it('pairs the rows when a run says nothing of its sampling or of its dataset size', () => {
    const unknown = judged(10, 20, { sampling: undefined });
    const noSize = judged(10, 20, { sampling: { limit: 20, sampledRows: 20, datasetRows: null } });
    const pinned = judged(10, 20);
    expect(whyRowsDoNotPair(unknown, pinned)).toBeUndefined();
    expect(whyRowsDoNotPair(pinned, unknown)).toBeUndefined();
    expect(whyRowsDoNotPair(noSize, pinned)).toBeUndefined();
    expect(whyRowsDoNotPair(pinned, noSize)).toBeUndefined();
    expect(whyRowsDoNotPair(judged(10, 20, { sampling: null }), pinned)).toBeUndefined();
  });
});

describe('compareManagedWithBaseline', () => {
  it('refuses a result that was not judged', () => {
    expect(() => compareManagedWithBaseline(judged(10, 20, { verdict: 'error' }), null, null, {})).toThrow(
      new Error('compareManagedWithBaseline needs a judged eval-submit result'),
    );
  });

  it("compares this run's own pass rate, over the platform's counts", () => {
    const current = judged(18, 20, {
      samples: { total: 20, passed: 9, failed: 1, errored: 10, timedOut: 0, source: 'results' },
    });
    const comparison = compareManagedWithBaseline(current, null, { saved: judged(18, 20), outcomes }, {});
    expect(comparison.status).toBe('unusable');
    expect(comparison.delta).toBeCloseTo(0.45 - 0.9);
  });

  it('says the baseline is unreadable when the caller says so, with or without max-regression', () => {
    expect(
      compareManagedWithBaseline(judged(10, 20), null, null, { unreadable: 'not JSON', maxRegression: 0.1 }),
    ).toEqual({
      status: 'unusable',
      message:
        'The baseline is unreadable: not JSON. The comparison is skipped and max-regression is not applied; the next run on the default branch saves a new baseline.',
    });
    expect(compareManagedWithBaseline(judged(10, 20), null, null, {})).toEqual({
      status: 'missing',
      message: 'No baseline yet: a run on the default branch saves one for this config.',
    });
  });

  it('takes a saved run that was not judged as no baseline', () => {
    const saved = judged(18, 20, {
      verdict: 'error',
      sampling: { limit: null, sampledRows: 1, datasetRows: 1 },
    });
    expect(
      compareManagedWithBaseline(judged(10, 20), firstRowsPassed(10, 20), { saved, outcomes }, {}),
    ).toMatchObject({ status: 'missing' });
  });
});

describe('withManagedBaseline', () => {
  it('attaches a comparison that does not block and leaves the rest of the result as it was', () => {
    const current = judged(10, 20);
    const comparison = compareManagedWithBaseline(
      current,
      firstRowsPassed(10, 20),
      {
        saved: judged(18, 20),
        outcomes,
      },
      { maxRegression: 0.5 },
    );
    expect(withManagedBaseline(current, comparison)).toEqual({ ...current, baseline: comparison });
  });

  it('leaves a failed result failed, with its own summary, under a blocking regression', () => {
    const current = judged(2, 20);
    expect(current.verdict).toBe('failed');
    const comparison = compareManagedWithBaseline(
      current,
      firstRowsPassed(2, 20),
      {
        saved: judged(18, 20),
        outcomes,
      },
      { maxRegression: 0.05 },
    );
    expect(comparison.regression?.blocking).toBe(true);
    expect(withManagedBaseline(current, comparison)).toEqual({ ...current, baseline: comparison });
  });
});
