import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { EVAL_MERGE_INPUT_NAMES, parseEvalMergeInputs } from '../../src/core/eval-merge-inputs.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseEvalMergeInputs((name) => raw[name], label);

describe('eval-merge inputs', () => {
  it("are eval-run's gate, report, baseline and viewer inputs, and the number of shards", () => {
    expect(EVAL_MERGE_INPUT_NAMES).toEqual([
      'config',
      'working-directory',
      'min-pass-rate',
      'gate-on',
      'allow-inconclusive',
      'run-name',
      'result-dir',
      'comment-mode',
      'comment-key',
      'pr-number',
      'minimize-outdated',
      'max-regression',
      'baseline-dir',
      'viewer',
      'upload-artifact',
      'cache',
      'cache-timeout-seconds',
      'shards',
    ]);
  });

  it('parse like eval-run, with its defaults', () => {
    expect(parse({ config: 'configs\\a.toml', shards: '3' })).toEqual({
      config: 'configs/a.toml',
      'working-directory': undefined,
      'min-pass-rate': undefined,
      'gate-on': 'pass-rate',
      'allow-inconclusive': false,
      'run-name': undefined,
      'result-dir': undefined,
      'comment-mode': 'upsert',
      'comment-key': undefined,
      'pr-number': undefined,
      'minimize-outdated': false,
      'max-regression': undefined,
      'baseline-dir': undefined,
      viewer: 'failing',
      'upload-artifact': undefined,
      cache: true,
      'cache-timeout-seconds': undefined,
      shards: 3,
    });
    expect(parse({ config: 'c', shards: '256', 'min-pass-rate': '0.9', 'run-name': 'pr7' })).toMatchObject({
      shards: 256,
      'min-pass-rate': 0.9,
      'run-name': 'pr7',
    });
  });

  it('require the number of shards, from 1 to 256', () => {
    expect(() => parse({ config: 'c' })).toThrow(UsageError);
    expect(() => parse({ config: 'c', shards: ' ' })).toThrow(
      '--shards is required: the number of shards (n in shard: i/n), from 1 to 256.',
    );
    for (const shards of ['0', '257', '2/3'])
      expect(() => parse({ config: 'c', shards })).toThrow(
        `--shards must be a whole number from 1 to 256, got "${shards}".`,
      );
  });

  it('refuse a viewer mode eval-run does not have, naming the flag', () => {
    expect(() => parse({ config: 'c', shards: '2', viewer: 'some' })).toThrow(
      /--viewer must be one of failing, all, off/,
    );
  });

  it('take no eval-run input that only running osmosis needs', () => {
    const parsed = parse({ config: 'c', shards: '2', rows: '0-9', fresh: 'true', shard: '1/2' });
    expect(parsed).not.toHaveProperty('rows');
    expect(parsed).not.toHaveProperty('fresh');
    expect(parsed).not.toHaveProperty('shard');
  });
});
