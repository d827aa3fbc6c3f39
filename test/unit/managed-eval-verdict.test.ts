/**
 * The managed eval's verdict over every combination of passed, failed, errored and timed-out samples and
 * missing counts: errored samples count against the pass rate, timed-out ones are bounded by max-skipped,
 * and no counts is an error, never a pass.
 */
import { describe, expect, it } from 'vitest';
import { sampleCounts } from '../../src/core/managed/managed-eval-counts.js';
import { isPullRequestEvent, unpinnedSampleWarning } from '../../src/core/managed/managed-sampling.js';
import {
  judgeManagedEval,
  type ManagedEvalGateOptions,
  managedPassRate,
  type SampleCounts,
  timedOutLine,
} from '../../src/core/verdict/managed-eval-verdict.js';

const OPTIONS: ManagedEvalGateOptions = {
  minPassRate: 0.5,
  gateOn: 'pass-rate',
  allowInconclusive: false,
  maxSkipped: 0.1,
};

function counts(passed: number, failed: number, errored: number, timedOut: number): SampleCounts {
  return {
    total: passed + failed + errored + timedOut,
    passed,
    failed,
    errored,
    timedOut,
    source: 'results',
  };
}

type Row = [label: string, SampleCounts | null, Partial<ManagedEvalGateOptions>, string, number | null];

// [case, counts, options over OPTIONS, verdict ('error' for no counts), pass rate]
const TABLE: Row[] = [
  ['all passed', counts(10, 0, 0, 0), {}, 'passed', 1],
  ['all failed', counts(0, 10, 0, 0), {}, 'failed', 0],
  ['all errored', counts(0, 0, 10, 0), {}, 'failed', 0],
  ['all timed out', counts(0, 0, 0, 10), {}, 'failed', 0],
  ['passed + failed, above', counts(6, 4, 0, 0), {}, 'passed', 0.6],
  ['passed + failed, below', counts(4, 6, 0, 0), {}, 'failed', 0.4],
  ['5 passed + 5 errored at 0.9', counts(5, 0, 5, 0), { minPassRate: 0.9 }, 'failed', 0.5],
  ['5 passed + 5 errored at 0.5', counts(5, 0, 5, 0), {}, 'passed', 0.5],
  ['passed + errored, below', counts(4, 0, 6, 0), {}, 'failed', 0.4],
  ['1 passed + 9 timed out at 0.5', counts(1, 0, 0, 9), {}, 'failed', 1],
  ['1 timed out in 10, at max-skipped', counts(9, 0, 0, 1), {}, 'passed', 1],
  ['2 timed out in 10, over max-skipped', counts(8, 0, 0, 2), {}, 'failed', 1],
  ['2 timed out in 10, max-skipped 0.2', counts(8, 0, 0, 2), { maxSkipped: 0.2 }, 'passed', 1],
  ['failed + errored', counts(0, 5, 5, 0), {}, 'failed', 0],
  ['failed + timed out', counts(0, 9, 0, 1), {}, 'failed', 0],
  ['errored + timed out', counts(0, 0, 9, 1), {}, 'failed', 0],
  ['every kind, above', counts(7, 1, 1, 1), {}, 'passed', 7 / 9],
  ['every kind, below', counts(3, 3, 3, 1), {}, 'failed', 1 / 3],
  ['every kind, too many timed out', counts(7, 1, 1, 3), {}, 'failed', 7 / 9],
  ['no samples at all', counts(0, 0, 0, 0), {}, 'failed', 0],
  ['metrics and counts missing', null, {}, 'error', null],
  ['metrics and counts missing, report only', null, { minPassRate: undefined }, 'error', null],
  ['report only, all errored', counts(0, 0, 10, 0), { minPassRate: undefined }, 'not-gated', 0],
  ['report only, 9 timed out', counts(1, 0, 0, 9), { minPassRate: undefined }, 'not-gated', 1],
  [
    'lower-bound, errored drag it below',
    counts(2, 0, 8, 0),
    { gateOn: 'lower-bound', minPassRate: 0.9 },
    'failed',
    0.2,
  ],
  ['lower-bound, straddles', counts(6, 0, 4, 0), { gateOn: 'lower-bound' }, 'inconclusive', 0.6],
];

describe('judgeManagedEval', () => {
  it.each(TABLE)('%s', (_label, given, overrides, verdict, rate) => {
    const result = judgeManagedEval(given, { ...OPTIONS, ...overrides }, 'eval-run-1');
    if (verdict === 'error') {
      expect(result.kind).toBe('error');
      if (result.kind === 'error')
        expect(result.reason).toMatch(/eval-run-1 .*cannot be judged \(never a pass\)/);
      return;
    }
    expect(result.kind).toBe('judged');
    if (result.kind !== 'judged') return;
    expect(result.gate.verdict).toBe(verdict);
    expect(result.gate.blocking).toBe(verdict === 'failed' || verdict === 'inconclusive');
    expect(result.passRate).toBeCloseTo(rate ?? Number.NaN, 10);
  });

  it('never passes a run with errored or timed-out samples on counts that leave them out', () => {
    for (let passed = 0; passed <= 6; passed++)
      for (let failed = 0; failed <= 3; failed++)
        for (let errored = 0; errored <= 3; errored++)
          for (let timedOut = 0; timedOut <= 3; timedOut++) {
            const c = counts(passed, failed, errored, timedOut);
            const result = judgeManagedEval(c, { ...OPTIONS, minPassRate: 0.8 }, 'r');
            if (result.kind !== 'judged') throw new Error('counts were given');
            const scored = passed + failed + errored;
            const passes = scored > 0 && passed / scored >= 0.8 && timedOut / c.total <= 0.1;
            expect(result.gate.verdict === 'passed', JSON.stringify(c)).toBe(passes);
          }
  });

  it('names the timed-out samples and max-skipped in the reason of a failed gate', () => {
    const result = judgeManagedEval(counts(1, 0, 0, 9), OPTIONS, 'r');
    expect(result.kind === 'judged' && result.gate.reason).toMatch(
      /^9 of 10 samples timed out \(90\.0%\), more than max-skipped 10\.0% allows/,
    );
  });

  it('says errored samples counted as not passed', () => {
    const result = judgeManagedEval(counts(5, 0, 5, 0), { ...OPTIONS, minPassRate: 0.9 }, 'r');
    expect(result.kind === 'judged' && result.gate.reason).toBe(
      'Pass rate 50.0% (5/10) < 90.0%. 5 errored (counted as not passed).',
    );
  });
});

describe('managedPassRate and timedOutLine', () => {
  it('divides by every sample that did not time out', () => {
    expect(managedPassRate(counts(5, 2, 3, 4))).toEqual({ rate: 0.5, scored: 10 });
    expect(managedPassRate(counts(0, 0, 0, 4))).toEqual({ rate: 0, scored: 0 });
  });
  it('says how many of how many timed out, or nothing', () => {
    expect(timedOutLine(counts(1, 0, 0, 9))).toBe('9 of 10 samples timed out');
    expect(timedOutLine({ ...counts(0, 0, 0, 1) })).toBe('1 of 1 sample timed out');
    expect(timedOutLine(counts(1, 0, 0, 0))).toBeNull();
    expect(timedOutLine(null)).toBeNull();
  });
});

describe('sampleCounts (the info document read into counts)', () => {
  it('keeps errored samples in the denominator: 5 passed + 5 errored from results is 5 of 10', () => {
    const c = sampleCounts(
      { total_runs: 10, graded: 5, passed: 5, failed: 5, skipped: 0, pass_rate: 0.5 },
      'results',
    );
    expect(c).toEqual({ total: 10, passed: 5, failed: 0, errored: 5, timedOut: 0, source: 'results' });
    expect(c && managedPassRate(c).rate).toBe(0.5);
  });
  it('reads timed-out samples and below-threshold ones from the metrics summary', () => {
    expect(
      sampleCounts(
        { total_samples: 10, completed_samples: 1, graded: 1, passed: 1, failed: 0, skipped: 9 },
        'metrics',
      ),
    ).toEqual({ total: 10, passed: 1, failed: 0, errored: 0, timedOut: 9, source: 'metrics' });
    expect(
      sampleCounts({ total_samples: 10, graded: 8, passed: 6, failed: 2, skipped: 0 }, 'metrics'),
    ).toMatchObject({ passed: 6, failed: 2, errored: 2 });
  });
  it('is null when the samples cannot be counted, never graded as the total', () => {
    expect(sampleCounts({ graded: 5, passed: 5 }, 'results')).toBeNull();
    expect(sampleCounts({ total_runs: 10 }, 'results')).toBeNull();
    expect(sampleCounts({}, 'results')).toBeNull();
    expect(sampleCounts({ graded: 5, passed: 5, failed: 5 }, 'results')).toMatchObject({
      total: 10,
      errored: 5,
    });
  });
});

describe('the unpinned-sample warning', () => {
  it('names the sample size when known and how to pin it', () => {
    expect(isPullRequestEvent('pull_request')).toBe(true);
    expect(isPullRequestEvent('pull_request_target')).toBe(true);
    expect(isPullRequestEvent('push')).toBe(false);
    expect(isPullRequestEvent(undefined)).toBe(false);
    expect(unpinnedSampleWarning('c.toml', undefined)).toBe(
      'c.toml sets no [evaluation].limit, so the platform evaluated a random 10% of the dataset: another run of this pull request judges different rows. Pin the rows with `limit = <rows>` under [evaluation] (the first rows of the dataset, in order).',
    );
    expect(unpinnedSampleWarning('c.toml', { limit: null, sampledRows: 1, datasetRows: null })).toContain(
      '(this run: 1 row): another run',
    );
  });
});

// max-skipped 0.5, so the notes on timed-out samples are read without the max-skipped failure.
const LOOSE: ManagedEvalGateOptions = { ...OPTIONS, maxSkipped: 0.5 };

function reasonOf(sample: SampleCounts) {
  const verdict = judgeManagedEval(sample, LOOSE, 'run');
  return verdict.kind === 'judged' ? verdict.gate.reason : verdict.reason;
}

describe('the reason, in words', () => {
  it("adds nothing to the gate's reason without errored or timed-out samples", () => {
    expect(reasonOf(counts(8, 2, 0, 0))).toBe('Pass rate 80.0% (8/10) ≥ 50.0%.');
  });

  it('notes the errored and the timed-out samples, each alone and both together', () => {
    expect(reasonOf(counts(8, 1, 1, 0))).toBe(
      'Pass rate 80.0% (8/10) ≥ 50.0%. 1 errored (counted as not passed).',
    );
    expect(reasonOf(counts(8, 2, 0, 1))).toBe(
      'Pass rate 80.0% (8/10) ≥ 50.0%. 1 of 11 samples timed out (left out of the pass rate).',
    );
    expect(reasonOf(counts(6, 2, 2, 2))).toBe(
      'Pass rate 60.0% (6/10) ≥ 50.0%. 2 errored (counted as not passed); 2 of 12 samples timed out (left out of the pass rate).',
    );
  });

  it('fails when more samples timed out than max-skipped allows, and not at exactly max-skipped', () => {
    expect(judgeManagedEval(counts(2, 0, 0, 2), LOOSE, 'run')).toMatchObject({
      kind: 'judged',
      gate: { verdict: 'passed' },
    });
    expect(judgeManagedEval(counts(2, 0, 0, 3), LOOSE, 'run')).toMatchObject({
      kind: 'judged',
      gate: {
        verdict: 'failed',
        blocking: true,
        reason:
          '3 of 5 samples timed out (60.0%), more than max-skipped 50.0% allows: the pass rate of the rest does not stand for the run. Pass rate 100.0% (2/2) ≥ 50.0%.',
      },
    });
  });
});
