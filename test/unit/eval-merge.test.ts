import { describe, expect, it } from 'vitest';
import { findShards } from '../../src/commands/eval-merge.js';
import { shardRows, shardRunName } from '../../src/core/shards/shards.js';

describe('shards', () => {
  it('partition the population into contiguous parts that differ by at most one row', () => {
    for (const [rows, count] of [
      [10, 3],
      [7, 7],
      [100, 8],
    ] as const) {
      const population = Array.from({ length: rows }, (_, row) => row * 2);
      const parts = Array.from({ length: count }, (_, i) => shardRows(population, i + 1, count));
      expect(parts.flat()).toEqual(population);
      const sizes = parts.map((part) => part.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect(shardRunName('pr7', 2, 3)).toBe('pr7.s2of3');
  });
});

describe('findShards', () => {
  it('finds every shard, also one that ran beside a journal of other inputs', () => {
    expect(findShards(['pr.s1of3', 'pr.s2of3-0a1b2c3d', 'pr.s3of3', 'other'], 'pr', 3)).toEqual([
      'pr.s1of3',
      'pr.s2of3-0a1b2c3d',
      'pr.s3of3',
    ]);
  });

  it('refuses a missing shard by name', () => {
    expect(() => findShards(['pr.s1of3', 'pr.s3of3'], 'pr', 3)).toThrow(/^Missing shard: pr\.s2of3 /);
  });

  it('refuses a shard that is there twice, by name', () => {
    expect(() => findShards(['pr.s1of2', 'pr.s1of2-0a1b2c3d', 'pr.s2of2'], 'pr', 2)).toThrow(
      /Shard 1\/2 is there twice: pr\.s1of2 and pr\.s1of2-0a1b2c3d/,
    );
  });

  it('refuses shards of another count beside these', () => {
    expect(() => findShards(['pr.s1of2', 'pr.s2of2', 'pr.s1of3'], 'pr', 2)).toThrow(/another count/);
  });
});

describe('the report of an adaptive or merged result', () => {
  it('says what decided and which shards were merged', async () => {
    const { renderComment } = await import('../../src/core/report/comment.js');
    const { makeMetrics, makeResult } = await import('../helpers/results.js');
    const result = {
      ...makeResult(makeMetrics({ passed: 70, completed: 75 }), {}),
      adaptive: {
        mode: 'confident' as const,
        confidence: 0.95,
        batchSize: 25,
        rowsRun: 75,
        rowsTotal: 200,
        decidedEarly: true,
        rule: 'confidence-sequence' as const,
        bounds: { lower: 0.81, upper: 0.99 },
        possible: { lower: 0.3, upper: 0.99 },
        samplePassRate: 0.96,
        errorBound: 0.05,
        runs: ['a.b1', 'a.b2', 'a.b3'],
        summary:
          'decided after 75 of 200 rows: a full run passes with probability ≥ 95% (95% bound for all rows: 81.0%–99.0%)',
      },
      shards: {
        count: 2,
        parts: [
          { shard: '1/2', runName: 'pr.s1of2', rows: 5 },
          { shard: '2/2', runName: 'pr.s2of2', rows: 5 },
        ],
        missingRows: 0,
      },
    };
    const markdown = renderComment(result, { key: 'k' });
    expect(markdown).toContain(
      '| Adaptive | decided after 75 of 200 rows: a full run passes with probability ≥ 95%',
    );
    expect(markdown).toContain('`pr.s1of2` · `pr.s2of2`');
  });
});

describe('a config that is not there', () => {
  it('names each place looked in once: the working directory is the workspace', async () => {
    const { evalMerge } = await import('../../src/commands/eval-merge.js');
    const { parseEvalMergeInputs } = await import('../../src/core/eval-merge-inputs.js');
    const inputs = parseEvalMergeInputs(
      (name) => ({ config: 'configs/eval/missing.toml', shards: '2' })[name],
      (name) => `--${name}`,
    );
    const deps = {
      facts: { cwd: '/ws', toolVersion: 'test', runContext: {}, now: () => new Date(0) },
      wording: { log: { info: () => {}, warning: () => {}, debug: () => {} } },
      files: { readText: async () => undefined },
      workspace: { findWorkspace: async () => '/ws', locate: async () => undefined },
    } as unknown as Parameters<typeof evalMerge>[1];
    const outcome = await evalMerge(inputs, deps);
    expect(outcome.result.exitCode).toBe(2);
    expect(outcome.result.error?.message).toBe(
      'Config file not found: configs/eval/missing.toml (looked in /ws).',
    );
  });

  it('names the working directory and the workspace when they differ', async () => {
    const { configSearchPlaces } = await import('../../src/core/config/location.js');
    expect(configSearchPlaces('/ws/sub', '/ws')).toBe('in /ws/sub and in the workspace /ws');
    expect(configSearchPlaces('/ws/', '/ws')).toBe('in /ws');
  });
});
