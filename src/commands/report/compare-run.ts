/**
 * This run compared with the baseline (core/baseline/baseline.ts), with the baseline's commit and what
 * changed in the config since its run, provider and infrastructure errors left out on both sides. When
 * the grader or the config's [env] (which a grader may read) changed (grader-change: compare), the gate
 * judges this run's samples as the base grader scores them under the base commit's [env]
 * (commands/report/grader-change.ts).
 */
import {
  type BaselineComparison,
  type BaselineRun,
  compareWithBaseline,
  type DatasetIdentity,
  type RowOutcomes,
} from '../../core/baseline/baseline.js';
import { baselineCommit } from '../../core/baseline/baseline-commit.js';
import {
  type ConfigIdentity,
  configChanges,
  envChanged,
  graderChanged,
} from '../../core/baseline/config-identity.js';
import { withoutInfrastructureErrors } from '../../core/evidence/error-classes.js';
import type { ReportDeps } from '../../core/report-ports.js';
import type { EvalRunResult } from '../../core/result.js';
import type { EvalRunOutcome } from '../eval-run/index.js';
import { type GradingChange, regradeForBaseline, withGraderChange } from './grader-change.js';
import { rowsForGate, type WaiverStep } from './waivers.js';

export async function compareRun(
  run: Pick<EvalRunOutcome, 'result' | 'rows' | 'regrader'> & {
    dataset: DatasetIdentity | undefined;
    historyDecides: boolean;
  },
  against: { baseline: BaselineRun | null; unreadable: string | undefined },
  where: {
    step: { maxRegression: number | undefined; baseSha?: string | undefined };
    waiverStep: WaiverStep | undefined;
  },
  deps: Pick<ReportDeps, 'commitsBehind'>,
): Promise<{
  comparison: BaselineComparison;
  gated: ReturnType<typeof rowsForGate>;
  graderChanged: boolean;
  graderWarning?: string;
}> {
  const { result, rows, regrader } = run;
  const { baseline } = against;
  const { step } = where;
  const changed = graderChanged(baseline?.configIdentity, result.configIdentity);
  const grading: GradingChange = [
    ...(changed ? (['grader'] as const) : []),
    ...(envChanged(baseline?.configIdentity, result.configIdentity) ? (['env'] as const) : []),
  ];
  const regraded =
    grading.length > 0 && baseline && regrader
      ? await regradeForBaseline(regrader, { result, rows }, baseline, grading)
      : undefined;
  const underBase = regraded?.underBase;
  const gated = rowsForGate(underBase ? underBase.outcomes : rows, where.waiverStep, changed);
  const { measured, base } = pairedWithoutInfrastructureErrors(gated.rows, result, baseline);
  const compared = compareWithBaseline(
    {
      passRate: underBase?.passRate ?? result.metrics?.passRate ?? 0,
      passThreshold: result.metrics?.passThreshold ?? 1,
      outcomes: measured,
      dataset: run.dataset,
    },
    base,
    {
      maxRegression: step.maxRegression,
      unreadable: against.unreadable,
      // The history's runs were graded by the base grader: under it, McNemar on the re-graded samples decides.
      historyDecides: run.historyDecides && step.maxRegression !== undefined && !underBase,
    },
  );
  if (!baseline) return { comparison: compared, gated, graderChanged: changed };
  const facts = { current: result.configIdentity, baseSha: step.baseSha };
  const comparison = await withBaselineFacts(compared, baseline, facts, deps.commitsBehind);
  if (!regraded) return { comparison, gated, graderChanged: changed };
  const judged = withGraderChange(comparison, regraded, baseline.passRate);
  return { comparison: judged.comparison, gated, graderChanged: changed, graderWarning: judged.warning };
}

/**
 * Both runs' outcomes with their provider and infrastructure errors left out of the pairing: they are
 * never a quality change, on either side.
 */
function pairedWithoutInfrastructureErrors(
  rows: RowOutcomes | null,
  result: Pick<EvalRunResult, 'errorClasses'>,
  baseline: BaselineRun | null,
): { measured: RowOutcomes | null; base: BaselineRun | null } {
  const measured = withoutInfrastructureErrors(rows, result.errorClasses);
  if (!baseline) return { measured, base: null };
  const outcomes = withoutInfrastructureErrors(baseline.outcomes, baseline.errorClasses);
  return { measured, base: { ...baseline, outcomes } };
}

/**
 * The baseline's commit (against the pull request's base, asked of GitHub when it is another commit) and
 * what changed in the config since its run. Best effort: the comparison stands whatever GitHub answers.
 */
async function withBaselineFacts(
  comparison: BaselineComparison,
  baseline: BaselineRun,
  { current, baseSha }: { current: ConfigIdentity | undefined; baseSha: string | undefined },
  commitsBehind: ReportDeps['commitsBehind'],
): Promise<BaselineComparison> {
  const changes = configChanges(baseline.configIdentity, current);
  const named = await withBaselineCommit(comparison, baseline.sha, baseSha, commitsBehind);
  return changes.length > 0 ? { ...named, configChanges: changes } : named;
}

/** The comparison's reference with the baseline's commit against the pull request's base (eval-submit's too). */
export async function withBaselineCommit(
  comparison: BaselineComparison,
  sha: string | undefined,
  baseSha: string | undefined,
  commitsBehind: ReportDeps['commitsBehind'],
): Promise<BaselineComparison> {
  const { reference } = comparison;
  if (!reference || !sha) return comparison;
  return {
    ...comparison,
    reference: { ...reference, commit: await baselineCommit(sha, baseSha, commitsBehind) },
  };
}
