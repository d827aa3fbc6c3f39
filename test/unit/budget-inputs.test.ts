/** The budget the inputs ask for, and a budget's amount in its unit. */
import { describe, expect, it } from 'vitest';
import { budgetAmount, budgetOf } from '../../src/core/adaptive/budget.js';

describe('budgetOf', () => {
  it('is undefined without max-cost and max-tokens', () => {
    expect(budgetOf({})).toBeUndefined();
    expect(budgetOf({ 'max-cost': undefined, 'max-tokens': undefined })).toBeUndefined();
  });

  it('holds either limit alone, or both', () => {
    expect(budgetOf({ 'max-cost': 2.5 })).toEqual({ maxCost: 2.5, maxTokens: undefined });
    expect(budgetOf({ 'max-tokens': 1000 })).toEqual({ maxCost: undefined, maxTokens: 1000 });
    expect(budgetOf({ 'max-cost': 0, 'max-tokens': 7 })).toEqual({ maxCost: 0, maxTokens: 7 });
  });
});

describe('budgetAmount', () => {
  it('tokens rounded and grouped', () => {
    expect(budgetAmount('max-tokens', 12345.4)).toBe('12,345 tokens');
  });

  it('dollars to the cent from $1, to two significant digits below', () => {
    expect(budgetAmount('max-cost', 1)).toBe('$1.00');
    expect(budgetAmount('max-cost', 12.345)).toBe('$12.35');
    expect(budgetAmount('max-cost', 0.41234)).toBe('$0.41');
    expect(budgetAmount('max-cost', 0.0012345)).toBe('$0.0012');
  });
});
