/**
 * The eval-run (and eval-merge) action's report: the report command (commands/report/) with the action's
 * inputs as its request and the job summary, annotations and uploaded workflow artifacts as its sinks.
 */
import { join } from 'node:path';
import { actionInput, actionsLog, runFacts } from '../../adapters/actions-runtime.js';
import { reportFiles } from '../../adapters/report-deps.js';
import { defaultResultDir } from '../../adapters/result-files.js';
import type { EvalRunOutcome } from '../../commands/eval-run/index.js';
import { costRequest } from '../../commands/report/cost.js';
import { reportEvalRun } from '../../commands/report/index.js';
import type { BundleNote } from '../../core/artifacts/bundle-words.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import type { ReportDeps, ViewerFile, WrittenResult } from '../../core/report-ports.js';
import type { EvalRunResult } from '../../core/result.js';
import { type BundleInputs, bundleAndUpload, stepSecretValues, viewerAndUpload } from './eval-run-bundle.js';
import {
  actionComment,
  actionSinks,
  commitsBehindDep,
  NO_FILES,
  pullRequestLabelDep,
  runSource,
} from './report-sinks.js';

/** What the report reads of the inputs (eval-run's, or eval-merge's, which has no dataset-file). */
export type ReportInputs = Pick<
  EvalRunInputs,
  | 'result-dir'
  | 'dataset-file'
  | 'baseline-dir'
  | 'max-regression'
  | 'comment-key'
  | 'comment-mode'
  | 'pr-number'
  | 'minimize-outdated'
> &
  Partial<Pick<EvalRunInputs, 'expired-waivers' | 'waiver-label' | 'baseline-max-age'>> &
  Partial<BundleInputs> &
  Partial<
    Pick<
      EvalRunInputs,
      | 'viewer'
      | 'history-runs'
      | 'osmosis-path'
      | 'price-per-million-input'
      | 'price-per-million-output'
      | 'max-cost-increase'
      | 'max-duration-increase'
      | 'allow-inconclusive'
    >
  >;

/**
 * Where the result files go without a result-dir input: `.osmosis/ci/<run name>` in the workspace; else,
 * when no workspace was found, the runner's temp directory (never a directory made where none was).
 */
function resultDirOf(root: string | null, runName: string | null): string | undefined {
  if (root) return defaultResultDir(root, runName);
  const temp = process.env.RUNNER_TEMP;
  return temp ? join(temp, 'osmosis-ci', 'eval-run') : undefined;
}

/** The report's deps in a step: files, the summary and annotations, the bundle and viewer uploaded. */
function actionReportDeps(inputs: ReportInputs, facts = runFacts()): ReportDeps {
  const { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact } = inputs;
  const viewer = inputs.viewer;
  return {
    ...reportFiles(actionsLog),
    ...actionSinks(),
    ...commitsBehindDep(facts),
    ...pullRequestLabelDep(inputs['pr-number'], facts),
    defaultResultDir: resultDirOf,
    ...(mode !== undefined && maxMb !== undefined
      ? {
          bundle: (result, where) =>
            bundleAndUpload(
              result,
              { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact },
              where,
            ),
        }
      : {}),
    ...(viewer !== undefined && maxMb !== undefined
      ? {
          viewer: (result, where) =>
            viewerAndUpload(
              result,
              { viewer, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact },
              where,
            ),
        }
      : {}),
  };
}

/**
 * `start` is the working directory (relative inputs such as baseline-dir), the workspace is the one found
 * around it; `secrets` every secret value the step was given (the run bundle holds none of them).
 */
export async function reportActionRun(
  evaluated: EvalRunOutcome,
  inputs: ReportInputs,
  start: string,
  secrets: readonly string[] = [],
): Promise<{
  result: EvalRunResult;
  baselineSaved: boolean;
  written: WrittenResult & { junit?: string | undefined; bundle?: BundleNote; viewer?: ViewerFile };
}> {
  const facts = runFacts();
  const report = await reportEvalRun(
    evaluated,
    {
      start,
      resultDir: inputs['result-dir'],
      datasetFile: inputs['dataset-file'],
      baselineDir: inputs['baseline-dir'],
      maxRegression: inputs['max-regression'],
      commentKey: (result) =>
        inputs['comment-key'] ??
        defaultCommentKey({ workflow: facts.workflow, job: facts.job, config: result.config }),
      secrets: stepSecretValues(evaluated, secrets),
      source: runSource(facts),
      baseSha: facts.baseSha,
      saveBaseline: facts.defaultBranchPush,
      historyRuns: inputs['history-runs'],
      comment: actionComment(inputs, actionInput('github-token'), facts),
      cost: costRequest(inputs),
      ...waiverRequest(inputs),
    },
    actionReportDeps(inputs, facts),
  );
  const { bundle, viewer } = report;
  return {
    result: report.result,
    baselineSaved: report.baselineSaved,
    written: {
      ...(report.written ?? NO_FILES),
      junit: report.junit,
      ...(bundle ? { bundle } : {}),
      ...(viewer ? { viewer } : {}),
    },
  };
}

/** expired-waivers, waiver-label and baseline-max-age as the report's request (eval-merge has none). */
function waiverRequest(inputs: ReportInputs) {
  const maxDays = inputs['baseline-max-age'];
  return {
    ...(inputs['expired-waivers']
      ? { waivers: { mode: inputs['expired-waivers'], label: inputs['waiver-label'] } }
      : {}),
    ...(maxDays === undefined ? {} : { baselineAge: { now: new Date(), maxDays } }),
  };
}
