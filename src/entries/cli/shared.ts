/** What every CLI command shares: flag parsing, the stderr logger, and the command shape. */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Logger } from '../../commands/eval-run/index.js';
import { errorMessage, UsageError } from '../../core/errors.js';
import type { ReportSinks, TerminalFormat } from '../../core/report-ports.js';

export interface CliCommand {
  /** The full usage text of the command, printed for `osmosis-ci <command> --help`. */
  usage: string;
  run(args: string[]): Promise<number>;
}

/** The report's terminal sink (core/report-ports.ts): stdout, in the format asked for. */
export function terminalSink(format: TerminalFormat): NonNullable<ReportSinks['terminal']> {
  return { format, write: (text) => process.stdout.write(text) };
}

export const stderrLog: Logger = {
  info: (message) => console.error(message),
  warning: (message) => console.error(`warning: ${message}`),
  debug: (message) => {
    if (process.env.OSMOSIS_CI_DEBUG) console.error(message);
  },
};

export type FlagOptions = NonNullable<ParseArgsConfig['options']>;
export type FlagValues = Record<string, string | boolean | undefined>;

export function parseFlags(
  args: string[],
  options: FlagOptions,
): { values: FlagValues; positionals: string[] } {
  try {
    const parsed = parseArgs({
      args: joinNegativeValues(args, options),
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as FlagValues, positionals: parsed.positionals };
  } catch (error) {
    throw new UsageError(`${errorMessage(error)}. Run \`osmosis-ci --help\` for the flags.`);
  }
}

/**
 * `--history-runs -3` as `--history-runs=-3`: node's parseArgs takes a value starting with a dash for
 * a flag of its own and answers "argument is ambiguous", so a negative number would never reach the
 * input's bounds, which say what range is accepted.
 */
function joinNegativeValues(args: readonly string[], options: FlagOptions): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const next = args[index + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name && options[name]?.type === 'string' && next !== undefined && /^-(\d|\.\d)/.test(next)) {
      joined.push(`${arg}=${next}`);
      index += 1;
    } else joined.push(arg);
  }
  return joined;
}

export const flagLabel = (name: string) => `--${name}`;

// CLI flags are the action's input names (--run-name, --pr-number; --name and --pr are old spellings).
/** How a message asks for a flag: `--fresh`, `--run-name NAME`. */
export const cliHint = (input: string, value?: string) => `--${input}${value ? ` ${value}` : ''}`;

/** A flag's value as the string an action input would carry, so both go through one parser. */
export function stringFlag(values: FlagValues, name: string): string | undefined {
  const value = values[name];
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : undefined;
}

/**
 * Flags named like the inputs they set. A boolean input is a bare flag with a --no- form (--wait,
 * --no-wait); every other input takes a value.
 */
export function inputFlags(names: readonly string[], booleans: ReadonlySet<string>): FlagOptions {
  const options: FlagOptions = {};
  for (const name of names) {
    if (booleans.has(name)) {
      options[name] = { type: 'boolean' };
      options[`no-${name}`] = { type: 'boolean' };
    } else {
      options[name] = { type: 'string' };
    }
  }
  return options;
}

/** A flag's value as the string an action input would carry ('true'/'false' for bare flags). */
export function inputFlagValue(values: FlagValues, name: string): string | undefined {
  if (values[`no-${name}`] === true) return 'false';
  return stringFlag(values, name);
}

/** Boolean flags take no value: `--wait false` reads as a stray argument, so say how to write it. */
export function refuseBooleanValues(positionals: readonly string[], booleans: ReadonlySet<string>): void {
  if (positionals.some((value) => value === 'true' || value === 'false')) {
    const example = [...booleans][0] ?? 'wait';
    throw new UsageError(
      `Boolean flags take no value: write --${example} or --no-${example}, not --${example} true|false.`,
    );
  }
}

/** An old flag spelling still accepted, with a warning, as the name of its input. */
export function renamedFlag(values: FlagValues, old: string, current: string): void {
  if (values[old] === undefined) return;
  stderrLog.warning(`--${old} is deprecated: use --${current}.`);
  if (values[current] === undefined) values[current] = values[old];
}

/** What a run prints on stdout. --json and --comment-markdown each replace the report: one at a time. */
export type StdoutFormat = TerminalFormat;

export function stdoutFormat(values: FlagValues): StdoutFormat {
  if (values.json && values['comment-markdown'])
    throw new UsageError(
      '--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).',
    );
  return values.json ? 'json' : values['comment-markdown'] ? 'comment-markdown' : 'terminal';
}

/** In a terminal the baseline directory is an earlier result: a missing one is a typo, not "no baseline yet". */
export async function requireBaselineDir(start: string, baselineDir: string | undefined): Promise<void> {
  if (baselineDir === undefined) return;
  if ((await stat(resolve(start, baselineDir)).catch(() => undefined))?.isDirectory()) return;
  throw new UsageError(
    `--baseline-dir ${baselineDir} is not a directory (looked in ${start}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`,
  );
}
