import { describe, expect, it } from 'vitest';
import {
  evalRunArgs,
  osmosisRequirement,
  parseVersionOutput,
  uvToolInstallArgs,
} from '../../src/core/osmosis-args.js';

describe('evalRunArgs', () => {
  const base = { config: 'configs/eval/a.toml', runName: 'a-local', secretsOnStdin: false };
  it.each([
    [base, ['--json', 'eval', 'run', 'configs/eval/a.toml', '--name', 'a-local', '--yes']],
    [
      { ...base, secretsOnStdin: true },
      ['--json', 'eval', 'run', 'configs/eval/a.toml', '--name', 'a-local', '--yes', '--secrets-file', '-'],
    ],
    [
      { ...base, datasetFile: 'data/x y.jsonl', rows: '0-4,7', maxInFlight: 3 },
      [
        '--json',
        'eval',
        'run',
        'configs/eval/a.toml',
        '--name',
        'a-local',
        '--yes',
        '--dataset-file',
        'data/x y.jsonl',
        '--rows',
        '0-4,7',
        '--max-in-flight',
        '3',
      ],
    ],
    [
      { ...base, fresh: true, retryFailed: true },
      [
        '--json',
        'eval',
        'run',
        'configs/eval/a.toml',
        '--name',
        'a-local',
        '--yes',
        '--fresh',
        '--retry-failed',
      ],
    ],
    [
      { ...base, fresh: false, retryFailed: false },
      ['--json', 'eval', 'run', 'configs/eval/a.toml', '--name', 'a-local', '--yes'],
    ],
  ])('%j', (options, expected) => {
    expect(evalRunArgs(options)).toEqual(expected);
  });

  it('keeps every value one argv element, whatever it contains', () => {
    const args = evalRunArgs({ ...base, config: 'configs/eval/$(rm -rf).toml; echo', secretsOnStdin: false });
    expect(args[3]).toBe('configs/eval/$(rm -rf).toml; echo');
  });
});

describe('other builders', () => {
  it.each([
    ['osmosis-ai 0.3.8\n', '0.3.8'],
    ['osmosis-ai 0.3.10rc1', '0.3.10rc1'],
    ['something else', undefined],
  ])('parseVersionOutput(%j)', (stdout, expected) => {
    expect(parseVersionOutput(stdout)).toBe(expected);
  });

  it('pins one exact version with the eval extra', () => {
    expect(osmosisRequirement('0.3.8', 'eval')).toBe('osmosis-ai[eval]==0.3.8');
    expect(uvToolInstallArgs({ requirement: 'osmosis-ai[eval]==0.3.8', python: '/py' })).toEqual([
      'tool',
      'install',
      '--force',
      '--compile-bytecode',
      'osmosis-ai[eval]==0.3.8',
      '--python',
      '/py',
    ]);
  });
});
