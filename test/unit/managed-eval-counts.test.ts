/**
 * managed-eval-counts.ts on exact cases: which count wins when several are given, the errored samples
 * from graded or failed counts at their clamps, numbers that are not counts, and the sampling fields.
 */
import { describe, expect, it } from 'vitest';
import { sampleCounts, samplingFrom } from '../../src/core/managed/managed-eval-counts.js';

const counts = (
  total: number,
  passed: number,
  failed: number,
  errored: number,
  timedOut: number,
  source: 'metrics' | 'results' = 'metrics',
) => ({ total, passed, failed, errored, timedOut, source });

describe('sampleCounts', () => {
  it('reads a count rounded and at least 0, and nothing that is not a finite number', () => {
    expect(sampleCounts({ total_samples: 10.4, passed: 2.6, failed: -3, skipped: 1.5 }, 'metrics')).toEqual(
      counts(10, 3, 5, 0, 2),
    );
    expect(sampleCounts({ total_samples: 10, passed: -1 }, 'metrics')).toEqual(counts(10, 0, 10, 0, 0));
    for (const passed of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(sampleCounts({ total_samples: 10, passed }, 'metrics')).toBeNull();
    // A skipped count that is no number is no timed-out sample.
    expect(sampleCounts({ total_samples: 10, passed: 4, skipped: Number.NaN }, 'metrics')).toEqual(
      counts(10, 4, 6, 0, 0),
    );
  });

  it('takes total_samples before total_runs, and completed_samples before either less the timed out', () => {
    expect(sampleCounts({ total_samples: 10, total_runs: 7, passed: 5, skipped: 2 }, 'results')).toEqual(
      counts(10, 5, 3, 0, 2, 'results'),
    );
    expect(sampleCounts({ total_runs: 7, passed: 5, skipped: 2 }, 'results')).toEqual(
      counts(7, 5, 0, 0, 2, 'results'),
    );
    expect(
      sampleCounts({ total_samples: 10, completed_samples: 6, passed: 5, skipped: 2 }, 'metrics'),
    ).toEqual(counts(8, 5, 1, 0, 2));
    // A total from graded + failed only when there is no total at all.
    expect(sampleCounts({ total_samples: 10, graded: 3, failed: 2, passed: 3 }, 'metrics')).toEqual(
      counts(10, 3, 0, 7, 0),
    );
    expect(sampleCounts({ failed: 3, passed: 2 }, 'results')).toBeNull();
    expect(sampleCounts({ graded: 4, failed: 3, passed: 2, skipped: 1 }, 'results')).toEqual(
      counts(8, 2, 2, 3, 1, 'results'),
    );
  });

  it('never counts more passed samples than completed ones', () => {
    expect(sampleCounts({ total_samples: 5, passed: 7 }, 'metrics')).toEqual(counts(5, 5, 0, 0, 0));
  });

  it('counts as errored the completed samples without a reward, at least the passed ones graded', () => {
    expect(sampleCounts({ total_samples: 10, graded: 8, passed: 6 }, 'metrics')).toEqual(
      counts(10, 6, 2, 2, 0),
    );
    // Fewer graded than passed: the passed ones had a reward.
    expect(sampleCounts({ total_samples: 10, graded: 4, passed: 6 }, 'metrics')).toEqual(
      counts(10, 6, 0, 4, 0),
    );
    // More graded than completed: none errored.
    expect(sampleCounts({ total_samples: 10, skipped: 5, graded: 8, passed: 3 }, 'metrics')).toEqual(
      counts(10, 3, 2, 0, 5),
    );
  });

  it('without a graded count, takes the failed ones as errored, at most the samples not passed', () => {
    expect(sampleCounts({ total_samples: 10, passed: 6, failed: 3 }, 'metrics')).toEqual(
      counts(10, 6, 1, 3, 0),
    );
    expect(sampleCounts({ total_samples: 10, passed: 6, failed: 9 }, 'metrics')).toEqual(
      counts(10, 6, 0, 4, 0),
    );
    expect(sampleCounts({ total_samples: 10, passed: 6 }, 'metrics')).toEqual(counts(10, 6, 4, 0, 0));
  });
});

describe('samplingFrom', () => {
  it("reads the config's limit and the results' sampled and dataset rows", () => {
    expect(
      samplingFrom({
        config: { limit: 20, x: 1 },
        results: { sampled_rows: 20, total_dataset_rows: 100, y: 2 },
      }),
    ).toEqual({ limit: 20, sampledRows: 20, datasetRows: 100 });
  });

  it('gives null for each field absent, null, or not a number, and for parts that are not objects', () => {
    const none = { limit: null, sampledRows: null, datasetRows: null };
    expect(samplingFrom({})).toEqual(none);
    expect(samplingFrom({ config: { limit: null }, results: { sampled_rows: null } })).toEqual(none);
    expect(
      samplingFrom({ config: { limit: '20' }, results: { sampled_rows: '5', total_dataset_rows: 9 } }),
    ).toEqual(none);
    expect(samplingFrom({ config: 5, results: 'x' })).toEqual(none);
    expect(samplingFrom({ config: { limit: Number.POSITIVE_INFINITY }, results: {} })).toEqual(none);
    expect(samplingFrom({ config: {}, results: { total_dataset_rows: 9 } })).toEqual({
      ...none,
      datasetRows: 9,
    });
  });
});
