/**
 * Actions cache I/O, always time-boxed and never fatal. Each restore or save runs in a child process
 * (this same bundle, command `__cache`) that is killed, with the tar it started, when its deadline
 * passes: a hung cache service costs the run a warning, and a restore that completes late can never
 * unpack into a journal osmosis is already writing. @actions/cache needs ACTIONS_RUNTIME_TOKEN, which
 * only JavaScript action steps receive; osmosis and the rollout never get it (see osmosis-process.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CacheSpec } from '../core/cache-keys.js';
import { errorMessage } from '../core/errors.js';

export type RestoreOutcome =
  | { status: 'exact' | 'partial'; matchedKey: string }
  | { status: 'miss' }
  | { status: 'unavailable' | 'error' | 'timeout'; message: string };

export type SaveOutcome =
  | { status: 'saved' | 'exists' }
  | { status: 'unavailable' | 'error' | 'timeout'; message: string };

interface WorkerRequest {
  op: 'restore' | 'save';
  spec: CacheSpec;
  resultFile: string;
}

/** @actions/cache (with its Azure storage client) is loaded only by a step that uses the cache. */
const loadCacheClient = () => import('@actions/cache');

/** Runs in the child: one @actions/cache call, its outcome written to a file (stdout is the runner's). */
export async function cacheWorker(request: WorkerRequest): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  const cache = await loadCacheClient();
  let outcome: RestoreOutcome | SaveOutcome;
  try {
    if (request.op === 'restore') {
      const matched = await cache.restoreCache([...request.spec.paths], request.spec.key, [
        ...request.spec.restoreKeys,
      ]);
      outcome = matched
        ? { status: matched === request.spec.key ? 'exact' : 'partial', matchedKey: matched }
        : { status: 'miss' };
    } else {
      // saveCache returns -1 (with a warning it logs) when it could not save, e.g. the key exists already.
      const id = await cache.saveCache([...request.spec.paths], request.spec.key);
      outcome = id === -1 ? { status: 'exists' } : { status: 'saved' };
    }
  } catch (error) {
    outcome = { status: 'error', message: errorMessage(error) };
  }
  await writeFile(request.resultFile, JSON.stringify(outcome));
}

export interface CacheRunner {
  restore(spec: CacheSpec): Promise<RestoreOutcome>;
  save(spec: CacheSpec): Promise<SaveOutcome>;
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

/** A runner whose calls are each bounded by `timeoutMs`, run by `workerScript __cache` in `cwd`. */
export function cacheRunner(options: {
  workerScript: string;
  cwd: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}): CacheRunner {
  const run = async <T>(
    op: WorkerRequest['op'],
    spec: CacheSpec,
  ): Promise<T | { status: 'unavailable' | 'timeout' | 'error'; message: string }> => {
    if (!(await loadCacheClient()).isFeatureAvailable()) {
      return { status: 'unavailable', message: 'the Actions cache service is not available to this step' };
    }
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-cache-'));
    const request: WorkerRequest = { op, spec, resultFile: join(dir, 'outcome.json') };
    try {
      const exit = await new Promise<'done' | 'timeout' | string>((resolve) => {
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
      if (exit === 'timeout') {
        return { status: 'timeout', message: `no answer within ${Math.round(options.timeoutMs / 1000)} s` };
      }
      const text = await readFile(request.resultFile, 'utf8').catch(() => undefined);
      if (!text)
        return {
          status: 'error',
          message: exit === 'done' ? 'the cache worker ended without a result' : exit,
        };
      return JSON.parse(text) as T;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  return {
    restore: (spec) => run<RestoreOutcome>('restore', spec),
    save: (spec) => run<SaveOutcome>('save', spec),
  };
}
