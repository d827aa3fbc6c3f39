/** The setup command over fake deps: what it looks for, what it installs with, what it leaves behind. */
import { describe, expect, it } from 'vitest';
import { setup } from '../../src/commands/setup.js';
import { OsmosisFailure, UsageError } from '../../src/core/errors.js';
import { parseSetupInputs } from '../../src/core/inputs.js';
import { OSMOSIS_VERSION } from '../../src/core/pins.js';
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
}

function fakeDeps(world: World) {
  const calls = { captured: [] as { bin: string; args: readonly string[]; env?: NodeJS.ProcessEnv }[] };
  const removed: string[] = [];
  const made: string[] = [];
  const logged: string[] = [];
  const locked: string[] = [];
  const deps: SetupDeps = {
    env: { PATH: '/usr/bin' },
    log: { info: (m) => logged.push(m), warning: (m) => logged.push(m), debug: () => undefined },
    cachePaths: (override) => (override === undefined ? PATHS : { ...PATHS, root: override }),
    executableName: (name) => name,
    venvBin: (venv, name) => `${venv}/bin/${name}`,
    capture: async (bin, args, options) => {
      calls.captured.push({ bin, args, ...(options?.env ? { env: options.env } : {}) });
      if (bin === 'uv' && args[0] === 'tool') world.executables.set('/cache/bin/osmosis', OSMOSIS_VERSION);
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
    withHeartbeat: (work) => work,
    makeDir: async (path) => {
      made.push(path);
    },
    removeFile: async (path) => {
      removed.push(path);
    },
  };
  return { deps, calls, removed, made, logged, locked };
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
    const [install] = fake.calls.captured;
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
