/**
 * The cost comparison in words (terminal, summary and comment: one line) and what its gates make of the
 * verdict: a failed cost gate fails the run as a blocking regression does; an inconclusive one makes a
 * passed run inconclusive, which fails the step unless allow-inconclusive, as the pass-rate gate's. Pure.
 */
import { type CostChange, costGateReason, costGateVerdict } from './cost-change.js';

/** One line: the changes with their intervals, the rows that grew most, and each gate's verdict. */
export function costChangeLine(change: CostChange): string {
  const grew = (change.cost ?? change.tokens)?.grewMost.filter((entry) => entry.ratio > 1).slice(0, 3) ?? [];
  const rows = grew.map((entry) => `row ${entry.row} ×${entry.ratio.toFixed(2)}`).join(', ');
  const gates = [change.gates?.cost, change.gates?.duration]
    .filter((gate) => gate !== undefined)
    .map((gate) => gate.reason);
  return [
    change.message,
    grew.length > 0 ? `Grew most: ${rows}.` : '',
    change.status === 'compared' ? `(${change.method}, per item)` : '',
    ...gates,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** The headline's reason when a cost gate, not the pass-rate gate, decided the verdict; else undefined. */
export function costHeadline(
  gateVerdict: string,
  verdict: string,
  change: CostChange | undefined,
): string | undefined {
  const worst = costGateVerdict(change);
  if (worst === undefined || worst !== verdict || gateVerdict === verdict) return undefined;
  return costGateReason(change);
}
