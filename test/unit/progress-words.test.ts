/** progress.ts's edges: a log line's whole shape, the [run] and resume stages, journal lines and CI tenths. */
import { describe, expect, it } from 'vitest';
import {
  applyJournalLine,
  applyLogLine,
  changeWorthALine,
  elapsedText,
  initialProgress,
  type ProgressState,
  progressText,
} from '../../src/core/osmosis/progress.js';

const at = (rest: string) => `2026-12-05T10:00:00Z INFO ${rest}`;
const rows = (finished: number, pending: number | undefined): ProgressState => ({
  ...initialProgress,
  phase: 'rows',
  pending,
  finished: new Set(Array.from({ length: finished }, (_, i) => `${i}:0`)),
});

describe('applyLogLine', () => {
  it('reads only a whole line of the log format', () => {
    expect(applyLogLine(initialProgress, `x ${at('[preflight] checking')}`)).toBe(initialProgress);
    expect(applyLogLine(initialProgress, at('[preflight] checking the model {"a": 1}'))).toMatchObject({
      phase: 'preflight',
      detail: 'checking the model',
    });
    expect(applyLogLine(initialProgress, at('[preflight] a {"a": 1} b'))).toMatchObject({
      detail: 'a {"a": 1} b',
    });
    expect(applyLogLine(initialProgress, at('[tunnel] up'))).toMatchObject({ phase: 'tunnel', detail: 'up' });
    // Two lines run together are not one line of the format.
    expect(applyLogLine(initialProgress, at('[preflight] checking\nthe model'))).toBe(initialProgress);
    expect(applyLogLine(initialProgress, at('[deps] installing'))).toMatchObject({ phase: 'server' });
  });
  it('takes the counts of the [run] stage, many-digit, and nothing else from it', () => {
    expect(
      applyLogLine(initialProgress, at('[run] 12 of 30 work items pending, 18 already recorded')),
    ).toEqual({
      ...initialProgress,
      pending: 12,
      recorded: 18,
    });
    expect(applyLogLine(initialProgress, at('[run] starting'))).toBe(initialProgress);
  });
  it('says nothing to run only on the resume stage that says so', () => {
    expect(
      applyLogLine(initialProgress, at('[resume] journal x: all 10 work items already have results')),
    ).toEqual({
      ...initialProgress,
      phase: 'nothing-to-run',
      detail: 'all 10 work items already have results',
    });
    expect(applyLogLine(initialProgress, at('[resume] reading the journal'))).toBe(initialProgress);
    expect(applyLogLine(initialProgress, at('[preflight] tests already have results'))).toMatchObject({
      phase: 'preflight',
    });
    expect(applyLogLine(initialProgress, at('[resume] a: b: all 10 already have results')).detail).toBe(
      'all 10 already have results',
    );
  });
  it('moves on to the rows from any phase, and never back', () => {
    const server = applyLogLine(initialProgress, at('[server] starting'));
    expect(applyLogLine(server, at('[schedule] 5 rows'))).toMatchObject({ phase: 'rows', detail: '5 rows' });
    const inRows = rows(1, 4);
    expect(applyLogLine(inRows, at('[schedule] again'))).toMatchObject({ phase: 'rows', detail: 'again' });
    expect(applyLogLine(inRows, at('[server] restarted'))).toBe(inRows);
    expect(applyLogLine(inRows, at('[other] x'))).toBe(inRows);
  });
});

describe('applyJournalLine', () => {
  it('counts a work item once, and ignores lines that are not one', () => {
    const one = applyJournalLine(initialProgress, '{"row_index": 3, "run_index": 1}');
    expect(one.phase).toBe('rows');
    expect([...one.finished]).toEqual(['3:1']);
    expect(applyJournalLine(one, '{"row_index": 3, "run_index": 1}')).toBe(one);
    expect(applyJournalLine(one, 'not json')).toBe(one);
    expect(applyJournalLine(one, 'null')).toBe(one);
    expect(applyJournalLine(one, '{"row_index": 3}')).toBe(one);
    expect(applyJournalLine(one, '{"run_index": 1}')).toBe(one);
  });
});

describe('progressText and elapsedText', () => {
  it('words each phase', () => {
    expect(progressText(initialProgress)).toBe('starting osmosis (config, dataset and journal)');
    expect(progressText({ ...initialProgress, phase: 'server', detail: 'up' })).toBe('rollout server: up');
    expect(progressText({ ...initialProgress, phase: 'preflight' })).toBe('model preflight');
    expect(progressText({ ...initialProgress, phase: 'tunnel' })).toBe('tunnel');
    expect(progressText({ ...initialProgress, phase: 'nothing-to-run' })).toBe('nothing to run');
    expect(progressText({ ...rows(5, 3), recorded: 2 })).toBe(
      'rows: 3/3 work items finished (2 already had results)',
    );
  });
  it('counts minutes from 60 s', () => {
    expect(elapsedText(59_999)).toBe('59 s');
    expect(elapsedText(60_000)).toBe('1 min 00 s');
  });
});

describe('changeWorthALine', () => {
  it('in CI, a line per new tenth of the rows once the total is known, else at the throttle', () => {
    expect(changeWorthALine(rows(1, 10), rows(2, 10), 0, 30_000)).toBe(true);
    expect(changeWorthALine(rows(10, 100), rows(11, 100), 0, 30_000)).toBe(false);
    expect(changeWorthALine(rows(10, 100), rows(11, 100), 30_000, 30_000)).toBe(true);
    expect(changeWorthALine(rows(1, undefined), rows(2, undefined), 0, 30_000)).toBe(false);
    expect(changeWorthALine(rows(1, 0), rows(2, 0), 0, 30_000)).toBe(false);
    expect(changeWorthALine(rows(1, 10), rows(2, 10), 0, undefined)).toBe(true);
    expect(changeWorthALine({ ...initialProgress, phase: 'server' }, rows(0, 10), 0, 30_000)).toBe(true);
    expect(changeWorthALine(rows(1, 10), { ...rows(1, 10), phase: 'tunnel' }, 0, 30_000)).toBe(true);
    // Into the rows from another phase, at the same counts: a line for the new phase.
    expect(changeWorthALine({ ...rows(1, 10), phase: 'server' }, rows(1, 10), 0, 30_000)).toBe(true);
  });
});
