/**
 * argv for the osmosis CLI, built by pure functions so the exact command is table-tested and can be
 * printed. Never a shell string: every value is one argv element.
 */

export interface EvalRunArgs {
  config: string;
  runName: string;
  datasetFile?: string | undefined;
  rows?: string | undefined;
  maxInFlight?: number | undefined;
  fresh?: boolean | undefined;
  retryFailed?: boolean | undefined;
  /** Secrets travel on stdin only; the flag is added only when there is something to send. */
  secretsOnStdin: boolean;
}

export function evalRunArgs(options: EvalRunArgs): string[] {
  const args = ['--json', 'eval', 'run', options.config, '--name', options.runName, '--yes'];
  if (options.datasetFile !== undefined) args.push('--dataset-file', options.datasetFile);
  if (options.rows !== undefined) args.push('--rows', options.rows);
  if (options.maxInFlight !== undefined) args.push('--max-in-flight', String(options.maxInFlight));
  if (options.fresh) args.push('--fresh');
  if (options.retryFailed) args.push('--retry-failed');
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
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
  python?: string | undefined;
}

/**
 * `--compile-bytecode`: the tool environment gets its .pyc files at install time, so osmosis's first start
 * does not compile them (litellm's import alone takes seconds) and the directory the tool cache saves
 * never changes after setup.
 */
export function uvToolInstallArgs(options: UvToolInstallArgs): string[] {
  const args = ['tool', 'install', '--force', '--compile-bytecode', options.requirement];
  if (options.python !== undefined) args.push('--python', options.python);
  return args;
}
