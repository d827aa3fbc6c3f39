import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/core/managed.js';
import { wilsonInterval } from '../../src/core/stats.js';

const run = { id: 'run-id', name: 'run-1', status: 'finished' };
const evalOf = (data: Record<string, unknown>, status = 'finished') =>
  readSnapshot('eval', { eval_run: { ...run, status }, ...data }, 'fallback');
const metricsOf = (summary: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  evalOf({ metrics: { summary }, ...extra })?.eval;

describe('an eval info envelope', () => {
  it('gives every metric of a finished run from metrics.summary', () => {
    const snapshot = evalOf({
      summary: { progress: { completed: 10, total: 10 } },
      config: { n: 3 },
      metrics: {
        eval_run: { duration_ms: 1234 },
        summary: {
          total_samples: 12,
          completed_samples: 10,
          graded: 9,
          passed: 8,
          failed: 1,
          skipped: 2,
          pass_threshold: 0.5,
          tokens_used: 500,
          total_tokens: 900,
          reward_stats: { mean: 0.7, median: 0.8, std: 0.1, min: 0, max: 1 },
          pass_at_k: [{ k: 2, value: 0.9 }],
        },
      },
    });
    expect(snapshot).toEqual({
      kind: 'eval',
      id: 'run-id',
      name: 'run-1',
      status: 'finished',
      url: null,
      commitSha: null,
      branch: null,
      progress: '10/10 samples done, 9 graded',
      samples: { total: 12, passed: 8, failed: 1, errored: 1, timedOut: 2, source: 'metrics' },
      metricsAvailable: true,
      sampling: { limit: null, sampledRows: null, datasetRows: null },
      eval: {
        status: 'finished',
        total: 12,
        completed: 10,
        passed: 8,
        failed: 1,
        skipped: 2,
        graded: 9,
        passRate: 0.8,
        passRateInterval: { ...wilsonInterval(8, 10), confidence: 0.95 },
        passThreshold: 0.5,
        reward: { mean: 0.7, median: 0.8, std: 0.1, min: 0, max: 1 },
        runsPerRow: 3,
        passAtK: [{ k: 2, value: 0.9 }],
        tokens: 500,
        durationMs: 1234,
        resumedRows: 0,
        failureGroups: [],
      },
    });
  });

  it('falls back on the defaults the CLI uses when metrics.summary says little', () => {
    // `passed` and `graded` alone cannot say how many samples errored: no numbers rather than graded as the total.
    expect(metricsOf({ passed: 3, graded: 4 })).toBeUndefined();
    expect(metricsOf({ passed: 3, graded: 4, failed: 0 })).toMatchObject({
      total: 4,
      completed: 4,
      failed: 0,
      skipped: 0,
      graded: 4,
      passRate: 0.75,
      passThreshold: 1,
      reward: null,
      runsPerRow: 1,
      passAtK: [],
      tokens: 0,
      durationMs: null,
    });
  });
});

describe("an eval's counts", () => {
  it('counts skipped samples in the total but not in the completed ones', () => {
    expect(metricsOf({ passed: 2, graded: 4, failed: 0, skipped: 1 })).toMatchObject({
      total: 5,
      completed: 4,
      graded: 4,
    });
    expect(metricsOf({ passed: 2, total_samples: 6, skipped: 2 })).toMatchObject({
      total: 6,
      completed: 4,
      graded: 4,
      passRate: 0.5,
    });
    expect(metricsOf({ passed: 1 })).toBeUndefined();
  });

  it('takes total_tokens when tokens_used is absent, and ignores an unreadable config', () => {
    expect(metricsOf({ passed: 1, graded: 1, failed: 0, total_tokens: 42 })?.tokens).toBe(42);
    expect(metricsOf({ passed: 1, graded: 1, failed: 0 }, { config: { n: 'three' } })?.runsPerRow).toBe(1);
    expect(metricsOf({ passed: 1, graded: 1, failed: 0 }, { config: { n: null } })?.runsPerRow).toBe(1);
    expect(
      metricsOf({ passed: 1, graded: 1, failed: 0 }, { config: { n: Number.POSITIVE_INFINITY } })?.runsPerRow,
    ).toBe(1);
  });

  it('keeps the pass count within the completed samples, rounded and never negative', () => {
    expect(metricsOf({ passed: 12, completed_samples: 10, graded: 10 })).toMatchObject({
      passed: 10,
      passRate: 1,
      passRateInterval: { ...wilsonInterval(10, 10), confidence: 0.95 },
    });
    expect(metricsOf({ passed: -2, completed_samples: 10, graded: 10 })).toMatchObject({
      passed: 0,
      passRate: 0,
    });
    expect(
      metricsOf({ passed: 6.6, completed_samples: 9.6, graded: 9.6, failed: 2.6, skipped: 0.4 }),
    ).toMatchObject({ passed: 7, completed: 10, graded: 10, failed: 0, skipped: 0 });
    expect(metricsOf({ passed: 3, completed_samples: -4, total_samples: 2.4 })).toMatchObject({
      passed: 0,
      completed: 0,
      total: 0,
      passRate: 0,
      passRateInterval: { lower: 0, upper: 1, confidence: 0.95 },
    });
  });

  it('has no reward unless all five reward statistics are numbers', () => {
    const full = { mean: 0.5, median: 0.5, std: 0.2, min: 0, max: 1 };
    expect(metricsOf({ passed: 1, graded: 1, failed: 0, reward_stats: full })?.reward).toEqual(full);
    for (const key of Object.keys(full))
      expect(
        metricsOf({ passed: 1, graded: 1, failed: 0, reward_stats: { ...full, [key]: null } })?.reward,
      ).toBeNull();
    expect(metricsOf({ passed: 1, graded: 1, failed: 0, reward_stats: null })?.reward).toBeNull();
  });

  it('reads `results` while there is no metrics block, and nothing before a pass count exists', () => {
    expect(evalOf({ results: { passed: 2, graded: 2, failed: 0 } })?.eval).toMatchObject({
      passed: 2,
      passRate: 1,
    });
    expect(
      evalOf({ metrics: { summary: 'late' }, results: { passed: 1, graded: 2, failed: 0 } })?.eval?.passRate,
    ).toBe(0.5);
    expect(
      evalOf({
        metrics: { summary: { passed: 2, graded: 2, failed: 0 } },
        results: { passed: 0, graded: 2, failed: 0 },
      })?.eval?.passed,
    ).toBe(2);
    expect(evalOf({ results: { graded: 2 } })?.eval).toBeUndefined();
    expect(evalOf({ results: { passed: null, graded: 2 } })?.eval).toBeUndefined();
    expect(evalOf({ results: { passed: 'all' } })?.eval).toBeUndefined();
    expect(evalOf({})?.eval).toBeUndefined();
  });

  it('reads the duration only from metrics.eval_run', () => {
    expect(metricsOf({ passed: 1, graded: 1, failed: 0 }, {})?.durationMs).toBeNull();
    expect(
      evalOf({ metrics: { summary: { passed: 1, graded: 1, failed: 0 }, eval_run: {} } })?.eval?.durationMs,
    ).toBeNull();
    expect(
      evalOf({ metrics: { summary: { passed: 1, graded: 1, failed: 0 }, eval_run: { duration_ms: 'slow' } } })
        ?.eval,
    ).toMatchObject({ durationMs: null, passed: 1 });
    expect(
      evalOf({ metrics: { summary: { passed: 1, graded: 1, failed: 0 }, eval_run: { duration_ms: 0 } } })
        ?.eval?.durationMs,
    ).toBe(0);
  });

  it.each([
    ['finished', 'finished'],
    ['running', 'running'],
    ['pending', 'running'],
    ['failed', 'incomplete'],
    ['stopped', 'incomplete'],
    ['archived', 'unknown'],
  ])('a run %s has metrics of a %s run', (status, expected) => {
    expect(evalOf({ results: { passed: 1, graded: 1, failed: 0 } }, status)?.eval?.status).toBe(expected);
  });
});

describe("an eval's progress", () => {
  it('says the samples done and the graded count', () => {
    expect(evalOf({ summary: { progress: { completed: 3, total: 10 } } })?.progress).toBe(
      '3/10 samples done',
    );
    expect(
      evalOf({ summary: { progress: { completed: 3 } }, results: { passed: 1, graded: 2, failed: 0 } })
        ?.progress,
    ).toBe('3 samples done, 2 graded');
    expect(evalOf({ summary: { progress: { completed: 4, total: 8, unit: 'rows' } } })?.progress).toBe(
      '4/8 rows done',
    );
    expect(evalOf({ summary: { progress: { completed: 0, total: 8 } } })?.progress).toBe('0/8 samples done');
  });

  it('is the graded count alone, or nothing, without a readable progress', () => {
    expect(evalOf({ results: { passed: 1, graded: 2, failed: 0 } })?.progress).toBe('2 graded');
    expect(
      evalOf({ summary: { progress: { total: 8 } }, results: { passed: 1, graded: 2, failed: 0 } })?.progress,
    ).toBe('2 graded');
    expect(
      evalOf({ summary: { progress: 'half' }, results: { passed: 1, graded: 2, failed: 0 } })?.progress,
    ).toBe('2 graded');
    expect(evalOf({ summary: { progress: { completed: 3, total: 'ten' } } })?.progress).toBeNull();
    expect(evalOf({ summary: { progress: { completed: 3, unit: 5 } } })?.progress).toBeNull();
    expect(evalOf({ summary: { progress: null } })?.progress).toBeNull();
    expect(evalOf({})?.progress).toBeNull();
  });
});
