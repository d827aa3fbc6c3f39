/**
 * An adaptive eval in one osmosis start (core/adaptive/one-start.ts): the population written as a
 * dataset in its seeded order, one named run over it, and a look at the longest fully completed prefix
 * of the order whenever it reaches the next planned look. A settled look stops osmosis; the journal
 * keeps every finished row, so the same command later resumes it, paying for no finished row again.
 */
import { join, relative } from 'node:path';
import {
  completedPositions,
  completedPrefix,
  decidedOrderFile,
  decidedOrderText,
  oneStartRunName,
  orderedJsonl,
  partInSourceRows,
  prefixPart,
} from '../../core/adaptive/index.js';
import type { RunPart } from '../../core/journal/run-parts.js';
import { ciDir, journalDir, osmosisDir } from '../../core/osmosis/paths.js';
import type { BatchConcerns, BatchRun } from './batch.js';
import { readJournal, runWatched } from './one-start.js';
import type { OsmosisStart } from './osmosis.js';

/** The eval's rows in their order and the looks planned over them. */
export interface OneStartPlan {
  order: readonly number[];
  /** Rows of the order after each look, the last every row: planned when first asked (osmosis is starting). */
  looks: () => readonly number[];
}

/** Where the ordered dataset is, relative to the workspace (as osmosis is given it), and the run's name. */
export interface OrderedRun {
  name: string;
  datasetFile: string;
  tag: string;
}

/**
 * Writes the population in its seeded order as a JSONL dataset; undefined when the eval cannot run in
 * one start (a dataset other than a local .jsonl), and batches run instead.
 */
export async function writeOrderedDataset(
  start: OsmosisStart<'files'>,
  plan: { order: readonly number[]; tag: string },
): Promise<OrderedRun | undefined> {
  const { context, deps } = start;
  const source = context.inputs['dataset-file'];
  if (!oneStartPossible(start) || source === undefined) return undefined;
  const text = await deps.files.readText(join(context.workspace, source));
  const ordered = text === undefined ? undefined : orderedJsonl(text, plan.order);
  if (ordered === undefined) return undefined;
  const name = oneStartRunName(context.runName, plan.tag);
  // Under .osmosis/ci, outside the rollout source osmosis digests; its bytes follow from the dataset
  // and the seed alone, so a re-run writes the same file and osmosis resumes the run.
  const absolute = join(ciDir(context.workspace), 'adaptive-order', `${name}.jsonl`);
  await deps.files.writeText(absolute, ordered);
  return { name, datasetFile: relative(context.workspace, absolute), tag: plan.tag };
}

/** Whether this eval can run in one start: a local JSONL dataset, which osmosis-ci writes in order. */
export function oneStartPossible(start: OsmosisStart<'files'>): boolean {
  const source = start.context.inputs['dataset-file'];
  return source !== undefined && /\.jsonl$/i.test(source);
}

/** How the one start ended, its parts in source rows, with the warnings said while it ran. */
export type OneStartEnd =
  | { kind: 'settled'; runDir: string; warnings: readonly string[] }
  | { kind: 'done'; part: RunPart; runDir: string; errorsDominate: boolean; warnings: readonly string[] }
  | Extract<BatchRun, { kind: 'failed' | 'interrupted' }>;

/**
 * Runs the ordered dataset once. `decide` is shown the first `rows` rows of the order (as a part over
 * source rows) each time the completed prefix reaches a planned look, in order, and says whether the
 * verdict is settled; a journal left by an earlier start is looked at before osmosis starts again.
 */
export async function runOneStart(
  start: OsmosisStart<BatchConcerns>,
  plan: OneStartPlan,
  run: OrderedRun,
  decide: (part: RunPart, rows: number, errorsDominate: boolean) => boolean,
): Promise<OneStartEnd> {
  const population = plan.order.length;
  const runsPerRow = start.context.config.evaluation.n;
  let next = 0;
  let settled = false;
  const settles = (journal: RunPart): boolean => {
    const prefix = completedPrefix(completedPositions(journal, runsPerRow), population);
    // The last look is every row: the finished run decides it.
    const looks = plan.looks();
    while (!settled && next < looks.length - 1 && (looks[next] as number) <= prefix) {
      const rows = looks[next++] as number;
      const part = partInSourceRows(prefixPart(journal, rows), plan.order);
      const errored = part.rows.filter((row) => row.status === 'failed').length;
      settled = decide(part, rows, errored * 2 > part.rows.length);
    }
    return settled;
  };
  const earlier = await readJournal(start, run.name);
  const runDir = journalDir(start.context.workspace, run.name);
  if (earlier && settles(earlier)) return { kind: 'settled', runDir, warnings: [] };
  const positions = Array.from({ length: population }, (_, position) => position);
  const watched = await runWatched(
    start,
    { name: run.name, rows: positions, datasetFile: run.datasetFile },
    settles,
  );
  const { ran } = watched;
  if (watched.stopped) return { kind: 'settled', runDir: watched.runDir, warnings: ran.warnings };
  if (ran.kind === 'failed') return ran;
  const part = ran.part ? partInSourceRows(ran.part, plan.order) : undefined;
  if (ran.kind === 'interrupted') return { ...ran, part };
  return {
    kind: 'done',
    part: partInSourceRows(ran.part, plan.order),
    runDir: ran.runDir,
    errorsDominate: ran.errorsDominate,
    warnings: ran.warnings,
  };
}

/**
 * Records beside the run what its journal's positions mean and how many of them the verdict is on:
 * junit.xml, the bundle, the viewer and the report read the journal and keep to those rows, by source row.
 */
export async function writeDecidedOrder(
  start: OsmosisStart<'files'>,
  run: OrderedRun,
  order: readonly number[],
  decided: number,
): Promise<void> {
  const file = decidedOrderFile(osmosisDir(start.context.workspace), run.name);
  await start.deps.files.writeText(file, decidedOrderText(order, decided));
}
