/**
 * dataset-validate's report, for the action and the CLI alike: an error annotation per problem on its file
 * and line, the summary's table, or the terminal's `file:line: message` lines (or the result as JSON).
 */
import { relative, resolve } from 'node:path';
import { type DatasetUploadOutcome, renderUploadSummary } from '../../core/dataset/dataset-upload.js';
import { renderValidationTerminal } from '../../core/dataset/dataset-validate-report.js';
import { renderValidationSummary } from '../../core/dataset/dataset-validation.js';
import type { ReportSinks } from '../../core/report-ports.js';
import type { DatasetValidateResult } from '../dataset-validate.js';

export async function reportValidation(result: DatasetValidateResult, sinks: ReportSinks): Promise<void> {
  if (sinks.annotations) annotateProblems(result, sinks.annotations);
  await sinks.summary?.(renderValidationSummary(result.files, result.note));
  sinks.terminal?.write(
    sinks.terminal.format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : renderValidationTerminal(result.files),
  );
}

function annotateProblems(
  result: DatasetValidateResult,
  annotations: NonNullable<ReportSinks['annotations']>,
): void {
  for (const file of result.files) {
    const path = relative(annotations.root, resolve(result.workspace, file.file)).split('\\').join('/');
    for (const problem of file.problems) {
      annotations.annotate('error', problem.message, {
        title: 'Invalid dataset',
        file: path,
        ...(problem.line === null ? {} : { startLine: problem.line }),
      });
    }
  }
}

/** What the upload did, after the validation's report: the summary's section, or the terminal's lines. */
export async function reportUpload(outcome: DatasetUploadOutcome, sinks: ReportSinks): Promise<void> {
  for (const failed of outcome.failed)
    sinks.annotations?.annotate('error', failed.message, { title: `Upload failed: ${failed.file}` });
  await sinks.summary?.(renderUploadSummary(outcome));
  if (sinks.terminal?.format === 'terminal') sinks.terminal.write(renderUploadSummary(outcome));
}
