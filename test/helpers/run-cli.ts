/** Runs the committed bundles (dist/) as users do: a separate node process, never spawnSync. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI_BUNDLE = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));
export const ACTION_BUNDLE = fileURLToPath(new URL('../../dist/action/index.js', import.meta.url));

/** The Node that runs the bundles: this one, or another (CI sets Node 24, GitHub's node24 runtime). */
export const BUNDLE_NODE = process.env.OSMOSIS_CI_TEST_NODE || process.execPath;

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  pid: number | undefined;
}

export function runNode(
  script: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdin?: string; onSpawn?: (pid: number) => void },
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(BUNDLE_NODE, [script, ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    child.stdin.end(options.stdin ?? '');
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, pid: child.pid }));
  });
}

export const runCli = (args: string[], options: Parameters<typeof runNode>[2]) =>
  runNode(CLI_BUNDLE, args, options);
