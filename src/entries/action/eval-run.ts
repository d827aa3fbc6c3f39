/** `eval-run` as an action step: inputs -> eval-run -> result files, summary, outputs. */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  inputLabel,
  mask,
  runContext,
  setOutputs,
  workflowRunUrl,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from '../../adapters/result-files.js';
import { evalRun } from '../../commands/eval-run.js';
import { ExitCode } from '../../core/errors.js';
import { parseEvalRunInputs } from '../../core/inputs.js';
import { evalRunOutputs } from '../../core/outputs.js';
import { renderMarkdown } from '../../core/report.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { ActionFailure } from './failure.js';

export async function evalRunAction(): Promise<void> {
  // Mask before anything can log: every value of the secrets input, whether or not the config needs it.
  const secretsText = actionInput('secrets') ?? '';
  const secrets = parseSecretsInput(secretsText);
  for (const value of secrets.values()) mask(value);

  const inputs = parseEvalRunInputs(actionInput, inputLabel);
  const deps = await evalRunDeps({
    env: process.env,
    log: actionsLog,
    runContext: runContext(),
    workflowRunUrl: workflowRunUrl(),
    mask,
  });
  const result = await evalRun(inputs, secrets, deps);

  const workspace = resolve(inputs['working-directory'] ?? '.');
  const written = await writeResultFiles(
    result,
    inputs['result-dir'] ?? defaultResultDir(workspace, result.runName),
  );
  const markdown = renderMarkdown(result);
  await writeSummary(markdown);
  setOutputs(evalRunOutputs(result, written));
  if (result.exitCode !== ExitCode.ok) {
    throw new ActionFailure(
      result.error?.message ?? result.gate?.reason ?? `eval-run ended with exit code ${result.exitCode}`,
    );
  }
}
