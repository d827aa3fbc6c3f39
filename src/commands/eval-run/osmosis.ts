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
  /**
   * Learns the run name and run dir of each start, and collects osmosis's warnings. Written as they
   * come, not returned at the end: an interrupted run's result needs what was learnt so far.
   */
  draft: ResultDraft;
  /** Pass --upload: osmosis publishes the run once every work item has a result. */
  upload: boolean;
  /** Aborting it stops the running osmosis cleanly (an adaptive verdict settled while it ran). */
  stop?: AbortSignal;
}

/** An osmosis start that finished, however it went, and the run dir it was given. */
export interface FinishedStart {
  run: OsmosisRun;
  runDir: string;
}

/**
 * Runs osmosis under the run name; when osmosis refuses to resume it, once more under the fallback
 * name. An error when the fallback cannot be named or is refused too.
 */
export async function runOsmosisResuming(
  start: OsmosisStart<OsmosisConcerns>,
): Promise<FinishedStart | { error: OsmosisCiError }> {
  const { context, deps, draft } = start;
  const first = await startOsmosis(start, context.runName);
  if (!isResumeRefused(first.run)) return first;
  // A journal of this name exists but was made from other inputs. Never touch it: run beside it, under
  // a name derived from these inputs, so the same command finds that run again and resumes it.
  let fallback: { name: string; note: string };
  try {
    fallback = await fallbackFor(first.run, context, deps);
  } catch (error) {
    return { error: new OsmosisFailure(`Could not digest the run's inputs: ${errorMessage(error)}`) };
  }
  deps.wording.log.warning(fallback.note);
  draft.warnings.push(fallback.note);
  const second = await startOsmosis(start, fallback.name);
  if (isResumeRefused(second.run)) {
    return {
      error: new UsageError(
        `Runs ${context.runName} and ${fallback.name} both exist with inputs other than these (${capText(second.run.error?.error.message ?? '', 500)}). Pass ${deps.wording.hint('fresh')} to archive ${context.runName} and start over, or ${deps.wording.hint('run-name', 'NAME')} for a new run.`,
      ),
    };
  }
  return second;
}

/** One `osmosis eval run` under `runName`, its progress and warnings logged while it runs. */
async function startOsmosis(
  { context, secretsText, deps, draft, upload, stop }: OsmosisStart<'osmosis' | 'wording'>,
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
  draft.facts.runName = runName;
  draft.facts.runDir = displayPath(root, runDir);
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
        draft.warnings.push(text);
        deps.wording.log.warning(`osmosis: ${text}`);
      },
    });
    return { run, runDir };
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
