/**
 * eval-submit's baseline step, after the run and before the report: the default branch's last judged
 * eval-submit of the config (in `baseline-dir`, which the action fills from the Actions cache) compared
 * with this run, as eval-run's attachBaseline does (commands/report/steps.ts), on the managed numbers
 * (core/managed/managed-baseline.ts). Only a judged eval is compared; anything else is returned as it was.
 */
import { resolve } from 'node:path';
import type { loadManagedBaseline } from '../../adapters/baseline-files.js';
import {
  compareManagedWithBaseline,
  isJudgedManagedEval,
  withManagedBaseline,
} from '../../core/managed/managed-baseline.js';
import type { ManagedResult } from '../../core/managed-result.js';
import type { ReportDeps } from '../../core/report-ports.js';
import type { ManagedOutcome } from '../managed/index.js';
import { type BaselineStep, logComparison, warnNoBaselineDir, withBaselineCommit } from './steps.js';

/** `load` reads a saved baseline directory (adapters/baseline-files.ts loadManagedBaseline in the entries). */
export async function attachManagedBaseline(
  { result, rows }: ManagedOutcome,
  step: BaselineStep,
  load: typeof loadManagedBaseline,
  commitsBehind?: ReportDeps['commitsBehind'],
): Promise<ManagedResult> {
  if (!isJudgedManagedEval(result)) return result;
  if (step.baselineDir === undefined) {
    warnNoBaselineDir(step);
    return result;
  }
  const loaded = await load(resolve(step.workspace, step.baselineDir));
  const baseline = loaded.kind === 'found' ? loaded.run : null;
  const compared = compareManagedWithBaseline(result, rows, baseline, {
    maxRegression: step.maxRegression,
    unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined,
  });
  const comparison = await withBaselineCommit(compared, baseline?.sha, step.baseSha, commitsBehind);
  logComparison(comparison, loaded.kind === 'unreadable', step.log);
  return withManagedBaseline(result, comparison);
}
