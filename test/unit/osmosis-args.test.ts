import { describe, expect, it } from 'vitest';
import {
  doctorArgs,
  downloadArgs,
  evalRunArgs,
  evalUploadArgs,
  infoArgs,
  logsArgs,
  osmosisRequirement,
  parseVersionOutput,
  retryArgs,
  runTimeOptions,
  stopArgs,
  submitArgs,
  uvToolInstallArgs,
  versionArgs,
  whoamiArgs,
} from '../../src/core/osmosis/osmosis-args.js';

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

describe('evalRunArgs run-time and publishing options', () => {
  const base = { config: 'c.toml', runName: 'r', secretsOnStdin: false };
  const head = ['--json', 'eval', 'run', 'c.toml', '--name', 'r', '--yes'];

  it('adds the tunnel, bridge and port options as osmosis spells them, in a fixed order', () => {
    expect(
      evalRunArgs({
        ...base,
        tunnel: 'cloudflared',
        advertiseUrl: 'https://bridge.example',
        listenerPort: 8081,
        rolloutPort: 9000,
        verbose: true,
        upload: true,
        secretsOnStdin: true,
      }),
    ).toEqual([
      ...head,
      '--tunnel',
      'cloudflared',
      '--advertise-url',
      'https://bridge.example',
      '--listener-port',
      '8081',
      '--rollout-port',
      '9000',
      '--verbose',
      '--upload',
      '--secrets-file',
      '-',
    ]);
  });

  it('leaves out every flag that is off or unset', () => {
    expect(evalRunArgs({ ...base, verbose: false, upload: false })).toEqual(head);
  });

  it('takes the run-time options from the eval-run inputs', () => {
    expect(
      runTimeOptions({
        verbose: true,
        tunnel: 'cloudflared',
        'advertise-url': 'https://b.example',
        'listener-port': 1,
        'rollout-port': 2,
      }),
    ).toEqual({
      verbose: true,
      tunnel: 'cloudflared',
      advertiseUrl: 'https://b.example',
      listenerPort: 1,
      rolloutPort: 2,
    });
  });
});

describe('the other osmosis commands', () => {
  it('pre-flight, version and upload', () => {
    expect(whoamiArgs()).toEqual(['--json', 'auth', 'whoami']);
    expect(doctorArgs('ws')).toEqual(['--json', 'doctor', 'ws']);
    expect(versionArgs()).toEqual(['--version']);
    expect(evalUploadArgs('.osmosis/evals/r', { replace: false })).toEqual([
      '--json',
      'eval',
      'upload',
      '.osmosis/evals/r',
    ]);
    expect(evalUploadArgs('d', { replace: true })).toEqual(['--json', 'eval', 'upload', 'd', '--replace']);
  });

  it('asks uv for a Python >= 3.12 when none is given, so an older python3 first on PATH is skipped', () => {
    expect(uvToolInstallArgs({ requirement: 'x==1' })).toEqual([
      'tool',
      'install',
      '--force',
      '--compile-bytecode',
      'x==1',
      '--python',
      '>=3.12',
    ]);
  });

  it('reads the version from the text osmosis prints, with or without a v', () => {
    expect(parseVersionOutput('osmosis-ai  v1.2.3+local\n')).toBe('1.2.3+local');
    expect(parseVersionOutput('osmosis-ai 1.2')).toBeUndefined();
  });

  it('submits with the kind, an optional workspace and secrets on stdin', () => {
    expect(submitArgs('eval', { config: 'c.toml', secretsOnStdin: false })).toEqual([
      '--json',
      'eval',
      'submit',
      'c.toml',
      '--yes',
    ]);
    expect(submitArgs('training', { config: 'c.toml', workspace: 'w', secretsOnStdin: true })).toEqual([
      '--json',
      '--workspace',
      'w',
      'train',
      'submit',
      'c.toml',
      '--yes',
      '--secrets-file',
      '-',
    ]);
  });

  it('asks for info, stops and retries a run by name', () => {
    expect(infoArgs('benchmark', 'b1')).toEqual(['--json', 'benchmark', 'runs', 'info', 'b1']);
    expect(infoArgs('eval', 'e1', 'w')).toEqual(['--json', '--workspace', 'w', 'eval', 'info', 'e1']);
    expect(stopArgs('training', 't1')).toEqual(['--json', 'train', 'stop', 't1', '--yes']);
    expect(retryArgs('e1', { secretsOnStdin: false })).toEqual(['--json', 'eval', 'retry', 'e1', '--yes']);
    expect(retryArgs('e1', { workspace: 'w', secretsOnStdin: true })).toEqual([
      '--json',
      '--workspace',
      'w',
      'eval',
      'retry',
      'e1',
      '--yes',
      '--secrets-file',
      '-',
    ]);
  });

  it('pages logs with a limit and an optional cursor', () => {
    expect(logsArgs('eval', 'e1', { limit: 200 })).toEqual([
      '--json',
      'eval',
      'logs',
      'e1',
      '--limit',
      '200',
    ]);
    expect(logsArgs('benchmark', 'b1', { workspace: 'w', limit: 5, cursor: 'abc' })).toEqual([
      '--json',
      '--workspace',
      'w',
      'benchmark',
      'runs',
      'logs',
      'b1',
      '--limit',
      '5',
      '--cursor',
      'abc',
    ]);
  });

  it('downloads the chosen output types, optionally only some rows', () => {
    expect(downloadArgs('eval', 'e1', { types: ['results', 'metrics'], output: 'out' })).toEqual([
      '--json',
      'eval',
      'download',
      'e1',
      '--type',
      'results,metrics',
      '-o',
      'out',
      '--yes',
    ]);
    expect(
      downloadArgs('benchmark', 'b1', { workspace: 'w', types: ['x'], output: 'o', rows: '0-9' }),
    ).toEqual([
      '--json',
      '--workspace',
      'w',
      'benchmark',
      'runs',
      'download',
      'b1',
      '--type',
      'x',
      '-o',
      'o',
      '--yes',
      '--rows',
      '0-9',
    ]);
  });
});
