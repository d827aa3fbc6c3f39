/**
 * The run bundle step, after the result files: writes the zip (deps.writeBundle) and says in the
 * log what it holds, what the size limit left out and which files it refused because they hold a secret
 * value (named, never the value). Best effort: a bundle that cannot be written is a warning, and the
 * verdict never depends on it.
 */
import { join, resolve } from 'node:path';
import { type BundleMode, bundleFileName, type ReportDocuments } from '../core/artifacts/bundle.js';
import { type BundleNote, bundleNote, refusedName } from '../core/artifacts/bundle-words.js';
import { errorMessage } from '../core/errors.js';
import type { BundleDeps, Logger } from '../core/ports.js';
import { type EvalRunResult, resultRunDirs } from '../core/result.js';

export interface BundleStep {
  mode: BundleMode;
  maxMb: number;
  resultDir: string;
  /** Where the result's runDir is relative to. */
  workspace: string;
  /** Every secret value given to the step. */
  secrets: readonly string[];
  log: Logger;
  /** result.json and report.md in memory (the report writes them after the bundle); else read from resultDir. */
  documents?: ReportDocuments | undefined;
}

export async function bundleRun(
  result: EvalRunResult,
  step: BundleStep,
  deps: BundleDeps,
): Promise<BundleNote | undefined> {
  const file = resolve(join(step.resultDir, bundleFileName(result.runName)));
  const runDirs = resultRunDirs(result).map((dir) => resolve(step.workspace, dir));
  if (step.mode === 'off' || !result.metrics || runDirs.length === 0) {
    // An earlier run's bundle must not pass for this one's.
    await deps.removeFile(file).catch(() => undefined);
    if (step.mode !== 'off') step.log.info('No run bundle: the run has no results to bundle.');
    return undefined;
  }
  try {
    const written = await deps.writeBundle({
      file,
      runDir: runDirs[0] as string,
      runDirs,
      resultDir: resolve(step.resultDir),
      runName: result.runName ?? '',
      mode: step.mode,
      limitBytes: Math.floor(step.maxMb * 1024 * 1024),
      passThreshold: result.metrics.passThreshold,
      secrets: step.secrets,
      documents: step.documents,
    });
    const { plan } = written;
    for (const candidate of plan.refused) {
      step.log.warning(
        `Run bundle: ${refusedName(candidate, written.forms)} is left out: it holds the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`,
      );
    }
    if (plan.omitted.length > 0) {
      step.log.info(
        `Run bundle: ${plan.omitted.length} file(s) left out past the ${step.maxMb} MB limit (bundle-max-mb); its README.md lists them.`,
      );
    }
    step.log.info(`Run bundle: ${file} (${plan.included.length} files, ${written.zipBytes} bytes)`);
    return bundleNote(file, written.zipBytes, plan, written.forms);
  } catch (error) {
    step.log.warning(`Could not write the run bundle ${file}: ${errorMessage(error)}`);
    return undefined;
  }
}
