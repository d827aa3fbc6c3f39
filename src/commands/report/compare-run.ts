/**
 * This run compared with the baseline (core/baseline.ts), with the baseline's commit and what changed in
 * the config since its run; when the grader changed, under the base grader (grader-change, compare).
 */
import {
  type BaselineComparison,
  type BaselineRun,
  compareWithBaseline,
  type DatasetIdentity,
} from '../../core/baseline.js';
import { baselineCommit } from '../../core/baseline-commit.js';
import { type ConfigIdentity, configChanges } from '../../core/config-identity.js';
import type { ReportDeps } from '../../core/report-ports.js';
import type { EvalRunOutcome } from '../eval-run/index.js';
import { regradeForBaseline, withGraderChange } from './grader-change.js';
import { rowsForGate, type WaiverStep } from './waivers.js';

/**
 * This run against the baseline, with the baseline's commit and the config's changes. When the grader
 * changed (grader-change: compare), the gate judges this run's samples as the base grader scores them.
 */
export async function compareRun(
  run: Pick<EvalRunOutcome, 'result' | 'rows' | 'regrader'> & {
    dataset: DatasetIdentity | undefined;
    historyDecides: boolean;
  },
  against: { baseline: BaselineRun | null; unreadable: string | undefined; graderChanged: boolean },
  where: {
    step: { maxRegression: number | undefined; baseSha?: string | undefined };
    waiverStep: WaiverStep | undefined;
  },
  deps: Pick<ReportDeps, 'commitsBehind'>,
): Promise<{
  comparison: BaselineComparison;
  errored: ReturnType<typeof rowsForGate>['errored'];
  graderWarning?: string;
}> {
  const { result, rows, regrader } = run;
  const { baseline, graderChanged } = against;
  const { step } = where;
  const regraded =
    graderChanged && baseline && regrader
      ? await regradeForBaseline(regrader, { result, rows }, baseline)
      : undefined;
  const underBase = regraded?.underBase;
  const gated = rowsForGate(underBase ? underBase.outcomes : rows, where.waiverStep, graderChanged);
  const compared = compareWithBaseline(
    {
      passRate: underBase?.passRate ?? result.metrics?.passRate ?? 0,
      passThreshold: result.metrics?.passThreshold ?? 1,
      outcomes: gated.rows,
      dataset: run.dataset,
    },
    baseline,
    {
      maxRegression: step.maxRegression,
      unreadable: against.unreadable,
      // The history's runs were graded by the base grader: under it, McNemar on the re-graded samples decides.
      historyDecides: run.historyDecides && step.maxRegression !== undefined && !underBase,
    },
  );
  if (!baseline) return { comparison: compared, errored: gated.errored };
  const comparison = await withBaselineFacts(compared, baseline, {
    current: result.configIdentity,
    baseSha: step.baseSha,
    commitsBehind: deps.commitsBehind,
  });
  if (!regraded) return { comparison, errored: gated.errored };
  const changed = withGraderChange(comparison, regraded, baseline.passRate);
  return { comparison: changed.comparison, errored: gated.errored, graderWarning: changed.warning };
}

/**
 * The baseline's commit (against the pull request's base, asked of GitHub when it is another commit) and
 * what changed in the config since its run. Best effort: the comparison stands whatever GitHub answers.
 */
async function withBaselineFacts(
  comparison: BaselineComparison,
  baseline: BaselineRun,
  facts: {
    current: ConfigIdentity | undefined;
    baseSha: string | undefined;
    commitsBehind: ReportDeps['commitsBehind'];
  },
): Promise<BaselineComparison> {
  const changes = configChanges(baseline.configIdentity, facts.current);
  const named = await withBaselineCommit(comparison, baseline.sha, facts.baseSha, facts.commitsBehind);
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
