import { describe, expect, it } from 'vitest';
import { costLine } from '../../src/core/cost/cost-words.js';
import { choosePrice, costMapKeys, priceFromMapEntry } from '../../src/core/cost/model-price.js';
import { runCost } from '../../src/core/cost/run-cost.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { allPassing } from '../helpers/comment-fixtures.js';

const entry = {
  input_cost_per_token: 1.5e-7,
  output_cost_per_token: 6e-7,
  cache_read_input_token_cost: 7.5e-8,
};

describe('model price', () => {
  it('looks the model up as osmosis names it, then without its provider', () => {
    expect(costMapKeys('openai/gpt-4o-mini')).toEqual(['openai/gpt-4o-mini', 'gpt-4o-mini']);
    expect(costMapKeys('gpt-4o-mini')).toEqual(['gpt-4o-mini']);
  });

  it('reads per-token prices and refuses an entry priced at zero', () => {
    expect(priceFromMapEntry(entry, 'gpt-4o-mini')).toEqual({
      input: 1.5e-7,
      output: 6e-7,
      cachedInput: 7.5e-8,
      source: { kind: 'litellm', key: 'gpt-4o-mini' },
    });
    expect(
      priceFromMapEntry({ input_cost_per_token: 0, output_cost_per_token: 0 }, 'sample_spec'),
    ).toBeUndefined();
    expect(priceFromMapEntry({ input_cost_per_token: 1e-6 }, 'half')).toBeUndefined();
  });

  it('takes both price inputs over the map, per million tokens', () => {
    const fromMap = priceFromMapEntry(entry, 'gpt-4o-mini');
    expect(choosePrice({ input: 2, output: 8 }, fromMap)).toEqual({
      input: 2e-6,
      output: 8e-6,
      source: { kind: 'inputs' },
    });
    expect(choosePrice({}, fromMap)).toBe(fromMap);
  });
});

describe('run cost', () => {
  const price = priceFromMapEntry(entry, 'gpt-4o-mini');

  it('prices a total without its split as a range, all input to all output', () => {
    const cost = runCost({
      model: 'openai/gpt-4o-mini',
      tokens: 1000,
      completedRows: 10,
      durationMs: 18_600,
      price,
    });
    expect(cost.usd?.low).toBeCloseTo(1.5e-4, 12);
    expect(cost.usd?.high).toBeCloseTo(6e-4, 12);
    expect(cost.usd?.perRowHigh).toBeCloseTo(6e-5, 12);
    expect(cost.tokens).toEqual({ total: 1000, prompt: null, completion: null, cached: null, perRow: 100 });
    expect(costLine(cost)).toBe(
      "1,000 tokens, 100 per row; $0.00015–$0.0006 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out); 18.6 s wall",
    );
  });

  it('prices a recorded split exactly, cached prompt tokens at the cached price', () => {
    const cost = runCost({
      model: 'gpt-4o-mini',
      tokens: 1000,
      split: { prompt: 800, completion: 200, cached: 400 },
      completedRows: 1,
      durationMs: null,
      price,
    });
    const usd = 400 * 1.5e-7 + 400 * 7.5e-8 + 200 * 6e-7;
    expect(cost.usd?.low).toBeCloseTo(usd, 15);
    expect(cost.usd?.high).toBe(cost.usd?.low);
  });

  it('says "price unknown" and why, never $0', () => {
    const cost = runCost({
      model: 'openai/my-agent',
      tokens: 50,
      completedRows: 5,
      durationMs: 1000,
      price: undefined,
      unpricedReason: "openai/my-agent is not priced in LiteLLM's cost map",
    });
    expect(cost.usd).toBeNull();
    expect(costLine(cost)).toContain("price unknown (openai/my-agent is not priced in LiteLLM's cost map)");
    expect(costLine(cost)).not.toContain('$0');
  });
});

describe('price inputs', () => {
  const parse = (raw: Record<string, string>) =>
    parseEvalRunInputs(
      (name) => ({ config: 'c.toml', ...raw })[name],
      (name) => `--${name}`,
    );

  it('takes both, as dollars per million', () => {
    const inputs = parse({ 'price-per-million-input': '0.5', 'price-per-million-output': '1.5' });
    expect(inputs['price-per-million-input']).toBe(0.5);
    expect(inputs['price-per-million-output']).toBe(1.5);
  });

  it('refuses one without the other, naming the missing one', () => {
    expect(() => parse({ 'price-per-million-input': '0.5' })).toThrow(/needs --price-per-million-output/);
    expect(() => parse({ 'price-per-million-output': 'x' })).toThrow(/price-per-million-output/);
  });
});

describe('the cost in the comment and the terminal', () => {
  const priced = runCost({
    model: 'openai/gpt-4o-mini',
    tokens: 151,
    completedRows: 10,
    durationMs: 19_300,
    price: priceFromMapEntry(entry, 'gpt-4o-mini'),
  });
  const unpriced = runCost({
    model: 'openai/mine',
    tokens: 151,
    completedRows: 10,
    durationMs: 19_300,
    price: undefined,
    unpricedReason: "openai/mine is not priced in LiteLLM's cost map",
  });

  it('is one Cost row of the comment, and one cost line of the terminal', () => {
    const result = { ...allPassing(), cost: priced };
    const rows = renderComment(result, { key: 'k' })
      .split('\n')
      .filter((line) => line.startsWith('| Cost |'));
    expect(rows).toEqual([`| Cost | ${costLine(priced)} |`]);
    expect(renderTerminal(result)).toContain(`  cost        ${costLine(priced)}\n`);
  });

  it('says price unknown there too, and nothing when the result has no cost', () => {
    expect(renderComment({ ...allPassing(), cost: unpriced }, { key: 'k' })).toContain('price unknown');
    expect(renderComment(allPassing(), { key: 'k' })).not.toContain('| Cost |');
    expect(renderTerminal(allPassing())).not.toContain('cost ');
  });
});
