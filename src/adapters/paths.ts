/** Where osmosis-ci keeps what it installs: outside any clone, reused across runs on one machine. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { CachePaths } from '../core/ports.js';

export function cachePaths(env: NodeJS.ProcessEnv, override?: string): CachePaths {
  const root =
    override ??
    env.OSMOSIS_CI_CACHE ??
    (env.RUNNER_TOOL_CACHE ? join(env.RUNNER_TOOL_CACHE, 'osmosis-ci') : undefined) ??
    join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'osmosis-ci');
  return {
    root,
    toolDir: join(root, 'tools'),
    binDir: join(root, 'bin'),
    uvVenv: join(root, 'uv-venv'),
    uvCache: join(root, 'uv-cache'),
    pythonDir: join(root, 'python-uv'),
    uvIndexFile: join(root, 'uv-index.json'),
  };
}

export function executableName(name: string): string {
  return process.platform === 'win32' ? `${name}.exe` : name;
}

export function venvBin(venv: string, name: string): string {
  return process.platform === 'win32' ? join(venv, 'Scripts', executableName(name)) : join(venv, 'bin', name);
}
