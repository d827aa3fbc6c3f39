/**
 * The phases after the run is known: wait for it, retry its failed samples when asked, judge it and
 * bring its logs and outputs home. Each phase returns the next progress; one that throws leaves the
 * progress as the phase before it returned (and what the trail saw).
 */
import { OsmosisFailure } from '../../core/errors.js';
import { type CodeRef, shortSha } from '../../core/managed/code-ref.js';
import { unpinnedSampleWarning } from '../../core/managed/managed-sampling.js';
import { unknownCommitInLogs, unknownCommitSummary } from '../../core/managed/unknown-commit.js';
import { classifyStatus, type Snapshot } from '../../core/managed.js';
import { retryArgs } from '../../core/osmosis/osmosis-args.js';
import { stoppedStep } from '../../core/verdict/managed-run.js';
import { downloadOutputs } from './download.js';
import { judge, snapshotFields } from './judge.js';
import { saveState } from './locate.js';
import { fetchPlatformLogs } from './logs.js';
import {
  currentRun,
  done,
  followed,
  type ManagedOutcome,
  type Phase,
  type Progress,
  runWithStatus,
  withRun,
} from './progress.js';
import { type Fields, osmosisError, type Step } from './session.js';
import { settleMetrics, stopRun, waitForTerminal } from './wait.js';

/** Waiting starts here: a cancel from now on is a cancel while waiting. */
const beginWait: Phase = async (_step, progress) => ({ ...progress, waited: true });

const waitPhase: Phase = async (step, progress) => {
  const { final, timedOut } = await waitForTerminal(step, followed(step, progress).name, progress.located);
  return { ...progress, final, timedOut };
};

/** eval-submit with retry-failed: one `eval retry` of a run that ended with failed or skipped samples. */
const retryPhase: Phase = async (step, progress) => {
  if (!progress.final || progress.timedOut || !(await startRetry(step, progress.final))) return progress;
  const run = followed(step, progress);
  return withRun(step.trail, { ...progress, retrying: true }, { ...run, retried: true, status: 'running' });
};

const retrySavePhase: Phase = async (step, progress) => {
  if (!progress.retrying) return progress;
  const saved = await saveState(step, followed(step, progress), 'running');
  return { ...progress, stateFile: saved ?? progress.stateFile };
};

const retryWaitPhase: Phase = async (step, progress) => {
  if (!progress.retrying || !progress.final) return progress;
  const { final, timedOut } = await waitForTerminal(step, progress.final.name, undefined);
  return { ...progress, retrying: false, final, timedOut };
};

const settlePhase: Phase = async (step, progress) => {
  if (!progress.final || progress.timedOut) return progress;
  return { ...progress, final: await settleMetrics(step, progress.final) };
};

/** The run as it ended (or was last seen). */
const seenPhase: Phase = async (step, progress) => {
  const { final } = progress;
  if (!final) return progress;
  return withRun(
    step.trail,
    progress,
    runWithStatus(currentRun(step.trail, progress), final.status, final.url),
  );
};

const savePhase: Phase = async (step, progress) => {
  const run = currentRun(step.trail, progress);
  let { stateFile } = progress;
  if (run && (run.submitted || run.resumed || stateFile))
    stateFile = (await saveState(step, run, run.status)) ?? stateFile;
  const { final } = progress;
  if (final) checkReportedCommit(step, progress, final);
  warnUnpinnedSample(step, progress, final);
  return { ...progress, stateFile, code: final ? resolvedBranch(step, progress, final) : progress.code };
};

const timedOutPhase: Phase = async (step, progress) => {
  if (!progress.timedOut) return progress;
  const { inputs, spec } = step;
  const run = followed(step, progress);
  const stopped = inputs['stop-on-timeout'] ? await stopRun(step, run.name) : false;
  const after = stopped
    ? withRun(step.trail, { ...progress, stopRequested: true }, { ...run, status: 'stopped' })
    : progress;
  const status = progress.final?.status ?? followed(step, after).status;
  const platformLogs = await fetchPlatformLogs(step, run.name);
  return done(step, after, {
    ...stoppedStep(
      'timed-out',
      `Waited ${inputs['timeout-minutes']} min for ${spec.noun} ${run.name}; it is still ${status}. ${
        stopped
          ? 'It was stopped (stop-on-timeout).'
          : 'It was left running (set stop-on-timeout to stop it); a re-run of this job resumes waiting on it.'
      }`,
    ),
    ...snapshotFields(step.kind, progress.final),
    preflight: progress.preflight,
    platformLogs,
  });
};

const judgePhase: Phase = async (step, progress) => {
  const { final } = progress;
  if (!final)
    throw new OsmosisFailure(`No status was read for ${step.spec.noun} ${followed(step, progress).name}.`);
  return bringHome(step, progress, final, { ...judge(step, final), preflight: progress.preflight });
};

export const FOLLOW: readonly Phase[] = [
  beginWait,
  waitPhase,
  retryPhase,
  retrySavePhase,
  retryWaitPhase,
  settlePhase,
  seenPhase,
  savePhase,
  timedOutPhase,
  judgePhase,
];

/** Logs of a run that ended badly; outputs (and failing rows) of one that ended at all. */
async function bringHome(
  step: Step,
  progress: Progress,
  final: Snapshot,
  fields: Fields,
): Promise<ManagedOutcome> {
  const failed = classifyStatus(step.kind, final.status) === 'failed';
  const platformLogs = failed ? await fetchPlatformLogs(step, final.name) : null;
  const downloaded = await downloadOutputs(step, final.name);
  const next: Fields = { ...fields, platformLogs, outputs: downloaded?.outputs ?? null };
  const commit = progress.code?.commit;
  const missing = commit && platformLogs ? unknownCommitInLogs(platformLogs.lines, commit) : undefined;
  if (commit && missing)
    next.summary = unknownCommitSummary(final.name, commit, progress.code?.label ?? 'code-ref', missing);
  if (!downloaded?.rows || !next.metrics) return done(step, progress, next);
  const { failureGroups, outcomes } = downloaded.rows;
  next.metrics = { ...next.metrics, failureGroups };
  if (outcomes.belowThreshold.count > 0) next.belowThreshold = outcomes.belowThreshold;
  return done(step, { ...progress, rows: outcomes }, next);
}

/** Asks osmosis to retry a run's failed and skipped samples, when asked to and there are any; true when it started. */
async function startRetry(step: Step, final: Snapshot): Promise<boolean> {
  const { inputs } = step;
  if (inputs.kind !== 'eval' || !inputs['retry-failed']) return false;
  const incomplete =
    final.status !== 'finished' || (final.eval !== undefined && final.eval.failed + final.eval.skipped > 0);
  if (!incomplete) return false;
  const { secretsText, bin } = step.ready;
  const retry = await step.call(
    retryArgs(final.name, { workspace: inputs.workspace, secretsOnStdin: secretsText !== '' }),
    { stdin: secretsText },
  );
  if (retry.envelope?.status === 'success' && retry.exitCode === 0) {
    step.deps.wording.log.info(
      retry.envelope.message ?? `Retrying the failed and skipped samples of ${final.name}.`,
    );
    return true;
  }
  if (retry.error && ['CONFLICT', 'VALIDATION', 'NOT_FOUND'].includes(retry.error.error.code)) {
    step.warn(`eval retry did not start: ${retry.error.error.message}`);
    return false;
  }
  throw osmosisError(retry, bin, 'eval retry', { surface: step.deps.facts.surface });
}

/** The platform says which commit it ran; a different one than asked for is worth a warning. */
function checkReportedCommit(step: Step, progress: Progress, final: Snapshot): void {
  const asked = progress.code?.commit;
  const ran = final.commitSha;
  if (!asked || !ran || !currentRun(step.trail, progress)?.submitted) return;
  const a = asked.toLowerCase();
  const r = ran.toLowerCase();
  if (!a.startsWith(r) && !r.startsWith(a))
    step.warn(
      `The platform reports that ${final.name} ran commit ${shortSha(ran)}, not ${shortSha(asked)} as asked.`,
    );
}

export function warnUnpinnedSample(step: Step, progress: Progress, snapshot: Snapshot | undefined): void {
  if (progress.unpinnedSample) step.warn(unpinnedSampleWarning(step.configRelative, snapshot?.sampling));
}

/** code-ref branch:<name>: the platform says which commit the branch resolved to; the result records it. */
function resolvedBranch(step: Step, progress: Progress, final: Snapshot): CodeRef | null {
  const { code } = progress;
  if (!code?.branch || code.commit || !final.commitSha || !currentRun(step.trail, progress)?.submitted)
    return code;
  step.deps.wording.log.info(`Branch ${code.branch} resolved to commit ${final.commitSha} on the platform.`);
  return { ...code, commit: final.commitSha };
}
