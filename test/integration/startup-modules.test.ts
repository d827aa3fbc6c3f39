/**
 * What an action step loads before it does anything (issue 27, start-up): a post step with nothing to
 * save must end without @actions/core, whose OIDC client imports the http client and undici (about 50 ms
 * of every step). Each child process records the modules Node loaded (helpers/module-trace.mjs).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode } from '../helpers/run-cli.js';

const ACTION_DIR = join(REPO_ROOT, 'dist/action');
const PRELOAD = pathToFileURL(join(REPO_ROOT, 'test/helpers/module-trace.mjs')).href;
// A string only @actions/core's OIDC client holds (the module that imports the http client).
const CORE_MARKER = 'ACTIONS_ID_TOKEN_REQUEST_URL';

let work: string;
let coreChunks: string[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'osmosis-ci-startup-'));
  const files = (await readdir(ACTION_DIR)).filter((file) => file.endsWith('.js'));
  const holding = await Promise.all(
    files.map(async (file) =>
      (await readFile(join(ACTION_DIR, file), 'utf8')).includes(CORE_MARKER) ? file : '',
    ),
  );
  coreChunks = holding.filter((file) => file !== '');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The dist/action files a step loaded, by name. */
async function loadedBy(step: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const trace = join(work, `${step}-${args.join('-')}-${Object.keys(env).length}.txt`);
  const run = await runNode(join(ACTION_DIR, step), args, {
    cwd: work,
    env: { PATH: process.env.PATH, NODE_OPTIONS: `--import=${PRELOAD}`, MODULE_TRACE_FILE: trace, ...env },
  });
  expect(run.stderr).not.toMatch(/Error/);
  const urls = (await readFile(trace, 'utf8')).split('\n').filter((url) => url !== '');
  const prefix = `${pathToFileURL(ACTION_DIR).href}/`;
  return urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
}

describe('action start-up', () => {
  it('finds @actions/core in one chunk of the bundle, and sees it loaded when a step fails', async () => {
    expect(coreChunks).toHaveLength(1);
    // The unknown command fails through core.setFailed: the trace must show @actions/core's chunk.
    const loaded = await loadedBy('index.js', ['nonsense']);
    expect(loaded).toEqual(expect.arrayContaining(coreChunks));
  });

  it.each(['eval-run-post.js', 'setup-post.js', 'submit-post.js', 'setup-and-eval-run-post.js'])(
    '%s with nothing to save does not load @actions/core',
    async (step) => {
      const loaded = await loadedBy(step, []);
      expect(loaded).toContain('index.js');
      for (const chunk of coreChunks) expect(loaded).not.toContain(chunk);
    },
  );

  it('the eval-run post step loads @actions/core once the main step left it caches to look at', async () => {
    const state = JSON.stringify({ caches: {}, timeoutMs: 1000 });
    const loaded = await loadedBy('eval-run-post.js', [], { 'STATE_osmosis-ci-eval-run-caches': state });
    expect(loaded).toEqual(expect.arrayContaining(coreChunks));
  });
});
