/**
 * The cache runner (src/adapters/cache.ts) around its worker: the calls of one restoreAll or saveAll run in
 * one worker process, each outcome comes back in the order asked, a call that ended before the deadline
 * keeps its outcome when another is cut off, and no worker starts when there is nothing to do or no cache
 * service. A stand-in worker plays @actions/cache here; the real one, through the bundle and the fake
 * cache service, is test/integration/eval-run-cache.test.ts's.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheRunner } from '../../src/adapters/cache.js';
import type { CacheSpec } from '../../src/core/cache-keys.js';

let dir: string;
let starts: string;
let worker: string;

/**
 * Answers each call from its key: "hang…" never answers (and keeps the worker alive), "mute…" ends without
 * an answer, "saved…" is a save that stored the entry, anything else a restore that found it exactly.
 */
const WORKER = `
const { appendFileSync, writeFileSync } = require('node:fs');
appendFileSync(process.env.STARTS_FILE, process.pid + '\\n');
let text = '';
process.stdin.on('data', (chunk) => { text += chunk; });
process.stdin.on('end', () => {
  const { calls } = JSON.parse(text);
  let hang = false;
  for (const { op, spec, resultFile } of calls) {
    if (spec.key.startsWith('hang')) { hang = true; continue; }
    if (spec.key.startsWith('mute')) continue;
    const outcome = op === 'save' ? { status: 'saved' } : { status: 'exact', matchedKey: spec.key };
    writeFileSync(resultFile, JSON.stringify(outcome));
  }
  if (hang) setInterval(() => {}, 1000);
});
`;

const spec = (key: string): CacheSpec => ({ key, restoreKeys: [], paths: ['somewhere'] });
const startCount = async () =>
  (await readFile(starts, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-cache-runner-'));
  worker = join(dir, 'worker.cjs');
  await writeFile(worker, WORKER);
});

beforeEach(async () => {
  starts = join(await mkdtemp(join(dir, 'run-')), 'starts.txt');
  vi.stubEnv('ACTIONS_CACHE_SERVICE_V2', 'true');
  vi.stubEnv('ACTIONS_RESULTS_URL', 'http://127.0.0.1:9/');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const runner = (timeoutMs = 20_000) =>
  cacheRunner({ workerScript: worker, cwd: dir, timeoutMs, env: { ...process.env, STARTS_FILE: starts } });

describe('the cache runner', () => {
  it('runs the calls of one restoreAll in one worker and answers them in order', async () => {
    const outcomes = await runner().restoreAll([spec('venv-1'), spec('uv-2')]);
    expect(outcomes).toEqual([
      { status: 'exact', matchedKey: 'venv-1' },
      { status: 'exact', matchedKey: 'uv-2' },
    ]);
    expect(await startCount()).toBe(1);
  });

  it('runs the saves of one saveAll in one worker; a single save or restore starts its own', async () => {
    const cache = runner();
    expect(await cache.saveAll([spec('saved-a'), spec('saved-b'), spec('saved-c')])).toEqual([
      { status: 'saved' },
      { status: 'saved' },
      { status: 'saved' },
    ]);
    expect(await cache.save(spec('saved-d'))).toEqual({ status: 'saved' });
    expect(await cache.restore(spec('journal'))).toEqual({ status: 'exact', matchedKey: 'journal' });
    expect(await startCount()).toBe(3);
  });

  it('keeps the outcome of a call that ended when another runs past the deadline', async () => {
    const started = Date.now();
    const outcomes = await runner(1_500).restoreAll([spec('venv'), spec('hang-uv')]);
    expect(outcomes).toEqual([
      { status: 'exact', matchedKey: 'venv' },
      { status: 'timeout', message: 'no answer within 2 s' },
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it('says so when the worker ends without answering a call', async () => {
    expect(await runner().saveAll([spec('saved-journal'), spec('mute-uv')])).toEqual([
      { status: 'saved' },
      { status: 'error', message: 'the cache worker ended without a result' },
    ]);
  });

  it('starts no worker for no calls, nor without the cache service', async () => {
    expect(await runner().saveAll([])).toEqual([]);
    vi.stubEnv('ACTIONS_RESULTS_URL', '');
    const unavailable = {
      status: 'unavailable',
      message: 'the Actions cache service is not available to this step',
    };
    expect(await runner().restoreAll([spec('a'), spec('b')])).toEqual([unavailable, unavailable]);
    expect(await runner().save(spec('c'))).toEqual(unavailable);
    expect(await startCount()).toBe(0);
  });
});
