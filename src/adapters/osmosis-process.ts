/**
 * Runs the osmosis CLI: argv array (never a shell), secrets on stdin only, stdout kept whole for the
 * single --json envelope, stderr split into JSON-lines envelopes and a bounded tail of other text.
 * SIGINT/SIGTERM received while osmosis runs are forwarded to it once as SIGINT, which `eval run`
 * turns into a clean stop that leaves the journal resumable (contract §3.8).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import {
  classifyStderrLine,
  type ErrorEnvelope,
  parseSuccessEnvelope,
  type WarningEnvelope,
} from '../core/osmosis/envelope.js';
import type { OsmosisInvocation, OsmosisRun, PlatformAuth } from '../core/ports.js';
import { findOnPath, isExecutable } from './exec.js';
import { cachePaths, executableName } from './paths.js';
import { recordedOsmosis } from './setup-record.js';

export type { OsmosisInvocation, OsmosisRun } from '../core/ports.js';

const STDERR_TAIL_LINES = 30;

/**
 * Our SIGINT and SIGTERM forwarded to osmosis (first signal: a graceful stop; later ones repeat it, which
 * osmosis treats as "stop now"), and the caller's stop as one SIGINT, which osmosis's eval runner takes as
 * a clean cancel (in-flight rows write no record and stay pending for a resume).
 */
function forwardStops(child: ChildProcess, stop: AbortSignal | undefined) {
  let interruptedBy: NodeJS.Signals | null = null;
  const running = () => child.exitCode === null && child.signalCode === null;
  const forward = (signal: NodeJS.Signals) => {
    interruptedBy ??= signal;
    if (running()) child.kill('SIGINT');
  };
  const onSigint = () => forward('SIGINT');
  const onSigterm = () => forward('SIGTERM');
  const onStop = () => {
    if (running()) child.kill('SIGINT');
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  return {
    interruptedBy: () => interruptedBy,
    detach: () => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      stop?.removeEventListener('abort', onStop);
    },
  };
}

/** osmosis's stderr as it comes: its error envelope, its warnings, and the last lines of plain text. */
function readStderr(stderr: Readable, invocation: OsmosisInvocation) {
  const read = {
    error: undefined as ErrorEnvelope | undefined,
    warnings: [] as WarningEnvelope[],
    tail: [] as string[],
  };
  createInterface({ input: stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    const classified = classifyStderrLine(line);
    if (classified.kind === 'error') read.error = classified.envelope;
    else if (classified.kind === 'warning') {
      read.warnings.push(classified.envelope);
      invocation.onWarning?.(classified.envelope);
    } else if (classified.text !== '') {
      read.tail.push(classified.text);
      if (read.tail.length > STDERR_TAIL_LINES) read.tail.shift();
      invocation.onStderrText?.(classified.text);
    }
  });
  return read;
}

export function runOsmosis(invocation: OsmosisInvocation): Promise<OsmosisRun> {
  return new Promise((resolve) => {
    const child = spawn(invocation.bin, [...invocation.args], {
      cwd: invocation.cwd,
      env: invocation.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      // Own process group on POSIX, so a terminal's Ctrl-C reaches osmosis once (through us), not twice.
      detached: process.platform !== 'win32',
    });
    const stops = forwardStops(child, invocation.stop);
    const stdoutChunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdoutChunks.push(chunk));
    const stderr = readStderr(child.stderr, invocation);
    let spawnError: Error | undefined;
    child.on('error', (err) => {
      spawnError = err;
    });
    child.stdin.on('error', () => {
      // osmosis may exit before reading stdin (e.g. a usage error); its exit status tells the story.
    });
    child.stdin.end(invocation.stdin ?? '');

    child.on('close', (exitCode, signal) => {
      stops.detach();
      const stdout = Buffer.concat(stdoutChunks).toString('utf8');
      resolve({
        exitCode,
        signal,
        interruptedBy: stops.interruptedBy(),
        stdout,
        envelope: parseSuccessEnvelope(stdout),
        error: stderr.error,
        warnings: stderr.warnings,
        stderrTail: stderr.tail.join('\n'),
        spawnError,
      });
    });
  });
}

/** The environment osmosis gets: ours, minus what belongs to this step and must not reach a rollout. */
export function osmosisEnvironment(
  base: NodeJS.ProcessEnv,
  overrides: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) {
    // INPUT_* holds this action's inputs (the secrets input among them); ACTIONS_RUNTIME_TOKEN and
    // friends would let the code under eval write to the cache. Neither belongs to osmosis.
    if (
      /^INPUT_/i.test(key) ||
      /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|ID_TOKEN_REQUEST)/i.test(key)
    )
      continue;
    env[key] = value;
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * The variables that give osmosis the platform token and URL, for its environment only (never argv, never
 * exported to later steps). A token off production must be bound to the same platform
 * (OSMOSIS_TOKEN_PLATFORM_URL, else ENV_TOKEN_PLATFORM_REQUIRED). Without a token, the environment's
 * OSMOSIS_TOKEN (if any) passes through unchanged.
 */
export function platformAuthEnv(
  env: NodeJS.ProcessEnv,
  auth: PlatformAuth,
): Record<string, string | undefined> {
  const platformUrl = auth.platformUrl ?? env.OSMOSIS_PLATFORM_URL;
  return {
    ...(auth.token ? { OSMOSIS_TOKEN: auth.token } : {}),
    ...(platformUrl
      ? {
          OSMOSIS_PLATFORM_URL: platformUrl,
          OSMOSIS_TOKEN_PLATFORM_URL: auth.platformUrl ?? env.OSMOSIS_TOKEN_PLATFORM_URL ?? platformUrl,
        }
      : {}),
  };
}

/**
 * The osmosis to run: the given path, else the one setup installed (in the cache directory, then where
 * the last `setup --cache-dir` put it), else the first on PATH.
 */
export async function resolveOsmosisBin(
  explicit: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const candidates = explicit
    ? [explicit]
    : [
        join(cachePaths(env).binDir, executableName('osmosis')),
        await recordedOsmosis(env),
        await findOnPath('osmosis', env),
      ];
  for (const candidate of candidates) {
    if (candidate && (await isExecutable(candidate))) return candidate;
  }
  // A path the user gave that is not there is theirs to fix (exit 2); no osmosis at all is the machine's (3).
  if (explicit) throw new UsageError(`osmosis-path ${explicit} is not an executable file.`);
  throw new OsmosisFailure(
    'osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.',
  );
}

/**
 * An env file that holds nothing, for OSMOSIS_ENV_FILE, so a repository's .env never changes which
 * platform or token osmosis uses (contract §1.1). /dev/null on POSIX; on Windows, where osmosis's
 * "exists and is a file" check is not known to accept NUL, an empty file in the temp directory.
 */
export function emptyEnvFile(): string {
  if (process.platform !== 'win32') return devNull;
  const path = join(tmpdir(), 'osmosis-ci-empty.env');
  if (!existsSync(path)) writeFileSync(path, '');
  return path;
}
