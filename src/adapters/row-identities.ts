/**
 * The identities of a run's dataset rows (core/rows/row-identity.ts), read from the dataset file the run
 * ran on: the run's manifest names its sha256, and the file is the given dataset-file (when its bytes
 * have that digest) or osmosis's own dataset cache (`~/.cache/osmosis/datasets/<id>/<sha256>.<ext>`,
 * where a platform dataset is kept under its digest). Only .jsonl is read here: a .csv or .parquet
 * dataset keeps its rows by position (the history and the baseline then pair them only on a dataset of
 * the same bytes). Best effort: undefined when the file cannot be found or read.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { DatasetIdentity } from '../core/baseline/baseline.js';
import { createIdentityBuilder } from '../core/rows/row-identity.js';
import type { DatasetKeys } from '../core/shards/shard-split.js';
import { readRunDataset } from './run-files.js';

async function sha256Of(path: string): Promise<string | undefined> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** osmosis's dataset cache: a platform dataset's file is named by its digest. */
async function cachedDataset(sha256: string): Promise<string | undefined> {
  const root = join(homedir(), '.cache', 'osmosis', 'datasets');
  const dirs = await readdir(root).catch(() => [] as string[]);
  for (const dir of dirs) {
    const files = await readdir(join(root, dir)).catch(() => [] as string[]);
    const file = files.find((name) => name === `${sha256}.jsonl`);
    if (file) return join(root, dir, file);
  }
  return undefined;
}

/** Each row's identity, by source row index, as osmosis reads a .jsonl dataset (its non-blank lines). */
export async function jsonlRowIdentities(path: string): Promise<string[] | undefined> {
  const builder = createIdentityBuilder();
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      const text = line.trim();
      if (text === '') continue;
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
      builder.add(value as Record<string, unknown>);
    }
  } catch {
    return undefined;
  }
  return builder.finish();
}

/** The dataset a run ran on and its rows' identities (undefined when its file is not found or not .jsonl). */
export async function readRowIdentities(
  runDir: string,
  datasetFiles: readonly string[],
): Promise<{ dataset?: DatasetIdentity; identities?: string[] }> {
  const dataset = await readRunDataset(runDir);
  if (!dataset) return {};
  const read = async (): Promise<string[] | undefined> => {
    for (const file of datasetFiles) {
      if (extname(file).toLowerCase() !== '.jsonl') continue;
      if ((await sha256Of(file)) === dataset.sha256) return jsonlRowIdentities(file);
    }
    const cached = await cachedDataset(dataset.sha256);
    return cached ? jsonlRowIdentities(cached) : undefined;
  };
  const identities = await read();
  return identities ? { dataset, identities } : { dataset };
}

/** A dataset file's sha256 and, when it is .jsonl, its rows' identities (each left out when unread). */
export async function readDatasetKeys(file: string): Promise<DatasetKeys> {
  const sha256 = await sha256Of(file);
  const identities = extname(file).toLowerCase() === '.jsonl' ? await jsonlRowIdentities(file) : undefined;
  return { ...(sha256 ? { sha256 } : {}), ...(identities ? { identities } : {}) };
}
