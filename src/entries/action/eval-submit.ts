/** eval-submit (and, through managedAction, benchmark-submit and train-submit) as an action step. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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
import { managedRun } from '../../commands/managed.js';
import { ExitCode } from '../../core/errors.js';
import type { ManagedKind } from '../../core/managed.js';
import { parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedMarkdown } from '../../core/managed-report.js';
import { type ManagedResult, managedOutputs, serializeManagedResult } from '../../core/managed-result.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { ActionFailure } from './failure.js';

export async function writeManagedFiles(
  result: ManagedResult,
  dir: string,
): Promise<{ resultJson: string; reportMarkdown: string }> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  const resultJson = join(target, 'result.json');
  const reportMarkdown = join(target, 'report.md');
  await writeFile(resultJson, serializeManagedResult(result));
  await writeFile(reportMarkdown, renderManagedMarkdown(result));
  return { resultJson, reportMarkdown };
}

/** `.osmosis/ci/<command>-<run name>` in the workspace, or `<command>` before a run exists. */
export function defaultManagedResultDir(workspace: string, result: ManagedResult): string {
  return join(workspace, '.osmosis', 'ci', result.run ? `${result.kind}-${result.run.name}` : result.kind);
}

export function managedAction(kind: ManagedKind): () => Promise<void> {
  return async () => {
    // Mask before anything can log: every secret value and the token, whether or not they are used.
    const secrets = parseSecretsInput(actionInput('secrets') ?? '');
    for (const value of secrets.values()) mask(value);
    const token = actionInput('token');
    if (token) mask(token.trim());

    const inputs = parseManagedInputs(kind, actionInput, inputLabel);
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
    const workspace = resolve(inputs['working-directory'] ?? '.');
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
