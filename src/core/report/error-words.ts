/**
 * The words of a run's error classes (core/evidence/error-classes.ts) on every surface: the comment's Errors row,
 * the terminal's errors line and the headline of a run withheld for its infrastructure errors. Pure.
 */
import {
  classifyError,
  describeCounts,
  ERROR_CLASS_WORDS,
  type ErrorClassesResult,
} from '../evidence/error-classes.js';

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

/** Each listed errored row's class in words ("provider error, HTTP 502"), by `row:run`, for the viewer. */
export function rowErrorClasses(classes: Pick<ErrorClassesResult, 'rows'> | undefined): Map<string, string> {
  const byRow = new Map<string, string>();
  for (const row of classes?.rows ?? [])
    byRow.set(
      `${row.rowIndex}:${row.runIndex}`,
      `${ERROR_CLASS_WORDS[row.errorClass]}${row.status === undefined ? '' : `, HTTP ${row.status}`}`,
    );
  return byRow;
}

/** The class of an errored row the result does not list (past the listed ones): its error type's alone. */
export function errorTypeClassWords(errorType: string): string {
  return ERROR_CLASS_WORDS[classifyError(errorType, undefined)];
}
