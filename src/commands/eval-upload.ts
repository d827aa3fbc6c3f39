/**
 * eval-upload: publishes a finished local run (its journal under .osmosis/evals/<run-name>, left by this
 * job, a cache or an earlier job) to the Osmosis platform with `osmosis eval upload`. eval-run uses the
 * same `publishJournal` when a restored journal already holds every result and osmosis does not run.
 */
import { join, resolve } from 'node:path';
import {
  publishFailed as failedPublish,
  publishedFrom,
  type UploadResult,
  uploadLine,
} from '../core/artifacts/upload.js';
import { displayPath } from '../core/display-path.js';
import { errorMessage, UsageError } from '../core/errors.js';
import type { EvalUploadInputs } from '../core/eval-upload-inputs.js';
import { evalUploadArgs } from '../core/osmosis/osmosis-args.js';
import { cannotStart } from '../core/osmosis/osmosis-exit.js';
import { journalDir } from '../core/osmosis/paths.js';
import type {
  OsmosisPort,
  OsmosisRun,
  RunFacts,
  RunFilesPort,
  RunWording,
  WorkspacePort,
} from '../core/ports.js';
import { uploadExitCode } from '../core/verdict/upload.js';

/** What publishing a journal uses: osmosis, and the wording of its log and of a publish-again hint. */
export interface PublishDeps {
  osmosis: Pick<OsmosisPort, 'runOsmosis' | 'osmosisEnv'>;
  wording: Pick<RunWording, 'log' | 'publishHint'>;
}

/** What eval-upload uses besides: the workspace, the journal's manifest and osmosis's path. */
export interface EvalUploadDeps extends PublishDeps {
  facts: Pick<RunFacts, 'cwd'>;
  workspace: Pick<WorkspacePort, 'findWorkspace'>;
  files: Pick<RunFilesPort, 'readText'>;
  osmosis: Pick<OsmosisPort, 'runOsmosis' | 'osmosisEnv' | 'resolveOsmosis'>;
}

/** How a message says to publish again: the deps' hint, else the CLI command. */
export function publishAgain(wording: Pick<RunWording, 'publishHint'>, runName: string, replace: boolean) {
  return (
    wording.publishHint?.(runName, replace) ??
    `\`osmosis-ci eval-upload ${runName}${replace ? ' --replace' : ''}\``
  );
}

/** `osmosis eval upload <runDir>` in the workspace; a failure is a `failed` result, never an exception. */
export async function publishJournal(
  options: {
    bin: string;
    workspace: string;
    runDir: string;
    runName: string;
    replace: boolean;
    /** eval-run publishes after its gate (the verdict stands); eval-upload has no verdict. */
    afterVerdict: boolean;
  },
  deps: PublishDeps,
): Promise<UploadResult> {
  const { bin, workspace, runDir, runName, replace } = options;
  const args = evalUploadArgs(displayPath(workspace, runDir), { replace });
  deps.wording.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${workspace})`);
  const again = publishAgain(deps.wording, runName, replace);
  const publishFailed = (reason: string) => failedPublish(reason, again, replace, options.afterVerdict);
  let run: OsmosisRun;
  try {
    run = await deps.osmosis.runOsmosis({
      bin,
      args,
      cwd: workspace,
      env: await deps.osmosis.osmosisEnv(bin),
      onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
      onWarning: (warning) => deps.wording.log.warning(`osmosis: ${warning.warning.message}`),
    });
  } catch (error) {
    return publishFailed(errorMessage(error));
  }
  if (run.spawnError) return publishFailed(cannotStart(bin, run.spawnError).message);
  const published = run.exitCode === 0 ? publishedFrom(run.envelope?.resource, replace) : undefined;
  if (published) return published;
  const reason = run.error
    ? `[${run.error.error.code}] ${run.error.error.message}`
    : `osmosis eval upload exited with code ${run.exitCode} without a result.`;
  return publishFailed(reason);
}

export interface EvalUploadOutcome {
  upload: UploadResult;
  runName: string;
  /** The journal, relative to the workspace. */
  runDir: string;
  exitCode: 0 | 2 | 3;
}

/** eval-upload: the journal must be there and finished (a missing one is exit 2); a failed publish is exit 3. */
export async function evalUpload(inputs: EvalUploadInputs, deps: EvalUploadDeps): Promise<EvalUploadOutcome> {
  const runName = inputs['run-name'];
  const start = resolve(deps.facts.cwd, inputs['working-directory'] ?? '.');
  const workspace = await deps.workspace.findWorkspace(start);
  const runDir = journalDir(workspace, runName);
  const shown = displayPath(workspace, runDir);
  if ((await deps.files.readText(join(runDir, 'manifest.json'))) === undefined) {
    throw new UsageError(
      `No journal of run ${runName} at ${shown} (in ${workspace}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`,
    );
  }
  const bin = await deps.osmosis.resolveOsmosis(inputs['osmosis-path']);
  const upload = await publishJournal(
    { bin, workspace, runDir, runName, replace: inputs.replace, afterVerdict: false },
    deps,
  );
  if (upload.status === 'published') deps.wording.log.info(upload.message);
  else deps.wording.log.warning(upload.message);
  return {
    upload,
    runName,
    runDir: shown,
    exitCode: uploadExitCode(upload.status),
  };
}

/** The step summary of an eval-upload: the run and what became of its publish. */
export function uploadSummary(outcome: Pick<EvalUploadOutcome, 'runName' | 'upload'>): string {
  return `### osmosis eval upload: ${outcome.runName}\n\n${uploadLine(outcome.upload) ?? ''}\n`;
}
