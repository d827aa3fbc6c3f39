/**
 * Do the legs of a matrix belong together? Each leg's journal holds osmosis's `manifest.json`, whose
 * `inputs` are the run's resolved-input lock (model, dataset sha256 and row selection, n, rollout name,
 * entrypoint and source digest, env, secret names, timeouts, versions). Legs of one eval differ only in
 * their row selection, and that must be shard i of n of the rows they cover together. The pass threshold
 * is not in the lock: it is in each leg's metrics.json, and must match the other legs and the config.
 * Any other difference means a leg ran another eval, and merging it would report a verdict nobody ran.
 */
import { UsageError } from '../errors.js';
import type { LegJournal } from '../journal/journal-check.js';
import { expandSelection, formatSelection } from '../journal/run-parts.js';
import { shardRows } from './shards.js';

/** What eval-merge reads from one leg's journal besides index.jsonl. */
export interface LegFiles {
  /** The run name (its directory under .osmosis/evals/). */
  name: string;
  /** Its manifest.json as shown to the user (the workspace-relative path). */
  manifestFile: string;
  /** The parsed manifest.json; undefined when the file is missing, a string when it is not JSON. */
  manifest: unknown;
  /** metrics.json's summary.pass_threshold; undefined when there is none. */
  passThreshold: number | undefined;
}

/** Everything eval-merge reads from one leg's journal. */
export type LegRead = LegFiles & LegJournal;

/** A leg's locked inputs, checked. */
export interface LegLock {
  name: string;
  /** Source rows the leg ran, or null for every row of the dataset. */
  selection: number[] | null;
  n: number;
  /** Every locked input but the row selection, as `path -> canonical JSON`. */
  locked: Map<string, string>;
  /** The manifest's dataset sha256, when it has one. */
  datasetSha256: string | undefined;
}

const SELECTION = 'dataset.selected_source_rows';

/** Words for the locked inputs a user sets; any other is named by its path in the manifest. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  'dataset.sha256': 'dataset (the sha256 of its bytes)',
  model_path: 'model',
  n: 'n (runs per row)',
  'rollout.name': 'rollout',
  'rollout.entrypoint': 'rollout entrypoint',
  'rollout.source_digest': "rollout source (the digest of the rollout's files)",
  'timeouts.agent_timeout_sec': 'agent timeout',
  'timeouts.grader_timeout_sec': 'grader timeout',
  env: 'env',
  secret_names: 'secret names',
};

export const fieldName = (path: string) => `${FIELD_NAMES[path] ?? path} (manifest.json inputs.${path})`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Nested objects flattened to `a.b -> canonical JSON` (keys sorted), arrays and scalars kept whole. */
export function flattenInputs(value: Record<string, unknown>, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const key of Object.keys(value).sort()) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const child = value[key];
    if (isObject(child)) for (const [p, v] of flattenInputs(child, path)) flat.set(p, v);
    else flat.set(path, canonicalJson(child));
  }
  return flat;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const REPAIR =
  'Re-run that leg (eval-run with its shard: i/n and fresh) so that osmosis writes a whole journal, or restore the journal the leg produced.';

/** One leg's manifest, checked to be osmosis's: present, JSON, for this run, with inputs and n. */
export function legLock(leg: LegFiles): LegLock {
  const refuse = (problem: string) =>
    new UsageError(`${leg.manifestFile}: ${problem}. ${REPAIR}`, { file: leg.manifestFile });
  if (leg.manifest === undefined)
    throw refuse(
      `not found: the journal of ${leg.name} has no manifest.json (osmosis writes it when a run starts), so nothing says which inputs its rows were run with`,
    );
  if (typeof leg.manifest === 'string') throw refuse(`not JSON (${leg.manifest})`);
  const manifest = isObject(leg.manifest) ? leg.manifest : {};
  if (manifest.run_name !== leg.name)
    throw refuse(
      `the manifest of run ${JSON.stringify(manifest.run_name)}, not of ${leg.name}: a journal copied under another name`,
    );
  const inputs = manifest.inputs;
  if (!isObject(inputs)) throw refuse('no inputs object');
  const n = inputs.n;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1)
    throw refuse(`no valid inputs.n (${JSON.stringify(n)})`);
  const dataset = isObject(inputs.dataset) ? inputs.dataset : {};
  const selected = dataset.selected_source_rows;
  if (selected !== undefined && selected !== null && typeof selected !== 'string')
    throw refuse(`inputs.${SELECTION} is not a row selection`);
  let selection: number[] | null = null;
  try {
    selection = typeof selected === 'string' ? expandSelection(selected) : null;
  } catch (error) {
    throw refuse(`invalid inputs.${SELECTION}: ${(error as Error).message}`);
  }
  const locked = flattenInputs(inputs);
  locked.delete(SELECTION);
  const sha = dataset.sha256;
  return { name: leg.name, selection, n, locked, datasetSha256: typeof sha === 'string' ? sha : undefined };
}

const shown = (json: string) => {
  const text = /^"[0-9a-f]{64}"$/.test(json) ? `${json.slice(0, 13)}…"` : json;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** Legs grouped by the value they hold: `a and b ran "x"; c ran "y"`. */
function byValue(values: ReadonlyMap<string, string>): string {
  const groups = new Map<string, string[]>();
  for (const [leg, value] of values) groups.set(value, [...(groups.get(value) ?? []), leg]);
  return [...groups]
    .map(
      ([value, legs]) => `${legs.join(' and ')} ran ${value === 'undefined' ? 'without it' : shown(value)}`,
    )
    .join('; ');
}

const MISMATCH_FIX =
  'Only legs of one eval merge: re-run the odd leg with the inputs of the others (eval-run with its shard: i/n and fresh), or remove its journal from .osmosis/evals/.';

/** Refuses legs whose locked inputs differ, naming the first field that does and which leg ran what. */
export function checkLocksAgree(locks: readonly LegLock[]): void {
  const paths = [...new Set(locks.flatMap((lock) => [...lock.locked.keys()]))].sort(byImportance);
  for (const path of paths) {
    const values = new Map(locks.map((lock) => [lock.name, lock.locked.get(path) ?? 'undefined']));
    if (new Set(values.values()).size > 1) {
      throw new UsageError(
        `The shard legs did not run the same eval: ${fieldName(path)} differs. ${byValue(values)}. ${MISMATCH_FIX}`,
      );
    }
  }
}

/** The fields a user changes first are named first (dataset, model, n, rollout, timeouts), then the rest. */
function byImportance(a: string, b: string): number {
  const order = Object.keys(FIELD_NAMES);
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const ranText = (lock: LegLock) =>
  lock.selection === null ? 'every row of its dataset' : `rows ${formatSelection(lock.selection)}`;
const SAME_ROWS = 'The shard legs did not run the same rows:';

/**
 * The legs cover every row of the eval exactly once. Either each leg i ran the contiguous shard i of the
 * rows they cover together, or (a split by recorded durations, core/shards/shard-split.ts) no row is in two legs,
 * no leg is empty, and they cover the eval's rows (`expected`, the config's limit over the dataset's rows,
 * when known): a split by another history, limit or shard count is refused, naming the rows.
 */
export function checkSelections(
  locks: readonly LegLock[],
  count: number,
  expected?: readonly number[],
): number[] {
  const population = [...new Set(locks.flatMap((lock) => lock.selection ?? []))].sort((a, b) => a - b);
  const contiguous = locks.every((lock, i) => {
    const rows = shardRows(population, i + 1, count);
    const ran = lock.selection ?? [];
    return ran.length === rows.length && ran.every((row, j) => row === rows[j]);
  });
  if (contiguous) return population;
  const owner = new Map<number, string>();
  for (const lock of locks) {
    if (lock.selection === null || lock.selection.length === 0)
      throw new UsageError(
        `${SAME_ROWS} ${lock.name} ran ${ranText(lock)} (manifest.json inputs.${SELECTION}). ${MISMATCH_FIX}`,
      );
    for (const row of lock.selection) {
      const other = owner.get(row);
      if (other !== undefined)
        throw new UsageError(
          `${SAME_ROWS} row ${row} is in both ${other} and ${lock.name} (manifest.json inputs.${SELECTION}: ${other} ran ${ranText(locks.find((l) => l.name === other) as LegLock)}, ${lock.name} ran ${ranText(lock)}). The legs split the rows differently: with different rows, limit, shard count or row history. ${MISMATCH_FIX}`,
        );
      owner.set(row, lock.name);
    }
  }
  if (expected !== undefined) {
    const covered = new Set(population);
    const missing = expected.filter((row) => !covered.has(row));
    const wanted = new Set(expected);
    const extra = population.filter((row) => !wanted.has(row));
    if (missing.length > 0 || extra.length > 0)
      throw new UsageError(
        `${SAME_ROWS} together they ran rows ${formatSelection(population)}, but the eval's rows (the config's limit over the dataset's rows) are ${formatSelection([...expected])}${missing.length > 0 ? `: no leg ran ${formatSelection(missing)}` : ''}${extra.length > 0 ? `${missing.length > 0 ? ';' : ':'} ${formatSelection(extra)} are not among them` : ''}. The legs split the rows differently: with different rows, limit, shard count or row history. ${MISMATCH_FIX}`,
      );
  }
  return population;
}

/** Every leg scored with the config's pass_threshold (metrics.json; a leg without one is not judged here). */
export function checkThresholds(legs: readonly LegFiles[], configThreshold: number, config: string): void {
  const scored = legs.filter((leg) => leg.passThreshold !== undefined);
  const odd = scored.filter((leg) => leg.passThreshold !== configThreshold);
  if (odd.length === 0) return;
  const values = new Map(scored.map((leg) => [leg.name, String(leg.passThreshold)]));
  throw new UsageError(
    `The shard legs did not run the same eval: pass_threshold (metrics.json summary.pass_threshold) differs from ${config}'s ${configThreshold}. ${byValue(values)}. Merge with the config the legs ran, or re-run the odd legs with this one. ${MISMATCH_FIX.replace('Only legs of one eval merge: ', '')}`,
  );
}

/** All of it: each manifest, then the locks, the selections and the thresholds. Returns the locks and rows. */
export function checkLegs(
  legs: readonly LegFiles[],
  options: { count: number; passThreshold: number; config: string; expected?: readonly number[] | undefined },
): { locks: LegLock[]; population: number[] } {
  const locks = legs.map(legLock);
  checkLocksAgree(locks);
  const population = checkSelections(locks, options.count, options.expected);
  checkThresholds(legs, options.passThreshold, options.config);
  return { locks, population };
}
