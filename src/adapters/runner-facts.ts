/** Facts about the machine that cache keys depend on. */
import { arch, platform } from 'node:os';
import type { Platform } from '../core/cache-keys.js';
import { capture } from './exec.js';

export function runnerPlatform(env: NodeJS.ProcessEnv): Platform {
  // ImageOS names a GitHub runner image (ubuntu24, macos15, win22); elsewhere the machine is its own image.
  return { os: platform(), arch: arch(), image: env.ImageOS ?? 'self-hosted' };
}

export async function pythonVersion(python: string | undefined): Promise<string> {
  if (!python) return 'unknown';
  const result = await capture(python, ['-c', 'import platform; print(platform.python_version())'], {
    timeoutMs: 30_000,
  });
  return result.exitCode === 0 ? result.stdout.trim() : 'unknown';
}
