import { describe, expect, it } from 'vitest';
import { pollDelay, pollSchedule } from '../../src/core/managed/polling.js';
import { parseSubmissionState, stateFileName } from '../../src/core/managed/submission-state.js';
import {
  classifyStatus,
  isResumable,
  isTransient,
  missingSecretNames,
  readSnapshot,
} from '../../src/core/managed.js';
import { parseManagedInputs } from '../../src/core/managed-inputs.js';
import { managedOutputs } from '../../src/core/managed-result.js';
import { infoArgs, retryArgs, stopArgs, submitArgs } from '../../src/core/osmosis/osmosis-args.js';
import { renderManagedMarkdown, renderManagedTerminal } from '../../src/core/report/managed-report.js';
import { pickSecrets } from '../../src/core/secrets.js';
import { gateBenchmark } from '../../src/core/verdict/benchmark-gate.js';
import { makeManagedResult } from '../helpers/managed.js';

describe('osmosis argv for managed runs', () => {
  it.each([
    [
      submitArgs('eval', { config: 'configs/eval/a.toml', secretsOnStdin: true }),
      '--json eval submit configs/eval/a.toml --yes --secrets-file -',
    ],
    [
      submitArgs('training', { config: 'configs/training/a.toml', secretsOnStdin: false }),
      '--json train submit configs/training/a.toml --yes',
    ],
    [
      submitArgs('benchmark', { config: 'b.toml', workspace: 'team', secretsOnStdin: true }),
      '--json --workspace team benchmark submit b.toml --yes --secrets-file -',
    ],
    [infoArgs('eval', 'run-1'), '--json eval info run-1'],
    [infoArgs('benchmark', 'bench-1'), '--json benchmark runs info bench-1'],
    [infoArgs('training', 'train-1', 'team'), '--json --workspace team train info train-1'],
    [stopArgs('eval', 'run-1'), '--json eval stop run-1 --yes'],
    [stopArgs('benchmark', 'bench-1'), '--json benchmark runs stop bench-1 --yes'],
    [stopArgs('training', 'train-1'), '--json train stop train-1 --yes'],
    [retryArgs('run-1', { secretsOnStdin: true }), '--json eval retry run-1 --yes --secrets-file -'],
    [
      retryArgs('run-1', { secretsOnStdin: false, workspace: 'w' }),
      '--json --workspace w eval retry run-1 --yes',
    ],
  ])('%j', (args, expected) => {
    expect(args.join(' ')).toBe(expected);
  });

  it('keeps a value with spaces as one argv element', () => {
    expect(infoArgs('eval', 'a b')).toEqual(['--json', 'eval', 'info', 'a b']);
  });
});

describe('status mapping', () => {
  it.each([
    ['eval', 'pending', 'pending'],
    ['eval', 'running', 'running'],
    ['eval', 'finished', 'succeeded'],
    ['eval', 'failed', 'failed'],
    ['eval', 'stopped', 'failed'],
    ['eval', 'something-new', 'pending'],
    ['benchmark', 'queued', 'pending'],
    ['training', 'crashed', 'failed'],
    ['training', 'killed', 'failed'],
    ['training', 'unknown', 'failed'],
    ['training', 'finished', 'succeeded'],
  ] as const)('%s %s is %s', (kind, status, expected) => {
    expect(classifyStatus(kind, status)).toBe(expected);
  });

  it('resumes pending, running and finished runs, and replaces failed or stopped ones', () => {
    expect(['pending', 'running', 'finished'].map((s) => isResumable('eval', s))).toEqual([true, true, true]);
    expect(['failed', 'stopped'].map((s) => isResumable('eval', s))).toEqual([false, false]);
  });

  it('retries platform hiccups, not auth or validation errors', () => {
    expect(isTransient('PLATFORM_ERROR', { status_code: 503 })).toBe(true);
    expect(isTransient('PLATFORM_ERROR', {})).toBe(true);
    expect(isTransient('RATE_LIMITED', { status_code: 429 })).toBe(true);
    expect(isTransient('PLATFORM_ERROR', { status_code: 403 })).toBe(false);
    expect(isTransient('AUTH_REQUIRED')).toBe(false);
    expect(isTransient('VALIDATION')).toBe(false);
  });

  it("reads missing secret names from both of osmosis's messages", () => {
    expect(
      missingSecretNames('INTERACTIVE_REQUIRED', 'No value found for: A, B.', { missing: ['A', 'B'] }),
    ).toEqual(['A', 'B']);
    expect(missingSecretNames('VALIDATION', 'Could not find secret(s): X, Y.\n\nRun …')).toEqual(['X', 'Y']);
    expect(missingSecretNames('VALIDATION', 'something else')).toBeUndefined();
  });
});

describe('polling schedule', () => {
  const schedule = pollSchedule(10_000);

  it('grows by 1.5 per poll up to a 60 s cap', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => pollDelay(schedule, n, 0.5))).toEqual([
      10_000, 15_000, 22_500, 33_750, 50_625, 60_000, 60_000,
    ]);
  });

  it('jitters ±20%', () => {
    expect(pollDelay(schedule, 0, 0)).toBe(8_000);
    expect(pollDelay(schedule, 0, 0.999_999)).toBe(12_000);
  });

  it('caps short test intervals at 20 times the first delay', () => {
    expect(pollSchedule(50).maxMs).toBe(1_000);
    expect(pollSchedule(120_000).maxMs).toBe(120_000);
  });
});

describe('benchmark gate', () => {
  const agents = [
    { index: 0, label: 'A', passAt1: 0.65, interval: { lower: 0.43, upper: 0.82 }, n: 20, rank: 1 },
    { index: 1, label: 'B', passAt1: 0.3, interval: { lower: 0.15, upper: 0.52 }, n: 20, rank: 2 },
  ];
  const base = { gateOn: 'pass-rate' as const, allowInconclusive: false, gateAgents: 'all' as const };

  it('fails when any agent is below the threshold, and passes on the best one when asked', () => {
    expect(gateBenchmark(agents, { ...base, minPassRate: 0.5 }).gate).toMatchObject({
      verdict: 'failed',
      blocking: true,
      observed: 0.3,
    });
    expect(gateBenchmark(agents, { ...base, minPassRate: 0.5, gateAgents: 'best' }).gate).toMatchObject({
      verdict: 'passed',
      observed: 0.65,
    });
  });

  it('is inconclusive on the interval with lower-bound, unless allowed', () => {
    const gated = gateBenchmark(agents, {
      ...base,
      minPassRate: 0.5,
      gateOn: 'lower-bound',
      gateAgents: 'best',
    });
    expect(gated.gate).toMatchObject({ verdict: 'inconclusive', blocking: true, observed: 0.43 });
    const allowed = gateBenchmark(agents, {
      ...base,
      minPassRate: 0.5,
      gateOn: 'lower-bound',
      gateAgents: 'best',
      allowInconclusive: true,
    });
    expect(allowed.gate.blocking).toBe(false);
  });

  it('fails an agent ranked worse than max-rank, and reports only without a threshold', () => {
    const ranked = gateBenchmark(agents, { ...base, maxRank: 1 });
    expect(ranked.gate.verdict).toBe('failed');
    expect(ranked.agents.map((a) => a.verdict)).toEqual(['passed', 'failed']);
    expect(gateBenchmark(agents, base).gate.verdict).toBe('not-gated');
  });

  it('fails when no agent reported a pass@1', () => {
    expect(
      gateBenchmark([{ ...agents[0], passAt1: null, interval: null } as never], { ...base, minPassRate: 0.1 })
        .gate.verdict,
    ).toBe('failed');
  });
});

describe('reading info envelopes', () => {
  it('takes eval metrics from metrics.summary, with a Wilson interval', () => {
    const snapshot = readSnapshot(
      'eval',
      {
        eval_run: { id: 'i', name: 'r', status: 'finished', platform_url: 'u' },
        summary: { progress: { completed: 10, total: 10, unit: 'samples' } },
        config: { n: 1 },
        metrics: {
          summary: {
            total_samples: 10,
            completed_samples: 10,
            graded: 10,
            passed: 8,
            failed: 1,
            skipped: 0,
            pass_rate: 0.8,
            tokens_used: 5,
          },
        },
      },
      'r',
    );
    expect(snapshot).toMatchObject({
      status: 'finished',
      url: 'u',
      progress: '10/10 samples done, 10 graded',
    });
    expect(snapshot?.eval).toMatchObject({ passed: 8, completed: 10, passRate: 0.8, tokens: 5 });
    expect(snapshot?.eval?.passRateInterval.lower).toBeCloseTo(0.4902, 3);
  });

  it('reads benchmark agents with their metrics, and training steps', () => {
    const bench = readSnapshot(
      'benchmark',
      {
        benchmark_run: { id: 'b', name: 'b1', status: 'finished' },
        progress: { completed: 40, total: 40, unit: 'results' },
        agents: [{ id: 'a0', agent_index: 0, model: 'm', harness: 'h' }],
        agent_metrics: [
          { benchmark_run_agent_id: 'a0', pass_at_1: { value: 0.5, ci_low: 0.3, ci_high: 0.7 }, rank: 3 },
        ],
      },
      'b1',
    );
    expect(bench?.benchmark).toEqual([
      {
        index: 0,
        label: 'Agent 1 · h · m',
        passAt1: 0.5,
        interval: { lower: 0.3, upper: 0.7 },
        n: null,
        rank: 3,
      },
    ]);
    const train = readSnapshot(
      'training',
      { training_run: { id: 't', name: 't1', status: 'running', current_step: 5, total_steps: 10 } },
      't1',
    );
    expect(train).toMatchObject({ progress: 'step 5 of 10', training: { step: 5, totalSteps: 10 } });
    expect(readSnapshot('eval', { nothing: true }, 'x')).toBeUndefined();
  });
});

describe('re-run state', () => {
  it('names the file by job, matrix leg, config and kind, not by attempt', () => {
    const scope = { runId: '1', job: 'eval' };
    const name = stateFileName('eval', 'configs/eval/a.toml', undefined, scope);
    expect(name).toMatch(/^eval-submit-a-[0-9a-f]{16}\.json$/);
    expect(stateFileName('eval', 'configs/eval/a.toml', undefined, { ...scope })).toBe(name);
    expect(stateFileName('eval', 'configs/eval/a.toml', undefined, { ...scope, jobIndex: '1' })).not.toBe(
      name,
    );
    expect(stateFileName('eval', 'configs/eval/b.toml', undefined, scope)).not.toBe(name);
    expect(stateFileName('eval', 'configs/eval/a.toml', undefined, { ...scope, runId: '2' })).not.toBe(name);
    expect(stateFileName('eval', 'configs/eval/a.toml', undefined, { ...scope, extra: 'x' })).not.toBe(name);
  });

  it('ignores a state file it cannot read', () => {
    expect(parseSubmissionState('{')).toBeUndefined();
    expect(parseSubmissionState(JSON.stringify({ schemaVersion: 2 }))).toBeUndefined();
  });

  it('picks given and environment values, leaving the rest to the platform store', () => {
    const picked = pickSecrets(['A', 'B', 'C'], new Map([['A', 'a']]), { B: 'b', C: '' });
    expect([...picked]).toEqual([
      ['A', 'a'],
      ['B', 'b'],
    ]);
  });
});

describe('managed inputs, outputs and report', () => {
  it('parses each kind with its own defaults and refuses bad values', () => {
    const get = (values: Record<string, string>) => (name: string) => values[name];
    const label = (name: string) => `--${name}`;
    expect(parseManagedInputs('eval', get({ config: 'c.toml' }), label)).toMatchObject({
      kind: 'eval',
      wait: true,
      'timeout-minutes': 60,
      'poll-interval': 15,
    });
    expect(parseManagedInputs('training', get({ config: 'c.toml' }), label)).toMatchObject({
      kind: 'training',
      wait: false,
    });
    expect(() =>
      parseManagedInputs('benchmark', get({ config: 'c.toml', 'gate-agents': 'some' }), label),
    ).toThrow(/--gate-agents must be one of all, best/);
    expect(() =>
      parseManagedInputs('eval', get({ config: 'c.toml', 'timeout-minutes': '0' }), label),
    ).toThrow(/--timeout-minutes must be a positive number/);
  });

  it('derives outputs and a report from the document', () => {
    const result = makeManagedResult();
    expect(managedOutputs(result, { resultJson: 'r.json', reportMarkdown: 'r.md' })).toMatchObject({
      verdict: 'not-gated',
      'run-name': 'eval-run-1',
      submitted: 'true',
      'exit-code': '0',
    });
    expect(renderManagedMarkdown(result)).toContain('osmosis managed eval report only');
  });
});

describe('managed report and comment', () => {
  const logs = Array.from({ length: 300 }, (_, i) => `2026-01-01T00:00:00Z INFO [rollout] line ${i}`);
  const failedRun = makeManagedResult({
    verdict: 'error',
    exitCode: 3,
    summary: 'The platform evaluation run eval-run-1 ended failed.',
    code: {
      requested: 'auto',
      source: 'pull-request-head',
      commit: 'a'.repeat(40),
      branch: null,
      label: 'PR head',
    },
    platformLogs: { lines: logs, truncated: true },
  });

  it('says which commit was judged, in the report, the terminal and the output', () => {
    expect(renderManagedMarkdown(failedRun)).toContain('**Code** `aaaaaaa` (PR head)');
    expect(renderManagedTerminal(failedRun)).toContain('code        aaaaaaa (PR head)');
    expect(managedOutputs(failedRun, { resultJson: 'r', reportMarkdown: 'm' })['code-ref']).toBe(
      'a'.repeat(40),
    );
    expect(
      renderManagedMarkdown(
        makeManagedResult({
          kind: 'benchmark-submit',
          code: {
            requested: 'auto',
            source: 'none',
            commit: null,
            branch: null,
            label: 'no repository code',
          },
        }),
      ),
    ).not.toContain('**Code**');
  });

  it('carries the platform logs collapsed, and drops them first to fit a comment', () => {
    const full = renderManagedMarkdown(failedRun, { key: 'w/j/eval-submit/c.toml' });
    expect(full.startsWith('<!-- osmosis-ci:comment:w/j/eval-submit/c.toml -->\n')).toBe(true);
    expect(full).toContain(
      '<details><summary>Last 300 platform log lines (older lines are on the platform)</summary>',
    );
    const cut = renderManagedMarkdown(failedRun, { key: 'k', limit: 3000 });
    expect(cut.length).toBeLessThanOrEqual(3000);
    expect(cut).not.toContain('line 299');
    expect(cut).toContain("Cut to fit GitHub's comment limit");
    expect(cut).toContain('ended failed');
  });

  it('lists training checkpoints and the pre-flight eval', () => {
    const text = renderManagedMarkdown(
      makeManagedResult({
        kind: 'train-submit',
        verdict: 'passed',
        training: {
          status: 'finished',
          step: 100,
          totalSteps: 100,
          reward: 0.72,
          checkpoints: [
            { name: 'run-step-50', step: 50, status: 'uploaded' },
            { name: 'run-step-100', step: 100, status: 'uploaded' },
          ],
        },
        preflight: {
          evalRun: 'eval-1',
          status: 'finished',
          passRate: 0.9,
          threshold: 0.8,
          passed: true,
          reason: 'pass rate 90.0% (9/10) ≥ 80.0%.',
        },
      }),
    );
    expect(text).toContain('| Final reward | 0.720 |');
    expect(text).toContain('| Checkpoints | `run-step-50` (step 50), `run-step-100` (step 100) |');
    expect(text).toContain('**Pre-flight eval** `eval-1`: passed');
  });
});
