/**
 * pass@k and pass^k over repeated samples of each dataset row (`[evaluation].n` > 1), with the unbiased
 * estimators of n samples of which c passed: pass@k = 1 − C(n−c, k)/C(n, k), the chance that at least one
 * of k samples drawn without replacement passes; pass^k = C(c, k)/C(n, k), the chance that all k do.
 * A row with fewer than k samples (skipped ones do not count) has neither: it is unknown, never guessed.
 * The run's value is the mean over the rows that have one. Pure.
 */
import { passAtK } from './stats.js';

/** How `gate-metric` judges the threshold: the samples' pass rate, or pass@k or pass^k over the rows. */
export const GATE_METRICS = ['pass-rate', 'pass-at-k', 'pass-hat-k'] as const;
export type GateMetric = (typeof GATE_METRICS)[number];

/** Dataset rows that had `samples` samples not skipped, `passes` of them passing: `rows` of them. */
export interface RowSampleCount {
  samples: number;
  passes: number;
  rows: number;
}

/** One row's (or the run's) pass@k and pass^k; null when k exceeds the samples. */
export interface PassKValues {
  passAtK: number | null;
  passHatK: number | null;
}

/** The run's pass@k and pass^k at k: the mean over `rows` rows with at least k samples; `unknownRows` had fewer. */
export interface PassK extends PassKValues {
  k: number;
  rows: number;
  unknownRows: number;
}

/**
 * The k a run reports pass@k and pass^k at: the k input, else [evaluation].n. None for a run of one
 * sample per row unless asked for (its pass@1 is its pass rate).
 */
export function reportedK(given: number | undefined, n: number, metric: GateMetric): number | undefined {
  if (given !== undefined) return given;
  return n > 1 || metric !== 'pass-rate' ? n : undefined;
}

/** pass^k = C(c, k)/C(n, k) as a product (no factorials to overflow); null when k > n. */
export function passHatK(n: number, c: number, k: number): number | null {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`passHatK: k must be a whole number ≥ 1, got ${k}`);
  if (!Number.isInteger(c) || !Number.isInteger(n) || c < 0 || c > n)
    throw new RangeError(`passHatK: need 0 ≤ c ≤ n, got c = ${c}, n = ${n}`);
  if (k > n) return null;
  if (c < k) return 0;
  let product = 1;
  for (let i = 0; i < k; i++) product *= (c - i) / (n - i);
  return product;
}

/** A row's pass@k and pass^k from its n samples and c passes; both null when k > n. */
export function rowPassK(n: number, c: number, k: number): PassKValues {
  const hat = passHatK(n, c, k);
  if (hat === null) return { passAtK: null, passHatK: null };
  return { passAtK: passAtK(n, c, k), passHatK: hat };
}

/** The run's pass@k and pass^k at k from its rows' sample counts (see {@link RowSampleCount}). */
export function runPassK(counts: readonly RowSampleCount[], k: number): PassK {
  let rows = 0;
  let unknownRows = 0;
  let atSum = 0;
  let hatSum = 0;
  for (const { samples, passes, rows: count } of counts) {
    const values = rowPassK(samples, passes, k);
    if (values.passAtK === null || values.passHatK === null) {
      unknownRows += count;
      continue;
    }
    rows += count;
    atSum += values.passAtK * count;
    hatSum += values.passHatK * count;
  }
  return {
    k,
    passAtK: rows > 0 ? atSum / rows : null,
    passHatK: rows > 0 ? hatSum / rows : null,
    rows,
    unknownRows,
  };
}

/** The value `gate-metric` compares with the threshold (pass-rate is judged elsewhere, with its interval). */
export function passKOf(passK: PassKValues, metric: Exclude<GateMetric, 'pass-rate'>): number | null {
  return metric === 'pass-at-k' ? passK.passAtK : passK.passHatK;
}

/** `pass@3` or `pass^3`, as every surface names them. */
export function passKName(metric: Exclude<GateMetric, 'pass-rate'>, k: number): string {
  return metric === 'pass-at-k' ? `pass@${k}` : `pass^${k}`;
}

/** Why a run has no value at k, in words: every row had fewer than k samples not skipped. */
export function unknownPassKReason(passK: Pick<PassK, 'k' | 'unknownRows'>): string {
  return `unknown: no row has ${passK.k} samples that were not skipped (k exceeds the samples of all ${passK.unknownRows} rows)`;
}

const percent = (value: number | null) => (value === null ? 'unknown' : `${(value * 100).toFixed(1)}%`);

/** The run's pass@k and pass^k in one line, as the terminal, the summary and the comment show them. */
export function passKWords(passK: PassK): string {
  const { k, rows, unknownRows } = passK;
  const values = `pass@${k} ${percent(passK.passAtK)} · pass^${k} ${percent(passK.passHatK)}`;
  if (rows === 0) return `${values} (no row has ${k} samples not skipped)`;
  const unknown = unknownRows > 0 ? `; ${unknownRows} with fewer than ${k} samples unknown` : '';
  return `${values} (${rows} row${rows === 1 ? '' : 's'}${unknown})`;
}
