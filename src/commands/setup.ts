/**
 * setup: find osmosis at the wanted version, or install it with uv into a cache outside the workspace.
 * Found means: our cached install, or an `osmosis` on PATH, reporting exactly that version. Installing
 * needs uv (from PATH, our cache, or pip-installed into a private venv) and a Python osmosis-ai supports
 * (commands/setup-python.ts): the `python` named, checked before anything is installed; else UV_PYTHON when
 * osmosis-ai supports it (it may be set job-wide for the rollouts); else one found on the machine; else the
 * known-good version uv downloads where downloads are allowed.
 */
import { join } from 'node:path';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import type { SetupInputs } from '../core/inputs.js';
import { osmosisRequirement, uvToolInstallArgs } from '../core/osmosis/osmosis-args.js';
import { OSMOSIS_EVAL_EXTRA, OSMOSIS_VERSION, UV_VERSION } from '../core/osmosis/pins.js';
import { elapsedText } from '../core/osmosis/progress.js';
import { type PythonRequest, parsePythonRequest, supportedPythons } from '../core/osmosis/python-request.js';
import type { CachePaths, SetupDeps } from '../core/ports.js';
import {
  chooseInstalledPython,
  type Interpreter,
  namedInterpreter,
  type PythonChoice,
  pythonDownloadsAllowed,
} from './setup-python.js';

export interface SetupResult {
  osmosisPath: string;
  osmosisVersion: string;
  binDir: string;
  uvPath: string | undefined;
  source: 'cache' | 'path' | 'installed';
}

const VERSION = /^\d+\.\d+\.\d+([a-z0-9.+-]*)?$/i;

/** The version to install and where it goes: what setup does, and what the action's cache key needs. */
export function setupPlan(
  inputs: SetupInputs,
  deps: Pick<SetupDeps, 'cachePaths'>,
): { version: string; paths: CachePaths } {
  const version = inputs['osmosis-version'] ?? OSMOSIS_VERSION;
  if (!VERSION.test(version)) {
    throw new UsageError(
      `osmosis-version must be an exact version such as ${OSMOSIS_VERSION}, got ${JSON.stringify(version)}.`,
    );
  }
  return { version, paths: deps.cachePaths(inputs['cache-dir']) };
}

/** A python named by `label` (the input, UV_PYTHON) as a request, checked: a UsageError (exit 2) if unsupported. */
export async function checkPython(
  value: string | undefined,
  label: string,
  deps: Pick<SetupDeps, 'env' | 'log' | 'capture' | 'isExecutable' | 'findOnPath' | 'listDir'>,
): Promise<NamedPython> {
  if (value === undefined) return { label, request: undefined };
  const request = parsePythonRequest(value, label);
  if (request.kind !== 'path' && request.kind !== 'program') return { label, request };
  return { label, request, interpreter: await namedInterpreter(request, label, deps) };
}

export interface NamedPython {
  label: string;
  request: PythonRequest | undefined;
  /** A path or program named: found, run, and of a supported version. */
  interpreter?: Interpreter;
}

/**
 * `deps.restoreTools`, when given, puts a cached install in place (the action's tool cache) when none is
 * here yet. A runner that kept its tool cache (self-hosted) already has one: extracting the archive over it
 * would cost the job a download and some hundreds of MB written for nothing.
 */
export async function setup(inputs: SetupInputs, deps: SetupDeps): Promise<SetupResult> {
  const { version, paths } = setupPlan(inputs, deps);
  const python = await checkPython(inputs.python, 'python', deps);
  const cached = join(paths.binDir, deps.executableName('osmosis'));
  const context: SetupContext = { inputs, deps, version, paths, cached, python, phase: 'installing' };
  const kept = await foundOsmosis(context);
  if (kept) return kept;
  if (deps.restoreTools) {
    await deps.restoreTools();
    const restored = await foundOsmosis(context);
    if (restored) return restored;
  }
  await deps.makeDir(paths.root);
  // Another job may have installed it while this one waited for the lock.
  return deps.withInstallLock(
    paths.root,
    async () =>
      (await foundOsmosis(context)) ??
      // A cold install takes a minute or more with nothing to print: say it is still going, and at what.
      (await deps.withHeartbeat(installOsmosis(context), (ms) =>
        deps.log.info(`Still ${context.phase} (${elapsedText(ms)} so far)`),
      )),
  );
}

interface SetupContext {
  inputs: SetupInputs;
  deps: SetupDeps;
  version: string;
  paths: CachePaths;
  /** Where our cached install's osmosis executable is. */
  cached: string;
  python: NamedPython;
  /** What the install is doing now, for the heartbeat: "downloading Python 3.13", "installing osmosis-ai". */
  phase: string;
}

/** osmosis at the pinned version, in the tool cache or on PATH, or undefined. */
async function foundOsmosis({
  inputs,
  deps,
  version,
  paths,
  cached,
}: SetupContext): Promise<SetupResult | undefined> {
  const { env, log } = deps;
  for (const [candidate, source] of [
    [cached, 'cache'],
    [await deps.findOnPath('osmosis', env), 'path'],
  ] as const) {
    if (candidate && (await deps.osmosisVersionOf(candidate, env)) === version) {
      log.info(`Found osmosis-ai ${version} at ${candidate}`);
      if (inputs.python !== undefined) {
        log.info(`python ${inputs.python} was not needed: it is used only to install osmosis-ai.`);
      }
      // pip's index is asked afresh once per job: by eval-run, and only if osmosis is going to run.
      await deps.removeFile(paths.uvIndexFile);
      return {
        osmosisPath: candidate,
        osmosisVersion: version,
        binDir: paths.binDir,
        uvPath: undefined,
        source,
      };
    }
  }
  return undefined;
}

async function installOsmosis(context: SetupContext): Promise<SetupResult> {
  const { deps, version, paths, cached, python } = context;
  const { env, log } = deps;
  log.info(`Installing osmosis-ai ${version} into ${paths.toolDir}`);
  context.phase = `installing uv ${UV_VERSION}`;
  // Asking pip for its index (kept for eval-run) overlaps with getting uv.
  const [uv, uvIndex] = await Promise.all([
    ensureUv(paths, python.interpreter?.path, deps),
    deps.uvIndexFromPip(env, paths.uvIndexFile).catch(() => ({})),
  ]);
  const uvEnv: NodeJS.ProcessEnv = {
    ...env,
    UV_TOOL_DIR: paths.toolDir,
    UV_TOOL_BIN_DIR: paths.binDir,
    // osmosis-ci's own uv cache, never the job's UV_CACHE_DIR (setup-uv sets one): that is the rollout's cache,
    // which eval-run carries between jobs, and osmosis's ~500 MB of dependencies in it would ride along in
    // every saved entry. The installed tool itself is what setup's tool cache keeps.
    UV_CACHE_DIR: paths.uvCache,
    // A Python uv downloads lands beside the tool, so one cache entry holds everything osmosis needs.
    UV_PYTHON_INSTALL_DIR: env.UV_PYTHON_INSTALL_DIR ?? paths.pythonDir,
    ...uvIndex,
  };
  context.phase = 'looking for a Python';
  const choice = await pythonFor(python, uv, uvEnv, deps);
  if (choice.download && pythonDownloadsAllowed(uvEnv)) {
    context.phase = `downloading Python ${choice.download} (uv python install)`;
    await downloadPython(uv, choice.download, uvEnv, deps);
  }
  context.phase = `installing osmosis-ai ${version}`;
  const args = uvToolInstallArgs({
    requirement: osmosisRequirement(version, OSMOSIS_EVAL_EXTRA),
    python: choice.python,
  });
  const install = await deps.capture(uv, args, { env: uvEnv });
  if (install.exitCode !== 0) {
    const tail = lastLines(install.stderr);
    throw new OsmosisFailure(`uv could not install osmosis-ai ${version}: ${tail}${pythonFix(tail)}`, {
      stderrTail: tail,
    });
  }
  const installed = await deps.osmosisVersionOf(cached, env);
  if (installed !== version) {
    throw new OsmosisFailure(
      `osmosis-ai ${version} was installed but ${cached} reports ${installed ?? 'no version'}.`,
    );
  }
  log.info(`Installed osmosis-ai ${version} at ${cached}`);
  return {
    osmosisPath: cached,
    osmosisVersion: version,
    binDir: paths.binDir,
    uvPath: uv,
    source: 'installed',
  };
}

/** The Python for uv tool install: the one named, a uv request as written, else one found or to get. */
async function pythonFor(
  python: NamedPython,
  uv: string,
  uvEnv: NodeJS.ProcessEnv,
  deps: SetupDeps,
): Promise<PythonChoice> {
  const { request, interpreter, label } = python.request ? python : await uvPythonEnv(deps);
  if (interpreter) {
    deps.log.info(`Using Python ${interpreter.version} at ${interpreter.path} (the ${label} named).`);
    return { python: interpreter.path };
  }
  if (request?.kind === 'uv') {
    deps.log.info(`Asking uv for Python ${request.request} (the ${label} named).`);
    return { python: request.request };
  }
  return chooseInstalledPython(request?.kind === 'version' ? request : undefined, uv, uvEnv, deps);
}

/** UV_PYTHON, set job-wide for the rollouts perhaps: used when osmosis-ai supports it, else passed over, said. */
async function uvPythonEnv(deps: SetupDeps): Promise<NamedPython> {
  const value = deps.env.UV_PYTHON?.trim() || undefined;
  try {
    return await checkPython(value, 'UV_PYTHON', deps);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.log.warning(`${error.message.split('. ')[0]}: setup looks for another Python for osmosis.`);
    return { label: 'UV_PYTHON', request: undefined };
  }
}

/** `uv python install <version>` into the tool cache's Python directory, as a phase of its own. */
async function downloadPython(uv: string, version: string, uvEnv: NodeJS.ProcessEnv, deps: SetupDeps) {
  deps.log.info(`Downloading CPython ${version} with uv into ${uvEnv.UV_PYTHON_INSTALL_DIR}`);
  const download = await deps.capture(uv, ['python', 'install', version], { env: uvEnv });
  if (download.exitCode !== 0) {
    const tail = lastLines(download.stderr);
    throw new OsmosisFailure(`uv could not download Python ${version}: ${tail}${pythonFix(tail)}`, {
      stderrTail: tail,
    });
  }
}

async function ensureUv(paths: CachePaths, python: string | undefined, deps: SetupDeps): Promise<string> {
  const { env, log, findOnPath, venvBin } = deps;
  const onPath = await findOnPath('uv', env);
  if (onPath) return onPath;
  const cached = venvBin(paths.uvVenv, 'uv');
  if (await deps.isExecutable(cached)) return cached;

  // Any Python 3 can host pip (the one named, found and checked, else python3): uv then finds or gets the
  // Python osmosis needs.
  const host = python ?? (await findOnPath('python3', env)) ?? (await findOnPath('python', env));
  if (!host)
    throw new OsmosisFailure(
      'Neither uv nor a Python 3 to install it with was found on PATH. Install uv or Python first.',
    );
  log.info(`Installing uv ${UV_VERSION} with pip into ${paths.uvVenv}`);
  for (const [bin, args] of [
    [host, ['-m', 'venv', paths.uvVenv]],
    [venvBin(paths.uvVenv, 'python'), ['-m', 'pip', 'install', '--quiet', `uv==${UV_VERSION}`]],
  ] as const) {
    const step = await deps.capture(bin, args, { env });
    if (step.exitCode !== 0)
      throw new OsmosisFailure(`Installing uv failed (${bin} ${args.join(' ')}): ${lastLines(step.stderr)}`);
  }
  return cached;
}

/** When uv's trouble was the Python, how to name one (any failure mentioning an interpreter or Python). */
function pythonFix(stderr: string): string {
  if (!/python|interpreter/i.test(stderr)) return '';
  return `\nosmosis-ai needs Python ${supportedPythons()}. Name one with \`--python\` (osmosis-ci setup) or the \`python\` input (the actions): a path such as /usr/bin/python3.12, or a version such as 3.12 (found on the machine, or downloaded by uv where UV_PYTHON_DOWNLOADS allows).`;
}

function lastLines(text: string, count = 15): string {
  return text.trim().split('\n').slice(-count).join('\n');
}
