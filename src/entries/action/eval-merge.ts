/**
 * `eval-merge` as an action step: the journals of a matrix's shards (eval-run with shard: i/n), found in
 * `.osmosis/evals/` (downloaded artifacts, or restored caches), merged into one result with one gate, one
 * job summary, one sticky comment and one exit code.
 */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  inputLabel,
  mask,
  runContext,
  setOutputs,
  workflowRunUrl,
} from '../../adapters/actions-runtime.js';
import { evalMergeDeps } from '../../adapters/eval-merge-deps.js';
import { evalMerge } from '../../commands/eval-merge.js';
import { invalidInputsResult } from '../../commands/eval-run/index.js';
import { failureMessage } from '../../commands/report/index.js';
import { DEFAULT_BUNDLE_MAX_MB } from '../../core/bundle.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type EvalMergeInputs, parseEvalMergeInputs } from '../../core/eval-merge-inputs.js';
import { evalMergeOutputs } from '../../core/outputs.js';
import { TOOL_VERSION } from '../../core/pins.js';
import { reportActionRun } from './eval-run-report.js';
import { ActionFailure } from './failure.js';
import { NO_FILES } from './report-sinks.js';

export async function evalMergeAction(): Promise<void> {
  mask(actionInput('github-token') ?? '');
  let inputs: EvalMergeInputs;
  try {
    inputs = parseEvalMergeInputs(actionInput, inputLabel);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const result = invalidInputsResult(error, {
      config: actionInput('config'),
      toolVersion: TOOL_VERSION,
      workflowRunUrl: workflowRunUrl(),
      now: new Date(),
    });
    setOutputs(evalMergeOutputs(result, NO_FILES));
    throw new ActionFailure(error.message);
  }
  const outcome = await evalMerge(
    inputs,
    evalMergeDeps({
      runContext: runContext(),
      workflowRunUrl: workflowRunUrl(),
      log: actionsLog,
    }),
  );
  const workspace = resolve(inputs['working-directory'] ?? '.');
  // No bundle (bundle stays unset); the viewer of the merged run within the bundle's default limit.
  const report = await reportActionRun(
    outcome,
    { ...inputs, 'dataset-file': undefined, 'bundle-max-mb': DEFAULT_BUNDLE_MAX_MB },
    outcome.workspace ?? workspace,
    [actionInput('github-token') ?? ''],
  );
  setOutputs(evalMergeOutputs(report.result, report.written));
  if (report.result.exitCode !== ExitCode.ok) {
    throw new ActionFailure(failureMessage(report.result), {
      annotated: report.result.error?.kind === 'usage',
    });
  }
}
