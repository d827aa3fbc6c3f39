import { resolve } from 'node:path';
import { setupDeps } from '../../adapters/setup-deps.js';
import { recordSetupLocation } from '../../adapters/setup-record.js';
import { setup } from '../../commands/setup.js';
import { ExitCode, errorMessage } from '../../core/errors.js';
import { parseSetupInputs } from '../../core/inputs.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

export const setupCommand: CliCommand = {
  usage: USAGE['setup'],
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
    const result = await setup(inputs, setupDeps(process.env, stderrLog));
    if (inputs['cache-dir'] !== undefined && result.source !== 'path')
      await recordLocation(result.osmosisPath);
    process.stdout.write(`osmosis-ai ${result.osmosisVersion} (${result.source}): ${result.osmosisPath}\n`);
    return ExitCode.ok;
  },
};

/** Later commands look in the default cache directory: tell them where this install went instead. */
async function recordLocation(osmosisPath: string): Promise<void> {
  try {
    await recordSetupLocation(process.env, resolve(osmosisPath));
  } catch (error) {
    stderrLog.warning(
      `Could not record where osmosis was installed (${errorMessage(error)}): set OSMOSIS_CI_CACHE to the same directory as --cache-dir, or pass --osmosis-path ${osmosisPath}, for the commands that run osmosis.`,
    );
  }
}
