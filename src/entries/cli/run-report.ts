/**
 * The report of an eval-run or eval-merge in a terminal: the report command (commands/report/) with the
 * flags as its request, stdout as its sink, and the bundle and viewer written beside result.json.
 */

import { bundleDeps, loadArchiver } from '../../adapters/bundle-file.js';
import { reportFiles } from '../../adapters/report-deps.js';
import { defaultResultDir } from '../../adapters/result-files.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { bundleRun } from '../../commands/bundle.js';
import type { EvalRunOutcome } from '../../commands/eval-run/index.js';
import type { CostRequest } from '../../commands/report/cost.js';
import { reportEvalRun } from '../../commands/report/index.js';
import { viewerRun } from '../../commands/viewer.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import type { ReportDeps } from '../../core/report-ports.js';
import { ambientSecretValues } from '../../core/secrets.js';
import { type CommentFlags, parseCommentFlags } from './comment-flags.js';
import { type FlagValues, stderrLog, stdoutFormat, terminalSink } from './shared.js';

export interface CliReportOptions {
  /** The comment flags, parsed before the run (the key is the result's, parsed again after it). */
  comment: CommentFlags;
  start: string;
  baselineDir: string | undefined;
  maxRegression: number | undefined;
  /** --save-baseline: the result is copied into baseline-dir and joins its row history. */
  saveBaseline?: boolean;
  /** The commit rows.json records (a saved baseline's: where the base grader is read from). */
  source?: { sha?: string };
  historyRuns?: number;
  resultDir: string | undefined;
  /** The dataset-file input (relative to start or the workspace), for the failing rows' line numbers. */
  datasetFile?: string | undefined;
  /** eval-run's run bundle; eval-merge writes none. */
  bundle?: { mode: EvalRunInputs['bundle']; maxMb: number };
  /** The run viewer, within the bundle's size limit (eval-merge's: the default limit). */
  viewer?: { mode: EvalRunInputs['viewer']; maxMb: number };
  /** The price inputs and osmosis-path, for the run's cost. */
  cost?: CostRequest;
  /** eval-run's expired-waivers, waiver-label and baseline-max-age; eval-merge has none. */
  waivers?: Pick<EvalRunInputs, 'expired-waivers' | 'waiver-label' | 'baseline-max-age'>;
}

/** The report's deps in a terminal: files, stdout, and the bundle and viewer left on disk. */
function cliReportDeps(values: FlagValues, options: CliReportOptions): ReportDeps {
  const { bundle, viewer } = options;
  return {
    ...reportFiles(stderrLog),
    terminal: terminalSink(stdoutFormat(values)),
    // Never outside the workspace unless asked: without one (no git repository), no files at all.
    defaultResultDir: (workspace, runName) => (workspace ? defaultResultDir(workspace, runName) : undefined),
    ...(bundle
      ? { bundle: (result, where) => bundleRun(result, { ...bundle, ...where, log: stderrLog }, bundleDeps) }
      : {}),
    ...(viewer
      ? { viewer: (result, where) => viewerRun(result, { ...viewer, ...where, log: stderrLog }, viewerDeps) }
      : {}),
  };
}

/** Reports the run and returns its exit code; the comment is posted only for a pull request (--pr-number). */
export async function reportCliRun(
  evaluated: EvalRunOutcome,
  values: FlagValues,
  options: CliReportOptions,
): Promise<number> {
  const { key: _before, ...comment } = options.comment;
  const report = await reportEvalRun(
    evaluated,
    {
      start: options.start,
      resultDir: options.resultDir,
      datasetFile: options.datasetFile,
      baselineDir: options.baselineDir,
      maxRegression: options.maxRegression,
      commentKey: (result) => parseCommentFlags(values, result).key,
      secrets: [...(evaluated.sensitive ?? []), ...ambientSecretValues(process.env), comment.token ?? ''],
      source: options.source ?? {},
      saveBaseline: options.saveBaseline === true,
      ...(options.historyRuns === undefined ? {} : { historyRuns: options.historyRuns }),
      comment: comment.prNumber === undefined ? undefined : { ...comment, withArtifacts: false },
      cost: options.cost,
      ...(options.waivers
        ? {
            waivers: { mode: options.waivers['expired-waivers'], label: options.waivers['waiver-label'] },
            baselineAge: { now: new Date(), maxDays: options.waivers['baseline-max-age'] },
          }
        : {}),
    },
    { ...cliReportDeps(values, options), ...cliLabelDep(comment) },
  );
  return report.result.exitCode;
}

/** The accepting label asked of GitHub with the comment flags' token, repository and pull request. */
function cliLabelDep(comment: Omit<CommentFlags, 'key'>): Pick<ReportDeps, 'pullRequestLabel'> {
  const { token, repository, prNumber, apiUrl } = comment;
  if (!token || !repository || prNumber === undefined) return {};
  return {
    pullRequestLabel: async (name) => {
      const { pullRequestLabel } = await import('../../adapters/github-labels.js');
      return pullRequestLabel({ token, apiUrl, repository, prNumber, name, log: stderrLog });
    },
  };
}

/** Starts loading archiver for the run bundle while osmosis runs (see loadReportWhileOsmosisRuns). */
export function preloadBundle(): void {
  loadArchiver().catch(() => undefined); // a failed load is reported when the bundle is written
}
