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
import { encodingProblemMessage } from '../core/dataset/dataset-encoding.js';
import { UsageError } from '../core/errors.js';
import { scanDatasetEncoding } from './dataset-encoding.js';

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
  const encoding = await scanDatasetEncoding(path);
  if (encoding)
    throw new UsageError(`Dataset file ${encodingProblemMessage(encoding, shown)}`, { file: shown });
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
  await scanCsvRecords(path, () => {
    records += 1;
  });
  if (records === 0) {
    throw new UsageError(`Dataset file ${shown} has no CSV header row (${basename(path)} is empty).`);
  }
  return records - 1;
}

/** Calls back with the 1-based line each non-blank CSV record starts on (the header is the first). */
async function scanCsvRecords(path: string, onRecord: (line: number) => void): Promise<void> {
  let inQuotes = false;
  let justClosed = false;
  let fieldStarted = false;
  let recordHasContent = false;
  let previous = '';
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    if (recordHasContent) onRecord(recordLine);
    recordHasContent = false;
    fieldStarted = false;
  };
  const content = () => {
    if (!recordHasContent) recordLine = line;
    recordHasContent = true;
  };
  for await (const chunk of createReadStream(path, 'utf8')) {
    for (const char of chunk as string) {
      if (inQuotes) {
        if (char === '"') {
          inQuotes = false;
          justClosed = true;
        } else if (char === '\r' || (char === '\n' && previous !== '\r')) {
          line += 1;
        }
        previous = char;
        continue;
      }
      if (char === '"' && (justClosed || !fieldStarted)) {
        // An opening quote, or the second of a doubled quote inside a quoted field.
        content();
        inQuotes = true;
        fieldStarted = true;
      } else if (char === '\n') {
        if (previous !== '\r') {
          endRecord();
          line += 1;
        }
      } else if (char === '\r') {
        endRecord();
        line += 1;
      } else if (char === ',') {
        content();
        fieldStarted = false;
      } else {
        content();
        fieldStarted = true;
      }
      justClosed = false;
      previous = char;
    }
  }
  endRecord();
}

/**
 * The 1-based line of the dataset file each wanted row starts on, counting rows as osmosis does: in a
 * .jsonl file the non-blank lines, in a .csv file the records after the header. Parquet has no lines.
 */
export async function datasetRowLines(
  path: string,
  wanted: ReadonlySet<number>,
): Promise<Map<number, number>> {
  const lines = new Map<number, number>();
  const format = extname(path).slice(1).toLowerCase();
  if (wanted.size === 0 || (format !== 'jsonl' && format !== 'csv')) return lines;
  let row = -1;
  const found = (line: number) => {
    if (wanted.has(row)) lines.set(row, line);
  };
  if (format === 'csv') {
    await scanCsvRecords(path, (line) => {
      found(line); // the header is row -1
      row += 1;
    });
    return lines;
  }
  let line = 0;
  const input = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const text of input) {
    line += 1;
    if (text.trim() === '') continue;
    row += 1;
    found(line);
    if (lines.size === wanted.size) break;
  }
  return lines;
}
