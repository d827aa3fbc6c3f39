/**
 * Which code a managed run judges (code-ref), what it brings home (platform logs, downloaded outputs) and
 * the sticky PR comment: the committed CLI and action bundles drive the REAL osmosis CLI against the fake
 * Osmosis platform (test/fakes/platform-server.mjs) and the fake GitHub API, all on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { startGitHubApi } from '../fakes/github-api.mjs';
import { type PlatformServer, startPlatformServer } from '../fakes/platform-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { benchmarkConfig, trainingConfig } from '../helpers/managed-configs.js';
import { harnessAvailable, harnessMissingMessage, realOsmosis } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';
import { viewerData } from '../helpers/viewer-browser.js';

const TRAINING_CONFIG = trainingConfig();
const BENCHMARK_CONFIG = benchmarkConfig('terminal-bench');
const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TOKEN = `osm-${randomBytes(8).toString('hex')}`;
const TIMEOUT = 120_000;
const STORED = [{ name: 'OPENAI_API_KEY' }, { name: 'ANTHROPIC_API_KEY', scope: 'user' as const }];

const CONFIGS = {
  eval: { command: 'eval-submit', path: 'configs/eval/quickstart.toml' },
  training: { command: 'train-submit', path: 'configs/training/quickstart.toml' },
  benchmark: { command: 'benchmark-submit', path: 'configs/benchmark/tbench.toml' },
} as const;

let platform: PlatformServer;
let root: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;
let counter = 0;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  platform = await startPlatformServer({ token: TOKEN, script: { storedSecrets: STORED } });
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-code-ref-'));
  osmosisBin = realOsmosis();
  baseEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(OSMOSIS_|INPUT_|GITHUB_|RUNNER_|OPENAI_|QUICKSTART_|GH_)/.test(name)) baseEnv[name] = value;
  }
  Object.assign(baseEnv, {
    OSMOSIS_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN_PLATFORM_URL: platform.url,
    OSMOSIS_TOKEN: TOKEN,
    OSMOSIS_ENV_FILE: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
  });
});

afterAll(async () => {
  await platform?.close();
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

/** A committed workspace with a github.com origin, the three configs, and its own temp directory. */
async function workspace(): Promise<{ ws: string; temp: string; head: string }> {
  counter += 1;
  const ws = await prepareExampleWorkspace(join(root, `ws${counter}`), EXAMPLE_DIR, {
    originUrl: `https://github.com/acme/ws${counter}.git`,
  });
  await writeFile(join(ws, CONFIGS.training.path), TRAINING_CONFIG);
  await mkdir(join(ws, 'configs/benchmark'), { recursive: true });
  await writeFile(join(ws, CONFIGS.benchmark.path), BENCHMARK_CONFIG);
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'workspace');
  const temp = join(root, `tmp${counter}`);
  await mkdir(temp);
  return { ws, temp, head: git(ws, 'rev-parse', 'HEAD') };
}

/** A pull_request event whose head is `headSha` (GITHUB_SHA is the merge commit, a different one). */
async function pullRequestEvent(
  dir: string,
  headSha: string,
  options: { fork?: boolean; event?: string; number?: number } = {},
): Promise<NodeJS.ProcessEnv> {
  const path = join(dir, `event-${randomBytes(4).toString('hex')}.json`);
  const number = options.number ?? 7;
  await writeFile(
    path,
    JSON.stringify({
      number,
      pull_request: {
        number,
        head: { sha: headSha, repo: { full_name: options.fork ? 'someone/fork' : 'acme/ws' } },
        base: { sha: 'b'.repeat(40), repo: { full_name: 'acme/ws' } },
      },
      repository: { full_name: 'acme/ws', default_branch: 'main' },
    }),
  );
  return {
    GITHUB_EVENT_NAME: options.event ?? 'pull_request',
    GITHUB_EVENT_PATH: path,
    GITHUB_SHA: 'e'.repeat(40),
  };
}

function cli(
  ws: string,
  temp: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: { onSpawn?: (pid: number) => void } = {},
): Promise<Finished> {
  return runCli([command, ...args, '--osmosis-path', osmosisBin, '--poll-interval', '0.05', '--json'], {
    cwd: ws,
    env: { ...baseEnv, TMPDIR: temp, QUICKSTART_TOKEN: 'quickstart-secret-value', ...env },
    ...options,
  });
}

const parse = (run: Finished) => JSON.parse(run.stdout) as ManagedResult;
const randomSha = () => randomBytes(20).toString('hex');

describe('code-ref', () => {
  it.each(['eval', 'training'] as const)(
    '%s: on a pull_request event the submit carries the head commit, not GITHUB_SHA; the config is untouched',
    async (kind) => {
      const { ws, temp } = await workspace();
      const { command, path } = CONFIGS[kind];
      const before = await readFile(join(ws, path));
      const head = randomSha();
      const run = await cli(ws, temp, command, [path], await pullRequestEvent(temp, head));
      expect(run.code, run.stderr).toBe(0);
      expect(platform.commits(kind).at(-1)).toMatchObject({ commit_sha: head, branch: null, status: 201 });
      const result = parse(run);
      expect(result.code).toMatchObject({
        requested: 'auto',
        source: 'pull-request-head',
        commit: head,
        label: 'PR head',
      });
      expect(run.stderr).toContain(`Judging the PR head ${head.slice(0, 7)}`);
      expect(await readFile(join(ws, path))).toEqual(before);
      expect(git(ws, 'status', '--porcelain')).toBe('');
      expect((await readdir(temp)).filter((name) => name.startsWith('osmosis-ci-submit-'))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'benchmark: runs no repository code, so nothing is pinned and an explicit commit is refused',
    async () => {
      const { ws, temp } = await workspace();
      const { command, path } = CONFIGS.benchmark;
      const run = await cli(ws, temp, command, [path], await pullRequestEvent(temp, randomSha()));
      expect(run.code, run.stderr).toBe(0);
      expect(platform.commits('benchmark').at(-1)).toMatchObject({ commit_sha: null, branch: null });
      expect(parse(run).code).toMatchObject({ source: 'none', commit: null });
      const before = platform.requests.length;
      const refused = await cli(ws, temp, command, [path, '--code-ref', randomSha()]);
      expect(refused.code, refused.stderr).toBe(2);
      expect(parse(refused).summary).toMatch(/a benchmark run takes no code from this repository/);
      expect(platform.requests.length).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'config: submits what the config pins; a branch or commit given as code-ref replaces it',
    async () => {
      const { ws, temp } = await workspace();
      const path = CONFIGS.eval.path;
      const pinned = randomSha();
      const text = (await readFile(join(ws, path), 'utf8')).replace(
        '[experiment]\n',
        `[experiment]\ncommit_sha = "${pinned}"  # pinned by hand\n`,
      );
      await writeFile(join(ws, path), text);
      const event = await pullRequestEvent(temp, randomSha());

      const asConfig = await cli(ws, temp, 'eval-submit', [path, '--code-ref', 'config'], event);
      expect(asConfig.code, asConfig.stderr).toBe(0);
      expect(platform.commits('eval').at(-1)).toMatchObject({ commit_sha: pinned });
      expect(parse(asConfig).code).toMatchObject({ source: 'config', commit: pinned });

      const auto = await cli(ws, temp, 'eval-submit', [path, '--fresh'], event);
      expect(auto.code, auto.stderr).toBe(0);
      expect(auto.stderr).toMatch(
        /The config pins \[experiment\]\.commit_sha = "[0-9a-f]{40}"; code-ref auto judges the PR head/,
      );

      const branch = await cli(
        ws,
        temp,
        'eval-submit',
        [path, '--fresh', '--code-ref', 'branch:feature/x'],
        event,
      );
      expect(branch.code, branch.stderr).toBe(0);
      expect(platform.commits('eval').at(-1)).toMatchObject({ commit_sha: null, branch: 'feature/x' });
      // The platform ran the branch's head; the result records which commit that was.
      const resolved = platform.runs().at(-1)?.commitSha;
      expect(resolved).toMatch(/^[0-9a-f]{40}$/);
      expect(parse(branch).code).toMatchObject({ branch: 'feature/x', commit: resolved });
      expect(branch.stderr).toContain(`Branch feature/x resolved to commit ${resolved}`);
      expect(await readFile(join(ws, path), 'utf8')).toBe(text);
    },
    TIMEOUT,
  );

  it(
    'outside GitHub Actions, auto judges the checkout HEAD and warns about uncommitted changes',
    async () => {
      const { ws, temp, head } = await workspace();
      await writeFile(join(ws, 'rollouts/quickstart/scratch.py'), '# not committed\n');
      const run = await cli(ws, temp, 'eval-submit', [CONFIGS.eval.path]);
      expect(run.code, run.stderr).toBe(0);
      expect(platform.commits('eval').at(-1)).toMatchObject({ commit_sha: head });
      expect(parse(run).code).toMatchObject({ source: 'workspace-head', commit: head });
      expect(parse(run).warnings.join('\n')).toMatch(
        /uncommitted changes: the platform runs the committed code/,
      );
    },
    TIMEOUT,
  );

  it(
    'a fork pull request is refused with exit 2 before any platform request, with the fix',
    async () => {
      const { ws, temp } = await workspace();
      const before = platform.requests.length;
      const run = await cli(
        ws,
        temp,
        'eval-submit',
        [CONFIGS.eval.path],
        await pullRequestEvent(temp, randomSha(), { fork: true }),
      );
      expect(run.code, run.stderr).toBe(2);
      expect(parse(run).summary).toMatch(
        /comes from the fork someone\/fork.*pull_request_target.*code-ref: config/,
      );
      expect(platform.requests.length).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'a commit the platform refuses at submit (404 COMMIT_NOT_FOUND) is submitted again, then succeeds',
    async () => {
      const { ws, temp } = await workspace();
      const head = randomSha();
      platform.unknownCommit(head, 2, 'refuse');
      const run = await cli(ws, temp, 'eval-submit', [CONFIGS.eval.path], await pullRequestEvent(temp, head));
      expect(run.code, run.stderr).toBe(0);
      const tries = platform.commits('eval').filter((c) => c.commit_sha === head);
      expect(tries.map((t) => t.status)).toEqual([404, 404, 201]);
      expect(run.stderr).toMatch(/does not know commit [0-9a-f]{7} yet \(Git Sync/);
    },
    TIMEOUT,
  );

  it(
    'a commit the platform accepts and then fails after cloning: the step names the commit and the Git Sync fix',
    async () => {
      const { ws, temp } = await workspace();
      const head = randomSha();
      platform.unknownCommit(head, 1);
      const run = await cli(ws, temp, 'eval-submit', [CONFIGS.eval.path], await pullRequestEvent(temp, head));
      expect(run.code, run.stderr).toBe(3);
      const result = parse(run);
      expect(result.verdict).toBe('error');
      expect(result.run?.status).toBe('failed');
      expect(result.summary).toContain(`could not fetch commit ${head} (PR head) after cloning`);
      expect(result.summary).toMatch(/Push the commit .*Git Sync/);
      expect(result.summary).toContain(`not our ref ${head}`);
      // Accepted once, never resubmitted: the failure is the run's, not the submit's.
      expect(platform.commits('eval').filter((c) => c.commit_sha === head)).toEqual([
        { commit_sha: head, branch: null, status: 201 },
      ]);
    },
    TIMEOUT,
  );

  it(
    'leaves the config byte for byte and nothing in the workspace after a failed submit and after SIGTERM during the submit',
    async () => {
      const { ws, temp } = await workspace();
      const path = join(ws, CONFIGS.eval.path);
      const before = await readFile(path);
      platform.fail({
        method: 'POST',
        path: '/api/cli/eval-runs',
        status: 400,
        body: { error: 'bad config' },
      });
      const failed = await cli(
        ws,
        temp,
        'eval-submit',
        [CONFIGS.eval.path],
        await pullRequestEvent(temp, randomSha()),
      );
      expect(failed.code, failed.stderr).not.toBe(0);
      expect(await readFile(path)).toEqual(before);

      const requestsBefore = platform.requests.length;
      // The platform creates the run at once and answers slowly: the cancel lands after the submit arrived.
      platform.delay({ method: 'POST', path: '/api/cli/eval-runs', ms: 30_000, answerOnly: true });
      let pid = 0;
      const running = cli(
        ws,
        temp,
        'eval-submit',
        [CONFIGS.eval.path, '--stop-on-cancel'],
        await pullRequestEvent(temp, randomSha()),
        {
          onSpawn: (p) => {
            pid = p;
          },
        },
      );
      for (let waited = 0; ; waited += 50) {
        if (
          platform.requests
            .slice(requestsBefore)
            .some((r) => r.method === 'POST' && r.path === '/api/cli/eval-runs')
        ) {
          // Keep the run going (the fake's default script ends in 300 ms), as a real one would be.
          const made = platform.runs().at(-1);
          if (made) platform.setStatus('eval', made.name, 'running');
          break;
        }
        if (waited > 60_000) throw new Error('the submit never started');
        await new Promise((r) => setTimeout(r, 50));
      }
      process.kill(pid, 'SIGTERM');
      const cancelled = await running;
      expect(cancelled.code, cancelled.stderr).toBe(3);
      expect(parse(cancelled).verdict).toBe('cancelled');
      const orphan = platform.runs().at(-1);
      expect(parse(cancelled).summary).toContain(
        `the submit had reached the platform: evaluation run ${orphan?.name} was stopped (stop-on-cancel)`,
      );
      expect(orphan?.status).toBe('stopped');
      expect(await readFile(path)).toEqual(before);
      expect(git(ws, 'status', '--porcelain')).toBe('');
      expect((await readdir(temp)).filter((name) => name.startsWith('osmosis-ci-submit-'))).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('what a managed run brings home', () => {
  it(
    'a run the platform fails: its last log lines, redacted, in the log and the report',
    async () => {
      const { ws, temp } = await workspace();
      platform.setScript({
        storedSecrets: STORED,
        eval: { statuses: ['pending', 'running', 'failed'], logLines: 250 },
      });
      try {
        const run = await cli(ws, temp, 'eval-submit', [CONFIGS.eval.path, '--result-dir', 'out']);
        expect(run.code, run.stderr).toBe(3);
        const result = parse(run);
        expect(result.summary).toMatch(/ended failed/);
        expect(result.platformLogs?.lines).toHaveLength(251);
        expect(result.platformLogs?.truncated).toBe(false);
        const last = result.platformLogs?.lines.at(-1) ?? '';
        expect(last).toMatch(/ERROR \[rollout-server\] ModuleNotFoundError/);
        expect(last).toContain('[REDACTED]');
        expect(run.stderr).toContain('Platform logs of');
        expect(run.stderr).not.toContain('quickstart-secret-value');
        const report = await readFile(join(ws, 'out', 'report.md'), 'utf8');
        expect(report).toContain('Last 251 platform log lines');
        expect(report).toContain('ModuleNotFoundError');
        expect(report).not.toContain('quickstart-secret-value');
      } finally {
        platform.setScript({ storedSecrets: STORED });
      }
    },
    TIMEOUT,
  );

  it(
    'a finished eval: failing rows and failure groups from the downloaded outputs, like the local report',
    async () => {
      const { ws, temp } = await workspace();
      const run = await cli(ws, temp, 'eval-submit', [
        CONFIGS.eval.path,
        '--result-dir',
        'out',
        '--min-pass-rate',
        '0.5',
      ]);
      expect(run.code, run.stderr).toBe(0);
      const result = parse(run);
      expect(result.metrics?.failureGroups).toEqual([
        {
          errorType: 'AgentWorkflowError',
          count: 1,
          rows: [{ rowIndex: 8, runIndex: 0, rolloutId: expect.any(String) }],
        },
      ]);
      expect(result.belowThreshold).toMatchObject({ count: 1, rows: [{ rowIndex: 9, runIndex: 0 }] });
      expect(result.outputs).toMatchObject({ dir: 'out/outputs', failingRowsWithTrajectories: 2 });
      const files = await readdir(join(ws, 'out', 'outputs', 'trajectories'));
      expect(files.sort()).toEqual(['row_0_run_0.json', 'row_8_run_0.json', 'row_9_run_0.json']);
      const report = await readFile(join(ws, 'out', 'report.md'), 'utf8');
      expect(report).toMatch(/2 rows did not pass: 1 AgentWorkflowError, 1 reward &lt; 1/);
      expect(report).toContain('`AgentWorkflowError` | 8 |');
      // viewer.html beside result.json, from the downloaded summary.jsonl and the failing rows' trajectories.
      expect(run.stderr).toContain(`Run viewer: ${join(ws, 'out', 'viewer.html')} (10 rows, 2 trajectories`);
      const viewer = viewerData(await readFile(join(ws, 'out', 'viewer.html'), 'utf8'));
      expect(viewer.verdict).toMatch(/^✅ osmosis managed eval passed: /);
      expect(viewer.rows.map((row) => row.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(viewer.rows[8]).toMatchObject({ status: 'errored', errorType: 'AgentWorkflowError' });
      expect(viewer.rows[9]).toMatchObject({ status: 'below-threshold', reward: 0 });
      expect(viewer.rows.filter((row) => row.steps).map((row) => row.row)).toEqual([8, 9]);
    },
    TIMEOUT,
  );
});

describe('the sticky PR comment', () => {
  it(
    'eval-submit on a pull request posts one comment and updates it on a re-run; benchmark-submit gets its own',
    async () => {
      const github = await startGitHubApi({ token: 'gh-token' });
      try {
        const { ws, temp } = await workspace();
        const event = await pullRequestEvent(temp, randomSha(), { number: 12 });
        const env: NodeJS.ProcessEnv = {
          ...baseEnv,
          ...event,
          TMPDIR: temp,
          GITHUB_REPOSITORY: 'acme/ws',
          GITHUB_API_URL: github.url,
          GITHUB_WORKFLOW: 'managed',
          GITHUB_JOB: 'gate',
          GITHUB_RUN_ID: '99',
        };
        delete env.OSMOSIS_TOKEN;
        const inputs = {
          config: CONFIGS.eval.path,
          'osmosis-token': TOKEN,
          'github-token': 'gh-token',
          'min-pass-rate': '0.5',
          'osmosis-path': osmosisBin,
          'poll-interval': '0.05',
          secrets: 'QUICKSTART_TOKEN=quickstart-secret-value',
        };
        const first = await runActionStep('dist/action/eval-submit.js', { cwd: ws, env, inputs });
        expect(first.code, first.stdout).toBe(0);
        expect(first.outputs['code-ref']).toMatch(/^[0-9a-f]{40}$/);
        let comments = github.comments('acme/ws', 12);
        expect(comments).toHaveLength(1);
        const body = comments[0]?.body ?? '';
        expect(body).toMatch(
          /^<!-- osmosis-ci:comment:managed\/gate\/eval-submit\/configs\/eval\/quickstart\.toml -->/,
        );
        expect(body).toContain('osmosis managed eval passed');
        expect(body).toMatch(/\*\*Code\*\* `[0-9a-f]{7}` \(PR head\)/);
        expect(body).toContain('95% CI');
        expect(body).toContain('[Osmosis platform](');

        const rerun = await runActionStep('dist/action/eval-submit.js', {
          cwd: ws,
          env,
          inputs: { ...inputs, 'min-pass-rate': '0.9' },
        });
        expect(rerun.code).not.toBe(0);
        comments = github.comments('acme/ws', 12);
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toContain('osmosis managed eval failed');

        const bench = await runActionStep('dist/action/benchmark-submit.js', {
          cwd: ws,
          env,
          inputs: { ...inputs, config: CONFIGS.benchmark.path, 'min-pass-rate': '0.5', secrets: '' },
        });
        expect(bench.code, bench.stdout).toBe(0);
        comments = github.comments('acme/ws', 12);
        expect(comments).toHaveLength(2);
        expect(comments[1]?.body).toMatch(/\| Agent \| pass@1 \| 95% CI \| Rank \| Verdict \|/);
        expect(comments[1]?.body).toMatch(
          /\| Agent 1 · terminus-2 · openai\/gpt-5-mini \| 60\.0% \| 39\.0%–78\.0% \| #1 \| passed \|/,
        );
      } finally {
        await github.close();
      }
    },
    TIMEOUT,
  );
});
