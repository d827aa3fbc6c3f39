/**
 * Actions cache I/O, always time-boxed and never fatal. Restores and saves run in a child process (this
 * same bundle, command `__cache`; the calls a step makes at once share one) that is killed, with the tar
 * it started, when its deadline passes: a hung cache service costs the run a warning, and a restore that
 * completes late can never unpack into a journal osmosis is already writing. @actions/cache needs
 * ACTIONS_RUNTIME_TOKEN, which only JavaScript action steps receive; osmosis and the rollout never get it
 * (see osmosis-process.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CacheSpec } from '../core/cache-keys.js';
import { errorMessage } from '../core/errors.js';

/** A call that got no answer from the cache: no service for this step, an error, or its deadline. */
type Failure = { status: 'unavailable' | 'error' | 'timeout'; message: string };

export type RestoreOutcome =
  | { status: 'exact' | 'partial'; matchedKey: string }
  | { status: 'miss' }
  | Failure;

export type SaveOutcome = { status: 'saved' | 'exists' } | Failure;

interface WorkerCall {
  op: 'restore' | 'save';
  spec: CacheSpec;
  resultFile: string;
}

/** The calls one worker makes side by side, each outcome written to its own file as it ends. */
interface WorkerRequest {
  calls: WorkerCall[];
}

/** @actions/cache (with its Azure storage client) is loaded only by a step that uses the cache. */
const loadCacheClient = () => import('@actions/cache');

/** Runs in the child: its @actions/cache calls, each outcome written to a file (stdout is the runner's). */
export async function cacheWorker(request: WorkerRequest): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  const cache = await loadCacheClient();
  const call = async ({ op, spec }: WorkerCall): Promise<RestoreOutcome | SaveOutcome> => {
    try {
      if (op === 'restore') {
        const matched = await cache.restoreCache([...spec.paths], spec.key, [...spec.restoreKeys]);
        return matched
          ? { status: matched === spec.key ? 'exact' : 'partial', matchedKey: matched }
          : { status: 'miss' };
      }
      // saveCache returns -1 (with a warning it logs) when it could not save, e.g. the key exists already.
      const id = await cache.saveCache([...spec.paths], spec.key);
      return id === -1 ? { status: 'exists' } : { status: 'saved' };
    } catch (error) {
      return { status: 'error', message: errorMessage(error) };
    }
  };
  await Promise.all(
    request.calls.map(async (each) => writeFile(each.resultFile, JSON.stringify(await call(each)))),
  );
}

export interface CacheRunner {
  restore(spec: CacheSpec): Promise<RestoreOutcome>;
  save(spec: CacheSpec): Promise<SaveOutcome>;
  /** Several restores side by side in one worker (one process start), under one deadline. */
  restoreAll(specs: readonly CacheSpec[]): Promise<RestoreOutcome[]>;
  /** Several saves side by side in one worker, under one deadline. */
  saveAll(specs: readonly CacheSpec[]): Promise<SaveOutcome[]>;
}

/** Kills the worker and its process group (the tar it may be running). */
function killGroup(child: { pid?: number | undefined; kill: (signal: NodeJS.Signals) => boolean }): void {
  try {
    if (process.platform === 'win32' || child.pid === undefined) child.kill('SIGKILL');
    else process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

type RunnerOptions = { workerScript: string; cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv };

/** Starts one worker on the request: 'done' when it exits, 'timeout' when killed at the deadline, else why not. */
function runWorker(options: RunnerOptions, request: WorkerRequest): Promise<'done' | 'timeout' | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [options.workerScript, '__cache'], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'inherit', 'inherit'],
      // Its own process group, so the tar it may be running dies with it.
      detached: process.platform !== 'win32',
      windowsHide: true,
    });
    const timer = setTimeout(() => {
      killGroup(child);
      resolve('timeout');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve('done');
    });
    child.stdin.end(JSON.stringify(request));
  });
}

/**
 * A runner whose calls are bounded by `timeoutMs`, run by `workerScript __cache` in `cwd`: the calls of one
 * restoreAll or saveAll in one worker, side by side, as separate workers would have run them.
 */
export function cacheRunner(options: RunnerOptions): CacheRunner {
  const run = async <T>(op: WorkerCall['op'], specs: readonly CacheSpec[]): Promise<(T | Failure)[]> => {
    if (specs.length === 0) return [];
    if (!(await loadCacheClient()).isFeatureAvailable()) {
      const unavailable: Failure = {
        status: 'unavailable',
        message: 'the Actions cache service is not available to this step',
      };
      return specs.map(() => unavailable);
    }
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-cache-'));
    const request: WorkerRequest = {
      calls: specs.map((spec, index) => ({ op, spec, resultFile: join(dir, `outcome-${index}.json`) })),
    };
    try {
      const exit = await runWorker(options, request);
      // A call that ended before the deadline keeps its outcome, whatever became of the others.
      return await Promise.all(
        request.calls.map(async ({ resultFile }): Promise<T | Failure> => {
          const text = await readFile(resultFile, 'utf8').catch(() => undefined);
          if (text) return JSON.parse(text) as T;
          if (exit === 'timeout') {
            return {
              status: 'timeout',
              message: `no answer within ${Math.round(options.timeoutMs / 1000)} s`,
            };
          }
          return {
            status: 'error',
            message: exit === 'done' ? 'the cache worker ended without a result' : exit,
          };
        }),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const one = async <T>(op: WorkerCall['op'], spec: CacheSpec) =>
    (await run<T>(op, [spec]))[0] as T | Failure;
  return {
    restore: (spec) => one<RestoreOutcome>('restore', spec),
    save: (spec) => one<SaveOutcome>('save', spec),
    restoreAll: (specs) => run<RestoreOutcome>('restore', specs),
    saveAll: (specs) => run<SaveOutcome>('save', specs),
  };
}
