/**
 * What an osmosis start amounts to: its exit status, envelope and stderr read as complete, incomplete
 * (partial, or interrupted: resumable) or failed, and then the result: the gate over its metrics, or
 * an error with the journal kept for a re-run.
 */

import type { RowOutcomes } from '../../core/baseline/baseline.js';
import { displayPath } from '../../core/display-path.js';
import {
  ExitCode,
  errorMessage,
  type OsmosisCiError,
  OsmosisFailure,
  UsageError,
} from '../../core/errors.js';
import type { RunLog } from '../../core/evidence/run-evidence.js';
import type { EvalMetrics } from '../../core/metrics.js';
import { evalRunResourceSchema, explainOsmosisError, isUserMistake } from '../../core/osmosis/envelope.js';
import { abnormalExit, cannotStart } from '../../core/osmosis/osmosis-exit.js';
import type { OsmosisRun, RunFilesPort, RunWording } from '../../core/ports.js';

/** What reading a finished start needs: its files, and the words to say a publish failed. */
interface OutcomeDeps {
  files: Pick<RunFilesPort, 'readRun' | 'readRunVersion'>;
  wording: Pick<RunWording, 'log' | 'publishHint'>;
}

import {
  isPublishFailureAfterFinish,
  publishedFrom,
  publishFailed,
  type UploadResult,
} from '../../core/artifacts/upload.js';
import { publishAgain } from '../eval-upload.js';
import { type FinishedStart, learntFromStart } from './osmosis.js';
import type { ResultDraft, ResultWithRows } from './result.js';

/**
 * The result of the osmosis start that ran (the workspace root `root` shows the run dir relative to it),
 * on the draft with what the start learnt.
 */
export async function resultOfRun(
  started: FinishedStart,
  where: {
    bin: string;
    root: string;
    publish?: { replace: boolean } | undefined;
    passKAt: number | undefined;
  },
  deps: OutcomeDeps,
  before: ResultDraft,
): Promise<ResultWithRows> {
  const { run, runDir } = started;
  const { bin, root, publish, passKAt } = where;
  const osmosisVersion = run.error?.cli_version ?? (await deps.files.readRunVersion(runDir)) ?? null;
  let draft = learntFromStart(before, started, root).learn({ osmosisVersion });
  const outcome = interpretRun(run, bin);
  if (outcome.kind === 'error') return draft.failed(outcome.error);
  if (outcome.runDir) draft = draft.learn({ runDir: displayPath(root, outcome.runDir) });
  if (publish && outcome.kind === 'complete') {
    const publishing = { run, publishError: outcome.publishError, replace: publish.replace };
    draft = draft.withUpload(publishOutcome(deps, started.runName, publishing));
  }

  let metrics: EvalMetrics;
  let log: Partial<RunLog>;
  let rows: RowOutcomes;
  try {
    const read = await deps.files.readRun(outcome.runDir ?? runDir);
    metrics = read.metrics;
    log = read;
    rows = read.rows;
  } catch (error) {
    return draft.failed(
      new OsmosisFailure(`osmosis finished but its results could not be read: ${errorMessage(error)}`),
    );
  }

  if (outcome.kind === 'incomplete') {
    const message = run.interruptedBy
      ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run the same command to resume the rest.`
      : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`;
    const error = {
      kind: 'osmosis' as const,
      message,
      ...(run.stderrTail ? { stderrTail: run.stderrTail } : {}),
    };
    const stopped = { verdict: 'error' as const, exitCode: ExitCode.infrastructure, metrics };
    return draft.finish({ ...stopped, error }, rows);
  }

  return draft.gated(metrics, { rows, passKAt, log });
}

/** What osmosis said about the publish of a finished run (--upload): published, or why not; logged. */
function publishOutcome(
  { wording }: Pick<OutcomeDeps, 'wording'>,
  runName: string,
  { run, publishError, replace }: { run: OsmosisRun; publishError: string | undefined; replace: boolean },
): UploadResult {
  const published = publishError ? undefined : publishedFrom(run.envelope?.resource, replace);
  const upload =
    published ??
    publishFailed(
      publishError ?? 'osmosis printed no import for the run.',
      publishAgain(wording, runName, replace),
      replace,
    );
  if (upload.status === 'published') wording.log.info(upload.message);
  else wording.log.warning(upload.message);
  return upload;
}

type Outcome =
  | { kind: 'complete'; runDir: string | undefined; publishError?: string }
  | { kind: 'incomplete'; runDir: string | undefined }
  | { kind: 'error'; error: OsmosisCiError };

/** What osmosis's exit status, envelope and stderr say happened (contract §1.5, §3.5). */
export function interpretRun(run: OsmosisRun, bin: string): Outcome {
  if (run.spawnError) return { kind: 'error', error: cannotStart(bin, run.spawnError) };
  const resource = evalRunResourceSchema.safeParse(run.envelope?.resource);
  const runDir = resource.success ? resource.data.output_path : undefined;
  if (run.envelope?.status === 'success' && run.exitCode === 0) return { kind: 'complete', runDir };
  if (run.envelope?.status === 'partial') return { kind: 'incomplete', runDir };

  if (run.error) {
    const { code, message, details } = run.error.error;
    // The eval finished and its results are whole; only the publish after it failed (--upload).
    if (isPublishFailureAfterFinish(message))
      return { kind: 'complete', runDir: undefined, publishError: `[${code}] ${message}` };
    const explained = explainOsmosisError(code, message, details);
    // Problems osmosis finds in what it was given, before anything runs, are the user's to fix, like ours.
    if (isUserMistake(code, message, details)) {
      return { kind: 'error', error: new UsageError(explained) };
    }
    if (run.interruptedBy) return { kind: 'incomplete', runDir: undefined };
    return {
      kind: 'error',
      error: new OsmosisFailure(`osmosis eval run failed [${code}]: ${explained}`, {
        code,
        exitCode: run.exitCode,
        stderrTail: run.stderrTail,
      }),
    };
  }
  if (run.interruptedBy) return { kind: 'incomplete', runDir: undefined };
  const how = abnormalExit(run);
  return {
    kind: 'error',
    error: new OsmosisFailure(
      `osmosis ${how}. Its journal, if any, is kept: re-run with the same run name to resume.`,
      {
        exitCode: run.exitCode,
        signal: run.signal,
        stderrTail: run.stderrTail,
      },
    ),
  };
}
