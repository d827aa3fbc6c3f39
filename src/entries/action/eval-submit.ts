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
import { loadManagedBaseline } from '../../adapters/baseline-files.js';
import { parseRepository } from '../../adapters/github-comment.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir, writeManagedFiles } from '../../adapters/managed-files.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { attachManagedBaseline } from '../../commands/managed/baseline.js';
import { type ManagedOutcome, managedRun } from '../../commands/managed/index.js';
import { managedViewerRun, viewerStep } from '../../commands/managed/viewer.js';
import { commentOnPullRequest, saveBaseline, writeReportFiles } from '../../commands/report.js';
import { defaultCommentKey } from '../../core/comment.js';
import { ExitCode, errorMessage, UsageError } from '../../core/errors.js';
import type { ManagedKind } from '../../core/managed.js';
import { isJudgedManagedEval } from '../../core/managed-baseline.js';
import { type ManagedInputs, parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedMarkdown } from '../../core/managed-report.js';
import { type ManagedResult, managedStepOutputs } from '../../core/managed-result.js';
import { ambientSecretValues, parseSecretsInput } from '../../core/secrets.js';
import { baselinePlan } from './baseline-plan.js';
import { cacheWorkerScript } from './cache-worker.js';
import { uploadViewer } from './eval-run-bundle.js';
import { EvalRunCaches } from './eval-run-caches.js';
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
    const facts = runFacts();
    const baseline = managedBaseline(inputs, workspace);
    // A pull request compares with the default branch's last judged run; the default branch saves it.
    if (baseline.spec && !facts.defaultBranchPush) await baseline.caches.restoreBaseline(baseline.spec);
    const cancel = cancelOnSignals(actionsLog);
    let ran: ManagedOutcome;
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
    // A run on a default-branch push is the baseline pull requests compare with, not compared itself.
    const compared =
      inputs.kind === 'eval' && !facts.defaultBranchPush
        ? await attachManagedBaseline(
            ran,
            {
              workspace,
              baselineDir: baseline.dir,
              maxRegression: inputs['max-regression'],
              log: actionsLog,
            },
            loadManagedBaseline,
          )
        : ran.result;
    const key =
      inputs['comment-key'] ??
      defaultCommentKey({
        workflow: facts.workflow,
        job: facts.job,
        kind: compared.kind,
        config: compared.config,
      });
    const result: ManagedResult = { ...compared, commentKey: key };
    const resultDir = inputs['result-dir'] ?? defaultManagedResultDir(workspace, result);
    const written = await writeManagedFiles(result, resultDir);
    await writeReportFiles(resultDir, ran.rows, {
      ...(facts.ref ? { ref: facts.ref } : {}),
      ...(facts.sha ? { sha: facts.sha } : {}),
    });
    const secretValues = [
      ...secrets.values(),
      token ?? '',
      githubToken ?? '',
      ...ambientSecretValues(process.env),
    ];
    const viewerMode = inputs.kind === 'eval' ? inputs.viewer : 'off';
    const viewerInputs = viewerStep(viewerMode, resultDir, workspace, secretValues, actionsLog);
    const writtenViewer = await managedViewerRun(result, viewerInputs, viewerDeps);
    const viewer =
      writtenViewer && inputs.kind === 'eval' && inputs['upload-artifact']
        ? await uploadViewer(writtenViewer, result.run?.name ?? null)
        : writtenViewer;
    if (baseline.spec && baseline.dir && facts.defaultBranchPush && isJudgedManagedEval(result)) {
      // The post step saves this directory to the Actions cache under osmosis-ci-managed-baseline-v1-….
      await saveBaseline(resultDir, baseline.dir).then(
        () => baseline.spec && baseline.caches.trackBaseline(baseline.spec),
        (error: unknown) =>
          actionsLog.warning(`Could not write the baseline to ${baseline.dir}: ${errorMessage(error)}`),
      );
    }
    await writeSummary(renderManagedMarkdown(result, { viewerUrl: viewer?.artifactUrl }));
    await commentOnPullRequest(result, {
      mode: inputs['comment-mode'],
      key,
      token: githubToken,
      apiUrl: facts.apiUrl,
      repository: parseRepository(facts.repository),
      prNumber: inputs['pr-number'] ?? eventPullRequest(),
      minimizeOutdated: inputs['minimize-outdated'],
      viewerUrl: viewer?.artifactUrl,
      log: actionsLog,
    });
    setOutputs(managedStepOutputs(result, written, viewer));
    if (result.exitCode !== ExitCode.ok) throw new ActionFailure(result.summary);
  };
}

/**
 * eval-submit's baseline: where it lies (the baseline-dir input, else a directory under RUNNER_TEMP) and
 * its Actions cache entry, kept by the same cache steps as eval-run's baseline.
 */
function managedBaseline(inputs: ManagedInputs, workspace: string) {
  const caches = new EvalRunCaches(actionsLog, { workerScript: cacheWorkerScript(), cwd: process.cwd() });
  if (inputs.kind !== 'eval') return { caches };
  const given = inputs['baseline-dir'];
  const plan = baselinePlan({
    workingDirectory: inputs['working-directory'] ?? '.',
    config: inputs.config,
    baselineDir: given === undefined ? undefined : resolve(workspace, given),
    caching: Boolean(process.env.GITHUB_RUN_ID),
    managed: true,
  });
  return { caches, ...plan };
}
