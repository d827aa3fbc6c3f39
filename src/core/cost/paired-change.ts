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

/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
export function pairedChange(
  pairs: readonly PairedValue[],
  confidence = 0.95,
  top = 5,
): PairedChange | undefined {
  const usable = pairs.filter(
    (pair) => pair.base > 0 && pair.head > 0 && Number.isFinite(pair.base + pair.head),
  );
  const n = usable.length;
  if (n < 2) return undefined;
  const logs = usable.map((pair) => Math.log(pair.head / pair.base));
  const mean = logs.reduce((sum, value) => sum + value, 0) / n;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  const grewMost = usable
    .map((pair) => ({ row: pair.row, ratio: pair.head / pair.base }))
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, top);
  return {
    n,
    excluded: pairs.length - n,
    change: Math.exp(mean) - 1,
    lower: Math.exp(mean - half) - 1,
    upper: Math.exp(mean + half) - 1,
    confidence,
    method: 't-interval on the log ratio',
    grewMost,
  };
}

export type IncreaseVerdict = 'passed' | 'failed' | 'inconclusive';

/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
export function increaseVerdict(change: PairedChange, maxIncrease: number): IncreaseVerdict {
  if (change.lower > maxIncrease) return 'failed';
  return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}
