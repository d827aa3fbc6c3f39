/** eval-submit (and, through managedAction, benchmark-submit and train-submit) as an action step. */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  eventPullRequest,
  inputLabel,
  logGroup,
  mask,
  runFacts,
  setOutputs,
  workflowRunUrl,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { parseRepository } from '../../adapters/github-comment.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir, writeManagedFiles } from '../../adapters/managed-files.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { managedRun } from '../../commands/managed/index.js';
import { commentOnPullRequest } from '../../commands/report.js';
import { defaultCommentKey } from '../../core/comment.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import type { ManagedKind } from '../../core/managed.js';
import { type ManagedInputs, parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedMarkdown } from '../../core/managed-report.js';
import { type ManagedResult, managedOutputs } from '../../core/managed-result.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { ActionFailure } from './failure.js';
import { reportInvalidManagedInputs } from './invalid-inputs.js';
import { osmosisToken } from './platform-token.js';
import { restoreSubmissions } from './submissions-cache.js';

export function managedAction(kind: ManagedKind): () => Promise<void> {
  return async () => {
    // Mask before anything can log: every secret value and both tokens, whether or not they are used.
    const token = osmosisToken({ deprecatedToken: true });
    const githubToken = actionInput('github-token');
    if (githubToken) mask(githubToken);

    let secrets: Map<string, string>;
    let inputs: ManagedInputs;
    try {
      // An invalid secrets input is an invalid input like any other (its message quotes no value).
      secrets = parseSecretsInput(actionInput('secrets') ?? '');
      for (const value of secrets.values()) mask(value);
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
    let ran: ManagedResult;
    try {
      ran = await managedRun(
        inputs,
        { secrets, token },
        managedDeps({
          env: process.env,
          log: actionsLog,
          logGroup,
          cancelSignal: cancel.signal,
          workflowRunUrl: workflowRunUrl(),
          mask,
        }),
      );
    } finally {
      cancel.dispose();
    }
    const facts = runFacts();
    const key =
      inputs['comment-key'] ??
      defaultCommentKey({ workflow: facts.workflow, job: facts.job, kind: ran.kind, config: ran.config });
    const result: ManagedResult = { ...ran, commentKey: key };
    const written = await writeManagedFiles(
      result,
      inputs['result-dir'] ?? defaultManagedResultDir(workspace, result),
    );
    await writeSummary(renderManagedMarkdown(result));
    await commentOnPullRequest(result, {
      mode: inputs['comment-mode'],
      key,
      token: githubToken,
      apiUrl: facts.apiUrl,
      repository: parseRepository(facts.repository),
      prNumber: inputs['pr-number'] ?? eventPullRequest(),
      minimizeOutdated: inputs['minimize-outdated'],
      log: actionsLog,
    });
    setOutputs(managedOutputs(result, written));
    if (result.exitCode !== ExitCode.ok) throw new ActionFailure(result.summary);
  };
}

/** The post step of every submit action: keep this attempt's submissions for a re-run. */
