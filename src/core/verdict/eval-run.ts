/**
 * An eval run's verdict and exit code from its gate: the gate's own, unless too many rows failed for
 * provider or infrastructure reasons (core/evidence/error-classes.ts measures them), when the verdict is withheld:
 * inconclusive: infrastructure, exit 3, whatever the gate said.
 */
import { ExitCode } from '../errors.js';
import { type GateResult, gateExitCode, type Verdict } from './gate.js';

export interface JudgedRun {
  verdict: Verdict;
  exitCode: ExitCode;
  gate: GateResult;
}

export function judgeEvalRun(gate: GateResult, withheld: { reason: string } | null): JudgedRun {
  if (!withheld) return { verdict: gate.verdict, exitCode: gateExitCode(gate), gate };
  return {
    verdict: 'inconclusive',
    exitCode: ExitCode.infrastructure,
    gate: { ...gate, verdict: 'inconclusive', blocking: true, reason: withheld.reason },
  };
}
