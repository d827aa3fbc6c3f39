/**
 * setup on a machine whose first `python3` is older than osmosis-ai supports (Ubuntu 22.04, Debian 12,
 * macOS's system Python): setup looks for a supported Python where uv finds one (`python3.13` further down
 * PATH) and in pyenv's versions (installed, not active), says which it took, takes `--python 3.12` as "a
 * 3.12", refuses 3.11 before installing anything, and with none anywhere asks uv for the pinned 3.13.
 * Real uv and the committed CLI bundle, offline (UV_PYTHON_DOWNLOADS=never); the package is a stand-in
 * wheel with osmosis-ai's name and Requires-Python, so the install takes a second instead of the minute
 * osmosis-ai[eval] takes. The request to uv when nothing is found is observed through a fake uv that logs
 * its argv. Needs a Python < 3.12 on the machine (skipped without one) and the harness's Python >= 3.12 and uv.
 */
import { execFileSync } from 'node:child_process';
import { access, chmod, mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runActionStep } from '../helpers/action-step.js';
import { harnessPaths } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const STANDIN_VERSION = '0.0.1';

function interpreter(python: string): { executable: string; minor: number; version: string } | undefined {
  try {
    const [executable, minor, version] = execFileSync(
      python,
      [
        '-c',
        'import sys, platform; print(sys.executable); print(sys.version_info[1]); print(platform.python_version())',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 },
    )
      .trim()
      .split('\n');
    return executable ? { executable, minor: Number(minor), version: version ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/** A Python 3 older than 3.12: the system's python3, or one named by version. */
const old = ['/usr/bin/python3', 'python3.11', 'python3.10', 'python3.9', 'python3']
  .map(interpreter)
  .find((found) => found !== undefined && found.minor < 12);
const modern = interpreter(harnessPaths().python);
const uv = join(harnessPaths().uvVenv, 'bin', 'uv');

/** A wheel named osmosis-ai that only answers `osmosis --version`, requiring Python >= 3.12 as the real one. */
const BUILD_WHEEL = `
import base64, hashlib, sys, zipfile
out, version = sys.argv[1], sys.argv[2]
info = f"osmosis_ai-{version}.dist-info"
files = {
    "osmosis_standin.py": f"def main():\\n    print('osmosis-ai {version}')\\n",
    f"{info}/METADATA": f"Metadata-Version: 2.1\\nName: osmosis-ai\\nVersion: {version}\\nRequires-Python: >=3.12\\nProvides-Extra: eval\\n",
    f"{info}/WHEEL": "Wheel-Version: 1.0\\nGenerator: osmosis-ci-test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
    f"{info}/entry_points.txt": "[console_scripts]\\nosmosis = osmosis_standin:main\\n",
}
def digest(text):
    return base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
record = "".join(f"{name},sha256={digest(text)},{len(text.encode())}\\n" for name, text in files.items())
files[f"{info}/RECORD"] = record + f"{info}/RECORD,,\\n"
with zipfile.ZipFile(f"{out}/osmosis_ai-{version}-py3-none-any.whl", "w") as wheel:
    for name, text in files.items():
        wheel.writestr(name, text)
`;

let root: string;

/**
 * A PATH of its own: python3 is the old one; uv; and, when asked, the modern one as python3.X on PATH, or
 * only in a pyenv layout under HOME (~/.pyenv/versions/3.X.Y/bin/python3.X), no pyenv version active.
 */
async function machine(withModern: boolean | 'pyenv'): Promise<NodeJS.ProcessEnv> {
  const dir = await mkdtemp(join(root, 'machine-'));
  const first = join(dir, 'first');
  const later = join(dir, 'later');
  await mkdir(first);
  await mkdir(later);
  await symlink((old as { executable: string }).executable, join(first, 'python3'));
  await symlink(uv, join(later, 'uv'));
  if (withModern === true && modern) await symlink(modern.executable, join(later, `python3.${modern.minor}`));
  if (withModern === 'pyenv' && modern) {
    const bin = join(dir, '.pyenv', 'versions', modern.version, 'bin');
    await mkdir(bin, { recursive: true });
    await symlink(modern.executable, join(bin, `python3.${modern.minor}`));
  }
  return {
    PATH: `${first}:${later}`,
    HOME: dir,
    UV_PYTHON_DOWNLOADS: 'never',
    UV_OFFLINE: '1',
    UV_NO_INDEX: '1',
    UV_NO_CONFIG: '1',
    UV_FIND_LINKS: join(root, 'wheels'),
  };
}

const setup = async (env: NodeJS.ProcessEnv, ...extra: string[]) =>
  runCli(
    ['setup', '--osmosis-version', STANDIN_VERSION, '--cache-dir', join(env.HOME ?? '', 'cache'), ...extra],
    { cwd: env.HOME ?? root, env },
  );

/** The tool environment's Python minor: what osmosis runs on. */
const toolMinor = (env: NodeJS.ProcessEnv) =>
  interpreter(join(env.HOME ?? '', 'cache', 'tools', 'osmosis-ai', 'bin', 'python'))?.minor;

/** A uv that logs its argv, finds no Python, "downloads" one, then stops the install. */
const FAKE_UV = `#!/bin/sh
printf '%s\\n' "$*" >> "$UV_ARGV_LOG"
case "$1 $2" in
  "python find") echo "error: No interpreter found" >&2; exit 2 ;;
  "python install") exit 0 ;;
esac
echo "fake uv: the install stops here" >&2
exit 1
`;

describe.skipIf(!old)('setup where the first python3 is older than 3.12', () => {
  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'osmosis-ci-setup-python-')));
    await mkdir(join(root, 'wheels'));
    execFileSync(modern?.executable ?? 'python3', ['-c', BUILD_WHEEL, join(root, 'wheels'), STANDIN_VERSION]);
  });

  it('finds the 3.12+ further down PATH and installs osmosis on it', async () => {
    expect(modern?.minor, 'the harness Python is >= 3.12').toBeGreaterThanOrEqual(12);
    const env = await machine(true);
    const run = await setup(env);
    expect(run.stderr).not.toMatch(/does not satisfy/);
    expect(run.code).toBe(0);
    const cached = join(env.HOME ?? '', 'cache', 'bin', 'osmosis');
    expect(run.stdout).toBe(`osmosis-ai ${STANDIN_VERSION} (installed): ${cached}\n`);
    // The tool environment runs on the modern Python, not the python3 first on PATH.
    const toolPython = join(env.HOME ?? '', 'cache', 'tools', 'osmosis-ai', 'bin', 'python');
    expect(interpreter(toolPython)?.minor).toBe(modern?.minor);
  });

  it('finds a pyenv version that is not active, with an empty cache, offline, and says which it took', async () => {
    const env = await machine('pyenv');
    const run = await setup(env);
    expect(run.stderr).toContain(
      `Using Python ${modern?.version} at ${join(env.HOME ?? '', '.pyenv', 'versions', modern?.version ?? '', 'bin', `python3.${modern?.minor}`)} (a pyenv version, not the active one).`,
    );
    expect(run.code).toBe(0);
    expect(toolMinor(env)).toBe(modern?.minor);
  });

  it('--python 3.X means a 3.X: found on the machine, said, and installed on', async () => {
    const env = await machine(true);
    const run = await setup(env, '--python', `3.${modern?.minor}`);
    expect(run.stderr).not.toMatch(/ENOENT/);
    expect(run.stderr).toMatch(
      new RegExp(`Using Python 3\\.${modern?.minor}\\.\\d+ at .+ \\(found by uv python find\\)`),
    );
    expect(run.code).toBe(0);
    expect(toolMinor(env)).toBe(modern?.minor);
    // The same in a pyenv layout only.
    const pyenv = await machine('pyenv');
    const again = await setup(pyenv, '--python', `3.${modern?.minor}`);
    expect(again.stderr).toContain('(a pyenv version, not the active one)');
    expect(again.code).toBe(0);
  });

  it('the setup-osmosis action with python: "3.X" takes a pyenv 3.X and puts osmosis on PATH', async () => {
    const env = await machine('pyenv');
    const step = await runActionStep('dist/action/setup.js', {
      cwd: env.HOME ?? root,
      env: { ...env, RUNNER_TEMP: env.HOME },
      inputs: {
        python: `3.${modern?.minor}`,
        'osmosis-version': STANDIN_VERSION,
        'cache-dir': join(env.HOME ?? '', 'cache'),
        cache: 'false',
      },
    });
    expect(step.stdout).not.toMatch(/ENOENT/);
    expect(step.stdout).toContain('(a pyenv version, not the active one)');
    expect(step.code).toBe(0);
    expect(step.outputs['osmosis-path']).toBe(join(env.HOME ?? '', 'cache', 'bin', 'osmosis'));
    expect(toolMinor(env)).toBe(modern?.minor);
  });

  it('refuses --python 3.11 before anything is installed, naming the supported versions (exit 2)', async () => {
    const env = await machine(true);
    for (const python of ['3.11', (old as { executable: string }).executable]) {
      const run = await setup(env, '--python', python);
      expect(run.code, python).toBe(2);
      expect(run.stderr).toMatch(
        /osmosis-ai 0\.3\.8 does not support: it needs Python 3\.12, 3\.13 or 3\.14/,
      );
      await expect(access(join(env.HOME ?? '', 'cache'))).rejects.toThrow(/ENOENT/);
    }
  });

  it('with no supported Python anywhere and downloads allowed, asks uv for the pinned 3.13, never >=3.12', async () => {
    const env = await machine(false);
    const fakeUvDir = join(env.HOME ?? '', 'fake-uv');
    await mkdir(fakeUvDir);
    await writeFile(join(fakeUvDir, 'uv'), FAKE_UV);
    await chmod(join(fakeUvDir, 'uv'), 0o755);
    const log = join(env.HOME ?? '', 'uv-argv.log');
    const { UV_PYTHON_DOWNLOADS: _never, UV_OFFLINE: _offline, ...downloadsAllowed } = env;
    const run = await setup({ ...downloadsAllowed, PATH: `${fakeUvDir}:${env.PATH}`, UV_ARGV_LOG: log });
    expect(run.code).toBe(3);
    const argv = (await readFile(log, 'utf8')).trim().split('\n');
    expect(argv).toEqual([
      'python find --system --no-project >=3.12,<3.15',
      'python install 3.13',
      expect.stringMatching(
        /^tool install --force --compile-bytecode osmosis-ai\[eval\]==0\.0\.1 --python 3\.13$/,
      ),
    ]);
    expect(run.stderr).toContain('asking uv for CPython 3.13');
  });

  it('with no supported Python anywhere and downloads off, fails with exit 3 and names --python', async () => {
    const run = await setup(await machine(false));
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/No interpreter found for Python 3\.13/);
    expect(run.stderr).toMatch(
      /osmosis-ai needs Python 3\.12, 3\.13 or 3\.14\. Name one with `--python` \(osmosis-ci setup\) or the `python` input/,
    );
  });
});
