/** dataset-validate's outputs and terminal report, derived from its result only. */

import type { ExitCode } from '../errors.js';
import type { DatasetFileResult } from './dataset-validation.js';

export function datasetValidateOutputs(
  files: readonly DatasetFileResult[],
  exitCode: ExitCode,
): Record<string, string> {
  const invalid = files.filter((file) => !file.valid).length;
  return {
    valid: String(invalid === 0),
    'validated-files': String(files.length),
    'invalid-files': String(invalid),
    'exit-code': String(exitCode),
  };
}

/** `file:line: message` per problem (as compilers print them), then one line per file and a total. */
export function renderValidationTerminal(files: readonly DatasetFileResult[]): string {
  const lines: string[] = [];
  for (const file of files) {
    for (const problem of file.problems) {
      lines.push(`${file.file}${problem.line === null ? '' : `:${problem.line}`}: ${problem.message}`);
    }
    if (file.moreProblems > 0) lines.push(`${file.file}: … and ${file.moreProblems} more problems`);
    for (const warning of file.warnings) lines.push(`${file.file}: warning: ${warning}`);
  }
  const invalid = files.filter((file) => !file.valid).length;
  lines.push(
    files.length === 0
      ? 'No dataset files to validate.'
      : invalid === 0
        ? `All ${files.length} dataset file(s) valid.`
        : `${invalid} of ${files.length} dataset file(s) invalid.`,
  );
  return `${lines.join('\n')}\n`;
}
