/**
 * A matrix leg (shard: i/n) runs its part of the rows as its own run, `<run name>.s<i>of<n>`. The part is
 * balanced by the row durations the row history beside the baseline records (core/shards/shard-split.ts), or
 * contiguous without them; every leg reads the same history, so the legs agree on the assignment.
 */
import { resolve } from 'node:path';
import { adaptivePopulation } from '../../core/adaptive/index.js';
import { runStart } from '../../core/config/index.js';
import { UsageError } from '../../core/errors.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import { formatSelection } from '../../core/journal/run-parts.js';
import type { EvalRunDeps } from '../../core/ports.js';
import { planShard, rowDurations, type ShardPlan } from '../../core/shards/shard-split.js';
import { shardRunName } from '../../core/shards/shards.js';
import type { Prepared } from './prepare.js';

/** The leg's rows and run name in the prepared run, with the plan that chose them. */
export async function shardOf(
  prepared: Prepared,
  shard: { index: number; count: number },
  inputs: EvalRunInputs,
  deps: Pick<EvalRunDeps, 'facts' | 'wording' | 'files'>,
): Promise<{ prepared: Prepared; plan: ShardPlan }> {
  const { index, count } = shard;
  const population = adaptivePopulation({
    rows: inputs.rows,
    limit: prepared.config.evaluation.limit,
    datasetRows: prepared.datasetRows,
  });
  if (typeof population === 'string') throw new UsageError(`${deps.wording.hint('shard')} ${population}.`);
  const plan = planShard(
    population,
    index,
    count,
    await recordedDurations(population, prepared, inputs, deps),
  );
  const rows = formatSelection(plan.rows);
  const runName = shardRunName(prepared.runName, index, count);
  deps.wording.log.info(`Shard ${index} of ${count}: rows ${rows} as run ${runName}; split ${plan.reason}.`);
  return {
    prepared: { ...prepared, runName, inputs: { ...prepared.inputs, rows, 'run-name': runName } },
    plan,
  };
}

/** The population rows' recorded durations from the row history, or why there are none. */
async function recordedDurations(
  population: readonly number[],
  prepared: Prepared,
  inputs: EvalRunInputs,
  deps: Pick<EvalRunDeps, 'facts' | 'wording' | 'files'>,
): Promise<Map<number, number> | string> {
  // A duration split covers every row of the eval, which eval-merge checks; a chosen selection it cannot
  // know, so only the contiguous split of it is verifiable there.
  if (inputs.rows !== undefined)
    return 'rows is given, and eval-merge verifies only a contiguous split of a chosen selection';
  const given = inputs['baseline-dir'];
  if (given === undefined) return 'no row history to balance by (no baseline-dir)';
  const dir = resolve(runStart(deps.facts.cwd, inputs['working-directory'], inputs.config), given);
  const loaded = await deps.files.loadHistory(dir);
  if (loaded.kind === 'missing') return `no row history in ${dir} yet`;
  if (loaded.kind === 'unreadable') {
    deps.wording.log.warning(
      `The row history is unreadable (${loaded.reason}); the shard's rows are split contiguously.`,
    );
    return 'the row history is unreadable';
  }
  const file = prepared.inputs['dataset-file'];
  const keys =
    file === undefined ? {} : ((await deps.files.readDatasetKeys(resolve(prepared.workspace, file))) ?? {});
  return rowDurations(loaded.history, population, keys);
}
