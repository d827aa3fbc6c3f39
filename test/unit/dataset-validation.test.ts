import { describe, expect, it } from 'vitest';
import {
  type DatasetFileResult,
  isDatasetFile,
  PROBLEMS_PER_FILE,
  parseValidationMessage,
  renderValidationSummary,
  validationExitCode,
} from '../../src/core/dataset-validation.js';

// The message osmosis-ai 0.3.8 prints for an invalid file (recorded from `osmosis --json dataset validate`).
const OSMOSIS_MESSAGE = `Validation failed:
  - Missing required columns: user_prompt. Datasets without a metadata column must include user_prompt and ground_truth (label is accepted as an alias).
  - Line 2: invalid JSON - Expecting value: line 1 column 1 (char 0)
  - Line 3: top-level fields differ from the first row (missing: ground_truth, prompt; extra: x)`;

describe('parseValidationMessage', () => {
  it('gives each reason, with its line where osmosis names one', () => {
    expect(parseValidationMessage(OSMOSIS_MESSAGE)).toEqual({
      problems: [
        { line: null, message: expect.stringMatching(/^Missing required columns: user_prompt\./) },
        { line: 2, message: 'invalid JSON - Expecting value: line 1 column 1 (char 0)' },
        {
          line: 3,
          message: 'top-level fields differ from the first row (missing: ground_truth, prompt; extra: x)',
        },
      ],
      more: 0,
    });
  });

  it('takes a one-sentence failure as one file-level problem', () => {
    expect(parseValidationMessage('File is empty.')).toEqual({
      problems: [{ line: null, message: 'File is empty.' }],
      more: 0,
    });
  });

  it('lists at most PROBLEMS_PER_FILE problems, each clipped, and counts the rest', () => {
    const many = [
      'Validation failed:',
      ...Array.from({ length: 120 }, (_, i) => `  - Line ${i + 1}: ${'x'.repeat(900)}`),
    ].join('\n');
    const parsed = parseValidationMessage(many);
    expect(parsed.problems).toHaveLength(PROBLEMS_PER_FILE);
    expect(parsed.more).toBe(120 - PROBLEMS_PER_FILE);
    expect(parsed.problems[0]?.message.length).toBeLessThanOrEqual(501);
  });
});

describe('the summary and exit code', () => {
  const valid: DatasetFileResult = {
    file: 'data/a.jsonl',
    valid: true,
    problems: [],
    moreProblems: 0,
    warnings: [],
  };
  const invalid: DatasetFileResult = {
    file: 'data/b|c.jsonl',
    valid: false,
    problems: [{ line: 2, message: 'invalid JSON' }],
    moreProblems: 3,
    warnings: [],
  };

  it('fail (1) when any file is invalid, pass (0) otherwise, including no files', () => {
    expect(validationExitCode([valid, invalid])).toBe(1);
    expect(validationExitCode([valid])).toBe(0);
    expect(validationExitCode([])).toBe(0);
  });

  it('table every file, list the problems of the invalid ones, and escape table cells', () => {
    const summary = renderValidationSummary([valid, invalid], 'Only changed files.');
    expect(summary).toContain('### ❌ Dataset validation: 1 of 2 files invalid');
    expect(summary).toContain('Only changed files.');
    expect(summary).toContain('| `data/b\\|c.jsonl` | **invalid** | 4 |');
    expect(summary).toContain('- line 2: invalid JSON');
    expect(summary).toContain('- … and 3 more');
  });

  it('recognise dataset files by extension', () => {
    expect(['a.jsonl', 'b.CSV', 'c.parquet', 'd.json', 'e.txt'].map(isDatasetFile)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
