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
import type { ManagedResult } from '../../core/managed-result.js';
import { submissionsDir } from '../../core/osmosis/paths.js';
import type { ManagedDeps } from './deps.js';
import type { Session } from './session.js';
import { infoWithRetry } from './wait.js';

export function statePath(session: Session): string {
  const { inputs, deps } = session;
  return join(
    submissionsDir(session.workspaceDir),
    stateFileName(session.kind, session.configRelative, inputs.workspace, {
      ...deps.files.stateScope,
      extra: inputs['state-key'],
    }),
  );
}

/** Writes the run's current status to the state file; a write failure is a warning (a re-run may submit again). */
export async function saveState(session: Session, status: string): Promise<void> {
  if (!session.run) return;
  const path = statePath(session);
  const previous = parseSubmissionState(await session.deps.files.readText(path));
  const nowIso = session.deps.facts.now().toISOString();
  const record: SubmissionState = {
    schemaVersion: 1,
    kind: session.kind,
    config: session.configRelative,
    runName: session.run.name,
    runId: session.run.id,
    url: session.run.url,
    status,
    submittedAt: previous?.runName === session.run.name ? previous.submittedAt : nowIso,
    updatedAt: nowIso,
    github: session.deps.facts.github,
  };
  try {
    await session.deps.files.writeText(path, `${JSON.stringify(record, null, 2)}\n`);
    session.stateFile = displayPath(session.workspaceDir, path);
  } catch (error) {
    session.warn(
      `Could not write the state file ${path}: ${errorMessage(error)}. A re-run may submit again.`,
    );
  }
}

export function runFrom(
  snapshot: Snapshot,
  how: { submitted: boolean; resumed: boolean },
): NonNullable<ManagedResult['run']> {
  return {
    name: snapshot.name,
    id: snapshot.id,
    url: snapshot.url,
    status: snapshot.status,
    retried: false,
    ...how,
  };
}

/**
 * Sets `session.run` to the run named by run-name or kept in the state file, when there is one to
 * follow, and returns its latest snapshot. Leaves `session.run` null when a new run must be submitted.
 */
export async function locateRun(session: Session): Promise<Snapshot | undefined> {
  const { inputs, deps, spec } = session;
  const attachName = inputs.kind === 'eval' ? inputs['run-name'] : undefined;
  if (attachName !== undefined) {
    const snapshot = await infoWithRetry(session, attachName);
    if (!snapshot) throw new UsageError(`No ${spec.noun} named ${attachName} on the platform (run-name).`);
    session.run = runFrom(snapshot, { submitted: false, resumed: false });
    return snapshot;
  }
  if (inputs.fresh) return undefined;
  const path = statePath(session);
  const previous = parseSubmissionState(await deps.files.readText(path));
  if (!previous || previous.kind !== session.kind) return undefined;
  deps.wording.log.info(
    `State file ${displayPath(session.workspaceDir, path)} names ${previous.runName} (${previous.status}); checking it.`,
  );
  const current = await infoWithRetry(session, previous.runName);
  if (current && isResumable(session.kind, current.status)) {
    deps.wording.log.info(`Resuming ${current.name} (${current.status}) instead of submitting a second run.`);
    session.run = runFrom(current, { submitted: false, resumed: true });
    session.stateFile = displayPath(session.workspaceDir, path);
    return current;
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
