import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';
import {
  expandSelection,
  formatSelection,
  MAX_SELECTED_ROWS,
  mergedRunMetrics,
  mergeRunParts,
  type RunPart,
} from '../../src/core/journal/run-parts.js';
import { createMetricsAccumulator } from '../../src/core/metrics.js';
import { seededRandom as random } from '../helpers/seeded-random.js';

/** A full run over `rows` source rows with `runs` runs each: statuses, rewards and errors at random. */
function fullRun(next: () => number, rows: number, runs: number): IndexRow[] {
  const out: IndexRow[] = [];
  for (let row = 0; row < rows; row++) {
    for (let run = 0; run < runs; run++) {
      const roll = next();
      const status = roll < 0.1 ? 'skipped' : roll < 0.25 ? 'failed' : 'success';
      out.push({
        row_index: row,
        run_index: run,
        rollout_id: `r${row}-${run}`,
        status,
        reward: status === 'skipped' ? null : Math.round(next() * 4) / 4,
        tokens: Math.floor(next() * 100),
        error_type: status === 'failed' ? (next() < 0.5 ? 'timeout' : 'grader') : null,
      });
    }
  }
  return out;
}

/** Splits the full run into `count` parts as osmosis would write them (row_index positional). */
function split(next: () => number, full: IndexRow[], rows: number, count: number): RunPart[] {
  const assignment = Array.from({ length: rows }, () => Math.floor(next() * count));
  const parts: RunPart[] = [];
  for (let p = 0; p < count; p++) {
    const selected = assignment.flatMap((part, row) => (part === p ? [row] : []));
    if (selected.length === 0) continue;
    const position = new Map(selected.map((row, index) => [row, index]));
    parts.push({
      name: `part-${p}`,
      selection: formatSelection(selected),
      rows: full
        .filter((r) => position.has(r.row_index))
        .map((r) => ({ ...r, row_index: position.get(r.row_index) as number })),
    });
  }
  return parts;
}

function metricsOf(rows: IndexRow[]) {
  const accumulator = createMetricsAccumulator({ passThreshold: 0.5 });
  for (const row of rows) accumulator.add(row);
  return accumulator.finish(undefined);
}

describe('mergeRunParts', () => {
  it('equals the single full run on the same rows, over 300 random datasets and partitions', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const rows = 1 + Math.floor(next() * 60);
      const runs = 1 + Math.floor(next() * 3);
      const full = fullRun(next, rows, runs);
      const parts = split(next, full, rows, 1 + Math.floor(next() * 6));
      const merged = mergeRunParts(
        parts,
        Array.from({ length: rows }, (_, i) => i),
      );
      expect(merged.missing).toEqual([]);
      const expected = metricsOf(full);
      const actual = metricsOf(merged.rows);
      // Failure groups list rows in arrival order, and the reward's running std depends on the order
      // in its last bits; everything else must be identical.
      const round = (x: number) => Math.round(x * 1e9) / 1e9;
      const sortGroups = (m: typeof expected) => ({
        ...m,
        reward: m.reward && Object.fromEntries(Object.entries(m.reward).map(([k, v]) => [k, round(v)])),
        failureGroups: m.failureGroups.map((g) => ({
          ...g,
          rows: [...g.rows].sort((a, b) => a.rowIndex - b.rowIndex || a.runIndex - b.runIndex),
        })),
      });
      expect(sortGroups(actual)).toEqual(sortGroups(expected));
    }
  });

  it('refuses a source row present in two parts, naming both', () => {
    const row = (index: number): IndexRow => ({
      row_index: index,
      run_index: 0,
      status: 'success',
      reward: 1,
    });
    const parts: RunPart[] = [
      { name: 'shard-1', selection: '0-2', rows: [row(0), row(1), row(2)] },
      { name: 'shard-2', selection: '2-3', rows: [row(0), row(1)] },
    ];
    expect(() => mergeRunParts(parts, [0, 1, 2, 3])).toThrow(
      /source row 2 is in two parts, shard-1 and shard-2/,
    );
  });

  it('reports rows no part ran as missing instead of counting them', () => {
    const row = (index: number): IndexRow => ({
      row_index: index,
      run_index: 0,
      status: 'success',
      reward: 1,
    });
    const merged = mergeRunParts([{ name: 'a', selection: '0,4', rows: [row(0), row(1)] }], [0, 1, 2, 3, 4]);
    expect(merged.missing).toEqual([1, 2, 3]);
    expect(merged.rows.map((r) => r.row_index)).toEqual([0, 4]);
  });

  it('refuses a journal whose rows do not fit its selection', () => {
    const parts: RunPart[] = [
      { name: 'odd', selection: '5', rows: [{ row_index: 1, run_index: 0, status: 'success' }] },
    ];
    expect(() => mergeRunParts(parts, [5])).toThrow(/row_index 1, past the 1 rows of its selection/);
  });
});

describe('row selections', () => {
  it('expand sorted and de-duplicated, as osmosis normalises them, and format back to ranges', () => {
    expect(expandSelection('8,1-2,1')).toEqual([1, 2, 8]);
    expect(formatSelection([8, 1, 2, 1, 3, 10, 11])).toBe('1-3,8,10-11');
    expect(formatSelection(expandSelection('0-4,7,9-12'))).toBe('0-4,7,9-12');
  });

  it('refuse a backwards range and an absurd size without allocating it', () => {
    expect(() => expandSelection('5-2')).toThrow(/low-high/);
    expect(() => expandSelection('0-99999999999999999999')).toThrow(/more than/);
  });
});

describe('row selections, to the letter', () => {
  it('allow spaces around numbers and dashes, and a single row', () => {
    expect(expandSelection(' 3 - 5 , 9 ')).toEqual([3, 4, 5, 9]);
    expect(expandSelection('0')).toEqual([0]);
    expect(expandSelection('4-4')).toEqual([4]);
  });

  it.each(['', '1,', 'a', '1-2-3', '-1', '1.5', '1 2', 'x1', '1x'])(
    'refuse %j, showing how to write one',
    (text) => {
      expect(() => expandSelection(text)).toThrow(UsageError);
      expect(() => expandSelection(text)).toThrow(
        `invalid row selection ${JSON.stringify(text)}: use e.g. "0-9" or "3,7,10-20"`,
      );
    },
  );

  it('name the backwards range and the whole selection', () => {
    expect(() => expandSelection('1, 5-2 ')).toThrow('invalid row range 5-2 in "1, 5-2 ": write it low-high');
  });

  it(`refuse more than ${MAX_SELECTED_ROWS} rows in all, counting the rows already taken, before allocating`, () => {
    expect(MAX_SELECTED_ROWS).toBe(10_000_000);
    expect(() => expandSelection('0-10000000')).toThrow(
      'row selection "0-10000000" has more than 10000000 rows',
    );
    expect(() => expandSelection('0,1-10000000')).toThrow(
      'row selection "0,1-10000000" has more than 10000000 rows',
    );
  });

  it('format nothing as the empty selection, and single rows apart', () => {
    expect(formatSelection([])).toBe('');
    expect(formatSelection([5])).toBe('5');
    expect(formatSelection([1, 3, 5])).toBe('1,3,5');
    expect(formatSelection([2, 1])).toBe('1-2');
  });
});

describe('mergeRunParts, to the letter', () => {
  const row = (index: number, run = 0): IndexRow => ({
    row_index: index,
    run_index: run,
    status: 'success',
    reward: 1,
  });

  it('a part that ran every row keeps its row_index; one part may hold several runs of a row', () => {
    const merged = mergeRunParts(
      [
        { name: 'all', selection: null, rows: [row(0), row(0, 1), row(2)] },
        { name: 'more', selection: '7', rows: [row(0)] },
      ],
      [0, 1, 2, 7],
    );
    expect(merged.rows.map((r) => [r.row_index, r.run_index])).toEqual([
      [0, 0],
      [0, 1],
      [2, 0],
      [7, 0],
    ]);
    expect(merged.missing).toEqual([1]);
  });

  it('names the part, its selection and its size when a row_index does not fit', () => {
    const parts: RunPart[] = [{ name: 'b2', selection: '3-4', rows: [row(2)] }];
    expect(() => mergeRunParts(parts, [3, 4])).toThrow(UsageError);
    expect(() => mergeRunParts(parts, [3, 4])).toThrow(
      'run b2 has row_index 2, past the 2 rows of its selection 3-4: its journal does not match its selection',
    );
  });

  it('says how to fix an overlap', () => {
    const parts: RunPart[] = [
      { name: 'p1', selection: null, rows: [row(3)] },
      { name: 'p2', selection: '3', rows: [row(0)] },
    ];
    expect(() => mergeRunParts(parts, [3])).toThrow(
      "source row 3 is in two parts, p1 and p2: each row must be run by exactly one part. Check that the parts' row selections do not overlap.",
    );
  });
});

describe('mergedRunMetrics', () => {
  it('scores the merged rows at the threshold and marks the run finished or incomplete', () => {
    const parts: RunPart[] = [
      { name: 'a', selection: '10', rows: [{ row_index: 0, run_index: 0, status: 'success', reward: 0.7 }] },
      { name: 'b', selection: '11', rows: [{ row_index: 0, run_index: 0, status: 'success', reward: 0.3 }] },
    ];
    const done = mergedRunMetrics(parts, [10, 11, 12], { passThreshold: 0.5, finished: true });
    expect(done.metrics).toMatchObject({ status: 'finished', total: 2, passed: 1, passThreshold: 0.5 });
    expect(done.missing).toEqual([12]);
    expect(mergedRunMetrics(parts, [10, 11], { passThreshold: 0.5, finished: false }).metrics.status).toBe(
      'incomplete',
    );
  });
});
