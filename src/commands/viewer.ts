/**
 * The run viewer step, after the result files: writes viewer.html beside result.json
 * (deps.writeViewer) and says in the log where it is and what it withheld. eval-run's viewer
 * reads its run's journal (or an adaptive eval's batches), eval-merge's the journals of the legs it
 * merged (managed/viewer.ts: a managed eval's, the outputs it downloaded). Best effort:
 * a viewer that cannot be written is a warning, and the verdict never depends on it.
 */
import { join, resolve } from 'node:path';
import {
  VIEWER_FILE,
  type ViewerData,
  type ViewerMode,
  type ViewerRequest,
} from '../core/artifacts/viewer.js';
import type { RunCost } from '../core/cost/run-cost.js';
import { errorMessage } from '../core/errors.js';
import { errorClassChangeWords } from '../core/evidence/error-class-change.js';
import { duration, grouped } from '../core/format.js';
import type { EvalMetrics } from '../core/metrics.js';
import type { Logger, ViewerDeps } from '../core/ports.js';
import { verdictLine } from '../core/report/comment.js';
import { errorClassesCell, rowErrorClasses } from '../core/report/error-words.js';
import { type EvalRunResult, resultRunDirs } from '../core/result.js';
import { type SampleCounts, sampleCounts, sampleWords } from '../core/sample-counts.js';
import { pct } from '../core/verdict/gate.js';

export interface ViewerStepInputs {
  mode: ViewerMode;
  maxMb: number;
  resultDir: string;
  /** Where the result's runDir is relative to. */
  workspace: string;
  secrets: readonly string[];
  log: Logger;
}

export interface ViewerNote {
  file: string;
  bytes: number;
  /** The workflow artifact holding it, once uploaded. */
  artifactUrl?: string | undefined;
}

export type ViewerHead = Pick<ViewerData, 'title' | 'verdict' | 'facts' | 'passThreshold' | 'costPerToken'>;

/** The pass rate, and the samples in the words of every other surface (core/sample-counts.ts). */
export function metricFacts(
  m: Pick<EvalMetrics, 'passRate' | 'passed' | 'completed' | 'total' | 'skipped'>,
  belowThreshold: { count: number } | undefined,
  skipped = 'skipped',
) {
  const counts = sampleCounts({ metrics: m, belowThreshold }) as SampleCounts;
  return [
    ['pass rate', `${pct(m.passRate)} (${m.passed}/${m.completed})`],
    ['samples', sampleWords(counts, undefined, skipped).join(' · ')],
  ] as [string, string][];
}

/** The viewer's header, in the words of the comment's first lines. */
export function viewerHead(result: EvalRunResult): ViewerHead {
  const m = result.metrics;
  const facts: [string, string][] = [];
  if (m) {
    facts.push(...metricFacts(m, result.belowThreshold), ['tokens', grouped(m.tokens)]);
    if (m.durationMs !== null) facts.push(['duration', duration(m.durationMs)]);
  }
  if (result.errorClasses) facts.push(['errors', errorClassesCell(result.errorClasses)]);
  if (result.errorClassChange)
    facts.push(['errors vs baseline', errorClassChangeWords(result.errorClassChange)]);
  if (result.shards) facts.push(['shards', `${result.shards.count} merged`]);
  if (result.runName) facts.push(['run', result.runName]);
  facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
  return {
    title: result.config,
    verdict: verdictLine(result),
    facts,
    passThreshold: m?.passThreshold ?? 1,
    ...(result.cost ? { costPerToken: costPerToken(result.cost) } : {}),
  };
}

/** A row's price per token as the run's cost line reckons it (core/cost/run-cost.ts), null when unknown. */
function costPerToken(cost: RunCost): { low: number; high: number } | null {
  if (!cost.price) return null;
  const { inputPerMillion: input, outputPerMillion: output } = cost.price;
  return { low: Math.min(input, output) / 1e6, high: Math.max(input, output) / 1e6 };
}

export function flippedRows(
  result: Pick<EvalRunResult, 'baseline'>,
): Map<string, 'pass-to-fail' | 'fail-to-pass'> {
  const flipped = new Map<string, 'pass-to-fail' | 'fail-to-pass'>();
  for (const row of result.baseline?.flipped?.passToFail ?? [])
    flipped.set(`${row.rowIndex}:${row.runIndex}`, 'pass-to-fail');
  for (const row of result.baseline?.flipped?.failToPass ?? [])
    flipped.set(`${row.rowIndex}:${row.runIndex}`, 'fail-to-pass');
  return flipped;
}

/** The rows the row history calls flaky (the comment's noise line names them), by dataset row. */
export function flakyRows(
  result: Pick<EvalRunResult, 'baseline'>,
): Map<number, { passRate: number; trials: number }> {
  const flaky = new Map<number, { passRate: number; trials: number }>();
  for (const row of result.baseline?.history?.flaky.rows ?? [])
    flaky.set(row.row, { passRate: row.passRate, trials: row.trials });
  return flaky;
}

export type ViewerSource = Pick<
  ViewerRequest,
  'runDirs' | 'indexFile' | 'head' | 'flipped' | 'flaky' | 'passK' | 'errorClasses'
>;

/** Writes the page from `source`, or removes an earlier run's page when there is nothing to show. */
export async function writeStepViewer(
  source: ViewerSource | undefined,
  step: ViewerStepInputs,
  deps: ViewerDeps,
) {
  const file = resolve(join(step.resultDir, VIEWER_FILE));
  if (step.mode === 'off' || !source || source.runDirs.length === 0) {
    // An earlier run's viewer must not pass for this one's.
    await deps.removeFile(file).catch(() => undefined);
    return undefined;
  }
  try {
    const written = await deps.writeViewer({
      ...source,
      file,
      mode: step.mode,
      limitBytes: Math.floor(step.maxMb * 1024 * 1024),
      secrets: step.secrets,
    });
    if (written.withheld > 0)
      step.log.warning(
        `Run viewer: ${written.withheld} row(s) withheld: their trajectories hold the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`,
      );
    step.log.info(
      `Run viewer: ${file} (${written.rows} rows, ${written.trajectories} trajectories, ${written.bytes} bytes)`,
    );
    return { file, bytes: written.bytes };
  } catch (error) {
    step.log.warning(`Could not write the run viewer ${file}: ${errorMessage(error)}`);
    return undefined;
  }
}

/** eval-run's and eval-merge's viewer. */
export async function viewerRun(
  result: EvalRunResult,
  step: ViewerStepInputs,
  deps: ViewerDeps,
): Promise<ViewerNote | undefined> {
  const source = result.metrics
    ? {
        runDirs: resultRunDirs(result).map((dir) => resolve(step.workspace, dir)),
        head: viewerHead(result),
        flipped: flippedRows(result),
        flaky: flakyRows(result),
        errorClasses: rowErrorClasses(result.errorClasses),
        ...(result.metrics.passK ? { passK: result.metrics.passK.k } : {}),
      }
    : undefined;
  return writeStepViewer(source, step, deps);
}
