/**
 * eval-run: config -> secrets -> `osmosis --json eval run` -> journal -> metrics -> gate -> result.
 * Every failure becomes a result with an exit code rather than an exception, so the entries can always
 * write the report before they exit. Nothing talks to the outside world except through `deps`.
 */
import { join, resolve } from 'node:path';
import {
  abnormalExit,
  cannotStart,
  type OsmosisInvocation,
  type OsmosisRun,
} from '../adapters/osmosis-process.js';
import { displayPath } from '../adapters/paths.js';
import type { Progress } from '../adapters/progress.js';
import type { RowOutcomes } from '../core/baseline.js';
import { checkConfigLocation, type EvalConfig, parseEvalConfig } from '../core/config.js';
import { evalRunResourceSchema, explainOsmosisError } from '../core/envelope.js';
import { ExitCode, errorMessage, type OsmosisCiError, OsmosisFailure, UsageError } from '../core/errors.js';
import { evaluateGate } from '../core/gate.js';
import type { EvalRunInputs } from '../core/inputs.js';
import type { EvalMetrics } from '../core/metrics.js';
import { evalRunArgs } from '../core/osmosis-args.js';
import { type EvalRunResult, RESULT_SCHEMA_VERSION } from '../core/result.js';
import { defaultRunName, type RunContext } from '../core/run-name.js';
import { encodeSecretsFile, type SecretValues, selectSecrets } from '../core/secrets.js';
import { errorFields } from './outcome.js';

export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export interface EvalRunDeps {
  cwd: string;
  env: NodeJS.ProcessEnv;
  toolVersion: string;
  runContext: RunContext;
  workflowRunUrl?: string | undefined;
  log: Logger;
  now: () => Date;
  /**
   * Called once the inputs are valid and before osmosis starts (the action restores caches here). It may
   * find the run's journal already complete for these inputs, so that osmosis need not start at all.
   */
  beforeRun?: (context: BeforeRunContext) => Promise<BeforeRunOutcome | undefined>;
  /** Registers a value to be hidden from every log line (core.setSecret in the action). */
  mask?: (value: string) => void;
  readText: (path: string) => Promise<string | undefined>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  osmosisEnv: (bin: string) => Promise<NodeJS.ProcessEnv>;
  /** The osmosis-ai version that wrote a run (its manifest's provenance), without starting Python again. */
  readRunVersion: (runDir: string) => Promise<string | undefined>;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  watchProgress: (runDir: string, onProgress: (progress: Progress) => void) => () => void;
  /** The run's metrics and per-row outcomes, from one pass over its index.jsonl. */
  readRun: (runDir: string) => Promise<{ metrics: EvalMetrics; rows: RowOutcomes }>;
}

export interface BeforeRunContext {
  workspace: string;
  configRelative: string;
  config: EvalConfig;
  runName: string;
  inputs: EvalRunInputs;
  osmosisBin: string;
}

export interface BeforeRunOutcome {
  /** The journal restored for these exact inputs holds every result (see core/completed-journal.ts). */
  journalComplete: boolean;
}

/** The result document, and the per-row outcomes the baseline comparison needs (when the run has results). */
export interface EvalRunOutcome {
  result: EvalRunResult;
  rows: RowOutcomes | null;
}

interface Prepared {
  workspace: string;
  configRelative: string;
  config: EvalConfig;
  runName: string;
  secretsText: string;
}

export async function evalRun(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  deps: EvalRunDeps,
): Promise<EvalRunOutcome> {
  const startedAt = deps.now();
  let rows: RowOutcomes | null = null;
  const workspace = resolve(deps.cwd, inputs['working-directory'] ?? '.');
  const configRelative = displayPath(workspace, resolve(workspace, inputs.config));
  const base: Pick<
    EvalRunResult,
    'schemaVersion' | 'kind' | 'tool' | 'osmosisVersion' | 'config' | 'runName' | 'runDir' | 'links'
  > = {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: deps.toolVersion },
    osmosisVersion: null,
    config: configRelative,
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
    return { result, rows };
  };
  const failed = (error: unknown, extra: Partial<EvalRunResult> = {}): EvalRunOutcome =>
    finish({ ...extra, ...errorFields(error) });

  let prepared: Prepared;
  try {
    prepared = await prepare(inputs, givenSecrets, workspace, configRelative, deps);
  } catch (error) {
    return failed(error);
  }
  base.runName = prepared.runName;

  let bin: string;
  try {
    bin = await deps.resolveOsmosis(inputs['osmosis-path']);
  } catch (error) {
    return failed(error);
  }

  let journalComplete = false;
  if (deps.beforeRun) {
    // Restoring caches helps but is never required: a failure here only costs the run its head start.
    try {
      const before = await deps.beforeRun({
        workspace,
        configRelative,
        config: prepared.config,
        runName: prepared.runName,
        inputs,
        osmosisBin: bin,
      });
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
      datasetFile: inputs['dataset-file'],
      rows: inputs.rows,
      maxInFlight: inputs['max-in-flight'],
      fresh: inputs.fresh,
      retryFailed: inputs['retry-failed'],
      secretsOnStdin: prepared.secretsText !== '',
    });
    const runDir = join(workspace, '.osmosis', 'evals', runName);
    base.runName = runName;
    base.runDir = displayPath(workspace, runDir);
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${workspace})`);
    const stopProgress = deps.watchProgress(runDir, ({ done, total }) =>
      deps.log.info(`osmosis eval run: ${done}/${total ?? '?'} work items finished`),
    );
    try {
      const run = await deps.runOsmosis({
        bin,
        args,
        cwd: workspace,
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
    const runDir = join(workspace, '.osmosis', 'evals', prepared.runName);
    base.runDir = displayPath(workspace, runDir);
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
    // A journal of this name exists but was made from other inputs. Never touch it: start over beside it.
    const renamed = freshRunName(prepared.runName, deps.now());
    const note = `Run ${prepared.runName} already exists with different inputs (${run.error?.error.message.split('\n')[0]}); started a fresh run named ${renamed} instead. Pass fresh: true to replace the old journal.`;
    deps.log.warning(note);
    warnings.push(note);
    ({ run, runDir } = await invoke(renamed));
  }

  base.osmosisVersion = run.error?.cli_version ?? (await deps.readRunVersion(runDir)) ?? null;
  const outcome = interpretRun(run, bin);
  if (outcome.kind === 'error') return failed(outcome.error, { warnings });
  if (outcome.runDir) base.runDir = displayPath(workspace, outcome.runDir);

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
      ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run with the same run name to resume the rest.`
      : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run with the same run name to resume.`;
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

async function prepare(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  workspace: string,
  configRelative: string,
  deps: EvalRunDeps,
): Promise<Prepared> {
  const configPath = resolve(workspace, inputs.config);
  const text = await deps.readText(configPath);
  if (text === undefined) {
    throw new UsageError(
      `Config file not found: ${configRelative} (looked in ${workspace}). Pass the path of an eval config such as configs/eval/my-rollout.toml, relative to working-directory.`,
    );
  }
  checkConfigLocation(configPath, workspace, 'eval');
  const config = parseEvalConfig(text, configRelative);
  const secrets = selectSecrets(config.secrets.required, givenSecrets, deps.env, configRelative);
  for (const value of secrets.values()) deps.mask?.(value);
  const secretsText = encodeSecretsFile(secrets);
  if (
    inputs['dataset-file'] !== undefined &&
    (await deps.readText(resolve(workspace, inputs['dataset-file']))) === undefined
  ) {
    throw new UsageError(`Dataset file not found: ${inputs['dataset-file']} (relative to ${workspace}).`);
  }
  const runName = inputs['run-name'] ?? defaultRunName(configRelative, deps.runContext);
  return { workspace, configRelative, config, runName, secretsText };
}

/** osmosis refuses to resume a run whose locked inputs changed (contract §3.3). */
export function isResumeRefused(run: OsmosisRun): boolean {
  return (
    run.error?.error.code === 'VALIDATION' &&
    /created with different resolved inputs/.test(run.error.error.message)
  );
}

/** A new, valid run name beside an existing one: the old name plus a UTC timestamp. */
export function freshRunName(runName: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${runName.slice(0, 96 - stamp.length - 1)}-${stamp}`;
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
    // Config problems osmosis finds before anything runs are the user's to fix, like ours.
    if (code === 'VALIDATION' && /^Invalid (eval|training) config/.test(message)) {
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
