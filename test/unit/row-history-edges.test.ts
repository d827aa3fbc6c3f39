/**
 * row-history.ts at its edges: the limit's refusal, durations without a value, the flaky rows' order
 * (nearest ½ first, then by key, numbers before other keys), a restart's words and counts, a history whose
 * rows could not be identified, and a saved history's errors word for word.
 */
import { describe, expect, it } from 'vitest';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import {
  appendRun,
  compareKeys,
  durationsOfRun,
  emptyHistory,
  estimateRow,
  flakyRows,
  parseRowHistory,
  type RowHistory,
  rowsOfRun,
} from '../../src/core/history/row-history.js';

const outcomes = (line: string, extra: Partial<RowOutcomes> = {}): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: [line],
  belowThreshold: { count: 0, rows: [] },
  ...extra,
});
const dataset = (sha: string) => ({ sha256: sha.repeat(64), rows: 3 });

describe('emptyHistory', () => {
  it('refuses a limit below 1 or not whole, naming it', () => {
    expect(() => emptyHistory(1, 0)).toThrow(new RangeError('history limit must be ≥ 1, got 0'));
    expect(() => emptyHistory(1, 1.5)).toThrow('history limit must be ≥ 1, got 1.5');
    expect(emptyHistory(1, 1).limit).toBe(1);
  });
});

describe('durationsOfRun', () => {
  it('leaves out a row without a duration, and one past the identities', () => {
    const run = outcomes('PPP', { durations: [5, null, 7], identities: ['a', 'b'] } as Partial<RowOutcomes>);
    expect([...durationsOfRun(run)]).toEqual([['a', 5]]);
    expect([...durationsOfRun(run, false)]).toEqual([
      ['0', 5],
      ['2', 7],
    ]);
  });

  it('rowsOfRun leaves out a row past the identities', () => {
    expect([...rowsOfRun(outcomes('PFP', { identities: ['a', 'b'] }))]).toEqual([
      ['a', 'P'],
      ['b', 'F'],
    ]);
  });
});

describe('flakyRows and compareKeys', () => {
  it('nearest ½ first, ties by key in number order; rows that never failed or passed are not flaky', () => {
    const history: RowHistory = {
      ...emptyHistory(1),
      runs: [{ finishedAt: 't' }],
      rows: new Map([
        ['10', ['PF']],
        ['9', ['PPPF']],
        ['2', ['FP']],
        ['3', ['PP']],
        ['4', ['FF']],
        ['5', ['PPFF']],
      ]),
    };
    expect(flakyRows(history).map((row) => row.key)).toEqual(['2', '5', '10', '9']);
  });

  it('numbers in number order, other keys after them in string order', () => {
    expect(compareKeys('9', '10')).toBeLessThan(0);
    expect(compareKeys('10', '9')).toBeGreaterThan(0);
    expect(compareKeys('c:b', 'c:a')).toBe(1);
    expect(compareKeys('c:a', 'c:b')).toBe(-1);
    expect(compareKeys('c:a', 'c:a')).toBe(0);
    expect(compareKeys('9', 'c:a')).toBe(-1);
    expect(compareKeys('1.5', '10')).toBe(-1);
  });

  it('a row without trials has a pass rate of 0', () => {
    expect(estimateRow('k', ['--', 'S'])).toMatchObject({
      trials: 0,
      passRate: 0,
      runsSeen: 0,
      estimate: 0.5,
    });
  });
});

describe('appendRun: restarts and their counts', () => {
  const identified = (line: string, ids: string[], sha = 'a') => ({
    info: { finishedAt: 't' },
    passThreshold: 1,
    dataset: dataset(sha),
    rows: rowsOfRun(outcomes(line, { identities: ids })),
    datasetRows: ids,
  });

  it('a run whose rows could not be identified, after a history by identity, starts afresh and says why', () => {
    const first = appendRun(emptyHistory(1), identified('PF', ['a', 'b'])).history;
    const second = appendRun(first, {
      info: { finishedAt: 't2' },
      passThreshold: 1,
      rows: rowsOfRun(outcomes('PP')),
    });
    expect(second.restarted).toBe(
      "this run's dataset rows could not be read, so its rows have no identity to match the history's by",
    );
    expect(second.droppedRuns).toBe(1);
    expect(second.droppedRows).toBe(2);
    expect([...second.history.rows]).toEqual([
      ['0', ['P']],
      ['1', ['P']],
    ]);
  });

  it('the same threshold and identities continue, without a restart and keeping the durations', () => {
    const first = appendRun(emptyHistory(1), {
      ...identified('PF', ['a', 'b']),
      durations: new Map([['a', 3]]),
    }).history;
    const next = appendRun(first, identified('FF', ['a', 'b']));
    expect(next).not.toHaveProperty('restarted');
    expect(next.droppedRows).toBe(0);
    expect(next.history.durations).toEqual(new Map([['a', 3]]));
    expect(next.history.rows.get('a')).toEqual(['P', 'F']);
    const none = appendRun(emptyHistory(1), identified('PF', ['a', 'b'])).history;
    expect(none).not.toHaveProperty('durations');
  });

  it('a history by position re-keyed by identities keeps its durations under them', () => {
    const byPosition = appendRun(emptyHistory(1), {
      info: { finishedAt: 't' },
      passThreshold: 1,
      dataset: dataset('a'),
      rows: rowsOfRun(outcomes('PF')),
      durations: new Map([
        ['0', 4],
        ['1', 6],
      ]),
    }).history;
    const rekeyed = appendRun(byPosition, identified('PP', ['x'], 'a'));
    expect(rekeyed.restarted).toBeUndefined();
    expect([...rekeyed.history.rows]).toEqual([['x', ['P', 'P']]]);
    expect(rekeyed.history.durations).toEqual(new Map([['x', 4]]));
    expect(rekeyed.droppedRows).toBe(0);
  });

  it('a full history drops its oldest run, and a new row gets empty segments for the runs before it', () => {
    let history = emptyHistory(1, 2);
    history = appendRun(history, identified('P', ['a'])).history;
    history = appendRun(history, identified('P', ['a'])).history;
    const full = appendRun(history, identified('PF', ['a', 'b']));
    expect(full.droppedRuns).toBe(1);
    expect([...full.history.rows]).toEqual([
      ['a', ['P', 'P']],
      ['b', ['', 'F']],
    ]);
  });
});

describe('parseRowHistory, word for word', () => {
  const saved = {
    version: 2,
    limit: 2,
    passThreshold: 1,
    dataset: null,
    runs: [{ finishedAt: 't' }],
    rows: { a: 'P' },
  };
  it('each error names where', () => {
    expect(() => parseRowHistory({ ...saved, limit: 'x' })).toThrow(
      'row history is not valid: limit: Invalid input: expected number, received string',
    );
    expect(() => parseRowHistory({ ...saved, extra: 1 })).toThrow(/^row history is not valid: \(top\): /);
    expect(() => parseRowHistory({ ...saved, limit: 'x', passThreshold: 'y' })).toThrow(
      /^row history is not valid: limit: .*; passThreshold: /,
    );
    expect(() =>
      parseRowHistory({ ...saved, limit: 1, runs: [{ finishedAt: 't' }, { finishedAt: 'u' }] }),
    ).toThrow('row history is not valid: 2 runs exceed its limit of 1');
    expect(parseRowHistory({ ...saved, limit: 1 }).runs).toHaveLength(1);
    expect(() => parseRowHistory(null)).toThrow(/^row history is not valid: \(top\): /);
  });

  it('a row key zod drops is still checked', () => {
    const raw = JSON.parse(
      '{"version":2,"limit":2,"passThreshold":1,"dataset":null,"runs":[{"finishedAt":"t"}],"rows":{"__proto__":"X"}}',
    );
    expect(() => parseRowHistory(raw)).toThrow(
      'row history is not valid: rows.__proto__: holds a character other than P, F, S, - or ,',
    );
  });

  it('keeps only the durations of rows it holds', () => {
    const parsed = parseRowHistory({ ...saved, durations: { a: 5, gone: 7 } });
    expect(parsed.durations).toEqual(new Map([['a', 5]]));
    expect(parseRowHistory({ ...saved, durations: { gone: 7 } })).not.toHaveProperty('durations');
  });
});
