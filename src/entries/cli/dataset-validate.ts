import { datasetUploadDeps, datasetValidateDeps } from '../../adapters/dataset-files.js';
import { uploadDatasets } from '../../commands/dataset-upload.js';
import { datasetStepExitCode, datasetValidate } from '../../commands/dataset-validate.js';
import { reportUpload } from '../../commands/report/dataset-validate.js';
import { reportValidation } from '../../commands/report/index.js';
import { parseDatasetValidateInputs } from '../../core/dataset/dataset-validate-inputs.js';
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
      upload: { type: 'boolean' },
      overwrite: { type: 'boolean' },
      'platform-url': { type: 'string' },
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
    const sinks = { terminal: terminalSink(values.json ? 'json' : 'terminal') } as const;
    // With --json and --upload the one JSON document carries both: the validation and the upload.
    await reportValidation(result, values.json && inputs.upload ? {} : sinks);
    if (!inputs.upload) return result.exitCode;
    // At a terminal --upload is the request itself; the token stays in OSMOSIS_TOKEN (the environment).
    const upload = await uploadDatasets(
      result,
      inputs,
      { kind: 'terminal' },
      datasetUploadDeps(process.env, stderrLog, { platformUrl: inputs['platform-url'] }),
    );
    await reportUpload(upload, sinks);
    if (values.json) process.stdout.write(`${JSON.stringify({ ...result, upload }, null, 2)}\n`);
    return datasetStepExitCode(result.exitCode, upload.failed.length);
  },
};
