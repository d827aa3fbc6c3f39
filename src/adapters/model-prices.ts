/**
 * The model's price from LiteLLM's model-cost map as the osmosis environment ships it: the
 * `model_prices_and_context_window_backup.json` inside the litellm package of the virtual environment the
 * osmosis executable runs in (so the price is the one of the LiteLLM osmosis pins, and none is copied into
 * osmosis-ci). The model is the one osmosis names in the run's metrics.json.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { costMapKeys, priceFromMapEntry, type RunPrice } from '../core/cost/model-price.js';
import { errorMessage } from '../core/errors.js';
import { resolveOsmosisBin } from './osmosis-process.js';
import { readMetricsFile } from './run-files.js';

export const COST_MAP_FILE = 'model_prices_and_context_window_backup.json';

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() === true;
}

/** The site-packages directories of a virtual environment: lib/python3.X/ on POSIX, Lib/ on Windows. */
async function sitePackages(venv: string): Promise<string[]> {
  const found = [path.join(venv, 'Lib', 'site-packages')];
  for (const lib of ['lib', 'lib64']) {
    const names = await readdir(path.join(venv, lib)).catch(() => [] as string[]);
    for (const name of names)
      if (name.startsWith('python')) found.push(path.join(venv, lib, name, 'site-packages'));
  }
  return found;
}

/** The cost map beside the osmosis executable's environment (bin/ or Scripts/ under it), or undefined. */
export async function findCostMap(osmosisBin: string): Promise<string | undefined> {
  const real = await realpath(osmosisBin).catch(() => osmosisBin);
  const venv = path.dirname(path.dirname(real));
  for (const site of await sitePackages(venv)) {
    const file = path.join(site, 'litellm', COST_MAP_FILE);
    if (await isFile(file)) return file;
  }
  return undefined;
}

/**
 * One top-level entry of the map, found without parsing the whole map: the map is about 3.4 MB, and
 * JSON.parse of all of it (with the garbage it leaves) cost some 50 ms of every run, a sixth of a re-run's
 * overhead. LiteLLM writes the map indented by four, so a top-level key is the only thing that starts a line
 * with exactly four spaces and its entry ends at the first line that is four spaces and `}`. The last
 * occurrence, as JSON.parse keeps the last of duplicate keys. Searched in the bytes, only the entry decoded:
 * decoding the whole map and searching the string backwards cost some 9 ms of the report step, three times
 * the bytes' (bench/cost-report-step.mjs). Undefined when the map is not laid out so (the caller then parses
 * the whole map).
 */
export function mapEntryInBytes(bytes: Buffer, key: string): unknown {
  const start = bytes.lastIndexOf(`\n    ${JSON.stringify(key)}: {`);
  if (start === -1) return undefined;
  const open = bytes.indexOf('{', start);
  const close = bytes.indexOf('\n    }', open);
  if (close === -1) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8', open, close + 6));
  } catch {
    return undefined;
  }
}

/**
 * Lookups this process made, by the map file's identity and the model: eval-run starts the lookup while
 * osmosis runs (commands/eval-run/budget.ts lookUpPriceEarly), so the report step finds it done rather than
 * paying its ~2% of the step (bench/cost-report-step.mjs). Keyed by the file's size and mtime too, so a map
 * rewritten in place is read again.
 */
const lookups = new Map<string, Promise<Pick<RunPrice, 'price' | 'reason'>>>();

/** The model's price in the map file, or why there is none. */
export async function priceInCostMap(
  mapFile: string,
  model: string,
): Promise<Pick<RunPrice, 'price' | 'reason'>> {
  const file = await stat(mapFile).catch(() => undefined);
  if (!file) return readPriceInCostMap(mapFile, model);
  const key = JSON.stringify([mapFile, file.size, file.mtimeMs, model]);
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = readPriceInCostMap(mapFile, model);
    lookups.set(key, lookup);
  }
  return lookup;
}

async function readPriceInCostMap(
  mapFile: string,
  model: string,
): Promise<Pick<RunPrice, 'price' | 'reason'>> {
  let map: unknown;
  try {
    const bytes = await readFile(mapFile);
    // The model's own entries first (see mapEntryInBytes); the whole map is parsed only when they give no
    // price, for the same answer as before.
    for (const key of costMapKeys(model)) {
      const price = priceFromMapEntry(mapEntryInBytes(bytes, key), key);
      if (price) return { price };
    }
    map = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return { reason: `LiteLLM's cost map ${mapFile} could not be read: ${errorMessage(error)}` };
  }
  if (typeof map === 'object' && map !== null) {
    const entries = map as Record<string, unknown>;
    for (const key of costMapKeys(model)) {
      const price = Object.hasOwn(entries, key) ? priceFromMapEntry(entries[key], key) : undefined;
      if (price) return { price };
    }
  }
  return {
    reason: `${model} is not priced in LiteLLM's cost map: give price-per-million-input and price-per-million-output`,
  };
}

/** The run's model and its price from the map of the osmosis that ran it (osmosis-path, else the usual places). */
export async function runPrice(
  runDir: string,
  osmosisPath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  known: { model?: string | undefined; priced?: boolean } = {},
): Promise<RunPrice> {
  // The metrics read metrics.json already when they carry the model; the price inputs make the map moot.
  const model =
    known.model ?? (await readMetricsFile(runDir).catch(() => undefined))?.eval_run?.model_name ?? null;
  if (!model) return { model, reason: "the run's metrics.json names no model" };
  if (known.priced) return { model };
  let bin: string;
  try {
    bin = await resolveOsmosisBin(osmosisPath, env);
  } catch (error) {
    return { model, reason: `LiteLLM's cost map was not found: ${errorMessage(error)}` };
  }
  const mapFile = await findCostMap(bin);
  if (!mapFile) return { model, reason: `LiteLLM's cost map was not found beside ${bin}` };
  return { model, ...(await priceInCostMap(mapFile, model)) };
}
