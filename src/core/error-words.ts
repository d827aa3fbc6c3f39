/**
 * The words of a run's error classes (core/error-classes.ts) on every surface: the comment's Errors row,
 * the terminal's errors line and the headline of a run withheld for its infrastructure errors. Pure.
 */
import { describeCounts, type ErrorClassesResult } from './error-classes.js';

const ROWS_NAMED = 5;

/** "1 provider error (row 2: HTTP 502) · 4 wrong answers": what failed, apart from what the agent got wrong. */
export function errorClassesCell(classes: ErrorClassesResult): string {
  const named = classes.rows
    .slice(0, ROWS_NAMED)
    .map((row) => `row ${row.rowIndex}${row.status === undefined ? '' : `: HTTP ${row.status}`}`);
  const more = classes.rows.length > ROWS_NAMED ? ', …' : '';
  const errors = describeCounts(classes);
  const rows = named.length > 0 ? ` (${named.join(', ')}${more})` : '';
  return `${errors}${rows} · ${classes.wrongAnswers} wrong answer${classes.wrongAnswers === 1 ? '' : 's'}`;
}

/** Why the verdict was withheld, in a few words for the headline. */
export function infrastructureHeadline(classes: ErrorClassesResult, totalRows: number): string {
  const errored = classes.counts.provider + classes.counts.infrastructure;
  const share = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return (
    `${errored} of ${totalRows} rows failed at the provider or in the machinery (${share(classes.infrastructureShare)}, ` +
    `above ${share(classes.maxInfrastructureShare)}); not a quality result, no regression judged`
  );
}
