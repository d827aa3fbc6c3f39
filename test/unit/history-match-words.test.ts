/**
 * history-join.ts and history-match.ts word for word: which runs join the row history and why not, the
 * journal digest's run names, and how a pull request's rows are matched with the history (by identity, by
 * position on the same bytes, the known share's boundary, the new rows' sentence).
 */
import { describe, expect, it } from 'vitest';
import { digest } from '../../src/core/cache-keys.js';
import { historyJoinRefusal, journalDigest } from '../../src/core/history/history-join.js';
import {
  identitiesOnSameBytes,
  LEAST_KNOWN_SHARE,
  matchHistory,
  newRowsSentence,
} from '../../src/core/history/history-match.js';
import type { RowHistory } from '../../src/core/history/row-history.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { dataset, historyOf, outcomes } from '../helpers/history-lines.js';

type Joining = Parameters<typeof historyJoinRefusal>[0];
const metrics = { passRate: 1 } as unknown as EvalRunResult['metrics'];
const whole: Joining = { verdict: 'passed', metrics };
const adaptive = (rowsRun: number, decidedEarly: boolean) =>
  ({ rowsRun, rowsTotal: 20, decidedEarly, runs: ['a.0'] }) as unknown as EvalRunResult['adaptive'];
const shards = (missingRows: number) =>
  ({ count: 2, parts: [], missingRows }) as unknown as EvalRunResult['shards'];

describe('historyJoinRefusal, word for word', () => {
  it('an errored run or one without metrics ended without a result', () => {
    expect(historyJoinRefusal({ ...whole, verdict: 'error' })).toBe('the run ended without a result');
    expect(historyJoinRefusal({ verdict: 'passed', metrics: null })).toBe('the run ended without a result');
    expect(historyJoinRefusal({ ...whole, verdict: 'failed' })).toBeUndefined();
  });

  it('a shard leg names itself and the merged run', () => {
    expect(historyJoinRefusal({ ...whole, shard: { index: 2, count: 3, rows: '0-9' } })).toBe(
      'it is shard 2/3, part of the rows: the merged run (eval-merge) is saved instead',
    );
  });

  it('an adaptive run that ran fewer rows than all: decided or stopped, at the boundary', () => {
    expect(historyJoinRefusal({ ...whole, adaptive: adaptive(19, true) })).toBe(
      'the adaptive run was decided after 19 of 20 rows, a sample of the eval',
    );
    expect(historyJoinRefusal({ ...whole, adaptive: adaptive(7, false) })).toBe(
      'the adaptive run stopped after 7 of 20 rows, a sample of the eval',
    );
    expect(historyJoinRefusal({ ...whole, adaptive: adaptive(20, true) })).toBeUndefined();
  });

  it('a merged run that misses rows of its shards, from one row on', () => {
    expect(historyJoinRefusal({ ...whole, shards: shards(1) })).toBe(
      'the merged run misses 1 row(s) of its shards',
    );
    expect(historyJoinRefusal({ ...whole, shards: shards(0) })).toBeUndefined();
  });
});

describe('journalDigest', () => {
  const rows = { outcomes: ['PF', 'P-'] };
  it("digests the run names (adaptive runs, else the shards' parts, else the run) with the outcomes, 32 hex", () => {
    expect(journalDigest({ runName: 'main' }, rows)).toBe(digest([['main'], rows.outcomes], 32));
    expect(journalDigest({ runName: 'main' }, rows)).toMatch(/^[0-9a-f]{32}$/);
    const adaptiveRun = {
      runName: 'main',
      adaptive: { runs: ['main.0', 'main.1'] } as unknown as EvalRunResult['adaptive'],
    };
    expect(journalDigest(adaptiveRun, rows)).toBe(digest([['main.0', 'main.1'], rows.outcomes], 32));
    const merged = {
      runName: 'main',
      shards: { parts: [{ runName: 'leg-1' }, { runName: 'leg-2' }] } as unknown as EvalRunResult['shards'],
    };
    expect(journalDigest(merged, rows)).toBe(digest([['leg-1', 'leg-2'], rows.outcomes], 32));
  });
});

describe('matchHistory, word for word', () => {
  const ids = ['c:a', 'c:b', 'c:c', 'c:d'];

  it('a history by position on another dataset: both digests, 12 characters each', () => {
    const byPosition = historyOf(['PPPF'], undefined, 'a');
    const other = matchHistory(byPosition, { outcomes: outcomes('PPPF'), dataset: dataset('b') });
    expect(other).toEqual({
      kind: 'unmatched',
      reason:
        'its rows are kept by position (saved before rows had identities, or its dataset was not read) and it ran on another dataset (sha256 aaaaaaaaaaaa) than this run (bbbbbbbbbbbb), where a position may hold another row',
    });
  });

  it('a history by position is matched by position when either dataset is unknown', () => {
    const byPosition = historyOf(['PPPF', 'PPFF'], undefined, 'a');
    const unknownNow = matchHistory(byPosition, { outcomes: outcomes('PPPP') });
    expect(unknownNow.kind === 'matched' && [...unknownNow.history.rows]).toEqual([
      ['0', ['P', 'P']],
      ['1', ['P', 'P']],
      ['2', ['P', 'F']],
      ['3', ['F', 'F']],
    ]);
    const unknownBefore: RowHistory = { ...byPosition, dataset: null };
    expect(matchHistory(unknownBefore, { outcomes: outcomes('PPPP'), dataset: dataset('b') }).kind).toBe(
      'matched',
    );
  });

  it('a run whose rows have no identity, on other bytes, says its dataset could not be read', () => {
    const history = historyOf(['PPPF'], ids, 'a');
    expect(matchHistory(history, { outcomes: outcomes('PPPP'), dataset: dataset('b') })).toEqual({
      kind: 'unmatched',
      reason:
        "this run's dataset rows could not be read (a .jsonl dataset-file, or osmosis's cached copy of a platform dataset, is read), so its rows cannot be matched with the history's by identity",
    });
    expect(matchHistory(history, { outcomes: outcomes('PPPP') }).kind).toBe('unmatched');
  });

  it("a run without identities on the same bytes is matched through the history's newest order", () => {
    const history = historyOf(['PPPF', 'PPPF'], ids, 'a');
    const matched = matchHistory(history, { outcomes: outcomes('FPPP'), dataset: dataset('a') });
    if (matched.kind !== 'matched') throw new Error(matched.reason);
    expect(matched.history.rows.get('3')).toEqual(['F', 'F']);
    expect(matched.newRows).toEqual([]);
    expect([...matched.pr]).toEqual([
      ['0', 'F'],
      ['1', 'P'],
      ['2', 'P'],
      ['3', 'P'],
    ]);
  });

  it('identitiesOnSameBytes: only for a known dataset of the same sha256', () => {
    const history = { order: ['x', 'y'], dataset: dataset('a') };
    expect(identitiesOnSameBytes(history, dataset('a'))).toEqual(['x', 'y']);
    expect(identitiesOnSameBytes(history, dataset('b'))).toBeUndefined();
    expect(identitiesOnSameBytes(history, undefined)).toBeUndefined();
    expect(identitiesOnSameBytes({ order: ['x'], dataset: null }, dataset('a'))).toBeUndefined();
  });

  it(`needs at least ${LEAST_KNOWN_SHARE * 100}% of the run's rows known: half is enough, less is not`, () => {
    const history = historyOf(['PPPF'], ids, 'a');
    const half = matchHistory(history, {
      outcomes: outcomes('PPPP', ['c:a', 'c:b', 'c:x', 'c:y']),
      dataset: dataset('b'),
    });
    if (half.kind !== 'matched') throw new Error(half.reason);
    expect(half.newRows).toEqual([2, 3]);
    expect([...half.history.rows.keys()]).toEqual(['0', '1']);
    expect(
      matchHistory(history, {
        outcomes: outcomes('PPPP', ['c:a', 'c:x', 'c:y', 'c:z']),
        dataset: dataset('b'),
      }),
    ).toEqual({
      kind: 'unmatched',
      reason:
        "only 1 of this run's 4 rows is in it (the dataset is another, or most of its rows changed), too few to judge the run by",
    });
    expect(
      matchHistory(history, { outcomes: outcomes('PPP', ['c:x', 'c:y', 'c:z']), dataset: dataset('b') }),
    ).toEqual({
      kind: 'unmatched',
      reason:
        "only 0 of this run's 3 rows are in it (the dataset is another, or most of its rows changed), too few to judge the run by",
    });
    const one = matchHistory(historyOf(['P'], ['c:a']), {
      outcomes: outcomes('P', ['c:z']),
      dataset: dataset('b'),
    });
    expect(one.kind === 'unmatched' && one.reason).toBe(
      "only 0 of this run's 1 row are in it (the dataset is another, or most of its rows changed), too few to judge the run by",
    );
  });

  it('new rows are sorted by number, not as text', () => {
    const known = Array.from({ length: 12 }, (_, row) => `c:${row}`);
    const history = historyOf(['P'.repeat(12)], known, 'a');
    const now = [...known.slice(0, 10), 'c:new-10', 'c:new-11'];
    now[2] = 'c:new-2';
    const matched = matchHistory(history, { outcomes: outcomes('P'.repeat(12), now), dataset: dataset('b') });
    if (matched.kind !== 'matched') throw new Error(matched.reason);
    expect(matched.newRows).toEqual([2, 10, 11]);
  });

  it('a run without a row result is matched with nothing new', () => {
    const history = historyOf(['PPPF'], ids, 'a');
    const matched = matchHistory(history, { outcomes: outcomes('----', ids), dataset: dataset('a') });
    expect(matched.kind === 'matched' && matched.newRows).toEqual([]);
  });
});

describe('newRowsSentence', () => {
  it('none, one, several, and the list cut at 20 rows', () => {
    expect(newRowsSentence([])).toBeUndefined();
    expect(newRowsSentence([4])).toBe('1 row is new to the row history (row 4): not judged by it.');
    expect(newRowsSentence([4, 9])).toBe('2 rows are new to the row history (rows 4, 9): not judged by it.');
    const twenty = Array.from({ length: 20 }, (_, row) => row);
    expect(newRowsSentence(twenty)).toBe(
      `20 rows are new to the row history (rows ${twenty.join(', ')}): not judged by it.`,
    );
    expect(newRowsSentence([...twenty, 20])).toBe(
      `21 rows are new to the row history (rows ${twenty.join(', ')}, …): not judged by it.`,
    );
  });
});
