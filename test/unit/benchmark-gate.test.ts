import { describe, expect, it } from 'vitest';
import type { BenchmarkAgent } from '../../src/core/managed.js';
import { type BenchmarkGateOptions, gateBenchmark } from '../../src/core/verdict/benchmark-gate.js';

const agent = (
  label: string,
  passAt1: number | null,
  interval: BenchmarkAgent['interval'] = null,
  rank: number | null = null,
): BenchmarkAgent => ({ index: 0, label, passAt1, interval, n: 20, rank });

const options = (change: Partial<BenchmarkGateOptions> = {}): BenchmarkGateOptions => ({
  gateOn: 'pass-rate',
  allowInconclusive: false,
  gateAgents: 'all',
  ...change,
});

/** The one agent's verdict and reason, gated alone. */
const judge = (a: BenchmarkAgent, change: Partial<BenchmarkGateOptions>) => {
  const [judged] = gateBenchmark([a], options(change)).agents;
  return { verdict: judged?.verdict, reason: judged?.reason };
};

describe('one agent against min-pass-rate on its pass@1', () => {
  it('passes at exactly the threshold (≥) and fails just below it', () => {
    expect(judge(agent('A', 0.5), { minPassRate: 0.5 })).toEqual({
      verdict: 'passed',
      reason: 'pass@1 50.0% ≥ 50.0%.',
    });
    expect(judge(agent('A', 0.49), { minPassRate: 0.5 })).toEqual({
      verdict: 'failed',
      reason: 'pass@1 49.0% < 50.0%.',
    });
  });

  it('names the 95% interval in the reason when there is one', () => {
    expect(judge(agent('A', 0.65, { lower: 0.43, upper: 0.82 }), { minPassRate: 0.5 }).reason).toBe(
      'pass@1 65.0% (95% CI 43.0%–82.0%) ≥ 50.0%.',
    );
  });

  it('reports pass@1 alone, passed, when only max-rank gates', () => {
    expect(judge(agent('A', 0.3, null, 4), { maxRank: 4 })).toEqual({
      verdict: 'passed',
      reason: 'pass@1 30.0%.',
    });
  });

  it('fails an agent that reported no pass@1', () => {
    expect(judge(agent('A', null), { minPassRate: 0.1 })).toEqual({
      verdict: 'failed',
      reason: 'no pass@1 was reported.',
    });
  });
});

describe('one agent against min-pass-rate on the lower bound of its interval', () => {
  const lowerBound = (lower: number, upper: number) =>
    judge(agent('A', 0.6, { lower, upper }), { minPassRate: 0.5, gateOn: 'lower-bound' });

  it('passes when the lower bound is at or above the threshold', () => {
    expect(lowerBound(0.5, 0.7)).toEqual({
      verdict: 'passed',
      reason: 'pass@1 60.0% (95% CI 50.0%–70.0%) lies at or above 50.0%.',
    });
  });

  it('fails only when the whole interval lies below the threshold', () => {
    expect(lowerBound(0.3, 0.49)).toEqual({
      verdict: 'failed',
      reason: 'pass@1 60.0% (95% CI 30.0%–49.0%) lies below 50.0%.',
    });
  });

  it('is inconclusive when the interval straddles the threshold, its upper end touching it included', () => {
    expect(lowerBound(0.49, 0.7)).toEqual({
      verdict: 'inconclusive',
      reason: 'pass@1 60.0% (95% CI 49.0%–70.0%) straddles 50.0%.',
    });
    expect(lowerBound(0.3, 0.5).verdict).toBe('inconclusive');
  });

  it('compares pass@1 itself when the agent has no interval', () => {
    expect(judge(agent('A', 0.5), { minPassRate: 0.5, gateOn: 'lower-bound' })).toEqual({
      verdict: 'passed',
      reason: 'pass@1 50.0% ≥ 50.0%.',
    });
    expect(judge(agent('A', 0.4), { minPassRate: 0.5, gateOn: 'lower-bound' }).verdict).toBe('failed');
  });
});

describe('max-rank', () => {
  it('fails a rank worse than max-rank before looking at the threshold, and passes the rank itself', () => {
    expect(judge(agent('A', 0.9, null, 3), { maxRank: 2, minPassRate: 0.1 })).toEqual({
      verdict: 'failed',
      reason: 'leaderboard rank #3 is worse than #2.',
    });
    expect(judge(agent('A', 0.9, null, 2), { maxRank: 2, minPassRate: 0.1 }).verdict).toBe('passed');
  });

  it('does not fail an agent without a rank', () => {
    expect(judge(agent('A', 0.9, null, null), { maxRank: 1 }).verdict).toBe('passed');
  });
});

describe('the gate over several agents', () => {
  const strong = agent('Strong', 0.8, { lower: 0.6, upper: 0.9 }, 1);
  const middle = agent('Middle', 0.55, { lower: 0.45, upper: 0.7 }, 2);
  const weak = agent('Weak', 0.3, { lower: 0.15, upper: 0.45 }, 3);

  it('reports only, never blocking, without min-pass-rate or max-rank', () => {
    const { gate, agents } = gateBenchmark([weak, strong], options());
    expect(gate).toEqual({
      gateOn: 'pass-rate',
      threshold: null,
      verdict: 'not-gated',
      blocking: false,
      observed: 0.8,
      reason: 'No min-pass-rate or max-rank given: report only.',
    });
    expect(agents.map((a) => [a.label, a.verdict])).toEqual([
      ['Weak', 'passed'],
      ['Strong', 'passed'],
    ]);
  });

  it('observes the best agent, on its lower bound with gate-on lower-bound, when reporting only', () => {
    expect(gateBenchmark([weak, strong], options({ gateOn: 'lower-bound' })).gate.observed).toBe(0.6);
    expect(gateBenchmark([agent('A', 0.7)], options({ gateOn: 'lower-bound' })).gate.observed).toBe(0.7);
    expect(gateBenchmark([], options()).gate).toMatchObject({ verdict: 'not-gated', observed: 0 });
    expect(gateBenchmark([], options({ gateOn: 'lower-bound' })).gate).toMatchObject({ observed: 0 });
  });

  it('gates on max-rank alone', () => {
    const { gate } = gateBenchmark([strong, middle], options({ maxRank: 1 }));
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true, threshold: null });
    expect(gate.reason).toBe('Middle: leaderboard rank #2 is worse than #1.');
  });

  it('fails when no agent has a pass@1', () => {
    expect(gateBenchmark([agent('A', null)], options({ minPassRate: 0.5 })).gate).toEqual({
      gateOn: 'pass-rate',
      threshold: 0.5,
      verdict: 'failed',
      blocking: true,
      observed: 0,
      reason: 'No agent has a pass@1 to compare with the threshold.',
    });
    expect(gateBenchmark([], options({ maxRank: 3 })).gate.verdict).toBe('failed');
  });

  it('with gate-agents all, passes only when every agent passes, and names them all', () => {
    const { gate } = gateBenchmark([strong, middle], options({ minPassRate: 0.5 }));
    expect(gate).toEqual({
      gateOn: 'pass-rate',
      threshold: 0.5,
      verdict: 'passed',
      blocking: false,
      observed: 0.55,
      reason:
        'All 2 agents passed: pass@1 80.0% (95% CI 60.0%–90.0%) ≥ 50.0%. pass@1 55.0% (95% CI 45.0%–70.0%) ≥ 50.0%.',
    });
    expect(gateBenchmark([strong], options({ minPassRate: 0.5 })).gate.reason).toBe(
      'The agent passed: pass@1 80.0% (95% CI 60.0%–90.0%) ≥ 50.0%.',
    );
  });

  it('with gate-agents all, fails on the first failing agent and observes the worst one', () => {
    const { gate } = gateBenchmark([strong, weak, middle], options({ minPassRate: 0.5 }));
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true, observed: 0.3 });
    expect(gate.reason).toBe('Weak: pass@1 30.0% (95% CI 15.0%–45.0%) < 50.0%.');
  });

  it('ignores agents without a pass@1 when others have one', () => {
    const { gate, agents } = gateBenchmark([agent('Silent', null), strong], options({ minPassRate: 0.5 }));
    expect(gate).toMatchObject({ verdict: 'passed', observed: 0.8 });
    expect(gate.reason).toMatch(/^The agent passed: /);
    expect(agents[0]).toMatchObject({ label: 'Silent', verdict: 'failed' });
  });

  it('a failed agent outweighs an inconclusive one listed before it', () => {
    const lowerBound = options({ minPassRate: 0.5, gateOn: 'lower-bound' });
    const { gate } = gateBenchmark([middle, weak], lowerBound);
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true });
    expect(gate.reason).toBe('Weak: pass@1 30.0% (95% CI 15.0%–45.0%) lies below 50.0%.');
  });

  it('observes the worst lower bound with gate-on lower-bound, falling back to pass@1 without an interval', () => {
    const lowerBound = options({ minPassRate: 0.4, gateOn: 'lower-bound' });
    expect(gateBenchmark([strong, middle], lowerBound).gate.observed).toBe(0.45);
    expect(gateBenchmark([strong, agent('Plain', 0.42)], lowerBound).gate.observed).toBe(0.42);
  });

  it('blocks an inconclusive gate unless allow-inconclusive, and then says so', () => {
    const lowerBound = options({ minPassRate: 0.5, gateOn: 'lower-bound' });
    const blocked = gateBenchmark([strong, middle], lowerBound).gate;
    expect(blocked).toMatchObject({ verdict: 'inconclusive', blocking: true, observed: 0.45 });
    expect(blocked.reason).toBe('Middle: pass@1 55.0% (95% CI 45.0%–70.0%) straddles 50.0%.');
    const allowed = gateBenchmark([strong, middle], { ...lowerBound, allowInconclusive: true }).gate;
    expect(allowed).toMatchObject({ verdict: 'inconclusive', blocking: false });
    expect(allowed.reason).toBe(
      'Middle: pass@1 55.0% (95% CI 45.0%–70.0%) straddles 50.0%. Allowed by allow-inconclusive.',
    );
  });

  it('allow-inconclusive never lets a failed gate through', () => {
    const gate = gateBenchmark([weak], options({ minPassRate: 0.5, allowInconclusive: true })).gate;
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true });
    expect(gate.reason).not.toContain('Allowed');
  });
});

describe('gate-agents best', () => {
  const strong = agent('Strong', 0.8, { lower: 0.6, upper: 0.9 });
  const weak = agent('Weak', 0.3, { lower: 0.15, upper: 0.45 });

  it('decides on the agent with the highest pass@1 wherever it is listed', () => {
    const { gate, agents } = gateBenchmark([weak, strong], options({ minPassRate: 0.5, gateAgents: 'best' }));
    expect(gate).toMatchObject({ verdict: 'passed', blocking: false, observed: 0.8 });
    expect(gate.reason).toBe('The best agent passed: pass@1 80.0% (95% CI 60.0%–90.0%) ≥ 50.0%.');
    expect(agents.map((a) => a.verdict)).toEqual(['failed', 'passed']);
  });

  it('finds the best agent in any order of the list', () => {
    const middle = agent('Middle', 0.55);
    for (const list of [
      [strong, weak, middle],
      [middle, strong, weak],
      [weak, middle, strong],
      [middle, weak, strong],
    ]) {
      const gate = gateBenchmark(list, options({ minPassRate: 0.5, gateAgents: 'best' })).gate;
      expect(gate).toMatchObject({ verdict: 'passed', observed: 0.8 });
      expect(gateBenchmark(list, options()).gate.observed).toBe(0.8);
    }
  });

  it('observes the best agent on its lower bound with gate-on lower-bound', () => {
    const gate = gateBenchmark(
      [weak, strong],
      options({ minPassRate: 0.7, gateAgents: 'best', gateOn: 'lower-bound' }),
    ).gate;
    expect(gate).toMatchObject({ verdict: 'inconclusive', observed: 0.6 });
    expect(gate.reason).toBe('Strong: pass@1 80.0% (95% CI 60.0%–90.0%) straddles 70.0%.');
  });

  it('fails when even the best agent is below the threshold', () => {
    const gate = gateBenchmark([weak, strong], options({ minPassRate: 0.9, gateAgents: 'best' })).gate;
    expect(gate).toMatchObject({ verdict: 'failed', observed: 0.8 });
    expect(gate.reason).toBe('Strong: pass@1 80.0% (95% CI 60.0%–90.0%) < 90.0%.');
  });
});
