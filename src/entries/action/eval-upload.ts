/** `eval-upload` as an action step: publish a finished local run left by this job, a cache or an earlier job. */
import { resolve } from 'node:path';
import {
  actionHint,
  actionInput,
  actionsLog,
  annotate,
  inputLabel,
  mask,
  runContext,
  setOutputs,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { evalUpload, uploadSummary } from '../../commands/eval-upload.js';
import { ExitCode } from '../../core/errors.js';
import { parseEvalUploadInputs } from '../../core/eval-upload-inputs.js';
import { uploadOutputs } from '../../core/report/outputs.js';
import { ActionFailure } from './failure.js';
import { osmosisToken } from './platform-token.js';

export async function evalUploadAction(): Promise<void> {
  const token = osmosisToken();
  const inputs = parseEvalUploadInputs(actionInput, inputLabel);
  await requireDirectory(resolve(inputs['working-directory'] ?? '.'));
  const deps = await evalRunDeps({
    env: process.env,
    log: actionsLog,
    runContext: runContext(),
    hint: actionHint,
    mask,
    auth: { token, platformUrl: inputs['platform-url'] },
    publishHint: (runName, replace) =>
      `this step again (run-name: ${runName}${replace ? ', replace: true' : ''})`,
  });
  const outcome = await evalUpload(inputs, deps);
  await writeSummary(uploadSummary(outcome));
  setOutputs({
    ...uploadOutputs(outcome.upload),
    'run-name': outcome.runName,
    'exit-code': String(outcome.exitCode),
  });
  if (outcome.exitCode !== ExitCode.ok) {
    annotate('error', outcome.upload.message, { title: 'osmosis-ci: publish failed' });
    throw new ActionFailure(outcome.upload.message, { annotated: true });
  }
}
