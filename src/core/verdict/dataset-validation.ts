/** dataset-validate's verdict: the exit code of the files' results. */
import type { DatasetFileResult } from '../dataset/dataset-validation.js';
import { ExitCode } from '../errors.js';

/**
 * 1 when any file is invalid, an unreadable one (binary, not UTF-8, a BOM) included: the check failed on the
 * user's data, and the other files were validated (2 is for a usage error, before anything runs).
 */
export function validationExitCode(results: readonly DatasetFileResult[]): ExitCode {
  return results.every((result) => result.valid) ? ExitCode.ok : ExitCode.gateFailed;
}

/** The step's exit code with the upload: invalid files fail the check (1) before a failed upload (3). */
export function datasetStepExitCode(validation: ExitCode, uploadFailures: number): ExitCode {
  if (validation !== ExitCode.ok) return validation;
  return uploadFailures > 0 ? ExitCode.infrastructure : ExitCode.ok;
}
