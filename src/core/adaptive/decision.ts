/**
 * The adaptive gate's decision after each batch: may the verdict of the full run be announced now?
 *
 * - `certain`: the rows not run yet cannot change it. With P passes of C completed items and m items
 *   left, the full run's pass rate lies in [P/(C+m), (P+m)/(C+m)] (a skipped item leaves it between
 *   the two), so when both ends fall on one side of the threshold the verdict is the full run's,
 *   whatever the remaining rows do. Zero error.
 * - `confident`: also stop when the without-replacement confidence sequence over the three outcomes
 *   of a row (passed, failed, skipped; three-outcome.ts) settles the verdict for every dataset still
 *   in the set, whatever the remaining rows' skips: the early verdict then differs from the full
 *   run's with probability at most 1 - confidence, over the seeded order, for any dataset. It applies
 *   to one run per row; with more, only the certain rule decides.
 * The last batch is the full run, decided exactly as without adaptive.
 */
import { type DirichletPrior, fullRunRateBounds } from './three-outcome.js';
import { cleanDecimal } from './wording.js';

export type AdaptiveMode = 'off' | 'certain' | 'confident';
/** Which early verdicts may be announced: `fail` keeps every pass resting on all rows. */
export type AdaptiveStop = 'both' | 'fail' | 'pass';
export type DecisionRule = 'certain' | 'confidence-sequence' | 'full-run';

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
  prior?: DirichletPrior;
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
  /** The probability the verdict differs from the full run's: 0 unless the confidence sequence decided. */
  errorBound: number;
}

/** The smallest number of passing rows out of `population` whose pass rate reaches `threshold`. */
export function passesNeeded(population: number, threshold: number): number {
  let needed = Math.min(population, Math.max(0, Math.ceil(threshold * population)));
  while (needed > 0 && (needed - 1) / population >= threshold) needed--;
  while (needed < population && needed / population < threshold) needed++;
  return needed;
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
  const allowPass = options.stop !== 'fail';
  const allowFail = options.stop !== 'pass';
  if (allowPass && certain.lower >= threshold) return { ...none, verdict: 'passed', rule: 'certain' };
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
    ...(options.prior ? { prior: options.prior } : {}),
  });
  const next = carry
    ? { lower: Math.max(carry.lower, bounds.lower), upper: Math.min(carry.upper, bounds.upper) }
    : bounds;
  const decided = {
    ...none,
    confident: next,
    carry: next,
    rule: 'confidence-sequence' as const,
    errorBound: cleanDecimal(1 - options.confidence),
  };
  // Compared as the full run compares its rate, so that a settled set means the full run's verdict.
  if (allowPass && next.lower >= threshold) return { ...decided, verdict: 'passed' };
  if (allowFail && next.upper < threshold) return { ...decided, verdict: 'failed' };
  return { ...none, confident: next, carry: next };
}
