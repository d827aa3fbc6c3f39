/**
 * grader-change: the verdict rule (core/verdict/grader-change.ts), the re-graded outcomes and words
 * (core/grader-change.ts), the step over a fake Regrader (commands/report/grader-change.ts: what is read
 * where, and every reason something is not re-graded), and a blocking grader change failing the verdict.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regraderFor } from '../../src/commands/eval-run/regrader.js';
import { failureMessage } from '../../src/commands/report/eval-run.js';
import { regradeForBaseline, withGraderChange } from '../../src/commands/report/grader-change.js';
import type { BaselineRun, RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { ConfigIdentity } from '../../src/core/baseline/config-identity.js';
import {
  graderChangeMessage,
  graderEffect,
  type Regrader,
  type RegradeSide,
  regradedOutcomes,
} from '../../src/core/grader/grader-change.js';
import type { RegradeAnswer, RegradeRequest, StoredSample } from '../../src/core/grader/regrade-types.js';
import type { BeforeRunContext, OsmosisPort } from '../../src/core/ports.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { verdictAfterRegression } from '../../src/core/verdict/gate.js';
import { graderChangeDecision, graderChangeInput } from '../../src/core/verdict/grader-change.js';

const sample = (row: number, reward: number | null): StoredSample => ({
  row,
  run: 0,
  storedReward: reward,
  sample: { messages: [{ role: 'assistant', content: 'a' }], label: 'a' },
});

const rows = (outcomes: string): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: [outcomes],
  belowThreshold: { count: 0, rows: [] },
});

const side = (over: Partial<RegradeSide>): RegradeSide => ({
  samples: 4,
  regraded: 4,
  storedPassed: 4,
  regradedPassed: 1,
  notRegraded: 0,
  notRegradedRows: [],
  ...over,
});

describe('the verdict rule', () => {
  it('compare judges under the base grader only when a sample was re-graded; fail blocks; warn judges as graded', () => {
    expect(graderChangeDecision('compare', 3)).toEqual({ judged: 'base-grader', blocking: false });
    expect(graderChangeDecision('compare', 0)).toEqual({ judged: 'as-graded', blocking: false });
    expect(graderChangeDecision('warn', 3)).toEqual({ judged: 'as-graded', blocking: false });
    expect(graderChangeDecision('fail', 3)).toEqual({ judged: 'as-graded', blocking: true });
  });

  it('the input defaults to compare and names its values when wrong', () => {
    expect(graderChangeInput.parse(undefined)).toBe('compare');
    expect(graderChangeInput.safeParse('strict').error?.issues[0]?.message).toBe(
      'must be one of compare, warn, fail',
    );
  });

  it('a blocking grader change fails a passed run, and the step says why', () => {
    expect(verdictAfterRegression('passed', { graderChange: { blocking: true } })).toEqual({
      verdict: 'failed',
      exitCode: 1,
    });
    expect(verdictAfterRegression('passed', { graderChange: { blocking: false } })).toBeNull();
    const result = {
      error: null,
      gate: null,
      exitCode: 1,
      baseline: { graderChange: { blocking: true, message: 'behaviour under the base grader: x' } },
    } as unknown as EvalRunResult;
    expect(failureMessage(result)).toBe(
      'grader-change: fail: the grader changed since the baseline (behaviour under the base grader: x).',
    );
  });
});

describe('re-graded outcomes and words', () => {
  it('a re-graded item is P or F at the threshold; one not re-graded has no outcome, never a guess', () => {
    const stored = [
      sample(0, 1),
      sample(1, 1),
      { ...sample(2, 1), sample: { unreadable: 'tool calls' } },
      sample(3, 0),
    ];
    const answer: RegradeAnswer = {
      grader: 'G',
      rewards: [
        { key: '0:0', reward: 1 },
        { key: '1:0', reward: 0.5 },
        { key: '3:0', error: 'ValueError' },
      ],
    };
    expect(regradedOutcomes(rows('PPPFS'), stored, answer, 1).outcomes).toEqual(['PF--S']);
    expect(regradedOutcomes(rows('PP'), [sample(0, 1)], { error: 'uv failed' }, 1).outcomes).toEqual(['-P']);
  });

  it("the grader's effect: on the baseline's samples when re-graded, else on this run's", () => {
    const pr = side({ storedPassed: 4, regradedPassed: 1 });
    const base = side({ regraded: 10, storedPassed: 8, regradedPassed: 10 });
    expect(graderEffect(pr, base)).toBeCloseTo(0.2, 10);
    expect(graderEffect(pr, null)).toBeCloseTo(0.75, 10);
    expect(graderEffect(null, side({ regraded: 0 }))).toBeNull();
  });

  it('says both effects, the regression when there is one, and what could not be re-graded', () => {
    const pr = side({ regraded: 3, regradedPassed: 1, notRegraded: 1 });
    expect(
      graderChangeMessage({ pullRequest: pr, baselineSamples: null, graderEffect: 0.5 }, 0.75, true),
    ).toBe(
      "behaviour under the base grader: 33.3% vs 75.0% (−41.7 pp, regression); grader change alone: +50.0 pp (on this run's 3 samples); 1 sample could not be re-graded",
    );
    expect(
      graderChangeMessage({ pullRequest: null, baselineSamples: null, graderEffect: null }, 0.5, false),
    ).toBe('behaviour under the base grader: not known (no sample could be re-graded by it)');
  });
});

const IDENTITY = {
  rollout: 'r',
  entrypoint: 'main.py',
  rolloutSource: {
    digest: 'd',
    files: 1,
    workflowDigest: 'w',
    grader: { className: 'G', file: 'main.py', digest: 'g' },
  },
} as unknown as ConfigIdentity;

const baselineRun = (over: Partial<BaselineRun> = {}): BaselineRun => ({
  passRate: 0.75,
  passed: 3,
  completed: 4,
  passThreshold: 1,
  runName: 'base',
  finishedAt: '2026-01-01T00:00:00Z',
  sha: 'abc1234',
  configIdentity: IDENTITY,
  outcomes: rows('PPPF'),
  ...over,
});

const RESULT = {
  runName: 'pr',
  runDir: '.osmosis/evals/pr',
  metrics: { passThreshold: 1 },
} as unknown as EvalRunResult;

/** A Regrader over fixed answers: the base grader passes row 0 only, the new grader everything. */
function fakeRegrader(
  mode: Regrader['mode'],
  over: { read?: Regrader['readAtCommit']; baselineJournal?: boolean } = {},
): Regrader & { calls: string[] } {
  const calls: string[] = [];
  const stored = [0, 1, 2, 3].map((row) => sample(row, 1));
  return {
    mode,
    workspace: '/ws',
    configPath: 'configs/eval/e.toml',
    calls,
    async regrade(runDir, grader) {
      const env = grader?.env ? ` env ${JSON.stringify(grader.env)}` : '';
      calls.push(`${runDir} ${grader ? `${grader.fileName}:${grader.source}${env}` : 'own'}`);
      if (runDir.endsWith('/base') && over.baselineJournal === false)
        return { error: "ENOENT: no such file or directory, open '/ws/.osmosis/evals/base/index.jsonl'" };
      const reward = (row: number) => (grader ? (row === 0 ? 1 : 0) : 1);
      return {
        stored,
        answer: { grader: 'G', rewards: stored.map((s) => ({ key: `${s.row}:0`, reward: reward(s.row) })) },
      };
    },
    readAtCommit: over.read ?? (async (sha, path) => ({ text: `${sha} ${path}` })),
  };
}

describe('the step over a Regrader', () => {
  it("[env] changed: this run's samples under the base grader AND the base commit's [env], the baseline's under this run's", async () => {
    const config = (model: string) =>
      `[experiment]\nrollout = "r"\nentrypoint = "main.py"\nmodel_path = "openai/m"\ndataset = "d"\n\n[env]\nJUDGE_MODEL = "${model}"\n\n[secrets]\nrequired = []\n`;
    const reads: string[] = [];
    const regrader = fakeRegrader('compare', {
      read: async (sha, path) => {
        reads.push(`${sha} ${path}`);
        return { text: path.endsWith('.toml') ? config('judge-a') : 'BASE' };
      },
    });
    const found = await regradeForBaseline(regrader, { result: RESULT, rows: rows('PPPP') }, baselineRun(), [
      'env',
    ]);
    expect(reads).toEqual(['abc1234 rollouts/r/main.py', 'abc1234 configs/eval/e.toml']);
    expect(regrader.calls).toEqual([
      '/ws/.osmosis/evals/pr main.py:BASE env {"JUDGE_MODEL":"judge-a"}',
      '/ws/.osmosis/evals/base own',
    ]);
    expect(found.change).toMatchObject({ changed: ['env'], pullRequest: { regraded: 4 }, notes: [] });
    expect(found.decision).toEqual({ judged: 'base-grader', blocking: false });
  });

  it("[env] changed and the base config cannot be read: this run's samples are not re-graded, and the note says why", async () => {
    const regrader = fakeRegrader('compare', {
      read: async (_sha, path) =>
        path.endsWith('.toml') ? { error: `git cannot show ${path}` } : { text: 'BASE' },
    });
    const found = await regradeForBaseline(regrader, { result: RESULT, rows: rows('PPPP') }, baselineRun(), [
      'grader',
      'env',
    ]);
    expect(regrader.calls).toEqual(['/ws/.osmosis/evals/base own']);
    expect(found.change.pullRequest).toBeNull();
    expect(found.change.notes).toEqual([
      "the config's [env] changed, and its base version could not be read (git cannot show configs/eval/e.toml): this run's samples were not re-graded",
    ]);
    expect(found.decision.judged).toBe('as-graded');
  });

  it("compare: this run's samples under the base grader (read at the baseline's commit), the baseline's under the new", async () => {
    const regrader = fakeRegrader('compare');
    const found = await regradeForBaseline(regrader, { result: RESULT, rows: rows('PPPP') }, baselineRun());
    expect(regrader.calls).toEqual([
      '/ws/.osmosis/evals/pr main.py:abc1234 rollouts/r/main.py',
      '/ws/.osmosis/evals/base own',
    ]);
    expect(found.decision).toEqual({ judged: 'base-grader', blocking: false });
    expect(found.underBase).toEqual({ passRate: 0.25, outcomes: rows('PFFF') });
    expect(found.change).toMatchObject({
      baseGrader: { commit: 'abc1234', file: 'rollouts/r/main.py' },
      pullRequest: { regraded: 4, storedPassed: 4, regradedPassed: 1 },
      baselineSamples: { regraded: 4, storedPassed: 4, regradedPassed: 4 },
      graderEffect: 0,
      notes: [],
    });
    const { comparison, warning } = withGraderChange({ regression: { blocking: true } }, found, 0.75);
    expect(comparison.graderChange.message).toMatch(
      /^behaviour under the base grader: 25\.0% vs 75\.0% \(−50\.0 pp, regression\)/,
    );
    expect(warning).toMatch(
      /^The grader changed since the baseline: the gate judged this run's samples re-graded by the base grader/,
    );
  });

  it('warn and fail re-grade too (the message gives both effects) but judge as graded', async () => {
    for (const mode of ['warn', 'fail'] as const) {
      const found = await regradeForBaseline(
        fakeRegrader(mode),
        { result: RESULT, rows: rows('PPPP') },
        baselineRun(),
      );
      expect(found.underBase).toBeUndefined();
      expect(found.change.pullRequest?.regradedPassed).toBe(1);
      expect(found.change.blocking).toBe(mode === 'fail');
    }
  });

  it('without a commit, with the grader in another file, or when git cannot show it: said, judged as graded', async () => {
    const cases: [BaselineRun, Regrader, RegExp][] = [
      [baselineRun({ sha: undefined }), fakeRegrader('compare'), /^the baseline records no commit/],
      [
        baselineRun({
          configIdentity: {
            ...IDENTITY,
            rolloutSource: {
              ...IDENTITY.rolloutSource,
              grader: { className: 'G', file: 'grader.py', digest: 'g' },
            },
          } as ConfigIdentity,
        }),
        fakeRegrader('compare'),
        /^the base grader is in grader\.py, which the entrypoint main\.py imports/,
      ],
      [
        baselineRun(),
        fakeRegrader('compare', { read: async () => ({ error: 'git could not show it' }) }),
        /^git could not show it$/,
      ],
    ];
    for (const [baseline, regrader, note] of cases) {
      const found = await regradeForBaseline(regrader, { result: RESULT, rows: rows('PPPP') }, baseline);
      expect(found.decision.judged).toBe('as-graded');
      expect(found.change.pullRequest).toBeNull();
      expect(found.change.notes[0]).toMatch(note);
    }
  });

  it("the baseline's samples: not when its journal is missing or is this run's own", async () => {
    const missing = await regradeForBaseline(
      fakeRegrader('compare', { baselineJournal: false }),
      { result: RESULT, rows: rows('PPPP') },
      baselineRun(),
    );
    expect(missing.change.baselineSamples).toBeNull();
    expect(missing.change.notes).toEqual([
      "the baseline's samples were not re-graded by this run's grader: its journal (base) is not on this machine",
    ]);
    // The grader effect is then measured on this run's samples: 4 → 1 passed.
    expect(missing.change.graderEffect).toBeCloseTo(0.75, 10);
    const same = await regradeForBaseline(
      fakeRegrader('compare'),
      { result: RESULT, rows: rows('PPPP') },
      baselineRun({ runName: 'pr' }),
    );
    expect(same.change.baselineSamples).toBeNull();
    expect(same.change.notes[0]).toMatch(/its journal is not told apart from this run's/);
  });

  it('a run of several journals is not re-graded', async () => {
    const adaptive = {
      ...RESULT,
      runDir: null,
      adaptive: { runs: ['b1', 'b2'] },
    } as unknown as EvalRunResult;
    const found = await regradeForBaseline(
      fakeRegrader('compare'),
      { result: adaptive, rows: null },
      baselineRun(),
    );
    expect(found.change.pullRequest).toBeNull();
    expect(found.change.notes).toContain(
      'this run has several journals (adaptive batches or shards): its samples were not re-graded',
    );
  });
});

describe('the Regrader eval-run binds (commands/eval-run/regrader.ts)', () => {
  it("loads a base grader from a private copy under its own name, in the rollout's environment, secrets redacted", async () => {
    const requests: RegradeRequest[] = [];
    let seen: { name: string; text: string } | undefined;
    const deps = {
      osmosisEnv: async () => ({ PATH: '/bin' }),
      readStoredSamples: async () => [sample(0, 1)],
      runRegrade: async (request: RegradeRequest) => {
        requests.push(request);
        seen = { name: basename(request.entrypoint), text: await readFile(request.entrypoint, 'utf8') };
        return { grader: 'G', rewards: [{ key: '0:0', error: 'ValueError: token s3cret-value is wrong' }] };
      },
      readAtCommit: async () => ({ text: 'x' }),
    } as unknown as OsmosisPort;
    const context = {
      workspace: '/ws',
      osmosisBin: '/bin/osmosis',
      inputs: { 'grader-change': 'compare' },
      config: {
        experiment: { rollout: 'r', entrypoint: 'main.py' },
        evaluation: { grader_timeout_s: 5 },
        env: { FROM_CONFIG: '1' },
      },
    } as unknown as BeforeRunContext;
    const regrader = regraderFor(
      context,
      { secrets: new Map([['TOKEN', 's3cret-value']]), secretValues: ['s3cret-value'] },
      deps,
    );
    const regraded = await regrader?.regrade('/ws/.osmosis/evals/pr', {
      source: 'BASE',
      fileName: 'main.py',
    });
    expect(seen).toEqual({ name: 'main.py', text: 'BASE' });
    expect(requests[0]).toMatchObject({
      rolloutDir: '/ws/rollouts/r',
      graderTimeoutS: 5,
      env: { PATH: '/bin', FROM_CONFIG: '1', TOKEN: 's3cret-value' },
    });
    // The private copy is gone once graded.
    await expect(readFile(requests[0]?.entrypoint ?? '', 'utf8')).rejects.toThrow(/ENOENT/);
    expect(JSON.stringify(regraded)).not.toContain('s3cret-value');
    expect(JSON.stringify(regraded)).toContain('token *** is wrong');
    await regrader?.regrade('/ws/.osmosis/evals/base');
    expect(requests[1]?.entrypoint).toBe('main.py');
    // The base commit's [env] (a judge model) replaces this run's, never the secrets.
    await regrader?.regrade('/ws/.osmosis/evals/pr', {
      source: 'BASE',
      fileName: 'main.py',
      env: { JUDGE_MODEL: 'judge-a' },
    });
    expect(requests[2]?.env).toMatchObject({ PATH: '/bin', JUDGE_MODEL: 'judge-a', TOKEN: 's3cret-value' });
    expect(requests[2]?.env).not.toHaveProperty('FROM_CONFIG');
  });
});
