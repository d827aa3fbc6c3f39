/**
 * eval-merge: the journals of the n legs of a matrix (eval-run with shard: i/n, each its own run
 * `<run name>.s<i>of<n>`) gathered from `.osmosis/evals/`, merged by source row (core/journal/run-parts.ts)
 * into one result with one gate, as a single run over all their rows would report. A missing shard,
 * a shard found twice, a row in two shards or a row without a result is refused, naming it; so are legs
 * whose locked inputs differ (core/shards/shard-lock.ts) and journals not as osmosis wrote them
 * (core/journal/journal-check.ts): exit 2, naming the field or the file and line.
 */
import { join } from 'node:path';
import {
  checkConfigLocation,
  configSearchPlaces,
  type EvalConfig,
  parseEvalConfig,
  runStart,
} from '../core/config/index.js';
import { displayPath } from '../core/display-path.js';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import type { EvalMergeInputs } from '../core/eval-merge-inputs.js';
import { checkLegJournal } from '../core/journal/journal-check.js';
import { defaultRunName } from '../core/journal/run-name.js';
import { formatSelection, mergedRunMetrics, type RunPart } from '../core/journal/run-parts.js';
import { evalsDir } from '../core/osmosis/paths.js';
import { reportedK } from '../core/pass-k.js';
import type { EvalMergeDeps } from '../core/ports.js';
import { checkLegs, type LegLock, type LegRead } from '../core/shards/shard-lock.js';
import { shardRunName } from '../core/shards/shards.js';
import { type EvalRunOutcome, ResultDraft, type ResultWithRows, withLearnt } from './eval-run/result.js';

/** The journal directory of each shard, by name: a missing shard or one found twice is refused. */
export function findShards(names: readonly string[], runName: string, count: number): string[] {
  const missing: string[] = [];
  const found: string[] = [];
  for (let index = 1; index <= count; index++) {
    const expected = shardRunName(runName, index, count);
    // A leg whose name held a journal of other inputs ran beside it, as <name>-<8 hex digits>.
    const matches = names.filter(
      (name) => name === expected || new RegExp(`^${escapeRegExp(expected)}-[0-9a-f]{8}$`).test(name),
    );
    if (matches.length === 0) missing.push(expected);
    else if (matches.length > 1) {
      throw new UsageError(
        `Shard ${index}/${count} is there twice: ${matches.join(' and ')}. Keep one journal per shard (remove the other from .osmosis/evals/).`,
      );
    } else found.push(matches[0] as string);
  }
  if (missing.length > 0) refuseMissing({ names, found, missing }, runName, count);
  const others = names.filter(
    (name) => name.startsWith(`${runName}.s`) && !found.includes(name) && /\.s\d+of\d+$/.test(name),
  );
  if (others.length > 0 && others.some((name) => !name.endsWith(`of${count}`))) {
    throw new UsageError(
      `Shards of another count are there too (${others.slice(0, 3).join(', ')}): shards says ${count}. Pass the n the legs ran with.`,
    );
  }
  return found;
}

const SHARD_JOURNAL = /\.s\d+of(\d+)(?:-[0-9a-f]{8})?$/;
const LISTED = 6;
const listed = (names: readonly string[]) =>
  `${names.slice(0, LISTED).join(', ')}${names.length > LISTED ? `, … +${names.length - LISTED}` : ''}`;

/**
 * Missing shards, named with the shard journals that are there: when none of this count is there but this
 * run's legs of another count are, the count passed is wrong (exit 2), and the legs and their count are named.
 */
function refuseMissing(
  {
    names,
    found,
    missing,
  }: { names: readonly string[]; found: readonly string[]; missing: readonly string[] },
  runName: string,
  count: number,
): never {
  const shardJournals = names.filter((name) => SHARD_JOURNAL.test(name) && !found.includes(name));
  const ownPrefix = `${runName}.s`;
  const ownLegs = shardJournals.filter(
    (name) => name.startsWith(ownPrefix) && /^\d+of\d+(?:-[0-9a-f]{8})?$/.test(name.slice(ownPrefix.length)),
  );
  if (found.length === 0 && ownLegs.length > 0) {
    const counts = [...new Set(ownLegs.map((name) => Number(SHARD_JOURNAL.exec(name)?.[1])))].sort(
      (a, b) => a - b,
    );
    const fix =
      counts.length === 1
        ? `Pass shards ${counts[0]} (--shards ${counts[0]}), the count the legs ran with.`
        : 'Pass the count the legs ran with.';
    throw new UsageError(
      `No leg of ${count} shards of run ${runName} is there (${listed(missing)}); found ${listed(ownLegs)} instead, which ran as ${counts.join(' or ')} shards. ${fix}`,
    );
  }
  const there = shardJournals.length > 0 ? `; shard journals there: ${listed(shardJournals)}` : '';
  throw new OsmosisFailure(
    `Missing shard${missing.length === 1 ? '' : 's'}: ${missing.join(', ')} (looked in .osmosis/evals/${there}). Every leg must run eval-run with shard: i/${count} and the same run name, and its journal must reach this job; re-run the failed leg.`,
  );
}

/** result.json's record of the shards merged: each leg's run name and row count. */
function shardsRecord(
  names: readonly string[],
  selections: readonly (readonly number[])[],
  count: number,
  missingRows: number,
) {
  const parts = names.map((name, i) => ({
    shard: `${i + 1}/${count}`,
    runName: name,
    rows: selections[i]?.length ?? 0,
  }));
  return { count, parts, missingRows };
}

/** The longest leg's run duration, or null when a leg recorded none (then it is unknown, not guessed). */
export function longestLeg(parts: readonly RunPart[]): number | null {
  const durations = parts.map((part) => part.durationMs);
  if (durations.length === 0 || durations.some((ms) => typeof ms !== 'number')) return null;
  return Math.max(...(durations as number[]));
}

/** The eval's rows: the config's limit over the dataset's rows, when the legs' journals say how many. */
function evalRows(limit: number | undefined, datasetRows: number | undefined): number[] | undefined {
  if (datasetRows === undefined) return undefined;
  const rows = limit !== undefined && limit > 0 ? Math.min(limit, datasetRows) : datasetRows;
  return Array.from({ length: rows }, (_, row) => row);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The merged eval's config and run name. */
async function readMergeConfig(
  inputs: EvalMergeInputs,
  { start, workspace }: { start: string; workspace: string },
  deps: EvalMergeDeps,
) {
  const configPath = await deps.workspace.locate(inputs.config, start, workspace);
  const text = configPath === undefined ? undefined : await deps.files.readText(configPath);
  if (configPath === undefined || text === undefined) {
    throw new UsageError(
      `Config file not found: ${inputs.config} (looked ${configSearchPlaces(start, workspace)}).`,
    );
  }
  checkConfigLocation(configPath, workspace, 'eval');
  const configRelative = displayPath(workspace, configPath);
  const config = parseEvalConfig(text, configRelative);
  const runName = inputs['run-name'] ?? defaultRunName(configRelative, deps.facts.runContext);
  return { config, configRelative, runName };
}

export async function evalMerge(inputs: EvalMergeInputs, deps: EvalMergeDeps): Promise<EvalRunOutcome> {
  let draft = ResultDraft.begin(inputs, deps.facts);
  // Found before anything else can fail: a failed merge's result files still go to the workspace.
  let workspace: string | null = null;
  try {
    const start = runStart(deps.facts.cwd, inputs['working-directory'], inputs.config);
    workspace = await deps.workspace.findWorkspace(start);
    const read = await readMergeConfig(inputs, { start, workspace }, deps);
    draft = draft.learn({ config: read.configRelative, runName: read.runName });
    const merged = await mergeLegs(inputs, { ...read, workspace }, deps, draft);
    return withLearnt(merged, { workspace, sensitive: [] });
  } catch (error) {
    return withLearnt(draft.failed(error), { workspace, sensitive: [] });
  }
}

/** The merged eval's workspace, config (and its path relative to the workspace) and run name. */
interface MergeConfig {
  workspace: string;
  config: EvalConfig;
  configRelative: string;
  runName: string;
}

/** The legs' journals read, checked and merged into one gated result (a refusal throws). */
async function mergeLegs(
  inputs: EvalMergeInputs,
  { workspace, config, configRelative, runName }: MergeConfig,
  deps: EvalMergeDeps,
  found: ResultDraft,
): Promise<ResultWithRows> {
  const evals = evalsDir(workspace);
  const names = findShards(await deps.files.listDir(evals), runName, inputs.shards);
  const legs: LegRead[] = [];
  for (const name of names) legs.push(await deps.files.readLegJournal(join(evals, name), name, workspace));
  // Only legs of one eval, each journal as osmosis wrote it, are merged (exit 2 otherwise).
  const { locks, population } = checkLegs(legs, {
    count: inputs.shards,
    passThreshold: config.evaluation.pass_threshold,
    config: configRelative,
    expected: evalRows(config.evaluation.limit, legs.at(0)?.datasetRows),
  });
  legs.forEach((leg, i) => {
    checkLegJournal(leg, locks[i] as LegLock);
  });
  const osmosisVersion = (await deps.files.readRunVersion(join(evals, names[0] as string))) ?? null;
  const draft = found.learn({ osmosisVersion });
  const selections = locks.map((lock) => lock.selection ?? []);
  const parts: RunPart[] = legs.map((leg, i) => ({
    name: leg.name,
    selection: locks[i]?.selection === null ? null : formatSelection(selections[i] ?? []),
    rows: leg.rows,
    durationMs: leg.durationMs,
  }));
  const merged = mergedRunMetrics(parts, population, {
    passThreshold: config.evaluation.pass_threshold,
    finished: true,
  });
  if (merged.missing.length > 0) {
    const where = names.filter((_, i) => merged.missing.some((row) => selections[i]?.includes(row)));
    throw new OsmosisFailure(
      `${merged.missing.length} row${merged.missing.length === 1 ? ' has' : 's have'} no result (${merged.missing.slice(0, 10).join(', ')}${merged.missing.length > 10 ? ', …' : ''}), in ${where.join(', ')}: that leg did not finish. Re-run it; its journal resumes.`,
    );
  }
  deps.wording.log.info(
    `Merged ${names.length} shards (${names.join(', ')}): ${population.length} rows, ${merged.metrics.total} work items.`,
  );
  // The legs ran side by side: the eval took as long as its longest leg, not this merge's milliseconds.
  const passKAt = reportedK(undefined, config.evaluation.n, 'pass-rate');
  const outcome = draft.gated(
    { ...merged.metrics, durationMs: longestLeg(parts) },
    { rows: merged.rows, passKAt },
  );
  const shards = shardsRecord(names, selections, inputs.shards, merged.missing.length);
  const sha256 = locks[0]?.datasetSha256;
  const dataset = sha256 === undefined ? {} : { dataset: { sha256, rows: legs[0]?.datasetRows ?? null } };
  return { ...outcome, result: { ...outcome.result, shards, ...dataset } };
}
