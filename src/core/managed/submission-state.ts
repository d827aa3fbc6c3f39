/**
 * The state file of a submit step (.osmosis/ci/submissions/): which run an earlier attempt of this job
 * submitted, so a re-run waits on it instead of paying for a second one. Pure: naming and parsing only.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { z } from 'zod';
import { sanitizeRunNamePart } from '../journal/run-name.js';
import { KINDS, MANAGED_KINDS, type ManagedKind } from '../managed.js';

export interface StateScope {
  /** GITHUB_RUN_ID, or undefined locally. */
  runId?: string | undefined;
  /** GITHUB_JOB. */
  job?: string | undefined;
  /** strategy.job-index, so matrix legs of one job do not share a run. */
  jobIndex?: string | undefined;
  /** The user's own extra key (the `state-key` input). */
  extra?: string | undefined;
}

/**
 * The state file's name: stable across re-runs (attempts) of one job of one workflow run, distinct per
 * kind, config, workspace, matrix leg and `state-key`. Locally (no GITHUB_RUN_ID) it is per workspace.
 */
export function stateFileName(
  kind: ManagedKind,
  config: string,
  workspace: string | undefined,
  scope: StateScope,
): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        scope.runId ?? 'local',
        scope.job ?? '',
        scope.jobIndex ?? '',
        kind,
        config,
        workspace ?? '',
        scope.extra ?? '',
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const stem = sanitizeRunNamePart(basename(config, extname(config))).slice(0, 40) || kind;
  return `${KINDS[kind].command}-${stem}-${digest}.json`;
}

export const submissionStateSchema = z.looseObject({
  schemaVersion: z.literal(1),
  kind: z.enum(MANAGED_KINDS),
  config: z.string(),
  runName: z.string(),
  runId: z.string().nullable(),
  url: z.string().nullable(),
  status: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  github: z.object({
    runId: z.string().nullable(),
    job: z.string().nullable(),
    attempt: z.string().nullable(),
  }),
});
export type SubmissionState = z.infer<typeof submissionStateSchema>;

export function parseSubmissionState(text: string | undefined): SubmissionState | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = submissionStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
