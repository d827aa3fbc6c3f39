/** Environment that lets uv (ours, and the one osmosis runs for each rollout) work on any machine. */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { capture, findOnPath } from './exec.js';

/** uv ignores pip's configuration; point it at the same index pip uses, when one is configured. */
export async function uvIndexFromPip(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  if (env.UV_DEFAULT_INDEX || env.UV_INDEX_URL) return {};
  if (env.PIP_INDEX_URL) return { UV_DEFAULT_INDEX: env.PIP_INDEX_URL };
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
