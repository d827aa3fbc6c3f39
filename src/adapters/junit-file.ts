/**
 * Writes a run's JUnit XML (core/artifacts/junit.ts) while streaming its index.jsonl once: each test case goes to
 * the file in 64 KiB batches as its row is read, so memory stays flat however many rows the run has.
 * Rows are dataset rows (run-files.ts maps a row selection's positions back). `onRow` sees the same
 * rows, for anything else that wants one pass over them (the action's row annotations).
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { JUNIT_FOOTER, type JunitSuite, renderJunitHeader, renderTestCase } from '../core/artifacts/junit.js';
import type { IndexRow } from '../core/metrics.js';
import { sourceRowMapper, streamIndexRows } from './run-files.js';

const BATCH = 1 << 16;

export async function writeJunitFile(
  file: string,
  runDirs: string | readonly string[],
  suite: JunitSuite,
  onRow?: (row: IndexRow) => void,
): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  let pending = renderJunitHeader(suite);
  const flush = () => {
    writeSync(fd, pending);
    pending = '';
  };
  try {
    // An adaptive eval's batches are runs of their own: their rows, one after the other.
    for (const runDir of typeof runDirs === 'string' ? [runDirs] : runDirs) {
      const toSourceRow = await sourceRowMapper(runDir);
      await streamIndexRows(runDir, (indexRow) => {
        const row = toSourceRow(indexRow);
        if (row === undefined) return; // past an adaptive run's decided rows
        pending += renderTestCase(row, suite);
        if (pending.length >= BATCH) flush();
        onRow?.(row);
      });
    }
    pending += JUNIT_FOOTER;
    flush();
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  // Renamed only when whole: a reader never finds a truncated file under the output's name.
  renameSync(partial, file);
}

/** Removes a junit.xml an earlier run left, if any (never throws). */
export function removeJunitFile(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // a directory or unreadable place: nothing this run wrote
  }
}
