/**
 * The verdict of a run its budget stopped (max-cost / max-tokens, core/adaptive/budget.ts): inconclusive, as
 * the project words a verdict the evidence cannot settle (blocking unless allow-inconclusive, exit 1),
 * never the full run's verdict. `observed` is the sample's own pass rate; the reason carries the bound.
 */
import type { GateResult } from './gate.js';

export function budgetGate(stopped: {
  threshold: number;
  samplePassRate: number;
  sentence: string;
  allowInconclusive: boolean;
}): GateResult {
  return {
    verdict: 'inconclusive',
    blocking: !stopped.allowInconclusive,
    gateOn: 'pass-rate',
    threshold: stopped.threshold,
    observed: stopped.samplePassRate,
    reason:
      `${stopped.sentence.charAt(0).toUpperCase()}${stopped.sentence.slice(1)}.` +
      (stopped.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
  };
}
