/**
 * The model's price looked up while osmosis runs: LiteLLM's cost map is read (some 10 ms) when osmosis
 * starts, where this process only waits, so the report step finds the price done
 * (adapters/model-prices.ts keeps the lookup) instead of paying it (bench/cost-report-step.mjs).
 */
import type { BeforeRunContext, RunFilesPort } from '../../core/ports.js';

/** Starts the lookup when the report will need it (no price inputs); a failure is the report's to say. */
export function lookUpPriceEarly(context: BeforeRunContext, files: Pick<RunFilesPort, 'modelPrice'>): void {
  const { inputs } = context;
  if (inputs['price-per-million-input'] !== undefined && inputs['price-per-million-output'] !== undefined)
    return;
  files.modelPrice(context.osmosisBin, context.config.experiment.model_path).catch(() => undefined);
}
