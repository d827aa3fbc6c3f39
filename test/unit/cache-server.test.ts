/**
 * The fake Actions cache service v2 (test/fakes/cache-server.mjs), driven by the real @actions/cache: save,
 * exact restore, prefix restore through restore-keys, lookup-only, a miss, a large multi-block upload,
 * and what the client does when the service fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cache from '@actions/cache';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';

const TOKEN = 'fake-runtime-token';
let server: CacheServer;
let workspace: string;
const saved: Record<string, string | undefined> = {};
const ENV_NAMES = [
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_MODE',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
];

beforeAll(async () => {
  // @actions/core writes a ::debug:: line for every step of every call; keep the rest of the output.
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).startsWith('::debug::') ? true : write(chunk, ...rest)) as typeof process.stdout.write);
  server = await startCacheServer({ token: TOKEN });
  workspace = await mkdtemp(join(tmpdir(), 'osmosis-ci-cache-'));
  for (const name of ENV_NAMES) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
  Object.assign(process.env, server.env(), {
    GITHUB_SERVER_URL: 'http://github.localhost',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: join(workspace, '.runner-temp'),
  });
  await mkdir(join(workspace, '.runner-temp'), { recursive: true });
});

afterAll(async () => {
  vi.restoreAllMocks();
  for (const name of ENV_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await server?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

afterEach(() => server.fail(null));

async function writeTree(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
}

describe('the fake cache service v2 with the real @actions/cache', () => {
  it('is the v2 service that @actions/cache selects', () => {
    expect(cache.isFeatureAvailable()).toBe(true);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('saves, then restores by exact key, by prefix, and misses', async () => {
    const dir = join(workspace, 'journal');
    await writeTree(dir, { 'index.jsonl': '{"row":0,"passed":true}\n', 'metrics.json': '{"pass_rate":0.8}' });

    const id = await cache.saveCache([dir], 'osmosis-eval-linux-abc123');
    expect(id).toBeGreaterThan(0);
    // This case's own reservation: the server is shared with the other cases, in whatever order they run.
    const create = server
      .rpcCalls('CreateCacheEntry')
      .find((call) => (call.body as { key?: string } | undefined)?.key === 'osmosis-eval-linux-abc123');
    expect(create?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(create?.body).toMatchObject({ key: 'osmosis-eval-linux-abc123' });
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.status).toBe(201);
    expect(put?.headers['x-ms-blob-type']).toBe('BlockBlob');
    expect(server.rpcCalls('FinalizeCacheEntryUpload')[0]?.body).toMatchObject({
      size_bytes: String(put?.bodySize),
    });

    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'osmosis-eval-linux-abc123')).toBe('osmosis-eval-linux-abc123');
    expect(await readFile(join(dir, 'metrics.json'), 'utf8')).toBe('{"pass_rate":0.8}');

    await rm(dir, { recursive: true });
    const matched = await cache.restoreCache([dir], 'osmosis-eval-linux-other', ['osmosis-eval-linux-']);
    expect(matched).toBe('osmosis-eval-linux-abc123');
    expect(await readFile(join(dir, 'index.jsonl'), 'utf8')).toContain('"row":0');
    const lookup = server.rpcCalls('GetCacheEntryDownloadURL').at(-1);
    expect(lookup?.body).toMatchObject({ restore_keys: ['osmosis-eval-linux-'] });

    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'osmosis-eval-macos-abc123', ['osmosis-eval-macos-'])).toBe(
      undefined,
    );
    // Same key, other paths: another version, so a miss too.
    expect(await cache.restoreCache([join(workspace, 'elsewhere')], 'osmosis-eval-linux-abc123')).toBe(
      undefined,
    );
  });

  it('answers lookup-only without a download, and refuses a second save of the same key', async () => {
    const dir = join(workspace, 'lookup');
    await writeTree(dir, { 'a.txt': 'a' });
    expect(await cache.saveCache([dir], 'lookup-key-1')).toBeGreaterThan(0);
    const gets = () => server.requests.filter((r) => r.method === 'GET').length;
    const before = gets();
    expect(await cache.restoreCache([dir], 'lookup-key-1', [], { lookupOnly: true })).toBe('lookup-key-1');
    expect(gets()).toBe(before);
    // The service says already_exists (409); the client logs it and returns -1.
    expect(await cache.saveCache([dir], 'lookup-key-1')).toBe(-1);
    expect(server.rpcCalls('CreateCacheEntry').at(-1)?.status).toBe(409);
  });

  it('assembles a block-list upload (archive over 128 MiB) in block-list order', async () => {
    const dir = join(workspace, 'big');
    const big = randomBytes(140 * 1024 * 1024);
    const sha = createHash('sha256').update(big).digest('hex');
    await writeTree(dir, { 'big.bin': big });
    expect(await cache.saveCache([dir], 'big-key')).toBeGreaterThan(0);
    const blocks = server.requests.filter((r) => r.query.comp === 'block');
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(blocks.every((r) => r.status === 201)).toBe(true);
    expect(server.requests.filter((r) => r.query.comp === 'blocklist')).toHaveLength(1);
    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'big-key')).toBe('big-key');
    expect(
      createHash('sha256')
        .update(await readFile(join(dir, 'big.bin')))
        .digest('hex'),
    ).toBe(sha);
  }, 120_000);

  it('a failing service makes restore a miss and save a no-op, never an exception', async () => {
    const dir = join(workspace, 'failing');
    await writeTree(dir, { 'a.txt': 'a' });
    // 4xx are not retried (5xx are, five times with a 3 s backoff: too slow for a unit test).
    server.fail({ mode: 'status', status: 403 });
    expect(await cache.restoreCache([dir], 'failing-key')).toBe(undefined);
    expect(await cache.saveCache([dir], 'failing-key')).toBe(-1);
    const injected = server.requests.filter((r) => r.rpc && r.status === 403);
    expect(injected.length).toBe(2);
  });

  it('can hang a request until the test releases it', async () => {
    server.fail({ mode: 'hang', match: 'GetCacheEntryDownloadURL' });
    // The restores of the tests before this one asked too.
    const before = server.rpcCalls('GetCacheEntryDownloadURL').length;
    const response = fetch(
      `${server.url}twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL`,
      {
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      },
    );
    // Released only once it arrived: under load the request can take longer than any fixed wait to get here,
    // and released before it arrives it would be answered normally.
    await vi.waitFor(() => expect(server.rpcCalls('GetCacheEntryDownloadURL')).toHaveLength(before + 1), {
      timeout: 15_000,
    });
    const outcome = await Promise.race([
      response.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 300)),
    ]);
    expect(outcome).toBe('pending');
    server.fail(null);
    await expect(response).rejects.toThrow();
  });

  it('rejects a twirp call without the runtime token, with a JSON error', async () => {
    const response = await fetch(
      `${server.url}twirp/github.actions.results.api.v1.CacheService/CreateCacheEntry`,
      { method: 'POST', body: '{"key":"k","version":"v"}', headers: { 'content-type': 'application/json' } },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
