/**
 * argv for the osmosis CLI, built by pure functions so the exact command is table-tested and can be
 * printed. Never a shell string: every value is one argv element.
 */
import type { EvalRunInputs } from '../inputs.js';
import { KINDS, type ManagedKind } from '../managed.js';
import { OSMOSIS_PYTHON } from './pins.js';

export interface EvalRunArgs {
  config: string;
  runName: string;
  datasetFile?: string | undefined;
  rows?: string | undefined;
  maxInFlight?: number | undefined;
  fresh?: boolean | undefined;
  retryFailed?: boolean | undefined;
  /** Publish the finished run to the platform (with retryFailed, osmosis replaces what it published). */
  upload?: boolean | undefined;
  /** Secrets travel on stdin only; the flag is added only when there is something to send. */
  secretsOnStdin: boolean;
  /** Run-time options: the rollout-server log echo, and how a Harbor sandbox reaches the model bridge. */
  verbose?: boolean | undefined;
  tunnel?: string | undefined;
  advertiseUrl?: string | undefined;
  listenerPort?: number | undefined;
  rolloutPort?: number | undefined;
}

export function evalRunArgs(options: EvalRunArgs): string[] {
  const args = ['--json', 'eval', 'run', options.config, '--name', options.runName, '--yes'];
  if (options.datasetFile !== undefined) args.push('--dataset-file', options.datasetFile);
  if (options.rows !== undefined) args.push('--rows', options.rows);
  if (options.maxInFlight !== undefined) args.push('--max-in-flight', String(options.maxInFlight));
  if (options.fresh) args.push('--fresh');
  if (options.retryFailed) args.push('--retry-failed');
  if (options.tunnel !== undefined) args.push('--tunnel', options.tunnel);
  if (options.advertiseUrl !== undefined) args.push('--advertise-url', options.advertiseUrl);
  if (options.listenerPort !== undefined) args.push('--listener-port', String(options.listenerPort));
  if (options.rolloutPort !== undefined) args.push('--rollout-port', String(options.rolloutPort));
  if (options.verbose) args.push('--verbose');
  if (options.upload) args.push('--upload');
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
  return args;
}

/** The pre-flight checks: the token against the platform, and the workspace scaffold (never --fix in CI). */
export function whoamiArgs(): string[] {
  return ['--json', 'auth', 'whoami'];
}

export function doctorArgs(path: string): string[] {
  return ['--json', 'doctor', path];
}

/** eval-run's run-time inputs as evalRunArgs options (never locked by osmosis, so not in the journal key). */
export function runTimeOptions(
  inputs: Pick<EvalRunInputs, 'verbose' | 'tunnel' | 'advertise-url' | 'listener-port' | 'rollout-port'>,
): Pick<EvalRunArgs, 'verbose' | 'tunnel' | 'advertiseUrl' | 'listenerPort' | 'rolloutPort'> {
  return {
    verbose: inputs.verbose,
    tunnel: inputs.tunnel,
    advertiseUrl: inputs['advertise-url'],
    listenerPort: inputs['listener-port'],
    rolloutPort: inputs['rollout-port'],
  };
}

/**
 * `osmosis eval upload <run dir>`: publishes a finished local run; `--replace` overwrites what this local
 * run published before (after a --retry-failed). osmosis 0.3.8 takes a directory or a run name; the
 * directory is never ambiguous.
 */
export function evalUploadArgs(runDir: string, options: { replace: boolean }): string[] {
  const args = ['--json', 'eval', 'upload', runDir];
  if (options.replace) args.push('--replace');
  return args;
}

export function versionArgs(): string[] {
  return ['--version'];
}

/** `osmosis --version` prints `osmosis-ai X.Y.Z` as plain text, even with --json. */
export function parseVersionOutput(stdout: string): string | undefined {
  return /osmosis-ai\s+v?(\d+\.\d+\.\d+[0-9A-Za-z.+-]*)/.exec(stdout)?.[1];
}

/** The requirement uv installs: the package, its local-eval extra, one exact version. */
export function osmosisRequirement(version: string, extra: string): string {
  return `osmosis-ai[${extra}]==${version}`;
}

export interface UvToolInstallArgs {
  requirement: string;
  /** A path or a uv Python request; OSMOSIS_PYTHON (>=3.12) when none is given. */
  python?: string | undefined;
}

/**
 * `--compile-bytecode`: the tool environment gets its .pyc files at install time, so osmosis's first start
 * does not compile them (litellm's import alone takes seconds) and the directory the tool cache saves
 * never changes after setup.
 */
export function uvToolInstallArgs(options: UvToolInstallArgs): string[] {
  return [
    ...['tool', 'install', '--force', '--compile-bytecode', options.requirement],
    ...['--python', options.python ?? OSMOSIS_PYTHON],
  ];
}

// ---------------------------------------------------------------------------------------------
// managed runs (eval-submit, benchmark-submit, train-submit)

function root(workspace: string | undefined): string[] {
  return workspace === undefined ? ['--json'] : ['--json', '--workspace', workspace];
}

export function submitArgs(
  kind: ManagedKind,
  options: { config: string; workspace?: string | undefined; secretsOnStdin: boolean },
): string[] {
  const args = [...root(options.workspace), ...KINDS[kind].group, 'submit', options.config, '--yes'];
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
  return args;
}

export function infoArgs(kind: ManagedKind, name: string, workspace?: string): string[] {
  return [...root(workspace), ...KINDS[kind].runGroup, 'info', name];
}

export function stopArgs(kind: ManagedKind, name: string, workspace?: string): string[] {
  return [...root(workspace), ...KINDS[kind].runGroup, 'stop', name, '--yes'];
}

export function retryArgs(
  name: string,
  options: { workspace?: string | undefined; secretsOnStdin: boolean },
): string[] {
  const args = [...root(options.workspace), 'eval', 'retry', name, '--yes'];
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
  return args;
}

/** The last page (or an older one, with `cursor`) of a run's platform logs; 200 is the CLI's page limit. */
export function logsArgs(
  kind: ManagedKind,
  name: string,
  options: { workspace?: string | undefined; limit: number; cursor?: string | undefined },
): string[] {
  const args = [
    ...root(options.workspace),
    ...KINDS[kind].runGroup,
    'logs',
    name,
    '--limit',
    String(options.limit),
  ];
  if (options.cursor !== undefined) args.push('--cursor', options.cursor);
  return args;
}

/** `eval download` / `benchmark runs download` of the chosen output types into `output`. */
export function downloadArgs(
  kind: 'eval' | 'benchmark',
  name: string,
  options: {
    workspace?: string | undefined;
    types: readonly string[];
    output: string;
    rows?: string | undefined;
  },
): string[] {
  const args = [
    ...root(options.workspace),
    ...KINDS[kind].runGroup,
    'download',
    name,
    '--type',
    options.types.join(','),
    '-o',
    options.output,
    '--yes',
  ];
  if (options.rows !== undefined) args.push('--rows', options.rows);
  return args;
}

/** The newest runs of a kind (`eval list`, `train list`, `benchmark runs list`); the CLI pages by at most 50. */
export function listArgs(kind: ManagedKind, limit: number, workspace?: string): string[] {
  return [...root(workspace), ...KINDS[kind].runGroup, 'list', '--limit', String(Math.min(50, limit))];
}
