import { describe, expect, it } from 'vitest';
import { type CompletedJournalCheck, whyOsmosisMustRun } from '../../src/core/journal/completed-journal.js';

const complete: CompletedJournalCheck = {
  restored: 'partial',
  datasetFile: true,
  fresh: false,
  retryFailed: false,
  runName: 'pr-7',
  passThreshold: 1,
  osmosisVersion: '0.3.8',
  facts: {
    runName: 'pr-7',
    sdkVersion: '0.3.8',
    status: 'finished',
    totalSamples: 10,
    passThreshold: 1,
    totalRuns: 10,
  },
};

describe('whyOsmosisMustRun', () => {
  it('lets a finished journal, restored for these inputs, stand in for osmosis', () => {
    expect(whyOsmosisMustRun(complete)).toBeNull();
    expect(whyOsmosisMustRun({ ...complete, restored: 'exact' })).toBeNull();
  });

  it.each<[string, Partial<CompletedJournalCheck>, RegExp]>([
    [
      'nothing was restored (a journal left on disk is not vouched for by a key)',
      { restored: 'miss' },
      /no journal was restored/,
    ],
    ['the cache failed', { restored: 'timeout' }, /no journal was restored/],
    ['fresh is asked for', { fresh: true }, /fresh/],
    ['retry-failed is asked for', { retryFailed: true }, /retry-failed/],
    ['the dataset lives on the platform', { datasetFile: false }, /platform dataset/],
    ['pass_threshold changed', { passThreshold: 0.5 }, /pass_threshold changed from 1 to 0.5/],
    ['another osmosis-ai would run', { osmosisVersion: '0.3.9' }, /osmosis-ai 0.3.8, not 0.3.9/],
    ['the osmosis version is unknown', { osmosisVersion: undefined }, /not the one on hand/],
  ])('runs osmosis when %s', (_, change, reason) => {
    expect(whyOsmosisMustRun({ ...complete, ...change })).toMatch(reason);
  });

  it.each<[string, Partial<CompletedJournalCheck['facts']>, RegExp]>([
    ['the run is incomplete', { status: 'incomplete' }, /is incomplete/],
    ['metrics.json is missing', { status: undefined }, /unknown status/],
    ['results are missing', { totalSamples: 9 }, /9 of 10 results/],
    ['progress.json is missing', { totalRuns: undefined }, /10 of \? results/],
    ['the manifest names another run', { runName: 'other' }, /names another run \(other\)/],
    ['the manifest has no provenance', { sdkVersion: undefined }, /osmosis-ai \?/],
  ])('runs osmosis when %s', (_, facts, reason) => {
    expect(whyOsmosisMustRun({ ...complete, facts: { ...complete.facts, ...facts } })).toMatch(reason);
  });
});

describe('whyOsmosisMustRun says why in full', () => {
  const facts = (change: Partial<CompletedJournalCheck['facts']>) =>
    whyOsmosisMustRun({ ...complete, facts: { ...complete.facts, ...change } });

  it.each<[Partial<CompletedJournalCheck>, string]>([
    [{ restored: 'unavailable' }, 'no journal was restored for these inputs'],
    [{ restored: 'error' }, 'no journal was restored for these inputs'],
    [{ fresh: true, retryFailed: true }, 'fresh was requested'],
    [{ retryFailed: true }, 'retry-failed was requested'],
    [{ datasetFile: false }, 'the dataset is a platform dataset, which may have changed under its name'],
    [{ passThreshold: 0.5 }, 'pass_threshold changed from 1 to 0.5'],
    [{ osmosisVersion: '0.3.9' }, 'the journal was written by osmosis-ai 0.3.8, not 0.3.9'],
    [{ osmosisVersion: undefined }, 'the journal was written by osmosis-ai 0.3.8, not the one on hand'],
  ])('%j: %s', (change, reason) => {
    expect(whyOsmosisMustRun({ ...complete, ...change })).toBe(reason);
  });

  it.each<[Partial<CompletedJournalCheck['facts']>, string]>([
    [{ runName: undefined }, "the journal's manifest names another run (undefined)"],
    [{ status: 'running' }, "the journal's run is running"],
    [{ status: undefined }, "the journal's run is of unknown status"],
    [{ totalSamples: 11 }, 'the journal has 11 of 10 results'],
    [{ totalSamples: undefined }, 'the journal has ? of 10 results'],
    [{ totalSamples: undefined, totalRuns: undefined }, 'the journal has ? of ? results'],
    [{ passThreshold: undefined }, 'pass_threshold changed from ? to 1'],
    [{ sdkVersion: undefined }, 'the journal was written by osmosis-ai ?, not 0.3.8'],
  ])('facts %j: %s', (change, reason) => {
    expect(facts(change)).toBe(reason);
  });

  it('does not ask osmosis-ai for a version it cannot compare with', () => {
    expect(
      whyOsmosisMustRun({
        ...complete,
        osmosisVersion: undefined,
        facts: { ...complete.facts, sdkVersion: undefined },
      }),
    ).toBe('the journal was written by osmosis-ai ?, not the one on hand');
  });
});
