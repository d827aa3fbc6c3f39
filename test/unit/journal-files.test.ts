import { afterEach, describe, expect, it, vi } from 'vitest';
import { OsmosisFailure } from '../../src/core/errors.js';
import * as journalFiles from '../../src/core/journal/journal-files.js';
import { parseIndexLine } from '../../src/core/journal/journal-files.js';
import { afresh as copyOf } from '../helpers/fresh-module.js';

const FILE = 'runs/q/index.jsonl';
const parse = (row: unknown) => parseIndexLine(JSON.stringify(row), 7, FILE);
const failure = (line: string) => {
  try {
    parseIndexLine(line, 7, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(OsmosisFailure);
    return (error as Error).message;
  }
  throw new Error(`accepted ${line}`);
};
/** The part of the message between "row (" and "): <line>": which fields were wrong. */
const problems = (row: unknown) => {
  const line = JSON.stringify(row);
  const message = failure(line);
  expect(message.startsWith(`${FILE}:7: malformed index.jsonl row (`)).toBe(true);
  expect(message.endsWith(`): ${line}`)).toBe(true);
  return message.slice(`${FILE}:7: malformed index.jsonl row (`.length, -`): ${line}`.length);
};

const row = { row_index: 0, run_index: 0, status: 'success' };

/** The module loaded afresh, for the tests that pin its module-level values: the zod schemas and the statuses the fast row check accepts. */
const afresh = () => copyOf(journalFiles, 'core/journal/journal-files.ts');

describe('parseIndexLine accepts what osmosis writes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['success', 'failed', 'skipped'])('status %s', (status) => {
    expect(parse({ ...row, status })).toEqual({ ...row, status });
  });

  it('with every optional field set, null, or absent, and unknown keys passed through', () => {
    const full = {
      row_index: 12,
      run_index: 3,
      rollout_id: 'r-1',
      status: 'failed',
      reward: 0.25,
      tokens: 900,
      duration_ms: 1500,
      error_type: 'agent_error',
      resumed: true,
      trajectory_filename: 't.json',
    };
    expect(parse(full)).toEqual(full);
    const nulls = {
      ...row,
      rollout_id: null,
      reward: null,
      tokens: null,
      duration_ms: null,
      error_type: null,
      resumed: null,
    };
    expect(parse(nulls)).toEqual(nulls);
  });

  it('without zod for the common rows: a million of them must not allocate its issues', async () => {
    // Afresh, so the statuses the fast check accepts (a module-level set) are pinned as well.
    const fresh = await afresh();
    const read = (value: unknown) => fresh.parseIndexLine(JSON.stringify(value), 7, FILE);
    const safeParse = vi.spyOn(fresh.IndexRowSchema, 'safeParse');
    read(row);
    read({ ...row, row_index: 4, run_index: 2, reward: 1, tokens: 10, duration_ms: 5, resumed: false });
    read({ ...row, rollout_id: 'r', error_type: 'x', reward: null, tokens: null, duration_ms: null });
    read({ ...row, status: 'skipped', rollout_id: null, error_type: null, resumed: null });
    read({ ...row, status: 'failed' });
    expect(safeParse).not.toHaveBeenCalled();
  });
});

describe('parseIndexLine refuses a bad line with its file, line and text', () => {
  it("a line that is not JSON, with the parser's own reason", () => {
    const reason = (() => {
      try {
        JSON.parse('{oops');
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(reason).toMatch(/position 1/);
    expect(failure('{oops')).toBe(`${FILE}:7: malformed index.jsonl line (not JSON: ${reason}): {oops`);
  });

  it.each([
    ['an array', [1]],
    ['null', null],
    ['a string', 'text'],
  ])('a value that is not an object (%s)', (_, value) => {
    expect(problems(value)).toMatch(/^\(row\): Invalid input: expected object/);
  });

  it.each(['null', '[1]', '"text"', '7'])(
    'a line whose JSON is not an object (%s), as osmosis would never write',
    (line) => {
      expect(failure(line)).toMatch(
        new RegExp(`^${FILE}:7: malformed index.jsonl row \\(\\(row\\): Invalid input: expected object`),
      );
    },
  );

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['row_index is negative', { row_index: -1 }, /^row_index: Too small/],
    ['row_index is a fraction', { row_index: 0.5 }, /^row_index: .*expected int/],
    ['row_index is past a safe integer', { row_index: 1e20 }, /^row_index: Too big/],
    ['row_index is a string', { row_index: '1' }, /^row_index: /],
    ['run_index is negative', { run_index: -1 }, /^run_index: Too small/],
    ['run_index is a fraction', { run_index: 1.5 }, /^run_index: .*expected int/],
    ['run_index is missing', { run_index: undefined }, /^run_index: /],
    ['status is unknown', { status: 'done' }, /^status: Invalid option/],
    ['status is missing', { status: undefined }, /^status: /],
    ['reward is a string', { reward: '1' }, /^reward: .*expected number/],
    ['tokens is a string', { tokens: '1' }, /^tokens: .*expected number/],
    ['duration_ms is a string', { duration_ms: '1' }, /^duration_ms: .*expected number/],
    ['rollout_id is a number', { rollout_id: 5 }, /^rollout_id: .*expected string/],
    ['error_type is a number', { error_type: 5 }, /^error_type: .*expected string/],
    ['resumed is a string', { resumed: 'yes' }, /^resumed: .*expected boolean/],
  ])('when %s', (_, change, expected) => {
    expect(problems({ ...row, ...change })).toMatch(expected);
  });

  it.each(['reward', 'tokens', 'duration_ms'])('when %s overflows to Infinity', (field) => {
    const line = `{"row_index":0,"run_index":0,"status":"success","${field}":1e999}`;
    expect(failure(line)).toContain(`(${field}: Invalid input: expected number, received Infinity)`);
  });

  it('lists every wrong field, each by its name, separated by "; "', () => {
    expect(problems({ row_index: -1, run_index: 0, status: 'done' })).toMatch(
      /^row_index: Too small[^;]*; status: Invalid option[^;]*$/,
    );
  });

  it('quotes a line of up to 200 characters whole and cuts a longer one there', () => {
    const padded = (length: number) => {
      const head = '{"row_index":-1,"run_index":0,"status":"success","pad":"';
      return `${head}${'x'.repeat(length - head.length - 2)}"}`;
    };
    const exact = padded(200);
    expect(failure(exact).endsWith(`: ${exact}`)).toBe(true);
    const long = padded(201);
    expect(failure(long).endsWith(`: ${long.slice(0, 200)}…`)).toBe(true);
    expect(failure(`{${'"a":1,'.repeat(100)}`).endsWith('…')).toBe(true);
  });
});

describe('parseMetricsFile', () => {
  const METRICS = 'runs/q/metrics.json';
  const refusal = async (value: unknown) => {
    const fresh = await afresh();
    try {
      fresh.parseMetricsFile(value, METRICS);
    } catch (error) {
      expect(error).toBeInstanceOf(OsmosisFailure);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };

  it('accepts an empty document and every field osmosis writes, unknown keys included', async () => {
    const { parseMetricsFile } = await afresh();
    expect(parseMetricsFile({}, METRICS)).toEqual({});
    const full = {
      eval_run: {
        id: 'e1',
        status: 'finished',
        name: 'q',
        dataset_name: 'd',
        model_name: 'm',
        rollout_name: 'r',
        duration_ms: 10,
        started_at: 'a',
        completed_at: 'b',
        platform_url: 'u',
      },
      summary: {
        total_samples: 2,
        completed_samples: 2,
        graded: 2,
        passed: 1,
        failed: 1,
        skipped: 0,
        pass_rate: 0.5,
        pass_threshold: 1,
        tokens_used: 99,
        reward_stats: { mean: 0.5, median: 0.5, std: 0.5, min: 0, max: 1, p90: 1 },
        n_runs: 1,
        pass_at_k: [{ k: 1, value: 0.5, extra: true }],
      },
      schema: 3,
    };
    expect(parseMetricsFile(full, METRICS)).toEqual(full);
    expect(parseMetricsFile({ eval_run: null, summary: null }, METRICS)).toEqual({
      eval_run: null,
      summary: null,
    });
  });

  it.each<[string, unknown, string]>([
    ['not an object', 5, '(row): Invalid input: expected object, received number'],
    ['eval_run.id', { eval_run: { id: 5 } }, 'eval_run.id: Invalid input: expected string, received number'],
    [
      'eval_run.duration_ms',
      { eval_run: { duration_ms: 'x' } },
      'eval_run.duration_ms: Invalid input: expected number, received string',
    ],
    [
      'summary.pass_rate',
      { summary: { pass_rate: 'x' } },
      'summary.pass_rate: Invalid input: expected number, received string',
    ],
    [
      'summary.reward_stats.mean',
      { summary: { reward_stats: { mean: 'a' } } },
      'summary.reward_stats.mean: Invalid input: expected number, received string',
    ],
    [
      'summary.pass_at_k',
      { summary: { pass_at_k: [{ k: 1 }] } },
      'summary.pass_at_k.0.value: Invalid input: expected number, received undefined',
    ],
    ['summary', { summary: 'x' }, 'summary: Invalid input: expected object, received string'],
  ])('names the file and the field when %s is wrong', async (_, value, issue) => {
    expect(await refusal(value)).toBe(`${METRICS}: malformed metrics.json (${issue})`);
  });
});

describe('IndexRowSchema', () => {
  it('accepts the three statuses and names them when refusing another, loaded afresh', async () => {
    const fresh = await afresh();
    for (const status of ['success', 'failed', 'skipped']) {
      expect(fresh.IndexRowSchema.parse({ ...row, status })).toEqual({ ...row, status });
    }
    expect(fresh.IndexRowSchema.safeParse({ ...row, row_index: -1 }).success).toBe(false);
    const line = JSON.stringify({ ...row, status: 'done' });
    expect(() => fresh.parseIndexLine(line, 7, FILE)).toThrow(OsmosisFailure);
    expect(() => fresh.parseIndexLine(line, 7, FILE)).toThrow(
      `${FILE}:7: malformed index.jsonl row (status: Invalid option: expected one of "success"|"failed"|"skipped"): ${line}`,
    );
  });
});
