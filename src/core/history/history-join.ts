/**
 * Which runs may become the baseline and join the row history (core/history/row-history.ts): only a whole
 * default-branch run, once. A shard leg ran part of the rows, an adaptive run that stopped early ran a
 * sample of them, and a run that was interrupted or left rows without a result is partial: each would
 * teach the history that the rows it did not run are gone, or count a sample as the eval. The merged
 * run of the shards (eval-merge) is whole and joins. Pure.
 */
import type { RowOutcomes } from '../baseline/baseline.js';
import { digest } from '../cache-keys.js';
import type { EvalRunResult } from '../result.js';

/** Why this result must not be saved as the baseline nor join the history; undefined when it may. */
export function historyJoinRefusal(
  result: Pick<EvalRunResult, 'shard' | 'shards' | 'adaptive' | 'metrics' | 'verdict'>,
): string | undefined {
  if (result.verdict === 'error' || !result.metrics) return 'the run ended without a result';
  if (result.shard)
    return `it is shard ${result.shard.index}/${result.shard.count}, part of the rows: the merged run (eval-merge) is saved instead`;
  const adaptive = result.adaptive;
  if (adaptive && adaptive.rowsRun < adaptive.rowsTotal)
    return `the adaptive run ${adaptive.decidedEarly ? 'was decided' : 'stopped'} after ${adaptive.rowsRun} of ${adaptive.rowsTotal} rows, a sample of the eval`;
  if (result.shards && result.shards.missingRows > 0)
    return `the merged run misses ${result.shards.missingRows} row(s) of its shards`;
  return undefined;
}

/**
 * A digest of what the run's journal says: its run names and every row's outcomes. The same finished
 * run saved twice (a re-run of the job, a restored journal) has the same digest and joins once.
 */
export function journalDigest(
  result: Pick<EvalRunResult, 'runName' | 'adaptive' | 'shards'>,
  rows: Pick<RowOutcomes, 'outcomes'>,
): string {
  const names = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [result.runName];
  return digest([names, rows.outcomes], 32);
}
