/**
 * Publishing local evals to the Osmosis platform: the committed CLI and action bundles drive the REAL osmosis
 * CLI (the harness's pinned osmosis-ai) with `eval run --upload` and `eval upload`, against the fake platform's
 * import endpoints (test/fakes/platform-imports.mjs) and the fake model, both on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { type PlatformServer, type PublishedRun, startPlatformServer } from '../fakes/platform-server.mjs';
import { parseCommandFile, runActionStep } from '../helpers/action-step.js';
import { execsCarrying, filesContaining } from '../helpers/leaks.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { ACTION_BUNDLE, type Finished, runCli, runNode } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const TOKEN = `osm-${randomBytes(12).toString('hex')}`;
const TIMEOUT = 300_000;

let model: ModelServer;
let script: ModelScript;
let platform: PlatformServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let platformEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  model = await startModelServer({ script });
  // Small files go up in one PUT, larger ones (logs.txt, trajectories) in 4 KiB parts: both paths are used.
  platform = await startPlatformServer({ token: TOKEN, multipartThreshold: 6 * 1024, partSize: 4 * 1024 });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-upload-'));
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: model.url }));
  platformEnv = {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN: TOKEN,
  };
});

afterAll(async () => {
  await model?.close();
  await platform?.close();
});

/** The quickstart workspace with a github.com origin: osmosis scopes every publish to acme/<name>. */
function workspace(name: string): Promise<string> {
  return prepareExampleWorkspace(join(root, name), EXAMPLE_DIR, {
    originUrl: `https://github.com/acme/${name}.git`,
  });
}

function cli(ws: string, args: string[], env: NodeJS.ProcessEnv = platformEnv): Promise<Finished> {
  return runCli(args, { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN, ...env } });
}

function evalRun(ws: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Finished> {
  return cli(
    ws,
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/quickstart.jsonl',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...args,
    ],
    env,
  );
}

const parse = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

async function localRunId(ws: string, runName: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(ws, '.osmosis/evals', runName, 'manifest.json'), 'utf8'));
  return manifest.local_run_id as string;
}

function publishedRun(id: string): PublishedRun | undefined {
  return platform.published().find((run) => run.localRunId === id);
}

describe('eval-run --upload (upload: true)', () => {
  it(
    'publishes the finished run with its files, and publishing it again is idempotent',
    async () => {
      const ws = await workspace('publish');
      const run = await evalRun(ws, ['--run-name', 'publish', '--upload', '--min-pass-rate', '0.75']);
      expect(run.code, run.stderr).toBe(0);
      const result = parse(run);
      const id = await localRunId(ws, 'publish');
      const published = publishedRun(id);
      expect(published).toMatchObject({ status: 'finalized', replaced: 0, gitIdentity: 'acme/publish' });
      expect(result).toMatchObject({
        verdict: 'passed',
        exitCode: 0,
        upload: {
          status: 'published',
          replaced: false,
          runId: published?.evalRunId,
          runName: published?.evalRunName,
          url: published?.platformUrl,
        },
        links: { platform: published?.platformUrl },
      });
      // What the platform holds is what the journal holds, byte for byte: the index, the progress and each
      // row's trajectory (osmosis 0.3.8 also sends logs.txt).
      const files = published?.files ?? new Map<string, Buffer>();
      const index = await readFile(join(ws, '.osmosis/evals/publish/index.jsonl'));
      expect(files.get('index.jsonl')?.equals(index)).toBe(true);
      expect(files.has('progress.json')).toBe(true);
      const trajectories = [...files.keys()].filter((path) =>
        /^rollout_trials\/[0-9a-f]{32}\/trajectory/.test(path),
      );
      expect(trajectories.length).toBe(10);
      expect(result.upload?.expectedFiles).toBe(files.size);
      expect(platform.uploads().some((put) => put.query.part !== undefined)).toBe(true);
      const report = await readFile(join(ws, '.osmosis/ci/publish/report.md'), 'utf8');
      expect(report).toContain(`[Osmosis platform](${published?.platformUrl})`);
      expect(report).toContain(`Published to the Osmosis platform: [${published?.evalRunName}]`);

      const puts = platform.uploads().length;
      const again = await cli(ws, ['eval-upload', 'publish', '--osmosis-path', osmosisBin, '--json']);
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({
        exitCode: 0,
        upload: { status: 'published', runId: published?.evalRunId, url: published?.platformUrl },
      });
      expect(platform.importStarts.at(-1)).toMatchObject({ localRunId: id, outcome: 'same' });
      expect(platform.uploads().length).toBe(puts);
      expect(platform.published().filter((p) => p.localRunId === id)).toHaveLength(1);
      expect(publishedRun(id)?.replaced).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'with --retry-failed replaces the published result in place',
    async () => {
      const ws = await workspace('retry');
      // 'Red Planet' fails its rollout (the model refuses it), so the first run has one failed row.
      model.setScript({
        ...script,
        rules: [{ match: 'Red Planet', status: 400, reply: 'refused' }, ...(script.rules ?? [])],
      });
      const first = await evalRun(ws, ['--run-name', 'retry', '--upload']);
      model.setScript(script);
      expect(first.code, first.stderr).toBe(0);
      expect(parse(first).metrics?.failed).toBe(1);
      const id = await localRunId(ws, 'retry');
      const before = publishedRun(id);
      expect(before).toMatchObject({ status: 'finalized', replaced: 0 });
      const indexBefore = before?.files.get('index.jsonl');

      const retried = await evalRun(ws, ['--run-name', 'retry', '--retry-failed', '--upload']);
      expect(retried.code, retried.stderr).toBe(0);
      const result = parse(retried);
      expect(result.metrics?.failed).toBe(0);
      const after = publishedRun(id);
      expect(after).toMatchObject({ status: 'finalized', replaced: 1, evalRunId: before?.evalRunId });
      expect(platform.importStarts.at(-1)).toMatchObject({
        localRunId: id,
        outcome: 'replace',
        body: { reimport: true },
      });
      expect(after?.files.get('index.jsonl')?.equals(indexBefore ?? Buffer.alloc(0))).toBe(false);
      expect(
        after?.files.get('index.jsonl')?.equals(await readFile(join(ws, '.osmosis/evals/retry/index.jsonl'))),
      ).toBe(true);
      expect(result.upload).toMatchObject({ status: 'published', replaced: true, runId: before?.evalRunId });
    },
    TIMEOUT,
  );

  it(
    'a publish the platform refuses leaves the verdict and exit code as the gate set them, and says why',
    async () => {
      const ws = await workspace('refused');
      platform.fail({
        method: 'POST',
        path: '/api/cli/eval-runs/imports',
        status: 403,
        count: 2,
        body: { code: 'FORBIDDEN', error: 'Imports are disabled for this workspace.' },
      });
      const passing = await evalRun(ws, ['--run-name', 'refused', '--upload', '--min-pass-rate', '0.75']);
      expect(passing.code, passing.stderr).toBe(0);
      const result = parse(passing);
      expect(result).toMatchObject({
        verdict: 'passed',
        exitCode: 0,
        error: null,
        upload: { status: 'failed', url: null },
      });
      expect(result.upload?.message).toMatch(
        /Publishing to the Osmosis platform failed \(the verdict stands\): .*Imports are disabled for this workspace/,
      );
      expect(result.upload?.message).toContain('osmosis-ci eval-upload refused');
      expect(passing.stderr).toMatch(/warning: Publishing to the Osmosis platform failed/);
      expect(await readFile(join(ws, '.osmosis/ci/refused/report.md'), 'utf8')).toContain(
        '⚠️ Publishing to the Osmosis platform failed',
      );
      expect(publishedRun(await localRunId(ws, 'refused'))).toBeUndefined();

      const failing = await evalRun(ws, ['--run-name', 'refused', '--upload', '--min-pass-rate', '0.9']);
      expect(failing.code, failing.stderr).toBe(1);
      expect(parse(failing)).toMatchObject({ verdict: 'failed', exitCode: 1, upload: { status: 'failed' } });

      // Once the platform takes it, eval-upload publishes the journal the refused runs left.
      const later = await cli(ws, ['eval-upload', 'refused', '--osmosis-path', osmosisBin]);
      expect(later.code, later.stderr).toBe(0);
      expect(publishedRun(await localRunId(ws, 'refused'))?.status).toBe('finalized');
    },
    TIMEOUT,
  );

  it(
    'eval-upload exits 3 when the platform refuses, and 2 when there is no such run',
    async () => {
      const ws = await workspace('noscope');
      const missing = await cli(ws, ['eval-upload', 'never-ran', '--osmosis-path', osmosisBin]);
      expect(missing.code, missing.stderr).toBe(2);
      expect(missing.stderr).toMatch(/No journal of run never-ran at \.osmosis\/evals\/never-ran/);
      const ran = await evalRun(ws, ['--run-name', 'noscope']);
      expect(ran.code, ran.stderr).toBe(0);
      const badToken = await cli(ws, ['eval-upload', 'noscope', '--osmosis-path', osmosisBin], {
        ...platformEnv,
        OSMOSIS_TOKEN: 'not-the-token',
      });
      expect(badToken.code, badToken.stderr).toBe(3);
      expect(badToken.stdout).toMatch(/Publishing to the Osmosis platform failed/);
      // eval-upload judges nothing: no verdict to stand.
      expect(badToken.stdout + badToken.stderr).not.toMatch(/verdict/);

      // The action mode: the token and platform as inputs, none in the environment.
      const step = await runActionStep('dist/action/eval-upload.js', {
        cwd: ws,
        env: baseEnv,
        inputs: {
          'run-name': 'noscope',
          'osmosis-token': TOKEN,
          'platform-url': platform.url,
          'osmosis-path': osmosisBin,
        },
      });
      expect(step.code, step.stdout + step.stderr).toBe(0);
      const published = publishedRun(await localRunId(ws, 'noscope'));
      expect(step.outputs).toEqual({
        'upload-status': 'published',
        'run-id': published?.evalRunId,
        'run-url': published?.platformUrl,
        'run-name': 'noscope',
        'exit-code': '0',
      });
      expect(step.summary).toContain(`](${published?.platformUrl})`);
      expect(
        `${step.stdout}${step.stderr}`
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::') && l.includes(TOKEN)),
      ).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('the eval-run action asked to publish without a token', () => {
  it('fails with exit 2 before osmosis starts, naming the osmosis-token input', async () => {
    const ws = await workspace('notoken');
    const step = await runActionStep('dist/action/eval-run.js', {
      cwd: ws,
      env: { ...baseEnv, GITHUB_EVENT_NAME: 'push' },
      inputs: {
        config: 'configs/eval/quickstart.toml',
        'dataset-file': 'data/quickstart.jsonl',
        'osmosis-path': osmosisBin,
        cache: 'false',
        upload: 'true',
      },
    });
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error', 'upload-status': 'off' });
    expect(step.stdout).toMatch(
      /upload: true publishes this run, which needs the Osmosis platform token: pass it as the `osmosis-token` input/,
    );
  });
});

describe('the eval-run action with upload: default-branch', () => {
  async function step(ws: string, event: { name: string; ref: string; payload: unknown }, trace?: string) {
    const temp = await mkdtemp(join(root, 'step-'));
    const files = {
      output: join(temp, 'output'),
      summary: join(temp, 'summary'),
      event: join(temp, 'event.json'),
    };
    await writeFile(files.output, '');
    await writeFile(files.summary, '');
    await writeFile(files.event, JSON.stringify(event.payload));
    const run = await runNode(ACTION_BUNDLE, ['eval-run'], {
      cwd: ws,
      env: {
        ...baseEnv,
        TMPDIR: temp,
        GITHUB_OUTPUT: files.output,
        GITHUB_STEP_SUMMARY: files.summary,
        GITHUB_EVENT_NAME: event.name,
        GITHUB_EVENT_PATH: files.event,
        GITHUB_REF: event.ref,
        GITHUB_REPOSITORY: 'acme/branch',
        INPUT_CONFIG: 'configs/eval/quickstart.toml',
        INPUT_DATASET_FILE: 'data/quickstart.jsonl',
        INPUT_RUN_NAME: 'branch',
        INPUT_OSMOSIS_PATH: osmosisBin,
        INPUT_SECRETS: `QUICKSTART_TOKEN=${DEMO_TOKEN}`,
        INPUT_CACHE: 'false',
        INPUT_COMMENT_MODE: 'off',
        INPUT_UPLOAD: 'default-branch',
        // The token and the platform come as inputs only: nothing in the step's environment names them.
        INPUT_OSMOSIS_TOKEN: TOKEN,
        INPUT_PLATFORM_URL: platform.url,
      },
      ...(trace ? { traceExecsTo: trace } : {}),
    });
    return {
      run,
      temp,
      outputs: parseCommandFile(await readFile(files.output, 'utf8')),
      summary: await readFile(files.summary, 'utf8'),
    };
  }

  it(
    'does not publish on a pull_request event, publishes on a push to main, and the token is in no argv, file, log or output',
    async () => {
      const ws = await workspace('branch');
      const repository = {
        full_name: 'acme/branch',
        name: 'branch',
        owner: { login: 'acme' },
        default_branch: 'main',
      };
      const starts = platform.importStarts.length;
      const pr = await step(ws, {
        name: 'pull_request',
        ref: 'refs/pull/7/merge',
        payload: {
          number: 7,
          pull_request: { number: 7, head: { ref: 'feature' }, base: { ref: 'main' } },
          repository,
        },
      });
      expect(pr.run.code, pr.run.stdout + pr.run.stderr).toBe(0);
      expect(pr.outputs).toMatchObject({
        verdict: 'not-gated',
        'upload-status': 'skipped',
        'run-url': '',
        'run-id': '',
      });
      expect(pr.run.stdout).toMatch(
        /upload: default-branch publishes only on a push to the default branch; this is a pull_request event/,
      );
      expect(platform.importStarts.length).toBe(starts);

      const trace = join(root, 'branch-push.strace');
      const push = await step(
        ws,
        { name: 'push', ref: 'refs/heads/main', payload: { ref: 'refs/heads/main', repository } },
        trace,
      );
      expect(push.run.code, push.run.stdout + push.run.stderr).toBe(0);
      const published = publishedRun(await localRunId(ws, 'branch'));
      expect(published?.status).toBe('finalized');
      expect(push.outputs).toMatchObject({
        verdict: 'not-gated',
        'exit-code': '0',
        'upload-status': 'published',
        'run-id': published?.evalRunId,
        'run-url': published?.platformUrl,
      });
      expect(push.summary).toContain(`[Osmosis platform](${published?.platformUrl})`);
      // The token reached osmosis (the platform saw it) ...
      expect(
        platform.requests.some(
          (r) => r.path === '/api/cli/eval-runs/imports' && r.headers.authorization === `Bearer ${TOKEN}`,
        ),
      ).toBe(true);
      // ... and nothing else: no program's argv, no file, no log line, no output.
      expect(await execsCarrying(trace, [TOKEN])).toEqual([]);
      for (const { run } of [pr, push]) {
        expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
        const lines = `${run.stdout}\n${run.stderr}`
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'));
        expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
      }
      expect(await filesContaining([ws, pr.temp, push.temp], TOKEN)).toEqual([]);
      expect(JSON.stringify([pr.outputs, push.outputs])).not.toContain(TOKEN);
    },
    TIMEOUT,
  );
});
