/** What every CLI command shares: flag parsing, the stderr logger, and the command shape. */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Logger } from '../../commands/eval-run.js';
import { errorMessage, UsageError } from '../../core/errors.js';

export interface CliCommand {
  /** The full usage text of the command, printed for `osmosis-ci <command> --help`. */
  usage: string;
  run(args: string[]): Promise<number>;
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
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as FlagValues, positionals: parsed.positionals };
  } catch (error) {
    throw new UsageError(`${errorMessage(error)}. Run \`osmosis-ci --help\` for the flags.`);
  }
}

export const flagLabel = (name: string) => `--${name}`;

/** A flag's value as the string an action input would carry, so both go through one parser. */
export function stringFlag(values: FlagValues, name: string): string | undefined {
  const value = values[name];
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : undefined;
}
