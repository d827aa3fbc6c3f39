/** The report's cost step: the run's tokens, duration and money (core/cost/) added to the result. */
import { resolve } from 'node:path';
import { choosePrice, type PriceInputs } from '../../core/cost/model-price.js';
import { runCost } from '../../core/cost/run-cost.js';
import { errorMessage } from '../../core/errors.js';
import type { ReportDeps } from '../../core/report-ports.js';
import { type EvalRunResult, resultRunDirs } from '../../core/result.js';

export interface CostRequest {
  /** price-per-million-input / price-per-million-output. */
  prices: PriceInputs;
  /** The osmosis-path input: the environment whose LiteLLM cost map prices the model. */
  osmosisPath: string | undefined;
}

/** The cost request from eval-run's inputs (the same names for the action and the CLI). */
export function costRequest(inputs: {
  'osmosis-path'?: string | undefined;
  'price-per-million-input'?: number | undefined;
  'price-per-million-output'?: number | undefined;
}): CostRequest {
  return {
    prices: { input: inputs['price-per-million-input'], output: inputs['price-per-million-output'] },
    osmosisPath: inputs['osmosis-path'],
  };
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
      found = await deps.runPrice(resolve(workspace, runDir), request.osmosisPath);
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
