/** `osmosis-ci eval-upload <run-name>`: publish a finished local run to the Osmosis platform. */
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { evalUpload } from '../../commands/eval-upload.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { parseEvalUploadInputs } from '../../core/eval-upload-inputs.js';
import { type CliCommand, cliHint, flagLabel, parseFlags, stderrLog, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

export const evalUploadCommand: CliCommand = {
  usage: USAGE['eval-upload'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      replace: { type: 'boolean' },
      'working-directory': { type: 'string' },
      'platform-url': { type: 'string' },
      'osmosis-path': { type: 'string' },
      json: { type: 'boolean' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 1)
      throw new UsageError(`eval-upload takes one run name, got ${positionals.length}.`);
    const inputs = parseEvalUploadInputs(
      (name) => (name === 'run-name' ? positionals[0] : stringFlag(values, name)),
      (name) => (name === 'run-name' ? '<run-name>' : flagLabel(name)),
    );
    const deps = await evalRunDeps({
      env: process.env,
      log: stderrLog,
      runContext: {},
      hint: cliHint,
      auth: { platformUrl: inputs['platform-url'] },
    });
    const outcome = await evalUpload(inputs, deps);
    const { upload } = outcome;
    process.stdout.write(
      values.json
        ? `${JSON.stringify(outcome, null, 2)}\n`
        : `${upload.message}${upload.url ? `\n  ${upload.url}` : ''}\n`,
    );
    return outcome.exitCode;
  },
};
