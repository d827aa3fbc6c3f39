import { describe, expect, it } from 'vitest';
import {
  compareFailing,
  createWorstRows,
  type FailingRow,
  MAX_ROW_ANNOTATIONS,
  rowAnnotation,
} from '../../src/core/artifacts/row-annotations.js';
import type { IndexRow } from '../../src/core/metrics.js';

const failing = (fields: Partial<FailingRow>): FailingRow => ({
  rowIndex: 0,
  runIndex: 0,
  group: 'below-threshold',
  message: 'm',
  reward: 0,
  errored: false,
  ...fields,
});

const row = (fields: Partial<IndexRow> & Pick<IndexRow, 'row_index'>): IndexRow => ({
  run_index: 0,
  status: 'success',
  reward: 0,
  ...fields,
});

describe('compareFailing', () => {
  it('puts a rollout error before any low reward', () => {
    const error = failing({ errored: true, reward: 0.9 });
    const low = failing({ reward: 0 });
    expect(compareFailing(error, low)).toBeLessThan(0);
    expect(compareFailing(low, error)).toBeGreaterThan(0);
  });

  it('then the lower reward, no reward lowest of all', () => {
    expect(compareFailing(failing({ reward: 0.1 }), failing({ reward: 0.2 }))).toBeLessThan(0);
    expect(compareFailing(failing({ reward: 0.2 }), failing({ reward: 0.1 }))).toBeGreaterThan(0);
    expect(compareFailing(failing({ reward: null }), failing({ reward: -5 }))).toBeLessThan(0);
    expect(compareFailing(failing({ reward: -5 }), failing({ reward: null }))).toBeGreaterThan(0);
  });

  it('then dataset order: row, then run', () => {
    expect(compareFailing(failing({ rowIndex: 1, runIndex: 5 }), failing({ rowIndex: 2 }))).toBeLessThan(0);
    expect(compareFailing(failing({ rowIndex: 2 }), failing({ rowIndex: 1, runIndex: 5 }))).toBeGreaterThan(
      0,
    );
    expect(compareFailing(failing({ rowIndex: 3, runIndex: 0 }), failing({ rowIndex: 3, runIndex: 1 }))).toBe(
      -1,
    );
    expect(compareFailing(failing({ errored: true }), failing({ errored: true }))).toBe(0);
  });
});

describe('createWorstRows', () => {
  it('keeps the ten worst failing rows by default and counts every failing row', () => {
    expect(MAX_ROW_ANNOTATIONS).toBe(10);
    const worst = createWorstRows(0.5);
    for (let index = 0; index < 25; index += 1) worst.add(row({ row_index: index, reward: index / 100 }));
    worst.add(row({ row_index: 99, reward: 0.5 }));
    const { worst: kept, count } = worst.finish();
    expect(count).toBe(25);
    expect(kept.map((r) => r.rowIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets a worse row arriving late push out the best of a full list', () => {
    const worst = createWorstRows(1, 2);
    worst.add(row({ row_index: 0, reward: 0.5 }));
    worst.add(row({ row_index: 1, reward: 0.4 }));
    worst.add(row({ row_index: 2, reward: 0.6 }));
    worst.add(row({ row_index: 3, reward: 0.1 }));
    expect(worst.finish().worst.map((r) => r.rowIndex)).toEqual([3, 1]);
  });

  it('keeps rows that compare alike in the order they came, and the limit exactly', () => {
    const worst = createWorstRows(1, 3);
    for (let index = 0; index < 5; index += 1) worst.add(row({ row_index: index, reward: 0.3 }));
    expect(worst.finish().worst.map((r) => r.rowIndex)).toEqual([0, 1, 2]);
  });

  it('records what the annotation needs of each row', () => {
    const worst = createWorstRows(1);
    worst.add(row({ row_index: 4, run_index: 1, status: 'failed', error_type: 'Timeout', reward: null }));
    worst.add(row({ row_index: 2, reward: 0.25 }));
    worst.add(row({ row_index: 3, status: 'skipped' }));
    worst.add(row({ row_index: 5, reward: 1 }));
    expect(worst.finish()).toEqual({
      count: 2,
      worst: [
        {
          rowIndex: 4,
          runIndex: 1,
          errored: true,
          group: 'Timeout',
          message: 'rollout failed (Timeout); no reward, threshold 1',
          reward: null,
        },
        {
          rowIndex: 2,
          runIndex: 0,
          errored: false,
          group: 'below-threshold',
          message: 'reward 0.25 below the threshold 1',
          reward: 0.25,
        },
      ],
    });
  });

  it('hands out a copy: rows added after finish do not change an earlier answer', () => {
    const worst = createWorstRows(1);
    worst.add(row({ row_index: 0 }));
    const first = worst.finish();
    worst.add(row({ row_index: 1 }));
    expect(first.worst).toHaveLength(1);
    expect(worst.finish().worst).toHaveLength(2);
  });
});

describe('rowAnnotation', () => {
  it('names the row, and the run only when rows run more than once', () => {
    const entry = failing({ rowIndex: 7, runIndex: 1, group: 'Crash', message: 'rollout failed' });
    expect(rowAnnotation(entry, 1)).toEqual({
      title: 'osmosis eval: row 7 Crash',
      message: 'rollout failed',
    });
    expect(rowAnnotation(entry, 2).title).toBe('osmosis eval: row 7 (run 1) Crash');
  });
});
