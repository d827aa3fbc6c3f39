/** setup's deps (core/ports.ts SetupDeps): processes, the tool cache's files and its install lock. */
import { mkdir, readdir } from 'node:fs/promises';
import { parseVersionOutput } from '../core/osmosis/osmosis-args.js';
import type { Logger, SetupDeps } from '../core/ports.js';
import { capture, findOnPath, isExecutable } from './exec.js';
import { withHeartbeat } from './heartbeat.js';
import { withInstallLock } from './install-lock.js';
import { cachePaths, executableName, venvBin } from './paths.js';
import { removeFile } from './remove-file.js';
import { uvIndexFromPip } from './uv-env.js';

/** The osmosis-ai version `bin --version` reports, or undefined when it is missing or says none. */
export async function osmosisVersionOf(bin: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (!(await isExecutable(bin))) return undefined;
  const result = await capture(bin, ['--version'], {
    env: { ...env, OSMOSIS_ENV_FILE: undefined },
    timeoutMs: 60_000,
  });
  return result.exitCode === 0 ? parseVersionOutput(result.stdout) : undefined;
}

export function setupDeps(
  env: NodeJS.ProcessEnv,
  log: Logger,
  restoreTools?: () => Promise<void>,
): SetupDeps {
  return {
    env,
    log,
    cachePaths: (override) => cachePaths(env, override),
    executableName,
    venvBin,
    capture,
    isExecutable,
    findOnPath,
    osmosisVersionOf,
    uvIndexFromPip: (uvEnv, cacheFile) => uvIndexFromPip(uvEnv, cacheFile, true),
    withInstallLock,
    withHeartbeat,
    makeDir: async (path) => {
      await mkdir(path, { recursive: true });
    },
    listDir: (path) => readdir(path).catch(() => []),
    removeFile,
    ...(restoreTools ? { restoreTools } : {}),
  };
}
