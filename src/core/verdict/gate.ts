/**
 * Every verdict's home. The merge gate: `pass-rate` compares the observed pass rate with the threshold;
 * `lower-bound` asks the sample to prove it: passed when the whole 95% Wilson interval clears the
 * threshold, failed when it lies wholly below, inconclusive when it straddles (a small sample near the
 * line). Beside it: the exit code of a verdict, the adaptive early stop's gate, and where a blocking
 * regression overrules the gate.
 */
import { ExitCode } from '../errors.js';
import type { EvalMetrics } from '../metrics.js';
import { type GateMetric, passKName, passKOf, unknownPassKReason } from '../pass-k.js';

export const GATE_ON = ['pass-rate', 'lower-bound'] as const;
export type GateOn = (typeof GATE_ON)[number];

export type Verdict = 'passed' | 'failed' | 'inconclusive' | 'not-gated';

export interface GateOptions {
  minPassRate?: number | undefined;
  gateOn: GateOn;
  allowInconclusive: boolean;
  /** What is compared with the threshold: pass-rate when unset. pass-at-k and pass-hat-k need gateOn pass-rate. */
  metric?: GateMetric | undefined;
}

export interface GateResult {
  verdict: Verdict;
  /** Whether this verdict fails the job: failed always, inconclusive unless allowed. */
  blocking: boolean;
  gateOn: GateOn;
  /** gate-metric, when it is not pass-rate. */
  metric?: GateMetric;
  threshold: number | null;
  /** The number compared with the threshold: the pass rate, or the interval's lower bound. */
  observed: number;
  reason: string;
}

type GateMetrics = Pick<EvalMetrics, 'passRate' | 'passRateInterval' | 'completed' | 'passed' | 'passK'> &
  Partial<Pick<EvalMetrics, 'graded'>>;

export function evaluateGate(metrics: GateMetrics, options: GateOptions): GateResult {
  const { minPassRate: threshold, gateOn } = options;
  const ungraded = threshold !== undefined && metrics.completed > 0 && metrics.graded === 0;
  if (ungraded) return ungradedGate(metrics, options, threshold);
  if (options.metric !== undefined && options.metric !== 'pass-rate' && threshold !== undefined)
    return passKGate(metrics, options.metric, threshold);
  const rate = metrics.passRate;
  const { lower } = metrics.passRateInterval;
  const observed = gateOn === 'lower-bound' ? lower : rate;
  const base = { gateOn, threshold: threshold ?? null, observed };

  if (threshold === undefined) {
    return { ...base, verdict: 'not-gated', blocking: false, reason: 'No min-pass-rate given: report only.' };
  }
  if (metrics.completed === 0) {
    return {
      ...base,
      verdict: 'failed',
      blocking: true,
      reason: 'No sample completed, so there is no pass rate to compare with the threshold.',
    };
  }
  const counts = `${metrics.passed}/${metrics.completed}`;
  if (gateOn === 'pass-rate') {
    return rate >= threshold
      ? {
          ...base,
          verdict: 'passed',
          blocking: false,
          reason: `Pass rate ${pct(rate)} (${counts}) ≥ ${pct(threshold)}.`,
        }
      : {
          ...base,
          verdict: 'failed',
          blocking: true,
          reason: `Pass rate ${pct(rate)} (${counts}) < ${pct(threshold)}.`,
        };
  }
  return boundGate(base, metrics, threshold, options.allowInconclusive === true);
}

/**
 * Rows ran but the grader scored none (every one errored): nothing shows the threshold is met, whatever
 * it is (min-pass-rate 0 included), so the run is never passed.
 */
function ungradedGate(metrics: GateMetrics, options: GateOptions, threshold: number): GateResult {
  return {
    verdict: 'failed',
    blocking: true,
    gateOn: options.gateOn,
    ...(options.metric !== undefined && options.metric !== 'pass-rate' ? { metric: options.metric } : {}),
    threshold,
    observed: 0,
    reason: `No row was graded (${metrics.completed} ran, every one without a reward): nothing shows the threshold is met.`,
  };
}

/** gate-on lower-bound: the 95% interval decides, and a straddling one is inconclusive. */
function boundGate(
  base: Pick<GateResult, 'gateOn' | 'threshold' | 'observed'>,
  metrics: GateMetrics,
  threshold: number,
  allowInconclusive: boolean,
): GateResult {
  const { lower, upper } = metrics.passRateInterval;
  const counts = `${metrics.passed}/${metrics.completed}`;
  const interval = `95% interval [${pct(lower)}, ${pct(upper)}]`;
  if (lower >= threshold) {
    return {
      ...base,
      verdict: 'passed',
      blocking: false,
      reason: `${interval} lies at or above ${pct(threshold)}.`,
    };
  }
  if (upper < threshold) {
    return {
      ...base,
      verdict: 'failed',
      blocking: true,
      reason: `${interval} lies below ${pct(threshold)}.`,
    };
  }
  return {
    ...base,
    verdict: 'inconclusive',
    blocking: !allowInconclusive,
    reason:
      `${interval} straddles ${pct(threshold)} (${counts} passed): more samples are needed to decide.` +
      (allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
  };
}

/**
 * The gate on pass@k or pass^k (gate-metric): the run's value over its rows against the threshold. A value
 * that is unknown (no row has k samples) fails: the run cannot show the threshold is met. observed is 0 then.
 */
function passKGate(
  metrics: GateMetrics,
  metric: Exclude<GateMetric, 'pass-rate'>,
  threshold: number,
): GateResult {
  const passK = metrics.passK;
  const value = passK ? passKOf(passK, metric) : null;
  const name = passKName(metric, passK?.k ?? 1);
  const base = { gateOn: 'pass-rate' as const, metric, threshold };
  if (!passK || value === null) {
    const why = passK ? unknownPassKReason(passK) : 'unknown: the run has no per-row sample counts';
    return { ...base, observed: 0, verdict: 'failed', blocking: true, reason: `${name} is ${why}.` };
  }
  const over = `over ${passK.rows} row${passK.rows === 1 ? '' : 's'}${passK.unknownRows > 0 ? ` (${passK.unknownRows} with fewer than ${passK.k} samples left out)` : ''}`;
  const passed = value >= threshold;
  return {
    ...base,
    observed: value,
    verdict: passed ? 'passed' : 'failed',
    blocking: !passed,
    reason: `${name} ${pct(value)} ${over} ${passed ? '≥' : '<'} ${pct(threshold)}.`,
  };
}

/** The exit code of a gate: a blocking verdict fails the job. */
export function gateExitCode(gate: Pick<GateResult, 'blocking'>): ExitCode {
  return gate.blocking ? ExitCode.gateFailed : ExitCode.ok;
}

/**
 * The gate of an adaptive early stop: the full run's verdict as the adaptive rule settled it (its
 * summary names the rule and its guarantee). `observed` is the sample's own pass rate, what was
 * observed; a bound would read as a measured rate and can lie on the wrong side of the threshold.
 */
export function adaptiveEarlyGate(
  verdict: 'passed' | 'failed',
  early: { threshold: number; samplePassRate: number; summary: string },
): GateResult {
  return {
    verdict,
    blocking: verdict === 'failed',
    gateOn: 'pass-rate',
    threshold: early.threshold,
    observed: early.samplePassRate,
    reason: `${early.summary.charAt(0).toUpperCase()}${early.summary.slice(1)}.`,
  };
}

/** The verdicts a blocking regression turns into a failure: a gate that let the run through. */
const OVERRULED = new Set(['passed', 'inconclusive', 'not-gated']);

/**
 * The verdict and exit code once max-regression had its say: a blocking regression (core/baseline/baseline.ts
 * decides whether it blocks) fails a run its gate let through; a failure, an error or a run never judged
 * stays as it was, and so does a run withheld for its provider or infrastructure errors (exit 3: it says
 * nothing about quality, so never a quality regression). Null when nothing changes.
 */
export function verdictAfterRegression(
  verdict: string,
  comparison: {
    regression?: { blocking: boolean } | undefined;
    graderChange?: { blocking: boolean } | undefined;
  },
  exitCode?: number,
): { verdict: 'failed'; exitCode: typeof ExitCode.gateFailed } | null {
  if (exitCode === ExitCode.infrastructure) return null;
  // grader-change: fail blocks like a regression (core/verdict/grader-change.ts decides when).
  const blocking = comparison.regression?.blocking || comparison.graderChange?.blocking;
  if (!blocking || !OVERRULED.has(verdict)) return null;
  return { verdict: 'failed', exitCode: ExitCode.gateFailed };
}

export function pct(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
