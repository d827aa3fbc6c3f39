/**
 * The row history matched with a pull request's rows (core/rows/row-identity.ts): by identity, never by
 * position, unless the history keeps its rows by position (saved before identities, or its dataset was
 * not read) and this run ran on a dataset of the same bytes. Rows the history does not know are new
 * rows; a run whose rows mostly are not in the history gets no history verdict, and says why. The
 * matched history is keyed by this run's row indexes, so the history gate (core/history/history-gate.ts) and
 * its re-runs (`--rows`) see the rows as this run numbers them. Pure.
 */
import type { DatasetIdentity, RowOutcomes } from '../baseline/baseline.js';
import { keyedByPosition, type RowHistory, rowsOfRun } from './row-history.js';

/** The least share of this run's rows the history must know to judge it. */
export const LEAST_KNOWN_SHARE = 0.5;

export type MatchedHistory =
  | {
      kind: 'matched';
      /** Keyed by this run's row index (as text), only the rows the history knows. */
      history: RowHistory;
      /** This run's rows, keyed by row index. */
      pr: Map<string, string>;
      /** This run's rows the history does not know, by row index. */
      newRows: number[];
    }
  | { kind: 'unmatched'; reason: string };

const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/** The history seen from this run's rows, or why it cannot judge them. */
export function matchHistory(
  history: RowHistory,
  run: { outcomes: RowOutcomes; dataset?: DatasetIdentity | undefined },
): MatchedHistory {
  const pr = rowsOfRun(run.outcomes, false);
  if (keyedByPosition(history)) {
    const before = history.dataset?.sha256;
    const now = run.dataset?.sha256;
    if (before !== undefined && now !== undefined && before !== now)
      return {
        kind: 'unmatched',
        reason: `its rows are kept by position (saved before rows had identities, or its dataset was not read) and it ran on another dataset (sha256 ${before.slice(0, 12)}) than this run (${now.slice(0, 12)}), where a position may hold another row`,
      };
    return withCoverage(history, pr, new Map(history.rows));
  }
  const identities = run.outcomes.identities ?? identitiesOnSameBytes(history, run.dataset);
  if (identities === undefined)
    return {
      kind: 'unmatched',
      reason:
        "this run's dataset rows could not be read (a .jsonl dataset-file, or osmosis's cached copy of a platform dataset, is read), so its rows cannot be matched with the history's by identity",
    };
  const projected = new Map<string, string[]>();
  for (const index of pr.keys()) {
    const segments = history.rows.get(identities[Number(index)] ?? '');
    if (segments) projected.set(index, segments);
  }
  return withCoverage(history, pr, projected);
}

/**
 * The history's newest row identities, for a run on a dataset of the same bytes whose file was not read
 * (eval-merge's legs name no dataset file): the same bytes hold the same rows in the same places.
 */
export function identitiesOnSameBytes(
  history: Pick<RowHistory, 'order' | 'dataset'>,
  dataset: DatasetIdentity | undefined,
): string[] | undefined {
  return dataset !== undefined && history.dataset?.sha256 === dataset.sha256 ? history.order : undefined;
}

function withCoverage(
  history: RowHistory,
  pr: Map<string, string>,
  projected: Map<string, string[]>,
): MatchedHistory {
  const newRows = [...pr.keys()]
    .filter((index) => !projected.has(index))
    .map(Number)
    .sort((a, b) => a - b);
  const known = pr.size - newRows.length;
  if (pr.size > 0 && known < pr.size * LEAST_KNOWN_SHARE)
    return {
      kind: 'unmatched',
      reason: `only ${known} of this run's ${rows(pr.size)} ${known === 1 ? 'is' : 'are'} in it (the dataset is another, or most of its rows changed), too few to judge the run by`,
    };
  return { kind: 'matched', history: { ...history, rows: projected }, pr, newRows };
}

/** The sentence a report gives for new rows, or undefined when there are none. */
export function newRowsSentence(newRows: readonly number[]): string | undefined {
  if (newRows.length === 0) return undefined;
  const listed = newRows.slice(0, 20).join(', ');
  return `${rows(newRows.length)} ${newRows.length === 1 ? 'is' : 'are'} new to the row history (${newRows.length === 1 ? 'row' : 'rows'} ${listed}${newRows.length > 20 ? ', …' : ''}): not judged by it.`;
}
