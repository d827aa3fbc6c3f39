import { describe, expect, it } from 'vitest';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import {
  type AppendedRun,
  appendRun,
  emptyHistory,
  estimateRow,
  flakyRows,
  parseRowHistory,
  type RowHistory,
  rowEstimates,
  rowHistoryJson,
  rowsOfRun,
} from '../../src/core/history/row-history.js';

const outcomes = (...runs: string[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: runs,
  belowThreshold: { count: 0, rows: [] },
});
const run = (line: string, change: Partial<AppendedRun> = {}): AppendedRun => ({
  info: { finishedAt: `2026-12-0${(line.length % 9) + 1}T00:00:00.000Z` },
  passThreshold: 1,
  dataset: { sha256: 'a'.repeat(64), rows: line.length },
  rows: rowsOfRun(outcomes(line)),
  ...change,
});
const byIdentity = (line: string, identities: string[], sha = 'a'): AppendedRun =>
  run(line, {
    dataset: { sha256: sha.repeat(64), rows: line.length },
    rows: rowsOfRun({ ...outcomes(line), identities }),
    datasetRows: identities,
  });
const historyOf = (lines: string[], limit = 20): RowHistory =>
  lines.reduce((history, line) => appendRun(history, run(line)).history, emptyHistory(1, limit));

describe('rowsOfRun', () => {
  it('keys rows by index, joins their run indexes in order and leaves out rows without a result', () => {
    expect([...rowsOfRun(outcomes('PF-S', 'FP-'))]).toEqual([
      ['0', 'PF'],
      ['1', 'FP'],
      ['3', 'S'],
    ]);
  });
});

describe('appendRun', () => {
  it('adds new rows with empty segments for the runs before them', () => {
    const history = historyOf(['PP', 'PFP']);
    expect(history.rows.get('0')).toEqual(['P', 'P']);
    expect(history.rows.get('2')).toEqual(['', 'P']);
    expect(history.runs).toHaveLength(2);
  });

  it('drops the oldest run at the limit, and a row no kept run has a result for', () => {
    const full = historyOf(['PPF', 'PP', 'FP'], 3);
    const { history, droppedRuns, droppedRows } = appendRun(full, run('PP'));
    expect(history.runs).toHaveLength(3);
    expect(droppedRuns).toBe(1);
    expect(history.rows.get('0')).toEqual(['P', 'F', 'P']);
    // Row 2 only had the dropped first run.
    expect(history.rows.has('2')).toBe(false);
    expect(droppedRows).toBe(1);
  });

  it('drops rows that left the dataset when the run names its rows by identity', () => {
    const first = byIdentity('PPP', ['c:a', 'c:b', 'c:c']);
    const start = appendRun(emptyHistory(1), first).history;
    const { history, droppedRows } = appendRun(start, byIdentity('PP', ['c:a', 'c:b']));
    expect([...history.rows.keys()]).toEqual(['c:a', 'c:b']);
    expect(droppedRows).toBe(1);
  });

  it('keeps a moved row its history: rows keyed by identity, not position', () => {
    const start = appendRun(emptyHistory(1), byIdentity('PF', ['c:a', 'c:b'])).history;
    const moved = appendRun(start, byIdentity('FP', ['c:b', 'c:a'], 'b')).history;
    expect(moved.rows.get('c:a')).toEqual(['P', 'P']);
    expect(moved.rows.get('c:b')).toEqual(['F', 'F']);
  });

  it('re-keys a version 1 history (by position) on the same dataset, and starts afresh on another', () => {
    const old = parseRowHistory({ ...rowHistoryJson(historyOf(['PF', 'PF'])), version: 1 });
    const same = appendRun(old, byIdentity('PF', ['c:a', 'c:b']));
    expect(same.restarted).toBeUndefined();
    expect(same.history.rows.get('c:b')).toEqual(['F', 'F', 'F']);
    const other = appendRun(old, {
      ...byIdentity('PF', ['c:a', 'c:b']),
      dataset: { sha256: 'b'.repeat(64), rows: 2 },
    });
    expect(other.restarted).toMatch(/keyed by position/);
    expect(other.history.runs).toHaveLength(1);
  });

  it('joins a run once: the same journal digest leaves the history unchanged', () => {
    const once = appendRun(emptyHistory(1), run('PF', { info: { finishedAt: 'x', journal: 'j1' } }));
    const twice = appendRun(once.history, run('PF', { info: { finishedAt: 'y', journal: 'j1' } }));
    expect(twice.duplicate).toBe(true);
    expect(twice.history).toBe(once.history);
    expect(
      appendRun(once.history, run('PF', { info: { finishedAt: 'z', journal: 'j2' } })).history.runs,
    ).toHaveLength(2);
  });

  it('starts afresh on another dataset when rows are keyed by index, and says why', () => {
    const other = run('FF', { dataset: { sha256: 'b'.repeat(64), rows: 2 } });
    const outcome = appendRun(historyOf(['PP', 'PP']), other);
    expect(outcome.restarted).toMatch(/dataset changed \(sha256 aaaaaaaaaaaa → bbbbbbbbbbbb\)/);
    expect(outcome.history.runs).toHaveLength(1);
    expect(outcome.history.rows.get('0')).toEqual(['F']);
    expect(outcome.droppedRuns).toBe(2);
  });

  it('starts afresh when the pass threshold changed', () => {
    const outcome = appendRun(historyOf(['PP']), run('PP', { passThreshold: 0.5 }));
    expect(outcome.restarted).toBe('pass_threshold changed from 1 to 0.5');
    expect(outcome.history.passThreshold).toBe(0.5);
  });

  it('refuses a limit below one', () => {
    expect(() => emptyHistory(1, 0)).toThrow(RangeError);
  });
});

describe('estimates', () => {
  it('shrinks a row that always passed towards ½ by the Jeffreys prior', () => {
    const row = estimateRow('0', Array(20).fill('P'));
    expect(row).toMatchObject({ runsSeen: 20, trials: 20, passes: 20, flaky: false, passRate: 1 });
    expect(row.estimate).toBeCloseTo(20.5 / 21, 12);
  });

  it('counts items over run indexes, ignores skipped items and names a row that flipped as flaky', () => {
    const row = estimateRow('4', ['PF', 'S', '', 'PP']);
    expect(row).toMatchObject({ runsSeen: 2, trials: 4, passes: 3, flaky: true, passRate: 0.75 });
    expect(row.estimate).toBeCloseTo(3.5 / 5, 12);
  });

  it('estimates every row, and lists the flaky ones least reliable first', () => {
    const history = historyOf(['PPFP', 'PFFP', 'PPFF', 'PPFP', 'PFFP']);
    expect(rowEstimates(history).get('2')?.estimate).toBeCloseTo(0.5 / 6, 12);
    expect(flakyRows(history).map((row) => [row.key, row.passRate])).toEqual([
      ['1', 0.6],
      ['3', 0.8],
    ]);
  });
});

describe('the JSON form', () => {
  it('round-trips', () => {
    const history = historyOf(['PPF', 'P-P', 'FPS']);
    const json = JSON.parse(JSON.stringify(rowHistoryJson(history)));
    expect(json.rows['1']).toBe('P,,P');
    expect(parseRowHistory(json)).toEqual(history);
  });

  it('keeps a row key such as __proto__ as a plain key', () => {
    const history = emptyHistory(1);
    const withOdd = appendRun(history, run('P', { rows: new Map([['__proto__', 'P']]) })).history;
    const json = JSON.parse(JSON.stringify(rowHistoryJson(withOdd)));
    expect(Object.keys(json.rows)).toEqual(['__proto__']);
    expect(parseRowHistory(json).rows.get('__proto__')).toEqual(['P']);
  });

  it('names what is wrong', () => {
    const good = rowHistoryJson(historyOf(['PP', 'PF']));
    expect(() => parseRowHistory({ ...good, version: 3 })).toThrow(
      'row history: version 3 is not supported (expected 1 or 2)',
    );
    expect(() => parseRowHistory({ ...good, rows: { 0: 'P,X' } })).toThrow(
      /rows\.0: holds a character other than P, F, S, - or ,/,
    );
    expect(() => parseRowHistory({ ...good, rows: { 0: 'P' } })).toThrow(
      'rows.0 has 1 run segment(s) for 2 run(s)',
    );
    expect(() => parseRowHistory({ ...good, limit: 1 })).toThrow('2 runs exceed its limit of 1');
    expect(() => parseRowHistory('nope')).toThrow(/row history is not valid/);
  });
});
