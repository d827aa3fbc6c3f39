/**
 * eval-submit's run viewer, beside its result.json: the page eval-run writes (commands/viewer.ts), read
 * from the outputs the step downloaded. `osmosis eval download` writes a local run's layout
 * (osmosis_ai/platform/cli/run_download.py: metrics.json, summary.jsonl, trajectories/row_<i>_run_<j>.json,
 * logs.txt, artifacts/), with summary.jsonl holding index.jsonl's rows; download: auto brings the
 * trajectories of the failing rows. benchmark-submit downloads CSV tables (summary.csv, results.csv) and
 * train-submit nothing: no rows and no trajectories to show, so they write no viewer.
 */
import { resolve } from 'node:path';
import { DEFAULT_BUNDLE_MAX_MB } from '../../core/artifacts/bundle.js';
import type { ViewerMode } from '../../core/artifacts/viewer.js';
import type { ManagedResult } from '../../core/managed-result.js';
import type { Logger, ViewerDeps } from '../../core/ports.js';
import { managedVerdictLine } from '../../core/report/managed-report.js';
import {
  flippedRows,
  metricFacts,
  type ViewerHead,
  type ViewerNote,
  type ViewerStepInputs,
  writeStepViewer,
} from '../viewer.js';

/** A managed eval's header: the report's verdict, the platform's numbers and the run. */
export function managedViewerHead(result: ManagedResult): ViewerHead {
  const m = result.metrics;
  // A managed eval's skipped samples timed out (the report says so too).
  const facts: [string, string][] = m ? metricFacts(m, result.belowThreshold, 'timed out') : [];
  if (result.run) facts.push(['run', result.run.name]);
  if (result.run?.url) facts.push(['platform', result.run.url]);
  facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
  return {
    title: result.config,
    verdict: `${managedVerdictLine(result)}: ${result.summary}`,
    facts,
    passThreshold: m?.passThreshold ?? 1,
  };
}

/**
 * The step's viewer inputs: the trajectories `mode` asks for (of those downloaded: download: auto brings the
 * failing rows'), within the bundle's default limit; `secrets`, every secret value the step was given, are withheld.
 */
export function viewerStep(
  mode: ViewerMode,
  { resultDir, workspace, secrets }: { resultDir: string; workspace: string; secrets: readonly string[] },
  log: Logger,
): ViewerStepInputs {
  const values = secrets.filter((value) => value !== '');
  return { mode, maxMb: DEFAULT_BUNDLE_MAX_MB, resultDir, workspace, secrets: values, log };
}

/** Writes viewer.html from the downloaded outputs, or removes an earlier one when there are none to read. */
export async function managedViewerRun(
  result: ManagedResult,
  step: ViewerStepInputs,
  deps: ViewerDeps,
): Promise<ViewerNote | undefined> {
  const outputs = result.outputs;
  // summary.jsonl comes home with the trajectories type (osmosis files it there).
  const dir =
    result.kind === 'eval-submit' && result.metrics && outputs?.types.includes('trajectories')
      ? outputs.dir
      : undefined;
  const source = dir
    ? {
        runDirs: [resolve(step.workspace, dir)],
        indexFile: 'summary.jsonl',
        head: managedViewerHead(result),
        flipped: flippedRows(result),
      }
    : undefined;
  return writeStepViewer(source, step, deps);
}
