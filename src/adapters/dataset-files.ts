/** The file system and git behind dataset-validate: what a path is, dataset files under a directory, changed files. */
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { DatasetUploadDeps } from '../core/dataset/dataset-upload.js';
import { isDatasetFile } from '../core/dataset/dataset-validation.js';
import { UsageError } from '../core/errors.js';
import { OSMOSIS_DIR } from '../core/osmosis/paths.js';
import type { DatasetValidateDeps, Logger, PlatformAuth } from '../core/ports.js';
import { scanDatasetEncoding } from './dataset-encoding.js';
import { capture } from './exec.js';
import {
  emptyEnvFile,
  osmosisEnvironment,
  platformAuthEnv,
  resolveOsmosisBin,
  runOsmosis,
} from './osmosis-process.js';

/** Directories that never hold a dataset under review: tools, environments, osmosis's own output. */
const SKIPPED_DIRS = new Set(['.git', OSMOSIS_DIR, '.venv', 'venv', 'node_modules', '__pycache__']);

export async function pathKind(path: string): Promise<'file' | 'directory' | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return undefined;
  return info.isDirectory() ? 'directory' : 'file';
}

export async function listDatasetFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) await walk(path);
      else if (entry.isFile() && isDatasetFile(entry.name)) found.push(relative(dir, path));
    }
  };
  await walk(dir);
  return found;
}

/** Files added or modified between `base` and `head`, relative to `cwd` (git diff --relative). */
export async function changedFiles(cwd: string, base: string, head: string): Promise<string[]> {
  const result = await capture(
    'git',
    ['diff', '--name-only', '--diff-filter=AM', '--relative', '-z', base, head],
    {
      cwd,
      timeoutMs: 60_000,
    },
  );
  if (result.exitCode !== 0) {
    throw new UsageError(
      `git could not compare ${base.slice(0, 12)} with ${head.slice(0, 12)} in ${cwd}: ${result.stderr.trim().split('\n')[0] ?? ''}. Both commits must be in the checkout: use actions/checkout with fetch-depth: 0.`,
    );
  }
  return result.stdout.split('\0').filter(Boolean);
}

export function datasetValidateDeps(env: NodeJS.ProcessEnv, log: Logger): DatasetValidateDeps {
  const cwd = process.cwd();
  return {
    cwd,
    log,
    pathKind,
    realPath: (path) => realpath(path),
    listDatasetFiles,
    changedFiles: (base, head) => changedFiles(cwd, base, head),
    encodingProblem: scanDatasetEncoding,
    resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
    // A local check: no platform, no token, and no repository .env (contract §1.1).
    osmosisEnv: async () =>
      osmosisEnvironment(env, {
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        OSMOSIS_TOKEN: undefined,
        PYTHONUTF8: '1',
      }),
    runOsmosis,
  };
}

/** The upload's deps: the platform token and URL reach osmosis through its environment only. */
export function datasetUploadDeps(
  env: NodeJS.ProcessEnv,
  log: Logger,
  auth: PlatformAuth,
): DatasetUploadDeps {
  return {
    log,
    resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
    osmosisEnv: async () =>
      osmosisEnvironment(env, {
        ...platformAuthEnv(env, auth),
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        PYTHONUTF8: '1',
      }),
    runOsmosis,
  };
}
