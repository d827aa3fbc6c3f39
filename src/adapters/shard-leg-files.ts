/**
 * One matrix leg's journal as eval-merge checks it: manifest.json (the input lock), the counts in
 * metrics.json and progress.json, and index.jsonl with the line of every row. Reading only; whether it
 * all holds is decided in core/shards/shard-lock.ts and core/journal/journal-check.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../core/display-path.js';
import type { IndexRow } from '../core/journal/journal-files.js';
import type { LegRead } from '../core/shards/shard-lock.js';
import { INDEX_FILE, MANIFEST_FILE, METRICS_FILE, streamIndexRows } from './run-files.js';

/** A JSON file: undefined when it does not exist, the parse error's text when it is not JSON. */
async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return (error as Error).message;
  }
}

const numberAt = (value: unknown, ...keys: string[]): number | undefined => {
  let at = value;
  for (const key of keys)
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' ? at : undefined;
};

/** Reads the leg in `runDir`; messages name its files relative to `workspace`. */
export async function readLegJournal(runDir: string, name: string, workspace: string): Promise<LegRead> {
  const show = (file: string) => displayPath(workspace, file);
  const file = (base: string) => path.join(runDir, base);
  const [manifest, metrics, progress] = await Promise.all(
    [MANIFEST_FILE, METRICS_FILE, 'progress.json'].map((base) => readJson(file(base))),
  );
  const rows: IndexRow[] = [];
  const lines: number[] = [];
  await streamIndexRows(runDir, (row, line) => {
    rows.push(row);
    lines.push(line);
  });
  return {
    name,
    manifestFile: show(file(MANIFEST_FILE)),
    manifest,
    passThreshold: numberAt(metrics, 'summary', 'pass_threshold'),
    indexFile: show(file(INDEX_FILE)),
    rows,
    lines,
    metricsFile: show(file(METRICS_FILE)),
    totalSamples: numberAt(metrics, 'summary', 'total_samples'),
    durationMs: numberAt(metrics, 'eval_run', 'duration_ms') ?? null,
    stated: {
      passed: numberAt(metrics, 'summary', 'passed'),
      graded: numberAt(metrics, 'summary', 'graded'),
      failed: numberAt(metrics, 'summary', 'failed'),
      skipped: numberAt(metrics, 'summary', 'skipped'),
    },
    progressFile: show(file('progress.json')),
    totalRuns: numberAt(progress, 'total_runs'),
    sampledRows: numberAt(progress, 'sampled_rows'),
    datasetRows: numberAt(progress, 'total_dataset_rows'),
  };
}
