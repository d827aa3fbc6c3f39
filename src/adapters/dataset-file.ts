/**
 * A local dataset file, checked before osmosis starts, with osmosis's own rules
 * (osmosis_ai/eval/local/dataset.py): a .jsonl, .csv or .parquet file; in a .jsonl every non-blank
 * line is a JSON object; a .csv has a header row. Counting the rows here lets a row selection past the
 * end, or an empty file, fail as the user's mistake (exit 2) instead of after osmosis has started.
 * Streamed, so a large dataset never has to fit in memory.
 */
import { createReadStream } from 'node:fs';
import { basename, extname } from 'node:path';
import { createInterface } from 'node:readline';
import { UsageError } from '../core/errors.js';

export const DATASET_FORMATS = ['jsonl', 'csv', 'parquet'] as const;

export interface DatasetFacts {
  format: (typeof DATASET_FORMATS)[number];
  /** Rows in the file; undefined for parquet, which is not read here. */
  rows: number | undefined;
}

export async function inspectDatasetFile(path: string, shown: string): Promise<DatasetFacts> {
  const format = extname(path).slice(1).toLowerCase();
  if (!(DATASET_FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(
      `Dataset file ${shown} has the extension ${JSON.stringify(extname(path) || '(none)')}; osmosis reads .jsonl, .csv and .parquet datasets.`,
    );
  }
  if (format === 'parquet') return { format: 'parquet', rows: undefined };
  const rows = format === 'jsonl' ? await countJsonlRows(path, shown) : await countCsvRows(path, shown);
  if (rows === 0) {
    throw new UsageError(`Dataset file ${shown} holds no rows: osmosis would have nothing to run.`);
  }
  return { format: format as DatasetFacts['format'], rows };
}

async function countJsonlRows(path: string, shown: string): Promise<number> {
  let rows = 0;
  let line = 0;
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const text of lines) {
    line += 1;
    const trimmed = text.trim();
    if (trimmed === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      lines.close();
      const reason = error instanceof Error ? error.message : String(error);
      throw new UsageError(
        `${shown}:${line}: invalid JSON (${reason.slice(0, 200)}). Each line of a .jsonl dataset is one JSON object.`,
        { file: shown, line },
      );
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      lines.close();
      throw new UsageError(`${shown}:${line}: each line of a .jsonl dataset must be a JSON object.`, {
        file: shown,
        line,
      });
    }
    rows += 1;
  }
  return rows;
}

/** CSV records after the header, as Python's csv.DictReader counts them (quoted newlines, blank lines skipped). */
async function countCsvRows(path: string, shown: string): Promise<number> {
  let records = 0;
  let inQuotes = false;
  let justClosed = false;
  let fieldStarted = false;
  let recordHasContent = false;
  let previous = '';
  const endRecord = () => {
    if (recordHasContent) records += 1;
    recordHasContent = false;
    fieldStarted = false;
  };
  for await (const chunk of createReadStream(path, 'utf8')) {
    for (const char of chunk as string) {
      if (inQuotes) {
        if (char === '"') {
          inQuotes = false;
          justClosed = true;
        }
        previous = char;
        continue;
      }
      if (char === '"' && (justClosed || !fieldStarted)) {
        // An opening quote, or the second of a doubled quote inside a quoted field.
        inQuotes = true;
        fieldStarted = true;
        recordHasContent = true;
      } else if (char === '\n') {
        if (previous !== '\r') endRecord();
      } else if (char === '\r') {
        endRecord();
      } else if (char === ',') {
        fieldStarted = false;
        recordHasContent = true;
      } else {
        fieldStarted = true;
        recordHasContent = true;
      }
      justClosed = false;
      previous = char;
    }
  }
  endRecord();
  if (records === 0) {
    throw new UsageError(`Dataset file ${shown} has no CSV header row (${basename(path)} is empty).`);
  }
  return records - 1;
}
