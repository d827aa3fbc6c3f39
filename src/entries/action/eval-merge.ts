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
  runFacts,
  setOutputs,
  workflowRunUrl,
} from '../../adapters/actions-runtime.js';
import { evalMergeDeps } from '../../adapters/eval-merge-deps.js';
import { evalMerge } from '../../commands/eval-merge.js';
import { withBaselineDir } from '../../commands/eval-run/baseline-inputs.js';
import { invalidInputsResult } from '../../commands/eval-run/index.js';
import { failureMessage } from '../../commands/report/index.js';
import { DEFAULT_BUNDLE_MAX_MB } from '../../core/artifacts/bundle.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type EvalMergeInputs, parseEvalMergeInputs } from '../../core/eval-merge-inputs.js';
import { TOOL_VERSION } from '../../core/osmosis/pins.js';
import { evalMergeOutputs } from '../../core/report/outputs.js';
import { baselinePlan } from './baseline-plan.js';
import { EvalRunCaches } from './eval-run-caches.js';
import { reportActionRun } from './eval-run-report.js';
import { ActionFailure } from './failure.js';
import { NO_FILES } from './report-sinks.js';

/**
 * The baseline and row history in the Actions cache, as eval-run keeps them: a pull request restores the
 * default branch's to compare with; a default-branch push restores them so that the merged run joins the
 * history, and is never gated on them (unless the workflow named a baseline-dir of its own).
 */
async function restoreMergeBaseline(inputs: EvalMergeInputs) {
  const caches = EvalRunCaches.forStep(actionsLog, inputs);
  const facts = runFacts();
  const baseline = baselinePlan({
    workingDirectory: inputs['working-directory'] ?? '.',
    config: inputs.config,
    baselineDir: inputs['baseline-dir'],
    caching: caches !== undefined,
    commit: facts,
  });
  if (caches && baseline.spec) await caches.restoreBaseline(baseline.spec);
  const withBaseline = withBaselineDir(inputs, {
    dir: baseline.dir,
    defaultBranchPush: facts.defaultBranchPush,
  });
  return { caches, baseline, withBaseline };
}

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
  const { caches, baseline, withBaseline } = await restoreMergeBaseline(inputs);
  const outcome = await evalMerge(
    withBaseline,
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
    { ...withBaseline, 'dataset-file': undefined, 'bundle-max-mb': DEFAULT_BUNDLE_MAX_MB },
    outcome.workspace ?? workspace,
    [actionInput('github-token') ?? ''],
  );
  // The merged run, not a leg, is the default branch's baseline: the post step saves it once.
  if (caches && baseline.spec && report.baselineSaved) caches.trackBaseline(baseline.spec);
  setOutputs(evalMergeOutputs(report.result, report.written));
  if (report.result.exitCode !== ExitCode.ok) {
    throw new ActionFailure(failureMessage(report.result), {
      annotated: report.result.error?.kind === 'usage',
    });
  }
}
