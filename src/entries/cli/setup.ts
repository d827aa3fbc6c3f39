import { setup } from '../../commands/setup.js';
import { ExitCode } from '../../core/errors.js';
import { parseSetupInputs } from '../../core/inputs.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stringFlag } from './shared.js';

export const setupCommand: CliCommand = {
  usage: `osmosis-ci setup [--osmosis-version V] [--python PATH] [--cache-dir DIR]
    Find osmosis-ai at the pinned (or given) version, or install it with uv. Prints its path.`,
  async run(args) {
    const { values } = parseFlags(args, {
      'osmosis-version': { type: 'string' },
      python: { type: 'string' },
      'cache-dir': { type: 'string' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    const inputs = parseSetupInputs((name) => stringFlag(values, name), flagLabel);
    const result = await setup(inputs, process.env, stderrLog);
    process.stdout.write(`osmosis-ai ${result.osmosisVersion} (${result.source}): ${result.osmosisPath}\n`);
    return ExitCode.ok;
  },
};
