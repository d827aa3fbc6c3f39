/**
 * Checks of eval-run inputs that hold only together: each refuses a pairing before anything starts
 * (exit 2), naming both inputs and what to change.
 */
import { UsageError } from './errors.js';

/** How the entry names an input in messages (core/inputs.ts InputLabel, repeated to keep imports one way). */
type Label = (name: string) => string;
type GateInputs = { 'gate-metric': string; 'gate-on': string; adaptive: string };

/**
 * pass@k and pass^k are point estimates over the rows: no Wilson interval (gate-on lower-bound) and no
 * adaptive stop (it settles the pass rate of the samples) judge them.
 */
export function checkGateMetric(inputs: GateInputs, label: Label): void {
  const metric = inputs['gate-metric'];
  if (metric === 'pass-rate') return;
  if (inputs['gate-on'] !== 'pass-rate') {
    throw new UsageError(
      `${label('gate-metric')} ${metric} compares the run's value with min-pass-rate directly; ${label('gate-on')} ${inputs['gate-on']} bounds the pass rate of the samples only. Remove ${label('gate-on')}, or set ${label('gate-metric')} to pass-rate.`,
    );
  }
  if (inputs.adaptive !== 'off') {
    throw new UsageError(
      `${label('adaptive')} stops once the pass rate of the samples is settled, not ${metric}; ${label('gate-metric')} ${metric} needs every row's samples. Remove ${label('adaptive')}, or set ${label('gate-metric')} to pass-rate.`,
    );
  }
}
