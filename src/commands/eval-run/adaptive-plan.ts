/**
 * An adaptive eval's plan: its population in the seeded order (known before anything runs), the looks
 * and their calibrated boundary (planned by cost, core/adaptive/cost-plan.ts), and the tag that names
 * its runs, so a re-run under other choices never re-decides on rows paid for under the first.
 */
import { join } from 'node:path';
import {
  type AdaptiveChoices,
  type AdaptiveSummary,
  adaptivePopulation,
  adaptiveSeed,
  adaptiveTag,
  choicesText,
  equalLooks,
  oneStartTag,
  planAdaptiveBatches,
  type StoppingBoundary,
  seededOrder,
} from '../../core/adaptive/index.js';
import { digest } from '../../core/cache-keys.js';
import { UsageError } from '../../core/errors.js';
import { ciResultDir } from '../../core/osmosis/paths.js';
import type { OsmosisStart } from './osmosis.js';

export interface Plan {
  population: number[];
  order: number[];
  /** Rows run after each batch; the last is the population. */
  looks: number[];
  boundary: StoppingBoundary | undefined;
  /** Why the batches are these, for the log. */
  note: string;
  tag: string;
  choices: AdaptiveChoices;
}

/** The population and its seeded order, known before any plan. */
export interface Ordering {
  population: number[];
  order: number[];
  seed: string;
  mode: AdaptiveChoices['mode'];
}

/** The population and its seeded order: a UsageError when the population cannot be known. */
export async function orderRows(
  start: OsmosisStart<'wording' | 'workspace'>,
  datasetRows: number | undefined,
): Promise<Ordering> {
  const { context, deps } = start;
  const population = adaptivePopulation({
    rows: context.inputs.rows,
    limit: context.config.evaluation.limit,
    datasetRows,
  });
  if (typeof population === 'string') throw new UsageError(`${deps.wording.hint('adaptive')} ${population}.`);
  const mode = context.inputs.adaptive === 'certain' ? 'certain' : 'confident';
  const seed = adaptiveSeed({
    configDigest: digest(context.config),
    inputsDigest: await deps.workspace.inputsDigest(context),
  });
  return { population, order: seededOrder(population, seed), seed, mode };
}

/**
 * The looks and their boundary over the ordering (its exact calibration takes seconds on a large
 * eval, which one start spends while osmosis starts); `tag` names one start's run before this runs.
 */
export function planLooks(
  start: Pick<OsmosisStart, 'context'>,
  ordering: Ordering,
  oneStartTag?: string,
): Plan {
  const { context } = start;
  const { population, mode, seed } = ordering;
  const batches = planAdaptiveBatches({
    mode,
    population: population.length,
    threshold: context.inputs['min-pass-rate'] ?? 1,
    confidence: context.inputs.confidence,
    runsPerRow: context.config.evaluation.n,
    batchSize: context.inputs['batch-size'],
    // In one osmosis start a look is a read of its journal: only the rows count.
    startCost: context.inputs['start-cost'] ?? (oneStartTag === undefined ? undefined : 0),
  });
  const choices: AdaptiveChoices = {
    mode,
    confidence: context.inputs.confidence,
    looks: batches.looks,
    calibrated: batches.boundary !== undefined,
  };
  return {
    population,
    order: ordering.order,
    looks: batches.looks,
    boundary: batches.boundary,
    note: batches.note,
    tag: oneStartTag ?? adaptiveTag(seed, choices),
    choices,
  };
}

/** One start's tag: everything its looks and rule follow from, so it is known before they are planned. */
export function oneStartTagOf(start: Pick<OsmosisStart, 'context'>, ordering: Ordering): string {
  const { inputs, config } = start.context;
  return oneStartTag(ordering.seed, {
    mode: ordering.mode,
    confidence: inputs.confidence,
    threshold: inputs['min-pass-rate'] ?? 1,
    batchSize: inputs['batch-size'],
    startCost: inputs['start-cost'],
    runsPerRow: config.evaluation.n,
  });
}

/**
 * Says when the last result of this run name was decided under other choices: these run batches of
 * their own (their tag differs), so no row paid for under the first choices decides this verdict.
 */
export async function sayIfChoicesChanged(
  start: OsmosisStart<'files' | 'wording'>,
  plan: Plan,
): Promise<void> {
  const { context, deps } = start;
  const text = await deps.files.readText(
    join(ciResultDir(context.workspace, context.runName), 'result.json'),
  );
  let earlier: AdaptiveSummary | undefined;
  try {
    earlier = text ? (JSON.parse(text) as { adaptive?: AdaptiveSummary }).adaptive : undefined;
  } catch {
    return; // an unreadable earlier result says nothing about choices
  }
  const first = earlier?.runs[0];
  if (!earlier || !first || first.includes(`.a${plan.tag}.`)) return;
  const before = choicesText({
    mode: earlier.mode,
    confidence: earlier.confidence,
    looks: earlier.looks ?? equalLooks(earlier.rowsTotal, earlier.batchSize),
    calibrated: earlier.calibrated === true,
  });
  deps.wording.log.info(
    `The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${choicesText(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`,
  );
}
