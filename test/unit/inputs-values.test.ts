/** The value parsers every entry shares: what each accepts at its bounds and the message a user reads. */

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boolean,
  boundedInt,
  boundedNumber,
  fraction,
  httpUrl,
  optionalText,
  pathText,
} from '../../src/core/input-values.js';
import { LIMITS, parseRows, parseShard, RUN_NAME, uploadMode } from '../../src/core/inputs.js';

/** The parsed value, or the one message of a refusal. */
const run = (schema: z.ZodType, value: string | undefined) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { value: parsed.data }
    : { message: parsed.error.issues.map((i) => i.message).join(' | ') };
};

describe('optional text and paths', () => {
  it('trim, and treat empty or blank text as absent', () => {
    expect(run(optionalText, '  a b  ')).toEqual({ value: 'a b' });
    expect(run(optionalText, ' \t\n')).toEqual({ value: undefined });
    expect(run(optionalText, undefined)).toEqual({ value: undefined });
    expect(run(pathText, ' a\\b\\c ')).toEqual({ value: 'a/b/c' });
    expect(run(pathText, '')).toEqual({ value: undefined });
  });
});

describe('boolean', () => {
  it('takes true and false in any case, and the fallback when unset', () => {
    expect(run(boolean(false), 'True')).toEqual({ value: true });
    expect(run(boolean(true), 'FALSE')).toEqual({ value: false });
    expect(run(boolean(true), '')).toEqual({ value: true });
    expect(run(boolean(false), undefined)).toEqual({ value: false });
  });

  it('refuses anything else, quoting it', () => {
    expect(run(boolean(false), 'yes')).toEqual({ message: 'must be true or false, got "yes"' });
    expect(run(boolean(false), '1')).toEqual({ message: 'must be true or false, got "1"' });
  });
});

describe('fraction', () => {
  it('takes 0 and 1 themselves and anything between', () => {
    expect(run(fraction, '0')).toEqual({ value: 0 });
    expect(run(fraction, '1')).toEqual({ value: 1 });
    expect(run(fraction, ' .25 ')).toEqual({ value: 0.25 });
    expect(run(fraction, '')).toEqual({ value: undefined });
  });

  it.each(['1.0001', '-0.0001', 'Infinity', 'NaN', 'half'])('refuses %s', (text) => {
    expect(run(fraction, text)).toEqual({
      message: `must be a number from 0 to 1 (0.9 means 90%), got "${text}"`,
    });
  });
});

describe('boundedInt', () => {
  const upTo = boundedInt(1500);
  it('takes 1 and the bound itself, written in digits', () => {
    expect(run(upTo, '1')).toEqual({ value: 1 });
    expect(run(upTo, '1500')).toEqual({ value: 1500 });
    expect(run(upTo, '007')).toEqual({ value: 7 });
    expect(run(upTo, undefined)).toEqual({ value: undefined });
  });

  it.each(['0', '1501', '+1', '1.0', '1e3', '-1', 'x1'])(
    'refuses %s, naming the bounds with separators',
    (text) => {
      expect(run(upTo, text)).toEqual({ message: `must be a whole number from 1 to 1,500, got "${text}"` });
    },
  );
});

describe('boundedNumber', () => {
  const positive = boundedNumber('minutes', { max: 60 });
  const ranged = boundedNumber('megabytes', { min: 1, max: 2048 });

  it('without a minimum, takes anything above 0 up to the bound', () => {
    expect(run(positive, '0.001')).toEqual({ value: 0.001 });
    expect(run(positive, '.5')).toEqual({ value: 0.5 });
    expect(run(positive, '.25')).toEqual({ value: 0.25 });
    expect(run(positive, '60')).toEqual({ value: 60 });
    expect(run(positive, '')).toEqual({ value: undefined });
  });

  it.each(['0', '0.0', '60.5', '1e1', '1.', '-1', '+1', '+.5', '.5e1', 'Infinity'])(
    'without a minimum, refuses %s',
    (text) => {
      expect(run(positive, text)).toEqual({
        message: `must be a positive number of minutes, at most 60, got "${text}"`,
      });
    },
  );

  it('with a minimum, takes the minimum and the maximum themselves', () => {
    expect(run(ranged, '1')).toEqual({ value: 1 });
    expect(run(ranged, '2048')).toEqual({ value: 2048 });
    expect(run(ranged, '1.5')).toEqual({ value: 1.5 });
  });

  it.each(['0.99', '2048.01', '0'])('with a minimum, refuses %s', (text) => {
    expect(run(ranged, text)).toEqual({
      message: `must be a number of megabytes from 1 to 2048, got "${text}"`,
    });
  });

  it('with a minimum of 0, takes 0', () => {
    expect(run(boundedNumber('seconds', { min: 0, max: 1 }), '0')).toEqual({ value: 0 });
  });
});

describe('httpUrl', () => {
  it.each([
    ['not a url', 'must be an absolute URL such as https://example.com'],
    ['ftp://files.example', 'must be an http:// or https:// URL'],
    ['https://user@x.example', 'must not carry a user name or password'],
    ['https://:secret@x.example', 'must not carry a user name or password'],
    ['https://x.example/a\tb', 'must not contain spaces'],
  ])('refuses %j: %s', (text, problem) => {
    expect(run(httpUrl, text)).toEqual({ message: `${problem}, got ${JSON.stringify(text)}` });
  });

  it('returns the URL as written, trimmed, and nothing when unset', () => {
    expect(run(httpUrl, ' http://localhost:8080/x?y=1 ')).toEqual({ value: 'http://localhost:8080/x?y=1' });
    expect(run(httpUrl, '')).toEqual({ value: undefined });
  });
});

describe('uploadMode', () => {
  it('is false when unset and takes every mode in any case', () => {
    expect(run(uploadMode, undefined)).toEqual({ value: 'false' });
    expect(run(uploadMode, ' ')).toEqual({ value: 'false' });
    expect(run(uploadMode, 'TRUE')).toEqual({ value: 'true' });
    expect(run(uploadMode, 'Default-Branch')).toEqual({ value: 'default-branch' });
  });

  it('refuses anything else, listing the modes', () => {
    expect(run(uploadMode, 'always')).toEqual({
      message: 'must be one of false, true, default-branch, got "always"',
    });
  });
});

describe('parseShard', () => {
  it.each([
    ['1/1', { index: 1, count: 1 }],
    ['2 / 3', { index: 2, count: 3 }],
    ['256/256', { index: 256, count: 256 }],
    ['0012/0040', { index: 12, count: 40 }],
  ])('%s', (text, expected) => {
    expect(parseShard(text)).toEqual(expected);
  });

  it.each(['0/3', '4/3', '1/0', '1/257', '12345/1', '1/2/3', '/3', 'a/b', '1-3', ' 1/2'])(
    'refuses %j',
    (text) => {
      expect(parseShard(text)).toBe(
        `must be i/n with 1 ≤ i ≤ n ≤ 256, e.g. 2/3 (the matrix leg's number and the number of legs), got ${JSON.stringify(text)}`,
      );
    },
  );
});

describe('parseRows', () => {
  it('reads single rows and ranges, counting and finding the highest', () => {
    expect(parseRows('7')).toEqual({ ranges: [[7, 7]], count: 1, highest: 7 });
    expect(parseRows('10-12,3,3-3')).toEqual({
      ranges: [
        [10, 12],
        [3, 3],
        [3, 3],
      ],
      count: 5,
      highest: 12,
    });
  });

  it(`takes row ${LIMITS.rowIndex} and ${LIMITS.selectedRows} rows, and refuses one more of either`, () => {
    expect(parseRows(`${LIMITS.rowIndex}`)).toMatchObject({ highest: LIMITS.rowIndex });
    expect(parseRows(`4000000-${LIMITS.rowIndex}`)).toMatchObject({ count: 1_000_000, highest: 4_999_999 });
    expect(parseRows(`${LIMITS.rowIndex + 1}`)).toBe(
      'names row 5000000, past the highest row index accepted (4,999,999)',
    );
    expect(parseRows('5000000-1')).toBe(
      'names row 5000000-1, past the highest row index accepted (4,999,999)',
    );
    expect(parseRows(`0-${LIMITS.rowIndex + 1}`)).toBe(
      'names row 0-5000000, past the highest row index accepted (4,999,999)',
    );
    expect(parseRows('0-999999')).toMatchObject({ count: 1_000_000 });
    expect(parseRows('0-999999,0')).toBe('selects 1,000,001 rows; at most 1,000,000 are accepted in one run');
  });

  it('refuses a range that runs backwards', () => {
    expect(parseRows('1,9-8')).toBe('has a range whose end comes before its start (9-8)');
  });

  it('takes a selection of 10,000 characters and refuses a longer one', () => {
    const exact = `${'1,'.repeat(4999)}11`;
    expect(exact).toHaveLength(10_000);
    expect(parseRows(exact)).toMatchObject({ count: 5000, highest: 11 });
    expect(parseRows(`${exact}1`)).toBe(
      'is 10,001 characters long; at most 10,000 are accepted (use ranges such as "0-999")',
    );
  });

  it.each(['', ',', '1,', '1-', '-1', '1--2', ' 1', '1 ', 'a', '1-2-3', '1.5'])('refuses %j', (text) => {
    expect(parseRows(text)).toBe('must be row indexes and ranges such as "0-9" or "3,7,10-20"');
  });
});

describe('RUN_NAME', () => {
  it('takes 1 to 96 characters starting with a letter or digit', () => {
    expect(RUN_NAME.test('a')).toBe(true);
    expect(RUN_NAME.test(`a${'-'.repeat(95)}`)).toBe(true);
    expect(RUN_NAME.test(`a${'-'.repeat(96)}`)).toBe(false);
    expect(RUN_NAME.test('.a')).toBe(false);
    expect(RUN_NAME.test('a/b')).toBe(false);
    expect(RUN_NAME.test('a\nb')).toBe(false);
  });
});
