/**
 * `dataset-validate` as an action: the files given, or with changed-only those the pull request (or push)
 * changed, from the event's own commits (no API call). Each problem becomes an error annotation on its
 * file and line; the job summary gets the table.
 */
import {
  actionInput,
  actionsLog,
  eventPayload,
  inputLabel,
  runFacts,
  setOutputs,
} from '../../adapters/actions-runtime.js';
import { datasetUploadDeps, datasetValidateDeps } from '../../adapters/dataset-files.js';
import { uploadDatasets } from '../../commands/dataset-upload.js';
import { datasetStepExitCode, datasetValidate } from '../../commands/dataset-validate.js';
import { reportUpload } from '../../commands/report/dataset-validate.js';
import { reportValidation } from '../../commands/report/index.js';
import { datasetUploadOutputs, type UploadEvent } from '../../core/dataset/dataset-upload.js';
import { parseDatasetValidateInputs } from '../../core/dataset/dataset-validate-inputs.js';
import { datasetValidateOutputs } from '../../core/dataset/dataset-validate-report.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { ActionFailure } from './failure.js';
import { osmosisToken } from './platform-token.js';
import { actionSinks } from './report-sinks.js';

const NO_COMMIT = /^0+$/;

/** base and head of the event: a pull request's own commits, or a push's before and after. */
function eventCommits(): { base?: string; head?: string } {
  const payload = eventPayload() as {
    pull_request?: { base?: { sha?: string }; head?: { sha?: string } };
    before?: string;
    after?: string;
  };
  if (payload.pull_request)
    return { base: payload.pull_request.base?.sha, head: payload.pull_request.head?.sha };
  if (payload.before && payload.after && !NO_COMMIT.test(payload.before))
    return { base: payload.before, head: payload.after };
  return {};
}

/** The event, as the upload decides on it (a push to the default branch uploads by default). */
function uploadEvent(): UploadEvent {
  const name = process.env.GITHUB_EVENT_NAME ?? '';
  if (name === 'pull_request' || name === 'pull_request_target') return { kind: 'pull_request' };
  if (name === 'push') return { kind: 'push', defaultBranch: runFacts().defaultBranchPush };
  return { kind: 'other', name };
}

export async function datasetValidateAction(): Promise<void> {
  const token = osmosisToken();
  const commits = eventCommits();
  // The commits come from the event only: an action has no base/head inputs to forge them with.
  const get = (name: string) => (name === 'base' || name === 'head' ? commits[name] : actionInput(name));
  const inputs = parseDatasetValidateInputs(get, inputLabel);
  if (inputs['changed-only'] && !(inputs.base && inputs.head)) {
    throw new UsageError(
      `changed-only needs a pull_request or push event with both commits (this is ${process.env.GITHUB_EVENT_NAME || 'no event'}). Set changed-only: false to validate every file given.`,
    );
  }
  const result = await datasetValidate(inputs, datasetValidateDeps(process.env, actionsLog));
  const sinks = actionSinks(process.env.GITHUB_WORKSPACE ?? process.cwd());
  await reportValidation(result, sinks);
  const auth = { token, platformUrl: inputs['platform-url'] };
  const upload = inputs.upload
    ? await uploadDatasets(result, inputs, uploadEvent(), datasetUploadDeps(process.env, actionsLog, auth))
    : undefined;
  if (upload) await reportUpload(upload, sinks);
  // Invalid files fail the check (1) before a failed upload (3): the annotations say which.
  const exitCode = datasetStepExitCode(result.exitCode, upload?.failed.length ?? 0);
  setOutputs({ ...datasetValidateOutputs(result.files, exitCode), ...datasetUploadOutputs(upload) });
  if (result.exitCode !== ExitCode.ok) {
    const invalid = result.files.filter((file) => !file.valid).map((file) => file.file);
    throw new ActionFailure(
      `Invalid dataset file(s): ${invalid.join(', ')}. The annotations show each problem.`,
    );
  }
  if (exitCode !== ExitCode.ok)
    throw new ActionFailure(
      `Upload failed for: ${upload?.failed.map((failed) => failed.file).join(', ')}. The annotations say why.`,
      { annotated: true },
    );
}
