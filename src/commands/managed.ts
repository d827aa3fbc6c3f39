/**
 * eval-submit, benchmark-submit, train-submit: config -> secrets -> (pre-flight) -> state file or
 * `osmosis --json <group> submit … --secrets-file -` -> wait (`<group> info` with backoff) -> gate -> result.
 * Every expected failure becomes a result with an exit code, never an exception, so the entries always
 * write the report. Nothing talks to the outside world except through `deps`.
 */
import { join, resolve } from 'node:path';
import {
  abnormalExit,
  cannotStart,
  type OsmosisInvocation,
  type OsmosisRun,
} from '../adapters/osmosis-process.js';
import { displayPath } from '../adapters/paths.js';
import {
  checkConfigLocation,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../core/config/index.js';
import { explainOsmosisError, isUserMistake } from '../core/envelope.js';
import {
  ExitCode,
  errorMessage,
  formatLocated,
  OsmosisCiError,
  OsmosisFailure,
  UsageError,
} from '../core/errors.js';
import { evaluateGate, pct } from '../core/gate.js';
import {
  classifyStatus,
  gateBenchmark,
  infoArgs,
  isResumable,
  isTerminal,
  isTransient,
  KINDS,
  type ManagedKind,
  missingSecretNames,
  parseSubmissionState,
  pickSecrets,
  pollDelay,
  pollSchedule,
  readSnapshot,
  readSubmitted,
  retryArgs,
  type Snapshot,
  type StateScope,
  type SubmissionState,
  stateFileName,
  stopArgs,
  submitArgs,
} from '../core/managed.js';
import type { ManagedInputs } from '../core/managed-inputs.js';
import type { ManagedResult } from '../core/managed-result.js';
import { parseVersionOutput, versionArgs } from '../core/osmosis-args.js';
import { RESULT_SCHEMA_VERSION } from '../core/result.js';
import { encodeSecretsFile, type SecretValues } from '../core/secrets.js';
import type { Logger } from './eval-run.js';

export interface ManagedDeps {
  cwd: string;
  env: NodeJS.ProcessEnv;
  toolVersion: string;
  workflowRunUrl?: string | undefined;
  log: Logger;
  now: () => Date;
  /** In [0, 1): the polling jitter. */
  random: () => number;
  mask?: (value: string) => void;
  readText: (path: string) => Promise<string | undefined>;
  /** Writes a file atomically, creating its directory. */
  writeText: (path: string, text: string) => Promise<void>;
  listDir: (path: string) => Promise<string[]>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  /** The environment of every osmosis process: the token and platform URL go here, and only here. */
  osmosisEnv: (
    bin: string,
    auth: { token: string; platformUrl?: string | undefined },
  ) => Promise<NodeJS.ProcessEnv>;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when this process is asked to stop (SIGINT/SIGTERM, a cancelled workflow). */
  cancelSignal: AbortSignal;
  stateScope: StateScope;
  github: { runId: string | null; job: string | null; attempt: string | null };
}

/** Consecutive transient failures of `info` tolerated before the wait gives up. */
const MAX_TRANSIENT_IN_A_ROW = 20;

type Fields = Partial<ManagedResult> & Pick<ManagedResult, 'verdict' | 'exitCode' | 'summary'>;

export async function managedRun(
  inputs: ManagedInputs,
  givenSecrets: SecretValues,
  deps: ManagedDeps,
): Promise<ManagedResult> {
  const kind = inputs.kind;
  const spec = KINDS[kind];
  const startedAt = deps.now();
  const workspaceDir = resolve(deps.cwd, inputs['working-directory'] ?? '.');
  const configPath = resolve(workspaceDir, inputs.config);
  const configRelative = displayPath(workspaceDir, configPath);
  const warnings: string[] = [];
  const wait = {
    waited: false,
    polls: 0,
    transientErrors: 0,
    timedOut: false,
    cancelled: false,
    stopRequested: false,
  };
  const state: { osmosisVersion: string | null; run: ManagedResult['run']; stateFile: string | null } = {
    osmosisVersion: null,
    run: null,
    stateFile: null,
  };

  const finish = (fields: Fields): ManagedResult => {
    const finishedAt = deps.now();
    return {
      schemaVersion: RESULT_SCHEMA_VERSION,
      kind: spec.command,
      tool: { name: 'osmosis-ci', version: deps.toolVersion },
      osmosisVersion: state.osmosisVersion,
      config: configRelative,
      workspace: inputs.workspace ?? null,
      run: state.run,
      gate: null,
      metrics: null,
      benchmark: null,
      training: null,
      preflight: null,
      wait,
      stateFile: state.stateFile,
      error: null,
      warnings,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
      ...fields,
    };
  };
  const failed = (error: unknown, extra: Partial<ManagedResult> = {}): ManagedResult => {
    if (error instanceof UsageError) {
      const message = formatLocated(error.message, error.location);
      return finish({
        ...extra,
        verdict: 'error',
        exitCode: ExitCode.usage,
        summary: message,
        error: { kind: 'usage', message },
      });
    }
    const details = error instanceof OsmosisFailure ? error.details : {};
    const message = errorMessage(error);
    return finish({
      ...extra,
      verdict: 'error',
      exitCode: error instanceof OsmosisCiError ? error.exitCode : ExitCode.infrastructure,
      summary: message,
      error: {
        kind: 'osmosis',
        message,
        ...(details.code ? { code: details.code } : {}),
        ...(details.stderrTail ? { stderrTail: details.stderrTail } : {}),
      },
    });
  };

  // ---- prepare: config, secrets, token, osmosis
  let secretsText: string;
  let token: string;
  let bin: string;
  let env: NodeJS.ProcessEnv;
  try {
    const text = await deps.readText(configPath);
    if (text === undefined) {
      throw new UsageError(
        `Config file not found: ${configRelative} (looked in ${workspaceDir}). Pass the path of a ${kind} config relative to working-directory.`,
      );
    }
    let required: string[];
    if (kind === 'eval') {
      checkConfigLocation(configPath, workspaceDir, 'eval');
      required = parseEvalConfig(text, configRelative).secrets.required;
    } else if (kind === 'training') {
      checkConfigLocation(configPath, workspaceDir, 'training');
      required = parseTrainingConfig(text, configRelative).secrets?.required ?? [];
    } else {
      // 0.3.8 reads a benchmark config from any path (benchmark_config.load_benchmark_submit_config).
      required = parseBenchmarkConfig(text, configRelative).secrets.required;
    }
    const secrets = pickSecrets(required, givenSecrets, deps.env);
    for (const value of secrets.values()) deps.mask?.(value);
    secretsText = encodeSecretsFile(secrets);
    const foundToken = inputs.token ?? deps.env.OSMOSIS_TOKEN;
    if (!foundToken) {
      throw new UsageError(
        'No Osmosis platform token: pass the `token` input (from a repository secret) or set OSMOSIS_TOKEN.',
      );
    }
    token = foundToken;
    deps.mask?.(token);
    bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    env = await deps.osmosisEnv(bin, { token, platformUrl: inputs['platform-url'] });
  } catch (error) {
    return failed(error);
  }

  const call = async (args: string[], stdin = ''): Promise<OsmosisRun> => {
    deps.log.info(`Running: ${[bin, ...args].join(' ')}`);
    const run = await deps.runOsmosis({
      bin,
      args,
      cwd: workspaceDir,
      env,
      stdin,
      onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
      onWarning: (warning) => {
        const text = warning.warning.code
          ? `${warning.warning.code}: ${warning.warning.message}`
          : warning.warning.message;
        if (!warnings.includes(text)) {
          warnings.push(text);
          deps.log.warning(`osmosis: ${text}`);
        }
      },
    });
    if (run.error?.cli_version) state.osmosisVersion ??= run.error.cli_version;
    return run;
  };

  const versionRun = await deps.runOsmosis({ bin, args: versionArgs(), cwd: workspaceDir, env });
  state.osmosisVersion = parseVersionOutput(versionRun.stdout) ?? null;

  // The argv osmosis is given: with root --workspace, 0.3.8 wants an absolute config path for train/eval.
  const submitConfig = inputs.workspace !== undefined && kind !== 'benchmark' ? configPath : configRelative;

  // ---- info, with transient errors retried inside the wait's budget
  type InfoOutcome =
    | { kind: 'snapshot'; snapshot: Snapshot }
    | { kind: 'transient'; message: string }
    | { kind: 'not-found' };
  const infoOnce = async (name: string, of: ManagedKind = kind): Promise<InfoOutcome> => {
    const run = await call(infoArgs(of, name, inputs.workspace));
    if (run.envelope && run.exitCode === 0) {
      const snapshot = readSnapshot(of, run.envelope.data, name);
      if (snapshot) return { kind: 'snapshot', snapshot };
      return {
        kind: 'transient',
        message: `osmosis ${KINDS[of].runGroup.join(' ')} info printed a result without a ${KINDS[of].dataKey}`,
      };
    }
    if (run.error) {
      const { code, message, details } = run.error.error;
      if (code === 'NOT_FOUND') return { kind: 'not-found' };
      if (isTransient(code, details)) return { kind: 'transient', message: `[${code}] ${message}` };
    }
    throw osmosisError(run, bin, `${KINDS[of].runGroup.join(' ')} info`);
  };

  const infoWithRetry = async (
    name: string,
    of: ManagedKind = kind,
    attempts = 4,
  ): Promise<Snapshot | undefined> => {
    for (let attempt = 0; ; attempt++) {
      const outcome = await infoOnce(name, of);
      if (outcome.kind === 'snapshot') return outcome.snapshot;
      if (outcome.kind === 'not-found') return undefined;
      wait.transientErrors += 1;
      if (attempt + 1 >= attempts) {
        throw new OsmosisFailure(
          `The Osmosis platform kept failing while reading ${name}: ${outcome.message}`,
        );
      }
      deps.log.warning(`Transient platform error reading ${name} (${outcome.message}); retrying.`);
      await deps.sleep(
        pollDelay(pollSchedule(inputs['poll-interval'] * 1000), attempt, deps.random()),
        deps.cancelSignal,
      );
      if (deps.cancelSignal.aborted) throw new CancelledError();
    }
  };

  const statePath = join(
    workspaceDir,
    '.osmosis',
    'ci',
    'submissions',
    stateFileName(kind, configRelative, inputs.workspace, { ...deps.stateScope, extra: inputs['state-key'] }),
  );
  const saveState = async (snapshotStatus: string, previous?: SubmissionState): Promise<void> => {
    if (!state.run) return;
    const nowIso = deps.now().toISOString();
    const record: SubmissionState = {
      schemaVersion: 1,
      kind,
      config: configRelative,
      runName: state.run.name,
      runId: state.run.id,
      url: state.run.url,
      status: snapshotStatus,
      submittedAt: previous?.submittedAt ?? nowIso,
      updatedAt: nowIso,
      github: deps.github,
    };
    try {
      await deps.writeText(statePath, `${JSON.stringify(record, null, 2)}\n`);
      state.stateFile = displayPath(workspaceDir, statePath);
    } catch (error) {
      warnings.push(
        `Could not write the state file ${statePath}: ${errorMessage(error)}. A re-run may submit again.`,
      );
    }
  };

  try {
    // ---- pre-flight (train-submit)
    let preflight: ManagedResult['preflight'] = null;
    if (
      inputs.kind === 'training' &&
      (inputs['preflight-eval'] !== undefined || inputs['preflight-min-pass-rate'] !== undefined)
    ) {
      const evalName = inputs['preflight-eval'] ?? (await latestEvalSubmission(workspaceDir, deps));
      const threshold = inputs['preflight-min-pass-rate'] ?? 0;
      if (evalName === undefined) {
        return finish({
          verdict: 'failed',
          exitCode: ExitCode.gateFailed,
          summary:
            'Not submitted: a pre-flight eval is required (preflight-min-pass-rate) but none was named and no eval-submit ran earlier in this job. Set preflight-eval to a managed eval run name.',
          preflight: {
            evalRun: '',
            status: null,
            passRate: null,
            threshold,
            passed: false,
            reason: 'no pre-flight eval found',
          },
        });
      }
      deps.log.info(`Pre-flight: checking managed eval ${evalName} (needs pass rate ≥ ${pct(threshold)}).`);
      const snapshot = await infoWithRetry(evalName, 'eval');
      preflight = judgePreflight(evalName, snapshot, threshold);
      if (!preflight.passed) {
        return finish({
          verdict: 'failed',
          exitCode: ExitCode.gateFailed,
          summary: `Not submitted: pre-flight eval ${evalName} ${preflight.reason}`,
          preflight,
        });
      }
      deps.log.info(`Pre-flight passed: ${preflight.reason}`);
    }

    // ---- find the run: attached by name, resumed from the state file, or submitted now
    let snapshot: Snapshot | undefined;
    const attachName = inputs.kind === 'eval' ? inputs['run-name'] : undefined;
    const previous = inputs.fresh ? undefined : parseSubmissionState(await deps.readText(statePath));
    if (attachName !== undefined) {
      snapshot = await infoWithRetry(attachName);
      if (!snapshot) throw new UsageError(`No ${spec.noun} named ${attachName} on the platform (run-name).`);
      state.run = runFrom(snapshot, { submitted: false, resumed: false });
    } else if (previous && previous.kind === kind) {
      deps.log.info(
        `State file ${displayPath(workspaceDir, statePath)} names ${previous.runName} (${previous.status}); checking it.`,
      );
      const current = await infoWithRetry(previous.runName);
      if (current && isResumable(kind, current.status)) {
        deps.log.info(`Resuming ${current.name} (${current.status}) instead of submitting a second run.`);
        snapshot = current;
        state.run = runFrom(current, { submitted: false, resumed: true });
        state.stateFile = displayPath(workspaceDir, statePath);
      } else {
        deps.log.info(
          current
            ? `${previous.runName} ended ${current.status}: submitting a new run.`
            : `${previous.runName} is not on the platform: submitting a new run.`,
        );
      }
    }
    if (!state.run) {
      if (deps.cancelSignal.aborted) throw new CancelledError();
      const run = await call(
        submitArgs(kind, {
          config: submitConfig,
          workspace: inputs.workspace,
          secretsOnStdin: secretsText !== '',
        }),
        secretsText,
      );
      const submitted =
        run.envelope?.status === 'success' && run.exitCode === 0
          ? readSubmitted(run.envelope.resource)
          : undefined;
      if (!submitted) throw osmosisError(run, bin, `${spec.group.join(' ')} submit`);
      state.run = { ...submitted, submitted: true, resumed: false, retried: false };
      deps.log.info(
        `Submitted ${spec.noun} ${submitted.name} (${submitted.status})${submitted.url ? `: ${submitted.url}` : ''}`,
      );
      await saveState(submitted.status);
    }

    if (!inputs.wait) {
      const status = snapshot?.status ?? state.run.status;
      return finish({
        verdict: 'submitted',
        exitCode: ExitCode.ok,
        summary: `${state.run.submitted ? 'Submitted' : 'Found'} ${spec.noun} ${state.run.name} (${status}); not waiting for it (wait: false).`,
        ...judgeExtras(kind, snapshot),
        preflight,
      });
    }

    // ---- wait
    wait.waited = true;
    const deadline = startedAt.getTime() + inputs['timeout-minutes'] * 60_000;
    const schedule = pollSchedule(inputs['poll-interval'] * 1000);
    const waitForTerminal = async (
      name: string,
      initial: Snapshot | undefined,
    ): Promise<Snapshot | undefined> => {
      let latest = initial && isTerminal(kind, initial.status) ? initial : undefined;
      if (latest) return latest;
      let attempt = 0;
      let inARow = 0;
      let lastLine = '';
      for (;;) {
        if (deps.cancelSignal.aborted) throw new CancelledError();
        const outcome = await infoOnce(name);
        wait.polls += 1;
        if (deps.cancelSignal.aborted) throw new CancelledError();
        if (outcome.kind === 'snapshot') {
          inARow = 0;
          latest = outcome.snapshot;
          if (state.run)
            state.run = { ...state.run, status: latest.status, url: latest.url ?? state.run.url };
          const line = `${latest.name}: ${latest.status}${latest.progress ? `, ${latest.progress}` : ''}`;
          if (line !== lastLine) deps.log.info(line);
          lastLine = line;
          if (isTerminal(kind, latest.status)) return latest;
        } else if (outcome.kind === 'not-found') {
          throw new OsmosisFailure(
            `The platform no longer knows ${spec.noun} ${name} (NOT_FOUND) while waiting for it.`,
          );
        } else {
          wait.transientErrors += 1;
          inARow += 1;
          deps.log.warning(`Transient platform error while waiting (${outcome.message}); will retry.`);
          if (inARow >= MAX_TRANSIENT_IN_A_ROW) {
            throw new OsmosisFailure(
              `The Osmosis platform failed ${inARow} status checks in a row: ${outcome.message}`,
            );
          }
        }
        const remaining = deadline - deps.now().getTime();
        if (remaining <= 0) {
          wait.timedOut = true;
          return latest;
        }
        await deps.sleep(
          Math.min(remaining, pollDelay(schedule, attempt++, deps.random())),
          deps.cancelSignal,
        );
      }
    };

    let final = await waitForTerminal(state.run.name, snapshot);
    if (
      !wait.timedOut &&
      final &&
      inputs.kind === 'eval' &&
      inputs['retry-failed'] &&
      (final.status !== 'finished' ||
        (final.eval !== undefined && final.eval.failed + final.eval.skipped > 0))
    ) {
      const retry = await call(
        retryArgs(final.name, { workspace: inputs.workspace, secretsOnStdin: secretsText !== '' }),
        secretsText,
      );
      if (retry.envelope?.status === 'success' && retry.exitCode === 0) {
        deps.log.info(retry.envelope.message ?? `Retrying the failed and skipped samples of ${final.name}.`);
        state.run = { ...state.run, retried: true, status: 'running' };
        await saveState('running', parseSubmissionState(await deps.readText(statePath)));
        final = await waitForTerminal(final.name, undefined);
      } else if (retry.error && ['CONFLICT', 'VALIDATION', 'NOT_FOUND'].includes(retry.error.error.code)) {
        warnings.push(`eval retry did not start: ${retry.error.error.message}`);
      } else {
        throw osmosisError(retry, bin, 'eval retry');
      }
    }

    if (final && state.run)
      state.run = { ...state.run, status: final.status, url: final.url ?? state.run.url };
    if (state.run?.submitted || state.run?.resumed || state.stateFile) {
      await saveState(state.run?.status ?? 'unknown', parseSubmissionState(await deps.readText(statePath)));
    }

    if (wait.timedOut) {
      if (inputs['stop-on-timeout']) await stopRun(state.run?.name);
      const status = final?.status ?? state.run.status;
      return finish({
        verdict: 'timed-out',
        exitCode: ExitCode.infrastructure,
        summary: `Waited ${inputs['timeout-minutes']} min for ${spec.noun} ${state.run.name}; it is still ${status}. ${
          wait.stopRequested
            ? 'It was stopped (stop-on-timeout).'
            : 'It was left running (set stop-on-timeout to stop it); a re-run of this job resumes waiting on it.'
        }`,
        ...judgeExtras(kind, final),
        preflight,
      });
    }
    if (!final) throw new OsmosisFailure(`No status was read for ${spec.noun} ${state.run.name}.`);
    return judge(final, preflight);
  } catch (error) {
    if (error instanceof CancelledError || deps.cancelSignal.aborted) {
      wait.cancelled = true;
      if (inputs['stop-on-cancel'] && state.run) await stopRun(state.run.name).catch(() => undefined);
      const what = state.run
        ? `${spec.noun} ${state.run.name} was ${wait.stopRequested ? 'stopped (stop-on-cancel)' : 'left running; a re-run of this job resumes waiting on it'}.`
        : 'nothing was submitted.';
      return finish({
        verdict: 'cancelled',
        exitCode: ExitCode.infrastructure,
        summary: `Cancelled while waiting: ${what}`,
      });
    }
    return failed(error);
  }

  async function stopRun(name: string | undefined): Promise<void> {
    if (!name) return;
    deps.log.info(`Stopping ${spec.noun} ${name}.`);
    const run = await call(stopArgs(kind, name, inputs.workspace));
    if (run.envelope?.status === 'success' && run.exitCode === 0) {
      wait.stopRequested = true;
      if (state.run) state.run = { ...state.run, status: 'stopped' };
    } else {
      warnings.push(
        `Could not stop ${name}: ${run.error?.error.message ?? `osmosis exited ${run.exitCode}`}`,
      );
    }
  }

  function judge(final: Snapshot, preflight: ManagedResult['preflight']): ManagedResult {
    const extras = { ...judgeExtras(kind, final), preflight };
    const cls = classifyStatus(kind, final.status);
    if (cls === 'failed') {
      return finish({
        ...extras,
        verdict: kind === 'training' ? 'failed' : 'error',
        exitCode: kind === 'training' ? ExitCode.gateFailed : ExitCode.infrastructure,
        summary: `The platform ${spec.noun} ${final.name} ended ${final.status}${wait.stopRequested ? '' : ''}.`,
      });
    }
    if (inputs.kind === 'eval') {
      if (!final.eval)
        throw new OsmosisFailure(`${final.name} finished but the platform reported no metrics.`);
      const gate = evaluateGate(final.eval, {
        minPassRate: inputs['min-pass-rate'],
        gateOn: inputs['gate-on'],
        allowInconclusive: inputs['allow-inconclusive'],
      });
      return finish({
        ...extras,
        verdict: gate.verdict,
        exitCode: gate.blocking ? ExitCode.gateFailed : ExitCode.ok,
        summary: gate.reason,
        gate,
      });
    }
    if (inputs.kind === 'benchmark') {
      const { gate, agents } = gateBenchmark(final.benchmark ?? [], {
        minPassRate: inputs['min-pass-rate'],
        gateOn: inputs['gate-on'],
        allowInconclusive: inputs['allow-inconclusive'],
        gateAgents: inputs['gate-agents'],
        maxRank: inputs['max-rank'],
      });
      const scored = agents.map((a) => a.passAt1).filter((v): v is number => v !== null);
      return finish({
        ...extras,
        benchmark: { agents, bestPassAt1: scored.length > 0 ? Math.max(...scored) : null },
        verdict: gate.verdict,
        exitCode: gate.blocking ? ExitCode.gateFailed : ExitCode.ok,
        summary: gate.reason,
        gate,
      });
    }
    return finish({
      ...extras,
      verdict: 'passed',
      exitCode: ExitCode.ok,
      summary: `Training run ${final.name} finished${final.training?.totalSteps ? ` (${final.training.step ?? final.training.totalSteps} of ${final.training.totalSteps} steps)` : ''}.`,
    });
  }
}

class CancelledError extends Error {
  override name = 'CancelledError';
}

function runFrom(
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

function judgeExtras(kind: ManagedKind, snapshot: Snapshot | undefined): Partial<ManagedResult> {
  if (!snapshot) return {};
  if (kind === 'eval') return { metrics: snapshot.eval ?? null };
  if (kind === 'training') return { training: snapshot.training ?? null };
  const agents = (snapshot.benchmark ?? []).map((a) => ({ ...a, verdict: 'not-gated' as const, reason: '' }));
  const scored = agents.map((a) => a.passAt1).filter((v): v is number => v !== null);
  return { benchmark: { agents, bestPassAt1: scored.length > 0 ? Math.max(...scored) : null } };
}

export function judgePreflight(
  evalRun: string,
  snapshot: Snapshot | undefined,
  threshold: number,
): NonNullable<ManagedResult['preflight']> {
  const base = { evalRun, threshold };
  if (!snapshot)
    return { ...base, status: null, passRate: null, passed: false, reason: 'was not found on the platform.' };
  const passRate = snapshot.eval?.passRate ?? null;
  if (snapshot.status !== 'finished') {
    return {
      ...base,
      status: snapshot.status,
      passRate,
      passed: false,
      reason: `is ${snapshot.status}, not finished.`,
    };
  }
  if (passRate === null || !snapshot.eval || snapshot.eval.completed === 0) {
    return { ...base, status: snapshot.status, passRate, passed: false, reason: 'has no completed samples.' };
  }
  const counts = `${snapshot.eval.passed}/${snapshot.eval.completed}`;
  return passRate >= threshold
    ? {
        ...base,
        status: snapshot.status,
        passRate,
        passed: true,
        reason: `pass rate ${pct(passRate)} (${counts}) ≥ ${pct(threshold)}.`,
      }
    : {
        ...base,
        status: snapshot.status,
        passRate,
        passed: false,
        reason: `pass rate ${pct(passRate)} (${counts}) < ${pct(threshold)}.`,
      };
}

/** The eval an earlier eval-submit step of this job recorded most recently (its state file). */
async function latestEvalSubmission(workspaceDir: string, deps: ManagedDeps): Promise<string | undefined> {
  const dir = join(workspaceDir, '.osmosis', 'ci', 'submissions');
  let best: SubmissionState | undefined;
  for (const file of await deps.listDir(dir)) {
    if (!file.startsWith('eval-submit-') || !file.endsWith('.json')) continue;
    const record = parseSubmissionState(await deps.readText(join(dir, file)));
    if (record?.kind !== 'eval') continue;
    if (deps.stateScope.runId && record.github.runId !== deps.stateScope.runId) continue;
    if (!best || record.updatedAt > best.updatedAt) best = record;
  }
  return best?.runName;
}

/** What a failed osmosis invocation means, as an error with the right exit code. */
export function osmosisError(run: OsmosisRun, bin: string, command: string): OsmosisCiError {
  if (run.spawnError) return cannotStart(bin, run.spawnError);
  if (run.error) {
    const { code, message, details } = run.error.error;
    const missing = missingSecretNames(code, message, details);
    if (missing && missing.length > 0) {
      return new UsageError(
        `Missing secrets: ${missing.join(', ')}. Give each a value in the \`secrets\` input (NAME=value lines) or the environment, or store it on the platform with \`osmosis secret set <NAME>\`.`,
      );
    }
    if (code === 'AUTH_REQUIRED') {
      return new OsmosisFailure(
        `The Osmosis platform rejected the token: it is invalid or expired (osmosis ${command}: ${message}). Create a new token and store it in the secret passed as \`token\` (OSMOSIS_TOKEN).`,
        { code, exitCode: run.exitCode },
      );
    }
    if (isUserMistake(code, message, details)) {
      return new UsageError(explainOsmosisError(code, message, details));
    }
    return new OsmosisFailure(
      `osmosis ${command} failed [${code}]: ${explainOsmosisError(code, message, details)}`,
      {
        code,
        exitCode: run.exitCode,
        stderrTail: run.stderrTail,
      },
    );
  }
  const how = abnormalExit(run);
  return new OsmosisFailure(`osmosis ${command} ${how}.`, {
    exitCode: run.exitCode,
    signal: run.signal,
    stderrTail: run.stderrTail,
  });
}
