/**
 * Submitting: `osmosis --json <group> submit <config> --yes [--secrets-file -]`.
 *
 * When code-ref pins a commit or branch, osmosis is handed a copy of the config with that source set,
 * inside a throwaway copy of the workspace outside it (adapters/submit-workspace.ts), because osmosis
 * 0.3.8 only reads a config that lies under `configs/eval/` or `configs/training/` of the Git top level
 * it runs in (workspace_directory_contract.ensure_context_path, after resolving symlinks). The user's
 * config is never opened for writing, so it is unchanged however the step ends, and the workspace gets no
 * file; the copy is removed when the submit returns, and lives in the temp directory if the process is killed.
 *
 * A platform that refuses a commit it does not know yet (Git Sync lags a push) is asked again, a bounded
 * number of times on the wait's backoff, then the step fails naming the commit. osmosis's own pre-flight,
 * when GitHub confirms the commit is absent, fails at once with the same fix. (A platform that accepts the
 * run and fails it after cloning is recognised from the run's logs: index.ts.)
 */
import type { OsmosisRun } from '../../adapters/osmosis-process.js';
import { OsmosisFailure } from '../../core/errors.js';
import { type CodeDecision, type CodeRef, configWithCodeRef, shortSha } from '../../core/managed/code-ref.js';
import { pollDelay, pollSchedule } from '../../core/managed/polling.js';
import { isPinnedCommitRefusal, isUnknownCommitError } from '../../core/managed/unknown-commit.js';
import { readSubmitted, type SubmittedRun } from '../../core/managed.js';
import { submitArgs } from '../../core/osmosis/osmosis-args.js';
import { osmosisError, type Step } from './session.js';

/** Tries of a submit the platform answers with "unknown commit" (about 2 minutes at the default poll-interval). */
export const UNKNOWN_COMMIT_ATTEMPTS = 5;

/** Submits the run `decision` asks for; `code` names it in messages. */
export async function submitRun(
  step: Step,
  decision: CodeDecision,
  code: CodeRef | null,
): Promise<SubmittedRun> {
  const { deps, inputs, spec } = step;
  const { secretsText } = step.ready;
  const commit =
    decision.kind === 'pin' && 'commit_sha' in decision.set ? decision.set.commit_sha : undefined;
  for (let attempt = 0; ; attempt++) {
    step.throwIfCancelled();
    if (attempt === 0) step.trail.record({ kind: 'submit-began', at: deps.facts.now() });
    const run = await submitOnce(step, decision, secretsText);
    const submitted =
      run.envelope?.status === 'success' && run.exitCode === 0
        ? readSubmitted(run.envelope.resource)
        : undefined;
    if (submitted) return submitted;
    if (commit !== undefined && run.error && isPinnedCommitRefusal(run.error.error.message, commit)) {
      throw new OsmosisFailure(
        `osmosis did not submit commit ${commit} (${code?.label ?? 'code-ref'}): ${run.error.error.message} Push it to the repository connected to the workspace (Git Sync fetches from there), then re-run; or set code-ref to a commit the platform has.`,
        { code: run.error.error.code, exitCode: run.exitCode },
      );
    }
    const unknown =
      commit !== undefined && run.error !== undefined && isUnknownCommitError(run.error.error, commit);
    if (!unknown)
      throw osmosisError(run, step.ready.bin, `${spec.group.join(' ')} submit`, {
        provided: step.ready.providedSecrets,
        surface: step.deps.facts.surface,
      });
    if (attempt + 1 >= UNKNOWN_COMMIT_ATTEMPTS) {
      throw new OsmosisFailure(
        `The Osmosis platform does not know commit ${commit} (${code?.label ?? 'code-ref'}) after ${UNKNOWN_COMMIT_ATTEMPTS} tries: ${run.error?.error.message ?? 'unknown commit'}. Push it to the repository connected to the workspace and check that Git Sync is connected, then re-run; or set code-ref to a commit the platform has.`,
        { code: run.error?.error.code ?? 'NOT_FOUND', exitCode: run.exitCode },
      );
    }
    const delay = pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.waiting.random());
    step.warn(
      `The platform does not know commit ${shortSha(commit)} yet (Git Sync may still be syncing the push); submitting again in ${Math.round(delay / 100) / 10} s (try ${attempt + 2} of ${UNKNOWN_COMMIT_ATTEMPTS}).`,
    );
    await deps.waiting.sleep(delay, deps.waiting.cancelSignal);
  }
}

async function submitOnce(step: Step, decision: CodeDecision, secretsText: string): Promise<OsmosisRun> {
  const { inputs, deps, kind } = step;
  const secretsOnStdin = secretsText !== '';
  // The CLI imports the rollout entrypoint as a pre-flight; keep it from leaving __pycache__ behind.
  const env = { ...step.ready.env, PYTHONDONTWRITEBYTECODE: '1' };
  if (decision.kind !== 'pin') {
    // With root --workspace, 0.3.8 wants an absolute config path for train/eval.
    const config =
      inputs.workspace !== undefined && kind !== 'benchmark' ? step.configPath : step.configRelative;
    return step.call(submitArgs(kind, { config, workspace: inputs.workspace, secretsOnStdin }), {
      stdin: secretsText,
      env,
    });
  }
  const text = configWithCodeRef(step.ready.configText, decision.set);
  const copy = await deps.files.submitWorkspace(step.workspaceDir, step.configRelative, text);
  try {
    const config = inputs.workspace !== undefined ? copy.configPath : step.configRelative;
    return await step.call(submitArgs(kind, { config, workspace: inputs.workspace, secretsOnStdin }), {
      stdin: secretsText,
      cwd: copy.dir,
      env,
    });
  } finally {
    await copy.dispose();
  }
}
