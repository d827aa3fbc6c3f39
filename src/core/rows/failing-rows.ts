/**
 * The failing rows that say what went wrong: for the worst few, the dataset line, a one-line excerpt
 * of the input, the expected label, the model's final answer and why it failed, read from the row's
 * ATIF trajectory (the steps' user and agent messages, `extra.osmosis.label`). Pure: the adapter
 * (adapters/failing-row-details.ts) reads the files and refuses any text that holds a secret value.
 *
 * Dataset and model text is untrusted. In markdown (comment, job summary) it goes into a code span with
 * its backticks, pipes, newlines and control characters replaced, so that it pings no one (GitHub
 * skips mentions, issue references and autolinks inside code), loads nothing (no image, link or HTML
 * is parsed inside code) and cannot end the table, a fence or the comment's `<details>`.
 */
import { z } from 'zod';

/** How many failing rows the comment, the summary and the terminal report describe. */
export const FAILING_ROWS_SHOWN = 10;
/** The characters of an input, expected label or answer a report shows. */
export const EXCERPT_CHARS = 80;

export const failingRowSchema = z.object({
  rowIndex: z.number().int(),
  runIndex: z.number().int(),
  line: z.number().int().optional().describe('The 1-based line of the local dataset file the row is on.'),
  input: z.string().optional().describe("The row's first user message, on one line and cut."),
  expected: z.string().optional().describe('The label the grader compared with (extra.osmosis.label).'),
  answer: z.string().optional().describe("The model's final answer (the last agent message), cut."),
  reason: z.string().describe("The error type, or the reward against the threshold (the grader's verdict)."),
  errored: z.boolean(),
  reward: z.number().nullable(),
  withheld: z
    .boolean()
    .optional()
    .describe("The row's trajectory holds a secret value given to the step: none of its text is shown."),
});
export type FailingRowDetail = z.infer<typeof failingRowSchema>;

export const failingRowsSchema = z
  .object({ count: z.number().int(), rows: z.array(failingRowSchema) })
  .describe('The worst failing work items (errors first, then the lowest reward) and what went wrong.');
export type FailingRows = z.infer<typeof failingRowsSchema>;

// C0 and C1 controls, and the bidirectional overrides that reorder what a reader sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

// The bidirectional embeddings, overrides and isolates: drawn live they make `\u202Egnorw` read "wrong".
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text with its bidirectional controls shown as escapes (`\u202E`), so it reads in the order it was written. */
export function escapeBidi(text: string): string {
  return text.replace(BIDI, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Text on one line, whitespace runs collapsed, bidi controls escaped, cut to `max` characters with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const flat = escapeBidi(text).replace(/\s+/g, ' ').replace(CONTROL, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/**
 * Untrusted text as a code span fit for a table cell: one line, cut, no backtick (it would end the span),
 * no pipe (GFM splits cells on them even inside code, and an escaped pipe can be un-escaped by a
 * backslash before it: it becomes a broken bar), and a word joiner after `@` and `#` so that a copy
 * pasted out of the span does not mention anyone either. An empty text is a dash.
 */
export function untrustedCode(text: string | undefined, max = EXCERPT_CHARS): string {
  if (text === undefined) return '—';
  const shown = excerpt(text, max)
    .replaceAll('`', "'")
    .replaceAll('|', '¦')
    .replace(/([@#])/g, '$1\u2060');
  return shown === '' ? '—' : `\`${shown}\``;
}

/** Why a row failed, in a few words: its error type, or its reward against the threshold. */
export function failingReason(
  row: { errored: boolean; group: string; reward: number | null },
  passThreshold: number,
): string {
  if (row.errored) return row.group;
  return row.reward === null ? 'no reward' : `reward ${row.reward} < ${passThreshold}`;
}

export interface TrajectoryFacts {
  input?: string;
  expected?: string;
  answer?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** An ATIF message: a string, or content parts whose text parts are joined (images named, never loaded). */
export function messageText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  const parts = message.map((part) => {
    const p = record(part);
    if (p?.type === 'text' && typeof p.text === 'string') return p.text;
    return p?.type === 'image' ? '[image]' : '';
  });
  return parts.join('\n');
}

/** A label as text: a string as it is, anything else as JSON. */
function labelText(label: unknown): string | undefined {
  if (label === undefined || label === null) return undefined;
  return typeof label === 'string' ? label : JSON.stringify(label);
}

/** The input, expected label and final answer of an ATIF trajectory; a fact it lacks is undefined. */
export function trajectoryFacts(document: unknown): TrajectoryFacts {
  const doc = record(document);
  const steps = Array.isArray(doc?.steps) ? doc.steps.map(record) : [];
  const firstUser = steps.find((step) => step?.source === 'user');
  const lastAgent = [...steps].reverse().find((step) => step?.source === 'agent');
  const facts: TrajectoryFacts = {};
  const input = messageText(firstUser?.message);
  if (input !== undefined) facts.input = input;
  const answer = messageText(lastAgent?.message);
  if (answer !== undefined) facts.answer = answer;
  const expected = labelText(record(record(doc?.extra)?.osmosis)?.label);
  if (expected !== undefined) facts.expected = expected;
  return facts;
}

/** The viewer's fragment for a row: `#row-7`, `#row-7-2` for its run 2 (core/artifacts/viewer-page.ts reads it). */
export function viewerRowFragment(row: { rowIndex: number; runIndex: number }): string {
  return `#row-${row.rowIndex}${row.runIndex > 0 ? `-${row.runIndex}` : ''}`;
}

/** A row's label, linked to its place in the run viewer when there is one. */
export function linkedRowLabel(
  label: string,
  row: { rowIndex: number; runIndex: number },
  viewerUrl: string | undefined,
): string {
  return viewerUrl ? `[${label}](${viewerUrl}${viewerRowFragment(row)})` : label;
}

/**
 * The markdown table of the worst failing rows (comment and job summary), every text as untrusted;
 * each row linked to its place in the run viewer when there is one.
 */
export function renderFailingRowsTable(failing: FailingRows, runsPerRow: number, viewerUrl?: string): string {
  const lines = ['| Row | Line | Input | Expected | Answer | Why |', '|---:|---:|---|---|---|---|'];
  for (const row of failing.rows) {
    const plain = runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
    const label = linkedRowLabel(plain, row, viewerUrl);
    const line = row.line === undefined ? '—' : String(row.line);
    const texts = row.withheld
      ? ['_withheld: holds a secret value_', '—', '—']
      : [untrustedCode(row.input), untrustedCode(row.expected, 40), untrustedCode(row.answer)];
    lines.push(`| ${label} | ${line} | ${texts.join(' | ')} | ${untrustedCode(row.reason, 60)} |`);
  }
  const rest = failing.count - failing.rows.length;
  if (rest > 0)
    lines.push(
      '',
      `<sub>The ${failing.rows.length} worst of ${failing.count} failing work items; result.json lists them.</sub>`,
    );
  return lines.join('\n');
}

/** The terminal report's lines for the worst failing rows (plain text, control characters removed). */
export function failingRowsTerminal(failing: FailingRows, runsPerRow: number): string[] {
  const lines = [`  did not pass ${failing.count} work item(s), the worst ${failing.rows.length}:`];
  for (const row of failing.rows) {
    const label = runsPerRow > 1 ? `row ${row.rowIndex} run ${row.runIndex}` : `row ${row.rowIndex}`;
    const where = row.line === undefined ? '' : ` (line ${row.line})`;
    lines.push(`    ${label}${where}: ${excerpt(row.reason, 60)}`);
    if (row.withheld) {
      lines.push('      withheld: its trajectory holds a secret value');
      continue;
    }
    if (row.input !== undefined) lines.push(`      input     ${excerpt(row.input)}`);
    if (row.expected !== undefined) lines.push(`      expected  ${excerpt(row.expected, 40)}`);
    if (row.answer !== undefined) lines.push(`      answer    ${excerpt(row.answer)}`);
  }
  return lines;
}
