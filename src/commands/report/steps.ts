/**
 * The report's steps after a run: per-row outcomes and the baseline comparison (and its max-regression
 * gate), the failing rows' details, and the files beside result.json. Each reaches the disk through the
 * report's deps (core/report-ports.ts).
 */
import { join, resolve } from 'node:path';
import { JUNIT_FILE } from '../../core/artifacts/junit.js';
import {
  type BaselineComparison,
  type BaselineRun,
  type RowOutcomes,
  withBaseline,
} from '../../core/baseline/baseline.js';
import { baselineCommitSentence } from '../../core/baseline/baseline-commit.js';
import { errorMessage } from '../../core/errors.js';
import { withoutInfrastructureErrors } from '../../core/evidence/error-classes.js';
import { journalDigest } from '../../core/history/history-join.js';
import { identitiesOnSameBytes } from '../../core/history/history-match.js';
import { withHistory } from '../../core/history/history-reruns.js';
import { appendRun, durationsOfRun, emptyHistory, rowsOfRun } from '../../core/history/row-history.js';
import type { IndexRow } from '../../core/metrics.js';
import type { Logger } from '../../core/ports.js';
import type { ReportDeps, ReportFiles } from '../../core/report-ports.js';
import { type EvalRunResult, resultRunDirs } from '../../core/result.js';
import type { EvalRunOutcome } from '../eval-run/index.js';
import { compareRun } from './compare-run.js';
import { type WaiverStep, withAge, withWaivers } from './waivers.js';

export { withBaselineCommit } from './compare-run.js';

export interface BaselineStep {
  workspace: string;
  baselineDir: string | undefined;
  maxRegression: number | undefined;
  log: Logger;
  /** The pull request's base commit, the baseline to compare with, when this run is for a pull request. */
  baseSha?: string | undefined;
  /** Where the local dataset file may be (its rows' identities are read from it). */
  datasetFiles?: readonly string[];
  /** What an expired waiver does and the accepting label (commands/report/waivers.ts). */
  waivers?: Omit<WaiverStep, 'loaded'>;
  /** The baseline line's clock, and baseline-max-age in days. */
  baselineAge?: { now: Date; maxDays: number };
}

/**
 * Adds this run's row outcomes and dataset to the result and compares them with the baseline in
 * baselineDir, if given. The dataset goes into every result, so that a result saved as a baseline says
 * which dataset its rows are rows of.
 */
export async function attachBaseline(
  {
    result,
    rows: given,
    workspace,
    history,
    historyNote,
    waivers,
    regrader,
  }: Pick<EvalRunOutcome, 'result' | 'rows' | 'history' | 'historyNote' | 'waivers' | 'regrader'> & {
    workspace?: string | null;
  },
  step: BaselineStep,
  deps: Pick<ReportFiles, 'readRunDataset' | 'loadBaseline' | 'readRowIdentities' | 'loadHistory'> &
    Pick<ReportDeps, 'commitsBehind' | 'pullRequestLabel'>,
): Promise<{ result: EvalRunResult; rows: RowOutcomes | null; baseline?: BaselineRun | null }> {
  const m = result.metrics;
  const where = { workspace: workspace ?? step.workspace, datasetFiles: step.datasetFiles };
  const rows = await withIdentities(given, result, where, deps);
  // Always when the rows were read, none below included: every surface then tells below from errored.
  let next: EvalRunResult = rows ? { ...result, belowThreshold: rows.belowThreshold } : result;
  const dataset = result.dataset ?? (await runDataset(result.runDir, workspace ?? step.workspace, deps));
  if (dataset) next = { ...next, dataset };
  if (!m || result.verdict === 'error') return { result: next, rows };
  if (step.baselineDir === undefined) {
    warnNoBaselineDir(step);
    return { result: next, rows };
  }
  const loaded = await deps.loadBaseline(resolve(step.workspace, step.baselineDir));
  const baseline = loaded.kind === 'found' ? loaded.run : null;
  const waiverStep = step.waivers ? { ...step.waivers, loaded: waivers } : undefined;
  const { comparison, gated, graderChanged, graderWarning } = await compareRun(
    { result, rows, dataset, regrader, historyDecides: history !== undefined },
    { baseline, unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined },
    { step, waiverStep },
    deps,
  );
  const underBase = comparison.graderChange?.judged === 'base-grader';
  const evidence = underBase ? { historyNote: UNDER_BASE } : { history, historyNote };
  const judged = judgedByHistory(comparison, evidence, baseline !== null, step.maxRegression);
  const waived = await withWaivers(
    judged,
    { rows, errored: gated.errored, step: waiverStep, graderChanged },
    deps,
  );
  const historyRuns = await historyRunsIn(resolve(step.workspace, step.baselineDir), deps);
  const aged = withAge(waived.comparison, step.baselineAge, historyRuns);
  const warnings = [...(graderWarning ? [graderWarning] : []), ...waived.warnings];
  if (aged.warning) warnings.push(aged.warning);
  for (const warning of warnings) step.log.warning(warning);
  logComparison(aged.comparison, loaded.kind === 'unreadable', step.log);
  const withWarnings = warnings.length > 0 ? { ...next, warnings: [...next.warnings, ...warnings] } : next;
  return { result: withBaseline(withWarnings, aged.comparison, baseline), rows, baseline };
}

/** Why the row history does not judge a run judged under the base grader (its re-runs were graded by the new one). */
const UNDER_BASE =
  'The row history did not judge this run: the grader changed, so the re-graded samples are compared with the baseline instead.';

/** The dataset the run read, from its run directory (none without one). */
async function runDataset(
  runDir: string | null,
  workspace: string,
  deps: Pick<ReportFiles, 'readRunDataset'>,
): Promise<Awaited<ReturnType<ReportFiles['readRunDataset']>> | undefined> {
  return runDir === null ? undefined : await deps.readRunDataset(resolve(workspace, runDir));
}

/** The history judged this run only when the baseline beside it could be read. */
function judgedByHistory(
  comparison: BaselineComparison,
  evidence: Pick<EvalRunOutcome, 'history' | 'historyNote'>,
  baselineFound: boolean,
  maxRegression: number | undefined,
): BaselineComparison {
  if (!baselineFound) return comparison;
  if (evidence.history) return withHistory(comparison, evidence.history, maxRegression);
  if (evidence.historyNote)
    return { ...comparison, message: `${comparison.message} ${evidence.historyNote}` };
  return comparison;
}

/** How many default-branch runs the row history beside the baseline holds (null: none). */
async function historyRunsIn(dir: string, deps: Pick<ReportFiles, 'loadHistory'>): Promise<number | null> {
  const loaded = await deps.loadHistory(dir).catch(() => null);
  return loaded?.kind === 'found' ? loaded.history.runs.length : null;
}

/**
 * The run's rows with their identities (core/rows/row-identity.ts), read from its dataset file when the run
 * did not read them already: rows.json carries them, so the baseline and the row history match rows by
 * them. Best effort: without them rows are paired by position on a dataset of the same bytes.
 */
async function withIdentities(
  rows: RowOutcomes | null,
  result: EvalRunResult,
  where: { workspace: string; datasetFiles: readonly string[] | undefined },
  deps: Pick<ReportFiles, 'readRowIdentities'>,
): Promise<RowOutcomes | null> {
  const runDir = resultRunDirs(result)[0];
  if (!rows || rows.identities || runDir === undefined) return rows;
  const read = await deps.readRowIdentities(resolve(where.workspace, runDir), where.datasetFiles ?? []);
  return read.identities ? { ...rows, identities: read.identities } : rows;
}

/** The comparison in the log: an unreadable baseline is a warning, anything else a line of information. */
export function logComparison(comparison: BaselineComparison, unreadable: boolean, log: Logger): void {
  if (unreadable) log.warning(comparison.message);
  else log.info(`Baseline: ${comparison.message}`);
  const commit = comparison.reference?.commit;
  if (commit) log.info(`Baseline: ${baselineCommitSentence(commit)}`);
  for (const change of comparison.configChanges ?? []) log.info(`Baseline: changed since: ${change}`);
  if (comparison.line) log.info(comparison.line);
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
  deps: Pick<ReportFiles, 'readFailingRows'>,
): Promise<EvalRunResult> {
  const m = result.metrics;
  if (!m || !result.runDir || m.completed === m.passed) return result;
  try {
    const failingRows = await deps.readFailingRows({
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
  deps: Pick<ReportFiles, 'writeRowsFile'>,
): Promise<{ rowsJson?: string }> {
  if (!rows) return {};
  // The durations live in the row history; rows.json keeps to the outcomes a comparison reads.
  const { durations: _durations, ...outcomes } = rows;
  const rowsJson = await deps.writeRowsFile(resultDir, {
    ...outcomes,
    ...(source.ref || source.sha ? { source } : {}),
  });
  return { rowsJson };
}

/**
 * junit.xml beside result.json: one test case per work item of the run's journal, streamed from its
 * index.jsonl. Undefined when the run has no results to list, or the file could not be written (a
 * warning: the verdict never depends on it). `onRow` sees every row of that same pass.
 */
export async function writeJunitReport(
  resultDir: string,
  result: EvalRunResult,
  { workspace, onRow }: { workspace: string; onRow?: ((row: IndexRow) => void) | undefined },
  deps: Pick<ReportFiles, 'log' | 'writeJunitFile' | 'removeJunitFile'>,
): Promise<string | undefined> {
  const file = resolve(join(resultDir, JUNIT_FILE));
  const runDirs = resultRunDirs(result);
  if (!result.metrics || runDirs.length === 0) {
    // An earlier run's file must not pass for this one's in a test-report panel.
    deps.removeJunitFile(file);
    return undefined;
  }
  try {
    await deps.writeJunitFile(
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
    deps.log.warning(`Could not write ${file}: ${errorMessage(error)}`);
    return undefined;
  }
}

/**
 * On a default-branch run saved as the baseline: the run joins the row history beside it (the last
 * `limit` runs). An unreadable history is a warning and starts afresh; a failure to write is a warning.
 */
export async function recordHistory(
  result: EvalRunResult,
  rows: RowOutcomes | null,
  place: { baselineDir: string; limit: number; source: { ref?: string; sha?: string } },
  deps: Pick<ReportFiles, 'log' | 'loadHistory' | 'saveHistory'>,
): Promise<void> {
  const m = result.metrics;
  if (!rows || !m) return;
  const loaded = await deps.loadHistory(place.baselineDir);
  if (loaded.kind === 'unreadable')
    deps.log.warning(`The row history is unreadable (${loaded.reason}); a new one starts with this run.`);
  const previous =
    loaded.kind === 'found'
      ? { ...loaded.history, limit: place.limit }
      : emptyHistory(m.passThreshold, place.limit);
  const order = rows.identities ?? identitiesOnSameBytes(previous, result.dataset ?? undefined);
  const keyed = order ? { ...rows, identities: order } : rows;
  const appended = appendRun(previous, {
    info: {
      finishedAt: result.finishedAt,
      runName: result.runName,
      ...(place.source.ref ? { ref: place.source.ref } : {}),
      ...(place.source.sha ? { sha: place.source.sha } : {}),
      journal: journalDigest(result, rows),
    },
    passThreshold: m.passThreshold,
    dataset: result.dataset ?? undefined,
    // Keyed by identity when the dataset was read (rows that left it drop out); else by position, and a
    // run on another dataset starts the history afresh (a position may hold another row there).
    // A provider's or the machinery's error says nothing about the agent: it never joins as a failure.
    rows: rowsOfRun(withoutInfrastructureErrors(keyed, result.errorClasses) ?? keyed),
    datasetRows: keyed.identities,
    // Each row's duration in this run, which matrix shards are balanced by.
    durations: durationsOfRun(keyed),
  });
  if (appended.duplicate) {
    deps.log.info('Row history: this run (the same journal) is in it already; it joins once.');
    return;
  }
  if (appended.restarted) deps.log.info(`Row history: started afresh, ${appended.restarted}.`);
  try {
    await deps.saveHistory(place.baselineDir, appended.history);
    deps.log.info(
      `Row history: this run joined it (${appended.history.runs.length} of at most ${place.limit} default-branch runs, ${appended.history.rows.size} rows).`,
    );
  } catch (error) {
    deps.log.warning(`Could not write the row history to ${place.baselineDir}: ${errorMessage(error)}`);
  }
}
