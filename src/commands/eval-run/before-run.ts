/**
 * What an eval-run step decides before osmosis starts, for the entries that do work of their own first (the
 * action restores its caches and needs the platform token in hand before anything is paid for).
 */
import { decideUpload, type UploadMode } from '../../core/artifacts/upload.js';
import type { RestoreStatus } from '../../core/cache-keys.js';
import { UsageError } from '../../core/errors.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import { type JournalFacts, whyOsmosisMustRun } from '../../core/journal/completed-journal.js';
import type { BeforeRunContext } from '../../core/ports.js';

/**
 * Why osmosis must start although the restored journal is finished, or null when the journal stands in
 * for the run (its key vouches for every locked input; the rest osmosis itself would re-check).
 */
export function whyJournalCannotStandIn(
  context: BeforeRunContext,
  inputs: EvalRunInputs,
  journal: { restored: RestoreStatus; facts: JournalFacts; osmosisVersion: string | undefined },
): string | null {
  return whyOsmosisMustRun({
    ...journal,
    datasetFile: inputs['dataset-file'] !== undefined,
    fresh: inputs.fresh,
    retryFailed: inputs['retry-failed'],
    runName: context.runName,
    passThreshold: context.config.evaluation.pass_threshold,
  });
}

/**
 * A publish this run will make needs the platform token, and a runner has no `osmosis auth login`: refused
 * (exit 2) before anything starts. A pull request under `upload: default-branch` (a fork's has no secrets)
 * publishes nothing and needs none.
 */
export function requireTokenToPublish(
  upload: UploadMode,
  hasToken: boolean,
  /** The run's event, read only when no token is at hand. */
  event: () => { defaultBranchPush: boolean; eventName?: string | undefined },
): void {
  if (hasToken || !decideUpload(upload, event()).upload) return;
  throw new UsageError(
    `upload: ${upload} publishes this run, which needs the Osmosis platform token: pass it as the \`osmosis-token\` input from a repository secret (or set OSMOSIS_TOKEN).`,
  );
}
