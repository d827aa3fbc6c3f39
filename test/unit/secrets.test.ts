import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { encodeSecretsFile, parseSecretsInput, selectSecrets } from '../../src/core/secrets.js';

/** A transcription of the CLI's reader (secret_resolution.py `_read_dotenv`); the integration test runs the real one. */
function readLikeOsmosis(text: string): Map<string, string> {
  const values = new Map<string, string>();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Python's str.splitlines() breaks on these.
  for (const raw of text.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    const name = line
      .slice(0, at)
      .trim()
      .replace(/^export /, '')
      .trim();
    let value = line.slice(at + 1).trim();
    if (value.length >= 2 && value[0] === value.at(-1) && `"'`.includes(value[0] ?? ''))
      value = value.slice(1, -1);
    values.set(name, value);
  }
  return values;
}

describe('parseSecretsInput', () => {
  it.each([
    ['A=1\nB=two', { A: '1', B: 'two' }],
    ['  export A = spaced  \n', { A: 'spaced' }],
    ['# comment\n\nA="quoted value"', { A: 'quoted value' }],
    ["A='single'", { A: 'single' }],
    ['A=x=y=z', { A: 'x=y=z' }],
    ['A=1\r\nB=2\r\n', { A: '1', B: '2' }],
    ['{"A": "json", "B": "x\\ny"}', { A: 'json', B: 'x\ny' }],
    ['', {}],
  ])('reads %j', (text, expected) => {
    expect(Object.fromEntries(parseSecretsInput(text))).toEqual(expected);
  });

  it.each([
    ['A=1\nnot a pair S3CRET', /line 2/],
    ['1BAD=S3CRET', /line 1/],
    ['BAD-NAME=S3CRET', /line 1/],
    ['{"A": 1}', /must be a string/],
    ['{"bad name": "S3CRET"}', /Invalid secret name/],
    ['{"S3CRET', /not valid JSON/],
  ])('rejects %j naming where, without echoing the value', (text, message) => {
    const error = (() => {
      try {
        parseSecretsInput(`${text}`);
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected an error');
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('S3CRET');
  });
});

describe('selectSecrets', () => {
  it('takes given values first, then non-empty environment values, and only required names', () => {
    const selected = selectSecrets(
      ['A', 'B'],
      new Map([
        ['A', 'given'],
        ['EXTRA', 'x'],
      ]),
      { A: 'env', B: 'from-env' },
      'c.toml',
    );
    expect(Object.fromEntries(selected)).toEqual({ A: 'given', B: 'from-env' });
  });

  it('reports every missing name at once, treating empty values as missing', () => {
    expect(() =>
      selectSecrets(['A', 'B', 'C'], new Map([['A', '']]), { B: '', C: 'ok' }, 'configs/eval/x.toml'),
    ).toThrow(/configs\/eval\/x\.toml requires secrets that were not given: A, B\./);
  });
});

describe('encodeSecretsFile', () => {
  it.each([
    'plain',
    '  leading and trailing spaces  ',
    '"already quoted"',
    "'single quoted'",
    'has = equals and # hash',
    'ends with quote"',
    '"',
    'tab\tinside',
    'ünïcødé ✓ 🔑',
    'back\\slash \\n literal',
  ])('round-trips %j through the CLI reading rules', (value) => {
    const text = encodeSecretsFile(new Map([['SECRET', value]]));
    expect(readLikeOsmosis(text).get('SECRET')).toBe(value);
  });

  it.each([
    ['newline', 'a\nb'],
    ['carriage return', 'a\rb'],
    ['form feed', 'a\fb'],
    ['unicode line separator', 'a\u2028b'],
    ['next line', 'a\x85b'],
  ])('refuses a value with a %s, naming the secret and not the value', (_, value) => {
    expect(() => encodeSecretsFile(new Map([['MY_KEY', value]]))).toThrow(
      /Secret MY_KEY contains a line break/,
    );
    try {
      encodeSecretsFile(new Map([['MY_KEY', value]]));
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('refuses text that is not valid Unicode', () => {
    expect(() => encodeSecretsFile(new Map([['K', 'a\ud800b']]))).toThrow(/not valid Unicode/);
  });

  it('encodes nothing for no secrets', () => {
    expect(encodeSecretsFile(new Map())).toBe('');
  });
});
