/**
 * The run bundle: one zip a reviewer downloads to judge a run after its runner is gone. This module
 * decides what goes in (which rows' trajectories and artifacts), in which order of value, what a size
 * limit leaves out, and the words of the bundle's README.md, its manifest.json and the report's line
 * about it. Pure: the adapter (adapters/bundle-file.ts) lists the files, scans them for secret values
 * and writes the archive.
 */
import { rowFailure } from './junit.js';
import { escapeHtml, firstLine } from './markdown.js';
import type { IndexRow } from './metrics.js';
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
const NAME_SHOWN = 160;

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

/** A name fit to show: cut when very long. Names that hold a secret never reach here (see withheldName). */
function shownName(entry: string): string {
  return entry.length > NAME_SHOWN ? `${entry.slice(0, NAME_SHOWN - 1)}…` : entry;
}

/**
 * How the report and the README name a refused file. A file whose *name* holds a secret value is named
 * by its folder only, so that the name never repeats the value.
 */
export function refusedName(candidate: Pick<BundleCandidate, 'entry'>, forms: readonly string[]): string {
  if (!holdsSecret(candidate.entry, forms)) return shownName(candidate.entry);
  const folder = candidate.entry.split('/').slice(0, 2).join('/');
  return `${holdsSecret(folder, forms) ? 'a file' : `a file in ${folder}/`} (its name holds a secret value, so it is not shown)`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

const KIND_WORDS: Record<BundleKind, string> = {
  report: 'report',
  outcomes: 'per-row outcomes',
  'failing-trajectory': 'trajectory of a failing row',
  logs: 'run logs',
  'failing-artifact': 'artifact of a failing row',
  'passing-trajectory': 'trajectory of a passing row',
  'passing-artifact': 'artifact of a passing row',
};

export interface BundleFacts {
  runName: string;
  mode: Exclude<BundleMode, 'off'>;
  /** The rows whose files were asked for: failing ones (and, with all, every row). */
  rows: { failing: number; total: number };
}

/** The bundle's manifest.json: what is in, what was left out and why (lists capped). */
export function renderBundleManifest(plan: BundlePlan, facts: BundleFacts, forms: readonly string[]): string {
  const listed = (list: BundleCandidate[], name: (c: BundleCandidate) => string) => ({
    count: list.length,
    bytes: list.reduce((sum, c) => sum + c.size, 0),
    files: list.slice(0, BUNDLE_LISTED).map((c) => ({ path: name(c), kind: c.kind, bytes: c.size })),
  });
  const manifest = {
    schema: 1,
    runName: facts.runName,
    mode: facts.mode,
    limitBytes: plan.limitBytes,
    rows: facts.rows,
    included: listed(plan.included, (c) => c.entry),
    omitted: { reason: 'size limit', ...listed(plan.omitted, (c) => shownName(c.entry)) },
    refused: {
      reason: 'holds a secret value given to the step',
      ...listed(plan.refused, (c) => refusedName(c, forms)),
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The bundle's README.md: how it is laid out, and every file it does not hold that it would have. */
export function renderBundleReadme(plan: BundlePlan, facts: BundleFacts, forms: readonly string[]): string {
  const lines = [
    `# osmosis-ci run bundle: ${facts.runName}`,
    '',
    `The evidence of the eval run \`${facts.runName}\`: the report, the verdict's documents and the trajectories and artifacts of ${facts.mode === 'all' ? 'every row' : 'the failing rows'} (${facts.rows.failing} failing work item${facts.rows.failing === 1 ? '' : 's'} of ${facts.rows.total}).`,
    '',
    '- `report.md`, `result.json`: the report and the result document of the run.',
    '- `rows.json`, `junit.xml`, `run/index.jsonl`, `run/metrics.json`: the per-row outcomes.',
    "- `run/logs.txt`: osmosis's log of the run (secret values it knew replaced by [REDACTED]).",
    '- `rows/row-<dataset row>-run-<run>/trajectory.json` and `…/artifacts/`: what each work item did.',
    '- `manifest.json`: this list, machine-readable.',
    '',
    `${plan.included.length} file${plan.included.length === 1 ? '' : 's'} included, within the limit of ${megabytes(plan.limitBytes)}.`,
  ];
  if (plan.omitted.length > 0) {
    lines.push(
      '',
      `## Left out: past the size limit (${plan.omitted.length} file${plan.omitted.length === 1 ? '' : 's'}, ${megabytes(plan.omitted.reduce((s, c) => s + c.size, 0))})`,
      '',
      'The most valuable files were kept first (report, outcomes, failing trajectories worst row first, logs, artifacts). Raise `bundle-max-mb` to keep more.',
      '',
      ...plan.omitted
        .slice(0, BUNDLE_LISTED)
        .map((c) => `- ${shownName(c.entry)} (${KIND_WORDS[c.kind]}, ${c.size} bytes)`),
    );
    if (plan.omitted.length > BUNDLE_LISTED)
      lines.push(`- … and ${plan.omitted.length - BUNDLE_LISTED} more`);
  }
  if (plan.refused.length > 0) {
    lines.push(
      '',
      `## Refused: holds a secret value (${plan.refused.length} file${plan.refused.length === 1 ? '' : 's'})`,
      '',
      'These files contain a value of a secret given to the step (osmosis redacts only the values it knows), so they are not in the bundle. Find what wrote the value and stop it.',
      '',
      ...plan.refused
        .slice(0, BUNDLE_LISTED)
        .map((c) => `- ${refusedName(c, forms)} (${KIND_WORDS[c.kind]})`),
    );
    if (plan.refused.length > BUNDLE_LISTED)
      lines.push(`- … and ${plan.refused.length - BUNDLE_LISTED} more`);
  }
  return `${lines.join('\n')}\n`;
}

/** What the report says about the bundle (a short paragraph; the README in the bundle has the lists). */
export interface BundleNote {
  file: string;
  files: number;
  bytes: number;
  omitted: { count: number; bytes: number; names: string[] };
  refused: { count: number; names: string[] };
  /** The workflow artifact holding it, once uploaded. */
  artifactId?: number | undefined;
  artifactUrl?: string | undefined;
  /** Why the upload failed, when it did. */
  uploadError?: string | undefined;
}

const NOTE_NAMES = 5;

export function bundleNote(
  file: string,
  zipBytes: number,
  plan: BundlePlan,
  forms: readonly string[],
): BundleNote {
  return {
    file,
    files: plan.included.length,
    bytes: zipBytes,
    omitted: {
      count: plan.omitted.length,
      bytes: plan.omitted.reduce((s, c) => s + c.size, 0),
      names: plan.omitted.slice(0, NOTE_NAMES).map((c) => shownName(c.entry)),
    },
    refused: {
      count: plan.refused.length,
      names: plan.refused.slice(0, NOTE_NAMES).map((c) => refusedName(c, forms)),
    },
  };
}

const more = (count: number, shown: number) => (count > shown ? `, and ${count - shown} more` : '');

/** The report's paragraph about the bundle: where to get it, and what it left out. */
export function renderBundleSection(note: BundleNote): string {
  const name = note.file.split(/[\\/]/).pop() ?? note.file;
  const where = note.artifactUrl
    ? `[${name}](${note.artifactUrl}) (workflow artifact)`
    : `\`${name}\`${note.uploadError ? ` (not uploaded: ${escapeHtml(firstLine(note.uploadError))})` : ''}`;
  const lines = [
    `**Run bundle:** ${where}: ${note.files} file${note.files === 1 ? '' : 's'}, ${megabytes(note.bytes)}.`,
  ];
  if (note.omitted.count > 0) {
    lines.push(
      `Left out past the size limit: ${note.omitted.count} file${note.omitted.count === 1 ? '' : 's'} (${megabytes(note.omitted.bytes)}): ${note.omitted.names.map((n) => `\`${n}\``).join(', ')}${more(note.omitted.count, note.omitted.names.length)}; the bundle's README.md lists them.`,
    );
  }
  if (note.refused.count > 0) {
    lines.push(
      `> [!WARNING]\n> Refused (holds a secret value given to the step): ${note.refused.names.map((n) => `\`${n}\``).join(', ')}${more(note.refused.count, note.refused.names.length)}.`,
    );
  }
  return lines.join('\n\n');
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
