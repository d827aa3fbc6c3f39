/** Environment that lets uv (ours, and the one osmosis runs for each rollout) work on any machine. */
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { capture, findOnPath } from './exec.js';

type UvIndex = Record<string, string>;

/**
 * uv ignores pip's configuration; point it at the same index pip uses, when one is configured.
 * Asking pip starts a Python (about 0.3 s), so the answer is kept in `cacheFile`: setup refreshes it,
 * eval-run reads it.
 */
export async function uvIndexFromPip(
  env: NodeJS.ProcessEnv,
  cacheFile: string,
  refresh = false,
): Promise<UvIndex> {
  if (env.UV_DEFAULT_INDEX || env.UV_INDEX_URL) return {};
  if (env.PIP_INDEX_URL) return { UV_DEFAULT_INDEX: env.PIP_INDEX_URL };
  if (!refresh) {
    const cached = await readFile(cacheFile, 'utf8').then(
      (text) => JSON.parse(text) as UvIndex,
      () => undefined,
    );
    if (cached && typeof cached === 'object') return cached;
  }
  const answer = await askPip(env);
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, `${JSON.stringify(answer)}\n`);
  return answer;
}

async function askPip(env: NodeJS.ProcessEnv): Promise<UvIndex> {
  const python = (await findOnPath('python3', env)) ?? (await findOnPath('python', env));
  if (!python) return {};
  const configured = await capture(python, ['-m', 'pip', 'config', 'get', 'global.index-url'], {
    env,
    timeoutMs: 30_000,
  });
  const url = configured.stdout.trim();
  return configured.exitCode === 0 && /^https?:\/\//.test(url) ? { UV_DEFAULT_INDEX: url } : {};
}

/**
 * The interpreter of osmosis's own uv tool environment. Rollouts need Python >= 3.12 too, and this one
 * is known to qualify, so `uv sync` of a rollout never has to download a Python.
 */
export function osmosisInterpreter(osmosisBin: string): string | undefined {
  try {
    const binDir = dirname(realpathSync(osmosisBin));
    const python = join(binDir, process.platform === 'win32' ? 'python.exe' : 'python');
    return existsSync(python) ? python : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The uv cache the rollout's `uv sync` uses: $UV_CACHE_DIR, else ~/.cache/uv. The eval-run action caches
 * this directory and sets UV_CACHE_DIR for osmosis to it, so both agree on every OS (uv's own default on
 * Windows is elsewhere).
 */
export function rolloutUvCacheDir(env: NodeJS.ProcessEnv): string {
  return env.UV_CACHE_DIR || join(homedir(), '.cache', 'uv');
}
