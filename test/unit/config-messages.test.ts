import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  ConfigError,
  formatKeyPath,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../../src/core/config/index.js';
import { explainIssue } from '../../src/core/config/messages.js';
import { APPEND_FIX } from '../../src/core/config/values.js';

const EXPERIMENT = '[experiment]\nrollout = "a"\nentrypoint = "main.py"\nmodel_path = "m"\ndataset = "d"\n';
const AGENT = '[[agents]]\n[agents.model]\ntype = "provider"\nmodel = "m"\napi_key_secret = "K"\n';

/** `key: message` of every problem of the file. */
function problems(parse: (text: string, file: string) => unknown, text: string): string[] {
  try {
    parse(text, 'f.toml');
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((issue) => `${issue.key}: ${issue.message}`);
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const unknown = (where: string, allowed: string) =>
  `unrecognized key. Remove it or fix its spelling (allowed in ${where}: ${allowed}).`;

describe('unrecognized keys: the allowed ones are listed', () => {
  it('for every table of an eval config', () => {
    const text = `bogus = 1\n${EXPERIMENT}x = 1\n[evaluation]\ny = 1\n[secrets]\nrequired = []\nz = 1\n`;
    expect(problems(parseEvalConfig, text)).toEqual([
      'bogus: unrecognized section. Remove it or fix its spelling (eval configs allow: experiment, evaluation, advanced, env, secrets).',
      `experiment.x: ${unknown('experiment', 'rollout, entrypoint, model_path, dataset, branch, commit_sha')}`,
      `evaluation.y: ${unknown('evaluation', 'limit, n, batch_size, pass_threshold, agent_workflow_timeout_s, grader_timeout_s')}`,
      `secrets.z: ${unknown('secrets', 'required')}`,
    ]);
  });

  it('for every table of a training config', () => {
    const text = `bogus = 1\n${EXPERIMENT}x = 1\n[training]\ny = 1\n[sampling]\nz = 1\n[checkpoints]\nw = 1\n[secrets]\nrequired = []\nv = 1\n`;
    expect(problems(parseTrainingConfig, text)).toEqual([
      'bogus: unrecognized section. Remove it or fix its spelling (training configs allow: experiment, training, sampling, checkpoints, advanced, env, secrets).',
      `experiment.x: ${unknown('experiment', 'rollout, entrypoint, model_path, dataset, branch, commit_sha')}`,
      `training.y: ${unknown('training', 'lr, total_epochs, n_samples_per_prompt, rollout_batch_size, max_prompt_length, max_response_length, agent_workflow_timeout_s, grader_timeout_s')}`,
      `sampling.z: ${unknown('sampling', 'rollout_temperature, rollout_top_p')}`,
      `checkpoints.w: ${unknown('checkpoints', 'eval_interval, checkpoint_save_freq')}`,
      `secrets.v: ${unknown('secrets', 'required')}`,
    ]);
  });

  it('for every table of a benchmark config', () => {
    const text = `bogus = 1\n[experiment]\nbenchmark = "tb"\nx = 1\n[[agents]]\nq = 1\n${AGENT.slice('[[agents]]\n'.length)}u = 1\n[tasks]\ny = 1\n[execution]\nz = 1\n[verifier]\nw = 1\n[secrets]\nv = 1\n`;
    expect(problems(parseBenchmarkConfig, text)).toEqual([
      'bogus: unrecognized section. Remove it or fix its spelling (benchmark configs allow: experiment, tasks, agents, execution, verifier, secrets, env).',
      `experiment.x: ${unknown('experiment', 'benchmark')}`,
      `agents[0].q: ${unknown('agents[0]', 'harness, harness_api_key_secret, model, env')}`,
      `agents[0].model.u: ${unknown('agents[0].model', 'type, model, api_key_secret')}`,
      `tasks.y: ${unknown('tasks', 'categories, task_names, task_set')}`,
      `execution.z: ${unknown('execution', 'attempts_per_task, max_concurrent_attempts, timeout_multiplier, max_retries, pass_threshold, judge_model, judge_api_key_secret')}`,
      `verifier.w: ${unknown('verifier', 'required')}`,
      `secrets.v: ${unknown('secrets', 'required')}`,
    ]);
  });

  it("for an agent's model, those of its type", () => {
    const endpoint = AGENT.replace('type = "provider"', 'type = "endpoint"\nbase_url = "https://x"');
    const hosted = '[[agents]]\n[agents.model]\ntype = "hosted"\nbase_model = "b"\nlora_model_name = "l"\n';
    const benchmark = (agent: string) => `[experiment]\nbenchmark = "tb"\n${agent}zz = 1\n`;
    expect(problems(parseBenchmarkConfig, benchmark(endpoint))).toEqual([
      `agents[0].model.zz: ${unknown('agents[0].model', 'type, base_url, model, api_key_secret, extra_headers')}`,
    ]);
    expect(problems(parseBenchmarkConfig, benchmark(hosted))).toEqual([
      `agents[0].model.zz: ${unknown('agents[0].model', 'type, base_model, lora_model_name')}`,
    ]);
  });
});

const issue = (fields: Record<string, unknown>) => fields as unknown as z.core.$ZodIssue;

describe('explainIssue', () => {
  it('lists no keys for a model whose type is unknown, missing, or only an Object method name', () => {
    const unrecognized = issue({ code: 'unrecognized_keys', keys: ['x'], path: ['agents', 0, 'model'] });
    for (const model of [{ type: 'other' }, {}, { type: 'constructor' }, { type: 'toString' }]) {
      expect(explainIssue('benchmark', { agents: [model] }, unrecognized)).toEqual([
        { path: ['agents', 0, 'model', 'x'], message: 'unrecognized key. Remove it or fix its spelling.' },
      ]);
    }
  });

  it('names what was expected, in words', () => {
    const raw = { experiment: { rollout: 1 } };
    const expected = (type: string) =>
      explainIssue(
        'eval',
        raw,
        issue({ code: 'invalid_type', expected: type, path: ['experiment', 'rollout'] }),
      )[0]?.message;
    const fix = 'Set `rollout = "<name>"`, the directory name under rollouts/.';
    expect(
      ['string', 'bigint', 'number', 'boolean', 'object', 'record', 'map', 'array', 'date'].map(expected),
    ).toEqual(
      [
        'a string',
        'an integer',
        'a number',
        'a boolean',
        'a table',
        'a table',
        'a table',
        'a list',
        'date',
      ].map((name) => `must be ${name}, got 1.0. ${fix}`),
    );
  });

  it('calls a missing top-level key a section and a deeper one a key, reading nothing through a list', () => {
    const missing = (path: (string | number)[], raw: unknown = {}) =>
      explainIssue('eval', raw, issue({ code: 'invalid_type', expected: 'string', path }))[0]?.message;
    expect(missing(['experiment'])).toBe(
      'required section is missing. Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
    );
    expect(missing(['experiment', 'dataset'], { experiment: {} })).toBe(
      'required key is missing. Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
    );
    expect(missing(['experiment', 0], { experiment: ['x'] })).toBe('must be a string, got "x".');
    expect(missing(['experiment', 'x'], { experiment: ['x'] })).toBe('required key is missing.');
    expect(missing(['experiment', 0], { experiment: { 0: 'x' } })).toBe('required key is missing.');
  });

  it('lists the options of a union, or says the key is missing', () => {
    const union = (raw: unknown) =>
      explainIssue(
        'benchmark',
        raw,
        issue({ code: 'invalid_union', options: ['a', 'b'], path: ['tasks', 'task_set'], message: 'x' }),
      )[0]?.message;
    const fix =
      'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).';
    expect(union({ tasks: { task_set: 3n } })).toBe(`must be one of "a", "b", got 3. ${fix}`);
    expect(union({ tasks: {} })).toBe(`required key is missing. ${fix}`);
  });

  it('passes on the message of a union without options, and of our own refinements', () => {
    const plain = (fields: Record<string, unknown>) =>
      explainIssue('eval', {}, issue({ path: ['env', 'A'], message: 'says it all', ...fields }));
    expect(plain({ code: 'invalid_union' })).toEqual([{ path: ['env', 'A'], message: 'says it all' }]);
    expect(plain({ code: 'custom' })).toEqual([{ path: ['env', 'A'], message: 'says it all' }]);
    expect(plain({ code: 'custom', params: { other: true } })[0]?.message).toBe('says it all');
    expect(plain({ code: 'custom', params: { [APPEND_FIX]: true } })[0]?.message).toBe(
      'says it all. Quote the value: `KEY = "value"` (env values are strings).',
    );
  });

  it('appends a fix only where one exists, falling back to the parent table`s', () => {
    const custom = (path: (string | number)[]) =>
      explainIssue(
        'training',
        {},
        issue({ code: 'custom', path, message: 'bad', params: { [APPEND_FIX]: true } }),
      )[0]?.message;
    expect(custom(['training', 'lr'])).toBe('bad. Use a number, e.g. `1` or `0.5`.');
    expect(custom(['checkpoints', 'eval_interval'])).toBe('bad. Use a number, e.g. `1` or `0.5`.');
    expect(custom(['advanced', 'deep', 'x'])).toBe('bad.');
    expect(custom(['bogus'])).toBe('bad.');
    expect(custom([])).toBe('bad.');
  });

  it('lists every allowed value, and finds a fix two levels up the path', () => {
    const value = issue({ code: 'invalid_value', values: ['a', 'b'], path: ['x'] });
    expect(explainIssue('eval', { x: 'c' }, value)[0]?.message).toBe('must be "a", "b", got "c".');
    const header = issue({
      code: 'custom',
      path: ['agents', 0, 'model', 'extra_headers', 'X'],
      message: 'bad',
      params: { [APPEND_FIX]: true },
    });
    expect(explainIssue('benchmark', {}, header)[0]?.message).toBe('bad. Quote the header value.');
  });

  it('lists model keys for benchmark configs only', () => {
    const unrecognized = issue({ code: 'unrecognized_keys', keys: ['x'], path: ['agents', 0, 'model'] });
    expect(
      explainIssue('eval', { agents: [{ model: { type: 'provider' } }] }, unrecognized)[0]?.message,
    ).toBe('unrecognized key. Remove it or fix its spelling.');
  });

  it('drops symbol parts of a path', () => {
    const path = ['env', Symbol('x'), 'A'];
    expect(explainIssue('eval', {}, issue({ code: 'custom', path, message: 'm' }))).toEqual([
      { path: ['env', 'A'], message: 'm' },
    ]);
  });
});

describe('formatKeyPath', () => {
  it.each([
    [['a-b_C9'], 'a-b_C9'],
    [['env', 'A.B'], 'env."A.B"'],
    [['env', ''], 'env.""'],
    [['"q"'], '"\\"q\\""'],
    [[0, 'x'], '[0].x'],
    [['agents', 1, 2], 'agents[1][2]'],
  ])('%j reads as %s', (path, expected) => {
    expect(formatKeyPath(path)).toBe(expected);
  });
});
