/**
 * Which rows of the baseline and of this run are the same rows (core/baseline/baseline.ts pairs them): by the
 * rows' identities (core/rows/row-identity.ts) when both runs have them, else by position, which holds only
 * on a dataset of the same bytes. Pure.
 */

/** A run's per-row outcomes as core/baseline/baseline.ts's RowOutcomes holds them (its own type: no import cycle). */
interface RowOutcomes {
  outcomes: string[];
  identities?: string[] | undefined;
}
/** Which dataset a run ran on, as core/baseline/baseline.ts's DatasetIdentity. */
interface DatasetIdentity {
  sha256: string;
  rows: number | null;
}

/** The least share of this run's rows the baseline must have for the rows to be paired. */
export const LEAST_PAIRED_SHARE = 0.5;

export interface AlignedBaseline {
  /** The baseline's outcomes per run_index, indexed by this run's row index. */
  outcomes: string[];
  /** This run's rows (with a result) the baseline has a result for. */
  known: number;
  /** This run's rows with a result. */
  rows: number;
}

const hasResult = (outcomes: readonly string[], row: number) =>
  outcomes.some((run) => run[row] !== undefined && run[row] !== '-');

/** The baseline's outcomes moved to this run's row indexes by identity; undefined when either has none. */
export function alignByIdentity(baseline: RowOutcomes, current: RowOutcomes): AlignedBaseline | undefined {
  const before = baseline.identities;
  const now = current.identities;
  if (!before || !now) return undefined;
  const where = new Map<string, number>();
  for (const [index, identity] of before.entries()) where.set(identity, index);
  const length = Math.max(0, ...current.outcomes.map((run) => run.length));
  const source = Array.from({ length }, (_, row) => where.get(now[row] ?? ''));
  const outcomes = baseline.outcomes.map((run) =>
    source.map((index) => (index === undefined ? '-' : (run[index] ?? '-'))).join(''),
  );
  let rows = 0;
  let known = 0;
  for (let row = 0; row < length; row++) {
    if (!hasResult(current.outcomes, row)) continue;
    rows += 1;
    if (hasResult(outcomes, row)) known += 1;
  }
  return { outcomes, known, rows };
}

/** Why two runs' rows cannot be paired by position: datasets of other bytes. Undefined when they may be. */
export function datasetDifference(
  current: DatasetIdentity | undefined,
  baseline: DatasetIdentity | undefined,
): string | undefined {
  if (current === undefined || baseline === undefined || current.sha256 === baseline.sha256) return undefined;
  const describe = (dataset: DatasetIdentity) =>
    `${dataset.rows === null ? '' : `${dataset.rows} row${dataset.rows === 1 ? '' : 's'}, `}sha256 ${dataset.sha256.slice(0, 12)}`;
  return `The baseline ran on another dataset (${describe(baseline)}) than this run (${describe(current)})`;
}

/** The rows (any run index) a run has a result for. */
function rowsWithResults(outcomes: readonly string[]): Set<number> {
  const rows = new Set<number>();
  for (const run of outcomes) for (let row = 0; row < run.length; row++) if (run[row] !== '-') rows.add(row);
  return rows;
}

/** When the two runs cover other rows (another limit, or rows added): which rows the comparison is on. */
export function coverageNote(before: readonly string[], after: readonly string[]): string | undefined {
  const was = rowsWithResults(before);
  const now = rowsWithResults(after);
  const shared = [...now].filter((row) => was.has(row)).length;
  if (shared === was.size && shared === now.size) return undefined;
  const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;
  return `Compared on the ${rows(shared)} both runs have: the baseline has results for ${rows(was.size)}, this run for ${rows(now.size)}; the others are not compared.`;
}
