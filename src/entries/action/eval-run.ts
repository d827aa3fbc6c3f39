/** `eval-run` as an action step: inputs -> eval-run -> result files, summary, outputs. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  actionInput,
  actionsLog,
  inputLabel,
  mask,
  runContext,
  setOutputs,
  workflowRunUrl,
} from '../../adapters/actions-runtime.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { evalRun } from '../../commands/eval-run.js';
import { ExitCode } from '../../core/errors.js';
import { parseEvalRunInputs } from '../../core/inputs.js';
import { cacheOutputs, evalRunOutputs } from '../../core/outputs.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { EvalRunCaches, planCaches } from './eval-run-caches.js';
import { failureMessage, reportEvalRun } from './eval-run-report.js';
import { ActionFailure } from './failure.js';

/** The cache worker is this bundle itself, run with the `__cache` command. */
export const cacheWorkerScript = () => fileURLToPath(import.meta.url);

/** The post step: save the caches the main step restored or filled, whatever became of it. */
export async function evalRunPostAction(): Promise<void> {
  const caches = EvalRunCaches.fromState(actionsLog, {
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
  });
  await caches?.save();
}

export async function evalRunAction(): Promise<void> {
  // Mask before anything can log: every value of the secrets input, whether or not the config needs it.
  const secretsText = actionInput('secrets') ?? '';
  const secrets = parseSecretsInput(secretsText);
  for (const value of secrets.values()) mask(value);
  mask(actionInput('github-token') ?? '');

  const inputs = parseEvalRunInputs(actionInput, inputLabel);
  const caches = inputs.cache
    ? new EvalRunCaches(actionsLog, {
        timeoutSeconds: inputs['cache-timeout-seconds'],
        workerScript: cacheWorkerScript(),
        cwd: process.cwd(),
      })
    : undefined;
  const deps = await evalRunDeps({
    env: process.env,
    log: actionsLog,
    runContext: runContext(),
    workflowRunUrl: workflowRunUrl(),
    mask,
    ...(caches
      ? {
          beforeRun: async (context) => caches.restore(await planCaches(context, process.env, process.cwd())),
        }
      : {}),
  });
  const result = await evalRun(inputs, secrets, deps);
  caches?.recordResult(result);

  const workspace = resolve(inputs['working-directory'] ?? '.');
  // Result files, job summary, annotations and the PR comment, all before the step fails.
  const report = await reportEvalRun(result, inputs, workspace);
  const cacheStates = Object.fromEntries(
    Object.entries(caches?.caches ?? {}).map(([name, cache]) => [
      name,
      { key: cache.spec.key, status: cache.status },
    ]),
  );
  setOutputs({ ...evalRunOutputs(report.result, report.written), ...cacheOutputs(cacheStates) });
  if (report.result.exitCode !== ExitCode.ok) throw new ActionFailure(failureMessage(report.result));
}
