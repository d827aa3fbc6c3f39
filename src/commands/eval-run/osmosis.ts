/**
 * eval-run's osmosis starts: `osmosis --json eval run` with the secrets on stdin, its progress and
 * warnings logged as they come, and one more start under a name derived from the inputs when osmosis
 * refuses to resume a journal made from other inputs.
 */
import { displayPath } from '../../core/display-path.js';
import { capText, errorMessage, type OsmosisCiError, OsmosisFailure, UsageError } from '../../core/errors.js';
import { evalRunArgs, runTimeOptions } from '../../core/osmosis/osmosis-args.js';
import { journalDir } from '../../core/osmosis/paths.js';
import type { BeforeRunContext, EvalRunDeps, OsmosisRun } from '../../core/ports.js';
import type { ResultDraft } from './result.js';

/**
 * The concerns an osmosis start itself uses. Each step names the concerns it reaches through `deps`
 * (`OsmosisStart<'files' | 'wording'>`), so none is handed the whole bundle by default.
 */
export type OsmosisConcerns = 'osmosis' | 'wording' | 'workspace';

/** What every osmosis start of one eval-run needs; `K` the concerns the step taking it uses. */
export interface OsmosisStart<K extends keyof EvalRunDeps = keyof EvalRunDeps> {
  /** The checked run: workspace, config, effective inputs, run name and osmosis binary. */
  context: BeforeRunContext;
  /** The dotenv-encoded secrets for stdin ('' when the config asks for none). */
  secretsText: string;
  deps: Pick<EvalRunDeps, K>;
  /** Pass --upload: osmosis publishes the run once every work item has a result. */
  upload: boolean;
  /** Aborting it stops the running osmosis cleanly (an adaptive verdict settled while it ran). */
  stop?: AbortSignal;
}

/** What a start learnt whichever way it ended: the run it named, and the warnings said while it ran. */
export interface StartLearnt {
  /** The run name of the last start (the fallback name when osmosis refused the first). */
  runName: string;
  runDir: string;
  /** osmosis's warnings, and ours about the start, in the order they came. */
  warnings: readonly string[];
}

/** An osmosis start that finished, however it went: its run, with the run dir it was given. */
export interface FinishedStart extends StartLearnt {
  run: OsmosisRun;
}

/** A start that could not be made, with what the starts before the failure learnt. */
export interface FailedStart extends StartLearnt {
  error: OsmosisCiError;
}

/** The draft with what a start learnt: its run name and run dir (shown relative to `root`), and its warnings. */
export function learntFromStart(draft: ResultDraft, started: StartLearnt, root: string): ResultDraft {
  return draft
    .learn({ runName: started.runName, runDir: displayPath(root, started.runDir) })
    .warn(...started.warnings);
}

/**
 * Runs osmosis under the run name; when osmosis refuses to resume it, once more under the fallback
 * name. An error when the fallback cannot be named or is refused too.
 */
export async function runOsmosisResuming(
  start: OsmosisStart<OsmosisConcerns>,
): Promise<FinishedStart | FailedStart> {
  const { context, deps } = start;
  const first = await startOsmosis(start, context.runName);
  if (!isResumeRefused(first.run)) return first;
  // A journal of this name exists but was made from other inputs. Never touch it: run beside it, under
  // a name derived from these inputs, so the same command finds that run again and resumes it.
  let fallback: { name: string; note: string };
  try {
    fallback = await fallbackFor(first.run, context, deps);
  } catch (error) {
    const digest = new OsmosisFailure(`Could not digest the run's inputs: ${errorMessage(error)}`);
    return { ...learnt(first), error: digest };
  }
  deps.wording.log.warning(fallback.note);
  const started = await startOsmosis(start, fallback.name);
  const second = { ...started, warnings: [...first.warnings, fallback.note, ...started.warnings] };
  if (isResumeRefused(second.run)) {
    return {
      ...learnt(second),
      error: new UsageError(
        `Runs ${context.runName} and ${fallback.name} both exist with inputs other than these (${capText(second.run.error?.error.message ?? '', 500)}). Pass ${deps.wording.hint('fresh')} to archive ${context.runName} and start over, or ${deps.wording.hint('run-name', 'NAME')} for a new run.`,
      ),
    };
  }
  return second;
}

function learnt({ runName, runDir, warnings }: StartLearnt): StartLearnt {
  return { runName, runDir, warnings };
}

/** One `osmosis eval run` under `runName`, its progress and warnings logged while it runs. */
async function startOsmosis(
  { context, secretsText, deps, upload, stop }: OsmosisStart<'osmosis' | 'wording'>,
  runName: string,
): Promise<FinishedStart> {
  const { workspace: root, inputs, osmosisBin: bin } = context;
  const args = evalRunArgs({
    config: context.configRelative,
    runName,
    datasetFile: inputs['dataset-file'],
    rows: inputs.rows,
    maxInFlight: inputs['max-in-flight'],
    fresh: inputs.fresh,
    retryFailed: inputs['retry-failed'],
    upload,
    secretsOnStdin: secretsText !== '',
    ...runTimeOptions(inputs),
  });
  const runDir = journalDir(root, runName);
  const warnings: string[] = [];
  deps.wording.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${root})`);
  const stopProgress = deps.osmosis.watchProgress(runDir, (line) => deps.wording.log.info(line));
  try {
    const run = await deps.osmosis.runOsmosis({
      bin,
      args,
      cwd: root,
      env: await deps.osmosis.osmosisEnv(bin),
      stdin: secretsText,
      ...(stop ? { stop } : {}),
      onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
      onWarning: (warning) => {
        const text = warning.warning.code
          ? `${warning.warning.code}: ${warning.warning.message}`
          : warning.warning.message;
        warnings.push(text);
        deps.wording.log.warning(`osmosis: ${text}`);
      },
    });
    return { run, runDir, runName, warnings };
  } finally {
    stopProgress();
  }
}

/** osmosis refuses to resume a run whose locked inputs changed (contract §3.3). */
export function isResumeRefused(run: OsmosisRun): boolean {
  return (
    run.error?.error.code === 'VALIDATION' &&
    /created with different resolved inputs/.test(run.error.error.message)
  );
}

/** The run to use when osmosis refused to resume `context.runName`, and the warning that says so. */
async function fallbackFor(
  refused: OsmosisRun,
  context: BeforeRunContext,
  deps: Pick<EvalRunDeps, 'workspace' | 'wording'>,
): Promise<{ name: string; note: string }> {
  const name = fallbackRunName(context.runName, await deps.workspace.inputsDigest(context));
  const message = refused.error?.error.message ?? '';
  deps.wording.log.debug(`osmosis: ${message.split('\n')[0]}`);
  const changed = /Changed: ([^.]*)/.exec(message)?.[1];
  return {
    name,
    note: `Run ${context.runName} already exists with different inputs${changed ? ` (changed: ${changed})` : ''}; these inputs run as ${name}, which the same command finds again. Pass ${deps.wording.hint('fresh')} to replace the old journal instead.`,
  };
}

/**
 * The run name beside an existing one whose journal holds other inputs: the old name plus the first 8
 * hex digits of the new inputs' digest. Derived from the inputs, never the clock, so the same command
 * finds it again (and resumes it after an interruption) instead of paying for every row again.
 */
export function fallbackRunName(runName: string, inputsDigest: string): string {
  const suffix = inputsDigest.slice(0, 8);
  return `${runName.slice(0, 96 - suffix.length - 1).replace(/[-.]+$/, '')}-${suffix}`;
}
