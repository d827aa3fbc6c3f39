/**
 * The run viewer: one self-contained HTML file (viewer.html beside result.json) that shows a run the
 * way the comment does, then every row with filters and search, and for the rows that carry one their
 * ATIF trajectory step by step, the grader's verdict and the row's log lines. Pure: an HTML string from
 * the data the adapter (adapters/viewer-file.ts) gathered and cleared of secrets, every text with its
 * bidi controls escaped (failing-rows.ts escapeBidi: the comment and the terminal show them so too).
 *
 * No network and no markup from data: the page's Content-Security-Policy allows no request at all
 * (default-src 'none'), the data is JSON in a `<script type="application/json">` with every `<` escaped
 * (it cannot close the element), and the page's own script puts text into the page with textContent
 * only. Only the rows in view are in the DOM, so a run of 10,000 rows opens at once.
 */

import { escapeHtml } from '../markdown.js';
import { type PassKValues, rowPassK } from '../pass-k.js';
import { escapeBidi } from '../rows/failing-rows.js';
import type { SampleOutcome } from '../sample-counts.js';
import { VIEWER_SCRIPT, VIEWER_STYLE } from './viewer-page.js';

/** failing: the trajectories of the rows that did not pass; all: of every row; off: no viewer. */
export const VIEWER_MODES = ['failing', 'all', 'off'] as const;
export type ViewerMode = (typeof VIEWER_MODES)[number];
export const VIEWER_FILE = 'viewer.html';
/** The characters of one message, argument or observation the viewer keeps. */
export const VIEWER_TEXT_CHARS = 20_000;

/** The viewer's workflow artifact: one file, named after the run as the bundle is. */
export function viewerArtifactName(runName: string | null): string {
  return `osmosis-viewer-${runName ?? 'eval-run'}.html`;
}

/** A row's outcome, in the words of every other surface (core/sample-counts.ts). */
export type ViewerStatus = SampleOutcome;

export interface ViewerStep {
  source: string;
  message: string;
  reasoning?: string;
  toolCalls?: { name: string; arguments: string }[];
  observations?: string[];
}

export interface ViewerRow {
  row: number;
  run: number;
  status: ViewerStatus;
  reward: number | null;
  tokens: number | null;
  durationMs: number | null;
  errorType?: string;
  /** An errored row's class (core/evidence/error-classes.ts) in words: "provider error, HTTP 502". */
  errorClass?: string;
  rolloutId?: string;
  input?: string;
  expected?: string;
  answer?: string;
  /** Against the baseline: pass→fail or fail→pass. */
  flipped?: 'pass-to-fail' | 'fail-to-pass';
  /** The row history calls the row flaky: its pass rate over the default branch's last runs. */
  flaky?: { passRate: number; trials: number };
  /** The dataset row's pass@k and pass^k over its samples (null: fewer than k samples, unknown). */
  passK?: { k: number; samples: number; passes: number } & PassKValues;
  steps?: ViewerStep[];
  /** Why the row has no trajectory here, when it has none. */
  trajectoryNote?: string;
  /** Its trajectory held a secret value given to the step: nothing of it is shown. */
  withheld?: boolean;
  logs?: string[];
  /** Log lines of the row left out because they hold a secret value. */
  logsWithheld?: number;
}

export interface ViewerData {
  title: string;
  verdict: string;
  facts: [string, string][];
  passThreshold: number;
  /**
   * US dollars per token, for each row's cost: a range from all tokens at the input price to all at the
   * output price (osmosis records one total per row). Null: the price is unknown; absent: no cost step.
   */
  costPerToken?: { low: number; high: number } | null;
  mode: Exclude<ViewerMode, 'off'>;
  rows: ViewerRow[];
}

/** What the viewer step asks adapters/viewer-file.ts to write. */
export interface ViewerRequest {
  file: string;
  /** The run directories (osmosis's layout: <index file>, trajectories/, logs.txt), their rows merged. */
  runDirs: readonly string[];
  /** The per-row file in each: index.jsonl, or summary.jsonl in a managed eval's downloaded outputs. */
  indexFile?: string;
  mode: Exclude<ViewerMode, 'off'>;
  /** The page's size limit: trajectories past it are left out (the row says so). */
  limitBytes: number;
  secrets: readonly string[];
  /** The header: the run's title, verdict line and facts, as the comment has them. */
  head: Pick<ViewerData, 'title' | 'verdict' | 'facts' | 'passThreshold' | 'costPerToken'>;
  /** Rows flipped against the baseline, by `row:run`. */
  flipped?: ReadonlyMap<string, 'pass-to-fail' | 'fail-to-pass'>;
  /** The rows the row history calls flaky, by dataset row. */
  flaky?: ReadonlyMap<number, { passRate: number; trials: number }>;
  /** The k of each row's pass@k and pass^k, when the run reports them (its result's metrics.passK). */
  passK?: number;
  /** The errored rows' classes the result lists, by `row:run`; any other errored row is classed by its error type. */
  errorClasses?: ReadonlyMap<string, string>;
}

export interface WrittenViewer {
  file: string;
  bytes: number;
  rows: number;
  trajectories: number;
  withheld: number;
}

/** JSON that cannot end the script element it sits in, nor start a comment or CDATA section. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A text the viewer keeps: cut at VIEWER_TEXT_CHARS with a note of how much was left out. */
export function viewerText(text: string, max = VIEWER_TEXT_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => {
        const p = record(part);
        if (p?.type === 'text' && typeof p.text === 'string') return p.text;
        return p?.type === 'image' ? '[image]' : JSON.stringify(part);
      })
      .join('\n');
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

/** An ATIF trajectory's steps as the viewer shows them: text only, each piece cut. */
export function viewerSteps(document: unknown): ViewerStep[] {
  const steps = record(document)?.steps;
  if (!Array.isArray(steps)) return [];
  return steps.map((value) => {
    const step = record(value) ?? {};
    const shown: ViewerStep = {
      source: typeof step.source === 'string' ? step.source : 'unknown',
      message: viewerText(contentText(step.message)),
    };
    if (typeof step.reasoning_content === 'string') shown.reasoning = viewerText(step.reasoning_content);
    if (Array.isArray(step.tool_calls) && step.tool_calls.length > 0)
      shown.toolCalls = step.tool_calls.map((call) => {
        const c = record(call) ?? {};
        return {
          name: typeof c.function_name === 'string' ? c.function_name : 'tool',
          arguments: viewerText(JSON.stringify(c.arguments ?? {}, null, 2)),
        };
      });
    const results = record(step.observation)?.results;
    if (Array.isArray(results) && results.length > 0)
      shown.observations = results.map((result) => viewerText(contentText(record(result)?.content)));
    return shown;
  });
}

/** Every text of the data with its bidi controls escaped: nothing on the page reads other than it was written. */
function shownAsWritten<T>(value: T): T {
  if (typeof value === 'string') return escapeBidi(value) as T;
  if (Array.isArray(value)) return value.map(shownAsWritten) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shownAsWritten(inner)])) as T;
  return value;
}

/** Each sample's dataset row's pass@k and pass^k at k: its samples not skipped, and those that passed. */
export function withRowPassK(rows: ViewerRow[], k: number): void {
  const tally = new Map<number, { samples: number; passes: number }>();
  for (const r of rows) {
    const counts = tally.get(r.row) ?? { samples: 0, passes: 0 };
    if (r.status !== 'skipped') counts.samples += 1;
    if (r.status === 'passed') counts.passes += 1;
    tally.set(r.row, counts);
  }
  for (const r of rows) {
    const { samples, passes } = tally.get(r.row) as { samples: number; passes: number };
    r.passK = { k, samples, passes, ...rowPassK(samples, passes, k) };
  }
}

/** The whole page. */
export function renderViewer(raw: ViewerData): string {
  const data = shownAsWritten(raw);
  const title = escapeHtml(data.title).replaceAll('"', '&quot;');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${VIEWER_STYLE}</style>`,
    '</head>',
    '<body>',
    '<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>',
    `<script type="application/json" id="viewer-data">${embedJson(data)}</script>`,
    `<script>${VIEWER_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
