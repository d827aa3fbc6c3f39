/**
 * What every concern of a managed step works from: the context (inputs, deps, where the config is),
 * fixed when the step starts, and once osmosis is ready a `Step` that can call it. Both are values; what
 * each concern learns it returns, and `finish`/`failed` turn what was learnt into the result.
 */
import { resolve } from 'node:path';
import { displayPath } from '../../core/display-path.js';
import { type OsmosisCiError, OsmosisFailure, UsageError } from '../../core/errors.js';
import type { CodeRef } from '../../core/managed/code-ref.js';
import { KINDS, type KindSpec, type ManagedKind, missingSecretNames } from '../../core/managed.js';
import type { ManagedInputs } from '../../core/managed-inputs.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { explainOsmosisError } from '../../core/osmosis/envelope.js';
import { abnormalExit, cannotStart } from '../../core/osmosis/osmosis-exit.js';
import type { OsmosisRun } from '../../core/ports.js';
import { RESULT_SCHEMA_VERSION } from '../../core/result.js';
import { platformTokenWording, type Surface } from '../../core/token-wording.js';
import { errorFields } from '../outcome.js';
import type { ManagedDeps } from './deps.js';
import type { Trail } from './trail.js';

export type Fields = Partial<ManagedResult> & Pick<ManagedResult, 'verdict' | 'exitCode' | 'summary'>;

/** Thrown when the step is asked to stop; the orchestrator turns it into a `cancelled` result. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

export interface Prepared {
  bin: string;
  env: NodeJS.ProcessEnv;
  /** The secrets file osmosis reads on stdin ('' when none). */
  secretsText: string;
  /** The names of the secrets given a value by this job (on stdin). */
  providedSecrets: string[];
  /** The config's own text, as read. */
  configText: string;
  /** Every value that must not appear in logs the step brings home. */
  sensitive: string[];
}

/** The run a step follows, as the result reports it. */
export type Run = NonNullable<ManagedResult['run']>;

export interface Context {
  readonly inputs: ManagedInputs;
  readonly deps: ManagedDeps;
  readonly kind: ManagedKind;
  readonly spec: KindSpec;
  readonly startedAt: Date;
  readonly workspaceDir: string;
  readonly configPath: string;
  readonly configRelative: string;
}

export function contextOf(inputs: ManagedInputs, deps: ManagedDeps): Context {
  const startedAt = deps.facts.now();
  const workspaceDir = resolve(deps.facts.cwd, inputs['working-directory'] ?? '.');
  const configPath = resolve(workspaceDir, inputs.config);
  return Object.freeze({
    inputs,
    deps,
    kind: inputs.kind,
    spec: KINDS[inputs.kind],
    startedAt,
    workspaceDir,
    configPath,
    configRelative: displayPath(workspaceDir, configPath),
  });
}

export interface CallOptions {
  stdin?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** The context once osmosis is ready: what the concerns after prepare are handed. */
export interface Step extends Context {
  readonly ready: Prepared;
  /** The orchestrator's record of what was seen; concerns only append to it. */
  readonly trail: Trail;
  /** A warning for the log and the result, once. */
  warn(text: string): void;
  throwIfCancelled(): void;
  /** Runs osmosis in the workspace (or `cwd`), logging the argv and passing its warnings on. */
  call(args: string[], options?: CallOptions): Promise<OsmosisRun>;
}

export function stepOf(context: Context, ready: Prepared, trail: Trail): Step {
  const { deps } = context;
  const call = async (args: string[], options: CallOptions = {}) => {
    deps.wording.log.info(`Running: ${[ready.bin, ...args].join(' ')}`);
    const run = await deps.osmosis.runOsmosis({
      bin: ready.bin,
      args,
      cwd: options.cwd ?? context.workspaceDir,
      env: options.env ?? ready.env,
      stdin: options.stdin ?? '',
      onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
      onWarning: (warning) => {
        const { code, message } = warning.warning;
        trail.warn(`osmosis: ${code ? `${code}: ${message}` : message}`);
      },
    });
    if (run.error?.cli_version) trail.record({ kind: 'cli-version', version: run.error.cli_version });
    return run;
  };
  return Object.freeze({
    ...context,
    ready,
    trail,
    warn: (text: string) => trail.warn(text),
    throwIfCancelled: () => {
      if (deps.waiting.cancelSignal.aborted) throw new CancelledError();
    },
    call,
  });
}

/** What a step learnt, as the result reports it. */
export interface Learnt {
  readonly osmosisVersion: string | null;
  readonly run: ManagedResult['run'];
  readonly code: CodeRef | null;
  readonly stateFile: string | null;
  readonly wait: ManagedResult['wait'];
  readonly warnings: readonly string[];
}

export function finish(context: Context, learnt: Learnt, fields: Fields): ManagedResult {
  const { deps, startedAt } = context;
  const finishedAt = deps.facts.now();
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: context.spec.command,
    tool: { name: 'osmosis-ci', version: deps.facts.toolVersion },
    osmosisVersion: learnt.osmosisVersion,
    config: context.configRelative,
    workspace: context.inputs.workspace ?? null,
    run: learnt.run,
    code: learnt.code,
    gate: null,
    metrics: null,
    benchmark: null,
    training: null,
    preflight: null,
    wait: learnt.wait,
    stateFile: learnt.stateFile,
    error: null,
    warnings: [...learnt.warnings],
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    links: deps.facts.workflowRunUrl ? { workflowRun: deps.facts.workflowRunUrl } : {},
    ...fields,
  };
}

export function failed(context: Context, learnt: Learnt, error: unknown): ManagedResult {
  const { verdict, exitCode, error: described } = errorFields(error);
  const { location: _location, ...rest } = described;
  return finish(context, learnt, { verdict, exitCode, summary: described.message, error: rest });
}

/** What a failed osmosis invocation means, as an error with the right exit code. */
export function osmosisError(
  run: OsmosisRun,
  bin: string,
  command: string,
  { provided = [], surface }: { provided?: readonly string[]; surface?: Surface | undefined } = {},
): OsmosisCiError {
  if (run.spawnError) return cannotStart(bin, run.spawnError);
  if (run.error) {
    const { code, message, details } = run.error.error;
    const missing = missingSecretNames(code, message, details);
    if (missing && missing.length > 0) return missingSecretsError(missing, provided);
    if (code === 'AUTH_REQUIRED') {
      return new OsmosisFailure(
        `The Osmosis platform rejected the token: it is invalid or expired (osmosis ${command}: ${message}). ${platformTokenWording(surface).rejected}`,
        { code, exitCode: run.exitCode },
      );
    }
    if (code === 'VALIDATION' && /^Invalid (eval|training|benchmark) config/i.test(message)) {
      return new UsageError(explainOsmosisError(code, message, details));
    }
    return new OsmosisFailure(
      `osmosis ${command} failed [${code}]: ${explainOsmosisError(code, message, details)}`,
      { code, exitCode: run.exitCode, stderrTail: run.stderrTail },
    );
  }
  return new OsmosisFailure(`osmosis ${command} ${abnormalExit(run)}.`, {
    exitCode: run.exitCode,
    signal: run.signal,
    stderrTail: run.stderrTail,
  });
}

/**
 * The platform has none of these secrets. A name this job gave a value on stdin can only be missing when
 * osmosis 0.3.8 dropped the values: it does when its listing of the platform's secrets fails
 * (shared_submit.prepare_submit_secrets keeps `--secrets-file` values only after a successful listing).
 */
function missingSecretsError(missing: string[], provided: readonly string[]): UsageError {
  const dropped = missing.filter((name) => provided.includes(name));
  if (dropped.length > 0) {
    return new UsageError(
      `The platform has no secret ${dropped.join(', ')}, and osmosis did not send the value this job gave it: osmosis 0.3.8 drops the values of --secrets-file when it cannot list the platform's secrets (a network or permission failure on GET /environment-secrets), so nothing was submitted. Re-run the job; if it persists, check that the token may list secrets, or store each with \`osmosis secret set ${dropped[0]}\` on the platform.`,
    );
  }
  return new UsageError(
    `Missing secrets: ${missing.join(', ')}. The platform has no secret by ${missing.length === 1 ? 'that name' : 'these names'}: create it there with \`osmosis secret set ${missing[0]}\` (or in the platform's UI), or give it a value in the \`secrets\` input (NAME=value lines) or the environment, and name it in [secrets].required.`,
  );
}
