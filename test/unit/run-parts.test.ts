import { describe, expect, it } from 'vitest';
import type { IndexRow } from '../../src/core/journal-files.js';
import { createMetricsAccumulator } from '../../src/core/metrics.js';
import { expandSelection, formatSelection, mergeRunParts, type RunPart } from '../../src/core/run-parts.js';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
