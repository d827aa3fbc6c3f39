// A run's cost in words, its fields, the model price's lookups and rows.json's usage tables: exact lines
// and fields from hand-built costs and prices, each branch and boundary on its own.
import { describe, expect, it } from 'vitest';
import { mapEntryInBytes } from '../../src/adapters/model-prices.js';
import { costLine, dollars } from '../../src/core/cost/cost-words.js';
import {
  checkPricePair,
  choosePrice,
  costMapKeys,
  type ModelPrice,
  priceFromMapEntry,
} from '../../src/core/cost/model-price.js';
import { isUsableAmount, parseRowUsage } from '../../src/core/cost/row-usage.js';
import { type RunCost, runCost } from '../../src/core/cost/run-cost.js';

const mapEntryInText = (text: string, key: string) => mapEntryInBytes(Buffer.from(text), key);

const litellm: NonNullable<RunCost['price']> = {
  inputPerMillion: 0.15,
  outputPerMillion: 0.6,
  source: 'litellm',
  key: 'gpt-4o-mini',
};

function cost(parts: Omit<Partial<RunCost>, 'tokens'> & { tokens?: Partial<RunCost['tokens']> }): RunCost {
  const { tokens, ...rest } = parts;
  return {
    model: 'openai/gpt-4o-mini',
    durationMs: null,
    price: litellm,
    usd: { low: 1.5, high: 1.5, perRowHigh: null },
    note: 'a note',
    ...rest,
    tokens: { total: 1000, prompt: null, completion: null, cached: null, perRow: null, ...tokens },
  };
}

describe('dollars', () => {
  it('says $0 for nothing, two significant digits below a cent, cents from a cent up', () => {
    expect(dollars(0)).toBe('$0');
    expect(dollars(0.004567)).toBe('$0.0046');
    expect(dollars(0.01)).toBe('$0.01');
    expect(dollars(1.5)).toBe('$1.50');
    expect(dollars(12.345)).toBe('$12.35');
  });
});

describe('costLine', () => {
  it('gives the split with its cached tokens, the mean per row, one amount and the wall time', () => {
    const line = costLine(
      cost({
        tokens: { total: 12_345, prompt: 10_000, completion: 2_345, cached: 4_000, perRow: 1234.5 },
        durationMs: 65_400,
      }),
    );
    expect(line).toBe(
      "12,345 tokens (10,000 prompt, 4,000 cached, 2,345 completion), 1,235 per row; $1.50 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out); 1 min 5 s wall",
    );
  });

  it('leaves out the cached tokens, the split and the mean when they were not recorded', () => {
    const split = { total: 300, prompt: 200, completion: 100, perRow: null };
    expect(costLine(cost({ tokens: split }))).toBe(
      "300 tokens (200 prompt, 100 completion); $1.50 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out)",
    );
    // Half a split is no split.
    expect(costLine(cost({ tokens: { total: 300, prompt: 200 } }))).toBe(
      "300 tokens; $1.50 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out)",
    );
    expect(costLine(cost({ tokens: { total: 300, completion: 100 } }))).toBe(
      "300 tokens; $1.50 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out)",
    );
  });

  it('gives a range, and names the price by its key, else the model, else "the model", else the inputs', () => {
    const range = { low: 0.00015, high: 0.0006, perRowHigh: null };
    expect(costLine(cost({ usd: range, tokens: { perRow: 100 } }))).toBe(
      "1,000 tokens, 100 per row; $0.00015–$0.0006 at LiteLLM's price for gpt-4o-mini ($0.15/M in, $0.6/M out)",
    );
    const { key: _key, ...keyless } = litellm;
    expect(costLine(cost({ price: keyless }))).toContain("$1.50 at LiteLLM's price for openai/gpt-4o-mini (");
    expect(costLine(cost({ price: keyless, model: null }))).toContain(
      "$1.50 at LiteLLM's price for the model (",
    );
    const inputs = { inputPerMillion: 2, outputPerMillion: 8, source: 'inputs' as const };
    expect(costLine(cost({ price: inputs, usd: { low: 0, high: 0, perRowHigh: null } }))).toBe(
      '1,000 tokens; $0 at the price inputs ($2/M in, $8/M out)',
    );
  });

  it('says "price unknown" and why when either the price or the money is missing', () => {
    expect(costLine(cost({ price: null, usd: null, note: 'not in the map' }))).toBe(
      '1,000 tokens; price unknown (not in the map)',
    );
    expect(costLine(cost({ usd: null, note: 'no money' }))).toBe('1,000 tokens; price unknown (no money)');
    expect(costLine(cost({ price: null, note: 'no price' }))).toBe('1,000 tokens; price unknown (no price)');
  });

  it('says seconds below a minute, minutes and seconds from a minute up', () => {
    const wall = (durationMs: number) =>
      costLine(cost({ price: null, note: 'x', durationMs })).split('; ')[2];
    expect(wall(0)).toBe('0.0 s wall');
    expect(wall(59_940)).toBe('59.9 s wall');
    expect(wall(60_000)).toBe('1 min 0 s wall');
    expect(wall(125_400)).toBe('2 min 5 s wall');
    expect(wall(3_659_600)).toBe('60 min 60 s wall');
  });
});

describe('runCost', () => {
  const mapPrice: ModelPrice = {
    input: 1.5e-7,
    output: 6e-7,
    cachedInput: 7.5e-8,
    source: { kind: 'litellm', key: 'gpt-4o-mini' },
  };

  it('keeps the price per million with its cached price and key, and says how the money was priced', () => {
    const split = runCost({
      model: 'gpt-4o-mini',
      tokens: 1000,
      split: { prompt: 800, completion: 200 },
      completedRows: 4,
      durationMs: 5,
      price: mapPrice,
    });
    expect(split.price).toStrictEqual({
      inputPerMillion: 0.15,
      outputPerMillion: 0.6,
      cachedInputPerMillion: 0.075,
      source: 'litellm',
      key: 'gpt-4o-mini',
    });
    expect(split.usd?.low).toBeCloseTo(800 * 1.5e-7 + 200 * 6e-7, 15);
    expect(split.usd?.perRowHigh).toBeCloseTo((800 * 1.5e-7 + 200 * 6e-7) / 4, 15);
    expect(split.tokens).toStrictEqual({
      total: 1000,
      prompt: 800,
      completion: 200,
      cached: null,
      perRow: 250,
    });
    expect(split.note).toBe('priced from the prompt/completion split osmosis recorded');
    const total = runCost({ model: null, tokens: 10, completedRows: 1, durationMs: null, price: mapPrice });
    expect(total.note).toBe(
      'osmosis records one token total per row, not the prompt/completion split: the range prices them all as input, then all as output',
    );
  });

  it('has no cached price or key for the price inputs, and no mean over no completed row', () => {
    const priced = runCost({
      model: 'm',
      tokens: 10,
      completedRows: 0,
      durationMs: null,
      price: { input: 2e-6, output: 8e-6, source: { kind: 'inputs' } },
    });
    expect(priced.price).toStrictEqual({ inputPerMillion: 2, outputPerMillion: 8, source: 'inputs' });
    expect(priced.tokens.perRow).toBeNull();
    expect(priced.usd?.low).toBeCloseTo(10 * 2e-6, 15);
    expect(priced.usd?.high).toBeCloseTo(10 * 8e-6, 15);
    expect(priced.usd?.perRowHigh).toBeNull();
  });

  it('says the model is unknown when no reason is given for a missing price', () => {
    const unpriced = runCost({
      model: null,
      tokens: 10,
      completedRows: 1,
      durationMs: null,
      price: undefined,
    });
    expect(unpriced.note).toBe('the model is not known, so neither is its price');
    expect(unpriced.price).toBeNull();
    expect(unpriced.usd).toBeNull();
  });
});

describe('model price lookups', () => {
  it('drops the provider only when there is a provider and a model around the first slash', () => {
    expect(costMapKeys('openrouter/meta/llama')).toEqual(['openrouter/meta/llama', 'meta/llama']);
    expect(costMapKeys('/gpt-4o')).toEqual(['/gpt-4o']);
    expect(costMapKeys('openai/')).toEqual(['openai/']);
    expect(costMapKeys('a/b')).toEqual(['a/b', 'b']);
  });

  it('takes a zero price on one side, never a negative, non-finite or non-number one', () => {
    expect(priceFromMapEntry({ input_cost_per_token: 0, output_cost_per_token: 2e-6 }, 'k')).toStrictEqual({
      input: 0,
      output: 2e-6,
      source: { kind: 'litellm', key: 'k' },
    });
    // The same price both ways is a price (their sum is not zero).
    expect(priceFromMapEntry({ input_cost_per_token: 1e-6, output_cost_per_token: 1e-6 }, 'k')?.input).toBe(
      1e-6,
    );
    for (const bad of [-1e-6, Number.NaN, Number.POSITIVE_INFINITY, '1e-6', null]) {
      expect(
        priceFromMapEntry({ input_cost_per_token: bad, output_cost_per_token: 1e-6 }, 'k'),
      ).toBeUndefined();
    }
    expect(priceFromMapEntry({ output_cost_per_token: 1e-6 }, 'k')).toBeUndefined();
    expect(priceFromMapEntry(null, 'k')).toBeUndefined();
    expect(priceFromMapEntry('1e-6', 'k')).toBeUndefined();
    // A negative cached price is not a cached price.
    expect(
      priceFromMapEntry(
        { input_cost_per_token: 1e-6, output_cost_per_token: 2e-6, cache_read_input_token_cost: -1 },
        'k',
      ),
    ).toStrictEqual({ input: 1e-6, output: 2e-6, source: { kind: 'litellm', key: 'k' } });
  });

  it("keeps the map's price unless both price inputs are given", () => {
    const fromMap: ModelPrice = { input: 1e-6, output: 2e-6, source: { kind: 'litellm', key: 'k' } };
    expect(choosePrice({ input: 3 }, fromMap)).toBe(fromMap);
    expect(choosePrice({ output: 3 }, fromMap)).toBe(fromMap);
    expect(choosePrice({ input: 0, output: 0 }, undefined)).toEqual({
      input: 0,
      output: 0,
      source: { kind: 'inputs' },
    });
  });

  it('refuses one price input alone, naming the other', () => {
    const label = (name: string) => `--${name}`;
    expect(() => checkPricePair({ 'price-per-million-output': 1 }, label)).toThrow(
      "--price-per-million-output needs --price-per-million-input: a model's price is one for prompt (input) tokens and one for completion (output) tokens. Give both.",
    );
    expect(() => checkPricePair({ 'price-per-million-input': 1 }, label)).toThrow(
      '--price-per-million-input needs --price-per-million-output:',
    );
    expect(() =>
      checkPricePair({ 'price-per-million-input': 1, 'price-per-million-output': 2 }, label),
    ).not.toThrow();
    expect(() => checkPricePair({}, label)).not.toThrow();
  });

  it("finds the last top-level entry of a key in the map's text, and nothing for a missing or broken one", () => {
    const map = [
      '{',
      '    "a": {',
      '        "input_cost_per_token": 1',
      '    },',
      '    "b": {',
      '        "input_cost_per_token": 2',
      '    },',
      '    "a": {',
      '        "input_cost_per_token": 3',
      '    }',
      '}',
    ].join('\n');
    expect(mapEntryInText(map, 'a')).toEqual({ input_cost_per_token: 3 });
    expect(mapEntryInText(map, 'b')).toEqual({ input_cost_per_token: 2 });
    expect(mapEntryInText(map, 'c')).toBeUndefined();
    expect(mapEntryInText('{\n    "a": {\n        "x": oops\n    }\n}', 'a')).toBeUndefined();
    expect(mapEntryInText('{\n    "a": {\n        "x": 1', 'a')).toBeUndefined();
    // A map with no entries, its closing brace indented: the key is not there.
    expect(mapEntryInText('{\n    }', 'a')).toBeUndefined();
  });
});

describe("rows.json's usage", () => {
  it('takes a finite count of zero or more, nothing else', () => {
    expect(isUsableAmount(0)).toBe(true);
    expect(isUsableAmount(12.5)).toBe(true);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined]) {
      expect(isUsableAmount(bad)).toBe(false);
    }
  });

  it('keeps tables of usable amounts and nulls, and drops any table with one bad cell or run', () => {
    const good = { tokens: [[0, null, 5], [7]], durationMs: [[null], []] };
    expect(parseRowUsage(good)).toEqual(good);
    expect(parseRowUsage({ tokens: [[1], [-1]], durationMs: [[1]] })).toBeUndefined();
    expect(parseRowUsage({ tokens: [[1, -1]], durationMs: [[1]] })).toBeUndefined();
    expect(parseRowUsage({ tokens: [[1], 'x'], durationMs: [[1]] })).toBeUndefined();
    expect(parseRowUsage({ tokens: [[1]], durationMs: [['1']] })).toBeUndefined();
    expect(parseRowUsage({ tokens: [[1]] })).toBeUndefined();
    expect(parseRowUsage(null)).toBeUndefined();
    expect(parseRowUsage('usage')).toBeUndefined();
  });
});
