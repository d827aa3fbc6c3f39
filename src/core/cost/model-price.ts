/**
 * A model's price per token, from one entry of LiteLLM's model-cost map (the
 * `model_prices_and_context_window_backup.json` that the osmosis environment ships with LiteLLM) or from
 * the price inputs. Pure: the adapter (adapters/model-prices.ts) finds and reads the map.
 */
import { UsageError } from '../errors.js';

/** Where a price came from: LiteLLM's map (under which key), or the price-per-million inputs. */
export type PriceSource = { kind: 'litellm'; key: string } | { kind: 'inputs' };

export interface ModelPrice {
  /** US dollars per prompt (input) token. */
  input: number;
  /** US dollars per completion (output) token. */
  output: number;
  /** US dollars per cached prompt token, when the map gives one. */
  cachedInput?: number;
  source: PriceSource;
}

/** A run's model and its price (the adapter's answer), or why there is no price. */
export interface RunPrice {
  model: string | null;
  price?: ModelPrice;
  reason?: string;
}

/** The price-per-million-input / price-per-million-output inputs, in dollars per million tokens. */
export interface PriceInputs {
  input?: number | undefined;
  output?: number | undefined;
}

/**
 * The keys a model name may have in the map, most specific first: LiteLLM's own name for a call is
 * `provider/model` (osmosis's model_path), while the map keys most models without the provider.
 */
export function costMapKeys(model: string): string[] {
  const keys = [model];
  const slash = model.indexOf('/');
  if (slash > 0 && slash < model.length - 1) keys.push(model.slice(slash + 1));
  return keys;
}

function nonNegative(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The price of one map entry, or undefined when it lacks a per-token input or output price. A price of
 * zero in both is taken as "not priced" (the map's `sample_spec` and some placeholders), never as free.
 */
export function priceFromMapEntry(entry: unknown, key: string): ModelPrice | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const fields = entry as Record<string, unknown>;
  const input = nonNegative(fields.input_cost_per_token);
  const output = nonNegative(fields.output_cost_per_token);
  if (input === undefined || output === undefined || input + output === 0) return undefined;
  const cachedInput = nonNegative(fields.cache_read_input_token_cost);
  return {
    input,
    output,
    ...(cachedInput === undefined ? {} : { cachedInput }),
    source: { kind: 'litellm', key },
  };
}

/**
 * The price to use: the inputs when both are given (they name the price the user pays, over the map's
 * list price), else the map's, else none. One input alone is not a price: it is the caller's error to say.
 */
export function choosePrice(inputs: PriceInputs, fromMap: ModelPrice | undefined): ModelPrice | undefined {
  if (inputs.input !== undefined && inputs.output !== undefined) {
    return { input: inputs.input / 1e6, output: inputs.output / 1e6, source: { kind: 'inputs' } };
  }
  return fromMap;
}

/** A price is two numbers: one alone would price half of the tokens and leave the rest unknown. */
export function checkPricePair(
  inputs: { 'price-per-million-input'?: number | undefined; 'price-per-million-output'?: number | undefined },
  label: (name: string) => string,
): void {
  const given = (['price-per-million-input', 'price-per-million-output'] as const).filter(
    (name) => inputs[name] !== undefined,
  );
  if (given.length === 1) {
    const missing =
      given[0] === 'price-per-million-input' ? 'price-per-million-output' : 'price-per-million-input';
    throw new UsageError(
      `${label(given[0] as (typeof given)[number])} needs ${label(missing)}: a model's price is one for prompt (input) tokens and one for completion (output) tokens. Give both.`,
    );
  }
}
