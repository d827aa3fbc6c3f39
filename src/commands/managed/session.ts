/**
 * The state one managed step builds up (the run, the wait's counters, warnings, the judged code) and
 * the two things every concern needs from it: calling osmosis, and turning what happened into a result.
 */
import { resolve } from 'node:path';
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import { displayPath } from '../../core/display-path.js';
import { type OsmosisCiError, OsmosisFailure, UsageError } from '../../core/errors.js';
import type { CodeRef } from '../../core/managed/code-ref.js';
import { KINDS, type KindSpec, missingSecretNames } from '../../core/managed.js';
import type { ManagedInputs } from '../../core/managed-inputs.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { explainOsmosisError } from '../../core/osmosis/envelope.js';
import { abnormalExit, cannotStart } from '../../core/osmosis/osmosis-exit.js';
import type { OsmosisRun } from '../../core/ports.js';
import { RESULT_SCHEMA_VERSION } from '../../core/result.js';
import { platformTokenWording, type Surface } from '../../core/token-wording.js';
import { errorFields } from '../outcome.js';
import type { ManagedDeps } from './deps.js';

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

export class Session {
  readonly spec: KindSpec;
  readonly startedAt: Date;
  readonly workspaceDir: string;
  readonly configPath: string;
  readonly configRelative: string;
  readonly warnings: string[] = [];
  readonly wait = {
    waited: false,
    polls: 0,
    transientErrors: 0,
    timedOut: false,
    cancelled: false,
    stopRequested: false,
  };
  osmosisVersion: string | null = null;
  run: ManagedResult['run'] = null;
  stateFile: string | null = null;
  /** When this step first handed a submit to osmosis (a cancel after it looks for the run it may have made). */
  submitStartedAt: Date | null = null;
  code: CodeRef | null = null;
  /** An eval on a pull request whose config sets no [evaluation].limit (the platform samples at random). */
  unpinnedSample = false;
  /** An eval's per-row outcomes, from its downloaded summary.jsonl (the baseline compares them). */
  rows: RowOutcomes | null = null;
  prepared: Prepared | undefined;

  constructor(
    readonly inputs: ManagedInputs,
    readonly deps: ManagedDeps,
  ) {
    this.spec = KINDS[inputs.kind];
    this.startedAt = deps.facts.now();
    this.workspaceDir = resolve(deps.facts.cwd, inputs['working-directory'] ?? '.');
    this.configPath = resolve(this.workspaceDir, inputs.config);
    this.configRelative = displayPath(this.workspaceDir, this.configPath);
  }

  get kind() {
    return this.inputs.kind;
  }

  get ready(): Prepared {
    if (!this.prepared) throw new Error('managed session used before prepare');
    return this.prepared;
  }

  /** A warning for the log and the result, once. */
  warn(text: string): void {
    if (this.warnings.includes(text)) return;
    this.warnings.push(text);
    this.deps.wording.log.warning(text);
  }

  throwIfCancelled(): void {
    if (this.deps.waiting.cancelSignal.aborted) throw new CancelledError();
  }

  /** Runs osmosis in the workspace (or `cwd`), logging the argv and passing its warnings on. */
  async call(args: string[], options: { stdin?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
    const { bin, env } = this.ready;
    this.deps.wording.log.info(`Running: ${[bin, ...args].join(' ')}`);
    const run = await this.deps.osmosis.runOsmosis({
      bin,
      args,
      cwd: options.cwd ?? this.workspaceDir,
      env: options.env ?? env,
      stdin: options.stdin ?? '',
      onStderrText: (line) => this.deps.wording.log.debug(`osmosis: ${line}`),
      onWarning: (warning) => {
        const { code, message } = warning.warning;
        this.warn(`osmosis: ${code ? `${code}: ${message}` : message}`);
      },
    });
    if (run.error?.cli_version) this.osmosisVersion ??= run.error.cli_version;
    return run;
  }

  /** The run as it stands now, with a newer status and URL. */
  updateRun(status: string, url?: string | null): void {
    if (this.run) this.run = { ...this.run, status, url: url ?? this.run.url };
  }

  finish(fields: Fields): ManagedResult {
    const finishedAt = this.deps.facts.now();
    return {
      schemaVersion: RESULT_SCHEMA_VERSION,
      kind: this.spec.command,
      tool: { name: 'osmosis-ci', version: this.deps.facts.toolVersion },
      osmosisVersion: this.osmosisVersion,
      config: this.configRelative,
      workspace: this.inputs.workspace ?? null,
      run: this.run,
      code: this.code,
      gate: null,
      metrics: null,
      benchmark: null,
      training: null,
      preflight: null,
      wait: this.wait,
      stateFile: this.stateFile,
      error: null,
      warnings: this.warnings,
      startedAt: this.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - this.startedAt.getTime(),
      links: this.deps.facts.workflowRunUrl ? { workflowRun: this.deps.facts.workflowRunUrl } : {},
      ...fields,
    };
  }

  failed(error: unknown, extra: Partial<ManagedResult> = {}): ManagedResult {
    const { verdict, exitCode, error: described } = errorFields(error);
    const { location: _location, ...rest } = described;
    return this.finish({ ...extra, verdict, exitCode, summary: described.message, error: rest });
  }
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
