/**
 * Waivers: intended regressions a team reviewed and accepted, in a TOML file (`.osmosis-ci/waivers.toml`
 * by default). Each `[[waiver]]` names rows, a reason, an owner and an expiry date:
 *
 *   [[waiver]]
 *   rows = ["refusal-*", 12]   # a row index, or a glob (* and ?) over the row's `id` or its user_prompt
 *   reason = "We refuse these on purpose now (#123)"
 *   owner = "@alice"
 *   expires = 2027-01-31       # a TOML date; from the day after, the waiver is expired
 *
 * A waived row is left out of the regression gate's evidence (core/baseline/waiver-gate.ts), so its drop neither
 * blocks nor helps block. Parsing, validation and matching are here, pure; the file is read by an adapter.
 */
import { parse, TomlError } from 'smol-toml';
import * as z from 'zod';
import { UsageError } from '../errors.js';

export const DEFAULT_WAIVERS_FILE = '.osmosis-ci/waivers.toml';
/** What an expired waiver does: warn (it still waives, the report asks to renew or remove it) or fail. */
export const EXPIRED_WAIVER_MODES = ['warn', 'fail'] as const;
export type ExpiredWaiverMode = (typeof EXPIRED_WAIVER_MODES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A TOML date (smol-toml's TomlDate) or a quoted YYYY-MM-DD, as the YYYY-MM-DD text. */
const dateText = z.unknown().transform((value, ctx) => {
  const text =
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? value
        : undefined;
  if (text === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a date such as expires = 2027-01-31, got ${JSON.stringify(value ?? null)}`,
    });
    return z.NEVER;
  }
  return text;
});

const rowPattern = z.union([z.bigint(), z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (text === '' || (typeof value !== 'string' && !/^\d+$/.test(text))) {
    ctx.addIssue({
      code: 'custom',
      message: `must each be a row index (0, 12) or a glob over the row's id or prompt ("refusal-*"), got ${JSON.stringify(text)}`,
    });
    return z.NEVER;
  }
  return text;
});

const required = (what: string) =>
  z
    .string({ error: `is required: ${what}` })
    .trim()
    .min(1, `is empty: ${what}`);

const waiverEntrySchema = z.strictObject(
  {
    rows: z
      .array(rowPattern, { error: 'is required: the rows waived, e.g. rows = ["refusal-*", 12]' })
      .min(1, 'is empty: name at least one row, e.g. rows = ["refusal-*", 12]'),
    reason: required('why this drop is intended, e.g. reason = "Refuses on purpose since #123"'),
    owner: required('who answers for it, e.g. owner = "@alice"'),
    expires: dateText,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'has a field waivers do not have (rows, reason, owner and expires are the fields)'
        : 'is not a table: write it as a [[waiver]] table with rows, reason, owner and expires',
  },
);

const waiversFileSchema = z.strictObject(
  { waiver: z.array(z.unknown(), { error: 'must be [[waiver]] tables' }).default([]) },
  { error: 'has a table or key other than [[waiver]]' },
);

export interface Waiver {
  /** 1-based, in file order: how messages name it. */
  entry: number;
  rows: string[];
  reason: string;
  owner: string;
  /** YYYY-MM-DD, the last day it holds. */
  expires: string;
}

/** The waivers in a file's text, or a UsageError naming the file, the entry, the field and the fix. */
export function parseWaivers(text: string, file: string): Waiver[] {
  let raw: unknown;
  try {
    raw = parse(text, { integersAsBigInt: true });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const [summary = 'invalid TOML'] = error.message.split('\n');
    throw new UsageError(
      `${file}:${error.line}:${error.column}: invalid TOML: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).`,
      { file, line: error.line, column: error.column },
    );
  }
  const top = waiversFileSchema.safeParse(raw);
  if (!top.success) {
    const key = String(top.error.issues[0]?.path[0] ?? '');
    throw new UsageError(
      `${file}: ${key ? `"${key}" ` : ''}${top.error.issues[0]?.message ?? 'is not a waivers file'}. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.`,
    );
  }
  return top.data.waiver.map((entry, index) => {
    const parsed = waiverEntrySchema.safeParse(entry);
    if (parsed.success) return { entry: index + 1, ...parsed.data };
    const issue = parsed.error.issues[0];
    const field = issue?.path.length
      ? String(issue.path[0])
      : issue?.code === 'unrecognized_keys'
        ? issue.keys.join(', ')
        : '';
    throw new UsageError(
      `${file}: waiver ${index + 1}${field ? `, field "${field}"` : ''}: ${issue?.message ?? 'is invalid'}.`,
    );
  });
}

/** What a dataset row offers a pattern: its `id` column and its user_prompt, when it has them. */
export interface WaiverRowFacts {
  id?: string;
  prompt?: string;
}

const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
    's',
  );

/** The row indexes a waiver names among `rows` (the dataset's, in order; null: unknown, indexes only). */
export function waivedRowsOf(waiver: Waiver, rows: readonly WaiverRowFacts[] | null): number[] {
  const matched = new Set<number>();
  for (const pattern of waiver.rows) {
    if (/^\d+$/.test(pattern)) {
      const index = Number(pattern);
      if (rows === null || index < rows.length) matched.add(index);
      continue;
    }
    const regex = globRegex(pattern);
    rows?.forEach((row, index) => {
      if (
        (row.id !== undefined && regex.test(row.id)) ||
        (row.prompt !== undefined && regex.test(row.prompt))
      )
        matched.add(index);
    });
  }
  return [...matched].sort((a, b) => a - b);
}

export const waiverAppliedSchema = z.object({
  entry: z.number().int().describe('The [[waiver]] table, 1-based in file order.'),
  rows: z.array(z.number().int()).describe('The dataset rows it names (row indexes).'),
  reason: z.string(),
  owner: z.string(),
  expires: z.string().describe('The last day it holds (YYYY-MM-DD).'),
  expired: z.boolean(),
});
export type AppliedWaiver = z.infer<typeof waiverAppliedSchema>;

/** Every waiver with the rows it names and whether it has expired on `today` (YYYY-MM-DD, UTC). */
export function matchWaivers(
  waivers: readonly Waiver[],
  rows: readonly WaiverRowFacts[] | null,
  today: string,
): AppliedWaiver[] {
  return waivers.map((waiver) => ({
    entry: waiver.entry,
    rows: waivedRowsOf(waiver, rows),
    reason: waiver.reason,
    owner: waiver.owner,
    expires: waiver.expires,
    expired: waiver.expires < today,
  }));
}

export const waiversSchema = z
  .object({
    file: z.string().describe('The waivers file read.'),
    applied: z
      .array(
        waiverAppliedSchema.extend({
          failedRows: z
            .array(z.number().int())
            .describe('Its rows that failed in this run: their regression is waived.'),
        }),
      )
      .describe('Every waiver in the file, with the rows it names.'),
    erroredRows: z
      .array(z.number().int())
      .describe('Waived rows kept in the gate because an item of theirs errored: waivers never hide errors.'),
    notApplied: z.string().optional().describe('Why the waivers and the label were not applied, when not.'),
    label: z
      .object({ name: z.string(), addedBy: z.string().nullable() })
      .optional()
      .describe('The pull-request label that accepted the regression, and who added it (null: not known).'),
  })
  .describe('Waivers of intended regressions, and the accepting label.');
export type WaiversReport = z.infer<typeof waiversSchema>;
