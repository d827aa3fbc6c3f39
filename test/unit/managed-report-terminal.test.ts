/** The terminal rendering of a managed run (the npx CLI's eval-submit, benchmark-submit, train-submit). */
import { describe, expect, it } from 'vitest';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { renderManagedTerminal } from '../../src/core/report/managed-report.js';
import { makeManagedResult } from '../helpers/managed.js';
import { makeMetrics } from '../helpers/results.js';

const run = makeManagedResult().run as NonNullable<ManagedResult['run']>;

describe('the managed terminal report', () => {
  it('gives the run, the code, the verdict, the pre-flight and the numbers, one per line', () => {
    const result = makeManagedResult({
      verdict: 'passed',
      summary: 'Pass rate 75.0% (3/4) ≥ 50.0%.',
      code: { requested: 'auto', source: 'event', commit: null, branch: 'feat/x', label: 'push' },
      preflight: {
        evalRun: 'pre-1',
        status: 'finished',
        passRate: 1,
        threshold: 0.5,
        passed: true,
        reason: 'fine',
      },
      metrics: makeMetrics({
        passed: 3,
        completed: 4,
        total: 6,
        failed: 1,
        skipped: 1,
        passRateInterval: { lower: 0.3, upper: 0.95, confidence: 0.95 },
      }),
    });
    expect(renderManagedTerminal(result)).toBe(
      [
        'osmosis managed eval passed: configs/eval/quickstart.toml',
        '  run         eval-run-1 (finished) http://127.0.0.1/eval/eval-run-1',
        '  code        branch feat/x (push)',
        '  verdict     Pass rate 75.0% (3/4) ≥ 50.0%.',
        '  pre-flight  pre-1: fine',
        '  pass rate   75.0% (3/4), 95% CI 30.0%–95.0%',
        '  samples     6 total, 3 passed, 1 not passed, 1 timed out',
        '',
      ].join('\n'),
    );
  });

  it('says how many samples timed out above everything else, and counts every sample once', () => {
    const result = makeManagedResult({
      verdict: 'failed',
      summary: '9 of 10 samples timed out (90.0%), more than max-skipped 10.0% allows.',
      metrics: makeMetrics({ passed: 1, completed: 1, total: 10, skipped: 9 }),
      samples: { total: 10, passed: 1, failed: 0, errored: 0, timedOut: 9, source: 'results' },
    });
    const lines = renderManagedTerminal(result).split('\n');
    expect(lines[1]).toBe('  TIMED OUT   9 of 10 samples timed out (no grade; left out of the pass rate)');
    expect(lines).toContain(
      "  samples     10 total, 1 passed, 0 below threshold, 0 errored, 9 timed out, counted from the run's results (metrics unavailable)",
    );
  });

  it('is the heading and the verdict alone for a step that ended before a run', () => {
    const result = makeManagedResult({
      kind: 'train-submit',
      verdict: 'error',
      run: null,
      summary: 'Bad input.',
    });
    expect(renderManagedTerminal(result)).toBe(
      'osmosis training run error: configs/eval/quickstart.toml\n  verdict     Bad input.\n',
    );
  });

  it('leaves out a link the platform did not give', () => {
    const text = renderManagedTerminal(
      makeManagedResult({ kind: 'benchmark-submit', run: { ...run, url: null, status: 'running' } }),
    );
    expect(text.split('\n').slice(0, 2)).toEqual([
      'osmosis benchmark report only (no threshold): configs/eval/quickstart.toml',
      '  run         eval-run-1 (running)',
    ]);
  });
});

describe('the managed terminal report, section by section', () => {
  it('lists the rows that did not pass per group, the first 20 of each', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ rowIndex: i, runIndex: 0 }));
    const metrics = makeMetrics({
      passed: 0,
      completed: 46,
      failureGroups: [
        { errorType: 'timeout', count: 25, rows: rows(25) },
        { errorType: 'crash', count: 20, rows: rows(20) },
        { errorType: 'oom', count: 1, rows: rows(1) },
      ],
    });
    const lines = renderManagedTerminal(makeManagedResult({ metrics })).split('\n');
    const first20 = Array.from({ length: 20 }, (_, i) => i).join(', ');
    expect(lines.filter((l) => l.startsWith('  not passed'))).toEqual([
      `  not passed  25 timeout: rows ${first20}, …`,
      `  not passed  20 crash: rows ${first20}`,
      '  not passed  1 oom: rows 0',
    ]);
  });

  it('gives each agent its verdict and reason, and the training step', () => {
    const agent = {
      index: 0,
      label: 'small',
      passAt1: 0.2,
      interval: null,
      n: 10,
      rank: 2,
      verdict: 'failed' as const,
      reason: 'pass@1 20.0% < 30.0%.',
    };
    const text = renderManagedTerminal(
      makeManagedResult({ kind: 'benchmark-submit', benchmark: { agents: [agent], bestPassAt1: 0.2 } }),
    );
    expect(text).toContain('\n  agent       small: failed, pass@1 20.0% < 30.0%.\n');
    const training = (step: number | null, totalSteps: number | null) =>
      renderManagedTerminal(
        makeManagedResult({
          kind: 'train-submit',
          training: { status: 'running', step, totalSteps, reward: null },
        }),
      );
    expect(training(5, 10)).toContain('\n  training    running, step 5 of 10\n');
    expect(training(5, null)).toContain('\n  training    running, step 5\n');
    expect(training(null, 10)).toContain('\n  training    running\n');
  });

  it("indents osmosis's stderr, the last 30 platform log lines and each warning", () => {
    const logs = Array.from({ length: 35 }, (_, i) => `log ${i}`);
    const text = renderManagedTerminal(
      makeManagedResult({
        error: { kind: 'osmosis', message: 'x', stderrTail: 'Traceback\nValueError' },
        platformLogs: { lines: logs, truncated: true },
        warnings: ['w1', 'w2'],
      }),
    );
    const lines = text.split('\n');
    const from = lines.indexOf('  osmosis stderr (last lines):');
    expect(lines.slice(from)).toEqual([
      '  osmosis stderr (last lines):',
      '    Traceback',
      '    ValueError',
      '  platform logs (last lines):',
      ...logs.slice(5).map((l) => `    ${l}`),
      '  warning     w1',
      '  warning     w2',
      '',
    ]);
    const quiet = renderManagedTerminal(
      makeManagedResult({
        error: { kind: 'osmosis', message: 'x', stderrTail: '' },
        platformLogs: { lines: [], truncated: false },
      }),
    );
    expect(quiet).not.toContain('last lines');
  });
});
