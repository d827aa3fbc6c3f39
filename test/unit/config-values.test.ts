import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  APPEND_FIX,
  COMMIT_SHA_RE,
  describeValue,
  ENV_VAR_NAME_RE,
  isRecord,
  passthroughTable,
  SECRET_NAME_RE,
  stringAt,
  stringRecord,
  tomlFiniteNumber,
  tomlInteger,
  tomlSeconds,
} from '../../src/core/config/values.js';

const TOO_LARGE = 'is too large: integers must be within ±9007199254740991';
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** The one issue a value has (message and whether the key's fix is appended), or the parsed value. */
function outcome(
  schema: z.ZodType,
  value: unknown,
): { ok: unknown } | { message: string; appendFix: boolean } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: result.data };
  expect(result.error.issues).toHaveLength(1);
  const issue = result.error.issues[0] as z.core.$ZodIssue & { params?: Record<string, unknown> };
  return { message: issue.message, appendFix: issue.params?.[APPEND_FIX] === true };
}

describe('describeValue: how a TOML value reads in a message', () => {
  it.each([
    [undefined, 'nothing'],
    ['text', '"text"'],
    ['', '""'],
    [3n, '3'],
    [-7n, '-7'],
    [2, '2.0'],
    [-0.5, '-0.5'],
    [1.25, '1.25'],
    [Number.NaN, 'nan'],
    [Number.POSITIVE_INFINITY, 'inf'],
    [Number.NEGATIVE_INFINITY, '-inf'],
    [true, 'true'],
    [false, 'false'],
    [new Date('2024-01-01T00:00:00Z'), 'a date'],
    [[1], 'a list'],
    [{ a: 1 }, 'a table'],
  ])('%s reads as %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});

describe('the name patterns of osmosis (shared_config.py)', () => {
  it.each([
    [ENV_VAR_NAME_RE, ['A', '_X', 'LOG_LEVEL2'], ['a', '1A', 'A-B', 'A B', ' A', 'A ']],
    [SECRET_NAME_RE, ['A', 'MY_SECRET_2'], ['_X', 'a', '9A', 'A-B', 'A ']],
    [
      COMMIT_SHA_RE,
      ['abc1234', 'ABCDEF0', 'a'.repeat(40)],
      ['abc123', 'a'.repeat(41), 'abc123g', ' abc1234'],
    ],
  ])('%s', (pattern, good, bad) => {
    for (const name of good) expect(pattern.test(name), name).toBe(true);
    for (const name of bad) expect(pattern.test(name), name).toBe(false);
  });
});

describe('isRecord, stringAt and stringRecord', () => {
  it('take only tables: not null, lists or dates', () => {
    expect([{}, { a: 1 }, null, [], new Date(0), 'x', 1].map(isRecord)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('read a string key of a table, and nothing from anything else', () => {
    expect(stringAt({ type: 'provider' }, 'type')).toBe('provider');
    expect(stringAt({ type: 1 }, 'type')).toBeUndefined();
    expect(stringAt(['type'], '0')).toBeUndefined();
    expect(stringAt(undefined, 'type')).toBeUndefined();
    expect(stringRecord({ A: 'x' })).toEqual({ A: 'x' });
    expect(stringRecord(['A'])).toEqual({});
    expect(stringRecord('A')).toEqual({});
  });
});

describe('tomlInteger', () => {
  it('takes a TOML integer as a number, and refuses a float, naming what it got', () => {
    expect(outcome(tomlInteger(), 42n)).toEqual({ ok: 42 });
    expect(outcome(tomlInteger(), 2)).toEqual({
      message: 'must be an integer (no decimal point), got 2.0',
      appendFix: true,
    });
    expect(outcome(tomlInteger(), 'ten')).toEqual({
      message: 'must be an integer (no decimal point), got "ten"',
      appendFix: true,
    });
  });

  it('takes integers up to ±MAX_SAFE_INTEGER and no further', () => {
    expect(outcome(tomlInteger(), MAX)).toEqual({ ok: Number.MAX_SAFE_INTEGER });
    expect(outcome(tomlInteger(), -MAX)).toEqual({ ok: -Number.MAX_SAFE_INTEGER });
    expect(outcome(tomlInteger(), MAX + 1n)).toEqual({ message: TOO_LARGE, appendFix: true });
    expect(outcome(tomlInteger(), -MAX - 1n)).toEqual({ message: TOO_LARGE, appendFix: true });
  });

  it('with positive, takes 1 and refuses 0 with the default', () => {
    expect(outcome(tomlInteger({ positive: true }), 1n)).toEqual({ ok: 1 });
    expect(outcome(tomlInteger({ positive: true }), 0n)).toEqual({
      message: 'must be a positive integer, got 0. Set it to 1 or more, or remove it to use the default (1).',
      appendFix: false,
    });
    expect(outcome(tomlInteger({ positive: true }), -3n)).toMatchObject({
      message: expect.stringContaining('got -3.'),
    });
  });

  it('with nonNegative, takes 0 and refuses -1', () => {
    expect(outcome(tomlInteger({ nonNegative: true }), 0n)).toEqual({ ok: 0 });
    expect(outcome(tomlInteger({ nonNegative: true }), -1n)).toEqual({
      message: 'must not be negative, got -1. Set it to a count, e.g. `200`.',
      appendFix: false,
    });
  });

  it('with max, takes the max and refuses one more, writing the max with separators', () => {
    expect(outcome(tomlInteger({ max: 1_000_000 }), 1_000_000n)).toEqual({ ok: 1_000_000 });
    expect(outcome(tomlInteger({ max: 1_000_000 }), 1_000_001n)).toEqual({
      message: 'must be at most 1,000,000, got 1000001.',
      appendFix: false,
    });
  });

  it('without options, takes zero and negatives', () => {
    expect(outcome(tomlInteger(), 0n)).toEqual({ ok: 0 });
    expect(outcome(tomlInteger(), -5n)).toEqual({ ok: -5 });
  });
});

describe('tomlFiniteNumber and tomlSeconds', () => {
  it('take integers and floats as numbers', () => {
    expect(outcome(tomlFiniteNumber, 3n)).toEqual({ ok: 3 });
    expect(outcome(tomlFiniteNumber, -0.25)).toEqual({ ok: -0.25 });
    expect(outcome(tomlFiniteNumber, MAX)).toEqual({ ok: Number.MAX_SAFE_INTEGER });
    // Only integers are bounded: a float keeps its own (lossy) precision, as in Python.
    expect(outcome(tomlFiniteNumber, 1e20)).toEqual({ ok: 1e20 });
  });

  it.each([
    ['a string', 'x', 'must be a number, got "x"'],
    ['a boolean', true, 'must be a number, got true'],
    ['inf', Number.POSITIVE_INFINITY, 'must be finite, got inf'],
    ['nan', Number.NaN, 'must be finite, got nan'],
    ['an integer too large', MAX + 1n, TOO_LARGE],
    ['an integer too small', -MAX - 1n, TOO_LARGE],
  ])('refuse %s, with the fix appended', (_, value, message) => {
    expect(outcome(tomlFiniteNumber, value)).toEqual({ message, appendFix: true });
  });

  it('tomlSeconds needs more than 0 seconds', () => {
    expect(outcome(tomlSeconds, 0.5)).toEqual({ ok: 0.5 });
    expect(outcome(tomlSeconds, 0n)).toEqual({
      message:
        "must be a number of seconds above 0, got 0. Set a timeout, or remove the key for osmosis's default.",
      appendFix: false,
    });
    expect(outcome(tomlSeconds, -1.5)).toMatchObject({ message: expect.stringContaining('got -1.5.') });
  });
});

describe('passthroughTable', () => {
  it('keeps any value, turning nested integers into numbers', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    expect(
      passthroughTable.parse({ a: 1n, b: [2n, { c: 3n }], d: 'x', e: 1.5, f: date, g: { h: [[4n]] } }),
    ).toEqual({ a: 1, b: [2, { c: 3 }], d: 'x', e: 1.5, f: date, g: { h: [[4]] } });
  });

  it('reports an integer too large at its own path', () => {
    const result = passthroughTable.safeParse({ deep: { list: [1n, MAX + 1n] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: TOO_LARGE,
        path: ['deep', 'list', 1],
        params: { [APPEND_FIX]: true },
      }),
    ]);
  });
});
