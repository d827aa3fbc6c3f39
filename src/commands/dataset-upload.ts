/**
 * dataset-validate's upload step: each valid file of the validation, one `osmosis --json dataset upload
 * <file> --yes [--overwrite]` each, on the events core/dataset/dataset-upload.ts allows; invalid files never. A file
 * osmosis does not upload (a name that exists without overwrite, the platform refusing) is a failed upload,
 * named with osmosis's message; the others are still uploaded.
 */
import {
  type DatasetUploadDeps,
  type DatasetUploadOutcome,
  datasetUploadArgs,
  decideDatasetUpload,
  type UploadEvent,
  type UploadedDataset,
  uploadableFiles,
} from '../core/dataset/dataset-upload.js';
import type { DatasetValidateInputs } from '../core/dataset/dataset-validate-inputs.js';
import { explainOsmosisError } from '../core/osmosis/envelope.js';
import { abnormalExit } from '../core/osmosis/osmosis-exit.js';
import type { DatasetValidateResult } from './dataset-validate.js';

export async function uploadDatasets(
  validated: DatasetValidateResult,
  inputs: DatasetValidateInputs,
  event: UploadEvent,
  deps: DatasetUploadDeps,
): Promise<DatasetUploadOutcome> {
  const decision = decideDatasetUpload(
    { upload: inputs.upload, anyBranch: inputs['upload-any-branch'] },
    event,
  );
  const refused = validated.files.filter((file) => !file.valid).map((file) => file.file);
  const outcome: DatasetUploadOutcome = { decision, uploaded: [], failed: [], refused };
  if (!decision.upload) {
    if (inputs.upload) deps.log.info(`Not uploading: ${decision.reason}.`);
    return outcome;
  }
  const files = uploadableFiles(validated.files);
  if (files.length === 0) return outcome;
  const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
  const env = await deps.osmosisEnv();
  for (const file of files) {
    const run = await deps.runOsmosis({
      bin,
      args: datasetUploadArgs(file, inputs.overwrite),
      cwd: validated.workspace,
      env,
    });
    if (run.exitCode === 0 && run.envelope) {
      const uploaded = uploadedOf(file, run.envelope as Record<string, unknown>);
      deps.log.info(`${file}: uploaded${uploaded.url ? ` (${uploaded.url})` : ''}`);
      outcome.uploaded.push(uploaded);
      continue;
    }
    const message = run.spawnError
      ? `${bin} could not start: ${run.spawnError.message}`
      : run.error
        ? explainOsmosisError(
            run.error.error.code,
            run.error.error.message,
            (run.error.error.details ?? {}) as Record<string, unknown>,
          )
        : `osmosis ${abnormalExit(run)}`;
    deps.log.warning(`${file}: upload failed: ${message}`);
    outcome.failed.push({ file, message });
  }
  return outcome;
}

/** The dataset's id and page from osmosis's answer (platform/cli/dataset.py upload: serialize_dataset). */
function uploadedOf(file: string, envelope: Record<string, unknown>): UploadedDataset {
  const resource = (envelope.resource ?? envelope.data ?? {}) as Record<string, unknown>;
  return {
    file,
    ...(typeof resource.id === 'string' ? { id: resource.id } : {}),
    ...(typeof resource.platform_url === 'string' ? { url: resource.platform_url } : {}),
  };
}
