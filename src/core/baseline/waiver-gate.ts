/**
 * What waivers (core/baseline/waivers.ts) and the accepting label do to the regression gate. Pure.
 *
 * A waived row's items are taken out of this run's row outcomes before the gate compares them (McNemar
 * against the baseline, or the row history), so its drop neither blocks nor helps block; the rest is
 * judged as before, and a failure names only the rows no waiver covers. Waivers never hide errors: a
 * waived row with an item that errored (failed without a grade) stays in. Nor a grader change: when the
 * grader changed since the baseline, waivers and the label do not apply, since a drop may be the judge's.
 * The label accepts the whole regression of the pull request; the comment says who added it.
 */
import type { RowOutcomes } from './baseline.js';
import type { AppliedWaiver, ExpiredWaiverMode, WaiversReport } from './waivers.js';

/** Rows with an item that failed without a grade (not success below the threshold): an error, never waived. */
export function erroredRows(outcomes: RowOutcomes): Set<number> {
  const graded = new Set(outcomes.belowThreshold.rows.map((row) => `${row.rowIndex}/${row.runIndex}`));
  const complete = outcomes.belowThreshold.count <= outcomes.belowThreshold.rows.length;
  const errored = new Set<number>();
  outcomes.outcomes.forEach((run, runIndex) => {
    for (let row = 0; row < run.length; row++) {
      // When the list of graded failures is cut short, an unlisted failure may be an error: kept in.
      if (run[row] === 'F' && (!complete || !graded.has(`${row}/${runIndex}`))) errored.add(row);
    }
  });
  return errored;
}

/** The waived rows to take out of the gate (every waiver's, expired ones too unless they fail the step). */
export function waivedRows(applied: readonly AppliedWaiver[], mode: ExpiredWaiverMode): Set<number> {
  const rows = new Set<number>();
  for (const waiver of applied) {
    if (waiver.expired && mode === 'fail') continue;
    for (const row of waiver.rows) rows.add(row);
  }
  return rows;
}

/** This run's outcomes with the waived rows' items taken out ('-', no result), errored rows kept. */
export function maskWaived(
  outcomes: RowOutcomes,
  rows: ReadonlySet<number>,
): { masked: RowOutcomes; errored: number[] } {
  const errors = erroredRows(outcomes);
  const take = new Set([...rows].filter((row) => !errors.has(row)));
  const masked = outcomes.outcomes.map((run) =>
    [...run].map((char, row) => (take.has(row) ? '-' : char)).join(''),
  );
  const errored = [...rows].filter((row) => errors.has(row)).sort((a, b) => a - b);
  return { masked: { ...outcomes, outcomes: masked }, errored };
}

/** The waivers' part of the report: each waiver's rows that failed here, and the errored rows kept in. */
export function waiversReport(
  file: string,
  applied: readonly AppliedWaiver[],
  outcomes: RowOutcomes | null,
  errored: readonly number[],
): WaiversReport {
  const failed = (row: number) => outcomes?.outcomes.some((run) => run[row] === 'F') ?? false;
  return {
    file,
    applied: applied.map((waiver) => ({ ...waiver, failedRows: waiver.rows.filter(failed) })),
    erroredRows: [...errored],
  };
}

type Regression = { maxRegression: number; blocking: boolean; reason: string; test?: 'mcnemar' | 'history' };

/**
 * The regression gate after the label and the expired waivers: the label accepts a blocking regression;
 * an expired waiver fails the step under `fail`, and is a warning (returned) under `warn`.
 */
export function regressionWithWaivers(
  regression: Regression | undefined,
  report: WaiversReport,
  mode: ExpiredWaiverMode,
): { regression: Regression | undefined; warnings: string[] } {
  const expired = report.applied.filter((waiver) => waiver.expired);
  const named = expired
    .map((waiver) => `waiver ${waiver.entry} (${waiver.owner}, expired ${waiver.expires})`)
    .join(', ');
  const warnings =
    expired.length > 0 && mode === 'warn'
      ? [
          `${report.file}: ${named} still waives its rows, but has expired: renew its expires date or remove it (with expired-waivers: fail it would fail the step).`,
        ]
      : [];
  if (!regression) return { regression, warnings };
  if (expired.length > 0 && mode === 'fail')
    return {
      regression: {
        ...regression,
        blocking: true,
        reason: `${report.file}: ${named} has expired and expired-waivers is fail: renew its expires date or remove it. ${regression.reason}`,
      },
      warnings,
    };
  if (regression.blocking && report.label) {
    const by = report.label.addedBy ? ` (added by @${report.label.addedBy})` : '';
    return {
      regression: {
        ...regression,
        blocking: false,
        reason: `${regression.reason} Accepted for this pull request by the label "${report.label.name}"${by}.`,
      },
      warnings,
    };
  }
  return { regression, warnings };
}
