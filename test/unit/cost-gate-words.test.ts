// The cost comparison's one line, the headline a cost gate gives the verdict, and what the cost gates
// make of the verdict and exit code: each built from hand-made changes, so every word and branch is pinned.
import { describe, expect, it } from 'vitest';
import {
  type CostChange,
  type CostGate,
  costGateReason,
  costGateVerdict,
} from '../../src/core/cost/cost-change.js';
import { costChangeLine, costHeadline } from '../../src/core/cost/cost-change-words.js';
import { ExitCode } from '../../src/core/errors.js';
import { budgetGate } from '../../src/core/verdict/budget.js';
import * as verdictCost from '../../src/core/verdict/cost.js';
import { regradeExitCode } from '../../src/core/verdict/regrade.js';
import { afresh } from '../helpers/fresh-module.js';

type Grew = { row: number; ratio: number }[];

function measured(grewMost: Grew) {
  return { n: 4, excluded: 0, change: 0.5, lower: 0.1, upper: 0.9, confidence: 0.95, grewMost };
}

function gateOf(verdict: CostGate['verdict'], reason: string): CostGate {
  return { limit: 0.2, verdict, reason };
}

function compared(parts: Partial<CostChange>): CostChange {
  return {
    status: 'compared',
    message: 'Against the baseline.',
    method: 't-interval on the log ratio',
    ...parts,
  };
}

const unavailable: CostChange = {
  status: 'unavailable',
  message: 'No cost comparison: the baseline predates cost records.',
  method: 't-interval on the log ratio',
};

describe('costChangeLine', () => {
  it('is the message alone when nothing was compared', () => {
    expect(costChangeLine(unavailable)).toBe('No cost comparison: the baseline predates cost records.');
  });

  it("names the cost's three rows that grew most, above a ratio of 1 only, then the method", () => {
    const grew = [
      { row: 7, ratio: 3.456 },
      { row: 2, ratio: 2 },
      { row: 9, ratio: 1.001 },
      { row: 4, ratio: 1.0005 },
      { row: 5, ratio: 1 },
    ];
    const tokens = measured([{ row: 1, ratio: 9 }]);
    expect(costChangeLine(compared({ tokens, cost: measured(grew) }))).toBe(
      'Against the baseline. Grew most: row 7 ×3.46, row 2 ×2.00, row 9 ×1.00. (t-interval on the log ratio, per item)',
    );
  });

  it("falls back to the tokens' rows when the money was not compared, and leaves out rows that did not grow", () => {
    const tokens = measured([
      { row: 3, ratio: 1.5 },
      { row: 0, ratio: 1 },
      { row: 8, ratio: 0.5 },
    ]);
    expect(costChangeLine(compared({ tokens }))).toBe(
      'Against the baseline. Grew most: row 3 ×1.50. (t-interval on the log ratio, per item)',
    );
    const flat = measured([{ row: 0, ratio: 1 }]);
    expect(costChangeLine(compared({ tokens: flat }))).toBe(
      'Against the baseline. (t-interval on the log ratio, per item)',
    );
  });

  it("ends with each gate's reason, cost before duration", () => {
    const gates = { cost: gateOf('passed', 'Cost ok.'), duration: gateOf('failed', 'Duration over.') };
    expect(costChangeLine(compared({ gates }))).toBe(
      'Against the baseline. (t-interval on the log ratio, per item) Cost ok. Duration over.',
    );
    expect(costChangeLine(compared({ gates: { duration: gateOf('passed', 'Duration ok.') } }))).toBe(
      'Against the baseline. (t-interval on the log ratio, per item) Duration ok.',
    );
    expect(costChangeLine({ ...unavailable, gates: { cost: gateOf('not-applied', 'Not applied.') } })).toBe(
      'No cost comparison: the baseline predates cost records. Not applied.',
    );
  });
});

describe('costGateVerdict and costGateReason', () => {
  it('takes failed over inconclusive over passed, from either gate, with its reason', () => {
    const failedDuration = compared({
      gates: { cost: gateOf('inconclusive', 'Cost unsure.'), duration: gateOf('failed', 'Too slow.') },
    });
    expect(costGateVerdict(failedDuration)).toBe('failed');
    expect(costGateReason(failedDuration)).toBe('Too slow.');
    const unsureDuration = compared({
      gates: { cost: gateOf('passed', 'Cost ok.'), duration: gateOf('inconclusive', 'Slow, maybe.') },
    });
    expect(costGateVerdict(unsureDuration)).toBe('inconclusive');
    expect(costGateReason(unsureDuration)).toBe('Slow, maybe.');
    const onlyDuration = compared({ gates: { duration: gateOf('failed', 'Too slow.') } });
    expect(costGateReason(onlyDuration)).toBe('Too slow.');
    const onlyCost = compared({ gates: { cost: gateOf('failed', 'Too dear.') } });
    expect(costGateReason(onlyCost)).toBe('Too dear.');
  });

  it('has no verdict or reason when the gates passed, were not asked for, or there is no change', () => {
    const passed = compared({ gates: { cost: gateOf('passed', 'Cost ok.') } });
    expect(costGateVerdict(passed)).toBeUndefined();
    expect(costGateReason(passed)).toBeUndefined();
    expect(costGateVerdict(compared({}))).toBeUndefined();
    expect(costGateReason(compared({}))).toBeUndefined();
    expect(costGateVerdict(undefined)).toBeUndefined();
    expect(costGateReason(undefined)).toBeUndefined();
  });
});

describe('costHeadline', () => {
  const failed = compared({ gates: { cost: gateOf('failed', 'Too dear.') } });
  const unsure = compared({ gates: { cost: gateOf('inconclusive', 'Cost unsure.') } });

  it("is the cost gate's reason when the cost gate, not the pass-rate gate, made the verdict", () => {
    expect(costHeadline('passed', 'failed', failed)).toBe('Too dear.');
    expect(costHeadline('passed', 'inconclusive', unsure)).toBe('Cost unsure.');
  });

  it('is undefined when the pass-rate gate gave the verdict itself, or the cost gate gave another', () => {
    expect(costHeadline('failed', 'failed', failed)).toBeUndefined();
    expect(costHeadline('passed', 'failed', unsure)).toBeUndefined();
    expect(costHeadline('passed', 'failed', compared({}))).toBeUndefined();
    expect(costHeadline('passed', 'failed', undefined)).toBeUndefined();
  });
});

// Loaded afresh in each test, so the verdicts each outcome applies to (module-level sets) are pinned too.
describe('verdictAfterCost', () => {
  const failed = compared({ gates: { cost: gateOf('failed', 'Too dear.') } });
  const unsure = compared({ gates: { duration: gateOf('inconclusive', 'Slow, maybe.') } });
  const passed = compared({ gates: { cost: gateOf('passed', 'Cost ok.') } });
  const load = () => afresh(verdictCost, 'core/verdict/cost.ts');

  it('fails a run the pass-rate gate let through, or left inconclusive or ungated, when a cost gate failed', async () => {
    const { verdictAfterCost } = await load();
    for (const verdict of ['passed', 'inconclusive', 'not-gated']) {
      expect(verdictAfterCost(verdict, failed, true)).toEqual({
        verdict: 'failed',
        exitCode: ExitCode.gateFailed,
      });
    }
    expect(verdictAfterCost('failed', failed, false)).toBeNull();
    expect(verdictAfterCost('error', failed, false)).toBeNull();
  });

  it('makes a passed or ungated run inconclusive when a cost gate is, blocking unless allowed', async () => {
    const { verdictAfterCost } = await load();
    for (const verdict of ['passed', 'not-gated']) {
      expect(verdictAfterCost(verdict, unsure, false)).toEqual({
        verdict: 'inconclusive',
        exitCode: ExitCode.gateFailed,
      });
      expect(verdictAfterCost(verdict, unsure, true)).toEqual({
        verdict: 'inconclusive',
        exitCode: ExitCode.ok,
      });
    }
    for (const verdict of ['inconclusive', 'failed', 'error']) {
      expect(verdictAfterCost(verdict, unsure, false)).toBeNull();
    }
  });

  it('leaves the verdict alone when the cost gates passed or there were none', async () => {
    const { verdictAfterCost } = await load();
    expect(verdictAfterCost('passed', passed, false)).toBeNull();
    expect(verdictAfterCost('passed', undefined, false)).toBeNull();
  });
});

describe('budgetGate', () => {
  it('is inconclusive on the pass rate, with the sentence as its reason, blocking unless allowed', () => {
    const stopped = { threshold: 0.8, samplePassRate: 0.75, sentence: 'max-cost $1.00 stopped the run' };
    expect(budgetGate({ ...stopped, allowInconclusive: false })).toEqual({
      verdict: 'inconclusive',
      blocking: true,
      gateOn: 'pass-rate',
      threshold: 0.8,
      observed: 0.75,
      reason: 'Max-cost $1.00 stopped the run.',
    });
    expect(budgetGate({ ...stopped, allowInconclusive: true })).toEqual({
      verdict: 'inconclusive',
      blocking: false,
      gateOn: 'pass-rate',
      threshold: 0.8,
      observed: 0.75,
      reason: 'Max-cost $1.00 stopped the run. Allowed by allow-inconclusive.',
    });
  });
});

describe('regradeExitCode', () => {
  it('is 3 when the grader could not run, else 0', () => {
    expect(regradeExitCode({ error: 'the grader module did not import' })).toBe(ExitCode.infrastructure);
    expect(regradeExitCode({ error: null })).toBe(ExitCode.ok);
    expect(regradeExitCode({ error: '' })).toBe(ExitCode.ok);
    expect(regradeExitCode({})).toBe(ExitCode.ok);
  });
});
