/**
 * The environment the REAL `osmosis` CLI (osmosis-ai 0.3.8) needs to run `eval run` offline here, against a
 * fake OpenAI-compatible model on 127.0.0.1. The harness itself (Python >= 3.12, uv, the CLI) is installed by
 * scripts/ensure-python.sh and `osmosis-ci setup` into the cache of src/adapters/paths.ts (by default
 * ~/.cache/osmosis-ci): python/bin/python3, uv-venv/bin/uv, bin/osmosis, and uv-cache/ (shared by all tests).
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { cachePaths } from '../../src/adapters/paths.js';
import { osmosisInterpreter } from '../../src/adapters/uv-env.js';

export function harnessPaths(): {
  python: string;
  osmosis: string;
  uvVenv: string;
  uvCache: string;
  /** A uv cache of the example rollout's dependencies only (scripts/setup-harness.sh): what jobs carry. */
  rolloutUvCache: string;
} {
  const paths = cachePaths(process.env);
  const osmosis = join(paths.binDir, 'osmosis');
  // The interpreter scripts/ensure-python.sh builds (it keys on OSMOSIS_CI_CACHE or ~/.cache/osmosis-ci);
  // else the one osmosis's own uv tool environment runs on, which is >= 3.12 too.
  const built = join(
    process.env.OSMOSIS_CI_CACHE || join(homedir(), '.cache', 'osmosis-ci'),
    'python',
    'bin',
    'python3',
  );
  const python =
    process.env.OSMOSIS_CI_PYTHON || (isExecutable(built) ? built : (osmosisInterpreter(osmosis) ?? built));
  return {
    python,
    osmosis,
    uvVenv: paths.uvVenv,
    uvCache: paths.uvCache,
    rolloutUvCache: join(paths.root, 'rollout-uv-cache'),
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when the osmosis CLI (and the Python it needs for rollouts) is installed in the harness cache. */
export function harnessAvailable(): boolean {
  const paths = harnessPaths();
  return isExecutable(paths.osmosis) && isExecutable(paths.python);
}

/** The message integration tests fail with when the harness is missing. */
export function harnessMissingMessage(): string {
  const paths = harnessPaths();
  return (
    `The real osmosis CLI harness is not set up (expected ${paths.osmosis} and ${paths.python}). ` +
    'Run `bash scripts/setup-harness.sh` first (it builds/finds Python >= 3.12 with scripts/ensure-python.sh, ' +
    'then `osmosis-ci setup` installs uv and osmosis-ai[eval] into the osmosis-ci cache).'
  );
}

let cachedIndex: string | null | undefined;

/**
 * The package index pip is configured with (PIP_INDEX_URL, else `pip config list`), read at run time; null
 * when pip uses its default, in which case uv's default is the same index. uv does not read pip's config.
 */
export function pipIndexUrl(): string | null {
  if (cachedIndex !== undefined) return cachedIndex;
  const fromEnv = process.env.PIP_INDEX_URL?.trim();
  if (fromEnv) {
    cachedIndex = fromEnv;
    return cachedIndex;
  }
  cachedIndex = null;
  const paths = harnessPaths();
  const pythons = [join(paths.uvVenv, 'bin', 'python'), paths.python, 'python3'];
  for (const python of pythons) {
    let listing: string;
    try {
      listing = execFileSync(python, ['-m', 'pip', 'config', 'list'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 30_000,
      });
    } catch {
      continue;
    }
    for (const line of listing.split('\n')) {
      const match = /^[^=\s]*\.index-url\s*=\s*(.*)$/.exec(line.trim());
      const value = match?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
      if (value) {
        cachedIndex = value;
        break;
      }
    }
    break;
  }
  return cachedIndex;
}

/** Variables from the caller's environment that would change what the CLI or the rollout does. */
const DROPPED =
  /^(OSMOSIS_|OPENAI_|LITELLM_|UV_PROJECT_ENVIRONMENT$|VIRTUAL_ENV$|PYTHONPATH$|PYTHONHOME$|CONDA_PREFIX$)/;

export interface OsmosisTestEnv {
  osmosisBin: string;
  env: NodeJS.ProcessEnv;
}

/** Without `modelUrl`, LiteLLM is not pointed anywhere (for `eval-run --demo-model`, which does it itself). */
export function osmosisTestEnv({ modelUrl }: { modelUrl?: string }): OsmosisTestEnv {
  const paths = harnessPaths();
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!DROPPED.test(name)) env[name] = value;
  }
  Object.assign(env, {
    // uv (rollout env: `uv sync` + `uv run`): the harness Python, never a download, one shared cache so
    // every test's rollouts/<name>/.venv is a fast link from it.
    UV_PYTHON: paths.python,
    UV_PYTHON_DOWNLOADS: 'never',
    UV_CACHE_DIR: paths.uvCache,
    // No test reaches the package index: `npm run setup-harness` put the rollout's dependencies in that cache.
    UV_OFFLINE: '1',
    // No .env discovery from the cwd upward.
    OSMOSIS_ENV_FILE: '/dev/null',
    // 0.3.8 needs no OSMOSIS_TOKEN for `eval run --dataset-file` without --upload (no platform context).
  });
  if (modelUrl !== undefined) {
    Object.assign(env, {
      // LiteLLM in the CLI process: `openai/<model>` goes to the fake's /chat/completions.
      OPENAI_BASE_URL: modelUrl,
      OPENAI_API_BASE: modelUrl,
      OPENAI_API_KEY: 'dummy',
      LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    });
  }
  // uv does not read pip's config: point it at pip's index, unless the caller already chose one for uv.
  const index = env.UV_DEFAULT_INDEX || env.UV_INDEX_URL ? null : pipIndexUrl();
  if (index) env.UV_DEFAULT_INDEX = index;
  return { osmosisBin: realOsmosis(), env };
}

/**
 * The real osmosis CLI for a test to start: the warm launcher when test/warm-osmosis/global-setup.ts started
 * its server (the same osmosis, started faster), else the harness's.
 */
export function realOsmosis(): string {
  return process.env.OSMOSIS_CI_WARM_OSMOSIS ?? harnessPaths().osmosis;
}
