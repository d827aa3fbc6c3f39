/**
 * The eval-run action's reporting, after the run: baseline comparison, result files, job summary,
 * annotations and the sticky PR comment, in that order, so everything is published before the step fails.
 */
import { join, relative, resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  annotate,
  eventPullRequest,
  runFacts,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { datasetRowLines } from '../../adapters/dataset-file.js';
import { parseRepository } from '../../adapters/github-comment.js';
import { defaultResultDir, type WrittenResult, writeResultFiles } from '../../adapters/result-files.js';
import type { EvalRunOutcome } from '../../commands/eval-run.js';
import {
  attachBaseline,
  attachFailingRows,
  commentOnPullRequest,
  datasetCandidates,
  saveBaseline,
  writeJunitReport,
  writeReportFiles,
} from '../../commands/report.js';
import type { ViewerNote } from '../../commands/viewer.js';
import type { BundleNote } from '../../core/bundle.js';
import { defaultCommentKey, renderComment } from '../../core/comment.js';
import { errorMessage } from '../../core/errors.js';
import { rowLabel } from '../../core/format.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import type { EvalRunResult } from '../../core/result.js';
import { createWorstRows, type FailingRow, rowAnnotation } from '../../core/row-annotations.js';
import { type BundleInputs, bundleAndUpload, stepSecretValues, viewerAndUpload } from './eval-run-bundle.js';

/**
 * Where the result files go: the result-dir input; else `.osmosis/ci/<run name>` in the workspace; else,
 * when no workspace was found, the runner's temp directory (never a directory made where none was).
 */
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
  Partial<BundleInputs> &
  Partial<Pick<EvalRunInputs, 'viewer'>>;

function resultDirOf(inputs: ReportInputs, root: string | null, runName: string | null): string | undefined {
  if (inputs['result-dir']) return inputs['result-dir'];
  if (root) return defaultResultDir(root, runName);
  const temp = process.env.RUNNER_TEMP;
  return temp ? join(temp, 'osmosis-ci', 'eval-run') : undefined;
}

/**
 * `start` is the working directory (relative inputs such as baseline-dir), `root` the workspace found
 * around it; `secrets` every secret value the step was given (the run bundle holds none of them).
 */
export async function reportEvalRun(
  evaluated: EvalRunOutcome,
  inputs: ReportInputs,
  start: string,
  secrets: readonly string[] = [],
): Promise<{
  result: EvalRunResult;
  written: WrittenResult & { junit?: string | undefined; bundle?: BundleNote; viewer?: ViewerNote };
}> {
  const facts = runFacts();
  const root = evaluated.workspace;
  const { result: compared, rows } = await attachBaseline(evaluated, {
    workspace: start,
    baselineDir: inputs['baseline-dir'],
    maxRegression: inputs['max-regression'],
    log: actionsLog,
  });
  const key =
    inputs['comment-key'] ??
    defaultCommentKey({ workflow: facts.workflow, job: facts.job, config: compared.config });
  const stepSecrets = stepSecretValues(evaluated, secrets);
  const detailed = await attachFailingRows(compared, {
    workspace: root ?? start,
    datasetFiles: datasetCandidates(inputs['dataset-file'], start, root),
    secrets: stepSecrets,
    log: actionsLog,
  });
  const result: EvalRunResult = { ...detailed, commentKey: key };

  const resultDir = resultDirOf(inputs, root, result.runName);
  const markdown = renderComment(result, { key });
  const written = resultDir
    ? await writeResultFiles(result, resultDir, markdown)
    : { resultJson: '', reportMarkdown: '' };
  let junit: string | undefined;
  // The failing rows worth an annotation on their dataset line, picked in the pass that writes junit.xml.
  const worst =
    inputs['dataset-file'] && result.metrics ? createWorstRows(result.metrics.passThreshold) : undefined;
  if (resultDir) {
    await writeReportFiles(resultDir, rows, {
      ...(facts.ref ? { ref: facts.ref } : {}),
      ...(facts.sha ? { sha: facts.sha } : {}),
    });
    junit = await writeJunitReport(resultDir, result, root ?? start, actionsLog, worst?.add);
  }
  if (
    resultDir &&
    facts.defaultBranchPush &&
    inputs['baseline-dir'] &&
    result.metrics &&
    result.verdict !== 'error'
  ) {
    // The post step saves this directory to the Actions cache under osmosis-ci-baseline-v1-<digest>-<run id>.
    await saveBaseline(resultDir, resolve(start, inputs['baseline-dir'])).catch((error: unknown) =>
      actionsLog.warning(`Could not write the baseline to ${inputs['baseline-dir']}: ${errorMessage(error)}`),
    );
  }

  const { bundle: bundleMode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact = false } = inputs;
  const bundle =
    resultDir && bundleMode !== undefined && maxMb !== undefined
      ? await bundleAndUpload(
          result,
          { bundle: bundleMode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact },
          {
            resultDir,
            workspace: root ?? start,
            secrets: stepSecrets,
          },
        )
      : undefined;
  const viewer =
    resultDir && inputs.viewer !== undefined && maxMb !== undefined
      ? await viewerAndUpload(
          result,
          { viewer: inputs.viewer, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact },
          { resultDir, workspace: root ?? start, secrets: stepSecrets },
        )
      : undefined;
  const viewerUrl = viewer?.artifactUrl;
  // The report that says where the bundle and the viewer are replaces the one the bundle holds.
  const reported =
    bundle || viewerUrl
      ? renderComment(result, { key, bundle, viewer: viewerUrl ? { url: viewerUrl } : undefined })
      : markdown;
  if ((bundle || viewerUrl) && resultDir) await writeResultFiles(result, resultDir, reported);

  const rowNote =
    worst && junit && inputs['dataset-file']
      ? await annotateRows(worst.finish(), inputs['dataset-file'], result, { start, root })
      : '';
  await writeSummary(reported + rowNote);
  annotateResult(result, root ?? start);
  await commentOnPullRequest(result, {
    mode: inputs['comment-mode'],
    key,
    token: actionInput('github-token'),
    apiUrl: facts.apiUrl,
    repository: parseRepository(facts.repository),
    prNumber: inputs['pr-number'] ?? eventPullRequest(),
    minimizeOutdated: inputs['minimize-outdated'],
    log: actionsLog,
    bundle,
    viewerUrl,
  });
  return {
    result,
    written: { ...written, junit, ...(bundle ? { bundle } : {}), ...(viewer ? { viewer } : {}) },
  };
}

/**
 * A warning on the dataset line of each of the worst failing rows (a local dataset-file only); returns
 * the summary's line that says how many failing rows there were beyond those.
 */
async function annotateRows(
  failing: { worst: FailingRow[]; count: number },
  datasetFile: string,
  result: EvalRunResult,
  where: { start: string; root: string | null },
): Promise<string> {
  if (failing.count === 0 || !result.metrics) return '';
  const candidates = [
    resolve(where.start, datasetFile),
    ...(where.root ? [resolve(where.root, datasetFile)] : []),
  ];
  let lines = new Map<number, number>();
  let file: string | undefined;
  for (const candidate of candidates) {
    try {
      lines = await datasetRowLines(candidate, new Set(failing.worst.map((row) => row.rowIndex)));
      file = candidate;
      break;
    } catch {
      // not there: the next place osmosis would have looked
    }
  }
  if (!file) return '';
  const shown = repoPath(where.start, file);
  let annotated = 0;
  for (const row of failing.worst) {
    const line = lines.get(row.rowIndex);
    if (line === undefined) continue;
    const { title, message } = rowAnnotation(row, result.metrics.runsPerRow);
    annotate('warning', message, { title, file: shown, startLine: line });
    annotated += 1;
  }
  const rest = failing.count - annotated;
  return `\n${failing.count} failing work item${failing.count === 1 ? '' : 's'}: ${annotated} annotated on their line of \`${shown}\`${rest > 0 ? `, ${rest} more not annotated (see junit.xml)` : ''}.\n`;
}

/** Paths in annotations are relative to the repository root (GITHUB_WORKSPACE). */
function repoPath(workspace: string, file: string): string {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  return relative(root, resolve(workspace, file)).split('\\').join('/');
}

/** A config problem points at the config file (line and column when known); each failing row group gets a notice. */
export function annotateResult(result: EvalRunResult, workspace: string): void {
  const error = result.error;
  if (error?.kind === 'usage') {
    const location = error.location;
    annotate('error', error.message, {
      title: 'osmosis-ci: invalid input',
      ...(location
        ? {
            file: repoPath(workspace, location.file),
            ...(location.line !== undefined ? { startLine: location.line } : {}),
            ...(location.column !== undefined ? { startColumn: location.column } : {}),
          }
        : {}),
    });
  }
  const m = result.metrics;
  if (!m) return;
  const config = repoPath(workspace, result.config);
  const groups = [
    ...m.failureGroups.map((g) => ({ title: g.errorType, count: g.count, rows: g.rows })),
    ...(result.belowThreshold && result.belowThreshold.count > 0
      ? [{ title: `reward below ${m.passThreshold}`, ...result.belowThreshold }]
      : []),
  ];
  for (const group of groups) {
    const shown = group.rows.slice(0, 20).map((row) => rowLabel(m.runsPerRow, row));
    const more = group.count > shown.length ? ` … +${group.count - shown.length}` : '';
    annotate('notice', `${group.count} row${group.count === 1 ? '' : 's'}: ${shown.join(', ')}${more}`, {
      title: `osmosis eval: ${group.title}`,
      file: config,
    });
  }
}

/** The step's failure message: the error, the threshold gate, or the regression gate. */
export function failureMessage(result: EvalRunResult): string {
  if (result.error) return result.error.message;
  if (result.gate?.blocking) return result.gate.reason;
  if (result.baseline?.regression?.blocking) return result.baseline.regression.reason;
  return result.gate?.reason ?? `eval-run ended with exit code ${result.exitCode}`;
}
