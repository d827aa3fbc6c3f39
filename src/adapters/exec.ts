/** Small process helpers for the setup steps (never a shell; argv arrays only). */
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { Captured } from '../core/ports.js';

export function capture(
  bin: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<Captured> {
  return new Promise((resolve) => {
    execFile(
      bin,
      [...args],
      {
        env: options.env,
        cwd: options.cwd,
        timeout: options.timeoutMs ?? 0,
        maxBuffer: 64 * 1024 * 1024,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 127 : 0;
        resolve({
          exitCode: code,
          stdout: String(stdout),
          stderr: String(stderr || (error && !stdout ? error.message : '')),
        });
      },
    );
  });
}

export async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on PATH (with PATHEXT on Windows). */
export async function findOnPath(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of (env.PATH ?? env.Path ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const extension of extensions) {
      const candidate = join(dir, name + extension);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}
