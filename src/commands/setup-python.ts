/**
 * The Python setup installs osmosis-ai on, and saying which it took. A path or program named is run once to
 * learn its version (refused before anything is installed when osmosis-ai does not support it). A version
 * (`3.12`), or nothing, is looked for where uv looks (`uv python find`: its managed Pythons, `python3.13`
 * and the like on PATH) and in pyenv's versions, which uv does not see unless one is active; with none
 * found, uv is asked for that version, or the known-good one, never "the newest".
 */
import { join } from 'node:path';
import { UsageError } from '../core/errors.js';
import { OSMOSIS_PYTHON_KNOWN_GOOD } from '../core/osmosis/pins.js';
import {
  type PythonRequest,
  preferredMinors,
  supportedMinor,
  supportedPythons,
  supportedRange,
  unsupportedPython,
} from '../core/osmosis/python-request.js';
import type { SetupDeps } from '../core/ports.js';

type Deps = Pick<SetupDeps, 'env' | 'log' | 'capture' | 'isExecutable' | 'findOnPath' | 'listDir'>;

export interface Interpreter {
  /** What runs it: the path found or named. */
  path: string;
  version: string;
  major: number;
  minor: number;
}

/** What uv tool install is given: a path found, or a version for uv to find or get (`download`). */
export interface PythonChoice {
  python: string;
  /** Set when nothing on the machine would do: the version uv has to download first. */
  download?: string;
}

const PROBE = 'import sys; print("%d.%d.%d" % sys.version_info[:3])';

/** The version of the Python at `path`, or undefined when it does not run as one. */
export async function probePython(
  path: string,
  deps: Pick<Deps, 'capture'>,
): Promise<Interpreter | undefined> {
  const run = await deps.capture(path, ['-c', PROBE], { timeoutMs: 30_000 }).catch(() => undefined);
  const version = run?.exitCode === 0 ? run.stdout.trim() : '';
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(version);
  return match ? { path, version, major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

/**
 * A path or program named by `label`: found, run and supported, else a UsageError (exit 2) saying which.
 * Runs before anything is installed.
 */
export async function namedInterpreter(
  request: Extract<PythonRequest, { kind: 'path' | 'program' }>,
  label: string,
  deps: Deps,
): Promise<Interpreter> {
  const path =
    request.kind === 'path'
      ? (await deps.isExecutable(request.path))
        ? request.path
        : undefined
      : await deps.findOnPath(request.name, deps.env);
  const shown = request.kind === 'path' ? request.path : request.name;
  const pass = `Pass the path of a Python ${supportedPythons()}, a version such as ${OSMOSIS_PYTHON_KNOWN_GOOD}, or nothing to let setup find or get one.`;
  if (!path) {
    throw new UsageError(
      request.kind === 'path'
        ? `${label} ${shown} is not an executable file. ${pass}`
        : `${label} ${JSON.stringify(shown)} is neither a program on PATH nor a version such as ${OSMOSIS_PYTHON_KNOWN_GOOD}. ${pass}`,
    );
  }
  const found = await probePython(path, deps);
  if (!found) throw new UsageError(`${label} ${shown} did not run as a Python (${path} -c …). ${pass}`);
  const problem = unsupportedPython(`${label} ${shown}`, found.major, found.minor);
  if (problem) throw new UsageError(problem);
  return found;
}

/**
 * For a version request (or none): a supported interpreter on the machine, said in the log, else the
 * version uv is to get. `uvEnv` carries setup's UV_PYTHON_INSTALL_DIR, so a Python uv downloaded into the
 * tool cache before counts as found.
 */
export async function chooseInstalledPython(
  request: Extract<PythonRequest, { kind: 'version' }> | undefined,
  uv: string,
  uvEnv: NodeJS.ProcessEnv,
  deps: Deps,
): Promise<PythonChoice> {
  const minors = request ? [request.minor] : preferredMinors();
  const wanted = request?.version ?? OSMOSIS_PYTHON_KNOWN_GOOD;
  const fromUv = await uvFind(uv, request?.version ?? supportedRange(), uvEnv, deps);
  if (fromUv) {
    deps.log.info(`Using Python ${fromUv.version} at ${fromUv.path} (found by uv python find).`);
    return { python: fromUv.path };
  }
  const roots = pyenvRoots(deps.env);
  const fromPyenv = await pyenvFind(roots, minors, request?.version, deps);
  if (fromPyenv) {
    deps.log.info(
      `Using Python ${fromPyenv.version} at ${fromPyenv.path} (a pyenv version, not the active one).`,
    );
    return { python: fromPyenv.path };
  }
  deps.log.info(
    `No Python ${request ? request.version : supportedPythons()} on this machine (looked with uv python find and in ${roots.map((root) => join(root, 'versions')).join(', ')}): asking uv for CPython ${wanted}.`,
  );
  return { python: wanted, download: wanted };
}

/** `uv python find` (never downloads) for `request`, outside any project or virtualenv; supported only. */
async function uvFind(
  uv: string,
  request: string,
  uvEnv: NodeJS.ProcessEnv,
  deps: Deps,
): Promise<Interpreter | undefined> {
  const found = await deps
    .capture(uv, ['python', 'find', '--system', '--no-project', request], { env: uvEnv, timeoutMs: 60_000 })
    .catch(() => undefined);
  const path = found?.exitCode === 0 ? found.stdout.trim().split('\n').at(-1) : undefined;
  if (!path) return undefined;
  const interpreter = await probePython(path, deps);
  return interpreter && supportedMinor(interpreter.major, interpreter.minor) ? interpreter : undefined;
}

/** Where pyenv keeps its versions: PYENV_ROOT, else ~/.pyenv (pyenv-win's layout on Windows). */
export function pyenvRoots(env: NodeJS.ProcessEnv): string[] {
  const home = env.HOME || env.USERPROFILE;
  const roots = [env.PYENV_ROOT, home && join(home, '.pyenv'), home && join(home, '.pyenv', 'pyenv-win')];
  return [...new Set(roots.filter((root): root is string => !!root))];
}

/** The preferred supported CPython among pyenv's versions (`3.12.7/bin/python3.12`), run to confirm it. */
async function pyenvFind(
  roots: string[],
  minors: number[],
  exact: string | undefined,
  deps: Deps,
): Promise<Interpreter | undefined> {
  const candidates: Array<{ dir: string; minor: number; patch: number }> = [];
  for (const root of roots) {
    for (const name of await deps.listDir(join(root, 'versions'))) {
      const match = /^3\.(\d+)\.(\d+)$/.exec(name);
      if (!match || !minors.includes(Number(match[1]))) continue;
      if (exact && exact.split('.').length === 3 && name !== exact) continue;
      candidates.push({
        dir: join(root, 'versions', name),
        minor: Number(match[1]),
        patch: Number(match[2]),
      });
    }
  }
  candidates.sort((a, b) => minors.indexOf(a.minor) - minors.indexOf(b.minor) || b.patch - a.patch);
  for (const { dir, minor } of candidates) {
    for (const bin of [
      join(dir, 'bin', `python3.${minor}`),
      join(dir, 'bin', 'python3'),
      join(dir, 'python.exe'),
    ]) {
      if (!(await deps.isExecutable(bin))) continue;
      const interpreter = await probePython(bin, deps);
      if (interpreter && interpreter.minor === minor) return interpreter;
    }
  }
  return undefined;
}

/** Whether uv may download a Python here: not when the user or the job said never (or offline). */
export function pythonDownloadsAllowed(env: NodeJS.ProcessEnv): boolean {
  const downloads = (env.UV_PYTHON_DOWNLOADS ?? '').toLowerCase();
  const offline = (env.UV_OFFLINE ?? '').toLowerCase();
  return !['never', 'manual'].includes(downloads) && !['1', 'true', 'yes', 'on'].includes(offline);
}
