/**
 * Which baseline a pull request is compared with, and what changed since it: the baseline's commit
 * against the pull request's base (GitHub's compare API, here the fake GitHub API with the real client),
 * the config identity each result records and the differences named in the comparison, the log and the
 * comment.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullRequestBaseSha } from '../../src/adapters/actions-runtime.js';
import { saveBaseline, writeRowsFile } from '../../src/adapters/baseline-files.js';
import { commitsBehind } from '../../src/adapters/github-compare.js';
import { reportFiles } from '../../src/adapters/report-deps.js';
import { attachBaseline } from '../../src/commands/report/index.js';
import * as baselineCommitModule from '../../src/core/baseline/baseline-commit.js';
import {
  type ConfigIdentity,
  configChanges,
  configIdentity,
} from '../../src/core/baseline/config-identity.js';
import { parseEvalConfig } from '../../src/core/config/index.js';
import type { Regrader } from '../../src/core/grader/grader-change.js';
import { renderComment } from '../../src/core/report/comment.js';
import { type HistoryJudgement, resultSchema, serializeResult } from '../../src/core/result.js';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { afresh } from '../helpers/fresh-module.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const A = '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d';
const B = '2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d1e';
const C = '3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d1e2f';
const D = '4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d1e2f3a';
const quiet = { info: () => {}, warning: () => {}, debug: () => {} };

const identity = (change: Partial<ConfigIdentity> = {}): ConfigIdentity => ({
  modelPath: 'openai/gpt-4o-mini',
  rollout: 'quickstart',
  entrypoint: 'main.py',
  dataset: 'quickstart',
  n: 1,
  passThreshold: 1,
  limit: null,
  agentTimeoutS: 60,
  graderTimeoutS: 30,
  advancedDigest: 'a1',
  envDigest: 'e1',
  graderSha256: 'f'.repeat(64),
  ...change,
});

describe('configIdentity', () => {
  const toml = (extra: string) =>
    `[experiment]\nrollout = "r"\nentrypoint = "main.py"\nmodel_path = "openai/gpt-4.1"\ndataset = "d"\n\n[secrets]\nrequired = []\n\n[evaluation]\nn = 2\npass_threshold = 0.8\n${extra}`;
  const parse = (text: string) => parseEvalConfig(text, 'configs/eval/a.toml');

  it('records the values that decide a pass rate, and digests (not values) of [advanced] and [env]', () => {
    const config = parse(toml('limit = 5\n\n[env]\nSECRETISH = "value-never-recorded"\n'));
    const recorded = configIdentity(config, 'ab'.repeat(32));
    expect(recorded).toMatchObject({
      modelPath: 'openai/gpt-4.1',
      rollout: 'r',
      entrypoint: 'main.py',
      dataset: 'd',
      n: 2,
      passThreshold: 0.8,
      limit: 5,
      agentTimeoutS: null,
      graderTimeoutS: null,
      graderSha256: 'ab'.repeat(32),
    });
    expect(JSON.stringify(recorded)).not.toContain('value-never-recorded');
    const otherEnv = configIdentity(parse(toml('limit = 5\n\n[env]\nSECRETISH = "other"\n')), null);
    expect(otherEnv.envDigest).not.toBe(recorded.envDigest);
    expect(otherEnv.advancedDigest).toBe(recorded.advancedDigest);
  });

  it("records the rollout folder's source identity only when one was looked for", () => {
    const config = parse(toml(''));
    expect(configIdentity(config, null)).not.toHaveProperty('rolloutSource');
    expect(configIdentity(config, null, null)).toHaveProperty('rolloutSource', null);
    const rolloutSource = { digest: 'd'.repeat(64), files: 2, workflowDigest: 'w'.repeat(64), grader: null };
    expect(configIdentity(config, null, rolloutSource).rolloutSource).toEqual(rolloutSource);
  });
});

describe('configChanges', () => {
  it('names every difference, in the words of the config', () => {
    expect(
      configChanges(
        identity(),
        identity({ modelPath: 'openai/gpt-4.1', passThreshold: 0.8, limit: 20, envDigest: 'e2' }),
      ),
    ).toEqual([
      'model changed: openai/gpt-4o-mini → openai/gpt-4.1',
      'pass_threshold: 1 → 0.8',
      'limit: unset → 20',
      '[env]: changed',
    ]);
    expect(configChanges(identity(), identity({ advancedDigest: 'a2', graderTimeoutS: null }))).toEqual([
      'grader_timeout_s: 30 → unset',
      '[advanced]: changed',
    ]);
  });

  it('without a recorded rollout source: a changed entrypoint file is named as the grader’s, never as quality', () => {
    const [change] = configChanges(identity(), identity({ graderSha256: 'e'.repeat(64) }));
    expect(change).toBe(
      `grader changed: rollouts/quickstart/main.py, the entrypoint file where the grader is (sha256 ${'f'.repeat(12)} → ${'e'.repeat(12)}): a change in pass rate may be the grader’s, not a change in quality; \`osmosis-ci regrade\` re-scores the stored samples with either grader`,
    );
    // A grader that could not be read is not a change.
    expect(configChanges(identity(), identity({ graderSha256: null }))).toEqual([]);
  });

  it('says nothing when the baseline was saved before results recorded an identity', () => {
    expect(configChanges(undefined, identity({ modelPath: 'x' }))).toEqual([]);
    expect(configChanges(identity(), undefined)).toEqual([]);
    expect(configChanges(identity(), identity())).toEqual([]);
  });
});

// Loaded afresh in each test, so its module-level arrows (the short sha, the commits' comparison) are pinned too.
describe('baselineCommit and its sentence', () => {
  const load = () => afresh(baselineCommitModule, 'core/baseline/baseline-commit.ts');

  it('the base commit itself: 0 behind, without asking GitHub', async () => {
    const { baselineCommit, baselineCommitSentence } = await load();
    let asked = 0;
    const commit = await baselineCommit(A, A.toUpperCase(), async () => {
      asked += 1;
      return 5;
    });
    expect(asked).toBe(0);
    expect(commit).toEqual({ sha: A, baseSha: A.toUpperCase(), behindBase: 0 });
    expect(baselineCommitSentence(commit)).toBe(
      "The baseline is from commit 1a2b3c4, the pull request's base commit.",
    );
  });

  it('another commit: how many commits behind the base, or that it is not known', async () => {
    const { baselineCommit, baselineCommitSentence } = await load();
    const behind = await baselineCommit(A, B, async (from, to) => (from === A && to === B ? 3 : null));
    expect(baselineCommitSentence(behind)).toBe(
      "The baseline is from commit 1a2b3c4, not the pull request's base commit 2b3c4d5: 3 commits behind it.",
    );
    expect(baselineCommitSentence({ sha: A, baseSha: B, behindBase: 1 })).toMatch(/: 1 commit behind it\.$/);
    for (const answer of [
      async () => null,
      async () => -1,
      async () => 1.5,
      async () => Promise.reject(new Error('x')),
    ]) {
      const unknown = await baselineCommit(A, B, answer);
      expect(unknown.behindBase).toBeNull();
      expect(baselineCommitSentence(unknown)).toBe(
        "The baseline is from commit 1a2b3c4, not the pull request's base commit 2b3c4d5; how far behind is not known.",
      );
    }
    expect((await baselineCommit(A, B, undefined)).behindBase).toBeNull();
  });

  it('no pull request (the CLI): the commit only', async () => {
    const { baselineCommit, baselineCommitSentence } = await load();
    const commit = await baselineCommit(A, undefined, async () => 1);
    expect(commit).toEqual({ sha: A });
    expect(baselineCommitSentence(commit)).toBe('The baseline is from commit 1a2b3c4.');
  });
});

describe('pullRequestBaseSha', () => {
  it('reads the base commit of pull_request and pull_request_target events only', () => {
    expect(pullRequestBaseSha('pull_request', A)).toBe(A);
    expect(pullRequestBaseSha('pull_request_target', A)).toBe(A);
    expect(pullRequestBaseSha('push', A)).toBeUndefined();
    expect(pullRequestBaseSha('pull_request', 'main')).toBeUndefined();
    expect(pullRequestBaseSha('pull_request', 42)).toBeUndefined();
  });
});

describe('commitsBehind against the fake GitHub API', () => {
  let gh: GitHubApi;
  beforeAll(async () => {
    gh = await startGitHubApi({ token: 'gh-token' });
    gh.setHistory('acme/widgets', [A, B, C, D]);
  });
  afterAll(() => gh.close());
  const ask = (baselineSha: string, baseSha: string, logged: string[] = []) =>
    commitsBehind({
      token: 'gh-token',
      apiUrl: gh.url,
      repository: { owner: 'acme', repo: 'widgets' },
      baselineSha,
      baseSha,
      log: { ...quiet, info: (line) => logged.push(line) },
      retry: { maxAttempts: 1 },
    });

  it('answers ahead_by of compare/{baseline}...{base}, asking for one commit only', async () => {
    gh.resetLog();
    expect(await ask(A, D)).toBe(3);
    expect(await ask(B, C)).toBe(1);
    // A baseline newer than the base lacks none of its commits.
    expect(await ask(D, B)).toBe(0);
    expect(gh.log[0]).toMatchObject({
      method: 'GET',
      path: `/repos/acme/widgets/compare/${A}...${D}`,
      query: { per_page: '1' },
      status: 200,
    });
  });

  it('an unknown commit (404), a refused token (401) or a server error: null, said in the log', async () => {
    const logged: string[] = [];
    expect(await ask('9'.repeat(40), D, logged)).toBeNull();
    expect(logged.at(-1)).toMatch(/failed \(404\): how far behind is not known/);
    const refused = await commitsBehind({
      token: 'wrong',
      apiUrl: gh.url,
      repository: { owner: 'acme', repo: 'widgets' },
      baselineSha: A,
      baseSha: D,
      log: quiet,
    });
    expect(refused).toBeNull();
    gh.fail({ method: 'GET', path: '/compare/', kind: 'server-error' });
    expect(await ask(A, D, logged)).toBeNull();
    expect(logged.at(-1)).toMatch(/failed \(502\)/);
  });
});

describe('attachBaseline: the baseline named by its commit, and what changed in the config', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** A saved default-branch baseline in a directory of its own, from commit `sha`, with `saved`'s identity. */
  async function savedBaseline(sha: string, saved: ConfigIdentity | undefined): Promise<string> {
    const resultDir = await mkdtemp(join(tmpdir(), 'osmosis-ci-identity-'));
    dirs.push(resultDir);
    const result = makeResult(makeMetrics({ passed: 2, completed: 2 }), { minPassRate: 0.5 });
    await writeFile(
      join(resultDir, 'result.json'),
      serializeResult({ ...result, ...(saved ? { configIdentity: saved } : {}) }),
    );
    await writeRowsFile(resultDir, {
      version: 1,
      passThreshold: 1,
      outcomes: ['PP'],
      belowThreshold: { count: 0, rows: [] },
      source: { ref: 'main', sha },
    });
    const baselineDir = join(resultDir, 'baseline');
    await saveBaseline(resultDir, baselineDir);
    return baselineDir;
  }

  const current = (changed: ConfigIdentity | undefined) => {
    const result = makeResult(makeMetrics({ passed: 1, completed: 2 }), { minPassRate: 0.5 });
    return { ...result, runDir: null, ...(changed ? { configIdentity: changed } : {}) };
  };
  const rows = {
    version: 1 as const,
    passThreshold: 1,
    outcomes: ['PF'],
    belowThreshold: { count: 0, rows: [] },
  };

  it('a pull request with a changed model: compared, the commit and the change in result, log and comment', async () => {
    const baselineDir = await savedBaseline(A, identity());
    const infos: string[] = [];
    const log = { ...quiet, info: (line: string) => infos.push(line) };
    const { result } = await attachBaseline(
      { result: current(identity({ modelPath: 'openai/gpt-4.1' })), rows },
      { workspace: '/', baselineDir, maxRegression: undefined, log, baseSha: C },
      { ...reportFiles(log), commitsBehind: async (from, to) => (from === A && to === C ? 2 : null) },
    );
    expect(resultSchema.safeParse(result).success).toBe(true);
    expect(result.baseline?.status).toBe('compared');
    expect(result.baseline?.paired).toMatchObject({ passToFail: 1, items: 2 });
    expect(result.baseline?.reference?.commit).toEqual({ sha: A, baseSha: C, behindBase: 2 });
    expect(result.baseline?.configChanges).toEqual(['model changed: openai/gpt-4o-mini → openai/gpt-4.1']);
    const sentence =
      "The baseline is from commit 1a2b3c4, not the pull request's base commit 3c4d5e6: 2 commits behind it.";
    expect(infos).toContain(`Baseline: ${sentence}`);
    expect(infos).toContain('Baseline: changed since: model changed: openai/gpt-4o-mini → openai/gpt-4.1');
    const comment = renderComment(result, { key: 'k' });
    expect(comment).toContain(sentence);
    expect(comment).toContain('- model changed: openai/gpt-4o-mini → openai/gpt-4.1');
  });

  it('a changed grader (compare): the re-graded outcomes are judged, not the row history', async () => {
    const baselineDir = await savedBaseline(A, identity());
    const stored = [0, 1].map((row) => ({
      row,
      run: 0,
      storedReward: 1,
      sample: { messages: [{ role: 'assistant', content: 'a' }], label: 'a' },
    }));
    const regrader: Regrader = {
      mode: 'compare',
      workspace: '/ws',
      configPath: 'configs/eval/e.toml',
      // The base grader fails both samples; the new one (the baseline's journal) passes both.
      regrade: async (_runDir, grader) => ({
        stored,
        answer: { grader: 'G', rewards: stored.map((s) => ({ key: `${s.row}:0`, reward: grader ? 0 : 1 })) },
      }),
      readAtCommit: async () => ({ text: 'base grader' }),
    };
    const changed = identity({ graderSha256: 'e'.repeat(64) });
    const { result } = await attachBaseline(
      {
        result: { ...current(changed), runName: 'pr', runDir: '.osmosis/evals/pr' },
        rows: { ...rows, outcomes: ['PP'] },
        regrader,
        // A history judgement that, were it used, would stand in for McNemar's.
        history: { runs: 5 } as unknown as HistoryJudgement,
      },
      { workspace: '/', baselineDir, maxRegression: 0, log: quiet },
      reportFiles(quiet),
    );
    expect(result.baseline?.graderChange).toMatchObject({ judged: 'base-grader', graderEffect: 0 });
    expect(result.baseline?.history).toBeUndefined();
    expect(result.baseline?.message).toContain('The row history did not judge this run: the grader changed');
    expect(result.baseline?.paired).toMatchObject({ passToFail: 2, failToPass: 0, items: 2 });
    expect(result.baseline?.regression?.test).toBeUndefined();
    expect(resultSchema.safeParse(result).success).toBe(true);
  });

  it("a baseline saved before identities: nothing said about the config; the CLI's: the commit only", async () => {
    const baselineDir = await savedBaseline(B, undefined);
    const { result } = await attachBaseline(
      { result: current(identity({ modelPath: 'openai/gpt-4.1' })), rows },
      { workspace: '/', baselineDir, maxRegression: undefined, log: quiet },
      reportFiles(quiet),
    );
    expect(result.baseline?.configChanges).toBeUndefined();
    expect(result.baseline?.reference?.commit).toEqual({ sha: B });
    const comment = renderComment(result, { key: 'k' });
    expect(comment).toContain('The baseline is from commit 2b3c4d5.');
    expect(comment).not.toContain('Changed since the baseline');
  });
});
