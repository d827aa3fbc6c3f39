/**
 * The verdict of a managed eval, on the platform's own meaning of its numbers (osmosis-ai 0.3.8):
 * every sample ends passed (a reward at or above the pass threshold), failed (a reward below it),
 * errored (the attempt failed without a reward: `graded` leaves it out) or timed out (`skipped` on a
 * managed run: the attempt ran out of time with no grade). The pass rate is passed over every sample
 * that did not time out, so an errored sample counts against it, as the platform's `pass_rate` does.
 * Timed-out samples are bounded by max-skipped. Counts that cannot be had are an infrastructure error,
 * never a pass. Pure: the one place that decides a managed eval's gate.
 */

import { PASS_RATE_CONFIDENCE } from '../metrics.js';
import { wilsonInterval } from '../stats.js';
import { evaluateGate, type GateOn, type GateResult, pct } from './gate.js';

/** The samples of one managed eval, each counted once. */
export interface SampleCounts {
  total: number;
  passed: number;
  /** Graded below the pass threshold. */
  failed: number;
  /** Ended without a reward (the platform's `failed` status rows). */
  errored: number;
  /** Timed out with no grade (the platform's `skipped`). */
  timedOut: number;
  /** Where the numbers came from: the metrics summary, or the run's own results when metrics were missing. */
  source: 'metrics' | 'results';
}

export interface ManagedEvalGateOptions {
  minPassRate?: number | undefined;
  gateOn: GateOn;
  allowInconclusive: boolean;
  /** The largest fraction of samples that may time out before the gate fails. */
  maxSkipped: number;
}

export type ManagedEvalVerdict =
  | { kind: 'error'; reason: string }
  | { kind: 'judged'; gate: GateResult; passRate: number; interval: { lower: number; upper: number } };

/** passed / (every sample that did not time out): errored samples count against it. */
export function managedPassRate(counts: SampleCounts): { rate: number; scored: number } {
  const scored = counts.passed + counts.failed + counts.errored;
  return { rate: scored === 0 ? 0 : counts.passed / scored, scored };
}

/** "9 of 10 samples timed out", or null when none did. */
export function timedOutLine(counts: SampleCounts | null): string | null {
  if (!counts || counts.timedOut === 0) return null;
  return `${counts.timedOut} of ${counts.total} sample${counts.total === 1 ? '' : 's'} timed out`;
}

export function judgeManagedEval(
  counts: SampleCounts | null,
  options: ManagedEvalGateOptions,
  runName: string,
): ManagedEvalVerdict {
  if (!counts) {
    return {
      kind: 'error',
      reason: `${runName} finished, but the platform gave neither its metrics nor the counts of passed, failed, errored and timed-out samples, so the gate cannot be judged (never a pass). Re-run the job to read them again.`,
    };
  }
  const { rate, scored } = managedPassRate(counts);
  const bounds = wilsonInterval(counts.passed, scored);
  const gate = evaluateGate(
    {
      passRate: rate,
      passRateInterval: { ...bounds, confidence: PASS_RATE_CONFIDENCE },
      completed: scored,
      passed: counts.passed,
    },
    options,
  );
  const judged = (g: GateResult): ManagedEvalVerdict => ({
    kind: 'judged',
    gate: g,
    passRate: rate,
    interval: bounds,
  });
  if (gate.verdict === 'not-gated') return judged(gate);
  const share = counts.total === 0 ? 0 : counts.timedOut / counts.total;
  if (share > options.maxSkipped) {
    return judged({
      ...gate,
      verdict: 'failed',
      blocking: true,
      reason: `${timedOutLine(counts)} (${pct(share)}), more than max-skipped ${pct(options.maxSkipped)} allows: the pass rate of the rest does not stand for the run. ${gate.reason}`,
    });
  }
  const notes = [
    counts.errored > 0 ? `${counts.errored} errored (counted as not passed)` : '',
    counts.timedOut > 0 ? `${timedOutLine(counts)} (left out of the pass rate)` : '',
  ].filter(Boolean);
  return judged(notes.length > 0 ? { ...gate, reason: `${gate.reason} ${notes.join('; ')}.` } : gate);
}
