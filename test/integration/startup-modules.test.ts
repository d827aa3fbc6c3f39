/**
 * What a step loads (issue 27, start-up): a post step with nothing to save must end without @actions/core,
 * whose OIDC client imports the http client and undici (about 50 ms of every step), and an eval-run that
 * posts no comment without Octokit. Each child process records the modules Node loaded
 * (helpers/module-trace.mjs).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { type ModelScript, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { REPO_ROOT, runNode } from '../helpers/run-cli.js';

const ACTION_DIR = join(REPO_ROOT, 'dist/action');
const CLI_DIR = join(REPO_ROOT, 'dist/cli');
const EXAMPLE_DIR = join(REPO_ROOT, 'examples/quickstart');
const PRELOAD = pathToFileURL(join(REPO_ROOT, 'test/helpers/module-trace.mjs')).href;
// A string only @actions/core's OIDC client holds (the module that imports the http client).
const CORE_MARKER = 'ACTIONS_ID_TOKEN_REQUEST_URL';
// Octokit's user agent, kept by the minifier.
const OCTOKIT_MARKER = 'octokit-core.js/';

/** The .js files of a bundle directory that hold `marker`. */
async function chunksHolding(dir: string, marker: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const holding = await Promise.all(
    files.map(async (file) => ((await readFile(join(dir, file), 'utf8')).includes(marker) ? file : '')),
  );
  return holding.filter((file) => file !== '');
}

let work: string;
let coreChunks: string[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'osmosis-ci-startup-'));
  coreChunks = await chunksHolding(ACTION_DIR, CORE_MARKER);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The files of `dir` a run of `script` loaded, by name, and how it ended. */
async function traced(
  dir: string,
  script: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ loaded: string[]; code: number | null; stderr: string }> {
  const trace = join(work, `trace-${Math.random().toString(36).slice(2)}.txt`);
  const run = await runNode(join(dir, script), args, {
    cwd: options.cwd ?? work,
    env: {
      PATH: process.env.PATH,
      ...options.env,
      NODE_OPTIONS: `--import=${PRELOAD}`,
      MODULE_TRACE_FILE: trace,
    },
  });
  const urls = (await readFile(trace, 'utf8')).split('\n').filter((url) => url !== '');
  const prefix = `${pathToFileURL(dir).href}/`;
  const loaded = urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
  return { loaded, code: run.code, stderr: run.stderr };
}

/** The dist/action files a step loaded, by name. */
async function loadedBy(step: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const run = await traced(ACTION_DIR, step, args, { env });
  expect(run.stderr).not.toMatch(/Error/);
  return run.loaded;
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

describe('CLI start-up', () => {
  it('an eval-run that posts no comment, and its re-run, load no chunk holding Octokit', async () => {
    if (!harnessAvailable()) throw new Error(harnessMissingMessage());
    const octokitChunks = await chunksHolding(CLI_DIR, OCTOKIT_MARKER);
    expect(octokitChunks.length).toBeGreaterThan(0);
    const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
    const server = await startModelServer({ script });
    try {
      const workspace = await prepareExampleWorkspace(join(work, 'ws'), EXAMPLE_DIR);
      const { osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url });
      const args = ['eval-run', 'configs/eval/quickstart.toml', '--dataset-file', 'data/quickstart.jsonl'];
      const options = {
        cwd: workspace,
        env: { ...env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
      };
      const flags = ['--run-name', 'startup', '--osmosis-path', osmosisBin, '--min-pass-rate', '0.5'];
      for (const attempt of ['first run', 're-run of the finished run']) {
        const run = await traced(CLI_DIR, 'index.js', [...args, ...flags], options);
        expect(run.code, `${attempt}: ${run.stderr}`).toBe(0);
        // The run reached its report: a chunk past index.js was loaded, and none of them holds Octokit.
        expect(run.loaded.length, attempt).toBeGreaterThan(3);
        for (const chunk of octokitChunks) expect(run.loaded, attempt).not.toContain(chunk);
      }
    } finally {
      await server.close();
    }
  }, 180_000);
});
