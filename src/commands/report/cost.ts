/** The report's cost step: the run's tokens, duration and money (core/cost/) added to the result. */
import { resolve } from 'node:path';
import type { BaselineRun, RowOutcomes } from '../../core/baseline/baseline.js';
import { compareCost, runModelOf } from '../../core/cost/cost-change.js';
import { choosePrice, type PriceInputs } from '../../core/cost/model-price.js';
import { runCost } from '../../core/cost/run-cost.js';
import { errorMessage } from '../../core/errors.js';
import type { ReportDeps } from '../../core/report-ports.js';
import { type EvalRunResult, resultRunDirs } from '../../core/result.js';
import { verdictAfterCost } from '../../core/verdict/cost.js';

export interface CostRequest {
  /** price-per-million-input / price-per-million-output. */
  prices: PriceInputs;
  /** The osmosis-path input: the environment whose LiteLLM cost map prices the model. */
  osmosisPath: string | undefined;
  /** max-cost-increase / max-duration-increase against the baseline; allow-inconclusive for their doubt. */
  maxCostIncrease?: number | undefined;
  maxDurationIncrease?: number | undefined;
  allowInconclusive?: boolean | undefined;
}

/** The cost request from eval-run's inputs (the same names for the action and the CLI). */
export function costRequest(inputs: {
  'osmosis-path'?: string | undefined;
  'price-per-million-input'?: number | undefined;
  'price-per-million-output'?: number | undefined;
  'max-cost-increase'?: number | undefined;
  'max-duration-increase'?: number | undefined;
  'allow-inconclusive'?: boolean | undefined;
}): CostRequest {
  return {
    prices: { input: inputs['price-per-million-input'], output: inputs['price-per-million-output'] },
    osmosisPath: inputs['osmosis-path'],
    maxCostIncrease: inputs['max-cost-increase'],
    maxDurationIncrease: inputs['max-duration-increase'],
    allowInconclusive: inputs['allow-inconclusive'],
  };
}

/**
 * The run's tokens, cost and duration per row against the baseline's (core/cost/cost-change.ts), and the
 * verdict after the cost gates. Only when a baseline was found: without one the baseline step said so.
 */
export function attachCostChange(
  result: EvalRunResult,
  rows: RowOutcomes | null,
  baseline: BaselineRun | null | undefined,
  request: CostRequest | undefined,
): EvalRunResult {
  if (!baseline || !result.metrics || result.verdict === 'error') return result;
  const costChange = compareCost({
    baseline: baseline.outcomes,
    current: rows,
    baselineModel: baseline.runModel ?? { model: null, perToken: null },
    currentModel: runModelOf(result.cost),
    unpaired:
      result.baseline?.status === 'compared' ? undefined : 'the rows are not paired with the baseline',
    maxCostIncrease: request?.maxCostIncrease,
    maxDurationIncrease: request?.maxDurationIncrease,
  });
  const after = verdictAfterCost(result.verdict, costChange, request?.allowInconclusive === true);
  return { ...result, costChange, ...(after ?? {}) };
}

/** The result with its cost; unchanged when it has no metrics or the report cannot price runs. */
export async function attachCost(
  result: EvalRunResult,
  workspace: string,
  request: CostRequest | undefined,
  deps: Pick<ReportDeps, 'runPrice' | 'log'>,
): Promise<EvalRunResult> {
  const metrics = result.metrics;
  const [runDir] = resultRunDirs(result);
  if (!metrics || !request || !deps.runPrice) return result;
  const given = choosePrice(request.prices, undefined);
  let found: Awaited<ReturnType<NonNullable<ReportDeps['runPrice']>>> = {
    model: null,
    reason: 'the run has no journal directory to name its model',
  };
  if (runDir) {
    try {
      found = await deps.runPrice(resolve(workspace, runDir), request.osmosisPath, {
        model: metrics.model,
        priced: given !== undefined,
      });
    } catch (error) {
      found = { model: null, reason: `the model's price could not be looked up: ${errorMessage(error)}` };
    }
  }
  const cost = runCost({
    model: found.model,
    tokens: metrics.tokens,
    completedRows: metrics.completed,
    durationMs: metrics.durationMs ?? result.durationMs,
    price: given ?? found.price,
    unpricedReason: found.reason,
  });
  return { ...result, cost };
}
