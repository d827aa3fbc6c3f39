/**
 * The `confident` rule's batches, planned by cost. A look costs an osmosis start (its start-up and one
 * model preflight call), a row costs a row: small first looks stop sooner on a clear eval but pay more
 * starts on a close one. Each candidate plan (a first look, then looks growing by a factor, or equal
 * batches) gets its own exactly calibrated boundary (calibrated.ts), and its expected cost is computed
 * exactly over a prior on the dataset's pass rate: every rate within 25 points of the threshold equally
 * likely (a threshold is set near what an eval is expected to score). The cheapest plan wins; when no
 * plan is expected to cost less than one full run, the plan is one full run, and the caller says so.
 */
import { type CalibratedBoundary, calibrateBoundary, walkLooks } from './calibrated.js';
import { defaultBatchSize } from './order.js';

/**
 * Above this many rows the exact calibration would take seconds per plan: larger evals keep the
 * confidence sequence (three-outcome.ts), which is valid at any size, with the default batches.
 */
export const CALIBRATED_MAX_ROWS = 2000;

/** What one osmosis start costs, counted in rows, unless the user says otherwise. */
export const DEFAULT_START_COST = 1;

const FIRST_LOOKS = [5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500];
const GROWTH = [1.15, 1.25, 1.5, 2, 3];
/** Equal batches are considered only up to this many looks: more would pay a start per look for little. */
const MAX_EQUAL_LOOKS = 12;
const PRIOR_SPAN = 0.25;
const PRIOR_POINTS = 21;

export interface CostPlan {
  /** Rows run after each look; [N] is one full run. */
  looks: number[];
  /** The calibrated boundary over `looks`; null for one full run. */
  boundary: CalibratedBoundary | null;
  /** The expected cost in rows (a start counted as `startCost` rows) over the prior, and a full run's. */
  expectedCost: number;
  fullRunCost: number;
}

/**
 * Looks from `first`, each the last times `growth` (rounded up), ending at N; a last batch less than
 * half the one before joins it (an osmosis start for a handful of rows never pays).
 */
export function growingLooks(N: number, first: number, growth: number): number[] {
  const looks: number[] = [];
  let n = Math.min(first, N);
  while (n < N) {
    looks.push(n);
    const next = Math.min(N, Math.max(n + 1, Math.ceil(n * growth)));
    n = N - next < (next - n) / 2 ? N : next;
  }
  looks.push(N);
  return looks;
}

/** Looks every `size` rows, ending at N. */
export function equalLooks(N: number, size: number): number[] {
  const looks: number[] = [];
  for (let n = Math.min(size, N); ; n = Math.min(N, n + size)) {
    looks.push(n);
    if (n === N) return looks;
  }
}

function candidateLooks(N: number): number[][] {
  const plans = new Map<string, number[]>();
  for (const first of FIRST_LOOKS.filter((f) => f < N)) {
    for (const growth of GROWTH) {
      const looks = growingLooks(N, first, growth);
      plans.set(looks.join(','), looks);
    }
    if (Math.ceil(N / first) <= MAX_EQUAL_LOOKS) {
      const looks = equalLooks(N, first);
      plans.set(looks.join(','), looks);
    }
  }
  return [...plans.values()];
}

/** The pass counts the prior weighs equally: rates t − 0.25 … t + 0.25, within 0..1. */
function priorCounts(N: number, threshold: number): number[] {
  return Array.from({ length: PRIOR_POINTS }, (_, i) => {
    const rate = threshold - PRIOR_SPAN + (2 * PRIOR_SPAN * i) / (PRIOR_POINTS - 1);
    return Math.round(Math.min(1, Math.max(0, rate)) * N);
  });
}

/** The expected rows run and osmosis starts for a dataset with K passes under a boundary (no skips). */
export function expectedRun(
  N: number,
  K: number,
  boundary: CalibratedBoundary,
): { rows: number; starts: number } {
  let rows = 0;
  let starts = 0;
  const { looks } = boundary;
  walkLooks(
    { N, K, looks },
    (j, k) => k >= (boundary.passFrom[j] as number) || k <= (boundary.failTo[j] as number),
    (j, _k, p) => {
      rows += p * (looks[j] as number);
      starts += p * (j + 1);
    },
  );
  return { rows, starts };
}

/** The cheapest plan for N rows at threshold t and stated error alpha, or undefined above CALIBRATED_MAX_ROWS. */
export function planByCost(options: {
  population: number;
  threshold: number;
  alpha: number;
  startCost: number;
}): CostPlan | undefined {
  const { population: N, threshold, alpha, startCost } = options;
  if (N > CALIBRATED_MAX_ROWS) return undefined;
  const fullRunCost = N + startCost;
  const counts = priorCounts(N, threshold);
  let best: CostPlan = { looks: [N], boundary: null, expectedCost: fullRunCost, fullRunCost };
  for (const looks of candidateLooks(N)) {
    const boundary = calibrateBoundary({ population: N, threshold, alpha, looks });
    let cost = 0;
    for (const K of counts) {
      const run = expectedRun(N, K, boundary);
      cost += (run.rows + startCost * run.starts) / counts.length;
    }
    if (cost < best.expectedCost) best = { looks, boundary, expectedCost: cost, fullRunCost };
  }
  return best;
}

/** An adaptive run's batches and the boundary that decides after each, with why, for the log. */
export interface AdaptiveBatchPlan {
  looks: number[];
  boundary: CalibratedBoundary | undefined;
  note: string;
}

/**
 * The batches of an adaptive run: the user's batch size, else (for `confident` on one run per row) the
 * cheapest calibrated plan, else batches of the default size.
 */
export function planAdaptiveBatches(options: {
  mode: 'certain' | 'confident';
  population: number;
  threshold: number;
  confidence: number;
  runsPerRow: number;
  batchSize: number | undefined;
  startCost: number | undefined;
}): AdaptiveBatchPlan {
  const { population: N, batchSize } = options;
  const byDefault = equalLooks(N, defaultBatchSize(N));
  if (batchSize !== undefined) {
    const decider = options.mode === 'confident' ? ': the confidence sequence decides' : '';
    return {
      looks: equalLooks(N, batchSize),
      boundary: undefined,
      note: `batches of ${batchSize} rows (batch-size)${decider}`,
    };
  }
  if (options.mode === 'certain')
    return { looks: byDefault, boundary: undefined, note: 'batches of the default size' };
  if (options.runsPerRow !== 1) {
    return {
      looks: byDefault,
      boundary: undefined,
      note: 'several runs per row: only the certain rule decides',
    };
  }
  const startCost = options.startCost ?? DEFAULT_START_COST;
  const plan = planByCost({
    population: N,
    threshold: options.threshold,
    alpha: 1 - options.confidence,
    startCost,
  });
  if (plan === undefined) {
    return {
      looks: byDefault,
      boundary: undefined,
      note: `above ${CALIBRATED_MAX_ROWS} rows the boundary is not calibrated (it would take too long): the confidence sequence decides`,
    };
  }
  const costs = `an osmosis start counted as ${startCost} row${startCost === 1 ? '' : 's'}`;
  if (plan.boundary === null) {
    return {
      looks: plan.looks,
      boundary: undefined,
      note: `no batches are expected to cost less than one full run (${costs}): all ${N} rows run as one batch`,
    };
  }
  const worst = Math.max(plan.boundary.worstPass, plan.boundary.worstFail);
  return {
    looks: plan.looks,
    boundary: plan.boundary,
    note: `batches planned by cost (${costs}): expected ${Math.round(plan.expectedCost)} rows' worth against ${plan.fullRunCost} for a full run; a wrong verdict at most ${(worst * 100).toFixed(2)}% of the time, computed exactly`,
  };
}
