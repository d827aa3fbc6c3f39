/** The pure rules behind issue 10: bounds, row selections, URLs, caps, fallback names, mistakes. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectDatasetFile } from '../../src/adapters/dataset-file.js';
import { commentUrl } from '../../src/adapters/github-comment.js';
import { fallbackRunName, interpretRun } from '../../src/commands/eval-run/index.js';
import { capText, formatLocated, MAX_ERROR_TEXT, UsageError } from '../../src/core/errors.js';
import { httpUrl } from '../../src/core/input-values.js';
import { LIMITS, parseEvalRunInputs, parseRows, parseSetupInputs, RUN_NAME } from '../../src/core/inputs.js';
import { parseManagedInputs } from '../../src/core/managed-inputs.js';
import { classifyStderrLine, isUserMistake } from '../../src/core/osmosis/envelope.js';

const label = (name: string) => `--${name}`;
const evalInputs = (raw: Record<string, string>) => parseEvalRunInputs((name) => raw[name], label);

describe('1. fallback run names come from the inputs, not the clock', () => {
  it('is stable for the same digest and differs for another', () => {
    expect(fallbackRunName('quickstart-pr7', 'abcdef0123456789')).toBe('quickstart-pr7-abcdef01');
    expect(fallbackRunName('quickstart-pr7', 'abcdef0123456789')).toBe(
      fallbackRunName('quickstart-pr7', 'abcdef0123456789'),
    );
    expect(fallbackRunName('quickstart-pr7', '0123456789abcdef')).not.toBe('quickstart-pr7-abcdef01');
  });

  it('stays a valid run name at the 96-character limit', () => {
    const name = fallbackRunName(`${'a'.repeat(90)}-.x`, 'ffffffff00');
    expect(name.length).toBeLessThanOrEqual(96);
    expect(name).toMatch(RUN_NAME);
    expect(name.endsWith('-ffffffff')).toBe(true);
  });
});

describe('2. row selections and numbers are bounded', () => {
  it.each([
    ['0-9', { count: 10, highest: 9 }],
    ['3,7,10-20', { count: 13, highest: 20 }],
    [`0-${LIMITS.rowIndex}`, { count: LIMITS.rowIndex + 1 }],
  ])('%s', (text, expected) => {
    if (expected.count > LIMITS.selectedRows) {
      expect(parseRows(text)).toMatch(/selects 5,000,000 rows/);
    } else {
      expect(parseRows(text)).toMatchObject(expected);
    }
  });

  it.each([
    ['0-99999999999999999999', /past the highest row index accepted \(4,999,999\)/],
    ['5000000', /past the highest row index/],
    ['9-3', /end comes before its start \(9-3\)/],
    ['1e3', /must be row indexes/],
    ['-1', /must be row indexes/],
    [`${'1,'.repeat(5000)}1`, /characters long/],
  ])('refuses %s', (text, message) => {
    expect(parseRows(text)).toMatch(message);
    expect(() => evalInputs({ config: 'c', rows: text })).toThrow(UsageError);
  });

  it.each([
    ['max-in-flight', '1025', /from 1 to 1,024/],
    ['max-in-flight', '1e2', /whole number/],
    ['max-in-flight', '4.0', /whole number/],
    ['pr-number', '2147483648', /from 1 to 2,147,483,647/],
    ['cache-timeout-seconds', '3601', /from 1 to 3,600/],
    ['cache-timeout-seconds', '0', /from 1 to 3,600/],
  ])('%s %s', (name, value, message) => {
    expect(() => evalInputs({ config: 'c', [name]: value })).toThrow(message);
  });

  it('accepts every bound itself', () => {
    expect(
      evalInputs({
        config: 'c',
        'max-in-flight': '1024',
        'pr-number': '2147483647',
        'cache-timeout-seconds': '3600',
      }),
    ).toMatchObject({ 'max-in-flight': 1024, 'pr-number': 2147483647, 'cache-timeout-seconds': 3600 });
  });

  it.each([
    [{ 'poll-interval': '0.01' }, /--poll-interval must be a number of seconds from 0\.05 to 3600/],
    [{ 'poll-interval': '1e-6' }, /--poll-interval must be a number of seconds/],
    [{ 'poll-interval': '3601' }, /--poll-interval/],
    [{ 'timeout-minutes': '10081' }, /--timeout-minutes must be a positive number of minutes, at most 10080/],
    [{ 'timeout-minutes': 'Infinity' }, /--timeout-minutes/],
    [{ 'max-rank': '100001' }, /--max-rank must be a whole number from 1 to 100,000/],
  ])('managed %j', (raw, message) => {
    const get = (name: string) => ({ config: 'c.toml', ...raw })[name as 'config'];
    expect(() => parseManagedInputs('benchmark', get, label)).toThrow(message);
  });

  it('keeps the managed defaults and the bounds themselves', () => {
    const get = (raw: Record<string, string>) => (name: string) => raw[name];
    expect(parseManagedInputs('eval', get({ config: 'c.toml' }), label)).toMatchObject({
      'timeout-minutes': 60,
      'poll-interval': 15,
    });
    expect(
      parseManagedInputs(
        'eval',
        get({ config: 'c.toml', 'poll-interval': '0.05', 'timeout-minutes': '0.5' }),
        label,
      ),
    ).toMatchObject({ 'poll-interval': 0.05, 'timeout-minutes': 0.5 });
  });
});

describe('5. error text is capped', () => {
  it('keeps short text and the head and tail of long text', () => {
    expect(capText('short')).toBe('short');
    const long = `HEAD${'x'.repeat(2_000_000)}TAIL`;
    const capped = capText(long);
    expect(capped.length).toBeLessThan(MAX_ERROR_TEXT + 60);
    expect(capped.startsWith('HEAD')).toBe(true);
    expect(capped.endsWith('TAIL')).toBe(true);
    expect(capped).toMatch(/\[1,99\d,\d{3} characters cut\]/);
  });

  it('at the edges: every error, every osmosis envelope and stderr line', () => {
    expect(new UsageError('y'.repeat(100_000)).message.length).toBeLessThan(MAX_ERROR_TEXT + 60);
    const line = JSON.stringify({ schema_version: 1, error: { code: 'X', message: 'z'.repeat(1_000_000) } });
    const classified = classifyStderrLine(line);
    expect(classified.kind === 'error' && classified.envelope.error.message.length).toBeLessThan(
      MAX_ERROR_TEXT + 60,
    );
    const text = classifyStderrLine('t'.repeat(1_000_000));
    expect(text.kind === 'text' && text.text.length).toBeLessThan(1100);
  });
});

describe('6. what osmosis says about its inputs is the user to fix (exit 2)', () => {
  it.each([
    ['VALIDATION', '--rows selects [10, 11] but demo.jsonl has 2 rows (valid indices are 0-1)', true],
    ['VALIDATION', '/w/data/x.jsonl selected no rows', true],
    ['VALIDATION', '/w/data/x.jsonl:3: invalid JSON (Expecting value)', true],
    [
      'VALIDATION',
      "row 4: ground_truth (or label) is required for a dataset with no 'metadata' column",
      true,
    ],
    ['VALIDATION', 'This workspace directory is missing required Osmosis scaffold paths.\n  - data', true],
    ['VALIDATION', 'Invalid eval config: evaluation.foo: Unrecognized key', true],
    ['WORKSPACE_REQUIRED', 'Run this command from an Osmosis workspace directory created by Platform.', true],
    ['VALIDATION', 'uv sync failed for rollouts/x with exit code 2; see logs.txt', false],
    ['VALIDATION', "model preflight failed for 'openai/x': AuthenticationError", false],
    ['VALIDATION', 'another `osmosis eval run` already holds the lock', false],
    ['PLATFORM_ERROR', '--rows looks like a user mistake but the code says otherwise', false],
  ])('%s %s', (code, message, expected) => {
    expect(isUserMistake(code, message)).toBe(expected);
  });

  it('maps through interpretRun', () => {
    const run = {
      exitCode: 1,
      signal: null,
      interruptedBy: null,
      stdout: '',
      envelope: undefined,
      warnings: [],
      stderrTail: '',
      spawnError: undefined,
      error: { schema_version: 1, error: { code: 'VALIDATION', message: '/w/d.jsonl selected no rows' } },
    };
    const outcome = interpretRun(run, 'osmosis');
    expect(outcome.kind === 'error' && outcome.error.exitCode).toBe(2);
  });

  it('a local dataset is checked and counted as osmosis reads it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-dataset-'));
    const file = async (name: string, text: string) => {
      await writeFile(join(dir, name), text);
      return join(dir, name);
    };
    expect(await inspectDatasetFile(await file('a.jsonl', '{"a":1}\n\n{"a":2}\r\n'), 'a.jsonl')).toEqual({
      format: 'jsonl',
      rows: 2,
    });
    const csv = 'user_prompt,ground_truth\n"multi\nline, ""quoted""",a\r\n\nplain,b\n';
    expect(await inspectDatasetFile(await file('b.csv', csv), 'b.csv')).toEqual({ format: 'csv', rows: 2 });
    expect(await inspectDatasetFile(await file('c.parquet', 'PAR1'), 'c.parquet')).toEqual({
      format: 'parquet',
      rows: undefined,
    });
    await expect(inspectDatasetFile(await file('d.jsonl', '{"a":1}\n{oops\n'), 'd.jsonl')).rejects.toThrow(
      /^d\.jsonl:2: invalid JSON/,
    );
    await expect(inspectDatasetFile(await file('e.jsonl', '"text"\n'), 'e.jsonl')).rejects.toThrow(
      /e\.jsonl:1: each line of a \.jsonl dataset must be a JSON object/,
    );
    await expect(inspectDatasetFile(await file('f.jsonl', '  \n'), 'f.jsonl')).rejects.toThrow(
      /holds no rows/,
    );
    await expect(inspectDatasetFile(await file('g.csv', ''), 'g.csv')).rejects.toThrow(/no CSV header row/);
    await expect(inspectDatasetFile(await file('h.txt', 'x'), 'h.txt')).rejects.toThrow(/extension "\.txt"/);
  });
});

describe('7. inputs that cannot be meant', () => {
  it.each([
    ['platform.osmosis.ai', /must be an absolute URL/],
    ['htps://platform.osmosis.ai', /must be an http:\/\/ or https:\/\/ URL/],
    ['https://', /must be an absolute URL|must name a host/],
    ['https://u:p@x.example', /user name or password/],
    ['https://x.example/a b', /spaces/],
  ])('URL %s', (value, message) => {
    const parsed = httpUrl.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });

  it('accepts real URLs, loopback included', () => {
    for (const url of [
      'https://platform.osmosis.ai',
      'http://127.0.0.1:8080/api',
      'https://ghe.example/api/v3',
    ]) {
      expect(httpUrl.safeParse(url)).toMatchObject({ success: true, data: url });
    }
  });

  it('Windows separators become forward slashes in every path input', () => {
    expect(
      evalInputs({
        config: 'configs\\eval\\a.toml',
        'dataset-file': 'data\\a.jsonl',
        'working-directory': 'sub\\dir',
        'result-dir': 'out\\x',
        'baseline-dir': 'b\\y',
      }),
    ).toMatchObject({
      config: 'configs/eval/a.toml',
      'dataset-file': 'data/a.jsonl',
      'working-directory': 'sub/dir',
      'result-dir': 'out/x',
      'baseline-dir': 'b/y',
    });
    expect(
      parseSetupInputs((name) => ({ 'cache-dir': 'C:\\cache' })[name as 'cache-dir'], label),
    ).toMatchObject({
      'cache-dir': 'C:/cache',
    });
  });

  it('fresh and retry-failed together', () => {
    expect(() => evalInputs({ config: 'c', fresh: 'true', 'retry-failed': 'true' })).toThrow(
      /--fresh and --retry-failed cannot be used together/,
    );
    expect(() =>
      parseEvalRunInputs(
        (name) => ({ config: 'c', fresh: 'true', 'retry-failed': 'true' })[name as 'config'],
        (n) => `the \`${n}\` input`,
      ),
    ).toThrow(/the `fresh` input and the `retry-failed` input cannot be used together/);
  });
});

describe('8. the small things', () => {
  it('a location already in the message is not printed twice', () => {
    const location = { file: 'configs/eval/a.toml', line: 3, column: 1 };
    expect(formatLocated('bad', location)).toBe('configs/eval/a.toml:3:1: bad');
    const listed = 'Invalid eval config configs/eval/a.toml (1 problem):\n  configs/eval/a.toml:3:1: n: bad';
    expect(formatLocated(listed, location)).toBe(listed);
  });

  it('a comment URL is never undefined', () => {
    const target = { owner: 'o', repo: 'r', prNumber: 7 };
    expect(commentUrl({ id: 5, html_url: 'https://github.com/o/r/pull/7#issuecomment-5' }, target, 'x')).toBe(
      'https://github.com/o/r/pull/7#issuecomment-5',
    );
    expect(commentUrl({ id: 5 }, target, 'https://api.github.com')).toBe(
      'https://github.com/o/r/pull/7#issuecomment-5',
    );
    expect(commentUrl({ id: 5, html_url: null }, target, 'https://ghe.example/api/v3')).toBe(
      'https://ghe.example/o/r/pull/7#issuecomment-5',
    );
  });
});
