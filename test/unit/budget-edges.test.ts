/** The budget's functions at their edges: each refusal, limit and word, and the rows that would decide. */
import { describe, expect, it } from 'vitest';
import {
  budgetSentence,
  budgetStop,
  budgetStopLine,
  checkBudget,
  moreRowsToDecide,
  spendOf,
} from '../../src/core/adaptive/budget.js';
import { fullRunRateBounds, type OutcomeCounts } from '../../src/core/adaptive/three-outcome.js';
import { UsageError } from '../../src/core/errors.js';

const label = (name: string) => `--${name}`;

describe('checkBudget', () => {
  const refusal = (name: string) =>
    `--${name} stops the eval at its budget and judges the rows run so far, which needs them run in a seeded random order in batches, as an adaptive run does: set --adaptive to confident (or certain), or remove --${name}.`;

  it('refuses a budget on a run that is not adaptive, as a usage error naming the limit', () => {
    const cost = () => checkBudget({ 'max-cost': 1, adaptive: 'off' }, label);
    expect(cost).toThrow(UsageError);
    expect(cost).toThrow(refusal('max-cost'));
    expect(() => checkBudget({ 'max-tokens': 10, adaptive: 'off' }, label)).toThrow(refusal('max-tokens'));
    // Both: max-cost is the one named.
    expect(() => checkBudget({ 'max-cost': 1, 'max-tokens': 10, adaptive: 'off' }, label)).toThrow(
      refusal('max-cost'),
    );
  });

  it('takes a budget on an adaptive run, and no budget on any run', () => {
    expect(checkBudget({ 'max-cost': 1, adaptive: 'confident' }, label)).toBeUndefined();
    expect(checkBudget({ 'max-tokens': 10, adaptive: 'certain' }, label)).toBeUndefined();
    expect(checkBudget({ adaptive: 'off' }, label)).toBeUndefined();
    expect(
      checkBudget({ 'max-cost': undefined, 'max-tokens': undefined, adaptive: 'off' }, label),
    ).toBeUndefined();
  });
});

describe('spendOf and budgetStop', () => {
  it('counts only positive token totals', () => {
    expect(spendOf([{ tokens: -50 }, { tokens: 0 }, { tokens: 7 }, { tokens: undefined }], 4, 0.5)).toEqual({
      rows: 4,
      tokens: 7,
      usd: 3.5,
    });
    expect(spendOf([], 0, 0.5)).toEqual({ rows: 0, tokens: 0, usd: 0 });
  });

  it('an unpriced spend is checked against max-tokens only', () => {
    const spend = { rows: 10, tokens: 600, usd: null };
    expect(budgetStop({ maxCost: 0.01, maxTokens: undefined }, spend, 10)).toBeNull();
    expect(budgetStop({ maxCost: 0.01, maxTokens: 1000 }, spend, 10)).toEqual({
      limit: 'max-tokens',
      budget: 1000,
      spent: 600,
      next: 600,
    });
  });

  it('nothing is known before a row ran, even with a spend carried over', () => {
    expect(budgetStop({ maxCost: 1, maxTokens: 10 }, { rows: 0, tokens: 500, usd: 5 }, 10)).toBeNull();
  });

  it('max-cost first when both would be passed; neither at exactly the budget', () => {
    const spend = { rows: 4, tokens: 400, usd: 2 };
    // The next 2 rows: $1 and 200 tokens more.
    expect(budgetStop({ maxCost: 2.5, maxTokens: 500 }, spend, 2)).toEqual({
      limit: 'max-cost',
      budget: 2.5,
      spent: 2,
      next: 1,
    });
    expect(budgetStop({ maxCost: 3, maxTokens: 600 }, spend, 2)).toBeNull();
    expect(budgetStop({ maxCost: 3, maxTokens: 599 }, spend, 2)).toEqual({
      limit: 'max-tokens',
      budget: 599,
      spent: 400,
      next: 200,
    });
    expect(budgetStop({ maxCost: undefined, maxTokens: undefined }, spend, 2)).toBeNull();
  });

  it('the estimate is the mean per row so far times the rows of the next batch', () => {
    expect(budgetStop({ maxCost: undefined, maxTokens: 100 }, { rows: 5, tokens: 90, usd: null }, 3)).toEqual(
      {
        limit: 'max-tokens',
        budget: 100,
        spent: 90,
        next: 54,
      },
    );
  });
});

describe('budgetStopLine', () => {
  it('says what was spent, what the next batch adds and the budget, in dollars', () => {
    expect(
      budgetStopLine({ limit: 'max-cost', budget: 2, spent: 1.5, next: 0.75 }, { run: 120, next: 60 }),
    ).toBe(
      'Budget: $1.50 spent on 120 rows; the next batch of 60 rows would cost about $0.75 more, over max-cost $2.00. Stopping here; a re-run with a larger max-cost resumes from the rows paid for.',
    );
  });

  it('in tokens', () => {
    expect(
      budgetStopLine(
        { limit: 'max-tokens', budget: 10_000, spent: 8000.4, next: 4000.6 },
        { run: 40, next: 20 },
      ),
    ).toBe(
      'Budget: 8,000 tokens spent on 40 rows; the next batch of 20 rows would cost about 4,001 tokens more, over max-tokens 10,000 tokens. Stopping here; a re-run with a larger max-tokens resumes from the rows paid for.',
    );
  });
});

// Whether `more` rows at the rate seen decide, written out: the counts scaled and rounded, the passes
// trimmed to the population, and the bound no longer straddling the threshold.
function decides(N: number, seen: OutcomeCounts, alpha: number, threshold: number, more: number): boolean {
  const n = seen.passed + seen.failed + seen.skipped;
  const scale = (n + more) / n;
  const scaled = {
    passed: Math.round(seen.passed * scale),
    failed: Math.round(seen.failed * scale),
    skipped: Math.round(seen.skipped * scale),
  };
  const over = scaled.passed + scaled.failed + scaled.skipped - N;
  if (over > 0) scaled.passed -= over;
  const bounds = fullRunRateBounds({ population: N, seen: scaled, alpha });
  return bounds.lower >= threshold || bounds.upper < threshold;
}

describe('moreRowsToDecide', () => {
  it.each([
    [60, { passed: 9, failed: 1, skipped: 0 }, 0.05, 0.7],
    [60, { passed: 2, failed: 8, skipped: 0 }, 0.05, 0.7],
    [60, { passed: 7, failed: 2, skipped: 1 }, 0.1, 0.5],
    [50, { passed: 18, failed: 2, skipped: 0 }, 0.05, 0.8],
    [50, { passed: 3, failed: 1, skipped: 0 }, 0.2, 0.5],
    [40, { passed: 5, failed: 0, skipped: 0 }, 0.05, 0.3],
    [40, { passed: 1, failed: 1, skipped: 1 }, 0.05, 0.9],
    [30, { passed: 14, failed: 1, skipped: 0 }, 0.05, 0.6],
    // 7 left, past the last power of two (4): 7 and not 8.
    [10, { passed: 1, failed: 1, skipped: 1 }, 0.05, 0.5],
    // Decided at 16, the answer in its upper half: 10, not the 12 a search up to the rows left would give.
    [25, { passed: 1, failed: 2, skipped: 0 }, 0.05, 0.6],
  ])(
    'population %i, seen %o: found by doubling, then halving to where it starts to decide',
    (N, seen, alpha, threshold) => {
      const left = N - (seen.passed + seen.failed + seen.skipped);
      const got = moreRowsToDecide({ population: N, seen, alpha, threshold });
      // The first power of two that decides (or every row left): the answer is in its upper half.
      let power = 1;
      while (power < left && !decides(N, seen, alpha, threshold, power)) power *= 2;
      const top = Math.min(power, left);
      if (!decides(N, seen, alpha, threshold, top)) {
        // 18 of 20 seen, 30 left: not even every row left decides, so every row left is the answer.
        expect(got).toBe(left);
        return;
      }
      expect(got).toBeLessThanOrEqual(top);
      expect(got).toBeGreaterThan(power / 2);
      expect(decides(N, seen, alpha, threshold, got)).toBe(true);
      if (got > 1) expect(decides(N, seen, alpha, threshold, got - 1)).toBe(false);
    },
  );

  it('searches between the last power of two and the rows left, not only up to a power of two', () => {
    // 9 rows, 1 of 1 passed, threshold 0.6: 4 more rows do not decide, 8 is every row left, 5 decide.
    const options = {
      population: 9,
      seen: { passed: 1, failed: 0, skipped: 0 },
      alpha: 0.05,
      threshold: 0.6,
    };
    expect(decides(9, options.seen, 0.05, 0.6, 4)).toBe(false);
    expect(decides(9, options.seen, 0.05, 0.6, 5)).toBe(true);
    expect(moreRowsToDecide(options)).toBe(5);
  });

  it('no passes, a failure and a skip: the search never asks about every row left, where 4.5 and 4.5 round to 10 of 9', () => {
    // 9 rows, 0 passed, 1 failed, 1 skipped: at 7 more rows (every row left) each of 4.5 rounds to 5.
    const seen = { passed: 0, failed: 1, skipped: 1 };
    expect(moreRowsToDecide({ population: 9, seen, alpha: 0.05, threshold: 0.5 })).toBe(5);
    expect(
      moreRowsToDecide({
        population: 5,
        seen: { passed: 0, failed: 2, skipped: 2 },
        alpha: 0.05,
        threshold: 0.5,
      }),
    ).toBe(1);
  });

  it('every row left when no count short of them decides', () => {
    // The rate seen sits on the threshold: no bound at that rate leaves it until the last row.
    expect(
      moreRowsToDecide({
        population: 50,
        seen: { passed: 8, failed: 2, skipped: 0 },
        alpha: 0.05,
        threshold: 0.8,
      }),
    ).toBe(40);
  });

  it('decides at once when the bound already does not straddle the threshold: 1 row', () => {
    expect(
      moreRowsToDecide({
        population: 40,
        seen: { passed: 20, failed: 0, skipped: 0 },
        alpha: 0.05,
        threshold: 0.3,
      }),
    ).toBe(1);
  });

  it('a bound whose upper end is the threshold exactly still straddles it: a full run there passes', () => {
    // 0 of 1 passed, 9 left: at 3 more rows the bound's upper end is 0.5 exactly; at 4 it is below.
    const seen = { passed: 0, failed: 1, skipped: 0 };
    expect(
      fullRunRateBounds({ population: 10, seen: { passed: 0, failed: 4, skipped: 0 }, alpha: 0.05 }).upper,
    ).toBe(0.5);
    expect(moreRowsToDecide({ population: 10, seen, alpha: 0.05, threshold: 0.5 })).toBe(4);
  });

  it('all the rows left with nothing run, none with every row run', () => {
    const none = { passed: 0, failed: 0, skipped: 0 };
    expect(moreRowsToDecide({ population: 25, seen: none, alpha: 0.05, threshold: 0.8 })).toBe(25);
    expect(
      moreRowsToDecide({
        population: 5,
        seen: { passed: 3, failed: 2, skipped: 0 },
        alpha: 0.05,
        threshold: 0.8,
      }),
    ).toBe(0);
    expect(
      moreRowsToDecide({
        population: 5,
        seen: { passed: 4, failed: 2, skipped: 0 },
        alpha: 0.05,
        threshold: 0.8,
      }),
    ).toBe(0);
  });

  it('scaled counts past the population lose passes, not an error', () => {
    // 1 of 3 left: 1.5 × (1, 1, 0) rounds to (2, 2, 0), 4 rows of 3, trimmed to (1, 2, 0).
    expect(
      moreRowsToDecide({
        population: 3,
        seen: { passed: 1, failed: 1, skipped: 0 },
        alpha: 0.05,
        threshold: 0.5,
      }),
    ).toBe(1);
  });
});

describe('budgetSentence', () => {
  const facts = {
    rowsRun: 100,
    rowsTotal: 300,
    samplePassRate: 0.5,
    confidence: 0.975,
    bounds: { lower: 0.25, upper: 0.75 },
    moreRows: 199,
  };

  it('the level to a tenth of a percent, and the rows that would decide below the rest', () => {
    expect(budgetSentence(facts)).toBe(
      'inconclusive at budget: 100 of 300 rows, pass rate 50.0%, 97.5% bound 25.0%–75.0%; about 199 more rows would decide',
    );
    expect(budgetSentence({ ...facts, confidence: 0.99949 })).toContain(', 99.9% bound ');
  });

  it('at exactly the rows left, only the other rows would decide', () => {
    expect(budgetSentence({ ...facts, moreRows: 200 })).toMatch(/; only the other 200 rows would decide$/);
  });
});
