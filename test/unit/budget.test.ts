import { describe, expect, it } from 'vitest';
import { budgetSentence, budgetStop, moreRowsToDecide, spendOf } from '../../src/core/adaptive/budget.js';
import { fullRunRateBounds } from '../../src/core/adaptive/three-outcome.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { budgetGate } from '../../src/core/verdict/budget.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseEvalRunInputs((name) => raw[name], label);
const adaptive = { config: 'c.toml', 'min-pass-rate': '0.8', adaptive: 'confident' };

describe('the budget inputs', () => {
  it('parses max-cost in dollars and max-tokens as a whole number, with adaptive', () => {
    expect(parse({ ...adaptive, 'max-cost': '2.50', 'max-tokens': '120000' })).toMatchObject({
      'max-cost': 2.5,
      'max-tokens': 120_000,
    });
  });

  it.each([
    [{ 'max-cost': '-1' }, /--max-cost must be a positive number of dollars/],
    [{ 'max-cost': '0' }, /--max-cost must be a positive number of dollars/],
    [{ 'max-tokens': '1.5' }, /--max-tokens must be a whole number/],
  ])('refuses %o', (raw, message) => {
    expect(() => parse({ ...adaptive, ...raw })).toThrow(message);
  });

  it('refuses a budget on a run that is not adaptive, naming the fix', () => {
    expect(() => parse({ config: 'c.toml', 'max-cost': '1' })).toThrow(
      /--max-cost stops the eval at its budget .* set --adaptive to confident \(or certain\), or remove --max-cost/,
    );
    expect(() => parse({ config: 'c.toml', 'max-tokens': '1000' })).toThrow(/remove --max-tokens/);
  });
});

describe('the budget stop', () => {
  const budget = { maxCost: 1, maxTokens: undefined };

  it('prices every token at the dearer price and counts only recorded tokens', () => {
    const spend = spendOf([{ tokens: 100 }, { tokens: null }, {}, { tokens: 300 }], 4, 0.002);
    expect(spend).toEqual({ rows: 4, tokens: 400, usd: 0.8 });
    expect(spendOf([{ tokens: 10 }], 1, null).usd).toBeNull();
  });

  it('runs the first batch: nothing is known of a row before one ran', () => {
    expect(budgetStop(budget, { rows: 0, tokens: 0, usd: 0 }, 1000)).toBeNull();
  });

  it('stops before the batch whose estimate would pass the budget, and not at the boundary', () => {
    // 40 rows cost $0.50: the next 40 would make $1.00, exactly the budget, which is within it.
    expect(budgetStop(budget, { rows: 40, tokens: 500, usd: 0.5 }, 40)).toBeNull();
    expect(budgetStop(budget, { rows: 40, tokens: 500, usd: 0.5 }, 41)).toEqual({
      limit: 'max-cost',
      budget: 1,
      spent: 0.5,
      next: expect.closeTo(0.5125, 12),
    });
  });

  it('stops on max-tokens too, whichever limit the next batch passes', () => {
    const both = { maxCost: 100, maxTokens: 1000 };
    expect(budgetStop(both, { rows: 10, tokens: 600, usd: 0.6 }, 10)).toMatchObject({
      limit: 'max-tokens',
      spent: 600,
      next: 600,
    });
  });
});

describe('moreRowsToDecide', () => {
  const seen = (passed: number, failed: number) => ({ passed, failed, skipped: 0 });

  it('is the fewest rows at the same rate whose bound no longer straddles the threshold', () => {
    const options = { population: 200, seen: seen(35, 5), alpha: 0.05, threshold: 0.8 };
    const more = moreRowsToDecide(options);
    expect(more).toBeGreaterThan(0);
    expect(more).toBeLessThan(160);
    const at = (m: number) => {
      const scale = (40 + m) / 40;
      return fullRunRateBounds({
        population: 200,
        seen: seen(Math.round(35 * scale), Math.round(5 * scale)),
        alpha: 0.05,
      });
    };
    expect(at(more).lower).toBeGreaterThanOrEqual(0.8);
    expect(at(more - 1).lower).toBeLessThan(0.8);
  });

  it('is every other row when the rate seen sits on the threshold', () => {
    expect(moreRowsToDecide({ population: 200, seen: seen(32, 8), alpha: 0.05, threshold: 0.8 })).toBe(160);
  });
});

describe('the partial verdict', () => {
  const facts = {
    rowsRun: 120,
    rowsTotal: 400,
    samplePassRate: 0.78,
    confidence: 0.95,
    bounds: { lower: 0.7, upper: 0.85 },
    moreRows: 90,
  };

  it('words the stop with its bound and the rows that would decide', () => {
    expect(budgetSentence(facts)).toBe(
      'inconclusive at budget: 120 of 400 rows, pass rate 78.0%, 95% bound 70.0%–85.0%; about 90 more rows would decide',
    );
    expect(budgetSentence({ ...facts, moreRows: 280 })).toMatch(/; only the other 280 rows would decide$/);
    // adaptive certain (or several runs per row): the certain bounds, said as such.
    expect(budgetSentence({ ...facts, confidence: 1 })).toContain(', 100% bound 70.0%–85.0%;');
  });

  it('is inconclusive, never passed or failed, and blocks unless allow-inconclusive', () => {
    const gate = budgetGate({
      threshold: 0.8,
      samplePassRate: 0.9,
      sentence: budgetSentence(facts),
      allowInconclusive: false,
    });
    expect(gate).toMatchObject({ verdict: 'inconclusive', blocking: true, observed: 0.9 });
    expect(gate.reason).toMatch(/^Inconclusive at budget: 120 of 400 rows/);
    const allowed = budgetGate({
      threshold: 0.8,
      samplePassRate: 0.9,
      sentence: 'x',
      allowInconclusive: true,
    });
    expect(allowed).toMatchObject({ verdict: 'inconclusive', blocking: false });
  });
});
