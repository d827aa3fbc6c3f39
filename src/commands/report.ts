/**
 * After eval-run: per-row outcomes, the baseline comparison (and its max-regression gate), the files
 * beside result.json, and the PR comment. Shared by the action, `osmosis-ci eval-run` and
 * `osmosis-ci comment`. The comment is best effort: whatever GitHub answers, the verdict stays.
 */
import { join, resolve } from 'node:path';
import { loadBaseline, saveBaseline, writeRowsFile } from '../adapters/baseline-files.js';
import { readFailingRows } from '../adapters/failing-row-details.js';
import type { RetryPolicy } from '../adapters/github-client.js';
import { type CommentTarget, publishComment } from '../adapters/github-comment.js';
import { removeJunitFile, writeJunitFile } from '../adapters/junit-file.js';
import { readRunDataset } from '../adapters/run-files.js';
import {
  type BaselineComparison,
  compareWithBaseline,
  type RowOutcomes,
  withBaseline,
} from '../core/baseline.js';
import type { BundleNote } from '../core/bundle.js';
import { renderComment } from '../core/comment.js';
import { errorMessage } from '../core/errors.js';
import type { CommentMode } from '../core/inputs.js';
import { JUNIT_FILE } from '../core/junit.js';
import { renderManagedMarkdown } from '../core/managed-report.js';
import type { ManagedResult } from '../core/managed-result.js';
import type { IndexRow } from '../core/metrics.js';
import { type EvalRunResult, resultRunDirs } from '../core/result.js';
import { githubTokenWording, type TokenWording } from '../core/token-wording.js';
import type { EvalRunOutcome, Logger } from './eval-run.js';

export interface BaselineStep {
  workspace: string;
  baselineDir: string | undefined;
  maxRegression: number | undefined;
  log: Logger;
}

/**
 * Adds this run's row outcomes and dataset to the result and compares them with the baseline in
 * baselineDir, if given. The dataset goes into every result, so that a result saved as a baseline says
 * which dataset its rows are rows of.
 */
export async function attachBaseline(
  { result, rows, workspace }: Pick<EvalRunOutcome, 'result' | 'rows'> & { workspace?: string | null },
  step: BaselineStep,
): Promise<{ result: EvalRunResult; rows: RowOutcomes | null }> {
  const m = result.metrics;
  let next: EvalRunResult =
    rows && rows.belowThreshold.count > 0 ? { ...result, belowThreshold: rows.belowThreshold } : result;
  const dataset =
    result.dataset ??
    (result.runDir === null
      ? undefined
      : await readRunDataset(resolve(workspace ?? step.workspace, result.runDir)));
  if (dataset) next = { ...next, dataset };
  if (!m || result.verdict === 'error') return { result: next, rows };
  if (step.baselineDir === undefined) {
    warnNoBaselineDir(step);
    return { result: next, rows };
  }
  const loaded = await loadBaseline(resolve(step.workspace, step.baselineDir));
  const comparison = compareWithBaseline(
    { passRate: m.passRate, passThreshold: m.passThreshold, outcomes: rows, dataset },
    loaded.kind === 'found' ? loaded.run : null,
    {
      maxRegression: step.maxRegression,
      unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined,
    },
  );
  logComparison(comparison, loaded.kind === 'unreadable', step.log);
  return { result: withBaseline(next, comparison), rows };
}

/** The comparison in the log: an unreadable baseline is a warning, anything else a line of information. */
export function logComparison(comparison: BaselineComparison, unreadable: boolean, log: Logger): void {
  if (unreadable) log.warning(comparison.message);
  else log.info(`Baseline: ${comparison.message}`);
  if (comparison.regression) log.info(`max-regression: ${comparison.regression.reason}`);
}

/** max-regression given with nowhere to find a baseline: said once, and the gate runs without it. */
export function warnNoBaselineDir(step: BaselineStep): void {
  if (step.maxRegression !== undefined)
    step.log.warning('max-regression needs a baseline-dir to compare with; it is not applied.');
}

/**
 * Adds what went wrong in the worst failing rows (input, expected, answer, reason, dataset line) to
 * the result, read from the run's trajectories. Best effort: the verdict never depends on it.
 */
export async function attachFailingRows(
  result: EvalRunResult,
  step: {
    workspace: string;
    /** Where the local dataset file may be, first found wins. */
    datasetFiles?: readonly string[];
    secrets: readonly string[];
    log: Logger;
  },
): Promise<EvalRunResult> {
  const m = result.metrics;
  if (!m || !result.runDir || m.completed === m.passed) return result;
  try {
    const failingRows = await readFailingRows({
      runDir: resolve(step.workspace, result.runDir),
      passThreshold: m.passThreshold,
      ...(step.datasetFiles ? { datasetFiles: step.datasetFiles } : {}),
      secrets: step.secrets,
    });
    return failingRows.count > 0 ? { ...result, failingRows } : result;
  } catch (error) {
    step.log.warning(`Could not read the failing rows' trajectories: ${errorMessage(error)}`);
    return result;
  }
}

/** Where osmosis looked for a dataset-file: the working directory, then the workspace root. */
export function datasetCandidates(
  file: string | undefined,
  start: string,
  workspace: string | null,
): string[] {
  if (file === undefined) return [];
  return [resolve(start, file), ...(workspace ? [resolve(workspace, file)] : [])];
}

/** rows.json beside result.json: the per-row outcomes a later run compares with. */
export async function writeReportFiles(
  resultDir: string,
  rows: RowOutcomes | null,
  source: { ref?: string; sha?: string },
): Promise<{ rowsJson?: string }> {
  if (!rows) return {};
  const rowsJson = await writeRowsFile(resultDir, {
    ...rows,
    ...(source.ref || source.sha ? { source } : {}),
  });
  return { rowsJson };
}

export { saveBaseline };

/**
 * junit.xml beside result.json: one test case per work item of the run's journal, streamed from its
 * index.jsonl. Undefined when the run has no results to list, or the file could not be written (a
 * warning: the verdict never depends on it). `onRow` sees every row of that same pass.
 */
export async function writeJunitReport(
  resultDir: string,
  result: EvalRunResult,
  workspace: string,
  log: Logger,
  onRow?: (row: IndexRow) => void,
): Promise<string | undefined> {
  const file = resolve(join(resultDir, JUNIT_FILE));
  const runDirs = resultRunDirs(result);
  if (!result.metrics || runDirs.length === 0) {
    // An earlier run's file must not pass for this one's in a test-report panel.
    removeJunitFile(file);
    return undefined;
  }
  try {
    await writeJunitFile(
      file,
      runDirs.map((dir) => resolve(workspace, dir)),
      {
        name: result.config,
        runName: result.runName ?? '',
        metrics: result.metrics,
        timestamp: result.finishedAt,
      },
      onRow,
    );
    return file;
  } catch (error) {
    log.warning(`Could not write ${file}: ${errorMessage(error)}`);
    return undefined;
  }
}

export interface CommentStep {
  mode: CommentMode;
  key: string;
  token: string | undefined;
  apiUrl: string;
  repository: { owner: string; repo: string } | undefined;
  prNumber: number | undefined;
  minimizeOutdated: boolean;
  log: Logger;
  retry?: Partial<RetryPolicy>;
  /** The run bundle and its artifact link, for the comment. */
  bundle?: BundleNote | undefined;
  /** The run viewer's artifact link, for the comment's failing rows. */
  viewerUrl?: string | undefined;
  /** How the user gives the token, in their surface's words (default: the action's github-token input). */
  tokenWording?: TokenWording;
}

export type CommentStepOutcome =
  | { posted: true; url: string; action: string }
  | {
      posted: false;
      reason: 'off' | 'no-pull-request' | 'no-token' | 'no-repository' | 'failed';
      message: string;
    };

/** The comment body of an eval-run or a managed-run result, with the key's marker. */
export function commentBody(
  result: EvalRunResult | ManagedResult,
  key: string,
  bundle?: BundleNote,
  viewerUrl?: string,
): string {
  return result.kind === 'eval-run'
    ? renderComment(result, { key, bundle, viewer: viewerUrl ? { url: viewerUrl } : undefined })
    : renderManagedMarkdown(result, { key, viewerUrl });
}

/** Renders and posts (or skips, without any GitHub call) the sticky comment. Never throws. */
export async function commentOnPullRequest(
  result: EvalRunResult | ManagedResult,
  step: CommentStep,
): Promise<CommentStepOutcome> {
  const skip = (reason: Exclude<CommentStepOutcome, { posted: true }>['reason'], message: string) => {
    step.log.info(message);
    return { posted: false, reason, message } as const;
  };
  if (step.mode === 'off') return skip('off', 'comment-mode is off: no PR comment.');
  if (step.prNumber === undefined)
    return skip('no-pull-request', 'Not a pull request (and no pr-number given): no PR comment.');
  if (!step.repository)
    return skip('no-repository', 'No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
  if (!step.token)
    return skip(
      'no-token',
      `No GitHub token: no PR comment. To post one, ${(step.tokenWording ?? githubTokenWording()).missing}.`,
    );
  const target: CommentTarget = { ...step.repository, prNumber: step.prNumber };
  const posted = await publishComment({
    token: step.token,
    apiUrl: step.apiUrl,
    target,
    key: step.key,
    body: commentBody(result, step.key, step.bundle, step.viewerUrl),
    mode: step.mode,
    minimizeOutdated: step.minimizeOutdated,
    log: step.log,
    ...(step.retry ? { retry: step.retry } : {}),
    ...(step.tokenWording ? { tokenWording: step.tokenWording } : {}),
  });
  if (posted.ok) return { posted: true, url: posted.outcome.url, action: posted.outcome.action };
  return { posted: false, reason: 'failed', message: posted.error.message };
}
