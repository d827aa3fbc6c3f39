/**
 * Reads what went wrong in the worst failing rows of a run (core/rows/failing-rows.ts decides what is
 * shown): one streamed pass over index.jsonl picks them, then each one's trajectory is read (only
 * those few) and its dataset line found. A trajectory that holds a secret value given to the step is
 * withheld whole: none of its text reaches the result, the comment or the summary.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { projectionStem, secretForms } from '../core/artifacts/bundle.js';
import { createWorstRows, type FailingRow } from '../core/artifacts/row-annotations.js';
import type { FailingRowsRequest } from '../core/report-ports.js';
import {
  FAILING_ROWS_SHOWN,
  type FailingRowDetail,
  type FailingRows,
  failingReason,
  trajectoryFacts,
} from '../core/rows/failing-rows.js';
import { datasetRowLines } from './dataset-file.js';
import { sourceRowMapper, streamIndexRows } from './run-files.js';
import { SecretScanner } from './secret-scan.js';

/** A trajectory larger than this is not read for an excerpt (its row is still listed). */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
/** What result.json keeps of each text; the renderings cut further. */
const KEPT_CHARS = 300;

export type { FailingRowsRequest };

const cut = (text: string | undefined) =>
  text === undefined ? undefined : text.length > KEPT_CHARS ? `${text.slice(0, KEPT_CHARS)}…` : text;

/** The row's input, expected label and answer from its trajectory; withheld when it holds a secret. */
async function rowTexts(
  file: string,
  scanner: SecretScanner,
): Promise<Pick<FailingRowDetail, 'input' | 'expected' | 'answer' | 'withheld'>> {
  const size = await stat(file).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined || size > TRAJECTORY_READ_LIMIT) return {};
  const bytes = await readFile(file);
  if (scanner.holds(bytes)) return { withheld: true };
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    return {};
  }
  const facts = trajectoryFacts(document);
  const texts: Pick<FailingRowDetail, 'input' | 'expected' | 'answer'> = {};
  for (const key of ['input', 'expected', 'answer'] as const) {
    const text = cut(facts[key]);
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

async function lineNumbers(candidates: readonly string[], rows: FailingRow[]): Promise<Map<number, number>> {
  for (const file of candidates) {
    try {
      return await datasetRowLines(file, new Set(rows.map((row) => row.rowIndex)));
    } catch {
      // not there: the next place osmosis would have looked
    }
  }
  return new Map();
}

export async function readFailingRows(request: FailingRowsRequest): Promise<FailingRows> {
  const picker = createWorstRows(request.passThreshold, request.limit ?? FAILING_ROWS_SHOWN);
  const toSourceRow = await sourceRowMapper(request.runDir);
  await streamIndexRows(request.runDir, (row) => {
    const source = toSourceRow(row);
    if (source) picker.add(source, projectionStem(row));
  });
  const { worst, count } = picker.finish();
  const scanner = new SecretScanner(secretForms(request.secrets));
  const lines = await lineNumbers(request.datasetFiles ?? [], worst);
  const rows: FailingRowDetail[] = [];
  for (const row of worst) {
    const texts = row.stem
      ? await rowTexts(join(request.runDir, 'trajectories', `${row.stem}.json`), scanner)
      : {};
    const line = lines.get(row.rowIndex);
    rows.push({
      rowIndex: row.rowIndex,
      runIndex: row.runIndex,
      ...(line === undefined ? {} : { line }),
      ...texts,
      reason: failingReason(row, request.passThreshold),
      errored: row.errored,
      reward: row.reward,
    });
  }
  return { count, rows };
}
