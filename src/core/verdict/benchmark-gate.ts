/**
 * The benchmark gate: pass@1 per agent (or the best agent) against a threshold, on the value or on the
 * lower bound of its interval, and the leaderboard rank. The eval gate is in gate.ts. Pure.
 */

import type { BenchmarkAgent } from '../managed.js';
import type { GateOn, GateResult, Verdict } from './gate.js';
import { pct } from './gate.js';

export const GATE_AGENTS = ['all', 'best'] as const;
export type GateAgents = (typeof GATE_AGENTS)[number];

export interface BenchmarkGateOptions {
  minPassRate?: number | undefined;
  gateOn: GateOn;
  allowInconclusive: boolean;
  gateAgents: GateAgents;
  maxRank?: number | undefined;
}

export interface AgentVerdict extends BenchmarkAgent {
  verdict: Exclude<Verdict, 'not-gated'> | 'not-gated';
  reason: string;
}

export function gateBenchmark(
  agents: readonly BenchmarkAgent[],
  options: BenchmarkGateOptions,
): { gate: GateResult; agents: AgentVerdict[] } {
  const threshold = options.minPassRate;
  const judged: AgentVerdict[] = agents.map((agent) => ({ ...agent, ...judgeAgent(agent, options) }));
  const scored = judged.filter((agent) => agent.passAt1 !== null);
  const best = [...scored].sort((a, b) => (b.passAt1 ?? 0) - (a.passAt1 ?? 0))[0];
  const observed =
    (options.gateOn === 'lower-bound' ? best?.interval?.lower : undefined) ?? best?.passAt1 ?? 0;
  const base = { gateOn: options.gateOn, threshold: threshold ?? null };
  if (threshold === undefined && options.maxRank === undefined) {
    return {
      gate: {
        ...base,
        verdict: 'not-gated',
        blocking: false,
        observed,
        reason: 'No min-pass-rate or max-rank given: report only.',
      },
      agents: judged,
    };
  }
  if (scored.length === 0) {
    return {
      gate: {
        ...base,
        verdict: 'failed',
        blocking: true,
        observed: 0,
        reason: 'No agent has a pass@1 to compare with the threshold.',
      },
      agents: judged,
    };
  }
  const deciding = options.gateAgents === 'best' && best ? [best] : scored;
  return { gate: { ...base, ...decidingGate(deciding, observed, options) }, agents: judged };
}

/** The agents before any gate: each not gated yet. */
export function ungatedAgents(agents: readonly BenchmarkAgent[]): AgentVerdict[] {
  return agents.map((agent) => ({ ...agent, verdict: 'not-gated' as const, reason: '' }));
}

/** The gate over the deciding agents (the best one, or every scored one): the worst verdict among them. */
function decidingGate(
  deciding: readonly AgentVerdict[],
  observed: number,
  options: BenchmarkGateOptions,
): Omit<GateResult, 'gateOn' | 'threshold'> {
  const worst =
    deciding.find((a) => a.verdict === 'failed') ?? deciding.find((a) => a.verdict === 'inconclusive');
  const verdict =
    worst?.verdict === 'failed' ? 'failed' : worst?.verdict === 'inconclusive' ? 'inconclusive' : 'passed';
  const subject =
    options.gateAgents === 'best'
      ? 'The best agent'
      : deciding.length === 1
        ? 'The agent'
        : `All ${deciding.length} agents`;
  const reason =
    verdict === 'passed'
      ? `${subject} passed: ${deciding.map((a) => a.reason).join(' ')}`
      : `${worst?.label}: ${worst?.reason}`;
  const blocking = verdict === 'failed' || (verdict === 'inconclusive' && !options.allowInconclusive);
  const observedWorst =
    options.gateAgents === 'best'
      ? observed
      : Math.min(
          ...deciding.map((a) =>
            options.gateOn === 'lower-bound' ? (a.interval?.lower ?? a.passAt1 ?? 0) : (a.passAt1 ?? 0),
          ),
        );
  return {
    verdict,
    blocking,
    observed: observedWorst,
    reason:
      reason +
      (verdict === 'inconclusive' && options.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
  };
}

function judgeAgent(
  agent: BenchmarkAgent,
  options: BenchmarkGateOptions,
): Pick<AgentVerdict, 'verdict' | 'reason'> {
  const threshold = options.minPassRate;
  if (agent.passAt1 === null) return { verdict: 'failed', reason: 'no pass@1 was reported.' };
  const rate = `pass@1 ${pct(agent.passAt1)}`;
  const interval = agent.interval
    ? ` (95% CI ${pct(agent.interval.lower)}–${pct(agent.interval.upper)})`
    : '';
  if (options.maxRank !== undefined && agent.rank !== null && agent.rank > options.maxRank) {
    return {
      verdict: 'failed',
      reason: `leaderboard rank #${agent.rank} is worse than #${options.maxRank}.`,
    };
  }
  if (threshold === undefined) return { verdict: 'passed', reason: `${rate}${interval}.` };
  if (options.gateOn === 'pass-rate' || agent.interval === null) {
    return agent.passAt1 >= threshold
      ? { verdict: 'passed', reason: `${rate}${interval} ≥ ${pct(threshold)}.` }
      : { verdict: 'failed', reason: `${rate}${interval} < ${pct(threshold)}.` };
  }
  if (agent.interval.lower >= threshold)
    return { verdict: 'passed', reason: `${rate}${interval} lies at or above ${pct(threshold)}.` };
  if (agent.interval.upper < threshold)
    return { verdict: 'failed', reason: `${rate}${interval} lies below ${pct(threshold)}.` };
  return { verdict: 'inconclusive', reason: `${rate}${interval} straddles ${pct(threshold)}.` };
}
