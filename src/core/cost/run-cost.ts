/**
 * What a run cost: its tokens, its wall duration and, from the model's price, its money. Pure. osmosis
 * 0.3.8 records one token total per work item in index.jsonl (the LiteLLM bridge's `total_tokens`, prompt
 * and completion together), so without the split the money is a range: from every token priced as input
 * to every token priced as output. "Price unknown" is said as such, never as $0.
 */
import { z } from 'zod';
import type { ModelPrice } from './model-price.js';

export const runCostSchema = z
  .object({
    model: z.string().nullable().describe("The model osmosis ran (metrics.json's model_name), when known."),
    tokens: z.object({
      total: z.number(),
      prompt: z.number().nullable().describe('Null where osmosis does not record the split.'),
      completion: z.number().nullable(),
      cached: z.number().nullable(),
      perRow: z.number().nullable().describe('The mean tokens of a completed work item.'),
    }),
    durationMs: z.number().nullable().describe("The run's wall duration (osmosis's)."),
    price: z
      .object({
        inputPerMillion: z.number(),
        outputPerMillion: z.number(),
        cachedInputPerMillion: z.number().optional(),
        source: z.enum(['litellm', 'inputs']),
        key: z.string().optional().describe("The model's key in LiteLLM's model-cost map."),
      })
      .nullable()
      .describe('Null: the price is unknown.'),
    usd: z
      .object({ low: z.number(), high: z.number(), perRowHigh: z.number().nullable() })
      .nullable()
      .describe(
        'US dollars; low < high when the prompt/completion split is not recorded. Null: price unknown.',
      ),
    note: z.string().describe('Why the money is a range, or why the price is unknown.'),
  })
  .describe("What the run cost: tokens, wall duration and money at the model's price.");
export type RunCost = z.infer<typeof runCostSchema>;

export interface RunCostFacts {
  model: string | null;
  tokens: number;
  /** The prompt/completion/cached split, when recorded. */
  split?: { prompt: number; completion: number; cached?: number } | undefined;
  /** Work items that completed (the denominator of a per-row mean). */
  completedRows: number;
  durationMs: number | null;
  price: ModelPrice | undefined;
  /** Why there is no price (the map unreadable, the model not in it), said when price is undefined. */
  unpricedReason?: string | undefined;
}

const MILLION = 1e6;

function priceFields(price: ModelPrice): NonNullable<RunCost['price']> {
  return {
    inputPerMillion: price.input * MILLION,
    outputPerMillion: price.output * MILLION,
    ...(price.cachedInput === undefined ? {} : { cachedInputPerMillion: price.cachedInput * MILLION }),
    source: price.source.kind,
    ...(price.source.kind === 'litellm' ? { key: price.source.key } : {}),
  };
}

/** Dollars for a split: cached prompt tokens at the cached price when there is one (they are part of prompt). */
function splitDollars(split: NonNullable<RunCostFacts['split']>, price: ModelPrice): number {
  const cached = Math.min(split.cached ?? 0, split.prompt);
  const cachedPrice = price.cachedInput ?? price.input;
  return (split.prompt - cached) * price.input + cached * cachedPrice + split.completion * price.output;
}

export function runCost(facts: RunCostFacts): RunCost {
  const { price, split } = facts;
  const perRow = facts.completedRows > 0 ? facts.tokens / facts.completedRows : null;
  const tokens = {
    total: facts.tokens,
    prompt: split?.prompt ?? null,
    completion: split?.completion ?? null,
    cached: split?.cached ?? null,
    perRow,
  };
  const base = { model: facts.model, tokens, durationMs: facts.durationMs };
  if (!price) {
    return {
      ...base,
      price: null,
      usd: null,
      note: facts.unpricedReason ?? 'the model is not known, so neither is its price',
    };
  }
  const low = split ? splitDollars(split, price) : facts.tokens * Math.min(price.input, price.output);
  const high = split ? low : facts.tokens * Math.max(price.input, price.output);
  const perRowHigh = facts.completedRows > 0 ? high / facts.completedRows : null;
  return {
    ...base,
    price: priceFields(price),
    usd: { low, high, perRowHigh },
    note: split
      ? 'priced from the prompt/completion split osmosis recorded'
      : 'osmosis records one token total per row, not the prompt/completion split: the range prices them all as input, then all as output',
  };
}
