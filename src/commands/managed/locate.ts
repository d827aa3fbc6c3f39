/**
 * Which platform run this step is about: an existing one named by run-name, the one an earlier attempt
 * of this job submitted (its state file), or none yet (then the caller submits). And keeping the state
 * file up to date, so a re-run of the job waits instead of paying for a second run.
 */
import { join } from 'node:path';
import { displayPath } from '../../core/display-path.js';
import { errorMessage, UsageError } from '../../core/errors.js';
import {
  parseSubmissionState,
  type SubmissionState,
  stateFileName,
} from '../../core/managed/submission-state.js';
import { isResumable, type Snapshot } from '../../core/managed.js';
import { submissionsDir } from '../../core/osmosis/paths.js';
import type { ManagedDeps } from './deps.js';
import type { Context, Run, Step } from './session.js';
import { infoWithRetry } from './wait.js';

export function statePath(context: Context): string {
  const { inputs, deps } = context;
  return join(
    submissionsDir(context.workspaceDir),
    stateFileName(context.kind, context.configRelative, inputs.workspace, {
      ...deps.files.stateScope,
      extra: inputs['state-key'],
    }),
  );
}

/**
 * Writes the run's current status to the state file; returns where (as shown), or null when the write
 * failed, which is a warning (a re-run may submit again).
 */
export async function saveState(step: Step, run: Run, status: string): Promise<string | null> {
  const path = statePath(step);
  const previous = parseSubmissionState(await step.deps.files.readText(path));
  const nowIso = step.deps.facts.now().toISOString();
  const record: SubmissionState = {
    schemaVersion: 1,
    kind: step.kind,
    config: step.configRelative,
    runName: run.name,
    runId: run.id,
    url: run.url,
    status,
    submittedAt: previous?.runName === run.name ? previous.submittedAt : nowIso,
    updatedAt: nowIso,
    github: step.deps.facts.github,
  };
  try {
    await step.deps.files.writeText(path, `${JSON.stringify(record, null, 2)}\n`);
    return displayPath(step.workspaceDir, path);
  } catch (error) {
    step.warn(`Could not write the state file ${path}: ${errorMessage(error)}. A re-run may submit again.`);
    return null;
  }
}

export function runFrom(snapshot: Snapshot, how: { submitted: boolean; resumed: boolean }): Run {
  return {
    name: snapshot.name,
    id: snapshot.id,
    url: snapshot.url,
    status: snapshot.status,
    retried: false,
    ...how,
  };
}

/** A run to follow that the step did not submit, its latest snapshot, and the state file naming it. */
export interface Located {
  run: Run;
  snapshot: Snapshot;
  stateFile: string | null;
}

/**
 * The run named by run-name or kept in the state file, when there is one to follow; undefined when a
 * new run must be submitted.
 */
export async function locateRun(step: Step): Promise<Located | undefined> {
  const { inputs, deps, spec } = step;
  const attachName = inputs.kind === 'eval' ? inputs['run-name'] : undefined;
  if (attachName !== undefined) {
    const snapshot = await infoWithRetry(step, attachName);
    if (!snapshot) throw new UsageError(`No ${spec.noun} named ${attachName} on the platform (run-name).`);
    return { run: runFrom(snapshot, { submitted: false, resumed: false }), snapshot, stateFile: null };
  }
  if (inputs.fresh) return undefined;
  const path = statePath(step);
  const previous = parseSubmissionState(await deps.files.readText(path));
  if (!previous || previous.kind !== step.kind) return undefined;
  deps.wording.log.info(
    `State file ${displayPath(step.workspaceDir, path)} names ${previous.runName} (${previous.status}); checking it.`,
  );
  const current = await infoWithRetry(step, previous.runName);
  if (current && isResumable(step.kind, current.status)) {
    deps.wording.log.info(`Resuming ${current.name} (${current.status}) instead of submitting a second run.`);
    return {
      run: runFrom(current, { submitted: false, resumed: true }),
      snapshot: current,
      stateFile: displayPath(step.workspaceDir, path),
    };
  }
  deps.wording.log.info(
    current
      ? `${previous.runName} ended ${current.status}: submitting a new run.`
      : `${previous.runName} is not on the platform: submitting a new run.`,
  );
  return undefined;
}

/** The eval an earlier eval-submit step of this job recorded most recently (its state file). */
export async function latestEvalSubmission(
  workspaceDir: string,
  { files }: Pick<ManagedDeps, 'files'>,
): Promise<string | undefined> {
  const dir = submissionsDir(workspaceDir);
  let best: SubmissionState | undefined;
  for (const file of await files.listDir(dir)) {
    if (!file.startsWith('eval-submit-') || !file.endsWith('.json')) continue;
    const record = parseSubmissionState(await files.readText(join(dir, file)));
    if (record?.kind !== 'eval') continue;
    if (files.stateScope.runId && record.github.runId !== files.stateScope.runId) continue;
    if (!best || record.updatedAt > best.updatedAt) best = record;
  }
  return best?.runName;
}
