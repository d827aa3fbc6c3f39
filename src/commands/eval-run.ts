/**
 * eval-run: config -> secrets -> `osmosis --json eval run` -> journal -> metrics -> gate -> result.
 * Every failure becomes a result with an exit code rather than an exception, so the entries can always
 * write the report before they exit. Nothing talks to the outside world except through `deps`.
 */
import { join, resolve } from 'node:path';
import { abnormalExit, cannotStart, type OsmosisRun } from '../adapters/osmosis-process.js';
import { displayPath } from '../adapters/paths.js';
import type { RowOutcomes } from '../core/baseline.js';
import { evalRunResourceSchema, explainOsmosisError, isUserMistake } from '../core/envelope.js';
import {
  capText,
  ExitCode,
  errorMessage,
  formatLocated,
  OsmosisCiError,
  OsmosisFailure,
  UsageError,
} from '../core/errors.js';
import { evaluateGate } from '../core/gate.js';
import type { EvalRunInputs } from '../core/inputs.js';
import type { EvalMetrics } from '../core/metrics.js';
import { evalRunArgs } from '../core/osmosis-args.js';
import type { BeforeRunContext, EvalRunDeps } from '../core/ports.js';
import { type EvalRunResult, RESULT_SCHEMA_VERSION } from '../core/result.js';
import type { SecretValues } from '../core/secrets.js';
import { type Prepared, prepare } from './eval-run-prepare.js';

export type { BeforeRunContext, BeforeRunOutcome, EvalRunDeps, Logger } from '../core/ports.js';

/** The result document, and the per-row outcomes the baseline comparison needs (when the run has results). */
export interface EvalRunOutcome {
  result: EvalRunResult;
  rows: RowOutcomes | null;
  /** The workspace root, once found: the default home of the result files. Null when there is none. */
  workspace: string | null;
}

export async function evalRun(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  deps: EvalRunDeps,
): Promise<EvalRunOutcome> {
  const startedAt = deps.now();
  let rows: RowOutcomes | null = null;
  let workspace: string | null = null;
  const base: Pick<
    EvalRunResult,
    'schemaVersion' | 'kind' | 'tool' | 'osmosisVersion' | 'config' | 'runName' | 'runDir' | 'links'
  > = {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: deps.toolVersion },
    osmosisVersion: null,
    config: inputs.config,
    runName: inputs['run-name'] ?? null,
    runDir: null,
    links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
  };
  const finish = (
    fields: Partial<EvalRunResult> & Pick<EvalRunResult, 'verdict' | 'exitCode'>,
  ): EvalRunOutcome => {
    const finishedAt = deps.now();
    const result: EvalRunResult = {
      ...base,
      gate: null,
      metrics: null,
      error: null,
      warnings: [],
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      ...fields,
    };
    return { result, rows, workspace };
  };
  const failed = (error: unknown, extra: Partial<EvalRunResult> = {}): EvalRunOutcome => {
    if (error instanceof UsageError) {
      return finish({
        ...extra,
        verdict: 'error',
        exitCode: ExitCode.usage,
        error: {
          kind: 'usage',
          message: formatLocated(error.message, error.location),
          ...(error.location ? { location: error.location } : {}),
        },
      });
    }
    const details = error instanceof OsmosisFailure ? error.details : {};
    return finish({
      ...extra,
      verdict: 'error',
      exitCode: error instanceof OsmosisCiError ? error.exitCode : ExitCode.infrastructure,
      error: {
        kind: 'osmosis',
        message: capText(errorMessage(error)),
        ...(details.code ? { code: details.code } : {}),
        ...(details.stderrTail ? { stderrTail: details.stderrTail } : {}),
      },
    });
  };

  let prepared: Prepared;
  try {
    const start = resolve(deps.cwd, inputs['working-directory'] ?? '.');
    workspace = await deps.findWorkspace(start);
    if (workspace !== start) {
      deps.log.info(`Workspace: ${workspace} (the git repository holding configs/, around ${start})`);
    }
    prepared = await prepare(inputs, givenSecrets, start, workspace, deps);
  } catch (error) {
    return failed(error);
  }
  base.runName = prepared.runName;
  base.config = prepared.configRelative;
  const root = prepared.workspace;
  const configRelative = prepared.configRelative;
  const effective = prepared.inputs;

  let bin: string;
  try {
    bin = await deps.resolveOsmosis(inputs['osmosis-path']);
  } catch (error) {
    return failed(error);
  }

  const context: BeforeRunContext = {
    workspace: root,
    configRelative,
    config: prepared.config,
    runName: prepared.runName,
    inputs: effective,
    osmosisBin: bin,
  };
  let journalComplete = false;
  if (deps.beforeRun) {
    // Restoring caches helps but is never required: a failure here only costs the run its head start.
    try {
      const before = await deps.beforeRun(context);
      journalComplete = before?.journalComplete === true;
    } catch (error) {
      deps.log.warning(`Preparing the run failed, continuing without it: ${errorMessage(error)}`);
    }
  }

  const warnings: string[] = [];
  const invoke = async (runName: string) => {
    const args = evalRunArgs({
      config: configRelative,
      runName,
      datasetFile: effective['dataset-file'],
      rows: effective.rows,
      maxInFlight: effective['max-in-flight'],
      fresh: effective.fresh,
      retryFailed: effective['retry-failed'],
      secretsOnStdin: prepared.secretsText !== '',
    });
    const runDir = join(root, '.osmosis', 'evals', runName);
    base.runName = runName;
    base.runDir = displayPath(root, runDir);
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${root})`);
    const stopProgress = deps.watchProgress(runDir, ({ done, total }) =>
      deps.log.info(`osmosis eval run: ${done}/${total ?? '?'} work items finished`),
    );
    try {
      const run = await deps.runOsmosis({
        bin,
        args,
        cwd: root,
        env: await deps.osmosisEnv(bin),
        stdin: prepared.secretsText,
        onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
        onWarning: (warning) => {
          const text = warning.warning.code
            ? `${warning.warning.code}: ${warning.warning.message}`
            : warning.warning.message;
          warnings.push(text);
          deps.log.warning(`osmosis: ${text}`);
        },
      });
      return { run, runDir };
    } finally {
      stopProgress();
    }
  };

  const gated = (metrics: EvalMetrics): EvalRunOutcome => {
    const gate = evaluateGate(metrics, {
      minPassRate: inputs['min-pass-rate'],
      gateOn: inputs['gate-on'],
      allowInconclusive: inputs['allow-inconclusive'],
    });
    return finish({
      verdict: gate.verdict,
      exitCode: gate.blocking ? ExitCode.gateFailed : ExitCode.ok,
      gate,
      metrics,
      warnings,
    });
  };

  if (journalComplete) {
    // What osmosis would answer ("all N work items already have results"), without its Python start.
    const runDir = join(root, '.osmosis', 'evals', prepared.runName);
    base.runDir = displayPath(root, runDir);
    base.osmosisVersion = (await deps.readRunVersion(runDir)) ?? null;
    try {
      let metrics: EvalMetrics;
      ({ metrics, rows } = await deps.readRun(runDir));
      deps.log.info(
        `The journal restored for these inputs already holds all ${metrics.total} results; osmosis was not started.`,
      );
      return gated({ ...metrics, resumedRows: metrics.total });
    } catch (error) {
      deps.log.warning(`The restored journal could not be read (${errorMessage(error)}); running osmosis.`);
    }
  }

  let { run, runDir } = await invoke(prepared.runName);
  if (isResumeRefused(run)) {
    // A journal of this name exists but was made from other inputs. Never touch it: run beside it, under
    // a name derived from these inputs, so the same command finds that run again and resumes it.
    let fallback: { name: string; note: string };
    try {
      fallback = await fallbackFor(run, context, deps);
    } catch (error) {
      return failed(new OsmosisFailure(`Could not digest the run's inputs: ${errorMessage(error)}`), {
        warnings,
      });
    }
    deps.log.warning(fallback.note);
    warnings.push(fallback.note);
    ({ run, runDir } = await invoke(fallback.name));
    if (isResumeRefused(run)) {
      return failed(
        new UsageError(
          `Runs ${prepared.runName} and ${fallback.name} both exist with inputs other than these (${capText(run.error?.error.message ?? '', 500)}). Pass ${deps.hint('fresh')} to archive ${prepared.runName} and start over, or ${deps.hint('run-name', 'NAME')} for a new run.`,
        ),
        { warnings },
      );
    }
  }

  base.osmosisVersion = run.error?.cli_version ?? (await deps.readRunVersion(runDir)) ?? null;
  const outcome = interpretRun(run, bin);
  if (outcome.kind === 'error') return failed(outcome.error, { warnings });
  if (outcome.runDir) base.runDir = displayPath(root, outcome.runDir);

  let metrics: EvalMetrics;
  try {
    ({ metrics, rows } = await deps.readRun(outcome.runDir ?? runDir));
  } catch (error) {
    return failed(
      new OsmosisFailure(`osmosis finished but its results could not be read: ${errorMessage(error)}`),
      {
        warnings,
      },
    );
  }

  if (outcome.kind === 'incomplete') {
    const message = run.interruptedBy
      ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run the same command to resume the rest.`
      : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`;
    return finish({
      verdict: 'error',
      exitCode: ExitCode.infrastructure,
      metrics,
      warnings,
      error: { kind: 'osmosis', message, ...(run.stderrTail ? { stderrTail: run.stderrTail } : {}) },
    });
  }

  return gated(metrics);
}

/**
 * The result of a step whose inputs did not parse: nothing ran, but the outputs, the summary and
 * result.json still say what happened (exit 2), as for every other failure.
 */
export function invalidInputsResult(
  error: UsageError,
  facts: { config: string | undefined; toolVersion: string; workflowRunUrl?: string | undefined; now: Date },
): EvalRunResult {
  const at = facts.now.toISOString();
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: facts.toolVersion },
    osmosisVersion: null,
    config: facts.config ?? '',
    runName: null,
    runDir: null,
    verdict: 'error',
    exitCode: ExitCode.usage,
    gate: null,
    metrics: null,
    error: { kind: 'usage', message: error.message },
    warnings: [],
    startedAt: at,
    finishedAt: at,
    durationMs: 0,
    links: facts.workflowRunUrl ? { workflowRun: facts.workflowRunUrl } : {},
  };
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
  deps: EvalRunDeps,
): Promise<{ name: string; note: string }> {
  const name = fallbackRunName(context.runName, await deps.inputsDigest(context));
  const message = refused.error?.error.message ?? '';
  deps.log.debug(`osmosis: ${message.split('\n')[0]}`);
  const changed = /Changed: ([^.]*)/.exec(message)?.[1];
  return {
    name,
    note: `Run ${context.runName} already exists with different inputs${changed ? ` (changed: ${changed})` : ''}; these inputs run as ${name}, which the same command finds again. Pass ${deps.hint('fresh')} to replace the old journal instead.`,
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

type Outcome =
  | { kind: 'complete'; runDir: string | undefined }
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
