import { describe, expect, it } from 'vitest';
import type { EvalMetrics } from '../../src/core/metrics.js';
import type { PassK } from '../../src/core/pass-k.js';
import { wilsonInterval } from '../../src/core/stats.js';
import {
  adaptiveEarlyGate,
  evaluateGate,
  type GateOptions,
  gateExitCode,
  pct,
} from '../../src/core/verdict/gate.js';

function metrics(passed: number, completed: number) {
  return {
    passed,
    completed,
    passRate: completed === 0 ? 0 : passed / completed,
    passRateInterval: { ...wilsonInterval(passed, completed), confidence: 0.95 },
  };
}
const gate = (passed: number, completed: number, options: Partial<GateOptions>) =>
  evaluateGate(metrics(passed, completed), { gateOn: 'pass-rate', allowInconclusive: false, ...options });

describe('evaluateGate', () => {
  it.each([
    // passed, completed, options, verdict, blocking
    [8, 10, {}, 'not-gated', false],
    [8, 10, { minPassRate: 0.8 }, 'passed', false],
    [8, 10, { minPassRate: 0.7 }, 'passed', false],
    [8, 10, { minPassRate: 0.81 }, 'failed', true],
    [0, 0, { minPassRate: 0 }, 'failed', true],
    [10, 10, { minPassRate: 0 }, 'passed', false],
    // Wilson 8/10 is [0.490, 0.943]
    [8, 10, { minPassRate: 0.7, gateOn: 'lower-bound' }, 'inconclusive', true],
    [8, 10, { minPassRate: 0.7, gateOn: 'lower-bound', allowInconclusive: true }, 'inconclusive', false],
    [8, 10, { minPassRate: 0.45, gateOn: 'lower-bound' }, 'passed', false],
    [8, 10, { minPassRate: 0.95, gateOn: 'lower-bound' }, 'failed', true],
    [800, 1000, { minPassRate: 0.7, gateOn: 'lower-bound' }, 'passed', false],
  ] as const)('%i/%i with %j is %s', (passed, completed, options, verdict, blocking) => {
    const result = gate(passed, completed, options);
    expect(result.verdict).toBe(verdict);
    expect(result.blocking).toBe(blocking);
  });

  it('compares the lower bound, and says why, under lower-bound', () => {
    const result = gate(8, 10, { minPassRate: 0.7, gateOn: 'lower-bound' });
    expect(result.observed).toBeCloseTo(0.4902, 3);
    expect(result.reason).toMatch(/straddles 70\.0%/);
  });
});

describe('evaluateGate: the words and numbers it reports', () => {
  // A hand-made sample: 5 of 10 passed, its interval taken as [30%, 70%] so every edge is exact.
  const sample = {
    passed: 5,
    completed: 10,
    passRate: 0.5,
    passRateInterval: { lower: 0.3, upper: 0.7, confidence: 0.95 },
  };
  const judge = (options: Partial<GateOptions>) =>
    evaluateGate(sample, { gateOn: 'pass-rate', allowInconclusive: false, ...options });

  it('without a threshold reports only, observing the number it would have compared', () => {
    expect(judge({})).toEqual({
      verdict: 'not-gated',
      blocking: false,
      gateOn: 'pass-rate',
      threshold: null,
      observed: 0.5,
      reason: 'No min-pass-rate given: report only.',
    });
    expect(judge({ gateOn: 'lower-bound' })).toMatchObject({ observed: 0.3, threshold: null });
  });

  it('fails a run where nothing completed, whatever the threshold', () => {
    const empty = {
      passed: 0,
      completed: 0,
      passRate: 0,
      passRateInterval: { lower: 0, upper: 1, confidence: 0.95 },
    };
    for (const gateOn of ['pass-rate', 'lower-bound'] as const) {
      expect(evaluateGate(empty, { minPassRate: 0, gateOn, allowInconclusive: true })).toEqual({
        verdict: 'failed',
        blocking: true,
        gateOn,
        threshold: 0,
        observed: 0,
        reason: 'No sample completed, so there is no pass rate to compare with the threshold.',
      });
    }
  });

  it('pass-rate: passes at the threshold itself and fails just above it, saying both numbers', () => {
    expect(judge({ minPassRate: 0.5 })).toEqual({
      verdict: 'passed',
      blocking: false,
      gateOn: 'pass-rate',
      threshold: 0.5,
      observed: 0.5,
      reason: 'Pass rate 50.0% (5/10) ≥ 50.0%.',
    });
    expect(judge({ minPassRate: 0.55 })).toEqual({
      verdict: 'failed',
      blocking: true,
      gateOn: 'pass-rate',
      threshold: 0.55,
      observed: 0.5,
      reason: 'Pass rate 50.0% (5/10) < 55.0%.',
    });
  });

  it('lower-bound: passes when the lower end reaches the threshold', () => {
    expect(judge({ gateOn: 'lower-bound', minPassRate: 0.3 })).toEqual({
      verdict: 'passed',
      blocking: false,
      gateOn: 'lower-bound',
      threshold: 0.3,
      observed: 0.3,
      reason: '95% interval [30.0%, 70.0%] lies at or above 30.0%.',
    });
  });

  it('lower-bound: fails when the upper end is below the threshold, not when it touches it', () => {
    expect(judge({ gateOn: 'lower-bound', minPassRate: 0.71 })).toEqual({
      verdict: 'failed',
      blocking: true,
      gateOn: 'lower-bound',
      threshold: 0.71,
      observed: 0.3,
      reason: '95% interval [30.0%, 70.0%] lies below 71.0%.',
    });
    expect(judge({ gateOn: 'lower-bound', minPassRate: 0.7 }).verdict).toBe('inconclusive');
  });

  it('lower-bound: a straddling interval is inconclusive, blocking unless allowed, and says so', () => {
    expect(judge({ gateOn: 'lower-bound', minPassRate: 0.6 })).toEqual({
      verdict: 'inconclusive',
      blocking: true,
      gateOn: 'lower-bound',
      threshold: 0.6,
      observed: 0.3,
      reason: '95% interval [30.0%, 70.0%] straddles 60.0% (5/10 passed): more samples are needed to decide.',
    });
    expect(judge({ gateOn: 'lower-bound', minPassRate: 0.6, allowInconclusive: true })).toMatchObject({
      blocking: false,
      reason:
        '95% interval [30.0%, 70.0%] straddles 60.0% (5/10 passed): more samples are needed to decide. Allowed by allow-inconclusive.',
    });
  });
});

describe('pct', () => {
  it('shows a rate as a percentage with one decimal', () => {
    expect(pct(0.8)).toBe('80.0%');
    expect(pct(0.12345)).toBe('12.3%');
    expect(pct(1)).toBe('100.0%');
    expect(pct(0)).toBe('0.0%');
  });
});

describe('gateExitCode', () => {
  it('fails the job (exit 1) on a blocking verdict only', () => {
    expect(gateExitCode({ blocking: true })).toBe(1);
    expect(gateExitCode({ blocking: false })).toBe(0);
  });
});

describe('adaptiveEarlyGate', () => {
  const early = {
    threshold: 0.8,
    samplePassRate: 1,
    summary: 'decided after 20 of 200 rows: a full run passes',
  };

  it("records the rule's verdict and the sample's own rate as observed, never a bound", () => {
    expect(adaptiveEarlyGate('passed', early)).toEqual({
      verdict: 'passed',
      blocking: false,
      gateOn: 'pass-rate',
      threshold: 0.8,
      observed: 1,
      reason: 'Decided after 20 of 200 rows: a full run passes.',
    });
    expect(adaptiveEarlyGate('failed', { ...early, samplePassRate: 0.4 })).toMatchObject({
      verdict: 'failed',
      blocking: true,
      observed: 0.4,
    });
  });
});

type GateMetrics = Parameters<typeof evaluateGate>[0];

function gateMetrics(parts: Partial<EvalMetrics>): GateMetrics {
  return {
    passRate: 0.5,
    passRateInterval: { lower: 0.3, upper: 0.7, confidence: 0.95 },
    completed: 10,
    passed: 5,
    graded: 10,
    ...parts,
  } as GateMetrics;
}

const passK = (parts: Partial<PassK>): PassK => ({
  k: 3,
  passAtK: 0.9,
  passHatK: 0.6,
  rows: 4,
  unknownRows: 0,
  ...parts,
});

const judge = (metrics: GateMetrics, options: Partial<GateOptions>) =>
  evaluateGate(metrics, { minPassRate: 0.8, gateOn: 'pass-rate', allowInconclusive: false, ...options });

describe('evaluateGate on pass@k and pass^k', () => {
  it('words the value, its rows and the comparison, either way', () => {
    expect(judge(gateMetrics({ passK: passK({}) }), { metric: 'pass-at-k' }).reason).toBe(
      'pass@3 90.0% over 4 rows ≥ 80.0%.',
    );
    expect(judge(gateMetrics({ passK: passK({}) }), { metric: 'pass-hat-k' }).reason).toBe(
      'pass^3 60.0% over 4 rows < 80.0%.',
    );
    expect(
      judge(gateMetrics({ passK: passK({ rows: 1, unknownRows: 2 }) }), { metric: 'pass-at-k' }).reason,
    ).toBe('pass@3 90.0% over 1 row (2 with fewer than 3 samples left out) ≥ 80.0%.');
  });

  it('fails a run without per-row sample counts, at k = 1, naming why', () => {
    expect(judge(gateMetrics({}), { metric: 'pass-at-k' })).toStrictEqual({
      gateOn: 'pass-rate',
      metric: 'pass-at-k',
      threshold: 0.8,
      observed: 0,
      verdict: 'failed',
      blocking: true,
      reason: 'pass@1 is unknown: the run has no per-row sample counts.',
    });
  });
});

describe('evaluateGate on an ungraded run', () => {
  const ungraded = gateMetrics({ passRate: 0, passed: 0, graded: 0 });

  it('names the gate metric only when it is not the pass rate', () => {
    expect(judge(ungraded, { metric: 'pass-hat-k' })).toStrictEqual({
      verdict: 'failed',
      blocking: true,
      gateOn: 'pass-rate',
      metric: 'pass-hat-k',
      threshold: 0.8,
      observed: 0,
      reason: 'No row was graded (10 ran, every one without a reward): nothing shows the threshold is met.',
    });
    for (const metric of ['pass-rate', undefined] as const) {
      expect(judge(ungraded, { metric })).not.toHaveProperty('metric');
    }
  });

  it('is a run where nothing completed, not an ungraded one, when no row ran', () => {
    expect(judge(gateMetrics({ completed: 0, passed: 0, graded: 0 }), {}).reason).toBe(
      'No sample completed, so there is no pass rate to compare with the threshold.',
    );
  });
});
