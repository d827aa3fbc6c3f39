/**
 * The paired change of a per-row quantity (tokens, cost, duration) between the baseline and this run, on
 * the rows both ran (issue 41 point 2): a Student t-interval on the mean log ratio head/base, reported as a
 * percent change exp(mean) - 1 (a geometric mean change), and the gate on it. Pure. core/cost/cost-change.ts
 * reads its pairs straight from rows.json's usage tables into {@link LogRatios}: one pass per quantity,
 * nothing kept per pair.
 */
import { normalQuantile } from '../stats.js';

export interface PairedValue {
  row: number;
  base: number;
  head: number;
}

export interface PairedChange {
  /** Rows paired (both values above zero: a log ratio needs them). */
  n: number;
  /** Rows both runs share that were left out for a zero or missing value. */
  excluded: number;
  /** exp(mean log ratio) - 1: +0.2 is 20% more. */
  change: number;
  lower: number;
  upper: number;
  confidence: number;
  method: 't-interval on the log ratio';
  /** The rows whose ratio grew most, largest first. */
  grewMost: { row: number; ratio: number }[];
}

/** Student's t quantile: exact for 1 and 2 degrees of freedom, else Hill's (1970) expansion around z. */
export function tQuantile(p: number, df: number): number {
  if (df === 1) return Math.tan(Math.PI * (p - 0.5));
  if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  const z = normalQuantile(p);
  const z2 = z * z;
  const g1 = ((z2 + 1) * z) / 4;
  const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
  const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
  const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/**
 * The paired rows' log ratios head/base, summarised as they come (Welford's running mean and sum of
 * squares, and the rows whose ratio grew most): no array per pair, no second pass. What
 * {@link changeOfLogs} turns into the change; filled with {@link addPair}, so a caller that reads its pairs
 * from tables builds no pair objects (bench/cost-overhead.mjs).
 */
export interface LogRatios {
  /** Pairs kept (both values above zero). */
  n: number;
  /** Pairs offered. */
  offered: number;
  mean: number;
  /** The sum of squared deviations from the running mean. */
  squares: number;
  /** How many of the largest ratios to keep. */
  top: number;
  /** The largest ratios so far, largest first. */
  best: { row: number; ratio: number }[];
}

export function logRatios(top = 5): LogRatios {
  return { n: 0, offered: 0, mean: 0, squares: 0, top, best: [] };
}

/** Keeps the `top` largest ratios, largest first (a full sort of every row would cost more). */
function keepLargest(into: LogRatios, row: number, ratio: number): void {
  const { best, top } = into;
  if (top <= 0) return;
  const last = best[top - 1];
  if (last !== undefined && ratio <= last.ratio) return;
  let at = best.length;
  while (at > 0 && (best[at - 1] as { ratio: number }).ratio < ratio) at--;
  best.splice(at, 0, { row, ratio });
  if (best.length > top) best.pop();
}

/** One pair; a zero, negative or non-finite value is counted as offered and left out (a log needs them). */
export function addPair(into: LogRatios, row: number, base: number, head: number): void {
  into.offered += 1;
  if (!(base > 0 && head > 0 && Number.isFinite(base + head))) return;
  const ratio = head / base;
  const log = Math.log(ratio);
  into.n += 1;
  const delta = log - into.mean;
  into.mean += delta / into.n;
  into.squares += delta * (log - into.mean);
  keepLargest(into, row, ratio);
}

/**
 * The change with its interval from the log ratios; undefined below two (no variance to speak of).
 * `factor` multiplies every ratio: the cost of a run at another price per token is its tokens' ratio
 * times the price ratio, so its change is the tokens' scaled and its interval as wide on the log scale.
 */
export function changeOfLogs(
  logs: LogRatios,
  options: { confidence?: number; factor?: number } = {},
): PairedChange | undefined {
  const { confidence = 0.95, factor = 1 } = options;
  const { n } = logs;
  if (n < 2) return undefined;
  const mean = logs.mean + Math.log(factor);
  const variance = logs.squares / (n - 1);
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  return {
    n,
    excluded: logs.offered - n,
    change: Math.exp(mean) - 1,
    lower: Math.exp(mean - half) - 1,
    upper: Math.exp(mean + half) - 1,
    confidence,
    method: 't-interval on the log ratio',
    grewMost: logs.best.map(({ row, ratio }) => ({ row, ratio: factor === 1 ? ratio : ratio * factor })),
  };
}

/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
export function pairedChange(
  pairs: readonly PairedValue[],
  confidence = 0.95,
  top = 5,
): PairedChange | undefined {
  const logs = logRatios(top);
  for (const pair of pairs) addPair(logs, pair.row, pair.base, pair.head);
  return changeOfLogs(logs, { confidence });
}

export type IncreaseVerdict = 'passed' | 'failed' | 'inconclusive';

/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
export function increaseVerdict(change: PairedChange, maxIncrease: number): IncreaseVerdict {
  if (change.lower > maxIncrease) return 'failed';
  return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}
