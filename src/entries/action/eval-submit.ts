/** eval-submit (and, through managedAction, benchmark-submit and train-submit) as an action step. */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  inputLabel,
  mask,
  setOutputs,
  workflowRunUrl,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir, writeManagedFiles } from '../../adapters/managed-files.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { managedRun } from '../../commands/managed.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import type { ManagedKind } from '../../core/managed.js';
import { type ManagedInputs, parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedMarkdown } from '../../core/managed-report.js';
import { type ManagedResult, managedOutputs } from '../../core/managed-result.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { ActionFailure } from './failure.js';
import { reportInvalidManagedInputs } from './invalid-inputs.js';
import { restoreSubmissions, saveSubmissions } from './submissions-cache.js';

export function managedAction(kind: ManagedKind): () => Promise<void> {
  return async () => {
    // Mask before anything can log: every secret value and the token, whether or not they are used.
    const secrets = parseSecretsInput(actionInput('secrets') ?? '');
    for (const value of secrets.values()) mask(value);
    const token = actionInput('token');
    if (token) mask(token.trim());

    let inputs: ManagedInputs;
    try {
      inputs = parseManagedInputs(kind, actionInput, inputLabel);
      await requireDirectory(resolve(inputs['working-directory'] ?? '.'));
    } catch (error) {
      // Invalid inputs get their outputs, summary and result.json too, before the step fails.
      if (error instanceof UsageError) return reportInvalidManagedInputs(kind, error);
      throw error;
    }
    const workspace = resolve(inputs['working-directory'] ?? '.');
    await restoreSubmissions({
      workspace,
      step: {
        kind,
        config: inputs.config,
        stateKey: inputs['state-key'] ?? null,
        workspace: inputs.workspace ?? null,
      },
    });
    const cancel = cancelOnSignals(actionsLog);
    let result: ManagedResult;
    try {
      result = await managedRun(
        inputs,
        secrets,
        managedDeps({
          env: process.env,
          log: actionsLog,
          cancelSignal: cancel.signal,
          workflowRunUrl: workflowRunUrl(),
          mask,
        }),
      );
    } finally {
      cancel.dispose();
    }
    const written = await writeManagedFiles(
      result,
      inputs['result-dir'] ?? defaultManagedResultDir(workspace, result),
    );
    await writeSummary(renderManagedMarkdown(result));
    setOutputs(managedOutputs(result, written));
    if (result.exitCode !== ExitCode.ok) throw new ActionFailure(result.summary);
  };
}

export const evalSubmitAction = managedAction('eval');
/** The post step of every submit action: keep this attempt's submissions for a re-run. */
export const submitPostAction = saveSubmissions;
