/** `osmosis-ci regrade <config> --run-name NAME [--grader-file PATH]`: commands/regrade.ts over the CLI's flags. */
import { resolve } from 'node:path';
import { regradeDeps } from '../../adapters/regrade-deps.js';
import { regrade } from '../../commands/regrade.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type CliCommand, parseFlags, stderrLog, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

export const regradeCommand: CliCommand = {
  usage: USAGE.regrade,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      'run-name': { type: 'string' },
      'grader-file': { type: 'string' },
      'osmosis-path': { type: 'string' },
      'working-directory': { type: 'string' },
      json: { type: 'boolean' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    const runName = stringFlag(values, 'run-name');
    const [config, ...extra] = positionals;
    if (!config || !runName || extra.length > 0)
      throw new UsageError(
        'regrade takes one eval config and --run-name NAME (the run whose samples to re-grade).',
      );
    const { summary, lines, exitCode } = await regrade(
      {
        config,
        runName,
        graderFile: stringFlag(values, 'grader-file'),
        osmosisPath: stringFlag(values, 'osmosis-path'),
        start: resolve(stringFlag(values, 'working-directory') ?? '.'),
      },
      regradeDeps(process.env, stderrLog),
    );
    process.stdout.write(values.json ? `${JSON.stringify(summary, null, 2)}\n` : `${lines.join('\n')}\n`);
    return exitCode;
  },
};
