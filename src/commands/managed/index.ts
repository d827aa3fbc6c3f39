/**
 * eval-submit, benchmark-submit, train-submit: prepare (config, code-ref, secrets, osmosis) -> pre-flight
 * (train-submit) -> locate the run (run-name, the state file) or submit it -> wait -> judge -> bring the
 * platform's logs and outputs home. Every expected failure becomes a result with an exit code, never an
 * exception, so the entries always write the report. Nothing talks to the outside world except through
 * `deps`. One module per concern beside this one; this file only puts them in order.
 */
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import { OsmosisFailure } from '../../core/errors.js';
import { formatCodeRef, shortSha } from '../../core/managed/code-ref.js';
import { unpinnedSampleWarning } from '../../core/managed/managed-sampling.js';
import { unknownCommitInLogs, unknownCommitSummary } from '../../core/managed/unknown-commit.js';
import { classifyStatus, type Snapshot } from '../../core/managed.js';
import type { ManagedInputs } from '../../core/managed-inputs.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { retryArgs } from '../../core/osmosis/osmosis-args.js';
import { stoppedStep } from '../../core/verdict/managed-run.js';
import type { ManagedDeps } from './deps.js';
import { downloadOutputs } from './download.js';
import { judge, snapshotFields } from './judge.js';
import { locateRun, saveState } from './locate.js';
import { fetchPlatformLogs } from './logs.js';
import { settleCancelledSubmit } from './orphan.js';
import { runPreflight } from './preflight.js';
import { announceCode, type GivenCredentials, prepare } from './prepare.js';
import { CancelledError, type Fields, osmosisError, Session } from './session.js';
import { submitRun } from './submit.js';
import { settleMetrics, stopRun, waitForTerminal } from './wait.js';

export type { ManagedDeps, SubmitWorkspace } from './deps.js';
export type { GivenCredentials } from './prepare.js';

/** What a managed step ends with: its result, and an eval's per-row outcomes when its outputs came home. */
export interface ManagedOutcome {
  result: ManagedResult;
  rows: RowOutcomes | null;
}

export async function managedRun(
  inputs: ManagedInputs,
  given: GivenCredentials,
  deps: ManagedDeps,
): Promise<ManagedOutcome> {
  const session = new Session(inputs, deps);
  const result = await runSteps(session, given);
  return { result, rows: session.rows };
}

async function runSteps(session: Session, given: GivenCredentials): Promise<ManagedResult> {
  const { inputs, deps } = session;
  let decision: Awaited<ReturnType<typeof prepare>>;
  try {
    decision = await prepare(session, given);
  } catch (error) {
    return session.failed(error);
  }
  try {
    announceCode(session, decision);
    const preflight = await runPreflight(session);
    if (!preflight.go) return session.finish(preflight.fields);
    const snapshot = await locateRun(session);
    if (snapshot && session.run && !session.run.resumed) session.code = reportedCode(session, snapshot);
    if (!session.run) {
      session.throwIfCancelled();
      if (!decision) throw new OsmosisFailure('Nothing to submit: no code was decided for this step.');
      const submitted = await submitRun(session, decision);
      session.run = { ...submitted, submitted: true, resumed: false, retried: false };
      deps.wording.log.info(
        `Submitted ${session.spec.noun} ${submitted.name} (${submitted.status})${submitted.url ? `: ${submitted.url}` : ''}`,
      );
      await saveState(session, submitted.status);
    }
    if (!inputs.wait) {
      warnUnpinnedSample(session, snapshot);
      return session.finish({
        ...stoppedStep(
          'submitted',
          `${session.run.submitted ? 'Submitted' : 'Found'} ${session.spec.noun} ${session.run.name} (${snapshot?.status ?? session.run.status}); not waiting for it (wait: false).`,
        ),
        ...snapshotFields(session.kind, snapshot),
        preflight: preflight.preflight,
      });
    }
    return await follow(session, snapshot, preflight.preflight);
  } catch (error) {
    if (error instanceof CancelledError || deps.waiting.cancelSignal.aborted) return await cancelled(session);
    return session.failed(error);
  }
}

/** An attached run (run-name) ran whatever its own config said: record what the platform reports. */
function reportedCode(session: Session, snapshot: Snapshot): ManagedResult['code'] {
  const requested = formatCodeRef(session.inputs['code-ref']);
  return {
    requested,
    source: snapshot.commitSha || snapshot.branch ? 'config' : 'default-branch',
    commit: snapshot.commitSha ?? null,
    branch: snapshot.branch ?? null,
    label: snapshot.commitSha || snapshot.branch ? 'as the platform reports' : 'default branch',
  };
}

/** Wait for the run, retry its failed samples when asked, judge it and bring its logs and outputs home. */
async function follow(
  session: Session,
  snapshot: Snapshot | undefined,
  preflight: ManagedResult['preflight'],
): Promise<ManagedResult> {
  const run = session.run as NonNullable<ManagedResult['run']>;
  session.wait.waited = true;
  let final = await waitForTerminal(session, run.name, snapshot);
  if (final && !session.wait.timedOut) final = await retryFailed(session, final);
  if (final && !session.wait.timedOut) final = await settleMetrics(session, final);
  if (final) session.updateRun(final.status, final.url);
  if (session.run?.submitted || session.run?.resumed || session.stateFile)
    await saveState(session, session.run?.status ?? 'unknown');
  if (final) checkReportedCommit(session, final);
  warnUnpinnedSample(session, final);
  if (final) reportResolvedBranch(session, final);

  if (session.wait.timedOut) {
    if (session.inputs['stop-on-timeout']) await stopRun(session, run.name);
    const status = final?.status ?? session.run?.status;
    const platformLogs = await fetchPlatformLogs(session, run.name);
    return session.finish({
      ...stoppedStep(
        'timed-out',
        `Waited ${session.inputs['timeout-minutes']} min for ${session.spec.noun} ${run.name}; it is still ${status}. ${
          session.wait.stopRequested
            ? 'It was stopped (stop-on-timeout).'
            : 'It was left running (set stop-on-timeout to stop it); a re-run of this job resumes waiting on it.'
        }`,
      ),
      ...snapshotFields(session.kind, final),
      preflight,
      platformLogs,
    });
  }
  if (!final) throw new OsmosisFailure(`No status was read for ${session.spec.noun} ${run.name}.`);
  return session.finish(await bringHome(session, final, { ...judge(session, final), preflight }));
}

/** Logs of a run that ended badly; outputs (and failing rows) of one that ended at all. */
async function bringHome(session: Session, final: Snapshot, fields: Fields): Promise<Fields> {
  const failed = classifyStatus(session.kind, final.status) === 'failed';
  const platformLogs = failed ? await fetchPlatformLogs(session, final.name) : null;
  const downloaded = await downloadOutputs(session, final.name);
  const next: Fields = { ...fields, platformLogs, outputs: downloaded?.outputs ?? null };
  const commit = session.code?.commit;
  const missing = commit && platformLogs ? unknownCommitInLogs(platformLogs.lines, commit) : undefined;
  if (commit && missing)
    next.summary = unknownCommitSummary(final.name, commit, session.code?.label ?? 'code-ref', missing);
  if (downloaded?.rows && next.metrics) {
    const { failureGroups, outcomes } = downloaded.rows;
    next.metrics = { ...next.metrics, failureGroups };
    if (outcomes.belowThreshold.count > 0) next.belowThreshold = outcomes.belowThreshold;
    session.rows = outcomes;
  }
  return next;
}

/** eval-submit with retry-failed: one `eval retry` of a run that ended with failed or skipped samples. */
async function retryFailed(session: Session, final: Snapshot): Promise<Snapshot | undefined> {
  const { inputs } = session;
  if (inputs.kind !== 'eval' || !inputs['retry-failed']) return final;
  const incomplete =
    final.status !== 'finished' || (final.eval !== undefined && final.eval.failed + final.eval.skipped > 0);
  if (!incomplete) return final;
  const { secretsText, bin } = session.ready;
  const retry = await session.call(
    retryArgs(final.name, { workspace: inputs.workspace, secretsOnStdin: secretsText !== '' }),
    { stdin: secretsText },
  );
  if (retry.envelope?.status === 'success' && retry.exitCode === 0) {
    session.deps.wording.log.info(
      retry.envelope.message ?? `Retrying the failed and skipped samples of ${final.name}.`,
    );
    if (session.run) session.run = { ...session.run, retried: true, status: 'running' };
    await saveState(session, 'running');
    return waitForTerminal(session, final.name, undefined);
  }
  if (retry.error && ['CONFLICT', 'VALIDATION', 'NOT_FOUND'].includes(retry.error.error.code)) {
    session.warn(`eval retry did not start: ${retry.error.error.message}`);
    return final;
  }
  throw osmosisError(retry, bin, 'eval retry', { surface: session.deps.facts.surface });
}

/** The platform says which commit it ran; a different one than asked for is worth a warning. */
function checkReportedCommit(session: Session, final: Snapshot): void {
  const asked = session.code?.commit;
  const ran = final.commitSha;
  if (!asked || !ran || !session.run?.submitted) return;
  const a = asked.toLowerCase();
  const r = ran.toLowerCase();
  if (!a.startsWith(r) && !r.startsWith(a))
    session.warn(
      `The platform reports that ${final.name} ran commit ${shortSha(ran)}, not ${shortSha(asked)} as asked.`,
    );
}

function warnUnpinnedSample(session: Session, snapshot: Snapshot | undefined): void {
  if (session.unpinnedSample) session.warn(unpinnedSampleWarning(session.configRelative, snapshot?.sampling));
}

/** code-ref branch:<name>: the platform says which commit the branch resolved to; the result records it. */
function reportResolvedBranch(session: Session, final: Snapshot): void {
  const code = session.code;
  if (!code?.branch || code.commit || !final.commitSha || !session.run?.submitted) return;
  session.code = { ...code, commit: final.commitSha };
  session.deps.wording.log.info(
    `Branch ${code.branch} resolved to commit ${final.commitSha} on the platform.`,
  );
}

async function cancelled(session: Session): Promise<ManagedResult> {
  session.wait.cancelled = true;
  const run = session.run;
  if (session.inputs['stop-on-cancel'] && run) await stopRun(session, run.name).catch(() => undefined);
  const what = run
    ? `${session.spec.noun} ${run.name} was ${session.wait.stopRequested ? 'stopped (stop-on-cancel)' : 'left running; a re-run of this job resumes waiting on it'}.`
    : session.submitStartedAt
      ? await settleCancelledSubmit(session, session.submitStartedAt)
      : 'nothing was submitted.';
  return session.finish(
    stoppedStep(
      'cancelled',
      `Cancelled ${session.wait.waited ? 'while waiting' : 'before the wait'}: ${what}`,
    ),
  );
}
