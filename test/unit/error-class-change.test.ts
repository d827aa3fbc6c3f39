import { beforeEach, describe, expect, it } from 'vitest';
import { viewerHead } from '../../src/commands/viewer.js';
import { type BaselineComparison, baselineRunFrom, withBaseline } from '../../src/core/baseline/baseline.js';
import * as eccModule from '../../src/core/evidence/error-class-change.js';
import type { ErrorClass, ErrorClassesResult } from '../../src/core/evidence/error-classes.js';
import { renderComment } from '../../src/core/report/comment.js';
import { errorTypeClassWords, rowErrorClasses } from '../../src/core/report/error-words.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { afresh } from '../helpers/fresh-module.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

// core/evidence/error-class-change.ts's module-level values are evaluated when it loads: each test runs on a copy
// loaded afresh, so mutation testing sees them too.
let ecc: typeof eccModule;
beforeEach(async () => {
  ecc = await afresh(eccModule, 'core/evidence/error-class-change.ts');
});

function classes(
  counts: Partial<Record<ErrorClass, number>>,
  rows: [number, ErrorClass, number?][],
): ErrorClassesResult {
  return {
    counts: { provider: 0, timeout: 0, infrastructure: 0, rollout: 0, ...counts },
    wrongAnswers: 0,
    rows: rows.map(([rowIndex, errorClass, status]) => ({
      rowIndex,
      runIndex: 0,
      errorClass,
      errorType: errorClass === 'timeout' ? 'timeout' : 'agent_error',
      ...(status === undefined ? {} : { status }),
    })),
    infrastructureShare: 0,
    maxInfrastructureShare: 0.1,
    inconclusiveInfrastructure: false,
  };
}

// This run: 4 rows rate-limited (429), 3 at 502 (one of them past the listed rows, so counted by class), 1 timeout.
const current = classes({ provider: 8, timeout: 1 }, [
  [0, 'provider', 429],
  [1, 'provider', 429],
  [2, 'provider', 429],
  [3, 'provider', 429],
  [4, 'provider', 502],
  [5, 'provider', 502],
  [6, 'provider', 502],
  [7, 'timeout'],
]);
// The baseline: 1 row at 502, 2 timeouts, 1 rollout error.
const baseline = classes({ provider: 1, timeout: 2, rollout: 1 }, [
  [3, 'provider', 502],
  [4, 'timeout'],
  [5, 'timeout'],
  [9, 'rollout'],
]);

describe('error classes against the baseline', () => {
  it('counts rows per kind: class and HTTP status, unlisted rows under the class alone', () => {
    expect(Object.fromEntries(ecc.errorKinds(current))).toEqual({
      'provider 429': 4,
      'provider 502': 3,
      provider: 1,
      timeout: 1,
    });
  });

  it('marks the kinds the baseline did not have as new, first; gone kinds stay with none', () => {
    const change = ecc.compareErrorClasses(current, baseline);
    expect(change).toEqual([
      { kind: 'provider 429', rows: 4, baselineRows: 0, isNew: true },
      { kind: 'provider', rows: 1, baselineRows: 0, isNew: true },
      { kind: 'provider 502', rows: 3, baselineRows: 1, isNew: false },
      { kind: 'timeout', rows: 1, baselineRows: 2, isNew: false },
      { kind: 'rollout or grader', rows: 0, baselineRows: 1, isNew: false },
    ]);
    expect(ecc.errorClassChangeWords(change ?? [])).toBe(
      'new: provider 429 — 4 rows · new: provider — 1 row · provider 502: 3 rows (baseline 1) · timeout: 1 row (baseline 2) · rollout or grader: none (baseline 1)',
    );
    expect(ecc.compareErrorClasses(current, undefined)).toBeUndefined();
    expect(ecc.errorClassChangeWords(ecc.compareErrorClasses(classes({}, []), classes({}, [])) ?? [])).toBe(
      'no errors here nor in the baseline',
    );
  });

  it("takes the baseline's classes from its saved result.json, and is shown in the comment, terminal and viewer", () => {
    const saved = makeResult(
      makeMetrics({ passed: 6, completed: 10 }),
      { minPassRate: 0.5 },
      {
        errorClasses: baseline,
      },
    );
    const run = makeResult(
      makeMetrics({ passed: 1, completed: 10 }),
      { minPassRate: 0.5 },
      {
        errorClasses: current,
      },
    );
    const comparison: BaselineComparison = { status: 'unusable', message: 'rows not paired' };
    const compared = withBaseline(run, comparison, baselineRunFrom(saved, null));
    expect(compared.errorClassChange?.[0]).toEqual({
      kind: 'provider 429',
      rows: 4,
      baselineRows: 0,
      isNew: true,
    });
    expect(renderComment(compared, { key: 'k' })).toContain(
      '| Errors vs baseline | new: provider 429 — 4 rows · new: provider — 1 row · provider 502: 3 rows (baseline 1)',
    );
    expect(renderTerminal(compared)).toContain('  vs baseline errors: new: provider 429 — 4 rows · ');
    expect(viewerHead(compared).facts).toContainEqual([
      'errors vs baseline',
      expect.stringMatching(/^new: provider 429 — 4 rows/),
    ]);
    // A baseline saved before errors were classed: nothing compared, nothing claimed new.
    const older = baselineRunFrom({ ...saved, errorClasses: undefined }, null);
    expect(ecc.withErrorClassChange(run, older).errorClassChange).toBeUndefined();
  });

  it("names each errored row's class for the viewer, the unlisted ones by their error type", () => {
    expect([...rowErrorClasses(current)].slice(3, 5)).toEqual([
      ['3:0', 'provider error, HTTP 429'],
      ['4:0', 'provider error, HTTP 502'],
    ]);
    expect(rowErrorClasses(current).get('7:0')).toBe('timeout');
    expect(errorTypeClassWords('lease_expired')).toBe('infrastructure error');
    expect(errorTypeClassWords('agent_error')).toBe('rollout or grader error');
  });
});
