/**
 * Row histories written as lines of outcomes (one character per row: P, F, S or -), for the unit tests of
 * how a pull request's rows are matched with the history: by identity when `identities` are given, by
 * position otherwise, each run on a dataset whose digest is `sha` repeated.
 */
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import { appendRun, emptyHistory, type RowHistory, rowsOfRun } from '../../src/core/history/row-history.js';

/** One run's row outcomes: `line` is its only run index. */
export const outcomes = (line: string, identities?: string[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: [line],
  belowThreshold: { count: 0, rows: [] },
  ...(identities ? { identities } : {}),
});

/** A 4-row dataset whose sha256 is `sha` repeated. */
export const dataset = (sha: string) => ({ sha256: sha.repeat(64), rows: 4 });

/** A history of one run per line, in order, through the CLI's own appendRun. */
export const historyOf = (lines: string[], identities: string[] | undefined, sha = 'a'): RowHistory =>
  lines.reduce(
    (history, line, index) =>
      appendRun(history, {
        info: { finishedAt: `t${index}` },
        passThreshold: 1,
        dataset: dataset(sha),
        rows: rowsOfRun(outcomes(line, identities)),
        datasetRows: identities,
      }).history,
    emptyHistory(1),
  );
