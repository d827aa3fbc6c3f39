/**
 * The report's "noise" line: what the row history knows of this config's flaky rows, what the pull
 * request re-ran and what the re-runs showed, and the smallest drop the history can detect. Pure.
 */

import type { HistoryJudgement } from '../result.js';
import { pct } from '../verdict/gate.js';
import { DETECTION_POWER } from './history-statistics.js';
import { MIN_DISPERSION_RUNS } from './history-tests.js';

/** Flaky rows named in the line; the rest are counted. */
export const FLAKY_ROWS_NAMED = 8;
const ROWS_NAMED = 10;

/** "row 3" or "rows 3, 7, 9 … +4". */
const rowList = (rows: readonly number[]) =>
  `${rows.length === 1 ? 'row' : 'rows'} ${rows.slice(0, ROWS_NAMED).join(', ')}${rows.length > ROWS_NAMED ? ` … +${rows.length - ROWS_NAMED}` : ''}`;

/** The flaky rows known, with their pass rates: "3 of 40 rows are flaky over the last 5 runs (row 7 40%, …)". */
function flakyPart(history: HistoryJudgement): string {
  const runs = `the last ${history.runs} default-branch run${history.runs === 1 ? '' : 's'}`;
  const { count, rows } = history.flaky;
  if (count === 0) return `no row is flaky over ${runs} (${history.rowsKnown} rows)`;
  const named = rows
    .slice(0, FLAKY_ROWS_NAMED)
    .map((row) => `row ${row.row} ${pct(row.passRate).replace('.0%', '%')}`);
  const more = count > named.length ? `, … +${count - named.length}` : '';
  return `${count} of ${history.rowsKnown} rows are flaky over ${runs} (${named.join(', ')}${more})`;
}

/** What the re-runs did, or undefined when nothing was re-run. */
function rerunPart(history: HistoryJudgement): string | undefined {
  const { reruns } = history;
  if (reruns.items === 0) return undefined;
  const findings: string[] = [];
  if (history.regressedRows.length > 0)
    findings.push(`${rowList(history.regressedRows)} failed every re-run`);
  if (history.recoveredRows.length > 0) findings.push(`${rowList(history.recoveredRows)} came back (noise)`);
  if (history.improvedRows.length > 0) findings.push(`${rowList(history.improvedRows)} passed every re-run`);
  const shown = findings.length > 0 ? `: ${findings.join('; ')}` : '';
  return `re-ran ${reruns.rows} row${reruns.rows === 1 ? '' : 's'} (${reruns.items} items in ${reruns.rounds} run${reruns.rounds === 1 ? '' : 's'}, budget ${reruns.budgetItems})${shown}`;
}

/**
 * The power line: the smallest drop over the flaky rows this history detects. A pass rate cannot drop more
 * than 100 points, so a young history's larger figure says only that no drop is detectable yet.
 */
function powerPart(history: HistoryJudgement): string | undefined {
  if (history.mode === 'history' && history.runs < MIN_DISPERSION_RUNS)
    return `the flaky rows are tested on their own from ${MIN_DISPERSION_RUNS} default-branch runs on (${history.runs} so far)`;
  const drop = history.scoreTest?.detectableDrop;
  if (drop === null || drop === undefined) return undefined;
  if (drop >= 1)
    return `too few default-branch runs (${history.runs}) to detect a drop below 100 points on the flaky rows`;
  return `this history detects a drop of ${(drop * 100).toFixed(1)} points on the flaky rows (${Math.round(DETECTION_POWER * 100)}% of the time)`;
}

/** One line for the comment, the summary and the terminal. */
export function noiseLine(history: HistoryJudgement): string {
  const parts = [flakyPart(history), rerunPart(history), powerPart(history)].filter(
    (part): part is string => part !== undefined,
  );
  if (history.unjudgedRows.length > 0)
    parts.push(`${rowList(history.unjudgedRows)} failed but had no re-run left in the budget`);
  return parts.join('; ');
}

/** The regression the history found, for a heading. */
export function historyHeadline(history: HistoryJudgement): string {
  const rows = [...history.regressedRows, ...history.unjudgedRows].sort((a, b) => a - b);
  if (rows.length > 0) return `rows that always passed on the default branch failed (${rowList(rows)})`;
  return 'the flaky rows passed less than their history says';
}
