/**
 * The action's run bundle and viewer: written after the result files (commands/bundle.ts, viewer.ts);
 * the bundle with `upload-artifact: true`, the viewer unless it is false, uploaded as workflow artifacts
 * whose links the summary and comment carry.
 * A failed upload is a warning and a line in the report; the verdict never depends on it.
 */
import { actionsLog } from '../../adapters/actions-runtime.js';
import { uploadArtifactFile } from '../../adapters/artifact-upload.js';
import { bundleDeps } from '../../adapters/bundle-file.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { bundleRun } from '../../commands/bundle.js';
import type { EvalRunOutcome } from '../../commands/eval-run/index.js';
import { type ViewerNote, viewerRun } from '../../commands/viewer.js';
import { artifactUrl } from '../../core/artifacts/bundle.js';
import type { BundleNote } from '../../core/artifacts/bundle-words.js';
import { viewerArtifactName } from '../../core/artifacts/viewer.js';
import { errorMessage } from '../../core/errors.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import type { BundlePlace } from '../../core/report-ports.js';
import type { EvalRunResult } from '../../core/result.js';
import { ambientSecretValues } from '../../core/secrets.js';

/** Every secret value this step was given: the secrets input, the tokens, the provider keys in its environment. */
export function stepSecretValues(
  outcome: Pick<EvalRunOutcome, 'sensitive'>,
  given: readonly string[],
): string[] {
  return [...new Set([...given, ...(outcome.sensitive ?? []), ...ambientSecretValues(process.env)])].filter(
    (value) => value !== '',
  );
}

/** eval-run's bundle inputs (eval-merge writes no bundle). */
export type BundleInputs = Pick<EvalRunInputs, 'bundle' | 'bundle-max-mb' | 'upload-artifact'>;

export async function bundleAndUpload(
  result: EvalRunResult,
  inputs: BundleInputs,
  where: BundlePlace,
): Promise<BundleNote | undefined> {
  const note = await bundleRun(
    result,
    {
      mode: inputs.bundle,
      maxMb: inputs['bundle-max-mb'],
      resultDir: where.resultDir,
      workspace: where.workspace,
      secrets: where.secrets,
      documents: where.documents,
      log: actionsLog,
    },
    bundleDeps,
  );
  if (!note || inputs['upload-artifact'] !== true) return note;
  const uploaded = await uploadOne(note.file, 'run bundle');
  return { ...note, ...uploaded };
}

/** Uploads one file as a workflow artifact; what the report says about it (its link, or why not). */
async function uploadOne(
  file: string,
  what: string,
  name?: string,
): Promise<{ artifactId?: number; artifactUrl?: string; uploadError?: string }> {
  try {
    const uploaded = await uploadArtifactFile(file, name);
    const env = process.env;
    const url =
      env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? artifactUrl({
            serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
            repository: env.GITHUB_REPOSITORY,
            runId: env.GITHUB_RUN_ID,
            artifactId: uploaded.id,
          })
        : undefined;
    actionsLog.info(`The ${what} uploaded as workflow artifact ${uploaded.id}${url ? `: ${url}` : ''}`);
    return { artifactId: uploaded.id, ...(url ? { artifactUrl: url } : {}) };
  } catch (error) {
    const why = errorMessage(error);
    actionsLog.warning(`Could not upload the ${what} as a workflow artifact: ${why}`);
    return { uploadError: why };
  }
}

/** The run viewer beside result.json and, unless upload-artifact is false, its own unzipped artifact. */
export async function viewerAndUpload(
  result: EvalRunResult,
  inputs: Pick<EvalRunInputs, 'viewer' | 'bundle-max-mb' | 'upload-artifact'>,
  where: { resultDir: string; workspace: string; secrets: readonly string[] },
): Promise<ViewerNote | undefined> {
  const note = await viewerRun(
    result,
    {
      mode: inputs.viewer,
      maxMb: inputs['bundle-max-mb'],
      ...where,
      log: actionsLog,
    },
    viewerDeps,
  );
  if (!note || !viewerUploadWanted(inputs['upload-artifact'], result)) return note;
  return uploadViewer(note, result.runName);
}

/**
 * Whether to upload the viewer: upload-artifact true, or unset where the runner gives this step the
 * artifact service (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL: every JavaScript action step on
 * GitHub, a pull request from a fork too; no `permissions:` entry is needed), except on a matrix leg,
 * whose rows eval-merge's viewer shows.
 */
export function viewerUploadWanted(
  input: boolean | undefined,
  result: Pick<EvalRunResult, 'shard'>,
  env = process.env,
): boolean {
  if (input !== undefined) return input;
  if (result.shard) return false;
  if (env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL) return true;
  actionsLog.info(
    'The run viewer stays a file: this runner gives the step no artifact service (ACTIONS_RESULTS_URL), so it was not uploaded.',
  );
  return false;
}

/** viewer.html as its own unzipped workflow artifact: the note gains its link, or stays as it was. */
export async function uploadViewer(note: ViewerNote, runName: string | null): Promise<ViewerNote> {
  const uploaded = await uploadOne(note.file, 'run viewer', viewerArtifactName(runName));
  return uploaded.artifactUrl ? { ...note, artifactUrl: uploaded.artifactUrl } : note;
}
