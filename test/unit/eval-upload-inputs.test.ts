import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { EVAL_UPLOAD_INPUT_NAMES, parseEvalUploadInputs } from '../../src/core/eval-upload-inputs.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseEvalUploadInputs((name) => raw[name], label);

describe('eval-upload inputs', () => {
  it('are the run, where it is, whether to replace, and which osmosis and platform', () => {
    expect(EVAL_UPLOAD_INPUT_NAMES).toEqual([
      'run-name',
      'working-directory',
      'replace',
      'osmosis-path',
      'platform-url',
    ]);
  });

  it('default to not replacing, and read paths and the platform URL', () => {
    expect(parse({ 'run-name': ' pr7 ' })).toEqual({
      'run-name': 'pr7',
      'working-directory': undefined,
      replace: false,
      'osmosis-path': undefined,
      'platform-url': undefined,
    });
    expect(
      parse({
        'run-name': 'a.b_c-1',
        'working-directory': 'w\\x',
        replace: 'TRUE',
        'osmosis-path': 'bin\\osmosis',
        'platform-url': 'https://platform.example',
      }),
    ).toEqual({
      'run-name': 'a.b_c-1',
      'working-directory': 'w/x',
      replace: true,
      'osmosis-path': 'bin/osmosis',
      'platform-url': 'https://platform.example',
    });
  });

  it('require the name of the run to publish', () => {
    expect(() => parse({})).toThrow(UsageError);
    expect(() => parse({ 'run-name': '' })).toThrow(
      '--run-name is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>).',
    );
  });

  it.each(['../x', 'a/b', '.hidden', 'a b'])(
    'refuse a run name that is not one directory under .osmosis/evals: %j',
    (name) => {
      expect(() => parse({ 'run-name': name })).toThrow(
        '--run-name must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-").',
      );
    },
  );

  it('refuse a bad replace or platform URL', () => {
    expect(() => parse({ 'run-name': 'r', replace: 'yes' })).toThrow(
      '--replace must be true or false, got "yes".',
    );
    expect(() => parse({ 'run-name': 'r', 'platform-url': 'platform.example' })).toThrow(
      '--platform-url must be an absolute URL such as https://example.com, got "platform.example".',
    );
  });
});
