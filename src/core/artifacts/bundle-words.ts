/**
 * The words of the run bundle (core/artifacts/bundle.ts decides what goes in): its manifest.json and README.md,
 * how a left-out or refused file is named (never repeating a secret value), and the report's paragraph
 * about the bundle.
 */

import { escapeHtml, firstLine } from '../markdown.js';
import {
  BUNDLE_LISTED,
  type BundleCandidate,
  type BundleKind,
  type BundleMode,
  type BundlePlan,
  holdsSecret,
  NAME_SHOWN,
} from './bundle.js';

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
