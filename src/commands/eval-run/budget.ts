/**
 * max-cost / max-tokens over an adaptive run's seeded batches (core/adaptive/budget.ts): the price found once
 * before the first batch, the check before each batch after the first, and the outcome of a run the
 * budget stopped: inconclusive, judged by the adaptive bound on the rows that ran.
 */

import {
  type Budget,
  type BudgetRecord,
  type BudgetStop,
  budgetOf,
  budgetSentence,
  budgetStop,
  budgetStopLine,
  moreRowsToDecide,
  type Spend,
  spendOf,
} from '../../core/adaptive/budget.js';
import { type AdaptiveDecision, type AdaptiveSummary, cleanDecimal } from '../../core/adaptive/index.js';
import { choosePrice } from '../../core/cost/model-price.js';
import { errorMessage, UsageError } from '../../core/errors.js';
import type { RunPart } from '../../core/journal/run-parts.js';
import type { EvalMetrics } from '../../core/metrics.js';
import { budgetGate } from '../../core/verdict/budget.js';
import { gateExitCode } from '../../core/verdict/gate.js';
import type { OsmosisStart } from './osmosis.js';
import type { ResultDraft, ResultWithRows } from './result.js';

export interface BudgetRun {
  budget: Budget;
  /** Dollars per token at the dearer of the two prices; null without max-cost. */
  usdPerToken: number | null;
}

/** The budget and the price it is reckoned at; a UsageError when max-cost has no price (before any row ran). */
export async function prepareBudget(start: OsmosisStart<'files'>): Promise<BudgetRun | undefined> {
  const { context, deps } = start;
  const { inputs } = context;
  const budget = budgetOf(inputs);
  if (!budget || budget.maxCost === undefined) return budget ? { budget, usdPerToken: null } : undefined;
  const model = context.config.experiment.model_path;
  const given = { input: inputs['price-per-million-input'], output: inputs['price-per-million-output'] };
  let price = choosePrice(given, undefined);
  let reason = 'the cost map could not be read';
  if (!price) {
    try {
      const found = await deps.files.modelPrice(context.osmosisBin, model);
      price = found.price;
      reason = found.reason ?? reason;
    } catch (error) {
      reason = errorMessage(error);
    }
  }
  if (!price) {
    throw new UsageError(
      `max-cost needs the price of ${model}: ${reason}. Give price-per-million-input and price-per-million-output, or set max-tokens instead.`,
    );
  }
  return { budget, usdPerToken: Math.max(price.input, price.output) };
}

function spendSoFar(run: BudgetRun, parts: readonly RunPart[], rowsRun: number): Spend {
  return spendOf(
    parts.flatMap((part) => part.rows),
    rowsRun,
    run.usdPerToken,
  );
}

/** Before a batch of `nextRows`: the stop, when it would take the run over its budget. */
export function stopBeforeBatch(
  run: BudgetRun,
  progress: { parts: readonly RunPart[]; rowsRun: number },
  nextRows: number,
): BudgetStop | null {
  return budgetStop(run.budget, spendSoFar(run, progress.parts, progress.rowsRun), nextRows);
}

/** result.json's record of the budget: what was spent, and where it stopped the run (null: it did not). */
export function budgetRecord(
  run: BudgetRun,
  progress: { parts: readonly RunPart[]; rowsRun: number },
  stopped: BudgetRecord['stopped'],
): BudgetRecord {
  const spend = spendSoFar(run, progress.parts, progress.rowsRun);
  return {
    maxCost: run.budget.maxCost ?? null,
    maxTokens: run.budget.maxTokens ?? null,
    spent: { tokens: spend.tokens, usd: spend.usd === null ? null : cleanDecimal(spend.usd) },
    stopped,
  };
}

/** The outcome of a run the budget stopped before its next batch: inconclusive at budget. */
export function budgetOutcome(
  start: OsmosisStart<'wording'> & { draft: ResultDraft },
  stopAt: { stop: BudgetStop; nextRows: number; run: BudgetRun },
  progress: { parts: readonly RunPart[]; rowsRun: number; decision: AdaptiveDecision | null },
  ran: { merged: { metrics: EvalMetrics; rows: ResultWithRows['rows'] }; adaptive: AdaptiveSummary },
): ResultWithRows {
  const { merged, adaptive } = ran;
  const { context, deps, draft } = start;
  const { inputs } = context;
  const { stop, nextRows, run } = stopAt;
  deps.wording.log.info(budgetStopLine(stop, { run: progress.rowsRun, next: nextRows }));
  const { metrics } = merged;
  const threshold = inputs['min-pass-rate'] ?? 1;
  // The confidence sequence's bound where it applies (confident, one run per row), else the certain one.
  const sequence = progress.decision?.confident;
  const bounds = sequence ?? progress.decision?.certain ?? { lower: 0, upper: 1 };
  const moreRows = moreRowsToDecide({
    population: adaptive.rowsTotal,
    seen: {
      passed: metrics.passed,
      failed: metrics.completed - metrics.passed,
      skipped: metrics.skipped,
    },
    alpha: 1 - inputs.confidence,
    threshold,
  });
  const sentence = budgetSentence({
    rowsRun: progress.rowsRun,
    rowsTotal: adaptive.rowsTotal,
    samplePassRate: metrics.passRate,
    confidence: sequence ? inputs.confidence : 1,
    bounds,
    moreRows,
  });
  deps.wording.log.info(`Adaptive: ${sentence}.`);
  const gate = budgetGate({
    threshold,
    samplePassRate: metrics.passRate,
    sentence,
    allowInconclusive: inputs['allow-inconclusive'],
  });
  const stopped = { limit: stop.limit, nextBatchEstimate: cleanDecimal(stop.next), moreRows };
  const budgetAdaptive = {
    ...adaptive,
    bounds: { lower: cleanDecimal(bounds.lower), upper: cleanDecimal(bounds.upper) },
    summary: sentence,
    budget: budgetRecord(run, progress, stopped),
  };
  const judged = { verdict: gate.verdict, exitCode: gateExitCode(gate), gate, metrics };
  return draft.finish({ ...judged, adaptive: budgetAdaptive }, merged.rows);
}

/** An outcome's adaptive record with the budget's spend (the budget did not stop it). */
export function withBudget(
  outcome: ResultWithRows,
  run: BudgetRun | undefined,
  progress: { parts: readonly RunPart[]; rowsRun: number },
): ResultWithRows {
  const { adaptive } = outcome.result;
  if (!run || !adaptive || adaptive.budget) return outcome;
  const budget = budgetRecord(run, progress, null);
  return { ...outcome, result: { ...outcome.result, adaptive: { ...adaptive, budget } } };
}
