/** The setup command over fake deps: what it looks for, what it installs with, what it leaves behind. */
import { describe, expect, it } from 'vitest';
import { setup } from '../../src/commands/setup.js';
import { OsmosisFailure, UsageError } from '../../src/core/errors.js';
import { parseSetupInputs } from '../../src/core/inputs.js';
import { OSMOSIS_VERSION } from '../../src/core/osmosis/pins.js';
import type { CachePaths, Captured, SetupDeps } from '../../src/core/ports.js';

const PATHS: CachePaths = {
  root: '/cache',
  toolDir: '/cache/tools',
  binDir: '/cache/bin',
  uvVenv: '/cache/uv-venv',
  uvCache: '/cache/uv-cache',
  pythonDir: '/cache/python-uv',
  uvIndexFile: '/cache/uv-index.json',
};

interface World {
  /** Executable files, with the version each osmosis among them reports. */
  executables: Map<string, string | undefined>;
  onPath: Record<string, string>;
  /** What a `capture` of each program answers (default: exit 0). */
  answers?: (bin: string, args: readonly string[]) => Captured | undefined;
  /** Pythons by path, with the version each reports when run. */
  pythons?: Record<string, string>;
  /** Directory listings (pyenv's versions). */
  dirs?: Record<string, string[]>;
  env?: NodeJS.ProcessEnv;
}

function fakeDeps(world: World) {
  const calls = { captured: [] as { bin: string; args: readonly string[]; env?: NodeJS.ProcessEnv }[] };
  const removed: string[] = [];
  const made: string[] = [];
  const logged: string[] = [];
  const locked: string[] = [];
  const beats: Array<(ms: number) => void> = [];
  const deps: SetupDeps = {
    env: world.env ?? { PATH: '/usr/bin' },
    log: { info: (m) => logged.push(m), warning: (m) => logged.push(m), debug: () => undefined },
    cachePaths: (override) => (override === undefined ? PATHS : { ...PATHS, root: override }),
    executableName: (name) => name,
    venvBin: (venv, name) => `${venv}/bin/${name}`,
    capture: async (bin, args, options) => {
      calls.captured.push({ bin, args, ...(options?.env ? { env: options.env } : {}) });
      if (bin === 'uv' && args[0] === 'tool') world.executables.set('/cache/bin/osmosis', OSMOSIS_VERSION);
      const python = world.pythons?.[bin];
      if (args[0] === '-c' && python) return { exitCode: 0, stdout: `${python}\n`, stderr: '' };
      return world.answers?.(bin, args) ?? { exitCode: 0, stdout: '', stderr: '' };
    },
    isExecutable: async (path) => world.executables.has(path),
    findOnPath: async (name) => world.onPath[name],
    osmosisVersionOf: async (bin) => world.executables.get(bin),
    uvIndexFromPip: async () => ({ UV_DEFAULT_INDEX: 'https://index.example/simple' }),
    withInstallLock: async (directory, work) => {
      locked.push(directory);
      return work();
    },
    withHeartbeat: (work, onBeat) => {
      beats.push(onBeat);
      return work;
    },
    makeDir: async (path) => {
      made.push(path);
    },
    listDir: async (path) => world.dirs?.[path] ?? [],
    removeFile: async (path) => {
      removed.push(path);
    },
  };
  return { deps, calls, removed, made, logged, locked, beats };
}

const inputs = (values: Record<string, string> = {}) =>
  parseSetupInputs(
    (name) => values[name],
    (name) => name,
  );

describe('setup over its deps', () => {
  it('finds the cached install at the pinned version and drops pip’s cached index, installing nothing', async () => {
    const world: World = { executables: new Map([['/cache/bin/osmosis', OSMOSIS_VERSION]]), onPath: {} };
    const fake = fakeDeps(world);
    const result = await setup(inputs(), fake.deps);
    expect(result).toEqual({
      osmosisPath: '/cache/bin/osmosis',
      osmosisVersion: OSMOSIS_VERSION,
      binDir: '/cache/bin',
      uvPath: undefined,
      source: 'cache',
    });
    expect(fake.removed).toEqual(['/cache/uv-index.json']);
    expect(fake.calls.captured).toEqual([]);
    expect(fake.locked).toEqual([]);
  });

  it('restores the tool cache only when no install is here: a kept one is used as it is', async () => {
    const restores: string[] = [];
    const kept = fakeDeps({ executables: new Map([['/cache/bin/osmosis', OSMOSIS_VERSION]]), onPath: {} });
    kept.deps.restoreTools = async () => {
      restores.push('kept');
    };
    expect((await setup(inputs(), kept.deps)).source).toBe('cache');

    // None here: the restore puts one in place, and setup takes it without installing.
    const world: World = { executables: new Map(), onPath: {} };
    const restored = fakeDeps(world);
    restored.deps.restoreTools = async () => {
      restores.push('none here');
      world.executables.set('/cache/bin/osmosis', OSMOSIS_VERSION);
    };
    const result = await setup(inputs(), restored.deps);
    expect(restores).toEqual(['none here']);
    expect(result).toMatchObject({ source: 'cache', osmosisPath: '/cache/bin/osmosis' });
    expect([restored.calls.captured, restored.locked]).toEqual([[], []]);
  });

  it('takes an osmosis on PATH only at the pinned version', async () => {
    const world: World = {
      executables: new Map([['/usr/bin/osmosis', '0.0.1']]),
      onPath: { osmosis: '/usr/bin/osmosis', uv: '/usr/bin/uv' },
    };
    const fake = fakeDeps(world);
    fake.deps.findOnPath = async (name) => (name === 'uv' ? 'uv' : world.onPath[name]);
    const result = await setup(inputs(), fake.deps);
    expect(result.source).toBe('installed');
    expect(result.uvPath).toBe('uv');
    world.executables.set('/usr/bin/osmosis', OSMOSIS_VERSION);
    world.executables.delete('/cache/bin/osmosis');
    expect((await setup(inputs(), fakeDeps(world).deps)).source).toBe('path');
  });

  it('installs under the lock with uv, into the cache’s own directories and with pip’s index', async () => {
    const world: World = { executables: new Map(), onPath: { uv: 'uv' } };
    const fake = fakeDeps(world);
    const restored: string[] = [];
    fake.deps.restoreTools = async () => {
      restored.push('tools');
    };
    const result = await setup(inputs({ python: '3.12' }), fake.deps);
    expect(restored).toEqual(['tools']);
    expect(fake.made).toEqual(['/cache']);
    expect(fake.locked).toEqual(['/cache']);
    expect(result).toMatchObject({ source: 'installed', osmosisPath: '/cache/bin/osmosis', uvPath: 'uv' });
    const install = fake.calls.captured.find((call) => call.args[0] === 'tool');
    expect(install?.args).toEqual(expect.arrayContaining(['tool', 'install', '--python', '3.12']));
    expect(install?.env).toMatchObject({
      UV_TOOL_DIR: '/cache/tools',
      UV_TOOL_BIN_DIR: '/cache/bin',
      UV_CACHE_DIR: '/cache/uv-cache',
      UV_PYTHON_INSTALL_DIR: '/cache/python-uv',
      UV_DEFAULT_INDEX: 'https://index.example/simple',
    });
  });

  it('installs uv with pip into its own virtualenv when there is none, and says why uv failed', async () => {
    const world: World = {
      executables: new Map(),
      env: { PATH: '/usr/bin', UV_PYTHON_DOWNLOADS: 'never' },
      onPath: { python3: '/usr/bin/python3' },
      answers: (bin) =>
        bin === '/cache/uv-venv/bin/uv'
          ? { exitCode: 2, stdout: '', stderr: 'error: No interpreter found for Python 3.12' }
          : undefined,
    };
    const fake = fakeDeps(world);
    const failure = await setup(inputs(), fake.deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OsmosisFailure);
    expect(String((failure as Error).message)).toMatch(/No interpreter found[\s\S]*Name one with `--python`/);
    expect(fake.calls.captured.map((call) => [call.bin, ...call.args].slice(0, 3))).toEqual([
      ['/usr/bin/python3', '-m', 'venv'],
      ['/cache/uv-venv/bin/python', '-m', 'pip'],
      ['/cache/uv-venv/bin/uv', 'python', 'find'],
      ['/cache/uv-venv/bin/uv', 'tool', 'install'],
    ]);
  });

  it('refuses a python that is neither a file nor a program nor a version, before anything else', async () => {
    const fake = fakeDeps({ executables: new Map(), onPath: {} });
    await expect(setup(inputs({ python: './no-such-python' }), fake.deps)).rejects.toThrow(UsageError);
    await expect(setup(inputs({ python: 'snake' }), fake.deps)).rejects.toThrow(/neither a program on PATH/);
    expect(fake.calls.captured).toEqual([]);
  });
});

describe('the Python setup installs on', () => {
  const SUPPORTED = /osmosis-ai 0\.3\.8 does not support: it needs Python 3\.12, 3\.13 or 3\.14/;

  it('refuses 3.11 (a version, a program name or an interpreter) before anything is installed', async () => {
    for (const python of ['3.11', 'cpython@3.11', 'python3.11']) {
      const fake = fakeDeps({ executables: new Map(), onPath: { uv: 'uv' } });
      let restored = false;
      fake.deps.restoreTools = async () => {
        restored = true;
      };
      const failure = await setup(inputs({ python }), fake.deps).catch((error: unknown) => error);
      expect(failure, python).toBeInstanceOf(UsageError);
      expect(String((failure as Error).message)).toMatch(SUPPORTED);
      expect(fake.calls.captured).toEqual([]);
      expect([restored, fake.made, fake.locked]).toEqual([false, [], []]);
    }
    const world: World = {
      executables: new Map([['/opt/py311/bin/python3', undefined]]),
      onPath: { uv: 'uv' },
      pythons: { '/opt/py311/bin/python3': '3.11.7' },
    };
    const fake = fakeDeps(world);
    await expect(setup(inputs({ python: '/opt/py311/bin/python3' }), fake.deps)).rejects.toThrow(SUPPORTED);
    expect(fake.calls.captured.map((call) => call.args[0])).toEqual(['-c']);
  });

  it("takes UV_PYTHON when osmosis-ai supports it, else passes it over with a warning (it may be the rollouts')", async () => {
    const world: World = {
      executables: new Map([['/cache/bin/osmosis', OSMOSIS_VERSION]]),
      env: { PATH: '/usr/bin', UV_PYTHON: '3.11' },
      onPath: { uv: 'uv' },
    };
    expect((await setup(inputs(), fakeDeps(world).deps)).source).toBe('cache');
    world.executables.delete('/cache/bin/osmosis');
    const fake = fakeDeps(world);
    await setup(inputs(), fake.deps);
    expect(fake.logged).toContainEqual(
      expect.stringMatching(/^UV_PYTHON "3\.11" is Python 3\.11, which osmosis-ai/),
    );
    const install = fake.calls.captured.find((call) => call.args[0] === 'tool');
    expect(install?.args.slice(-2)).toEqual(['--python', '3.13']);
    world.executables.delete('/cache/bin/osmosis');
    const twelve = fakeDeps({ ...world, env: { PATH: '/usr/bin', UV_PYTHON: '3.12' } });
    await setup(inputs(), twelve.deps);
    expect(twelve.calls.captured.find((call) => call.args[1] === 'find')?.args.at(-1)).toBe('3.12');
  });

  it('takes a pyenv version that is not active, the known-good minor first, and says so', async () => {
    const versions = '/home/u/.pyenv/versions';
    const world: World = {
      executables: new Map([
        [`${versions}/3.12.7/bin/python3.12`, undefined],
        [`${versions}/3.13.1/bin/python3.13`, undefined],
      ]),
      env: { PATH: '/usr/bin', HOME: '/home/u', UV_PYTHON_DOWNLOADS: 'never' },
      onPath: { uv: 'uv', python3: '/usr/bin/python3' },
      dirs: { [versions]: ['3.11.9', '3.12.7', '3.13.1', 'miniconda3-latest'] },
      pythons: {
        [`${versions}/3.12.7/bin/python3.12`]: '3.12.7',
        [`${versions}/3.13.1/bin/python3.13`]: '3.13.1',
      },
      answers: (_bin, args) =>
        args[1] === 'find' ? { exitCode: 2, stdout: '', stderr: 'error: No interpreter found' } : undefined,
    };
    const fake = fakeDeps(world);
    await setup(inputs(), fake.deps);
    const install = fake.calls.captured.find((call) => call.args[0] === 'tool');
    expect(install?.args.slice(-2)).toEqual(['--python', `${versions}/3.13.1/bin/python3.13`]);
    expect(fake.logged).toContain(
      `Using Python 3.13.1 at ${versions}/3.13.1/bin/python3.13 (a pyenv version, not the active one).`,
    );
    world.executables.delete('/cache/bin/osmosis');
    const twelve = fakeDeps(world);
    await setup(inputs({ python: '3.12' }), twelve.deps);
    const asked = twelve.calls.captured.find((call) => call.args[0] === 'tool');
    expect(asked?.args.slice(-2)).toEqual(['--python', `${versions}/3.12.7/bin/python3.12`]);
  });

  it('takes what uv python find finds, when it is supported', async () => {
    const world: World = {
      executables: new Map(),
      onPath: { uv: 'uv' },
      pythons: { '/usr/local/bin/python3.14': '3.14.0' },
      answers: (_bin, args) =>
        args[1] === 'find' ? { exitCode: 0, stdout: '/usr/local/bin/python3.14\n', stderr: '' } : undefined,
    };
    const fake = fakeDeps(world);
    await setup(inputs(), fake.deps);
    expect(fake.calls.captured.find((call) => call.args[1] === 'find')?.args).toEqual([
      'python',
      'find',
      '--system',
      '--no-project',
      '>=3.12,<3.15',
    ]);
    const install = fake.calls.captured.find((call) => call.args[0] === 'tool');
    expect(install?.args.slice(-2)).toEqual(['--python', '/usr/local/bin/python3.14']);
    expect(fake.logged).toContain(
      'Using Python 3.14.0 at /usr/local/bin/python3.14 (found by uv python find).',
    );
  });

  it('with none on the machine, asks uv for the pinned known-good 3.13, downloading it as a named phase', async () => {
    const fake = fakeDeps({
      executables: new Map(),
      onPath: { uv: 'uv' },
      answers: (_bin, args) => {
        if (args[1] === 'find') return { exitCode: 2, stdout: '', stderr: 'error: No interpreter found' };
        if (args[0] === 'python' && args[1] === 'install') for (const beat of fake.beats) beat(65_000);
        return undefined;
      },
    });
    await setup(inputs(), fake.deps);
    const uvCalls = fake.calls.captured.filter((call) => call.bin === 'uv').map((call) => call.args);
    expect(uvCalls.map((args) => args.slice(0, 2))).toEqual([
      ['python', 'find'],
      ['python', 'install'],
      ['tool', 'install'],
    ]);
    expect(uvCalls[1]).toEqual(['python', 'install', '3.13']);
    expect(uvCalls[2]?.slice(-2)).toEqual(['--python', '3.13']);
    expect(uvCalls.slice(1).flat().join(' ')).not.toMatch(/>=|latest/);
    expect(fake.logged.filter((line) => line.startsWith('Still'))).toEqual([
      'Still downloading Python 3.13 (uv python install) (1 min 05 s so far)',
    ]);
  });
});
