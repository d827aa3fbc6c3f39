/**
 * What an adaptive eval's result says in words: the headline of an early stop, the one-sentence
 * summary, and the error bound as a decimal. An early stop never presents the rate of the rows that
 * ran as the eval's: the headline names the full run's verdict and what it rests on, the interval is
 * the adaptive bound on the full run's pass rate, and the sample's own rate is labelled as such.
 */

import type { EvalRunResult } from '../result.js';
import { pct } from '../verdict/gate.js';

/** What an adaptive eval did: the result document's `adaptive` field (core/result.ts). */
export type AdaptiveSummary = NonNullable<EvalRunResult['adaptive']>;

/** A probability as a clean decimal: 1 - 0.95 is 0.05, not 0.050000000000000044. */
export function cleanDecimal(value: number): number {
  return Math.round(value * 1e12) / 1e12;
}

/** "5%", "2.5%", "0.1%": the stated error, to a tenth of a percent at most. */
export function errorPercent(errorBound: number): string {
  return `${Math.round(errorBound * 1000) / 10}%`;
}

/** True when the verdict rests on the rows that ran and not on every row. */
export function isEarlyStop(summary: AdaptiveSummary | undefined): summary is AdaptiveSummary {
  return summary?.decidedEarly === true && summary.rule !== null && summary.rule !== 'full-run';
}

/** "a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)": an early stop's headline. */
export function adaptiveHeadline(summary: AdaptiveSummary, verdict: 'passed' | 'failed'): string {
  const outcome = verdict === 'passed' ? 'passes' : 'fails';
  const error = summary.rule === 'certain' ? 'certain' : `error ≤ ${errorPercent(summary.errorBound)}`;
  return `a full run of ${summary.rowsTotal} rows ${outcome} (decided after ${summary.rowsRun} rows; ${error})`;
}

/** What the calibrated boundary guarantees, in words: the rule that decided, not an interval. */
function calibratedGuarantee(summary: Pick<AdaptiveSummary, 'errorBound'>): string {
  return `a stopping boundary calibrated exactly so that it differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order`;
}

/**
 * "full run's pass rate 67.5%–99.5% (adaptive bound)": the interval an early stop reports. The calibrated
 * boundary decides on the count itself, where the confidence sequence's interval can still straddle the
 * threshold: then the rule and its guarantee are the report, never that interval.
 */
export function adaptiveInterval(summary: AdaptiveSummary): string {
  if (summary.rule === 'calibrated') return `decided by ${calibratedGuarantee(summary)}`;
  const kind =
    summary.rule === 'certain'
      ? 'certain bounds'
      : `adaptive ${Math.round(summary.confidence * 1000) / 10}% bound`;
  return `full run's pass rate ${pct(summary.bounds.lower)}–${pct(summary.bounds.upper)} (${kind})`;
}

/** The report's sentence about an adaptive eval. */
export function adaptiveSentence(
  summary: Omit<AdaptiveSummary, 'summary'>,
  verdict: 'passed' | 'failed' | null,
): string {
  const { rowsRun, rowsTotal, rule, bounds, possible } = summary;
  const outcome = verdict === 'passed' ? 'passes' : 'fails';
  if (rule === null || verdict === null) {
    return `stopped after ${rowsRun} of ${rowsTotal} rows without a decision: a full run's pass rate can still be anywhere in ${pct(possible.lower)}–${pct(possible.upper)}`;
  }
  if (rule === 'full-run') return `all ${rowsTotal} rows ran: no batch settled the verdict earlier`;
  const head = `decided after ${rowsRun} of ${rowsTotal} rows`;
  if (rule === 'certain') {
    const rest = rowsTotal - rowsRun;
    return `${head}: a full run ${outcome} whatever the other ${rest} row${rest === 1 ? '' : 's'} give (its pass rate lies in ${pct(bounds.lower)}–${pct(bounds.upper)})`;
  }
  if (rule === 'calibrated') return `${head}: a full run ${outcome}, by ${calibratedGuarantee(summary)}`;
  const level = `${Math.round(summary.confidence * 1000) / 10}%`;
  return `${head}: a full run ${outcome}, by a confidence sequence that differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order (${level} bound on all rows' pass rate: ${pct(bounds.lower)}–${pct(bounds.upper)})`;
}

/** An early stop's two rates, in words: the interval on the full run, and the sample labelled as such. */
export function earlyStopRates(result: EvalRunResult): { interval: string; sample: string } | undefined {
  const m = result.metrics;
  if (!m || !isEarlyStop(result.adaptive)) return undefined;
  return {
    interval: adaptiveInterval(result.adaptive),
    sample: `${pct(m.passRate)} passed (${m.passed}/${m.completed}), a sample, not the full run's rate`,
  };
}
