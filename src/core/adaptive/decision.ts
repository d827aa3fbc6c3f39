/**
 * The adaptive gate's decision after each batch: may the verdict of the full run be announced now?
 *
 * - `certain`: the rows not run yet cannot change it. With P passes of C completed items and m items
 *   left, the full run's pass rate lies in [P/(C+m), (P+m)/(C+m)] (a skipped item leaves it between
 *   the two), so when both ends fall on one side of the threshold the verdict is the full run's,
 *   whatever the remaining rows do. Zero error.
 * - `confident`: also stop when the calibrated boundary (calibrated.ts) is crossed: its exact worst
 *   case over every dataset, whatever the remaining rows' skips, is a wrong verdict with probability
 *   at most 1 - confidence over the seeded order. Without a boundary (evals above
 *   CALIBRATED_MAX_ROWS, or batches the user sized), the without-replacement confidence sequence over
 *   the three outcomes of a row (three-outcome.ts) decides, with the same guarantee and more rows.
 *   The sequence's bounds on the full run's pass rate are reported either way. It applies to one run
 *   per row; with more, only the certain rule decides.
 * The last batch is the full run, decided exactly as without adaptive.
 */
import { boundaryVerdict, type StoppingBoundary } from './calibrated.js';
import { fullRunRateBounds } from './three-outcome.js';
import { cleanDecimal } from './wording.js';

export type AdaptiveMode = 'off' | 'certain' | 'confident';
/** Which early verdicts may be announced: `pass` keeps every failure resting on all rows. */
export type AdaptiveStop = 'both' | 'pass';
export type DecisionRule = 'certain' | 'calibrated' | 'confidence-sequence' | 'full-run';

/** What the rows run so far add up to (items are row runs: rows × runs per row). */
export interface AdaptiveLook {
  /** Rows in the full run. */
  population: number;
  /** Rows run so far. */
  rowsRun: number;
  runsPerRow: number;
  passedItems: number;
  completedItems: number;
  skippedItems: number;
}

export interface AdaptiveOptions {
  mode: Exclude<AdaptiveMode, 'off'>;
  threshold: number;
  confidence: number;
  stop: AdaptiveStop;
  /** The calibrated boundary over the plan's looks; without it the confidence sequence decides. */
  boundary?: StoppingBoundary;
}

/** Bounds on the full run's pass rate. */
export interface RateBounds {
  lower: number;
  upper: number;
}

export interface AdaptiveDecision {
  verdict: 'passed' | 'failed' | null;
  rule: DecisionRule | null;
  /** The full run's pass rate lies here for certain. */
  certain: { lower: number; upper: number };
  /** The confidence sequence's bounds on the full run's pass rate (running intersection), when it applies. */
  confident: { lower: number; upper: number } | null;
  /** The running intersection (of the full run's pass rate) to carry into the next look. */
  carry: RateBounds | null;
  /** The stated probability the verdict differs from the full run's: 0 unless the boundary or the sequence decided. */
  errorBound: number;
}

function certainBounds(look: AdaptiveLook): { lower: number; upper: number } {
  const remaining = (look.population - look.rowsRun) * look.runsPerRow;
  const denominator = look.completedItems + remaining;
  if (denominator === 0) return { lower: 0, upper: 1 };
  return {
    lower: look.passedItems / denominator,
    upper: (look.passedItems + remaining) / denominator,
  };
}

/** The decision after a look; `carry` is the previous look's `carry` (null at the first). */
export function decideAdaptive(
  look: AdaptiveLook,
  options: AdaptiveOptions,
  carry: RateBounds | null,
): AdaptiveDecision {
  const { threshold } = options;
  const certain = certainBounds(look);
  const none = { verdict: null, rule: null, certain, confident: null, carry, errorBound: 0 };
  if (look.rowsRun >= look.population) {
    const rate = look.completedItems > 0 ? look.passedItems / look.completedItems : 0;
    return { ...none, verdict: rate >= threshold ? 'passed' : 'failed', rule: 'full-run' };
  }
  const allowFail = options.stop === 'both';
  if (certain.lower >= threshold) return { ...none, verdict: 'passed', rule: 'certain' };
  if (allowFail && certain.upper < threshold) return { ...none, verdict: 'failed', rule: 'certain' };

  if (options.mode !== 'confident' || look.runsPerRow !== 1) return none;
  const bounds = fullRunRateBounds({
    population: look.population,
    seen: {
      passed: look.passedItems,
      failed: look.completedItems - look.passedItems,
      skipped: look.skippedItems,
    },
    alpha: 1 - options.confidence,
  });
  const next = carry
    ? { lower: Math.max(carry.lower, bounds.lower), upper: Math.min(carry.upper, bounds.upper) }
    : bounds;
  const errorBound = cleanDecimal(1 - options.confidence);
  const undecided = { ...none, confident: next, carry: next };
  if (options.boundary) {
    const at = options.boundary.looks.indexOf(look.rowsRun);
    const notFailed = look.rowsRun - (look.completedItems - look.passedItems);
    const verdict = at < 0 ? null : boundaryVerdict(options.boundary, at, look.passedItems, notFailed);
    if (verdict === 'passed' || (verdict === 'failed' && allowFail)) {
      return { ...undecided, verdict, rule: 'calibrated', errorBound };
    }
    return undecided;
  }
  // Compared as the full run compares its rate, so that a settled set means the full run's verdict.
  if (next.lower >= threshold)
    return { ...undecided, verdict: 'passed', rule: 'confidence-sequence', errorBound };
  if (allowFail && next.upper < threshold) {
    return { ...undecided, verdict: 'failed', rule: 'confidence-sequence', errorBound };
  }
  return undecided;
}
