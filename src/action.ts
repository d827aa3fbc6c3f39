/**
 * The actions' entry: `node dist/action/index.js <setup|eval-run>`, called from the composite
 * action.yml steps. Parses inputs once, runs the same command the CLI runs, sets outputs and the job
 * summary, and is the one place that calls core.setFailed.
 */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  addPath,
  fail,
  inputLabel,
  mask,
  runContext,
  setOutputs,
  workflowRunUrl,
  writeSummary,
} from './adapters/actions-runtime.js';
import { evalRunDeps } from './adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from './adapters/result-files.js';
import { evalRun } from './commands/eval-run.js';
import { setup } from './commands/setup.js';
import { ExitCode, errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { parseEvalRunInputs, parseSetupInputs } from './core/inputs.js';
import { evalRunOutputs, setupOutputs } from './core/outputs.js';
import { renderMarkdown } from './core/report.js';
import { parseSecretsInput } from './core/secrets.js';

async function runSetup(): Promise<void> {
  const inputs = parseSetupInputs(actionInput, inputLabel);
  const result = await setup(inputs, process.env, actionsLog);
  addPath(result.binDir);
  setOutputs(setupOutputs(result));
}

async function runEvalRun(): Promise<void> {
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

class ActionFailure extends Error {}

async function main(): Promise<void> {
  const command = process.argv[2];
  try {
    if (command === 'setup') await runSetup();
    else if (command === 'eval-run') await runEvalRun();
    else throw new UsageError(`Unknown osmosis-ci action command ${JSON.stringify(command)}.`);
  } catch (error) {
    const known = error instanceof OsmosisCiError || error instanceof ActionFailure;
    fail(known ? errorMessage(error) : `Unexpected error: ${errorMessage(error)}`);
  }
}

await main();
