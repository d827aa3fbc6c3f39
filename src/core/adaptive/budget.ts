/**
 * A budget for an eval (issue 41 point 3): `max-cost` (US dollars) or `max-tokens`. The rows run in the
 * adaptive runner's seeded batches, so the rows run before a stop are a fair sample; before each batch the
 * run's spend so far (every row of its journal, paid now or by an earlier start) and the next batch's
 * estimate (the mean per row so far times its rows) are compared with the budget. A run stopped there is
 * inconclusive, judged by the anytime-valid bound on the rows that ran, never by a full run's verdict. Pure.
 */
import { z } from 'zod';
import { UsageError } from '../errors.js';
import { grouped } from '../format.js';
import { boundedInt, boundedNumber } from '../input-values.js';
import { pct } from '../verdict/gate.js';
import { fullRunRateBounds, type OutcomeCounts } from './three-outcome.js';

/** The inputs, shared by the action and the CLI. */
export const budgetInputsShape = {
  'max-cost': boundedNumber('dollars', { max: 1_000_000 }),
  'max-tokens': boundedInt(1_000_000_000_000),
};

/** A budget needs the seeded batches of an adaptive run: checked with the other inputs (exit 2). */
export function checkBudget(
  inputs: { 'max-cost'?: number | undefined; 'max-tokens'?: number | undefined; adaptive: string },
  label: (name: string) => string,
): void {
  const name = inputs['max-cost'] !== undefined ? 'max-cost' : 'max-tokens';
  if (inputs[name] === undefined || inputs.adaptive !== 'off') return;
  throw new UsageError(
    `${label(name)} stops the eval at its budget and judges the rows run so far, which needs them run in a seeded random order in batches, as an adaptive run does: set ${label('adaptive')} to confident (or certain), or remove ${label(name)}.`,
  );
}

export interface Budget {
  maxCost: number | undefined;
  maxTokens: number | undefined;
}

/** The budget the inputs ask for, or undefined. */
export function budgetOf(inputs: {
  'max-cost'?: number | undefined;
  'max-tokens'?: number | undefined;
}): Budget | undefined {
  const maxCost = inputs['max-cost'];
  const maxTokens = inputs['max-tokens'];
  return maxCost === undefined && maxTokens === undefined ? undefined : { maxCost, maxTokens };
}

/** What the rows run so far cost: tokens, and dollars at the dearer of the two prices (null: unpriced). */
export interface Spend {
  rows: number;
  tokens: number;
  usd: number | null;
}

/**
 * The spend of a run's rows. osmosis records one token total per item, so each token is priced at the
 * dearer of the input and output price: the budget is never exceeded for want of the split.
 */
export function spendOf(
  rows: readonly { tokens?: number | null | undefined }[],
  rowsRun: number,
  usdPerToken: number | null,
): Spend {
  let tokens = 0;
  for (const row of rows) if (typeof row.tokens === 'number' && row.tokens > 0) tokens += row.tokens;
  return { rows: rowsRun, tokens, usd: usdPerToken === null ? null : tokens * usdPerToken };
}

/** Why the next batch is not run, or null when it fits the budget. */
export interface BudgetStop {
  limit: 'max-cost' | 'max-tokens';
  budget: number;
  spent: number;
  /** The next batch's estimated spend: the mean per row so far times its rows. */
  next: number;
}

/** Whether the next batch of `nextRows` rows would take the run over its budget (unknown before any row ran). */
export function budgetStop(budget: Budget, spend: Spend, nextRows: number): BudgetStop | null {
  if (spend.rows === 0) return null;
  const check = (limit: BudgetStop['limit'], cap: number | undefined, spent: number | null) => {
    if (cap === undefined || spent === null) return null;
    const next = (spent / spend.rows) * nextRows;
    return spent + next > cap ? { limit, budget: cap, spent, next } : null;
  };
  return check('max-cost', budget.maxCost, spend.usd) ?? check('max-tokens', budget.maxTokens, spend.tokens);
}

/** "$0.41" / "12,345 tokens": a budget or spend in its unit. */
export function budgetAmount(limit: BudgetStop['limit'], value: number): string {
  if (limit === 'max-tokens') return `${grouped(Math.round(value))} tokens`;
  return value >= 1 ? `$${value.toFixed(2)}` : `$${value.toPrecision(2)}`;
}

/** The log line of a stop: what was spent, what the next batch would add, and the budget. */
export function budgetStopLine(stop: BudgetStop, rows: { run: number; next: number }): string {
  const amount = (value: number) => budgetAmount(stop.limit, value);
  return `Budget: ${amount(stop.spent)} spent on ${rows.run} rows; the next batch of ${rows.next} rows would cost about ${amount(stop.next)} more, over ${stop.limit} ${amount(stop.budget)}. Stopping here; a re-run with a larger ${stop.limit} resumes from the rows paid for.`;
}

/**
 * About how many more rows the verdict would take, were the rows still to run to pass as the ones run
 * did: the fewest whose bound (the same confidence sequence) no longer straddles the threshold, searched
 * by doubling then halving (the bound narrows as rows are added at a fixed rate). Every row at most.
 */
export function moreRowsToDecide(options: {
  population: number;
  seen: OutcomeCounts;
  alpha: number;
  threshold: number;
}): number {
  const { population: N, seen, alpha, threshold } = options;
  const n = seen.passed + seen.failed + seen.skipped;
  const left = N - n;
  if (n === 0 || left <= 0) return Math.max(0, left);
  const decides = (more: number) => {
    const scale = (n + more) / n;
    const scaled = {
      passed: Math.round(seen.passed * scale),
      failed: Math.round(seen.failed * scale),
      skipped: Math.round(seen.skipped * scale),
    };
    const total = scaled.passed + scaled.failed + scaled.skipped;
    if (total > N) scaled.passed -= total - N;
    const bounds = fullRunRateBounds({ population: N, seen: scaled, alpha });
    return bounds.lower >= threshold || bounds.upper < threshold;
  };
  let low = 0;
  let high = 1;
  while (high < left && !decides(high)) {
    low = high;
    high *= 2;
  }
  // Past the rows left, the answer lies between the last power of two and them (every row left when
  // none of those decides: the search below then never moves `high`). So `decides` is asked only about
  // fewer than the rows left, whose rounded counts never add up to more than N.
  high = Math.min(high, left);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (decides(middle)) high = middle;
    else low = middle;
  }
  return high;
}

export const budgetSchema = z
  .object({
    maxCost: z.number().nullable().describe('max-cost, US dollars.'),
    maxTokens: z.number().nullable(),
    spent: z.object({
      tokens: z.number(),
      usd: z
        .number()
        .nullable()
        .describe('Every token at the dearer of the input and output price; null: no max-cost.'),
    }),
    stopped: z
      .object({
        limit: z.enum(['max-cost', 'max-tokens']),
        nextBatchEstimate: z.number().describe("The next batch's estimated spend, in the limit's unit."),
        moreRows: z.number().int().describe('About how many more rows would decide, at the rate seen.'),
      })
      .nullable()
      .describe('Null: the budget did not stop the run.'),
  })
  .describe('max-cost / max-tokens: what the run spent, and where the budget stopped it.');
export type BudgetRecord = z.infer<typeof budgetSchema>;

/** "inconclusive at budget: 120 of 400 rows, pass rate 78.0%, 95% bound 70.0%–85.0%; about 90 more rows would decide". */
export function budgetSentence(facts: {
  rowsRun: number;
  rowsTotal: number;
  samplePassRate: number;
  confidence: number;
  bounds: { lower: number; upper: number };
  moreRows: number;
}): string {
  const level = `${Math.round(facts.confidence * 1000) / 10}%`;
  const rest = facts.rowsTotal - facts.rowsRun;
  const more =
    facts.moreRows >= rest
      ? `only the other ${rest} rows would decide`
      : `about ${facts.moreRows} more rows would decide`;
  return `inconclusive at budget: ${facts.rowsRun} of ${facts.rowsTotal} rows, pass rate ${pct(facts.samplePassRate)}, ${level} bound ${pct(facts.bounds.lower)}–${pct(facts.bounds.upper)}; ${more}`;
}
