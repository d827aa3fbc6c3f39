/**
 * The paired change of a per-row quantity (tokens, cost, duration) between the baseline and this run, on
 * the rows both ran (issue 41 point 2): a Student t-interval on the mean log ratio head/base, reported as a
 * percent change exp(mean) - 1 (a geometric mean change), and the gate on it. Pure. Not yet wired into the
 * report: the baseline's rows.json does not keep per-row tokens and durations.
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
function largestRatios(rows: Float64Array, ratios: Float64Array, count: number, top: number) {
  const best: { row: number; ratio: number }[] = [];
  for (let i = 0; i < count; i++) {
    const ratio = ratios[i] as number;
    const last = best[top - 1];
    if (last !== undefined && ratio <= last.ratio) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as { ratio: number }).ratio < ratio) at--;
    best.splice(at, 0, { row: rows[i] as number, ratio });
    if (best.length > top) best.pop();
  }
  return best;
}

/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
export function pairedChange(
  pairs: readonly PairedValue[],
  confidence = 0.95,
  top = 5,
): PairedChange | undefined {
  // One pass over the pairs: the report runs this for tokens, cost and duration of every row.
  const rows = new Float64Array(pairs.length);
  const ratios = new Float64Array(pairs.length);
  const logs = new Float64Array(pairs.length);
  let n = 0;
  let sum = 0;
  for (const pair of pairs) {
    if (!(pair.base > 0 && pair.head > 0 && Number.isFinite(pair.base + pair.head))) continue;
    const ratio = pair.head / pair.base;
    const log = Math.log(ratio);
    rows[n] = pair.row;
    ratios[n] = ratio;
    logs[n] = log;
    sum += log;
    n += 1;
  }
  if (n < 2) return undefined;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((logs[i] as number) - mean) ** 2;
  const variance = squares / (n - 1);
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  return {
    n,
    excluded: pairs.length - n,
    change: Math.exp(mean) - 1,
    lower: Math.exp(mean - half) - 1,
    upper: Math.exp(mean + half) - 1,
    confidence,
    method: 't-interval on the log ratio',
    grewMost: top > 0 ? largestRatios(rows, ratios, n, top) : [],
  };
}

export type IncreaseVerdict = 'passed' | 'failed' | 'inconclusive';

/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
export function increaseVerdict(change: PairedChange, maxIncrease: number): IncreaseVerdict {
  if (change.lower > maxIncrease) return 'failed';
  return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}
