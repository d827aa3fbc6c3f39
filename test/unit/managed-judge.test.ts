/** The verdict on a managed run that ended (commands/managed/judge.ts), over a session holding only its inputs. */
import { describe, expect, it } from 'vitest';
import { judge, judgePreflight, snapshotFields } from '../../src/commands/managed/judge.js';
import type { Context } from '../../src/commands/managed/session.js';
import type { BenchmarkAgent, ManagedKind, Snapshot } from '../../src/core/managed.js';
import { KINDS } from '../../src/core/managed.js';
import { parseManagedInputs } from '../../src/core/managed-inputs.js';
import type { EvalMetrics } from '../../src/core/metrics.js';
import { gateBenchmark } from '../../src/core/verdict/benchmark-gate.js';
import { judgeManagedEval, type SampleCounts } from '../../src/core/verdict/managed-eval-verdict.js';

/** What judge reads of a session: its inputs, their kind and the kind's spec. */
function session(kind: ManagedKind, raw: Record<string, string> = {}): Context {
  const inputs = parseManagedInputs(
    kind,
    (name) => ({ config: 'c.toml', ...raw })[name],
    (name) => name,
  );
  return { inputs, kind, spec: KINDS[kind] } as unknown as Context;
}

const snapshot = (kind: ManagedKind, change: Partial<Snapshot> = {}): Snapshot => ({
  kind,
  id: 'id-1',
  name: 'run-1',
  status: 'finished',
  url: null,
  progress: null,
  ...change,
});

const counts = (change: Partial<SampleCounts> = {}): SampleCounts => ({
  total: 10,
  passed: 8,
  failed: 2,
  errored: 0,
  timedOut: 0,
  source: 'metrics',
  ...change,
});

const agent = (
  label: string,
  passAt1: number | null,
  change: Partial<BenchmarkAgent> = {},
): BenchmarkAgent => ({
  index: label.charCodeAt(0) - 65,
  label,
  passAt1,
  interval: passAt1 === null ? null : { lower: passAt1 - 0.15, upper: passAt1 + 0.05 },
  n: 50,
  rank: null,
  ...change,
});

const metrics = (passed: number, completed: number): EvalMetrics =>
  ({ passed, completed, passRate: completed === 0 ? 0 : passed / completed }) as EvalMetrics;

const sampling = { limit: 10, sampled: 10, of: 40 } as unknown as NonNullable<Snapshot['sampling']>;

describe("a snapshot's numbers before any gate", () => {
  it('are nothing without a snapshot', () => {
    expect(snapshotFields('eval', undefined)).toEqual({});
    expect(snapshotFields('benchmark', undefined)).toEqual({});
  });

  it("are an eval's metrics, samples and sampling, null where the platform gave none", () => {
    const eval_ = metrics(8, 10);
    expect(snapshotFields('eval', snapshot('eval', { eval: eval_, samples: counts(), sampling }))).toEqual({
      metrics: eval_,
      samples: counts(),
      sampling,
    });
    expect(snapshotFields('eval', snapshot('eval'))).toEqual({
      metrics: null,
      samples: null,
      sampling: null,
    });
  });

  it("are a training run's state, or null", () => {
    const training = { status: 'finished', step: 5, totalSteps: 10, reward: null };
    expect(snapshotFields('training', snapshot('training', { training }))).toEqual({ training });
    expect(snapshotFields('training', snapshot('training'))).toEqual({ training: null });
  });

  it("are a benchmark's agents, not gated yet, and the best pass@1 of those scored", () => {
    const agents = [agent('A', 0.4), agent('B', null), agent('C', 0.7)];
    expect(snapshotFields('benchmark', snapshot('benchmark', { benchmark: agents }))).toEqual({
      benchmark: {
        agents: agents.map((a) => ({ ...a, verdict: 'not-gated', reason: '' })),
        bestPassAt1: 0.7,
      },
    });
    expect(snapshotFields('benchmark', snapshot('benchmark', { benchmark: [agent('B', null)] }))).toEqual({
      benchmark: { agents: [{ ...agent('B', null), verdict: 'not-gated', reason: '' }], bestPassAt1: null },
    });
    expect(snapshotFields('benchmark', snapshot('benchmark'))).toEqual({
      benchmark: { agents: [], bestPassAt1: null },
    });
  });
});

describe('a run that ended failed on the platform', () => {
  it('is an infrastructure error for an eval or a benchmark, with the numbers it had', () => {
    const final = snapshot('eval', { status: 'stopped', samples: counts() });
    expect(judge(session('eval', { 'min-pass-rate': '0.5' }), final)).toEqual({
      metrics: null,
      samples: counts(),
      sampling: null,
      verdict: 'error',
      exitCode: 3,
      summary: 'The platform evaluation run run-1 ended stopped.',
    });
    expect(judge(session('benchmark'), snapshot('benchmark', { status: 'failed' }))).toEqual({
      benchmark: { agents: [], bestPassAt1: null },
      verdict: 'error',
      exitCode: 3,
      summary: 'The platform benchmark run run-1 ended failed.',
    });
  });

  it('is a failed training run, exit 1', () => {
    expect(judge(session('training'), snapshot('training', { status: 'crashed' }))).toEqual({
      training: null,
      verdict: 'failed',
      exitCode: 1,
      summary: 'The platform training run run-1 ended crashed.',
    });
  });
});

describe('a finished managed eval', () => {
  it('without sample counts is an infrastructure error, never a pass', () => {
    const fields = judge(session('eval', { 'min-pass-rate': '0.5' }), snapshot('eval'));
    const reason = judgeManagedEval(
      null,
      { gateOn: 'pass-rate', allowInconclusive: false, maxSkipped: 0.1 },
      'run-1',
    );
    expect(reason.kind).toBe('error');
    expect(fields).toEqual({
      metrics: null,
      samples: null,
      sampling: null,
      verdict: 'error',
      exitCode: 3,
      summary: reason.kind === 'error' ? reason.reason : '',
      error: {
        kind: 'osmosis',
        message: reason.kind === 'error' ? reason.reason : '',
        code: 'NO_SAMPLE_COUNTS',
      },
    });
  });

  it('is gated on its samples with every gate input passed through', () => {
    const cases: [Record<string, string>, SampleCounts, string, number][] = [
      [{}, counts(), 'not-gated', 0],
      [{ 'min-pass-rate': '0.7' }, counts(), 'passed', 0],
      [{ 'min-pass-rate': '0.9' }, counts(), 'failed', 1],
      [{ 'min-pass-rate': '0.7', 'gate-on': 'lower-bound' }, counts(), 'inconclusive', 1],
      [
        { 'min-pass-rate': '0.7', 'gate-on': 'lower-bound', 'allow-inconclusive': 'true' },
        counts(),
        'inconclusive',
        0,
      ],
      [{ 'min-pass-rate': '0.7' }, counts({ total: 13, timedOut: 3 }), 'failed', 1],
      [{ 'min-pass-rate': '0.7', 'max-skipped': '0.5' }, counts({ total: 13, timedOut: 3 }), 'passed', 0],
    ];
    for (const [raw, samples, verdict, exitCode] of cases) {
      const inputs = session('eval', raw).inputs;
      if (inputs.kind !== 'eval') throw new Error('an eval session');
      const decided = judgeManagedEval(
        samples,
        {
          minPassRate: inputs['min-pass-rate'],
          gateOn: inputs['gate-on'],
          allowInconclusive: inputs['allow-inconclusive'],
          maxSkipped: inputs['max-skipped'],
        },
        'run-1',
      );
      if (decided.kind !== 'judged') throw new Error('judged');
      const eval_ = metrics(samples.passed, samples.passed + samples.failed);
      expect(
        judge(session('eval', raw), snapshot('eval', { samples, eval: eval_ })),
        JSON.stringify(raw),
      ).toEqual({
        metrics: eval_,
        samples,
        sampling: null,
        verdict,
        exitCode,
        summary: decided.gate.reason,
        gate: decided.gate,
      });
    }
  });
});

describe('a finished benchmark', () => {
  it('is gated on its agents with every gate input passed through, and names the best pass@1', () => {
    const agents = [agent('A', 0.8, { rank: 1 }), agent('B', 0.5, { rank: 2 }), agent('C', null)];
    const cases: [Record<string, string>, string, number][] = [
      [{}, 'not-gated', 0],
      [{ 'min-pass-rate': '0.55' }, 'failed', 1],
      [{ 'min-pass-rate': '0.7', 'gate-agents': 'best' }, 'passed', 0],
      [{ 'min-pass-rate': '0.7', 'gate-agents': 'best', 'gate-on': 'lower-bound' }, 'inconclusive', 1],
      [
        {
          'min-pass-rate': '0.7',
          'gate-agents': 'best',
          'gate-on': 'lower-bound',
          'allow-inconclusive': 'true',
        },
        'inconclusive',
        0,
      ],
      [{ 'max-rank': '1', 'gate-agents': 'best' }, 'passed', 0],
      [{ 'max-rank': '1' }, 'failed', 1],
    ];
    for (const [raw, verdict, exitCode] of cases) {
      const inputs = session('benchmark', raw).inputs;
      if (inputs.kind !== 'benchmark') throw new Error('a benchmark session');
      const expected = gateBenchmark(agents, {
        minPassRate: inputs['min-pass-rate'],
        gateOn: inputs['gate-on'],
        allowInconclusive: inputs['allow-inconclusive'],
        gateAgents: inputs['gate-agents'],
        maxRank: inputs['max-rank'],
      });
      expect(
        judge(session('benchmark', raw), snapshot('benchmark', { benchmark: agents })),
        JSON.stringify(raw),
      ).toEqual({
        benchmark: { agents: expected.agents, bestPassAt1: 0.8 },
        verdict,
        exitCode,
        summary: expected.gate.reason,
        gate: expected.gate,
      });
    }
  });

  it('without agents fails its gate', () => {
    expect(judge(session('benchmark', { 'min-pass-rate': '0.5' }), snapshot('benchmark'))).toMatchObject({
      benchmark: { agents: [], bestPassAt1: null },
      verdict: 'failed',
      exitCode: 1,
      summary: 'No agent has a pass@1 to compare with the threshold.',
    });
  });
});

describe('a finished training run', () => {
  it('passes, saying how far it got when the platform counted its steps', () => {
    const summary = (training?: Snapshot['training']) =>
      judge(session('training'), snapshot('training', { training })).summary;
    const state = (step: number | null, totalSteps: number | null) => ({
      status: 'finished',
      step,
      totalSteps,
      reward: null,
    });
    expect(summary()).toBe('Training run run-1 finished.');
    expect(summary(state(25, 100))).toBe('Training run run-1 finished (25 of 100 steps).');
    expect(summary(state(null, 100))).toBe('Training run run-1 finished (100 of 100 steps).');
    expect(summary(state(5, 0))).toBe('Training run run-1 finished.');
    expect(summary(state(5, null))).toBe('Training run run-1 finished.');
    expect(judge(session('training'), snapshot('training', { training: state(25, 100) }))).toEqual({
      training: state(25, 100),
      verdict: 'passed',
      exitCode: 0,
      summary: 'Training run run-1 finished (25 of 100 steps).',
    });
  });
});

describe('a managed eval as the pre-flight of a training run', () => {
  const finished = (eval_: EvalMetrics | undefined, status = 'finished') =>
    snapshot('eval', { status, ...(eval_ ? { eval: eval_ } : {}) });

  it('is refused when it is not found, not finished, or has no completed sample', () => {
    expect(judgePreflight('pre', undefined, 0.8)).toEqual({
      evalRun: 'pre',
      threshold: 0.8,
      status: null,
      passRate: null,
      passed: false,
      reason: 'was not found on the platform.',
    });
    expect(judgePreflight('pre', finished(metrics(9, 10), 'running'), 0.8)).toEqual({
      evalRun: 'pre',
      threshold: 0.8,
      status: 'running',
      passRate: 0.9,
      passed: false,
      reason: 'is running, not finished.',
    });
    expect(judgePreflight('pre', finished(undefined, 'failed'), 0.8)).toMatchObject({
      passRate: null,
      reason: 'is failed, not finished.',
    });
    const noSamples = {
      evalRun: 'pre',
      threshold: 0.8,
      status: 'finished',
      passed: false,
      reason: 'has no completed samples.',
    };
    expect(judgePreflight('pre', finished(undefined), 0.8)).toEqual({ ...noSamples, passRate: null });
    expect(judgePreflight('pre', finished(metrics(0, 0)), 0.8)).toEqual({ ...noSamples, passRate: 0 });
    expect(
      judgePreflight('pre', finished({ ...metrics(0, 3), passRate: null } as unknown as EvalMetrics), 0.8),
    ).toEqual({
      ...noSamples,
      passRate: null,
    });
  });

  it('stands when its pass rate reaches the threshold, equality included', () => {
    expect(judgePreflight('pre', finished(metrics(8, 10)), 0.8)).toEqual({
      evalRun: 'pre',
      threshold: 0.8,
      status: 'finished',
      passRate: 0.8,
      passed: true,
      reason: 'pass rate 80.0% (8/10) ≥ 80.0%.',
    });
    expect(judgePreflight('pre', finished(metrics(7, 10)), 0.8)).toEqual({
      evalRun: 'pre',
      threshold: 0.8,
      status: 'finished',
      passRate: 0.7,
      passed: false,
      reason: 'pass rate 70.0% (7/10) < 80.0%.',
    });
  });
});
