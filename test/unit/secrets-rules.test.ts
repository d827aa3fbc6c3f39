import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  AMBIENT_SECRET_ENV_NAMES,
  ambientSecretValues,
  encodeSecretsFile,
  parseSecretsInput,
  pickSecrets,
  REDACTED,
  redactValues,
  selectSecrets,
} from '../../src/core/secrets.js';

function usageMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
}

const read = (text: string) => Object.fromEntries(parseSecretsInput(text));

describe('parseSecretsInput: NAME=value lines', () => {
  it('numbers lines across \\n, \\r\\n and lone \\r breaks, and says how to write a secret', () => {
    expect(usageMessage(() => parseSecretsInput('A=1\rB=2\r\nno pair', 'the `secrets` input'))).toBe(
      'Invalid line 3 in the `secrets` input: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. ' +
        'Write one secret per line, e.g. OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.',
    );
    expect(usageMessage(() => parseSecretsInput('=value'))).toMatch(/^Invalid line 1 in the secrets input:/);
  });

  it('skips blank and comment lines, and takes a value containing { as a value', () => {
    expect(read('\n  # a comment\n\t\nA=x{\n#B=2')).toEqual({ A: 'x{' });
    expect(read(' \n\t ')).toEqual({});
  });

  it('refuses a line without =, even one that reads as a name', () => {
    expect(usageMessage(() => parseSecretsInput('ABC'))).toMatch(/^Invalid line 1 in the secrets input:/);
  });

  it('drops one leading `export ` but keeps a name that is only "export"', () => {
    expect(usageMessage(() => parseSecretsInput('Aexport B=1'))).toMatch(/^Invalid line 1 /);
    expect(read('export   KEY = v')).toEqual({ KEY: 'v' });
    expect(read('export =1')).toEqual({ export: '1' });
    expect(read('exported=1')).toEqual({ exported: '1' });
  });

  it('removes one pair of matching quotes only', () => {
    expect(read('A="\nB=\'x"\nC=\'\'\nD=xvalx\nE=""q""\nF= "  padded " ')).toEqual({
      A: '"',
      B: '\'x"',
      C: '',
      D: 'xvalx',
      E: '"q"',
      F: '  padded ',
    });
  });

  it('names a later value the same as the last one given', () => {
    expect(read('A=1\nA=2')).toEqual({ A: '2' });
  });
});

describe('parseSecretsInput: a JSON object', () => {
  it('reads an object of strings, even with surrounding whitespace', () => {
    expect(read('  {"A_1": "x", "_B": ""}  ')).toEqual({ A_1: 'x', _B: '' });
  });

  it('says where the bad JSON is without quoting it', () => {
    expect(usageMessage(() => parseSecretsInput('{"A": S3CRET}', 'the `secrets` input'))).toBe(
      'the `secrets` input starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.',
    );
  });

  it.each([
    ['{"A": null}', 'Secret A in the secrets input must be a string, not null.'],
    ['{"A": 5}', 'Secret A in the secrets input must be a string, not number.'],
    ['{"A": {"b": "c"}}', 'Secret A in the secrets input must be a string, not object.'],
    ['{"A": true}', 'Secret A in the secrets input must be a string, not boolean.'],
    [
      '{"9A": "x"}',
      'Invalid secret name "9A" in the secrets input: use letters, digits and _, not starting with a digit.',
    ],
  ])('refuses %j', (text, message) => {
    expect(usageMessage(() => parseSecretsInput(text))).toBe(message);
  });
});

describe('selectSecrets and pickSecrets', () => {
  it('fall back to the environment when the given value is empty', () => {
    const given = new Map([['A', '']]);
    expect(Object.fromEntries(selectSecrets(['A'], given, { A: 'env' }, 'c.toml'))).toEqual({ A: 'env' });
    expect(Object.fromEntries(pickSecrets(['A'], given, { A: 'env' }))).toEqual({ A: 'env' });
  });

  it('selectSecrets names the file and every missing secret, and how to pass them', () => {
    expect(usageMessage(() => selectSecrets(['X', 'Y'], new Map(), {}, 'configs/eval/a.toml'))).toBe(
      'configs/eval/a.toml requires secrets that were not given: X, Y. ' +
        'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
        'Empty values count as missing.',
    );
    expect(selectSecrets([], new Map(), {}, 'c.toml').size).toBe(0);
  });

  it('pickSecrets keeps only required names that have a value, and leaves the rest to the platform', () => {
    const picked = pickSecrets(
      ['A', 'B', 'C', 'D'],
      new Map([
        ['A', 'given'],
        ['X', 'not required'],
      ]),
      { B: 'env', C: '', X: 'env too' },
    );
    expect([...picked]).toEqual([
      ['A', 'given'],
      ['B', 'env'],
    ]);
  });
});

describe('encodeSecretsFile: the exact text', () => {
  it('writes one quoted NAME="value" line per secret, ending in a newline', () => {
    expect(
      encodeSecretsFile(
        new Map([
          ['A', '1'],
          ['B_2', ' two '],
        ]),
      ),
    ).toBe('A="1"\nB_2=" two "\n');
  });

  it('refuses a name the CLI would not read', () => {
    expect(usageMessage(() => encodeSecretsFile(new Map([['BAD-NAME', 'v']])))).toBe(
      'Invalid secret name "BAD-NAME": use letters, digits and _.',
    );
  });

  it.each(['\v', '\x1c', '\x1d', '\x1e', '\u2029', '\r\n'])(
    'refuses every line break Python splits on: %j',
    (br) => {
      expect(usageMessage(() => encodeSecretsFile(new Map([['K', `a${br}b`]])))).toBe(
        'Secret K contains a line break, which osmosis --secrets-file cannot carry (values are one line each). ' +
          'Store it without line breaks, for example base64-encoded, and decode it in the rollout.',
      );
    },
  );

  it.each([
    ['a lone high surrogate at the end', 'ab\ud83d'],
    ['a lone low surrogate', '\udc00ab'],
    ['a pair in the wrong order', 'a\udd11\ud83d'],
  ])('refuses %s', (_, value) => {
    expect(usageMessage(() => encodeSecretsFile(new Map([['K', value]])))).toBe(
      'Secret K is not valid Unicode text and cannot be passed to osmosis.',
    );
  });

  it('accepts characters outside the BMP (a valid surrogate pair)', () => {
    expect(encodeSecretsFile(new Map([['K', '\ud83d\udd11']]))).toBe('K="🔑"\n');
  });
});

describe('ambient secrets and redaction', () => {
  it("lists osmosis's own redaction names (runner.py AMBIENT_SECRET_ENV_NAMES)", () => {
    expect(AMBIENT_SECRET_ENV_NAMES).toEqual([
      'OPENAI_API_KEY',
      'ANTHROPIC_API_KEY',
      'XAI_API_KEY',
      'GEMINI_API_KEY',
      'GOOGLE_API_KEY',
      'OPENROUTER_API_KEY',
      'CEREBRAS_API_KEY',
      'AZURE_API_KEY',
      'TOGETHER_API_KEY',
      'FIREWORKS_API_KEY',
      'GROQ_API_KEY',
      'MISTRAL_API_KEY',
      'COHERE_API_KEY',
      'DEEPSEEK_API_KEY',
      'HUGGINGFACE_API_KEY',
      'HF_TOKEN',
      'WANDB_API_KEY',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'OSMOSIS_TOKEN',
      'OSMOSIS_API_KEY',
      'DAYTONA_API_KEY',
      'CURSOR_API_KEY',
      'MSWEA_API_KEY',
    ]);
  });

  it('takes ambient values of 8 characters or more, in list order, and ignores other variables', () => {
    expect(
      ambientSecretValues({
        HF_TOKEN: 'hf-12345',
        OPENAI_API_KEY: 'sk-1234567',
        GROQ_API_KEY: 'short77',
        PATH: '/usr/bin:/bin',
      }),
    ).toEqual(['sk-1234567', 'hf-12345']);
    expect(ambientSecretValues({})).toEqual([]);
  });

  it('redacts longest values first so a value holding another goes whole', () => {
    expect(REDACTED).toBe('[REDACTED]');
    expect(redactValues('key=abcdef; short=abc; abc', ['abc', 'abcdef', 'abc'])).toBe(
      'key=[REDACTED]; short=[REDACTED]; [REDACTED]',
    );
    expect(redactValues('abcdef', ['abcd', 'abcdef', 'cdef'])).toBe('[REDACTED]');
  });

  it('ignores empty values and leaves text without a known value alone', () => {
    expect(redactValues('plain text', ['', 'absent'])).toBe('plain text');
    expect(redactValues('plain text', [])).toBe('plain text');
  });
});
