import { describe, expect, it } from 'vitest';
import { evaluateGate, type GateOptions } from '../../src/core/gate.js';
import { wilsonInterval } from '../../src/core/stats.js';

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
