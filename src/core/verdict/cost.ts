/**
 * What the cost gates make of the verdict: a failed cost gate fails the run as a blocking regression does;
 * an inconclusive one makes a passed run inconclusive, which fails the step unless allow-inconclusive, as
 * the pass-rate gate's.
 */
import { type CostChange, costGateVerdict } from '../cost/cost-change.js';
import { ExitCode } from '../errors.js';

const FAILS = new Set(['passed', 'inconclusive', 'not-gated']);
const DOUBTS = new Set(['passed', 'not-gated']);

/** The verdict and exit code after the cost gates, or null when they leave them as they are. */
export function verdictAfterCost(
  verdict: string,
  change: CostChange | undefined,
  allowInconclusive: boolean,
): { verdict: 'failed' | 'inconclusive'; exitCode: ExitCode } | null {
  const worst = costGateVerdict(change);
  if (worst === 'failed' && FAILS.has(verdict)) return { verdict: 'failed', exitCode: ExitCode.gateFailed };
  if (worst === 'inconclusive' && DOUBTS.has(verdict)) {
    return { verdict: 'inconclusive', exitCode: allowInconclusive ? ExitCode.ok : ExitCode.gateFailed };
  }
  return null;
}
