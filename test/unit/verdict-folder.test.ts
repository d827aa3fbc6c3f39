/** The rules moved into core/verdict/ in the third pass (issue 39): each decided once, there. */
import { describe, expect, it } from 'vitest';
import { maxRegressionFor } from '../../src/core/verdict/baseline-policy.js';
import { datasetStepExitCode } from '../../src/core/verdict/dataset-validation.js';
import { judgeEvalRun } from '../../src/core/verdict/eval-run.js';
import { type GateResult, verdictAfterRegression } from '../../src/core/verdict/gate.js';
import { preflightRefusal, stoppedStep } from '../../src/core/verdict/managed-run.js';
import { uploadExitCode } from '../../src/core/verdict/upload.js';

const gate = (change: Partial<GateResult> = {}): GateResult => ({
  verdict: 'passed',
  blocking: false,
  gateOn: 'pass-rate',
  threshold: 0.8,
  observed: 0.9,
  reason: 'Pass rate 90.0% (9/10) ≥ 80.0%.',
  ...change,
});

describe('core/verdict: the rules once', () => {
  it('gives the gate its own verdict, unless infrastructure errors withhold it (inconclusive, exit 3)', () => {
    expect(judgeEvalRun(gate(), null)).toEqual({ verdict: 'passed', exitCode: 0, gate: gate() });
    expect(judgeEvalRun(gate({ verdict: 'failed', blocking: true }), null).exitCode).toBe(1);
    const withheld = judgeEvalRun(gate(), { reason: 'Inconclusive: infrastructure.' });
    expect(withheld).toMatchObject({ verdict: 'inconclusive', exitCode: 3 });
    expect(withheld.gate).toMatchObject({
      verdict: 'inconclusive',
      blocking: true,
      reason: 'Inconclusive: infrastructure.',
    });
  });

  it('never turns a run withheld for infrastructure (exit 3) into a regression failure', () => {
    const blocking = { regression: { blocking: true } };
    expect(verdictAfterRegression('inconclusive', blocking, 3)).toBeNull();
    expect(verdictAfterRegression('inconclusive', blocking, 1)).toEqual({ verdict: 'failed', exitCode: 1 });
    expect(verdictAfterRegression('passed', blocking, 0)).toEqual({ verdict: 'failed', exitCode: 1 });
  });

  it("gates the default branch's own run on no baseline, unless the workflow named baseline-dir", () => {
    expect(maxRegressionFor(0.05, { defaultBranchPush: true, baselineDirNamed: false })).toBeUndefined();
    expect(maxRegressionFor(0.05, { defaultBranchPush: true, baselineDirNamed: true })).toBe(0.05);
    expect(maxRegressionFor(0.05, { defaultBranchPush: false, baselineDirNamed: false })).toBe(0.05);
  });

  it('fails dataset-validate on invalid files before a failed upload, and an upload alone with 3', () => {
    expect(datasetStepExitCode(1, 2)).toBe(1);
    expect(datasetStepExitCode(0, 2)).toBe(3);
    expect(datasetStepExitCode(0, 0)).toBe(0);
    expect(uploadExitCode('published')).toBe(0);
    expect(uploadExitCode('failed')).toBe(3);
  });

  it('ends a managed step that stopped before a verdict on quality, and a refused pre-flight', () => {
    expect(stoppedStep('submitted', 's')).toEqual({ verdict: 'submitted', exitCode: 0, summary: 's' });
    expect(stoppedStep('timed-out', 's').exitCode).toBe(3);
    expect(stoppedStep('cancelled', 's').exitCode).toBe(3);
    expect(preflightRefusal({ threshold: 0.7 })).toMatchObject({
      verdict: 'failed',
      exitCode: 1,
      preflight: { evalRun: '', threshold: 0.7, passed: false },
    });
    const refused = {
      evalRun: 'e1',
      status: 'finished',
      passRate: 0.5,
      threshold: 0.7,
      passed: false,
      reason: 'low.',
    };
    expect(preflightRefusal(refused)).toMatchObject({
      exitCode: 1,
      summary: 'Not submitted: pre-flight eval e1 low.',
    });
  });
});
