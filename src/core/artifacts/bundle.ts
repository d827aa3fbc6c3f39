/**
 * The run bundle: one zip a reviewer downloads to judge a run after its runner is gone. This module
 * decides what goes in (which rows' trajectories and artifacts), in which order of value and what a size
 * limit leaves out; core/artifacts/bundle-words.ts says it (the bundle's README.md, its manifest.json and the
 * report's line). Pure: the adapter (adapters/bundle-file.ts) lists the files, scans them for secret
 * values and writes the archive.
 */

import type { IndexRow } from '../metrics.js';
import { rowFailure } from './junit.js';
import { compareFailing, type FailingRow } from './row-annotations.js';

/** failing: the trajectories and artifacts of the rows that did not pass; all: of every row; off: no bundle. */
export const BUNDLE_MODES = ['failing', 'all', 'off'] as const;
export type BundleMode = (typeof BUNDLE_MODES)[number];

export const DEFAULT_BUNDLE_MAX_MB = 50;
export const BUNDLE_README = 'README.md';
export const BUNDLE_MANIFEST = 'manifest.json';
/** How many left-out or refused files the README and manifest name one by one (the rest are counted). */
export const BUNDLE_LISTED = 200;
/**
 * Bytes kept for README.md, manifest.json and the zip's end records: with the lists capped at
 * BUNDLE_LISTED names (each cut to NAME_SHOWN characters) they never need more.
 */
export const GENERATED_RESERVE = 192 * 1024;
export const NAME_SHOWN = 160;

/** The file name of a run's bundle: also the workflow artifact's name, so it carries the run name. */
export function bundleFileName(runName: string | null): string {
  return `osmosis-bundle-${runName ?? 'eval-run'}.zip`;
}

/**
 * What a file is to the reviewer, most valuable first: the report and the verdict's documents, the
 * per-row outcomes, the failing rows' trajectories, the run's logs, their artifacts, then (bundle: all)
 * the passing rows' trajectories and artifacts.
 */
export const BUNDLE_KINDS = [
  'report',
  'outcomes',
  'failing-trajectory',
  'logs',
  'failing-artifact',
  'passing-trajectory',
  'passing-artifact',
] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

export interface BundleCandidate {
  /** The path inside the zip (forward slashes, relative). */
  entry: string;
  /** Where it is read from. */
  source: string;
  /** Its text, when it is held in memory rather than read from source. */
  text?: string | undefined;
  size: number;
  kind: BundleKind;
  /** Order within its kind: the worse the row, the lower (rows of equal rank keep their listing order). */
  rank: number;
}

/** The bytes one entry may take in the zip: its data (deflate never grows data by 0.1%), headers, name twice. */
export function entryCost(size: number, entry: string): number {
  const name = Buffer.byteLength(entry);
  return size + Math.ceil(size / 1024) + 64 + 128 + 2 * name;
}

/** Highest value first: by kind, then rank, then the smaller file (more of them fit), then the name. */
export function compareCandidates(a: BundleCandidate, b: BundleCandidate): number {
  return (
    BUNDLE_KINDS.indexOf(a.kind) - BUNDLE_KINDS.indexOf(b.kind) ||
    a.rank - b.rank ||
    a.size - b.size ||
    (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0)
  );
}

export interface BundlePlan {
  included: BundleCandidate[];
  /** Past the size limit. */
  omitted: BundleCandidate[];
  /** Refused because the file (or its name) holds a secret value given to the step. */
  refused: BundleCandidate[];
  limitBytes: number;
  /** What the included files take in the zip, at most (README and manifest not counted). */
  bytes: number;
}

/** What the bundle step asks adapters/bundle-file.ts to write. */
export interface BundleRequest {
  /** The zip to write. */
  file: string;
  /** osmosis's run directory (.osmosis/evals/<run name>). */
  runDir: string;
  /** Every run directory of the result when it has more than one (an adaptive eval's batches). */
  runDirs?: readonly string[];
  /** Where result.json, report.md, rows.json and junit.xml were written. */
  resultDir: string;
  runName: string;
  mode: Exclude<BundleMode, 'off'>;
  limitBytes: number;
  passThreshold: number;
  /** Every secret value given to the step: no file holding one goes in. */
  secrets: readonly string[];
  /**
   * result.json and report.md as the report made them, before they are written beside the bundle (the
   * report writes its files once, after the bundle); without them, the files in resultDir.
   */
  documents?: ReportDocuments | undefined;
}

/** The report's own files, in memory. */
export interface ReportDocuments {
  resultJson: string;
  reportMarkdown: string;
}

export interface WrittenBundle {
  file: string;
  plan: BundlePlan;
  /** The zip's size on disk. */
  zipBytes: number;
  /** The secret forms searched for (to name refused files without their values). */
  forms: string[];
}

/**
 * The files that go in: highest value first, each taken while it still fits in the limit (a file too
 * big for what is left is passed over, and a smaller, less valuable one may still fit). Refused files
 * take no room.
 */
export function planBundle(
  candidates: readonly BundleCandidate[],
  limitBytes: number,
  refused: ReadonlySet<string> = new Set(),
): BundlePlan {
  const ordered = [...candidates].sort(compareCandidates);
  const plan: BundlePlan = { included: [], omitted: [], refused: [], limitBytes, bytes: 0 };
  let room = limitBytes - GENERATED_RESERVE;
  for (const candidate of ordered) {
    if (refused.has(candidate.entry)) {
      plan.refused.push(candidate);
      continue;
    }
    const cost = entryCost(candidate.size, candidate.entry);
    if (cost > room) {
      plan.omitted.push(candidate);
      continue;
    }
    room -= cost;
    plan.bytes += cost;
    plan.included.push(candidate);
  }
  return plan;
}

/** A work item's folder in the bundle, named by dataset row (and run), as the report names rows. */
export function rowFolder(datasetRow: number, runIndex: number): string {
  return `rows/row-${datasetRow}-run-${runIndex}`;
}

/** osmosis's own name of a work item's trajectory and artifacts: by position in the run, not dataset row. */
export function projectionStem(row: Pick<IndexRow, 'row_index' | 'run_index'>): string {
  return `row_${row.row_index}_run_${row.run_index}`;
}

export interface BundledRow {
  /** osmosis's positional stem (trajectories/<stem>.json, artifacts/<stem>/). */
  stem: string;
  datasetRow: number;
  runIndex: number;
  failing: boolean;
  /** Worst failing row first (0); passing rows after every failing one, in row order. */
  rank: number;
  /** The run directory the row is in, when the bundle has more than one (an adaptive eval's batches). */
  dir?: string;
}

/**
 * The work items whose files a bundle of `mode` holds, worst first, gathered while the index rows stream
 * by (positional, as osmosis names the files, and mapped to dataset rows): only the rows it needs are kept.
 * Failing means what the gate counts as not passing (rollout error, no reward, reward below the threshold);
 * skipped items have no files.
 */
export function createBundleRows(
  mode: Exclude<BundleMode, 'off'>,
  passThreshold: number,
): {
  add(positional: IndexRow, dataset: IndexRow, dir?: string): void;
  finish(): { rows: BundledRow[]; total: number };
} {
  const failing: (FailingRow & { stem: string; dir?: string })[] = [];
  const passing: BundledRow[] = [];
  let total = 0;
  return {
    add(positional, dataset, dir) {
      total += 1;
      const where = dir === undefined ? {} : { dir };
      if (dataset.status === 'skipped') return;
      const failure = rowFailure(dataset, passThreshold);
      const stem = projectionStem(positional);
      if (failure) {
        failing.push({
          stem,
          rowIndex: dataset.row_index,
          runIndex: dataset.run_index,
          errored: dataset.status === 'failed',
          ...failure,
          ...where,
        });
      } else if (mode === 'all') {
        passing.push({
          stem,
          datasetRow: dataset.row_index,
          runIndex: dataset.run_index,
          failing: false,
          rank: 0,
          ...where,
        });
      }
    },
    finish() {
      failing.sort(compareFailing);
      const worst = failing.map((row, rank) => ({
        stem: row.stem,
        datasetRow: row.rowIndex,
        runIndex: row.runIndex,
        failing: true,
        rank,
        ...(row.dir === undefined ? {} : { dir: row.dir }),
      }));
      return { rows: [...worst, ...passing.map((row, i) => ({ ...row, rank: worst.length + i }))], total };
    },
  };
}

/** Whether a text (a file's name) holds any of the secret forms. */
export function holdsSecret(text: string, forms: readonly string[]): boolean {
  return forms.some((form) => form !== '' && text.includes(form));
}

/**
 * The forms a secret value takes in the files a run writes: as is, JSON-escaped (a trajectory or
 * result.json), and JSON-escaped to ASCII as Python's json.dumps writes it by default (\u00e9).
 */
export function secretForms(values: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const value of values) {
    if (value === '') continue;
    forms.add(value);
    const json = JSON.stringify(value).slice(1, -1);
    forms.add(json);
    forms.add(json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  }
  return [...forms];
}

/** Where a workflow artifact is shown and downloaded: the run's page on the server, by artifact id. */
export function artifactUrl(facts: {
  serverUrl: string;
  repository: string;
  runId: string;
  artifactId: number;
}): string {
  return `${facts.serverUrl.replace(/\/+$/, '')}/${facts.repository}/actions/runs/${facts.runId}/artifacts/${facts.artifactId}`;
}
