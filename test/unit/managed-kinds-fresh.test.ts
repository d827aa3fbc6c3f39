// managed.ts's KINDS table and TRANSIENT_CODES are module-level values: loaded afresh
// (test/helpers/fresh-module.ts), so mutation testing sees each field, status and code.
import { describe, expect, it } from 'vitest';
import * as managed from '../../src/core/managed.js';
import { afresh } from '../helpers/fresh-module.js';

describe("managed.ts's tables, loaded afresh", () => {
  it('KINDS names each kind, its command, noun, groups, statuses and data key', async () => {
    const { KINDS } = await afresh(managed, 'core/managed.ts');
    expect(KINDS).toEqual({
      eval: {
        kind: 'eval',
        command: 'eval-submit',
        noun: 'evaluation run',
        group: ['eval'],
        runGroup: ['eval'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'eval_run',
      },
      benchmark: {
        kind: 'benchmark',
        command: 'benchmark-submit',
        noun: 'benchmark run',
        group: ['benchmark'],
        runGroup: ['benchmark', 'runs'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'benchmark_run',
      },
      training: {
        kind: 'training',
        command: 'train-submit',
        noun: 'training run',
        group: ['train'],
        runGroup: ['train'],
        terminal: new Set(['finished', 'failed', 'crashed', 'stopped', 'killed', 'unknown']),
        succeeded: new Set(['finished']),
        dataKey: 'training_run',
      },
    });
  });

  it('the transient codes are PLATFORM_ERROR, RATE_LIMITED and NETWORK', async () => {
    const fresh = await afresh(managed, 'core/managed.ts');
    expect([...fresh.TRANSIENT_CODES]).toEqual(['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK']);
    for (const code of ['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK'])
      expect(fresh.isTransient(code)).toBe(true);
    expect(fresh.isTransient('')).toBe(false);
    expect(fresh.isTransient('NOT_FOUND')).toBe(false);
  });
});

describe("an eval snapshot's sources, loaded afresh", () => {
  const run = { id: 'i', name: 'n', status: 'finished' };
  const summary = (total: number, passed: number) => ({
    total_samples: total,
    completed_samples: total,
    graded: total,
    passed,
    failed: total - passed,
    skipped: 0,
  });

  it('counts the samples from results when osmosis says the metrics are not available', async () => {
    const { readSnapshot } = await afresh(managed, 'core/managed.ts');
    const metrics = { summary: summary(4, 3) };
    const off = readSnapshot(
      'eval',
      { eval_run: run, metrics, metrics_available: false, results: summary(2, 1) },
      'x',
    );
    expect(off?.metricsAvailable).toBe(false);
    expect(off?.samples).toEqual({
      total: 2,
      passed: 1,
      failed: 1,
      errored: 0,
      timedOut: 0,
      source: 'results',
    });
    const on = readSnapshot('eval', { eval_run: run, metrics, results: summary(2, 1) }, 'x');
    expect(on?.metricsAvailable).toBe(true);
    expect(on?.samples).toEqual({
      total: 4,
      passed: 3,
      failed: 1,
      errored: 0,
      timedOut: 0,
      source: 'metrics',
    });
  });

  it('has null samples without counts, and the commit and branch only as non-empty text', async () => {
    const { readSnapshot } = await afresh(managed, 'core/managed.ts');
    const bare = readSnapshot('eval', { eval_run: run }, 'x');
    expect(bare).toMatchObject({ samples: null, metricsAvailable: false, commitSha: null, branch: null });
    expect(bare?.eval).toBeUndefined();
    const sourced = readSnapshot('eval', { eval_run: { ...run, commit_sha: 'abc', branch: 'main' } }, 'x');
    expect(sourced).toMatchObject({ commitSha: 'abc', branch: 'main' });
    const empty = readSnapshot('eval', { eval_run: { ...run, commit_sha: '', branch: 5 } }, 'x');
    expect(empty).toMatchObject({ commitSha: null, branch: null });
  });
});

describe("managed.ts's zod schemas, loaded afresh", () => {
  const run = { id: 'i', name: 'n', status: 'finished' };
  const summary = { total_samples: 2, completed_samples: 2, graded: 2, passed: 1, failed: 1, skipped: 0 };

  it('a submitted run and a run object need an id and a status', async () => {
    const fresh = await afresh(managed, 'core/managed.ts');
    expect(fresh.readSubmitted({ id: 'i', name: 'n', status: 's' })).toEqual({
      id: 'i',
      name: 'n',
      status: 's',
      url: null,
    });
    expect(fresh.readSubmitted({ name: 'n', status: 's' })).toBeUndefined();
    expect(fresh.readSubmitted({ id: 'i', name: 'n' })).toBeUndefined();
    expect(fresh.readSnapshot('eval', { eval_run: { name: 'n', status: 's' } }, 'x')).toBeUndefined();
    expect(fresh.readSnapshot('eval', { eval_run: { id: 'i', name: 'n' } }, 'x')).toBeUndefined();
  });

  it('a summary whose counts, reward stats or pass@k are not numbers gives no sample counts', async () => {
    const fresh = await afresh(managed, 'core/managed.ts');
    const samplesOf = (results: Record<string, unknown>) =>
      fresh.readSnapshot('eval', { eval_run: run, results }, 'x')?.samples;
    expect(samplesOf(summary)).toMatchObject({ total: 2, passed: 1 });
    expect(samplesOf({ ...summary, total_samples: 'two' })).toBeNull();
    expect(samplesOf({ ...summary, reward_stats: { mean: 'high' } })).toBeNull();
    expect(samplesOf({ ...summary, pass_at_k: [{ k: 'two', value: 1 }] })).toBeNull();
  });
});
