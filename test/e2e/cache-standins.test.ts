/**
 * The actions/cache stand-in through act in host mode: a save job and a restore job (a fresh host
 * workspace), against our fake cache service v2 (what GitHub's runners speak today) and against act's
 * own v1 server (the legacy code path of the same @actions/cache).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheServer, startCacheServer } from '../fakes/cache-server.mjs';
import { REPO_ROOT } from '../helpers/run-cli.js';
import {
  ACTIONS_CACHE_SHA,
  ensureAct,
  makeWorkspace,
  RUNTIME_TOKEN,
  removeSuite,
  runAct,
  stageCacheStandIn,
  suiteDir,
  tail,
} from './harness.js';

let act: string;
let suite: string;
let cacheServer: CacheServer;
let standIn: string;
const workflowText = () => readFile(join(REPO_ROOT, 'test/e2e/workflows/cache-standins.yml'), 'utf8');

beforeAll(async () => {
  act = await ensureAct();
  suite = await suiteDir('cache');
  cacheServer = await startCacheServer({ token: RUNTIME_TOKEN });
  standIn = await stageCacheStandIn(join(suite, 'actions-cache'));
});

afterAll(async () => {
  await cacheServer?.close();
  if (suite) await removeSuite(suite);
});

async function runLeg(leg: 'v1' | 'v2') {
  const workspace = await makeWorkspace(join(suite, `ws-${leg}`), {
    files: { '.github/workflows/cache.yml': await workflowText() },
  });
  return runAct({
    act,
    workspace,
    workflow: '.github/workflows/cache.yml',
    event: 'pull_request',
    eventFile: join(REPO_ROOT, 'test/e2e/events/pull_request.json'),
    suiteDir: suite,
    localRepositories: { [`actions/cache@${ACTIONS_CACHE_SHA}`]: standIn },
    cache: leg === 'v2' ? { version: 'v2', url: cacheServer.url } : { version: 'v1' },
    vars: { KEY: `e2e-${leg}-${Date.now()}` },
    logName: `cache-${leg}`,
  });
}

describe('actions/cache/save and restore stand-ins under act', () => {
  it('v2: saves and restores through the fake cache service', async () => {
    const run = await runLeg('v2');
    expect(run.code, tail(run)).toBe(0);
    expect(run.output).toContain('E2E-ASSERTIONS-PASSED cache-standins');
    // The traffic was v2 and carried the runtime token.
    const rpcs = cacheServer.requests.filter((r) => r.rpc).map((r) => r.rpc);
    expect(rpcs).toContain('CreateCacheEntry');
    expect(rpcs).toContain('FinalizeCacheEntryUpload');
    expect(rpcs.filter((r) => r === 'GetCacheEntryDownloadURL').length).toBeGreaterThanOrEqual(5);
    expect(
      cacheServer.requests.filter((r) => r.rpc).every((r) => r.authorization === `Bearer ${RUNTIME_TOKEN}`),
    ).toBe(true);
    expect(cacheServer.entries.filter((e) => e.finalized)).toHaveLength(1);
  });

  it("v1: saves and restores through act's own cache server on 127.0.0.1", async () => {
    const before = cacheServer.requests.length;
    const run = await runLeg('v1');
    expect(run.code, tail(run)).toBe(0);
    expect(run.output).toContain('E2E-ASSERTIONS-PASSED cache-standins');
    expect(cacheServer.requests.length).toBe(before);
  });
});
