/**
 * setup on a machine whose first `python3` is older than osmosis-ai's Requires-Python (Ubuntu 22.04,
 * Debian 12, macOS's system Python): uv is asked for `>=3.12`, so it passes over that python3 and finds a
 * 3.12+ elsewhere on PATH; with none anywhere, the failure names `--python`. Real uv and the committed CLI
 * bundle, offline (UV_PYTHON_DOWNLOADS=never); the package is a stand-in wheel with osmosis-ai's name and
 * Requires-Python, so the install takes a second instead of the minute osmosis-ai[eval] takes.
 * Needs a Python < 3.12 on the machine (skipped without one) and the harness's Python >= 3.12 and uv.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessPaths } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const STANDIN_VERSION = '0.0.1';

function interpreter(python: string): { executable: string; minor: number } | undefined {
  try {
    const [executable, minor] = execFileSync(
      python,
      ['-c', 'import sys; print(sys.executable); print(sys.version_info[1])'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 },
    )
      .trim()
      .split('\n');
    return executable ? { executable, minor: Number(minor) } : undefined;
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

/** A PATH of its own: python3 is the old one; uv; and, when asked, the modern one as python3.X. */
async function machine(withModern: boolean): Promise<NodeJS.ProcessEnv> {
  const dir = await mkdtemp(join(root, 'machine-'));
  const first = join(dir, 'first');
  const later = join(dir, 'later');
  await mkdir(first);
  await mkdir(later);
  await symlink((old as { executable: string }).executable, join(first, 'python3'));
  await symlink(uv, join(later, 'uv'));
  if (withModern && modern) await symlink(modern.executable, join(later, `python3.${modern.minor}`));
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

const setup = async (env: NodeJS.ProcessEnv) =>
  runCli(['setup', '--osmosis-version', STANDIN_VERSION, '--cache-dir', join(env.HOME ?? '', 'cache')], {
    cwd: env.HOME ?? root,
    env,
  });

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

  it('with no 3.12+ anywhere, fails with exit 3 and names --python and the python input', async () => {
    const run = await setup(await machine(false));
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/No interpreter found for Python >=3\.12/);
    expect(run.stderr).toMatch(
      /osmosis-ai needs Python >=3\.12\. Name one with `--python` \(osmosis-ci setup\) or the `python` input/,
    );
  });
});
