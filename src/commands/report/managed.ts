/**
 * The report of a managed run (eval-submit, benchmark-submit, train-submit), for the action and the CLI
 * alike: the baseline comparison (a judged eval), result.json, report.md and rows.json, the viewer, the
 * baseline saved on a default-branch push, then the text rendered once for the surface's sinks and the
 * sticky PR comment.
 */
import { errorMessage } from '../../core/errors.js';
import { isJudgedManagedEval } from '../../core/managed/managed-baseline.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { renderManagedMarkdown, renderManagedTerminal } from '../../core/report/managed-report.js';
import type { ManagedReportDeps, ReportSinks, ViewerFile, WrittenResult } from '../../core/report-ports.js';
import type { ManagedOutcome } from '../managed/index.js';
import { commentOnPullRequest } from './comment.js';
import type { CommentRequest } from './eval-run.js';
import { attachManagedBaseline } from './managed-baseline.js';
import { writeReportFiles } from './steps.js';

export interface ManagedReportRequest {
  /** The working directory: baseline-dir starts here, and the default result directory is under it. */
  workspace: string;
  /** Whether this run is compared with the baseline (a judged eval, not the default branch's own run). */
  compare: boolean;
  baselineDir: string | undefined;
  maxRegression: number | undefined;
  commentKey: (result: ManagedResult) => string;
  /** The result-dir input, else the deps' default. */
  resultDir: string | undefined;
  /** Every secret value the step was given: the viewer holds none. */
  secrets: readonly string[];
  source: { ref?: string; sha?: string };
  /** The pull request's base commit (the event's), which the baseline is said to be, or how far behind. */
  baseSha?: string | undefined;
  /** On a default-branch push, where a judged eval is saved as the baseline; `onSaved` once it is. */
  saveBaseline?: { dir: string; onSaved: () => void } | undefined;
  comment: CommentRequest | undefined;
}

export interface ManagedReport {
  result: ManagedResult;
  written: WrittenResult;
  viewer: ViewerFile | undefined;
}

export async function reportManagedRun(
  ran: ManagedOutcome,
  request: ManagedReportRequest,
  deps: ManagedReportDeps,
): Promise<ManagedReport> {
  const { workspace } = request;
  const compared = request.compare
    ? await attachManagedBaseline(
        ran,
        {
          workspace,
          baselineDir: request.baselineDir,
          maxRegression: request.maxRegression,
          log: deps.log,
          baseSha: request.baseSha,
        },
        deps.loadManagedBaseline,
        deps.commitsBehind,
      )
    : ran.result;
  const key = request.commentKey(compared);
  const result: ManagedResult = { ...compared, commentKey: key };
  const resultDir = request.resultDir ?? deps.defaultResultDir(workspace, result);
  const written = await deps.writeManagedFiles(result, resultDir);
  // rows.json beside result.json: a later run's baseline-dir can be this directory.
  await writeReportFiles(resultDir, ran.rows, request.source, deps);
  const viewer = await deps.viewer(result, { resultDir, workspace, secrets: request.secrets });
  const save = request.saveBaseline;
  if (save && isJudgedManagedEval(result)) {
    // The post step saves this directory to the Actions cache under osmosis-ci-managed-baseline-v1-….
    await deps
      .saveBaseline(resultDir, save.dir)
      .then(save.onSaved, (error: unknown) =>
        deps.log.warning(`Could not write the baseline to ${save.dir}: ${errorMessage(error)}`),
      );
  }
  await deps.summary?.(renderManagedMarkdown(result, { viewerUrl: viewer?.artifactUrl }));
  if (deps.terminal) {
    deps.terminal.write(
      deps.terminal.format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : renderManagedTerminal(result),
    );
    deps.log.info(`Result: ${written.resultJson}\nReport: ${written.reportMarkdown}`);
  }
  if (request.comment) {
    const { withArtifacts, ...step } = request.comment;
    const links = withArtifacts ? { viewerUrl: viewer?.artifactUrl } : {};
    await commentOnPullRequest(result, { ...step, key, log: deps.log, ...links }, deps.publishComment);
  }
  return { result, written, viewer };
}

/** A step whose inputs are invalid: result.json, report.md, the summary and one error annotation. */
export async function reportInvalidManaged(
  result: ManagedResult,
  resultDir: string | undefined,
  deps: Pick<ManagedReportDeps, 'writeManagedFiles'> & ReportSinks,
): Promise<WrittenResult | undefined> {
  const written = resultDir ? await deps.writeManagedFiles(result, resultDir) : undefined;
  await deps.summary?.(renderManagedMarkdown(result));
  deps.annotations?.annotate('error', result.summary, { title: 'osmosis-ci: invalid input' });
  return written;
}
