/**
 * TOML value helpers shared by the config schemas. TOML is parsed with integersAsBigInt so an integer
 * (`2`) and a float (`2.0`) stay distinct, as they do for osmosis (`evaluation.n = 2.0` is "must be an
 * integer" there). Names and patterns come from osmosis_ai/platform/cli/shared_config.py.
 */
import * as z from 'zod';
import { grouped } from '../format.js';

export const ENV_VAR_NAME_RE = /^[A-Z_][A-Z0-9_]*$/;
export const SECRET_NAME_RE = /^[A-Z][A-Z0-9_]*$/;
export const COMMIT_SHA_RE = /^[0-9a-fA-F]{7,40}$/;
export const RESERVED_ENV_PREFIX = '_OSMOSIS_';

/** A key path into the TOML document: table keys and array indices. */
export type TomlKeyPath = readonly (string | number)[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** How a TOML value reads in a message: `"text"`, `3`, `2.0`, `inf`, `a table`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return Number.isInteger(value) ? value.toFixed(1) : String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return 'a date';
  if (Array.isArray(value)) return 'a list';
  return 'a table';
}

function isSafeBigInt(value: bigint): boolean {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
}

const OUT_OF_RANGE = `is too large: integers must be within ±${Number.MAX_SAFE_INTEGER}`;
/** Marks an issue whose message says only what is wrong, so the key's fix is appended. */
export const APPEND_FIX = 'appendFix';
const appendFix = { [APPEND_FIX]: true };

/**
 * A TOML integer (not a float), as a JS number. One transform instead of z.custom + refine: a failed
 * z.custom aborts the parse, which would hide the cross-field problems of the same file.
 */
export function tomlInteger(options: { positive?: boolean; nonNegative?: boolean; max?: number } = {}) {
  return z.unknown().transform((value, ctx): number => {
    if (typeof value !== 'bigint') {
      ctx.addIssue({
        code: 'custom',
        message: `must be an integer (no decimal point), got ${describeValue(value)}`,
        params: appendFix,
      });
      return z.NEVER;
    }
    if (!isSafeBigInt(value)) {
      ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, params: appendFix });
      return z.NEVER;
    }
    if (options.positive && value <= 0n) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a positive integer, got ${value}. Set it to 1 or more, or remove it to use the default (1).`,
      });
      return z.NEVER;
    }
    if (options.nonNegative && value < 0n) {
      ctx.addIssue({
        code: 'custom',
        message: `must not be negative, got ${value}. Set it to a count, e.g. \`200\`.`,
      });
      return z.NEVER;
    }
    if (options.max !== undefined && value > BigInt(options.max)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be at most ${grouped(options.max)}, got ${value}.`,
      });
      return z.NEVER;
    }
    return Number(value);
  });
}

/** A TOML integer or float that is finite (not inf or nan), as a JS number. */
export const tomlFiniteNumber = z.unknown().transform((value, ctx): number => {
  if (typeof value !== 'number' && typeof value !== 'bigint') {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number, got ${describeValue(value)}`,
      params: appendFix,
    });
    return z.NEVER;
  }
  if (typeof value === 'bigint' ? !isSafeBigInt(value) : !Number.isFinite(value)) {
    const message = typeof value === 'bigint' ? OUT_OF_RANGE : `must be finite, got ${describeValue(value)}`;
    ctx.addIssue({ code: 'custom', message, params: appendFix });
    return z.NEVER;
  }
  return Number(value);
});

/** A timeout in seconds: a finite number above 0 (a zero or negative timeout cannot be meant). */
export const tomlSeconds = tomlFiniteNumber.transform((seconds, ctx): number => {
  if (seconds <= 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number of seconds above 0, got ${seconds}. Set a timeout, or remove the key for osmosis's default.`,
    });
    return z.NEVER;
  }
  return seconds;
});

/** Any TOML value, with integers turned back into numbers (passthrough sections like [advanced]). */
function plainValue(value: unknown, ctx: z.RefinementCtx, at: (string | number)[]): unknown {
  if (typeof value === 'bigint') {
    if (!isSafeBigInt(value))
      ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, path: at, params: appendFix });
    return Number(value);
  }
  if (Array.isArray(value)) return value.map((item, index) => plainValue(item, ctx, [...at, index]));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainValue(item, ctx, [...at, key])]),
    );
  }
  return value;
}

export const passthroughTable = z
  .record(z.string(), z.unknown())
  .transform((table, ctx) => plainValue(table, ctx, []) as Record<string, unknown>);

/** A finite number the backend owns the meaning of ([training], [sampling], [checkpoints], [execution]). */
export const backendNumber = tomlFiniteNumber.optional();

/** Run a refinement even when other parts of the value have issues, so one error lists every problem. */
export const always = { when: () => true } as const;

export function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const item = value[key];
  return typeof item === 'string' ? item : undefined;
}

export function stringRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
