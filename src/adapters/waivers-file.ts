/**
 * The waivers file and the dataset rows its patterns match (core/baseline/waivers.ts): the file's text, and each
 * .jsonl row's `id` column and user_prompt in osmosis's order (its non-blank lines). A dataset that is
 * not a local .jsonl gives no rows: patterns then match row indexes only.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import type { WaiverRowFacts } from '../core/baseline/waivers.js';

async function textOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

async function jsonlRows(file: string): Promise<WaiverRowFacts[] | null> {
  const rows: WaiverRowFacts[] = [];
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      const value = JSON.parse(line) as Record<string, unknown> | null;
      const id = textOf(value?.id);
      const prompt = textOf(value?.user_prompt);
      rows.push({ ...(id === undefined ? {} : { id }), ...(prompt === undefined ? {} : { prompt }) });
    }
  } catch {
    return null; // osmosis reports a malformed dataset; the waivers then match indexes only
  }
  return rows;
}

export async function readWaivers(
  file: string,
  datasetFile: string | undefined,
): Promise<{ text: string | null; rows: WaiverRowFacts[] | null }> {
  const text = await textOrNull(file);
  if (text === null) return { text, rows: null };
  const local = datasetFile !== undefined && extname(datasetFile).toLowerCase() === '.jsonl';
  return { text, rows: local ? await jsonlRows(datasetFile) : null };
}
