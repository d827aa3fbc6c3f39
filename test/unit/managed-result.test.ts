/** The managed-run result document's step outputs (eval-submit, benchmark-submit, train-submit) and its serialization. */
import { describe, expect, it } from 'vitest';
import {
  MANAGED_VERDICTS,
  managedOutputs,
  managedResultSchema,
  serializeManagedResult,
} from '../../src/core/managed-result.js';
import { makeManagedResult } from '../helpers/managed.js';
import { makeMetrics } from '../helpers/results.js';

const files = { resultJson: 'out/result.json', reportMarkdown: 'out/report.md' };

const agent = {
  index: 0,
  label: 'baseline',
  passAt1: 0.4,
  interval: { lower: 0.3, upper: 0.5 },
  n: 50,
  rank: 1,
  verdict: 'passed' as const,
  reason: 'pass@1 40.0% ≥ 30.0%.',
};

describe('managed-run step outputs', () => {
  it('give every output docs/actions.md lists, from an eval that this step submitted', () => {
    const result = makeManagedResult({
      verdict: 'passed',
      exitCode: 0,
      metrics: makeMetrics({ passed: 3, completed: 4 }),
      samples: { total: 5, passed: 3, failed: 0, errored: 1, timedOut: 1, source: 'metrics' },
      code: {
        requested: 'auto',
        source: 'pull-request-head',
        commit: 'c'.repeat(40),
        branch: null,
        label: 'PR head',
      },
    });
    expect(managedOutputs(result, files)).toEqual({
      verdict: 'passed',
      'run-name': 'eval-run-1',
      'run-id': 'id-1',
      'run-url': 'http://127.0.0.1/eval/eval-run-1',
      status: 'finished',
      submitted: 'true',
      'pass-rate': '0.75',
      'result-json': 'out/result.json',
      'report-markdown': 'out/report.md',
      'exit-code': '0',
      'code-ref': 'c'.repeat(40),
      errored: '1',
      'timed-out': '1',
    });
  });

  it('leave the run empty, and submitted false, when the step ended before there was one', () => {
    const outputs = managedOutputs(makeManagedResult({ run: null, verdict: 'error', exitCode: 2 }), files);
    expect(outputs).toMatchObject({
      verdict: 'error',
      'run-name': '',
      'run-id': '',
      'run-url': '',
      status: '',
      submitted: 'false',
      'pass-rate': '',
      'exit-code': '2',
      'code-ref': '',
    });
  });

  it('say false for a run resumed from an earlier attempt, with an id and a url only when known', () => {
    const run = {
      name: 'r',
      id: null,
      url: null,
      status: 'running',
      submitted: false,
      resumed: true,
      retried: false,
    };
    expect(
      managedOutputs(makeManagedResult({ run, verdict: 'timed-out', exitCode: 3 }), files),
    ).toMatchObject({
      'run-name': 'r',
      'run-id': '',
      'run-url': '',
      status: 'running',
      submitted: 'false',
      'exit-code': '3',
    });
  });

  it("give a benchmark's best pass@1 as its pass rate, and nothing when no agent had one", () => {
    const benchmark = (best: number | null) =>
      makeManagedResult({ kind: 'benchmark-submit', benchmark: { agents: [agent], bestPassAt1: best } });
    expect(managedOutputs(benchmark(0.4), files)['pass-rate']).toBe('0.4');
    expect(managedOutputs(benchmark(0), files)['pass-rate']).toBe('0');
    expect(managedOutputs(benchmark(null), files)['pass-rate']).toBe('');
    const training = makeManagedResult({
      kind: 'train-submit',
      training: { status: 'finished', step: 10, totalSteps: 10, reward: 0.5 },
    });
    expect(managedOutputs(training, files)['pass-rate']).toBe('');
  });

  it('name a branch the platform ran as branch:<name>, and nothing for the default branch', () => {
    const code = (commit: string | null, branch: string | null) =>
      managedOutputs(
        makeManagedResult({
          code: { requested: 'config', source: 'config', commit, branch, label: 'config' },
        }),
        files,
      )['code-ref'];
    expect(code(null, 'release/1.2')).toBe('branch:release/1.2');
    expect(code('d'.repeat(40), 'main')).toBe('d'.repeat(40));
    expect(code(null, null)).toBe('');
  });
});

describe('managed-run result serialization', () => {
  it('writes the validated document as two-space JSON ending in a newline', () => {
    const result = makeManagedResult({ warnings: ['w'] });
    const text = serializeManagedResult(result);
    expect(text).toBe(`${JSON.stringify(result, null, 2)}\n`);
    expect(text.startsWith('{\n  "schemaVersion": 1,\n  "kind": "eval-submit",')).toBe(true);
  });

  it('accepts each verdict and refuses an exit code outside 0-3', () => {
    expect(MANAGED_VERDICTS).toHaveLength(8);
    for (const verdict of MANAGED_VERDICTS)
      expect(managedResultSchema.safeParse(makeManagedResult({ verdict })).success, verdict).toBe(true);
    expect(() => serializeManagedResult(makeManagedResult({ exitCode: 4 as never }))).toThrow();
  });
});
