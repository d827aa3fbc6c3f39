import { describe, expect, it } from 'vitest';
import {
  datasetValidateOutputs,
  renderValidationTerminal,
} from '../../src/core/dataset/dataset-validate-report.js';
import type { DatasetFileResult } from '../../src/core/dataset/dataset-validation.js';
import { ExitCode } from '../../src/core/errors.js';

const valid: DatasetFileResult = {
  file: 'data/good.jsonl',
  valid: true,
  problems: [],
  moreProblems: 0,
  warnings: [],
};
const invalid: DatasetFileResult = {
  file: 'data/bad.csv',
  valid: false,
  problems: [
    { line: 3, message: 'invalid JSON' },
    { line: null, message: 'Missing required columns: ground_truth' },
  ],
  moreProblems: 0,
  warnings: [],
};

describe('datasetValidateOutputs', () => {
  it('sets every output as a string: valid, the file counts and the exit code', () => {
    expect(datasetValidateOutputs([valid, invalid, valid], ExitCode.gateFailed)).toEqual({
      valid: 'false',
      'validated-files': '3',
      'invalid-files': '1',
      'exit-code': '1',
    });
  });

  it('is valid with no invalid file, including when there are no files', () => {
    expect(datasetValidateOutputs([valid, valid], ExitCode.ok)).toEqual({
      valid: 'true',
      'validated-files': '2',
      'invalid-files': '0',
      'exit-code': '0',
    });
    expect(datasetValidateOutputs([], ExitCode.ok)).toMatchObject({ valid: 'true', 'validated-files': '0' });
  });
});

describe('renderValidationTerminal', () => {
  it('prints file:line: message per problem (no line when osmosis names none), then the total', () => {
    expect(renderValidationTerminal([valid, invalid])).toBe(
      'data/bad.csv:3: invalid JSON\n' +
        'data/bad.csv: Missing required columns: ground_truth\n' +
        '1 of 2 dataset file(s) invalid.\n',
    );
  });

  it('counts the problems beyond the listed ones and prints warnings of valid files too', () => {
    const withMore: DatasetFileResult = { ...invalid, problems: [], moreProblems: 7 };
    const warned: DatasetFileResult = { ...valid, warnings: ['column x is unused', 'row 2 is empty'] };
    expect(renderValidationTerminal([withMore, warned])).toBe(
      'data/bad.csv: … and 7 more problems\n' +
        'data/good.jsonl: warning: column x is unused\n' +
        'data/good.jsonl: warning: row 2 is empty\n' +
        '1 of 2 dataset file(s) invalid.\n',
    );
  });

  it('says all files are valid, or that there was nothing to validate', () => {
    expect(renderValidationTerminal([valid, valid])).toBe('All 2 dataset file(s) valid.\n');
    expect(renderValidationTerminal([])).toBe('No dataset files to validate.\n');
  });
});
