/**
 * The report's part of waivers and of the baseline's age: the waived rows taken out of this run's rows
 * before McNemar compares them (the history gate took them out already), the accepting label asked of
 * GitHub, expired waivers, and the baseline line (core/baseline/waiver-gate.ts, core/baseline/baseline-age.ts).
 */
import type { BaselineComparison, RowOutcomes } from '../../core/baseline/baseline.js';
import { withBaselineAge } from '../../core/baseline/baseline-age.js';
import {
  maskWaived,
  regressionWithWaivers,
  waivedRows,
  waiversReport,
} from '../../core/baseline/waiver-gate.js';
import type { ExpiredWaiverMode } from '../../core/baseline/waivers.js';
import type { ReportDeps } from '../../core/report-ports.js';
import type { LoadedWaivers } from '../eval-run/result.js';

export interface WaiverStep {
  loaded: LoadedWaivers | undefined;
  mode: ExpiredWaiverMode;
  /** The waiver-label input: off when undefined. */
  label: string | undefined;
}

/** The rows the gate compares: the waived rows taken out, unless the grader changed (then nothing is). */
export function rowsForGate(
  rows: RowOutcomes | null,
  step: WaiverStep | undefined,
  graderChanged: boolean,
): { rows: RowOutcomes | null; errored: number[] } {
  if (!rows || !step?.loaded || graderChanged) return { rows, errored: [] };
  const { masked, errored } = maskWaived(rows, waivedRows(step.loaded.applied, step.mode));
  return { rows: masked, errored };
}

/** The comparison with its waivers, the label and the expired-waiver verdict; warnings to log. */
export async function withWaivers(
  comparison: BaselineComparison,
  gated: {
    rows: RowOutcomes | null;
    errored: readonly number[];
    step: WaiverStep | undefined;
    graderChanged: boolean;
  },
  deps: Pick<ReportDeps, 'pullRequestLabel'>,
): Promise<{ comparison: BaselineComparison; warnings: string[] }> {
  const { rows, errored, step, graderChanged } = gated;
  if (!step?.loaded && step?.label === undefined) return { comparison, warnings: [] };
  const report = waiversReport(step.loaded?.file ?? '', step.loaded?.applied ?? [], rows, errored);
  if (graderChanged) {
    const notApplied =
      'The grader changed since the baseline: waivers and the label are not applied, since a drop may be the judge’s.';
    return { comparison: { ...comparison, waivers: { ...report, notApplied } }, warnings: [] };
  }
  const found = step.label && deps.pullRequestLabel ? await deps.pullRequestLabel(step.label) : null;
  const labelled =
    found && step.label ? { ...report, label: { name: step.label, addedBy: found.addedBy } } : report;
  const { regression, warnings } = regressionWithWaivers(comparison.regression, labelled, step.mode);
  return {
    comparison: { ...comparison, waivers: labelled, ...(regression ? { regression } : {}) },
    warnings,
  };
}

/** The baseline line and age (history runs from history.json beside the baseline). */
export function withAge(
  comparison: BaselineComparison,
  age: { now: Date; maxDays: number } | undefined,
  historyRuns: number | null,
) {
  if (!age) return { comparison };
  return withBaselineAge(comparison, { ...age, historyRuns });
}
