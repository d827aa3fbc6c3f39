import { describe, expect, it } from 'vitest';
import {
  DATASET_VALIDATE_INPUT_NAMES,
  parseDatasetValidateInputs,
} from '../../src/core/dataset/dataset-validate-inputs.js';
import { UsageError } from '../../src/core/errors.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseDatasetValidateInputs((name) => raw[name], label);

function messageOf(raw: Record<string, string>): string {
  try {
    parse(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('parseDatasetValidateInputs', () => {
  it('reads exactly the inputs the action and the CLI share', () => {
    expect(DATASET_VALIDATE_INPUT_NAMES).toEqual([
      'files',
      'changed-only',
      'base',
      'head',
      'working-directory',
      'osmosis-path',
      'upload',
      'overwrite',
      'upload-any-branch',
      'platform-url',
    ]);
  });

  it('validates everything under data/ by default, not only changed files', () => {
    expect(parse({})).toEqual({
      files: ['data'],
      'changed-only': false,
      base: undefined,
      head: undefined,
      'working-directory': undefined,
      'osmosis-path': undefined,
      upload: false,
      overwrite: false,
      'upload-any-branch': false,
      'platform-url': undefined,
    });
    expect(parse({ files: '  ' }).files).toEqual(['data']);
  });

  it('splits files on newlines, spaces and commas, dropping empty entries', () => {
    expect(parse({ files: 'a.jsonl\nb.csv  c.parquet,d,\n\ne' }).files).toEqual([
      'a.jsonl',
      'b.csv',
      'c.parquet',
      'd',
      'e',
    ]);
    expect(parse({ files: '\ta.jsonl\t\tb.csv' }).files).toEqual(['a.jsonl', 'b.csv']);
    expect(parse({ files: ',a.jsonl,' }).files).toEqual(['a.jsonl']);
  });

  it('accepts 1000 paths and refuses 1001, saying how many were given', () => {
    const paths = (count: number) => Array.from({ length: count }, (_, i) => `f${i}.jsonl`).join('\n');
    expect(parse({ files: paths(1000) }).files).toHaveLength(1000);
    expect(messageOf({ files: paths(1001) })).toBe(
      '--files lists 1001 paths; give at most 1000 (a directory covers its files).',
    );
  });

  it('reads changed-only as a boolean and trims the text inputs', () => {
    expect(
      parse({
        'changed-only': 'TRUE',
        'working-directory': ' sub/dir ',
        'osmosis-path': '/opt/osmosis',
      }),
    ).toMatchObject({
      'changed-only': true,
      'working-directory': 'sub/dir',
      'osmosis-path': '/opt/osmosis',
    });
    expect(messageOf({ 'changed-only': 'yes' })).toBe('--changed-only must be true or false, got "yes".');
  });

  it.each([
    ['abc1234', true],
    ['ABCDEF0', true],
    ['a'.repeat(40), true],
    ['0'.repeat(64), true],
    ['abc123', false],
    ['0'.repeat(65), false],
    ['abc123g', false],
    ['main', false],
    ['xabc1234', false],
    ['abc1234x', false],
  ])('takes %j as a commit SHA: %s', (sha, ok) => {
    if (ok) {
      expect(parse({ base: sha, head: sha })).toMatchObject({ base: sha, head: sha });
    } else {
      expect(messageOf({ base: sha })).toBe('--base must be a commit SHA (7 to 64 hexadecimal characters).');
      expect(messageOf({ head: sha })).toBe('--head must be a commit SHA (7 to 64 hexadecimal characters).');
    }
  });

  it('reports every bad input together', () => {
    expect(messageOf({ base: 'main', head: 'dev', 'changed-only': 'maybe' })).toBe(
      'Invalid inputs:\n- --changed-only must be true or false, got "maybe"\n' +
        '- --base must be a commit SHA (7 to 64 hexadecimal characters)\n' +
        '- --head must be a commit SHA (7 to 64 hexadecimal characters)',
    );
  });
});
