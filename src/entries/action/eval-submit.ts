/** eval-submit (and, through managedAction, benchmark-submit and train-submit) as an action step. */
import { resolve } from 'node:path';
import {
  actionInput,
  actionsLog,
  inputLabel,
  logGroup,
  mask,
  runFacts,
  setOutputs,
  workflowRunUrl,
} from '../../adapters/actions-runtime.js';
import { loadManagedBaseline } from '../../adapters/baseline-files.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir } from '../../adapters/managed-files.js';
import { reportFiles } from '../../adapters/report-deps.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { type GivenCredentials, type ManagedOutcome, managedRun } from '../../commands/managed/index.js';
import { managedViewerRun, viewerStep } from '../../commands/managed/viewer.js';
import { reportManagedRun } from '../../commands/report/index.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import type { ManagedKind } from '../../core/managed.js';
import { type ManagedInputs, parseManagedInputs } from '../../core/managed-inputs.js';
import { managedStepOutputs } from '../../core/managed-result.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import type { ManagedReportDeps } from '../../core/report-ports.js';
import { ambientSecretValues, parseSecretsInput } from '../../core/secrets.js';
import { baselinePlan } from './baseline-plan.js';
import { cacheWorkerScript } from './cache-worker.js';
import { uploadViewer } from './eval-run-bundle.js';
import { EvalRunCaches } from './eval-run-caches.js';
import { ActionFailure } from './failure.js';
import { reportInvalidManagedInputs } from './invalid-inputs.js';
import { osmosisToken } from './platform-token.js';
import { actionComment, actionSinks, commitsBehindDep, runSource } from './report-sinks.js';
import { restoreSubmissions } from './submissions-cache.js';

/**
 * The step's secrets (each masked) and inputs. Invalid inputs get their outputs, summary and result.json
 * too, before the step fails (reportInvalidManagedInputs throws).
 */
async function parseStepInputs(
  kind: ManagedKind,
): Promise<{ secrets: Map<string, string>; inputs: ManagedInputs }> {
  try {
    // An invalid secrets input is an invalid input like any other (its message quotes no value).
    const secrets = parseSecretsInput(actionInput('secrets') ?? '');
    for (const value of secrets.values()) mask(value);
    const inputs = parseManagedInputs(kind, actionInput, inputLabel);
    await requireDirectory(resolve(inputs['working-directory'] ?? '.'));
    return { secrets, inputs };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return reportInvalidManagedInputs(kind, error);
  }
}

export function managedAction(kind: ManagedKind): () => Promise<void> {
  return async () => {
    // Mask before anything can log: every secret value and both tokens, whether or not they are used.
    const token = osmosisToken({ deprecatedToken: true });
    const githubToken = actionInput('github-token');
    if (githubToken) mask(githubToken);

    const { secrets, inputs } = await parseStepInputs(kind);
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
    const baseline = managedBaseline(inputs, workspace, facts);
    // A pull request compares with the default branch's last judged run; the default branch saves it.
    if (baseline.spec && !facts.defaultBranchPush) await baseline.caches.restoreBaseline(baseline.spec);
    const ran = await runManaged(inputs, { secrets, token });
    const report = await reportManagedRun(
      ran,
      {
        workspace,
        // A run on a default-branch push is the baseline pull requests compare with, not compared itself.
        compare: inputs.kind === 'eval' && !facts.defaultBranchPush,
        baselineDir: baseline.dir,
        maxRegression: inputs.kind === 'eval' ? inputs['max-regression'] : undefined,
        commentKey: (compared) =>
          inputs['comment-key'] ??
          defaultCommentKey({
            workflow: facts.workflow,
            job: facts.job,
            kind: compared.kind,
            config: compared.config,
          }),
        resultDir: inputs['result-dir'],
        secrets: [...secrets.values(), token ?? '', githubToken ?? '', ...ambientSecretValues(process.env)],
        source: runSource(facts),
        baseSha: facts.baseSha,
        saveBaseline:
          baseline.spec && baseline.dir && facts.defaultBranchPush
            ? {
                dir: baseline.dir,
                onSaved: () => baseline.spec && baseline.caches.trackBaseline(baseline.spec),
              }
            : undefined,
        comment: actionComment(inputs, githubToken, facts),
      },
      managedReportDeps(inputs),
    );
    setOutputs(managedStepOutputs(report.result, report.written, report.viewer));
    if (report.result.exitCode !== ExitCode.ok) throw new ActionFailure(report.result.summary);
  };
}

async function runManaged(inputs: ManagedInputs, given: GivenCredentials): Promise<ManagedOutcome> {
  const cancel = cancelOnSignals(actionsLog);
  try {
    return await managedRun(
      inputs,
      given,
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
}

/** The managed report's deps in a step: files, the summary and annotations, the viewer uploaded. */
function managedReportDeps(inputs: ManagedInputs): ManagedReportDeps {
  const mode = inputs.kind === 'eval' ? inputs.viewer : 'off';
  const upload = inputs.kind === 'eval' && inputs['upload-artifact'];
  return {
    ...reportFiles(actionsLog),
    ...actionSinks(),
    ...commitsBehindDep(),
    loadManagedBaseline,
    defaultResultDir: defaultManagedResultDir,
    viewer: async (result, where) => {
      const written = await managedViewerRun(result, viewerStep(mode, where, actionsLog), viewerDeps);
      return written && upload ? uploadViewer(written, result.run?.name ?? null) : written;
    },
  };
}

/**
 * eval-submit's baseline: where it lies (the baseline-dir input, else a directory under RUNNER_TEMP) and
 * its Actions cache entry, kept by the same cache steps as eval-run's baseline.
 */
function managedBaseline(
  inputs: ManagedInputs,
  workspace: string,
  commit: { sha?: string | undefined; baseSha?: string | undefined },
) {
  const caches = new EvalRunCaches(actionsLog, { workerScript: cacheWorkerScript(), cwd: process.cwd() });
  if (inputs.kind !== 'eval') return { caches };
  const given = inputs['baseline-dir'];
  const plan = baselinePlan({
    workingDirectory: inputs['working-directory'] ?? '.',
    config: inputs.config,
    baselineDir: given === undefined ? undefined : resolve(workspace, given),
    caching: Boolean(process.env.GITHUB_RUN_ID),
    managed: true,
    commit,
  });
  return { caches, ...plan };
}
