import { describe, expect, it } from 'vitest';
import {
  type DatasetFileResult,
  isDatasetFile,
  PROBLEMS_PER_FILE,
  parseValidationMessage,
  renderValidationSummary,
} from '../../src/core/dataset/dataset-validation.js';
import { validationExitCode } from '../../src/core/verdict/dataset-validation.js';

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

describe('parseValidationMessage: the edges', () => {
  it('clips a problem at 500 characters with an ellipsis and keeps one of exactly 500', () => {
    const exact = 'e'.repeat(500);
    const long = 'l'.repeat(501);
    expect(parseValidationMessage(`Validation failed:\n  - ${exact}\n  - Line 4: ${long}`).problems).toEqual([
      { line: null, message: exact },
      { line: 4, message: `${'l'.repeat(500)}…` },
    ]);
    expect(parseValidationMessage(long).problems).toEqual([{ line: null, message: `${'l'.repeat(500)}…` }]);
  });

  it('lists exactly PROBLEMS_PER_FILE problems with none more, and counts one over', () => {
    const reasons = (count: number) =>
      ['Validation failed:', ...Array.from({ length: count }, (_, i) => `  - reason ${i}`)].join('\n');
    expect(parseValidationMessage(reasons(50))).toMatchObject({ more: 0 });
    expect(parseValidationMessage(reasons(50)).problems).toHaveLength(50);
    expect(parseValidationMessage(reasons(51)).more).toBe(1);
    expect(parseValidationMessage(reasons(51)).problems.at(-1)).toEqual({ line: null, message: 'reason 49' });
  });

  it('reads bullets only: a dash needs a space after it, and the heading is not a problem', () => {
    expect(parseValidationMessage('Validation failed:\n-\tLine 7:x\n  -no space\n- Line 8 : y')).toEqual({
      problems: [
        { line: 7, message: 'x' },
        { line: null, message: 'Line 8 : y' },
      ],
      more: 0,
    });
  });

  it('takes a line number only at the start of the reason, and allows an empty message', () => {
    expect(parseValidationMessage('Validation failed:\n  - see Line 2: x\n  - Line 12:').problems).toEqual([
      { line: null, message: 'see Line 2: x' },
      { line: 12, message: '' },
    ]);
  });

  it('takes a dash inside a sentence for text, not a bullet', () => {
    expect(parseValidationMessage('Cannot read data/a - b.csv: permission denied').problems).toEqual([
      { line: null, message: 'Cannot read data/a - b.csv: permission denied' },
    ]);
  });

  it('drops all the spaces after a bullet, so the line number is still found', () => {
    expect(parseValidationMessage('Validation failed:\n  -   Line 5: x').problems).toEqual([
      { line: 5, message: 'x' },
    ]);
  });

  it('trims a one-sentence failure', () => {
    expect(parseValidationMessage('\n  File not found: a.jsonl  \n').problems).toEqual([
      { line: null, message: 'File not found: a.jsonl' },
    ]);
  });
});

describe('renderValidationSummary: every shape', () => {
  const ok = (file: string): DatasetFileResult => ({
    file,
    valid: true,
    problems: [],
    moreProblems: 0,
    warnings: [],
  });

  it('says there is nothing to validate, without a table, for no files', () => {
    expect(renderValidationSummary([])).toBe('### Dataset validation: no dataset files to validate\n\n');
    expect(renderValidationSummary([], 'No dataset file changed.')).toBe(
      '### Dataset validation: no dataset files to validate\n\nNo dataset file changed.\n\n',
    );
  });

  it('heads a valid run with the count, singular for one file', () => {
    expect(renderValidationSummary([ok('a.jsonl')])).toBe(
      '### ✅ Dataset validation: 1 file valid\n\n' +
        '| File | Result | Problems |\n| --- | --- | ---: |\n| `a.jsonl` | valid | 0 |\n',
    );
    expect(renderValidationSummary([ok('a.jsonl'), ok('b.csv')])).toMatch(
      /^### ✅ Dataset validation: 2 files valid\n\n\| File/,
    );
  });

  it('lists an invalid file under its name, file-level problems without a line, newlines flattened', () => {
    const bad: DatasetFileResult = {
      file: 'x|y.csv',
      valid: false,
      problems: [
        { line: null, message: 'File is empty.\nAdd rows.' },
        { line: 9, message: 'bad' },
      ],
      moreProblems: 0,
      warnings: [],
    };
    expect(renderValidationSummary([bad])).toBe(
      '### ❌ Dataset validation: 1 of 1 file invalid\n\n' +
        '| File | Result | Problems |\n| --- | --- | ---: |\n| `x\\|y.csv` | **invalid** | 2 |\n' +
        '\n**`x\\|y.csv`**\n\n- File is empty. Add rows.\n- line 9: bad\n',
    );
  });
});

describe('parseValidationMessage: line ends', () => {
  it('keeps a bullet whose reason holds a carriage return or a Unicode line separator', () => {
    expect(parseValidationMessage('Validation failed:\n  - a\rb\n  - Line 2: c\u2028d').problems).toEqual([
      { line: null, message: 'a\rb' },
      { line: 2, message: 'c\u2028d' },
    ]);
  });

  it('splits a message with CRLF line ends into its bullets', () => {
    expect(parseValidationMessage('Validation failed:\r\n  - Line 3: bad\r\n  - worse\r\n').problems).toEqual(
      [
        { line: 3, message: 'bad' },
        { line: null, message: 'worse' },
      ],
    );
  });
});
