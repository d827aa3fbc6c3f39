/** Runs the committed bundles (dist/) as users do: a separate node process, never spawnSync. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI_BUNDLE = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));
export const ACTION_BUNDLE = fileURLToPath(new URL('../../dist/action/index.js', import.meta.url));

/** The Node that runs the bundles: this one, or another (CI sets Node 24, GitHub's node24 runtime). */
export const BUNDLE_NODE = process.env.OSMOSIS_CI_TEST_NODE || process.execPath;

/**
 * Where Node 22+ keeps the bundles' compiled code between starts (Node 20 ignores it): the suite starts the
 * bundles some hundreds of times, and compiling them is about half of each start's CPU. In the run's own
 * temporary directory, so it goes with the run.
 */
const COMPILE_CACHE = join(tmpdir(), 'node-compile-cache');

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
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    stdin?: string;
    onSpawn?: (pid: number) => void;
    /** Record every program this run starts, with its full argv, into this file (see helpers/leaks.ts). */
    traceExecsTo?: string;
  },
): Promise<Finished> {
  const [command, argv] = options.traceExecsTo
    ? tracedCommand(options.traceExecsTo, [BUNDLE_NODE, script, ...args])
    : [BUNDLE_NODE, [script, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      // Traced, osmosis starts as its own process (not forked by the warm server) so strace sees its children.
      env: {
        NODE_COMPILE_CACHE: COMPILE_CACHE,
        ...options.env,
        ...(options.traceExecsTo ? { OSMOSIS_CI_TEST_DIRECT_OSMOSIS: '1' } : {}),
      },
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

/**
 * The command that runs `argv` under strace, recording each execve of the process tree with its whole
 * argv (strings up to 1 MB, no truncation), so even a process that lives a millisecond is seen.
 * --seccomp-bpf stops the tracees at execve only, not at every system call: an osmosis run under strace
 * costs about what it costs without it (plain -f made Python's imports twice as slow).
 */
function tracedCommand(traceFile: string, argv: string[]): [string, string[]] {
  const strace = findOnPath('strace');
  if (!strace) throw new Error('strace is needed for the exact argv check: apt-get install strace');
  return [
    strace,
    [
      '-f',
      '--seccomp-bpf',
      '-qq',
      '-e',
      'trace=execve',
      '-e',
      'signal=none',
      '-s',
      '1000000',
      '-o',
      traceFile,
      '--',
      ...argv,
    ],
  ];
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const runCli = (args: string[], options: Parameters<typeof runNode>[2]) =>
  runNode(CLI_BUNDLE, args, options);
