/**
 * Which rows of the baseline and of this run are the same rows (core/rows/row-pairing.ts): by identity when
 * both runs have identities, the words when the datasets differ, and the note when the runs cover other rows.
 */
import { describe, expect, it } from 'vitest';
import {
  alignByIdentity,
  coverageNote,
  datasetDifference,
  LEAST_PAIRED_SHARE,
} from '../../src/core/rows/row-pairing.js';

describe('alignByIdentity', () => {
  it('is undefined when either run has no identities', () => {
    const withIds = { outcomes: ['PF'], identities: ['a', 'b'] };
    expect(alignByIdentity({ outcomes: ['PF'] }, withIds)).toBeUndefined();
    expect(alignByIdentity(withIds, { outcomes: ['PF'] })).toBeUndefined();
  });

  it("moves the baseline's outcomes to this run's row indexes, every run index", () => {
    const baseline = { outcomes: ['PFS', 'FPP'], identities: ['a', 'b', 'c'] };
    const current = { outcomes: ['PPP'], identities: ['c', 'a', 'b'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['SPF', 'PFP'], known: 3, rows: 3 });
  });

  it("a row the baseline lacks is '-', and counts among this run's rows but not the known ones", () => {
    const baseline = { outcomes: ['PF'], identities: ['a', 'b'] };
    const current = { outcomes: ['PPF'], identities: ['b', 'new', 'a'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['F-P'], known: 2, rows: 3 });
  });

  it("a baseline run shorter than the identity's index gives '-', and a '-' there is not known", () => {
    const baseline = { outcomes: ['P', 'P-F'], identities: ['a', 'b', 'c'] };
    const current = { outcomes: ['PPP'], identities: ['a', 'b', 'c'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['P--', 'P-F'], known: 2, rows: 3 });
  });

  it("rows of this run without a result are not counted; the length is this run's longest run", () => {
    const baseline = { outcomes: ['PPPP'], identities: ['a', 'b', 'c', 'd'] };
    const current = { outcomes: ['P-', '--F'], identities: ['a', 'b', 'c', 'd'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['PPP'], known: 2, rows: 2 });
  });

  it("a row only a shorter run reaches, '-' in the longer one, has no result", () => {
    const baseline = { outcomes: ['PP'], identities: ['a', 'b'] };
    const current = { outcomes: ['P', 'P-'], identities: ['a', 'b'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['PP'], known: 1, rows: 1 });
  });

  it('a row past the identities list pairs with nothing, and the last of duplicate identities wins', () => {
    const baseline = { outcomes: ['PF'], identities: ['a', 'a'] };
    const current = { outcomes: ['PP'], identities: ['a'] };
    expect(alignByIdentity(baseline, current)).toEqual({ outcomes: ['F-'], known: 1, rows: 2 });
  });

  it('an empty run gives no rows', () => {
    expect(alignByIdentity({ outcomes: ['P'], identities: ['a'] }, { outcomes: [], identities: [] })).toEqual(
      { outcomes: [''], known: 0, rows: 0 },
    );
  });

  it('pairs when half the rows are known (the least share)', () => {
    expect(LEAST_PAIRED_SHARE).toBe(0.5);
  });
});

describe('datasetDifference', () => {
  const a = { sha256: 'aaaaaaaaaaaaaaaaaaaa', rows: 10 };
  const b = { sha256: 'bbbbbbbbbbbbbbbbbbbb', rows: 1 };

  it('is undefined when either is unknown or the bytes are the same', () => {
    expect(datasetDifference(undefined, a)).toBeUndefined();
    expect(datasetDifference(a, undefined)).toBeUndefined();
    expect(datasetDifference(a, { sha256: a.sha256, rows: 3 })).toBeUndefined();
  });

  it('names both datasets, rows and the first 12 hex digits', () => {
    expect(datasetDifference(a, b)).toBe(
      'The baseline ran on another dataset (1 row, sha256 bbbbbbbbbbbb) than this run (10 rows, sha256 aaaaaaaaaaaa)',
    );
  });

  it('leaves out an unknown row count', () => {
    expect(
      datasetDifference({ sha256: 'c'.repeat(20), rows: null }, { sha256: 'd'.repeat(20), rows: 0 }),
    ).toBe(
      'The baseline ran on another dataset (0 rows, sha256 dddddddddddd) than this run (sha256 cccccccccccc)',
    );
  });
});

describe('coverageNote', () => {
  it('is undefined when both runs have results for the same rows', () => {
    expect(coverageNote(['PF-', '--S'], ['F-P', '-P-'])).toBeUndefined();
    expect(coverageNote([], [])).toBeUndefined();
  });

  it('names the shared rows and each side, over every run index', () => {
    expect(coverageNote(['PF', '--P'], ['PFPP'])).toBe(
      'Compared on the 3 rows both runs have: the baseline has results for 3 rows, this run for 4 rows; the others are not compared.',
    );
  });

  it('says "row" for one', () => {
    expect(coverageNote(['P'], ['-P'])).toBe(
      'Compared on the 0 rows both runs have: the baseline has results for 1 row, this run for 1 row; the others are not compared.',
    );
    expect(coverageNote(['PP'], ['P'])).toBe(
      'Compared on the 1 row both runs have: the baseline has results for 2 rows, this run for 1 row; the others are not compared.',
    );
  });

  it('a baseline with more rows than this run is a difference too', () => {
    expect(coverageNote(['PPP'], ['PP-'])).toBe(
      'Compared on the 2 rows both runs have: the baseline has results for 3 rows, this run for 2 rows; the others are not compared.',
    );
  });
});
