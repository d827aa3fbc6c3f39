/**
 * The run viewer step, after the result files: writes viewer.html beside result.json
 * (adapters/viewer-file.ts) and says in the log where it is and what it withheld. Best effort: a viewer
 * that cannot be written is a warning, and the verdict never depends on it.
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeViewer } from '../adapters/viewer-file.js';
import { verdictLine } from '../core/comment.js';
import { errorMessage } from '../core/errors.js';
import { duration, grouped } from '../core/format.js';
import { pct } from '../core/gate.js';
import type { Logger } from '../core/ports.js';
import type { EvalRunResult } from '../core/result.js';
import { VIEWER_FILE, type ViewerData, type ViewerMode } from '../core/viewer.js';

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

/** The viewer's header, in the words of the comment's first lines. */
export function viewerHead(
  result: EvalRunResult,
): Pick<ViewerData, 'title' | 'verdict' | 'facts' | 'passThreshold'> {
  const m = result.metrics;
  const facts: [string, string][] = [];
  if (m) {
    facts.push(
      ['pass rate', `${pct(m.passRate)} (${m.passed}/${m.completed})`],
      ['samples', `${m.total} total, ${m.completed} completed, ${m.skipped} skipped`],
      ['tokens', grouped(m.tokens)],
    );
    if (m.durationMs !== null) facts.push(['duration', duration(m.durationMs)]);
  }
  if (result.runName) facts.push(['run', result.runName]);
  facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
  return {
    title: result.config,
    verdict: verdictLine(result),
    facts,
    passThreshold: m?.passThreshold ?? 1,
  };
}

function flippedRows(result: EvalRunResult): Map<string, 'pass-to-fail' | 'fail-to-pass'> {
  const flipped = new Map<string, 'pass-to-fail' | 'fail-to-pass'>();
  for (const row of result.baseline?.flipped?.passToFail ?? [])
    flipped.set(`${row.rowIndex}:${row.runIndex}`, 'pass-to-fail');
  for (const row of result.baseline?.flipped?.failToPass ?? [])
    flipped.set(`${row.rowIndex}:${row.runIndex}`, 'fail-to-pass');
  return flipped;
}

export async function viewerRun(
  result: EvalRunResult,
  step: ViewerStepInputs,
): Promise<ViewerNote | undefined> {
  const file = resolve(join(step.resultDir, VIEWER_FILE));
  if (step.mode === 'off' || !result.metrics || !result.runDir) {
    // An earlier run's viewer must not pass for this one's.
    await rm(file, { force: true }).catch(() => undefined);
    return undefined;
  }
  try {
    const written = await writeViewer({
      file,
      runDir: resolve(step.workspace, result.runDir),
      mode: step.mode,
      limitBytes: Math.floor(step.maxMb * 1024 * 1024),
      secrets: step.secrets,
      head: viewerHead(result),
      flipped: flippedRows(result),
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
