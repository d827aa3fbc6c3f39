// Module-level values (zod schemas, name lists, patterns) loaded afresh (test/helpers/fresh-module.ts), so
// mutation testing sees each of them: result.ts and managed-result.ts against their committed JSON
// Schemas, eval-merge-inputs.ts's schema through its parse, secrets.ts's lists and patterns.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as evalMergeInputs from '../../src/core/eval-merge-inputs.js';
import * as managedResult from '../../src/core/managed-result.js';
import * as result from '../../src/core/result.js';
import * as secrets from '../../src/core/secrets.js';
import { afresh } from '../helpers/fresh-module.js';
import { makeManagedResult } from '../helpers/managed.js';

const committed = async (name: string) =>
  JSON.parse(await readFile(new URL(`../../schemas/${name}`, import.meta.url), 'utf8')) as unknown;

describe('result documents, loaded afresh', () => {
  it("result.ts's JSON Schema is the committed result-v1.schema.json", async () => {
    const fresh = await afresh(result, 'core/result.ts');
    expect(fresh.resultJsonSchema()).toEqual(await committed('result-v1.schema.json'));
  });

  it("managed-result.ts's JSON Schema is the committed managed-result-v1.schema.json", async () => {
    const fresh = await afresh(managedResult, 'core/managed-result.ts');
    expect(fresh.managedResultJsonSchema()).toEqual(await committed('managed-result-v1.schema.json'));
    expect(fresh.MANAGED_VERDICTS).toEqual([
      'passed',
      'failed',
      'inconclusive',
      'not-gated',
      'submitted',
      'timed-out',
      'cancelled',
      'error',
    ]);
  });

  it('a managed result without sample counts has empty errored and timed-out outputs', () => {
    const files = { resultJson: 'r.json', reportMarkdown: 'r.md' };
    const outputs = managedResult.managedOutputs(makeManagedResult({ samples: undefined }), files);
    expect(outputs.errored).toBe('');
    expect(outputs['timed-out']).toBe('');
  });
});

describe('eval-merge inputs, loaded afresh', () => {
  const label = (name: string) => `--${name}`;

  it("are eval-run's picked inputs and the number of shards, which is required", async () => {
    const fresh = await afresh(evalMergeInputs, 'core/eval-merge-inputs.ts');
    expect(fresh.EVAL_MERGE_INPUT_NAMES).toEqual([
      'config',
      'working-directory',
      'min-pass-rate',
      'gate-on',
      'allow-inconclusive',
      'run-name',
      'result-dir',
      'comment-mode',
      'comment-key',
      'pr-number',
      'minimize-outdated',
      'max-regression',
      'baseline-dir',
      'viewer',
      'upload-artifact',
      'cache',
      'cache-timeout-seconds',
      'shards',
    ]);
    const parse = (raw: Record<string, string>) => fresh.parseEvalMergeInputs((name) => raw[name], label);
    expect(
      parse({ config: 'c', shards: '3', 'min-pass-rate': '0.9', 'cache-timeout-seconds': '30' }),
    ).toEqual({
      config: 'c',
      'working-directory': undefined,
      'min-pass-rate': 0.9,
      'gate-on': 'pass-rate',
      'allow-inconclusive': false,
      'run-name': undefined,
      'result-dir': undefined,
      'comment-mode': 'upsert',
      'comment-key': undefined,
      'pr-number': undefined,
      'minimize-outdated': false,
      'max-regression': undefined,
      'baseline-dir': undefined,
      viewer: 'failing',
      'upload-artifact': undefined,
      cache: true,
      'cache-timeout-seconds': 30,
      shards: 3,
    });
    expect(() => parse({ config: 'c', shards: ' ' })).toThrow(
      '--shards is required: the number of shards (n in shard: i/n), from 1 to 256.',
    );
  });
});

describe('secrets, loaded afresh', () => {
  it('redacts the ambient keys osmosis redacts, as [REDACTED]', async () => {
    const fresh = await afresh(secrets, 'core/secrets.ts');
    expect(fresh.AMBIENT_SECRET_ENV_NAMES).toEqual([
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
    expect(fresh.REDACTED).toBe('[REDACTED]');
    expect(fresh.redactValues('key sk-12345678 here', ['sk-12345678'])).toBe('key [REDACTED] here');
  });

  it('encodes names of letters, digits and _ only, and values without line breaks or lone surrogates', async () => {
    const fresh = await afresh(secrets, 'core/secrets.ts');
    const encode = (name: string, value: string) => fresh.encodeSecretsFile(new Map([[name, value]]));
    for (const name of ['A', 'ABC', '_x9', 'Key_2']) expect(encode(name, 'v')).toBe(`${name}="v"\n`);
    for (const name of ['1ABC', 'AB-', 'A B', '-A', '9'])
      expect(() => encode(name, 'v')).toThrow(`Invalid secret name ${JSON.stringify(name)}`);
    // Plain text, a V (not \v) and a whole surrogate pair pass.
    for (const value of ['plain', 'VVV', 'a\ud83d\ude00b', ''])
      expect(encode('K', value)).toBe(`K="${value}"\n`);
    for (const value of ['a\nb', 'a\rb', 'a\vb', 'a\fb', 'a\x1cb', 'a\x85b', 'a\u2028b', 'a\u2029b'])
      expect(() => encode('K', value)).toThrow('Secret K contains a line break');
    for (const value of ['a\ud83db', 'a\ude00b', '\ud83d', '\ude00', 'a\ude00\ud83d'])
      expect(() => encode('K', value)).toThrow('Secret K is not valid Unicode text');
  });
});
