import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ERROR_TEXT } from '../../src/core/errors.js';
import * as envelope from '../../src/core/osmosis/envelope.js';
import { afresh } from '../helpers/fresh-module.js';

// The schemas and the user-mistake patterns are module-level values: each test runs on a copy of the
// module loaded afresh, so mutation testing sees them too.
let fresh: typeof envelope;
beforeEach(async () => {
  fresh = await afresh(envelope, 'core/osmosis/envelope.ts');
});

describe('classifyStderrLine', () => {
  it('reads an error envelope, keeping the keys a newer CLI adds', () => {
    const line = JSON.stringify({
      schema_version: 1,
      command: 'eval run',
      error: { code: 'AUTH_REQUIRED', message: 'no token', details: { hint: 'login' }, extra: true },
      cli_version: '0.3.8',
      future: 'kept',
    });
    expect(fresh.classifyStderrLine(`${line}  \r`)).toEqual({
      kind: 'error',
      envelope: {
        schema_version: 1,
        command: 'eval run',
        cli_version: '0.3.8',
        future: 'kept',
        error: { code: 'AUTH_REQUIRED', message: 'no token', details: { hint: 'login' }, extra: true },
      },
    });
  });

  it('reads a warning envelope, with or without a code', () => {
    const warning = { schema_version: 1, warning: { code: 'RATE_LIMITED', message: 'slow down' } };
    expect(fresh.classifyStderrLine(JSON.stringify(warning))).toEqual({ kind: 'warning', envelope: warning });
    const uncoded = { schema_version: 1, warning: { code: null, message: 'note' } };
    expect(fresh.classifyStderrLine(JSON.stringify(uncoded))).toEqual({ kind: 'warning', envelope: uncoded });
  });

  it('caps the message osmosis sends in an envelope', () => {
    const long = 'x'.repeat(MAX_ERROR_TEXT * 2);
    const error = fresh.classifyStderrLine(
      JSON.stringify({ schema_version: 1, error: { code: 'INTERNAL', message: long } }),
    );
    expect(error.kind === 'error' && error.envelope.error.message.length).toBeLessThan(MAX_ERROR_TEXT + 40);
    expect(error.kind === 'error' && error.envelope.error.message).toContain('4,000 characters cut');
    const warning = fresh.classifyStderrLine(
      JSON.stringify({ schema_version: 1, warning: { message: long } }),
    );
    expect(warning.kind === 'warning' && warning.envelope.warning.message).toContain('4,000 characters cut');
  });

  it('takes anything else as text: logging, tracebacks, broken or foreign JSON', () => {
    expect(fresh.classifyStderrLine('INFO: uvicorn running  ')).toEqual({
      kind: 'text',
      text: 'INFO: uvicorn running',
    });
    expect(fresh.classifyStderrLine('{not json')).toEqual({ kind: 'text', text: '{not json' });
    expect(fresh.classifyStderrLine('{"level":"info"}')).toEqual({ kind: 'text', text: '{"level":"info"}' });
    // An envelope that does not start the line is some other program's output.
    const indented = ` ${JSON.stringify({ schema_version: 1, warning: { message: 'w' } })}`;
    expect(fresh.classifyStderrLine(indented)).toEqual({ kind: 'text', text: indented });
  });

  it('keeps at most 1,000 characters of one text line', () => {
    const exact = 'y'.repeat(1000);
    expect(fresh.classifyStderrLine(exact)).toEqual({ kind: 'text', text: exact });
    // max 1000: head 800, tail 200.
    expect(fresh.classifyStderrLine('z'.repeat(1001))).toEqual({
      kind: 'text',
      text: `${'z'.repeat(800)} … [1 characters cut] … ${'z'.repeat(200)}`,
    });
  });
});

describe('parseSuccessEnvelope', () => {
  it('reads the one JSON document on stdout, unknown keys kept', () => {
    const envelope = {
      schema_version: 1,
      status: 'success',
      operation: 'eval.run',
      resource: { run_name: 'r', output_path: '.osmosis/evals/r' },
      data: [1],
      later: 'key',
    };
    expect(fresh.parseSuccessEnvelope(`\n${JSON.stringify(envelope)}\n`)).toEqual(envelope);
    // Whitespace JSON itself does not allow (a byte-order mark, a no-break space) is trimmed too.
    expect(fresh.parseSuccessEnvelope(`\uFEFF${JSON.stringify(envelope)}\u00A0`)).toEqual(envelope);
  });

  it('finds none on an empty, non-JSON or unversioned stdout', () => {
    expect(fresh.parseSuccessEnvelope('')).toBeUndefined();
    expect(fresh.parseSuccessEnvelope('  \n')).toBeUndefined();
    expect(fresh.parseSuccessEnvelope('Traceback (most recent call last):')).toBeUndefined();
    expect(fresh.parseSuccessEnvelope('{"status":"success"}')).toBeUndefined();
  });
});

describe('evalRunResourceSchema', () => {
  it('needs the run name and the output path; the counts are optional', () => {
    expect(fresh.evalRunResourceSchema.safeParse({ run_name: 'r', output_path: 'p' }).success).toBe(true);
    expect(fresh.evalRunResourceSchema.safeParse({ run_name: 'r' }).success).toBe(false);
    expect(
      fresh.evalRunResourceSchema.safeParse({
        run_name: 'r',
        output_path: 'p',
        succeeded: 3,
        cancelled: false,
      }).success,
    ).toBe(true);
  });
});

describe('isUserMistake', () => {
  it.each([
    'Invalid eval config configs/eval/a.toml: missing [evaluation]',
    'Invalid training config: x',
    'Invalid benchmark config: y',
    '--rows 5-3 is not a range',
    '--dataset-file data/x.jsonl is not a file',
    '--max-in-flight 0 must be positive',
    '--name must not be empty',
    'the row filter selected no rows',
    'data/a.jsonl:12: invalid JSON (Expecting value)',
    'data/a.jsonl: each line must be a JSON object',
    'data/a.csv has no CSV header row',
    "data/a.txt has extension '.txt'; expected one of .jsonl, .csv, .parquet",
    'row 12: missing the "prompt" column',
    'This workspace directory is missing required Osmosis scaffold paths: rollouts/',
    'The eval config must live under configs/eval/',
    'The eval config must be a .toml file',
    'evaluation.pass_threshold must be between 0 and 1',
    'Set `origin` to the Platform-connected repository and retry',
    'Dataset file not found: data/x.jsonl',
    'dataset file data/x.jsonl does not exist',
    'Dataset file data/x.jsonl not found',
  ])('a VALIDATION error saying "%s" is the user\'s to fix', (message) => {
    expect(fresh.isUserMistake('VALIDATION', message)).toBe(true);
  });

  it.each([
    'uv sync failed: Invalid eval config',
    'see --rows 5',
    'bad --name x',
    'the row filter selected no rows yet',
    'data/a.jsonl:x: invalid JSON (Expecting value)',
    'data/a.jsonl: each line must be a JSON object, got a list',
    'data/a.csv has no CSV header row at all',
    'arrow 1: bent',
    'row x: bad',
    'A directory This workspace directory is missing required Osmosis scaffold paths',
    'the evaluation.x must be set',
    'evaluation. must be set',
    'Please Set `origin` to the Platform-connected repository',
    'The Dataset file not found',
    'The dataset file x does not exist',
    'health check of the rollout server failed',
  ])('a VALIDATION error saying "%s" is infrastructure', (message) => {
    expect(fresh.isUserMistake('VALIDATION', message)).toBe(false);
  });

  it('decides by the code first: a missing workspace always, missing values only when listed', () => {
    expect(fresh.isUserMistake('WORKSPACE_REQUIRED', 'anything')).toBe(true);
    expect(fresh.isUserMistake('INTERACTIVE_REQUIRED', 'x', { missing: ['OPENAI_API_KEY'] })).toBe(true);
    expect(fresh.isUserMistake('INTERACTIVE_REQUIRED', 'Continue?', { missing: 'OPENAI_API_KEY' })).toBe(
      false,
    );
    expect(fresh.isUserMistake('INTERACTIVE_REQUIRED', 'Continue?')).toBe(false);
    expect(fresh.isUserMistake('NETWORK', 'row 1: --rows selected no rows')).toBe(false);
  });
});

describe('explainOsmosisError', () => {
  it.each([
    [
      'AUTH_REQUIRED',
      'Not logged in.',
      'osmosis needs credentials: Not logged in. Set OSMOSIS_TOKEN to a platform token (in CI, from a repository secret). A token that is set but rejected is invalid or expired: create a new one.',
    ],
    [
      'ENV_TOKEN_PLATFORM_REQUIRED',
      'The token has no platform.',
      'The token has no platform. Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.',
    ],
    [
      'ENV_TOKEN_PLATFORM_MISMATCH',
      'Mismatch.',
      'Mismatch. Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.',
    ],
    [
      'WORKSPACE_REQUIRED',
      'No workspace.',
      'No workspace. Run from the root of an Osmosis workspace (a git repository with rollouts/, configs/ and data/), or set working-directory.',
    ],
    [
      'RATE_LIMITED',
      'Too many requests.',
      'The Osmosis platform is rate limiting requests: Too many requests. Retry later.',
    ],
    ['PLATFORM_ERROR', '502', 'osmosis could not reach the Osmosis platform or got an error from it: 502'],
    [
      'NETWORK',
      'timed out',
      'osmosis could not reach the Osmosis platform or got an error from it: timed out',
    ],
    [
      'UPGRADE_REQUIRED',
      'Need 0.4.',
      'The Osmosis platform requires a newer osmosis-ai: Need 0.4. Raise osmosis-version.',
    ],
    ['VALIDATION', 'row 1: bad', 'row 1: bad'],
  ])('%s: says what to do', (code, message, explained) => {
    expect(fresh.explainOsmosisError(code, message)).toBe(explained);
  });

  it('names the missing values of a non-interactive run, or the question it asked', () => {
    expect(fresh.explainOsmosisError('INTERACTIVE_REQUIRED', 'x', { missing: ['A_KEY', 'B_KEY'] })).toBe(
      'osmosis found no value for: A_KEY, B_KEY. Pass them in the secrets input or export them.',
    );
    const asked = 'osmosis asked for confirmation in a non-interactive run: Overwrite?';
    expect(fresh.explainOsmosisError('INTERACTIVE_REQUIRED', 'Overwrite?', { missing: [] })).toBe(asked);
    expect(fresh.explainOsmosisError('INTERACTIVE_REQUIRED', 'Overwrite?', { missing: 'A_KEY' })).toBe(asked);
    expect(fresh.explainOsmosisError('INTERACTIVE_REQUIRED', 'Overwrite?')).toBe(asked);
  });

  it('names the exception of a crash', () => {
    expect(fresh.explainOsmosisError('INTERNAL', 'boom', { exception_type: 'KeyError' })).toBe(
      'osmosis crashed (KeyError): boom Set OSMOSIS_DEBUG=1 for a traceback.',
    );
    expect(fresh.explainOsmosisError('INTERNAL', 'boom')).toBe(
      'osmosis crashed (internal error): boom Set OSMOSIS_DEBUG=1 for a traceback.',
    );
  });

  it('caps what it says', () => {
    const explained = fresh.explainOsmosisError('NETWORK', 'n'.repeat(MAX_ERROR_TEXT));
    expect(explained).toContain('characters cut');
    expect(explained.startsWith('osmosis could not reach')).toBe(true);
  });
});

describe('the envelopes, field by field', () => {
  const text = (value: unknown) => ({ kind: 'text', text: JSON.stringify(value) });

  it('an error envelope needs a numeric version, a code and a message as text, details as a record', () => {
    const error = { code: 'NETWORK', message: 'm' };
    expect(fresh.classifyStderrLine(JSON.stringify({ schema_version: 1, error })).kind).toBe('error');
    for (const wrong of [
      { schema_version: '1', error },
      { error },
      { schema_version: 1, error: { ...error, code: 3 } },
      { schema_version: 1, error: { message: 'm' } },
      { schema_version: 1, error: { code: 'NETWORK' } },
      { schema_version: 1, error: { ...error, details: 'd' } },
      { schema_version: 1, error: { ...error, details: [1] } },
      { schema_version: 1, command: 3, error },
      { schema_version: 1, cli_version: 3, error },
      { schema_version: 1, error: 'NETWORK' },
    ]) {
      expect(fresh.classifyStderrLine(JSON.stringify(wrong))).toEqual(text(wrong));
    }
  });

  it('a warning envelope needs a numeric version and a message; its code is text, null or absent', () => {
    for (const wrong of [
      { schema_version: '1', warning: { message: 'w' } },
      { warning: { message: 'w' } },
      { schema_version: 1, warning: { code: 3, message: 'w' } },
      { schema_version: 1, warning: { code: 'C' } },
      { schema_version: 1, warning: 'w' },
    ]) {
      expect(fresh.classifyStderrLine(JSON.stringify(wrong))).toEqual(text(wrong));
    }
    const coded = { schema_version: 2, warning: { code: 'C', message: 'w' }, extra: 1 };
    expect(fresh.classifyStderrLine(JSON.stringify(coded))).toEqual({ kind: 'warning', envelope: coded });
  });

  it('a success envelope needs a numeric version; its other known fields have their types', () => {
    const base = { schema_version: 1 };
    expect(fresh.parseSuccessEnvelope(JSON.stringify(base))).toEqual(base);
    expect(fresh.parseSuccessEnvelope(JSON.stringify({ ...base, data: 'anything' }))).toEqual({
      ...base,
      data: 'anything',
    });
    for (const wrong of [
      { schema_version: '1' },
      { ...base, status: 1 },
      { ...base, operation: 1 },
      { ...base, message: 1 },
      { ...base, resource: 'r' },
      { ...base, resource: null },
    ]) {
      expect(fresh.parseSuccessEnvelope(JSON.stringify(wrong))).toBeUndefined();
    }
  });

  it("an eval run's resource: each count a number, cancelled a boolean, unknown keys kept", () => {
    const resource = {
      run_name: 'r',
      output_path: 'p',
      total_work_items: 4,
      succeeded: 1,
      failed: 1,
      skipped: 1,
      resumed: 1,
      cancelled: true,
      later: 'x',
    };
    expect(fresh.evalRunResourceSchema.parse(resource)).toEqual(resource);
    for (const key of ['run_name', 'output_path']) {
      expect(fresh.evalRunResourceSchema.safeParse({ ...resource, [key]: 1 }).success, key).toBe(false);
    }
    for (const key of ['total_work_items', 'succeeded', 'failed', 'skipped', 'resumed']) {
      expect(fresh.evalRunResourceSchema.safeParse({ ...resource, [key]: 'x' }).success, key).toBe(false);
    }
    expect(fresh.evalRunResourceSchema.safeParse({ ...resource, cancelled: 'yes' }).success).toBe(false);
    expect(fresh.evalRunResourceSchema.safeParse({ output_path: 'p' }).success).toBe(false);
  });

  it('the user-mistake patterns at their edges', () => {
    expect(fresh.isUserMistake('VALIDATION', "data/a has extension ''; expected one of .jsonl")).toBe(true);
    expect(fresh.isUserMistake('VALIDATION', 'The eval config must be a xtoml file')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', 'DATASET FILE data/x.jsonl does not exist')).toBe(true);
    expect(fresh.isUserMistake('VALIDATION', 'DATASET FILE NOT FOUND: x')).toBe(true);
    expect(fresh.isUserMistake('VALIDATION', 'Invalid other config: x')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', '--rowsx 5')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', '--namex 5')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', 'a.jsonl:: invalid JSON (x')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', 'row : x')).toBe(false);
    expect(fresh.isUserMistake('VALIDATION', 'evaluation.pass_threshold must be set')).toBe(true);
  });
});
