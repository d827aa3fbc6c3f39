/**
 * Two tests of the history gate (core/history/history-gate.ts) that need no re-runs, and the over-dispersion both
 * it and the score test are calibrated with. Pure.
 *
 * Both rest on one fact: were nothing changed, the pull request is one more run like the history's, so
 * among a row's items over the H history runs and the pull request, which ones passed is an
 * exchangeable arrangement; conditional on the row's total, where its passes fall is uniform.
 * - The flip test: the rows with exactly one failed item among them all. The chance that this one
 *   failure lands in the pull request is its share of the row's items (1/(H+1) with one item a run), so
 *   the count of pull-request flips is Poisson-binomial (Binomial(T, 1/(H+1))), exact. A model a little
 *   worse everywhere flips a few steady rows once each: re-runs recover them, this count does not.
 * - The paired test: over every row, the pull request's passes against their conditional mean (a
 *   hypergeometric draw from the row's items). With one history run it is McNemar's exact test on the
 *   discordant rows; with H runs it uses them all (one-sided, continuity-corrected normal).
 *
 * Rows are not independent when a run's flaky rows move together (a provider's bad day): then every
 * such sum varies more than the binomial variance says. {@link dispersionOf} measures that from the
 * history alone, leave-one-out: each history run in turn plays the pull request against the others, and
 * the mean of its squared z estimates the variance factor. An estimate from H runs is a χ² of about
 * H − 1 degrees over H − 1 times the factor, so the tests use its upper DISPERSION_CONFIDENCE bound (at
 * least 1), not the estimate itself, and divide z by its square root.
 */
import { chiSquareQuantile, normalCdf } from '../stats.js';

/** A row's completed items in one run. */
export interface Cell {
  passes: number;
  items: number;
}
/** Per row: its cells in the history runs (oldest first), then the pull request's cell last. */
export type RunTable = ReadonlyMap<string, readonly Cell[]>;

export interface CountTest {
  /** Flip test: the pull request's flips; paired test: its passes. */
  observed: number;
  /** What the history expects of it were nothing changed. */
  expected: number;
  /** Over-dispersion factor (≥ 1) the variance was multiplied by. */
  dispersion: number;
  z: number;
  /** One-sided: the chance of a result this bad were nothing changed. */
  pValue: number;
  significant: boolean;
  /** The drop it measures, in pass-rate points of the pull request's items (≥ 0). */
  drop: number;
}

const cellOf = (chars: string): Cell => {
  let passes = 0;
  let items = 0;
  for (const char of chars) {
    if (char === 'P') passes += 1;
    else if (char !== 'F') continue;
    items += 1;
  }
  return { passes, items };
};

/** The table of the rows both the history and the pull request completed an item of. */
export function runTable(
  history: { runs: readonly unknown[]; rows: ReadonlyMap<string, readonly string[]> },
  pr: ReadonlyMap<string, string>,
): Map<string, Cell[]> {
  const table = new Map<string, Cell[]>();
  for (const [key, chars] of pr) {
    const now = cellOf(chars);
    const segments = history.rows.get(key);
    if (now.items === 0 || !segments) continue;
    const cells = history.runs.map((_, run) => cellOf(segments[run] ?? ''));
    if (cells.every((cell) => cell.items === 0)) continue;
    table.set(key, [...cells, now]);
  }
  return table;
}

interface Sum {
  observed: number;
  expected: number;
  variance: number;
  /** Probabilities of each counted row (flip test only): the exact law of the count. */
  chances: number[];
}

/** A row's cells in runs [0, runs) pooled into one. */
function pooled(cells: readonly Cell[], runs: number): Cell {
  const total: Cell = { passes: 0, items: 0 };
  for (let run = 0; run < runs; run++) {
    total.passes += (cells[run] as Cell).passes;
    total.items += (cells[run] as Cell).items;
  }
  return total;
}

/** Σ over rows of the `fresh` run's passes against their hypergeometric mean given runs [0, runs). */
function pairedSum(table: RunTable, fresh: number, runs: number): Sum {
  const sum: Sum = { observed: 0, expected: 0, variance: 0, chances: [] };
  for (const cells of table.values()) {
    const now = cells[fresh] as Cell;
    const { passes, items } = pooled(cells, runs);
    if (now.items === 0 || items <= now.items) continue;
    const share = passes / items;
    sum.observed += now.passes;
    sum.expected += now.items * share;
    sum.variance += (now.items * share * (1 - share) * (items - now.items)) / (items - 1);
  }
  return sum;
}

/** The rows with exactly one failed item over runs [0, runs), and how many of those failures are `fresh`'s. */
function flipSum(table: RunTable, fresh: number, runs: number): Sum {
  const sum: Sum = { observed: 0, expected: 0, variance: 0, chances: [] };
  for (const cells of table.values()) {
    const now = cells[fresh] as Cell;
    const { passes, items } = pooled(cells, runs);
    const failures = items - passes;
    if (failures !== 1 || now.items === 0 || items <= now.items) continue;
    const chance = now.items / items;
    sum.chances.push(chance);
    sum.observed += now.items - now.passes;
    sum.expected += chance;
    sum.variance += chance * (1 - chance);
  }
  return sum;
}

/**
 * Fewer history runs than this estimate no over-dispersion (factor 1). From 2 or 3 runs the estimate has
 * 1 or 2 degrees of freedom: its upper bound is 10 or 3.5 times it, which costs the short histories most
 * of their power (bench/RESULTS.md: a 10-point spread drop on 2 runs would block 34% of the time, not
 * 92%), while the estimate itself misses a shift too often to hold the error.
 */
export const MIN_DISPERSION_RUNS = 5;
/**
 * The leave-one-out estimate is raised to this upper confidence bound: with the estimate alone, a shared
 * shift of logit sd 0.4 on 5 runs still blocked 1.5% of the pull requests where nothing changed.
 */
export const DISPERSION_CONFIDENCE = 0.75;

/**
 * The over-dispersion factor from the history: the upper DISPERSION_CONFIDENCE bound of the mean squared
 * z of `zOf(run)` over the history runs that give one (the runs share their data, so one degree fewer
 * than there are), at least 1; 1 with too few runs.
 */
export function dispersionOf(runs: number, zOf: (run: number) => number | null): number {
  if (runs < MIN_DISPERSION_RUNS) return 1;
  let total = 0;
  let counted = 0;
  for (let run = 0; run < runs; run++) {
    const z = zOf(run);
    if (z === null) continue;
    total += z * z;
    counted += 1;
  }
  if (counted === 0) return 1;
  const degrees = Math.max(1, counted - 1);
  const bound = (total / counted) * (degrees / chiSquareQuantile(1 - DISPERSION_CONFIDENCE, degrees));
  return Math.max(1, bound);
}

/** z of a sum whose low (paired) or high (flip) values are bad, continuity-corrected; null without variance. */
const zOf = (sum: Sum, sign: 1 | -1, dispersion = 1) =>
  sum.variance > 0
    ? (sign * (sum.observed - sum.expected) + 0.5) / Math.sqrt(dispersion * sum.variance)
    : null;
/** The plain z a leave-one-out run gives: no continuity correction, which would inflate its square. */
const rawZ = (sum: Sum) =>
  sum.variance > 0 ? (sum.observed - sum.expected) / Math.sqrt(sum.variance) : null;

/** P(X ≥ k) for X the number of successes of independent trials with these chances. */
export function poissonBinomialUpper(chances: readonly number[], k: number): number {
  if (k <= 0) return 1;
  let law = [1];
  for (const chance of chances) {
    const next = new Array<number>(law.length + 1).fill(0);
    for (let i = 0; i < law.length; i++) {
      const mass = law[i] as number;
      next[i] = (next[i] as number) + mass * (1 - chance);
      next[i + 1] = (next[i + 1] as number) + mass * chance;
    }
    law = next;
  }
  let tail = 0;
  for (let i = k; i < law.length; i++) tail += law[i] as number;
  return Math.min(1, tail);
}

/** Pass-rate points from a shortfall of `rows` items: scaled up for the pull request's own share in the mean. */
const dropOf = (shortfall: number, prItems: number, historyRuns: number) =>
  prItems === 0 ? 0 : Math.max(0, (shortfall * (historyRuns + 1)) / historyRuns / prItems);

const prItemsOf = (table: RunTable) => {
  let items = 0;
  for (const cells of table.values()) items += (cells[cells.length - 1] as Cell).items;
  return items;
};

/** The flip test at `significance`: exact, or with over-dispersion the larger of exact and the scaled normal. */
export function flipTest(table: RunTable, historyRuns: number, significance: number): CountTest {
  const sum = flipSum(table, historyRuns, historyRuns + 1);
  const dispersion = dispersionOf(historyRuns, (run) => rawZ(flipSum(table, run, historyRuns)));
  const exact = poissonBinomialUpper(sum.chances, sum.observed);
  const z = zOf(sum, -1, dispersion) ?? 0;
  const pValue = dispersion > 1 ? Math.max(exact, normalCdf(z)) : exact;
  return {
    observed: sum.observed,
    expected: sum.expected,
    dispersion,
    z,
    pValue,
    significant: pValue < significance,
    drop: dropOf(sum.observed - sum.expected, prItemsOf(table), historyRuns),
  };
}

/** The paired test at `significance`, with the history's over-dispersion. */
export function pairedTest(table: RunTable, historyRuns: number, significance: number): CountTest {
  const sum = pairedSum(table, historyRuns, historyRuns + 1);
  const dispersion = dispersionOf(historyRuns, (run) => rawZ(pairedSum(table, run, historyRuns)));
  const z = zOf(sum, 1, dispersion);
  const pValue = z === null ? 1 : normalCdf(z);
  return {
    observed: sum.observed,
    expected: sum.expected,
    dispersion,
    z: z ?? 0,
    pValue,
    significant: pValue < significance,
    drop: dropOf(sum.expected - sum.observed, prItemsOf(table), historyRuns),
  };
}
