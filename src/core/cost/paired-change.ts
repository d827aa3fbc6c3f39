/**
 * The paired change of a per-row quantity (tokens, cost, duration) between the baseline and this run, on
 * the rows both ran (issue 41 point 2): a Student t-interval on the mean log ratio head/base, reported as a
 * percent change exp(mean) - 1 (a geometric mean change), and the gate on it. Pure. core/cost/cost-change.ts
 * reads its pairs straight from rows.json's usage tables into {@link LogRatios}: one pass per quantity.
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

/** The `top` largest ratios, largest first, in one pass (a full sort of every row would cost more). */
function largestRatios(logs: LogRatios, top: number, factor: number) {
  const best: { row: number; ratio: number }[] = [];
  for (let i = 0; i < logs.n; i++) {
    const ratio = logs.ratios[i] as number;
    const last = best[top - 1];
    if (last !== undefined && ratio <= last.ratio) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as { ratio: number }).ratio < ratio) at--;
    best.splice(at, 0, { row: logs.rows[i] as number, ratio });
    if (best.length > top) best.pop();
  }
  if (factor !== 1) for (const entry of best) entry.ratio *= factor;
  return best;
}

/**
 * The paired rows' log ratios head/base, in typed arrays: what {@link changeOfLogs} summarises. Filled
 * with {@link addPair}, so a caller that reads its pairs from tables builds no pair objects.
 */
export interface LogRatios {
  rows: Float64Array;
  ratios: Float64Array;
  logs: Float64Array;
  /** Pairs kept (both values above zero). */
  n: number;
  /** Pairs offered. */
  offered: number;
  sum: number;
}

export function logRatios(capacity: number): LogRatios {
  const rows = new Float64Array(capacity);
  return {
    rows,
    ratios: new Float64Array(capacity),
    logs: new Float64Array(capacity),
    n: 0,
    offered: 0,
    sum: 0,
  };
}

/** One pair; a zero, negative or non-finite value is counted as offered and left out (a log needs them). */
export function addPair(into: LogRatios, row: number, base: number, head: number): void {
  into.offered += 1;
  if (!(base > 0 && head > 0 && Number.isFinite(base + head))) return;
  const ratio = head / base;
  const log = Math.log(ratio);
  into.rows[into.n] = row;
  into.ratios[into.n] = ratio;
  into.logs[into.n] = log;
  into.sum += log;
  into.n += 1;
}

/**
 * The change with its interval from the log ratios; undefined below two (no variance to speak of).
 * `factor` multiplies every ratio: the cost of a run at another price per token is its tokens' ratio
 * times the price ratio, so its change is the tokens' scaled and its interval as wide on the log scale.
 */
export function changeOfLogs(
  logs: LogRatios,
  options: { confidence?: number; top?: number; factor?: number } = {},
): PairedChange | undefined {
  const { confidence = 0.95, top = 5, factor = 1 } = options;
  const shift = Math.log(factor);
  const n = logs.n;
  if (n < 2) return undefined;
  const mean = logs.sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((logs.logs[i] as number) - mean) ** 2;
  const variance = squares / (n - 1);
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  return {
    n,
    excluded: logs.offered - n,
    change: Math.exp(mean + shift) - 1,
    lower: Math.exp(mean + shift - half) - 1,
    upper: Math.exp(mean + shift + half) - 1,
    confidence,
    method: 't-interval on the log ratio',
    grewMost: top > 0 ? largestRatios(logs, top, factor) : [],
  };
}

/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
export function pairedChange(
  pairs: readonly PairedValue[],
  confidence = 0.95,
  top = 5,
): PairedChange | undefined {
  const logs = logRatios(pairs.length);
  for (const pair of pairs) addPair(logs, pair.row, pair.base, pair.head);
  return changeOfLogs(logs, { confidence, top });
}

export type IncreaseVerdict = 'passed' | 'failed' | 'inconclusive';

/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
export function increaseVerdict(change: PairedChange, maxIncrease: number): IncreaseVerdict {
  if (change.lower > maxIncrease) return 'failed';
  return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}
