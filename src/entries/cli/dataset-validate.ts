import { datasetValidateDeps } from '../../adapters/dataset-files.js';
import { datasetValidate } from '../../commands/dataset-validate.js';
import { reportValidation } from '../../commands/report/index.js';
import { parseDatasetValidateInputs } from '../../core/dataset-validate-inputs.js';
import { ExitCode } from '../../core/errors.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stringFlag, terminalSink } from './shared.js';
import { USAGE } from './usage.js';

export const datasetValidateCommand: CliCommand = {
  usage: USAGE['dataset-validate'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      'changed-only': { type: 'boolean' },
      base: { type: 'string' },
      head: { type: 'string' },
      'working-directory': { type: 'string' },
      'osmosis-path': { type: 'string' },
      json: { type: 'boolean' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    const inputs = parseDatasetValidateInputs(
      (name) => (name === 'files' ? positionals.join('\n') || undefined : stringFlag(values, name)),
      (name) => (name === 'files' ? 'FILE' : flagLabel(name)),
    );
    const result = await datasetValidate(inputs, datasetValidateDeps(process.env, stderrLog));
    await reportValidation(result, { terminal: terminalSink(values.json ? 'json' : 'terminal') });
    return result.exitCode;
  },
};
