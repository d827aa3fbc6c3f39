/** `osmosis-ci eval-upload <run-name>`: publish a finished local run to the Osmosis platform. */
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { evalUpload } from '../../commands/eval-upload.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { parseEvalUploadInputs } from '../../core/eval-upload-inputs.js';
import { cliHint } from './eval-run.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stringFlag } from './shared.js';

export const evalUploadCommand: CliCommand = {
  usage: `osmosis-ci eval-upload <run-name> [options]
    Publish a finished local run (its journal .osmosis/evals/<run-name>, from eval-run, a cache or an
    earlier job) to the Osmosis platform (\`osmosis eval upload\`). Publishing the same run again is a no-op.
    --replace                replace what this run published before (after eval-run --retry-failed)
    --working-directory DIR  where to start looking for the workspace (default: the current directory)
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --json                   print the result JSON
    The platform token is read from OSMOSIS_TOKEN and reaches osmosis only. Exit 0 published, 2 no such
    finished run, 3 the platform refused or could not be reached.`,
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
