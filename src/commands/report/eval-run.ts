/**
 * The report of an eval-run or eval-merge, for the action and the CLI alike: the baseline comparison, the
 * failing rows, result.json, report.md, rows.json and junit.xml, the bundle and the viewer, then the text
 * rendered once and sent to the surface's sinks (job summary and annotations, or the terminal) and the
 * sticky PR comment, in that order, so everything is published before the step fails.
 */
import { resolve } from 'node:path';
import type { BundleNote } from '../../core/artifacts/bundle-words.js';
import { createWorstRows } from '../../core/artifacts/row-annotations.js';
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import { costGateReason } from '../../core/cost/cost-change.js';
import { errorMessage } from '../../core/errors.js';
import { historyJoinRefusal } from '../../core/history/history-join.js';
import { DEFAULT_HISTORY_RUNS } from '../../core/history/row-history.js';
import { renderComment, withBundleSection } from '../../core/report/comment.js';
import { renderTerminal } from '../../core/report/report.js';
import type { ReportDeps, ViewerFile, WrittenResult } from '../../core/report-ports.js';
import { type EvalRunResult, serializeResult } from '../../core/result.js';

/** The failing rows worth an annotation, picked as junit.xml is written. */
type WorstRows = ReturnType<typeof createWorstRows>;

import type { EvalRunOutcome } from '../eval-run/index.js';
import { annotateResult, annotateRows } from './annotations.js';
import { type CommentStep, commentOnPullRequest } from './comment.js';
import { attachCost, attachCostChange, type CostRequest } from './cost.js';
import {
  attachBaseline,
  attachFailingRows,
  type BaselineStep,
  datasetCandidates,
  recordHistory,
  writeJunitReport,
  writeReportFiles,
} from './steps.js';

/** The PR comment to post: where and how, in the surface's words (the key is the result's). */
export type CommentRequest = Omit<CommentStep, 'key' | 'log' | 'bundle' | 'viewerUrl'> & {
  /**
   * Whether the comment links the run bundle and viewer: the action's are workflow artifacts a reviewer can
   * open; a terminal's are files on the machine that ran it, so its comment leaves them out.
   */
  withArtifacts: boolean;
};

export interface RunReportRequest {
  /** The working directory: relative inputs (baseline-dir, dataset-file) start here. */
  start: string;
  /** The result-dir input, if given. */
  resultDir: string | undefined;
  datasetFile: string | undefined;
  baselineDir: string | undefined;
  maxRegression: number | undefined;
  /** This result's comment key (the comment-key input, else one made from the job and the config). */
  commentKey: (result: EvalRunResult) => string;
  /** Every secret value the step was given: the failing rows, the bundle and the viewer hold none. */
  secrets: readonly string[];
  /** The branch and commit rows.json records. */
  source: { ref?: string; sha?: string };
  /** The pull request's base commit (the event's), which the baseline is said to be, or how far behind. */
  baseSha?: string | undefined;
  /** A default-branch push: the result is copied into baseline-dir for the pull requests to compare with. */
  saveBaseline: boolean;
  /** The most default-branch runs the row history beside the baseline keeps (history-runs). */
  historyRuns?: number;
  /** The sticky comment; undefined posts none. */
  comment: CommentRequest | undefined;
  /** The price inputs and the osmosis whose LiteLLM cost map prices the run; undefined: no cost. */
  cost?: CostRequest | undefined;
  /** expired-waivers and waiver-label (the waivers themselves come with the run's outcome). */
  waivers?: BaselineStep['waivers'];
  /** The clock of the baseline line, and baseline-max-age in days. */
  baselineAge?: BaselineStep['baselineAge'];
}

export interface RunReport {
  result: EvalRunResult;
  /** result.json and report.md; undefined when there was no result directory. */
  written: WrittenResult | undefined;
  junit: string | undefined;
  bundle: BundleNote | undefined;
  viewer: ViewerFile | undefined;
  /** This run was saved as the baseline and joined the row history (the cache is saved only then). */
  baselineSaved: boolean;
}

/**
 * Reports a run: the result completed (baseline, failing rows, cost), rows.json and junit.xml, the viewer,
 * then the text rendered once, the bundle (which holds result.json and report.md, given in memory), the
 * result files written once, and the one text sent to the summary, the terminal and the PR comment.
 */
export async function reportEvalRun(
  evaluated: EvalRunOutcome,
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<RunReport> {
  const root = evaluated.workspace ?? request.start;
  const { result: completed, rows, key } = await completeResult(evaluated, request, deps);
  const resultDir = request.resultDir ?? deps.defaultResultDir(evaluated.workspace, completed.runName);
  // The failing rows worth an annotation on their dataset line, picked in the pass that writes junit.xml.
  const worst =
    deps.annotations && request.datasetFile && completed.metrics
      ? createWorstRows(completed.metrics.passThreshold)
      : undefined;
  const files = resultDir
    ? await writeRunFiles(completed, { resultDir, rows, root, worst }, request, deps)
    : {};
  const artifacts = resultDir ? await writeArtifacts(completed, { resultDir, root, key }, request, deps) : {};
  const { result, markdown, published, resultJson } = artifacts.rendered ?? renderOnce(completed, key);
  const written = resultDir
    ? await deps.writeResultFiles(result, resultDir, published, resultJson)
    : undefined;
  // The baseline is a copy of the result directory: saved once result.json is in it.
  const baselineSaved = resultDir ? await saveBaseline(result, { rows, resultDir }, request, deps) : false;
  const report: RunReport = {
    result,
    written,
    junit: files.junit,
    bundle: artifacts.bundle,
    viewer: artifacts.viewer,
    baselineSaved,
  };
  const text = { result, markdown, published, key, worst, workspace: evaluated.workspace };
  await sendReport(report, text, request, deps);
  return report;
}

/** The one render: the comment (report.md, the summary) before any bundle. */
function renderOnce(result: EvalRunResult, key: string): Rendered {
  const markdown = renderComment(result, { key });
  return { result, markdown, published: markdown };
}

interface Rendered {
  result: EvalRunResult;
  /** The text without the bundle's paragraph: the bundle's report.md, the terminal's and a CLI comment. */
  markdown: string;
  /** The text published: report.md beside the bundle, the job summary and the action's comment. */
  published: string;
  /** result.json's text, serialized once for the bundle and the file (the schema's parse is ~10 ms). */
  resultJson?: string;
}

/** rows.json and junit.xml. */
async function writeRunFiles(
  result: EvalRunResult,
  place: { resultDir: string; rows: RowOutcomes | null; root: string; worst: WorstRows | undefined },
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<{ junit?: string | undefined }> {
  const { resultDir, rows, root, worst } = place;
  await writeReportFiles(resultDir, rows, request.source, deps);
  const junit = await writeJunitReport(resultDir, result, { workspace: root, onRow: worst?.add }, deps);
  return { junit };
}

/**
 * The viewer, then the text rendered once (it links the viewer), then the bundle holding that text and
 * the result document; its paragraph joins the published text.
 */
async function writeArtifacts(
  completed: EvalRunResult,
  at: { resultDir: string; root: string; key: string },
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<{ rendered?: Rendered; bundle?: BundleNote | undefined; viewer?: ViewerFile | undefined }> {
  const place = { resultDir: at.resultDir, workspace: at.root, secrets: request.secrets };
  const viewer = deps.viewer ? await deps.viewer(completed, place) : undefined;
  const viewerUrl = viewer?.artifactUrl;
  // result.json carries the viewer's link, for a comment rendered from it later (the forks recipe).
  const result = viewerUrl ? { ...completed, viewer: { url: viewerUrl } } : completed;
  const options = { key: at.key, viewer: viewerUrl ? { url: viewerUrl } : undefined };
  const markdown = renderComment(result, options);
  const resultJson = serializeResult(result);
  const bundle = deps.bundle
    ? await deps.bundle(result, { ...place, documents: { resultJson, reportMarkdown: markdown } })
    : undefined;
  const published = bundle ? withBundleSection(markdown, result, { ...options, bundle }) : markdown;
  return { rendered: { result, markdown, published, resultJson }, bundle, viewer };
}

/** The job summary (with the rows' annotations note), the annotations, the terminal and the PR comment. */
async function sendReport(
  report: RunReport,
  text: Rendered & { key: string; worst: WorstRows | undefined; workspace: string | null },
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<void> {
  const { result, junit, bundle, viewer } = report;
  const { start } = request;
  const rowNote =
    text.worst && junit && request.datasetFile && deps.annotations
      ? await annotateRows({
          failing: text.worst.finish(),
          datasetFile: request.datasetFile,
          result,
          where: { start, root: text.workspace },
          deps: { datasetRowLines: deps.datasetRowLines, annotations: deps.annotations },
        })
      : '';
  await deps.summary?.(text.published + rowNote);
  if (deps.annotations) annotateResult(result, text.workspace ?? start, deps.annotations);
  if (deps.terminal) printReport(report, text.markdown, deps);
  if (request.comment) {
    const { withArtifacts, ...step } = request.comment;
    // A terminal's bundle and viewer are files on the machine that ran it: its comment leaves them out.
    const links = withArtifacts ? { bundle, viewerUrl: viewer?.artifactUrl } : {};
    const body = withArtifacts ? text.published : text.markdown;
    await commentOnPullRequest(
      result,
      { ...step, key: text.key, log: deps.log, ...links, body },
      deps.publishComment,
    );
  }
}

/** The result with the baseline comparison, the failing rows' details and the comment key. */
async function completeResult(
  evaluated: EvalRunOutcome,
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<{ result: EvalRunResult; rows: RowOutcomes | null; key: string }> {
  const { start } = request;
  const {
    result: compared,
    rows,
    baseline,
  } = await attachBaseline(
    evaluated,
    {
      workspace: start,
      baselineDir: request.baselineDir,
      maxRegression: request.maxRegression,
      log: deps.log,
      baseSha: request.baseSha,
      datasetFiles: datasetCandidates(request.datasetFile, start, evaluated.workspace),
      ...(request.waivers ? { waivers: request.waivers } : {}),
      ...(request.baselineAge ? { baselineAge: request.baselineAge } : {}),
    },
    deps,
  );
  const key = request.commentKey(compared);
  const detailed = await attachFailingRows(
    compared,
    {
      workspace: evaluated.workspace ?? start,
      datasetFiles: datasetCandidates(request.datasetFile, start, evaluated.workspace),
      secrets: request.secrets,
      log: deps.log,
    },
    deps,
  );
  const costed = await attachCost(detailed, evaluated.workspace ?? start, request.cost, deps);
  const changed = attachCostChange(costed, rows, baseline, request.cost);
  return { result: { ...changed, commentKey: key }, rows, key };
}

/**
 * On a default-branch push the post step saves baseline-dir to the Actions cache (osmosis-ci-baseline-v1-…).
 * Only a whole run is saved and joins the row history (core/history/history-join.ts): a partial one is skipped
 * with a warning. True when it was saved.
 */
async function saveBaseline(
  result: EvalRunResult,
  { rows, resultDir }: { rows: RowOutcomes | null; resultDir: string },
  request: RunReportRequest,
  deps: ReportDeps,
): Promise<boolean> {
  const dir = request.baselineDir;
  if (!request.saveBaseline || !dir || !result.metrics || result.verdict === 'error') return false;
  const refused = historyJoinRefusal(result);
  if (refused !== undefined) {
    deps.log.warning(`This run is not saved as the baseline and does not join the row history: ${refused}.`);
    return false;
  }
  const baselineDir = resolve(request.start, dir);
  try {
    await deps.saveBaseline(resultDir, baselineDir);
  } catch (error) {
    deps.log.warning(`Could not write the baseline to ${dir}: ${errorMessage(error)}`);
    return false;
  }
  const limit = request.historyRuns ?? DEFAULT_HISTORY_RUNS;
  await recordHistory(result, rows, { baselineDir, limit, source: request.source }, deps);
  return true;
}

/** stdout in the format asked for (the comment markdown is report.md's first text), then where the files are. */
function printReport(report: RunReport, markdown: string, deps: ReportDeps): void {
  const { result, written, junit, bundle, viewer } = report;
  const format = deps.terminal?.format;
  deps.terminal?.write(
    format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : format === 'comment-markdown'
        ? markdown
        : renderTerminal(result),
  );
  deps.log.info(
    written
      ? `Result: ${written.resultJson}\nReport: ${written.reportMarkdown}${junit ? `\nJUnit: ${junit}` : ''}${bundle ? `\nBundle: ${bundle.file}` : ''}${viewer ? `\nViewer: ${viewer.file}` : ''}`
      : 'No workspace was found, so no result files were written (pass --result-dir to have them anyway).',
  );
}

/** The step's failure message: the error, the threshold gate, or the regression gate. */
export function failureMessage(result: EvalRunResult): string {
  if (result.error) return result.error.message;
  if (result.gate?.blocking) return result.gate.reason;
  if (result.baseline?.regression?.blocking) return result.baseline.regression.reason;
  if (result.baseline?.graderChange?.blocking)
    return `grader-change: fail: the grader changed since the baseline (${result.baseline.graderChange.message}).`;
  const byCost = costGateReason(result.costChange);
  if (byCost && result.exitCode !== 0) return byCost;
  return result.gate?.reason ?? `eval-run ended with exit code ${result.exitCode}`;
}

/**
 * A step whose inputs are invalid: result.json, report.md, the summary and the error annotation, nothing
 * else (nothing ran). `workspace` is where the config path of the annotation starts.
 */
export async function reportInvalidEvalRun(
  result: EvalRunResult,
  request: { key: string; resultDir: string | undefined; workspace: string },
  deps: Pick<ReportDeps, 'writeResultFiles' | 'summary' | 'annotations'>,
): Promise<WrittenResult | undefined> {
  const markdown = renderComment(result, { key: request.key });
  const written = request.resultDir
    ? await deps.writeResultFiles(result, request.resultDir, markdown)
    : undefined;
  await deps.summary?.(markdown);
  if (deps.annotations) annotateResult(result, request.workspace, deps.annotations);
  return written;
}
