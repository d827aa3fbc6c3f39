/**
 * The hypergeometric law the seeded order makes exact: drawing `draws` rows without replacement from
 * `left` rows of which `good` pass, the number of passes drawn. Computed over the window where its
 * probabilities are not negligible, with a bound on the mass left out, so that a bound built on it can
 * add that mass and stay a bound.
 */

const logFactorials = new Map<number, Float64Array>();

/** log(i!) for i in 0..size, cached for a few sizes. */
export function logFactorialTable(size: number): Float64Array {
  const cached = logFactorials.get(size);
  if (cached) return cached;
  const table = new Float64Array(size + 1);
  for (let i = 1; i <= size; i++) table[i] = (table[i - 1] as number) + Math.log(i);
  if (logFactorials.size > 8) logFactorials.clear();
  logFactorials.set(size, table);
  return table;
}

/** Probabilities below this, relative to the mode's, are left out of a window (and counted as lost). */
const NEGLIGIBLE = 1e-20;

export interface PmfWindow {
  /** The number of passes the first probability is for. */
  from: number;
  probabilities: Float64Array;
  /** A bound on the probability of the counts left out. */
  lost: number;
}

/** The law of the passes among `draws` rows drawn from `left` rows holding `good` passes. */
export function hypergeometricWindow(left: number, good: number, draws: number, lf: Float64Array): PmfWindow {
  const lowest = Math.max(0, draws - (left - good));
  const highest = Math.min(draws, good);
  const logChoose = (n: number, k: number) => (lf[n] as number) - (lf[k] as number) - (lf[n - k] as number);
  const mode = Math.min(highest, Math.max(lowest, Math.floor(((draws + 1) * (good + 1)) / (left + 2))));
  const atMode = Math.exp(
    logChoose(good, mode) + logChoose(left - good, draws - mode) - logChoose(left, draws),
  );
  // Walk out from the mode with the ratio of neighbours: P(i + 1) / P(i) = (good − i)(draws − i) / ((i + 1)(left − good − draws + i + 1)).
  const below: number[] = [];
  let value = atMode;
  for (let i = mode; i > lowest; i--) {
    value *= (i * (left - good - draws + i)) / ((good - i + 1) * (draws - i + 1));
    if (value < NEGLIGIBLE * atMode) break;
    below.push(value);
  }
  const above: number[] = [];
  value = atMode;
  for (let i = mode; i < highest; i++) {
    value *= ((good - i) * (draws - i)) / ((i + 1) * (left - good - draws + i + 1));
    if (value < NEGLIGIBLE * atMode) break;
    above.push(value);
  }
  const probabilities = new Float64Array(below.length + 1 + above.length);
  for (let i = 0; i < below.length; i++) probabilities[below.length - 1 - i] = below[i] as number;
  probabilities[below.length] = atMode;
  for (let i = 0; i < above.length; i++) probabilities[below.length + 1 + i] = above[i] as number;
  // The mode from log-factorials carries a relative error near 1e-12 at thousands of rows; the window
  // holds all but a negligible mass, so scaling it to 1 removes that error. The law is unimodal: each
  // count left out is below NEGLIGIBLE times the mode, which bounds what was lost.
  let total = 0;
  for (const p of probabilities) total += p;
  for (let i = 0; i < probabilities.length; i++) probabilities[i] = (probabilities[i] as number) / total;
  const omitted = highest - lowest + 1 - probabilities.length;
  return { from: mode - below.length, probabilities, lost: omitted * NEGLIGIBLE * (atMode / total) };
}
