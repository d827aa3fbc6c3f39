// The exact reasons of the rubric, managed-eval and pass@k gates, and the branches that pick them: which
// gate is judged, which notes a reason carries, and which fields a verdict holds.
import { describe, expect, it } from 'vitest';
import type { EvalMetrics } from '../../src/core/metrics.js';
import type { PassK } from '../../src/core/pass-k.js';
import type { RubricRecordScore } from '../../src/core/rubric/rubric.js';
import { evaluateGate, type GateOptions } from '../../src/core/verdict/gate.js';
import { judgeManagedEval, type SampleCounts } from '../../src/core/verdict/managed-eval-verdict.js';
import { decideRubric } from '../../src/core/verdict/rubric.js';

const record = (index: number, scores: number[], errors: string[] = []): RubricRecordScore => ({
  index,
  label: `r${index}`,
  scores,
  mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
  errors,
});

describe('decideRubric', () => {
  const records = [record(1, [0.9]), record(2, [0.6])];

  it('names how many records the judge failed on', () => {
    expect(decideRubric([...records, record(3, [], ['timeout'])], {}).reasons).toEqual([
      'the judge failed on 1 of 3 record(s); their errors are listed below',
    ]);
  });

  it('says "none" for the mean score of records the judge scored none of', () => {
    expect(decideRubric([record(1, []), record(2, [])], { minMeanScore: 0.5 })).toMatchObject({
      verdict: 'failed',
      reasons: ['mean score none is below min-mean-score 0.5'],
    });
  });

  it('judges min-share alone as a gate, and never without its score threshold', () => {
    expect(decideRubric(records, { minShare: 0.5, scoreThreshold: 0.8 })).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      reasons: [],
    });
    expect(decideRubric(records, { minShare: 0.6, scoreThreshold: 0.8 })).toMatchObject({
      verdict: 'failed',
      reasons: ['50% of records scored at least 0.8, below min-share 60%'],
    });
    // Without the threshold nothing is counted: min-share alone is a gate with nothing to hold.
    expect(decideRubric(records, { minShare: 0.6 })).toMatchObject({ verdict: 'passed', reasons: [] });
  });
});

const OPTIONS = { minPassRate: 0.5, gateOn: 'pass-rate' as const, allowInconclusive: false, maxSkipped: 0.5 };

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

function reasonOf(sample: SampleCounts) {
  const verdict = judgeManagedEval(sample, OPTIONS, 'run');
  return verdict.kind === 'judged' ? verdict.gate.reason : verdict.reason;
}

describe('judgeManagedEval', () => {
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
    expect(judgeManagedEval(counts(2, 0, 0, 2), OPTIONS, 'run')).toMatchObject({
      kind: 'judged',
      gate: { verdict: 'passed' },
    });
    expect(judgeManagedEval(counts(2, 0, 0, 3), OPTIONS, 'run')).toMatchObject({
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

type GateMetrics = Parameters<typeof evaluateGate>[0];

function gateMetrics(parts: Partial<EvalMetrics>): GateMetrics {
  return {
    passRate: 0.5,
    passRateInterval: { lower: 0.3, upper: 0.7, confidence: 0.95 },
    completed: 10,
    passed: 5,
    graded: 10,
    ...parts,
  } as GateMetrics;
}

const passK = (parts: Partial<PassK>): PassK => ({
  k: 3,
  passAtK: 0.9,
  passHatK: 0.6,
  rows: 4,
  unknownRows: 0,
  ...parts,
});

const gate = (metrics: GateMetrics, options: Partial<GateOptions>) =>
  evaluateGate(metrics, { minPassRate: 0.8, gateOn: 'pass-rate', allowInconclusive: false, ...options });

describe('evaluateGate on pass@k and pass^k', () => {
  it('words the value, its rows and the comparison, either way', () => {
    expect(gate(gateMetrics({ passK: passK({}) }), { metric: 'pass-at-k' }).reason).toBe(
      'pass@3 90.0% over 4 rows ≥ 80.0%.',
    );
    expect(gate(gateMetrics({ passK: passK({}) }), { metric: 'pass-hat-k' }).reason).toBe(
      'pass^3 60.0% over 4 rows < 80.0%.',
    );
    expect(
      gate(gateMetrics({ passK: passK({ rows: 1, unknownRows: 2 }) }), { metric: 'pass-at-k' }).reason,
    ).toBe('pass@3 90.0% over 1 row (2 with fewer than 3 samples left out) ≥ 80.0%.');
  });

  it('fails a run without per-row sample counts, at k = 1, naming why', () => {
    expect(gate(gateMetrics({}), { metric: 'pass-at-k' })).toStrictEqual({
      gateOn: 'pass-rate',
      metric: 'pass-at-k',
      threshold: 0.8,
      observed: 0,
      verdict: 'failed',
      blocking: true,
      reason: 'pass@1 is unknown: the run has no per-row sample counts.',
    });
  });
});

describe('evaluateGate on an ungraded run', () => {
  const ungraded = gateMetrics({ passRate: 0, passed: 0, graded: 0 });

  it('names the gate metric only when it is not the pass rate', () => {
    expect(gate(ungraded, { metric: 'pass-hat-k' })).toStrictEqual({
      verdict: 'failed',
      blocking: true,
      gateOn: 'pass-rate',
      metric: 'pass-hat-k',
      threshold: 0.8,
      observed: 0,
      reason: 'No row was graded (10 ran, every one without a reward): nothing shows the threshold is met.',
    });
    for (const metric of ['pass-rate', undefined] as const) {
      expect(gate(ungraded, { metric })).not.toHaveProperty('metric');
    }
  });

  it('is a run where nothing completed, not an ungraded one, when no row ran', () => {
    expect(gate(gateMetrics({ completed: 0, passed: 0, graded: 0 }), {}).reason).toBe(
      'No sample completed, so there is no pass rate to compare with the threshold.',
    );
  });
});
