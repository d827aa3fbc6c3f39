/**
 * A step whose inputs are invalid still writes what every other failure writes: result.json, the job
 * summary, one error annotation and the outputs (`exit-code` 2, `verdict` error), so the next step can
 * read them "whatever the verdict". Nothing ran, so nothing else is touched.
 */
import { join, resolve } from 'node:path';
import { actionInput, runFacts, setOutputs, workflowRunUrl } from '../../adapters/actions-runtime.js';
import { writeManagedFiles } from '../../adapters/managed-files.js';
import { writeResultFiles } from '../../adapters/result-files.js';
import { findWorkspace } from '../../adapters/workspace-root.js';
import { invalidInputsResult } from '../../commands/eval-run/index.js';
import { reportInvalidEvalRun, reportInvalidManaged } from '../../commands/report/index.js';
import { ExitCode, type UsageError } from '../../core/errors.js';
import { KINDS, type ManagedKind } from '../../core/managed.js';
import { type ManagedResult, managedOutputs } from '../../core/managed-result.js';
import { ciResultDir } from '../../core/osmosis/paths.js';
import { TOOL_VERSION } from '../../core/osmosis/pins.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import { cacheOutputs, evalRunOutputs } from '../../core/report/outputs.js';
import { RESULT_SCHEMA_VERSION } from '../../core/result.js';
import { ActionFailure } from './failure.js';
import { actionSinks, NO_FILES } from './report-sinks.js';

const path = (text: string) => text.replaceAll('\\', '/');

/**
 * The result-dir input; else `.osmosis/ci/<command>` in the workspace, when there is one; else the
 * runner's temp directory. Never a directory outside those (a missing working-directory is not made).
 */
async function resultDirFor(command: string): Promise<string | undefined> {
  const given = actionInput('result-dir');
  if (given) return resolve(path(given));
  const root = await findWorkspace(resolve(path(actionInput('working-directory') ?? '.'))).catch(
    () => undefined,
  );
  if (root) return ciResultDir(root, command);
  const temp = process.env.RUNNER_TEMP;
  return temp ? join(temp, 'osmosis-ci', command) : undefined;
}

export async function reportInvalidEvalRunInputs(error: UsageError): Promise<never> {
  const config = actionInput('config');
  const result = invalidInputsResult(error, {
    config,
    toolVersion: TOOL_VERSION,
    workflowRunUrl: workflowRunUrl(),
    now: new Date(),
  });
  const facts = runFacts();
  const key = defaultCommentKey({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
  const written = await reportInvalidEvalRun(
    result,
    { key, resultDir: await resultDirFor('eval-run'), workspace: process.cwd() },
    { writeResultFiles, ...actionSinks() },
  );
  setOutputs({ ...evalRunOutputs(result, written ?? NO_FILES), ...cacheOutputs({}) });
  throw new ActionFailure(error.message, { annotated: true });
}

export async function reportInvalidManagedInputs(kind: ManagedKind, error: UsageError): Promise<never> {
  const now = new Date().toISOString();
  const url = workflowRunUrl();
  const result: ManagedResult = {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: KINDS[kind].command,
    tool: { name: 'osmosis-ci', version: TOOL_VERSION },
    osmosisVersion: null,
    config: actionInput('config') ?? '',
    workspace: null,
    run: null,
    code: null,
    verdict: 'error',
    exitCode: ExitCode.usage,
    summary: error.message,
    gate: null,
    metrics: null,
    benchmark: null,
    training: null,
    preflight: null,
    wait: {
      waited: false,
      polls: 0,
      transientErrors: 0,
      timedOut: false,
      cancelled: false,
      stopRequested: false,
    },
    stateFile: null,
    error: { kind: 'usage', message: error.message },
    warnings: [],
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    links: url ? { workflowRun: url } : {},
  };
  const written = await reportInvalidManaged(result, await resultDirFor(KINDS[kind].command), {
    writeManagedFiles,
    ...actionSinks(),
  });
  setOutputs(managedOutputs(result, written ?? NO_FILES));
  throw new ActionFailure(error.message, { annotated: true });
}
