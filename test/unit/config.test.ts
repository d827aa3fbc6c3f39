import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  benchmarkConfigWarnings,
  type ConfigError,
  ConfigError as ConfigErrorClass,
  checkConfigLocation,
  formatKeyPath,
  indexTomlKeys,
  locateTomlKey,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../../src/core/config/index.js';
import { ExitCode, UsageError } from '../../src/core/errors.js';

const FILE = 'configs/eval/echo.toml';

function captureError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigErrorClass) return error;
    throw error;
  }
  throw new Error('expected a ConfigError, but nothing was thrown');
}

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`test bug: ${JSON.stringify(needle)} is not in the text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

interface RuleCase {
  name: string;
  text: string;
  /** TOML key path the problem is reported at. */
  key: string;
  /** Where it is reported: a needle (its first occurrence) or a line number (column 1). */
  at: string | number;
  /** A fragment of the message (what is wrong and/or how to fix it). */
  says: string;
  /** How many problems the file has in total (default 1). */
  count?: number;
}

function expectRule(parseFn: (text: string, file: string) => unknown, rule: RuleCase, file = FILE): void {
  const error = captureError(() => parseFn(rule.text, file));
  expect(error).toBeInstanceOf(UsageError);
  expect(error.exitCode).toBe(ExitCode.usage);
  const { line, column } =
    typeof rule.at === 'number' ? { line: rule.at, column: 1 } : positionOf(rule.text, rule.at);
  const prefix = `  ${file}:${line}:${column}: ${rule.key}: `;
  const rendered = error.message.split('\n').filter((text) => text.startsWith(prefix));
  expect(rendered, `no "${prefix}" line in:\n${error.message}`).not.toHaveLength(0);
  expect(rendered.some((text) => text.includes(rule.says))).toBe(true);
  expect(error.issues).toHaveLength(rule.count ?? 1);
  expect(error.issues).toContainEqual(expect.objectContaining({ key: rule.key, line, column }));
  if ((rule.count ?? 1) === 1) expect(error.location).toEqual({ file, line, column });
}

// ---------------------------------------------------------------------------------------------
// Eval

/** The example from contract §4.3, verbatim. */
const ECHO_EVAL = `[experiment]
rollout = "echo"
entrypoint = "main.py"
model_path = "openai/local-test"
dataset = "echo"              # required key even when --dataset-file is used (it becomes the metrics dataset_name)
[evaluation]
n = 1
pass_threshold = 1.0
agent_workflow_timeout_s = 60
grader_timeout_s = 30
[secrets]
required = []                 # the [secrets] section is mandatory for eval configs
`;

const BASE_EXPERIMENT: Record<string, string> = {
  rollout: '"echo"',
  entrypoint: '"main.py"',
  model_path: '"openai/local-test"',
  dataset: '"echo"',
};

interface EvalParts {
  /** Raw TOML values by key; `null` removes a base key. */
  experiment?: Record<string, string | null>;
  evaluation?: string;
  env?: string;
  /** Body of [secrets]; `null` leaves the section out. */
  secrets?: string | null;
  extra?: string;
}

function evalText(parts: EvalParts = {}): string {
  const experiment = { ...BASE_EXPERIMENT, ...parts.experiment };
  const lines = ['[experiment]'];
  for (const [key, value] of Object.entries(experiment)) if (value !== null) lines.push(`${key} = ${value}`);
  if (parts.evaluation !== undefined) lines.push('[evaluation]', parts.evaluation);
  if (parts.env !== undefined) lines.push('[env]', parts.env);
  if (parts.secrets !== null) lines.push('[secrets]', parts.secrets ?? 'required = []');
  if (parts.extra !== undefined) lines.push(parts.extra);
  return `${lines.join('\n')}\n`;
}

describe('parseEvalConfig: valid files', () => {
  it('parses the §4.3 example', () => {
    expect(parseEvalConfig(ECHO_EVAL, FILE)).toEqual({
      experiment: {
        rollout: 'echo',
        entrypoint: 'main.py',
        model_path: 'openai/local-test',
        dataset: 'echo',
      },
      evaluation: { n: 1, pass_threshold: 1, agent_workflow_timeout_s: 60, grader_timeout_s: 30 },
      advanced: {},
      env: {},
      secrets: { required: [] },
    });
  });

  it('parses every section and field', () => {
    const text = `[experiment]
rollout = "my-rollout"
entrypoint = "agent/main.py"
model_path = "openai/gpt-5-mini"
dataset = "qa"
branch = "feature/ci"

[evaluation]
limit = 200
n = 4
batch_size = 8
pass_threshold = 0.5
agent_workflow_timeout_s = 450.5
grader_timeout_s = 150

[advanced]
temperature = 0.2
nested = { depth = 3, tags = ["a", "b"] }

[env]
LOG_LEVEL = "info"
_PRIVATE = "x"

[secrets]
required = ["OPENAI_API_KEY", "MY_TOKEN_2"]
`;
    expect(parseEvalConfig(text, FILE)).toEqual({
      experiment: {
        rollout: 'my-rollout',
        entrypoint: 'agent/main.py',
        model_path: 'openai/gpt-5-mini',
        dataset: 'qa',
        branch: 'feature/ci',
      },
      evaluation: {
        limit: 200,
        n: 4,
        batch_size: 8,
        pass_threshold: 0.5,
        agent_workflow_timeout_s: 450.5,
        grader_timeout_s: 150,
      },
      advanced: { temperature: 0.2, nested: { depth: 3, tags: ['a', 'b'] } },
      env: { LOG_LEVEL: 'info', _PRIVATE: 'x' },
      secrets: { required: ['OPENAI_API_KEY', 'MY_TOKEN_2'] },
    });
  });

  it('fills the defaults n = 1 and pass_threshold = 1.0 when [evaluation] is absent', () => {
    const config = parseEvalConfig(evalText(), FILE);
    expect(config.evaluation).toEqual({ n: 1, pass_threshold: 1 });
    expect(config.advanced).toEqual({});
    expect(config.env).toEqual({});
  });

  it('keeps pass_threshold = 0.0 instead of the default', () => {
    expect(
      parseEvalConfig(evalText({ evaluation: 'pass_threshold = 0.0' }), FILE).evaluation.pass_threshold,
    ).toBe(0);
  });

  it.each([
    ['a 7-character lowercase SHA', 'commit_sha = "abc1234"'],
    ['a 40-character uppercase SHA', `commit_sha = "${'A'.repeat(40)}"`],
    ['a branch with a slash', 'branch = "release/1.2"'],
    ['an entrypoint in a subdirectory', 'entrypoint = "src/agent/main.py"'],
    ['an entrypoint with ./', 'entrypoint = "./main.py"'],
    ['an entrypoint that comes back into the rollout', 'entrypoint = "src/../main.py"'],
    ['a rollout with dots and dashes', 'rollout = "my.rollout-2"'],
  ])('accepts %s', (_name, line) => {
    const [key = '', value = ''] = line.split(' = ');
    expect(() => parseEvalConfig(evalText({ experiment: { [key]: value } }), FILE)).not.toThrow();
  });

  it('accepts integers for the float fields and converts them to numbers', () => {
    const config = parseEvalConfig(
      evalText({ evaluation: 'pass_threshold = 1\ngrader_timeout_s = 30' }),
      FILE,
    );
    expect(config.evaluation.pass_threshold).toBe(1);
    expect(config.evaluation.grader_timeout_s).toBe(30);
  });

  it('accepts any [advanced] keys and returns plain numbers for TOML integers', () => {
    const config = parseEvalConfig(
      evalText({ extra: '[advanced]\nanything = 5\nlist = [1, 2]\nflag = true' }),
      FILE,
    );
    expect(config.advanced).toEqual({ anything: 5, list: [1, 2], flag: true });
    expect(typeof config.advanced.anything).toBe('number');
  });
});

describe('parseEvalConfig: TOML syntax errors', () => {
  it.each([
    { name: 'an unterminated string', text: '[experiment]\nrollout = "echo\n', line: 2, column: 16 },
    { name: 'a missing value', text: '[experiment]\nrollout = \n', line: 2 },
    { name: 'an unclosed array', text: '[secrets]\nrequired = ["A",\n"B"\nx = 1\n', line: 4 },
    { name: 'a duplicate key', text: '[experiment]\nrollout = "a"\nrollout = "b"\n', line: 3 },
    { name: 'a duplicate table', text: '[env]\n[env]\n', line: 2 },
    { name: 'an unsafe key', text: '[advanced]\n__proto__ = { polluted = true }\n', line: 2, column: 1 },
  ])('reports $name with its line and column', ({ text, line, column }) => {
    const error = captureError(() => parseEvalConfig(text, FILE));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.location?.file).toBe(FILE);
    expect(error.location?.line).toBe(line);
    if (column !== undefined) expect(error.location?.column).toBe(column);
    const at = `${line}:${error.location?.column}`;
    expect(error.message).toContain(
      `${FILE}:${at}: invalid TOML at line ${line}, column ${error.location?.column}`,
    );
    expect(error.message).toContain('Fix the syntax');
  });
});

describe('parseEvalConfig: [experiment]', () => {
  const rules: RuleCase[] = [
    {
      name: 'a missing [experiment]',
      text: '[secrets]\nrequired = []\n',
      key: 'experiment',
      at: 1,
      says: 'required section is missing. Add an `[experiment]` table',
    },
    {
      name: '[experiment] that is not a table',
      text: 'experiment = "echo"\n[secrets]\nrequired = []\n',
      key: 'experiment',
      at: 'experiment =',
      says: 'must be a table, got "echo"',
    },
    ...(['rollout', 'entrypoint', 'model_path', 'dataset'] as const).map(
      (key): RuleCase => ({
        name: `a missing ${key}`,
        text: evalText({ experiment: { [key]: null } }),
        key: `experiment.${key}`,
        at: '[experiment]',
        says: 'required key is missing',
      }),
    ),
    {
      name: 'a non-string dataset',
      text: evalText({ experiment: { dataset: '3' } }),
      key: 'experiment.dataset',
      at: 'dataset = 3',
      says: 'must be a string, got 3. Set `dataset = "<dataset name>"`',
    },
    ...['/abs/rollout', '..', '.', '', 'a/b', 'a\\b'].map(
      (rollout): RuleCase => ({
        name: `rollout ${JSON.stringify(rollout)}`,
        text: evalText({ experiment: { rollout: JSON.stringify(rollout) } }),
        key: 'experiment.rollout',
        at: 'rollout =',
        says: 'Set it to the name of a directory directly under rollouts/',
      }),
    ),
    ...['../other/main.py', '/etc/passwd', 'src/../../x.py', '.', ''].map(
      (entrypoint): RuleCase => ({
        name: `entrypoint ${JSON.stringify(entrypoint)}`,
        text: evalText({ experiment: { entrypoint: JSON.stringify(entrypoint) } }),
        key: 'experiment.entrypoint',
        at: 'entrypoint =',
        says: 'must resolve to a file inside rollouts/echo/',
      }),
    ),
    {
      name: 'an empty branch',
      text: evalText({ experiment: { branch: '""' } }),
      key: 'experiment.branch',
      at: 'branch =',
      says: 'must be a non-empty branch name without whitespace',
    },
    {
      name: 'a branch with whitespace',
      text: evalText({ experiment: { branch: '"my branch"' } }),
      key: 'experiment.branch',
      at: 'branch =',
      says: 'got "my branch"',
    },
    ...['abc123', 'xyz1234', 'a'.repeat(41)].map(
      (sha): RuleCase => ({
        name: `commit_sha ${sha}`,
        text: evalText({ experiment: { commit_sha: JSON.stringify(sha) } }),
        key: 'experiment.commit_sha',
        at: 'commit_sha =',
        says: 'must be a hexadecimal Git commit SHA of 7 to 40 characters',
      }),
    ),
    {
      name: 'both branch and commit_sha',
      text: evalText({ experiment: { branch: '"main"', commit_sha: '"abc1234"' } }),
      key: 'experiment.commit_sha',
      at: 'commit_sha =',
      says: 'Provide either branch or commit_sha, not both',
    },
    {
      name: 'an unknown key',
      text: evalText({ experiment: { modle_path: '"x"' } }),
      key: 'experiment.modle_path',
      at: 'modle_path',
      says: 'unrecognized key. Remove it or fix its spelling (allowed in experiment: rollout, entrypoint, model_path',
    },
  ];
  it.each(rules)('rejects $name', (rule) => expectRule(parseEvalConfig, rule));
});

describe('parseEvalConfig: [evaluation]', () => {
  const rule = (name: string, body: string, key: string, says: string): RuleCase => ({
    name,
    text: evalText({ evaluation: body }),
    key: `evaluation.${key}`,
    at: body,
    says,
  });
  const rules: RuleCase[] = [
    rule('n = 0', 'n = 0', 'n', 'must be a positive integer, got 0. Set it to 1 or more'),
    rule('a negative n', 'n = -2', 'n', 'must be a positive integer, got -2'),
    rule('a float n', 'n = 1.5', 'n', 'must be an integer (no decimal point), got 1.5'),
    rule('an integral float n', 'n = 2.0', 'n', 'must be an integer (no decimal point), got 2.0'),
    rule('a string n', 'n = "2"', 'n', 'must be an integer (no decimal point), got "2". Use a whole number'),
    rule('a boolean n', 'n = true', 'n', 'got true'),
    rule('a float limit', 'limit = 2.5', 'limit', 'must be an integer (no decimal point), got 2.5'),
    rule('a string limit', 'limit = "10"', 'limit', 'got "10"'),
    rule(
      'a float batch_size',
      'batch_size = 4.0',
      'batch_size',
      'must be an integer (no decimal point), got 4.0',
    ),
    rule('a huge limit', 'limit = 9007199254740993', 'limit', 'is too large'),
    rule(
      'a string pass_threshold',
      'pass_threshold = "high"',
      'pass_threshold',
      'must be a number, got "high"',
    ),
    rule('an infinite pass_threshold', 'pass_threshold = inf', 'pass_threshold', 'must be finite, got inf'),
    rule('a nan pass_threshold', 'pass_threshold = nan', 'pass_threshold', 'must be finite, got nan'),
    rule('a boolean pass_threshold', 'pass_threshold = true', 'pass_threshold', 'must be a number, got true'),
    rule(
      'a string agent timeout',
      'agent_workflow_timeout_s = "60"',
      'agent_workflow_timeout_s',
      'must be a number, got "60". Use a finite number of seconds',
    ),
    rule(
      'an infinite grader timeout',
      'grader_timeout_s = -inf',
      'grader_timeout_s',
      'must be finite, got -inf',
    ),
    rule('an unknown key', 'threshold = 1', 'threshold', 'unrecognized key'),
    {
      name: '[evaluation] that is not a table',
      text: `evaluation = 3\n${evalText()}`,
      key: 'evaluation',
      at: 'evaluation = 3',
      says: 'must be a table, got 3',
    },
  ];
  it.each(rules)('rejects $name', (rule) => expectRule(parseEvalConfig, rule));
});

describe('parseEvalConfig: [advanced], [env], [secrets], sections', () => {
  const rules: RuleCase[] = [
    {
      name: '[advanced] that is not a table',
      text: `advanced = 1\n${evalText()}`,
      key: 'advanced',
      at: 'advanced = 1',
      says: 'must be a table, got 1',
    },
    ...['lower', '1ABC', 'MY-VAR', 'ÄPFEL'].map(
      (key): RuleCase => ({
        name: `env key ${key}`,
        text: evalText({ env: `"${key}" = "x"` }),
        key: `env.${/^[A-Za-z0-9_-]+$/.test(key) ? key : JSON.stringify(key)}`,
        at: `"${key}"`,
        says: 'invalid env var name in [env]: it must match ^[A-Z_][A-Z0-9_]*$',
      }),
    ),
    {
      name: 'an env key with the reserved prefix',
      text: evalText({ env: '_OSMOSIS_PORT = "1"' }),
      key: 'env._OSMOSIS_PORT',
      at: '_OSMOSIS_PORT',
      says: 'reserved by osmosis. Choose a different name',
    },
    {
      name: 'a non-string env value',
      text: evalText({ env: 'RETRIES = 3' }),
      key: 'env.RETRIES',
      at: 'RETRIES',
      says: 'must be a string, got 3. Quote the value',
    },
    {
      name: 'a table env value',
      text: evalText({ env: 'NESTED = { A = "b" }' }),
      key: 'env.NESTED',
      at: 'NESTED',
      says: 'must be a string, got a table',
    },
    {
      name: 'a missing [secrets]',
      text: evalText({ secrets: null }),
      key: 'secrets',
      at: 1,
      says: 'required section is missing. Add `[secrets]` with `required = []` if the rollout needs no secrets',
    },
    {
      name: '[secrets] without required',
      text: evalText({ secrets: '' }),
      key: 'secrets.required',
      at: '[secrets]',
      says: 'required key is missing. Use a list of secret names',
    },
    {
      name: 'required that is not a list',
      text: evalText({ secrets: 'required = "OPENAI_API_KEY"' }),
      key: 'secrets.required',
      at: 'required =',
      says: 'must be a list, got "OPENAI_API_KEY"',
    },
    {
      name: 'a non-string secret name',
      text: evalText({ secrets: 'required = ["A", 5]' }),
      key: 'secrets.required[1]',
      at: '5]',
      says: 'must be a string, got 5',
    },
    ...['openai_api_key', '_TOKEN', '1TOKEN', 'MY-TOKEN', ''].map(
      (name): RuleCase => ({
        name: `secret name ${JSON.stringify(name)}`,
        text: evalText({ secrets: `required = ["OK", "${name}"]` }),
        key: 'secrets.required[1]',
        at: `"${name}"]`,
        says: `invalid secret name "${name}": it must match ^[A-Z][A-Z0-9_]*$`,
      }),
    ),
    {
      name: 'a duplicate secret name',
      text: evalText({ secrets: 'required = ["A", "B", "A"]' }),
      key: 'secrets.required[2]',
      at: '"A"]',
      says: 'duplicate secret name "A": each name must appear once',
    },
    {
      name: 'a secret that is also in [env]',
      text: evalText({ env: 'OPENAI_API_KEY = "sk"', secrets: 'required = ["OPENAI_API_KEY"]' }),
      key: 'secrets.required[0]',
      at: '"OPENAI_API_KEY"]',
      says: '"OPENAI_API_KEY" is in both [env] and [secrets]',
    },
    {
      name: 'another key in [secrets]',
      text: evalText({ secrets: 'required = []\noptional = ["X"]' }),
      key: 'secrets.optional',
      at: 'optional',
      says: 'unrecognized key. Remove it or fix its spelling (allowed in secrets: required)',
    },
    {
      name: 'an unknown section',
      text: evalText({ extra: '[evalution]\nn = 2' }),
      key: 'evalution',
      at: '[evalution]',
      says: 'unrecognized section. Remove it or fix its spelling (eval configs allow: experiment, evaluation, advanced, env, secrets)',
    },
    {
      name: 'a training section in an eval config',
      text: evalText({ extra: '[training]\nlr = 0.1' }),
      key: 'training',
      at: '[training]',
      says: 'unrecognized section',
    },
    {
      name: 'a top-level key',
      text: `name = "x"\n${evalText()}`,
      key: 'name',
      at: 'name =',
      says: 'unrecognized section',
    },
  ];
  it.each(rules)('rejects $name', (rule) => expectRule(parseEvalConfig, rule));
});

describe('parseEvalConfig: reporting', () => {
  it('reports every problem of a file together, one line each, sorted by line', () => {
    const text = `[experiment]
rollout = "echo"
entrypoint = "../escape.py"
model_path = "openai/local-test"
dataset = "echo"
colour = "blue"
[evaluation]
n = 0
pass_threshold = "high"
[env]
lower = "x"
[secrets]
required = ["bad-name"]
[extra]
`;
    const error = captureError(() => parseEvalConfig(text, FILE));
    expect(error.issues.map((issue) => [issue.key, issue.line])).toEqual([
      ['experiment.entrypoint', 3],
      ['experiment.colour', 6],
      ['evaluation.n', 8],
      ['evaluation.pass_threshold', 9],
      ['env.lower', 11],
      ['secrets.required[0]', 13],
      ['extra', 14],
    ]);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe(`Invalid eval config ${FILE} (7 problems):`);
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^ {2}configs\/eval\/echo\.toml:3:1: experiment\.entrypoint: /);
    expect(error.location).toEqual({ file: FILE, line: 3, column: 1 });
  });

  it('still reports cross-field problems next to type errors', () => {
    const text = evalText({
      evaluation: 'limit = 1.5',
      env: 'TOKEN = "x"\nCOUNT = 2',
      secrets: 'required = ["TOKEN"]',
    });
    const error = captureError(() => parseEvalConfig(text, FILE));
    expect(error.issues.map((issue) => issue.key)).toEqual([
      'evaluation.limit',
      'env.COUNT',
      'secrets.required[0]',
    ]);
  });

  it('reports a name in both [env] and [secrets] once', () => {
    const text = evalText({ env: 'A = "x"', secrets: 'required = ["A", "A"]' });
    const error = captureError(() => parseEvalConfig(text, FILE));
    expect(
      error.issues.filter((issue) => issue.message.includes('in both [env] and [secrets]')),
    ).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Training

const TRAINING = `[experiment]
rollout = "echo"
entrypoint = "main.py"
model_path = "Qwen/Qwen3.6-35B-A3B"
dataset = "echo"
commit_sha = "0123456789abcdef0123456789abcdef01234567"

[training]
lr = 1e-6
total_epochs = 1
n_samples_per_prompt = 8
rollout_batch_size = 32
max_prompt_length = 8192
max_response_length = 8192
agent_workflow_timeout_s = 450
grader_timeout_s = 150

[sampling]
rollout_temperature = 1.0
rollout_top_p = 0.95

[checkpoints]
eval_interval = 10
checkpoint_save_freq = 20

[advanced]
kl_coef = 0.001

[env]
LOG_LEVEL = "INFO"

[secrets]
required = ["OPENAI_API_KEY"]
`;

describe('parseTrainingConfig', () => {
  it('parses every section and field', () => {
    expect(parseTrainingConfig(TRAINING, 'configs/training/echo.toml')).toEqual({
      experiment: {
        rollout: 'echo',
        entrypoint: 'main.py',
        model_path: 'Qwen/Qwen3.6-35B-A3B',
        dataset: 'echo',
        commit_sha: '0123456789abcdef0123456789abcdef01234567',
      },
      training: {
        lr: 1e-6,
        total_epochs: 1,
        n_samples_per_prompt: 8,
        rollout_batch_size: 32,
        max_prompt_length: 8192,
        max_response_length: 8192,
        agent_workflow_timeout_s: 450,
        grader_timeout_s: 150,
      },
      sampling: { rollout_temperature: 1, rollout_top_p: 0.95 },
      checkpoints: { eval_interval: 10, checkpoint_save_freq: 20 },
      advanced: { kl_coef: 0.001 },
      env: { LOG_LEVEL: 'INFO' },
      secrets: { required: ['OPENAI_API_KEY'] },
    });
  });

  it('accepts a config without [secrets] or the optional sections', () => {
    const text = evalText({ secrets: null });
    expect(parseTrainingConfig(text, 'configs/training/echo.toml')).toEqual({
      experiment: {
        rollout: 'echo',
        entrypoint: 'main.py',
        model_path: 'openai/local-test',
        dataset: 'echo',
      },
      training: {},
      sampling: {},
      checkpoints: {},
      advanced: {},
      env: {},
    });
  });

  const file = 'configs/training/echo.toml';
  const rules: RuleCase[] = [
    {
      name: '[secrets] without required',
      text: `${evalText({ secrets: null })}[secrets]\n`,
      key: 'secrets.required',
      at: '[secrets]',
      says: 'required key is missing',
    },
    {
      name: 'an [evaluation] section',
      text: `${evalText({ secrets: null })}[evaluation]\nn = 1\n`,
      key: 'evaluation',
      at: '[evaluation]',
      says: 'unrecognized section. Remove it or fix its spelling (training configs allow: experiment, training, sampling, checkpoints, advanced, env, secrets)',
    },
    ...(
      [
        ['training', 'learning_rate = 0.1', 'lr, total_epochs'],
        ['sampling', 'temperature = 0.7', 'rollout_temperature, rollout_top_p'],
        ['checkpoints', 'save_freq = 5', 'eval_interval, checkpoint_save_freq'],
      ] as const
    ).map(
      ([section, line, allowed]): RuleCase => ({
        name: `an unknown key in [${section}]`,
        text: `${evalText({ secrets: null })}[${section}]\n${line}\n`,
        key: `${section}.${line.split(' ')[0]}`,
        at: line,
        says: `unrecognized key. Remove it or fix its spelling (allowed in ${section}: ${allowed}`,
      }),
    ),
    ...(
      [
        ['training', 'lr = "fast"'],
        ['training', 'total_epochs = "1"'],
        ['sampling', 'rollout_top_p = inf'],
        ['checkpoints', 'eval_interval = [1]'],
      ] as const
    ).map(
      ([section, line]): RuleCase => ({
        name: `${section} ${line}`,
        text: `${evalText({ secrets: null })}[${section}]\n${line}\n`,
        key: `${section}.${line.split(' ')[0]}`,
        at: line,
        says: 'Use a number',
      }),
    ),
    {
      name: 'both branch and commit_sha',
      text: evalText({ experiment: { branch: '"main"', commit_sha: '"abcdef1"' }, secrets: null }),
      key: 'experiment.commit_sha',
      at: 'commit_sha',
      says: 'not both',
    },
    {
      name: 'a secret that is also in [env]',
      text: evalText({ env: 'TOKEN = "x"', secrets: 'required = ["TOKEN"]' }),
      key: 'secrets.required[0]',
      at: '"TOKEN"]',
      says: 'in both [env] and [secrets]',
    },
    {
      name: 'an invalid env key',
      text: evalText({ env: 'bad = "x"', secrets: null }),
      key: 'env.bad',
      at: 'bad =',
      says: 'invalid env var name',
    },
  ];
  it.each(rules)('rejects $name', (rule) => expectRule(parseTrainingConfig, rule, file));
});

// ---------------------------------------------------------------------------------------------
// Benchmark

const BENCHMARK_FILE = 'configs/benchmark/tb.toml';

/** The example from the snapshot's docs/benchmark.md. */
const BENCHMARK = `[experiment]                        # required
benchmark = "terminal-bench-2-1"

[tasks]                             # optional; omitted runs every task
task_set = "parity"

[[agents]]                          # required, 1-8 entries
harness = "mini-swe-agent"

[agents.model]
type = "provider"
model = "anthropic/claude-sonnet-4"
api_key_secret = "ANTHROPIC_API_KEY"

[agents.env]                        # optional, per agent; overrides [env]
LOG_LEVEL = "debug"

[execution]                         # optional; structure-only, values owned by backend
attempts_per_task = 3
judge_model = "openai/gpt-5"
judge_api_key_secret = "OPENAI_API_KEY"

[verifier]                          # optional
required = ["VLM_API_KEY"]

[secrets]                           # optional
required = ["MY_TOOL_TOKEN"]

[env]                               # optional, applies to every agent
LOG_LEVEL = "info"
`;

const PROVIDER_AGENT = `[[agents]]
model = { type = "provider", model = "openai/gpt-5", api_key_secret = "OPENAI_API_KEY" }
`;

function benchmarkText(body = PROVIDER_AGENT, benchmark = 'terminal-bench-2-1'): string {
  return `[experiment]\nbenchmark = "${benchmark}"\n${body}`;
}

describe('parseBenchmarkConfig: valid files', () => {
  it('parses the documented example', () => {
    expect(parseBenchmarkConfig(BENCHMARK, BENCHMARK_FILE)).toEqual({
      experiment: { benchmark: 'terminal-bench-2-1' },
      tasks: { task_set: 'parity' },
      agents: [
        {
          harness: 'mini-swe-agent',
          model: {
            type: 'provider',
            model: 'anthropic/claude-sonnet-4',
            api_key_secret: 'ANTHROPIC_API_KEY',
          },
          env: { LOG_LEVEL: 'debug' },
        },
      ],
      execution: {
        attempts_per_task: 3,
        judge_model: 'openai/gpt-5',
        judge_api_key_secret: 'OPENAI_API_KEY',
      },
      verifier: { required: ['VLM_API_KEY'] },
      secrets: { required: ['MY_TOOL_TOKEN'] },
      env: { LOG_LEVEL: 'info' },
    });
  });

  it('parses the three model types, task filters and every execution field, with defaults', () => {
    const text = benchmarkText(`[tasks]
categories = ["security", "games"]
task_names = ["hello-world"]

[[agents]]
harness = "cursor-cli"
harness_api_key_secret = "CURSOR_API_KEY"
[agents.model]
type = "endpoint"
base_url = "https://llm.example.com/v1"
model = "my-model"
api_key_secret = "ENDPOINT_KEY"
extra_headers = { X-Team = "ci" }

[[agents]]
harness = "mini-swe-agent"
[agents.model]
type = "hosted"
base_model = "Qwen/Qwen3.6-35B-A3B"
lora_model_name = "ckpt-100"
[agents.env]
MSWEA_API_KEY = "allowed-for-hosted"

${PROVIDER_AGENT}
[execution]
attempts_per_task = 2
max_concurrent_attempts = 4
timeout_multiplier = 1.5
max_retries = 1
pass_threshold = 0.8
judge_model = "openai/gpt-5"
`);
    const config = parseBenchmarkConfig(text, BENCHMARK_FILE);
    expect(config.tasks).toEqual({ categories: ['security', 'games'], task_names: ['hello-world'] });
    expect(config.agents).toEqual([
      {
        harness: 'cursor-cli',
        harness_api_key_secret: 'CURSOR_API_KEY',
        model: {
          type: 'endpoint',
          base_url: 'https://llm.example.com/v1',
          model: 'my-model',
          api_key_secret: 'ENDPOINT_KEY',
          extra_headers: { 'X-Team': 'ci' },
        },
        env: {},
      },
      {
        harness: 'mini-swe-agent',
        model: { type: 'hosted', base_model: 'Qwen/Qwen3.6-35B-A3B', lora_model_name: 'ckpt-100' },
        env: { MSWEA_API_KEY: 'allowed-for-hosted' },
      },
      { model: { type: 'provider', model: 'openai/gpt-5', api_key_secret: 'OPENAI_API_KEY' }, env: {} },
    ]);
    expect(config.execution).toEqual({
      attempts_per_task: 2,
      max_concurrent_attempts: 4,
      timeout_multiplier: 1.5,
      max_retries: 1,
      pass_threshold: 0.8,
      judge_model: 'openai/gpt-5',
    });
    expect(config.verifier).toEqual({ required: [] });
    expect(config.secrets).toEqual({ required: [] });
    expect(config.env).toEqual({});
  });

  it('accepts 8 agents and 16 secret names', () => {
    const names = Array.from({ length: 16 }, (_, index) => `"S_${index}"`).join(', ');
    const text = benchmarkText(
      `${PROVIDER_AGENT.repeat(8)}[secrets]\nrequired = [${names}]\n[verifier]\nrequired = [${names}]\n`,
    );
    const config = parseBenchmarkConfig(text, BENCHMARK_FILE);
    expect(config.agents).toHaveLength(8);
    expect(config.secrets.required).toHaveLength(16);
  });

  it("allows one agent's secret name as another agent's env var", () => {
    const text = benchmarkText(`${PROVIDER_AGENT}[[agents]]
model = { type = "provider", model = "x/y", api_key_secret = "OTHER_KEY" }
[agents.env]
OPENAI_API_KEY = "literal"
`);
    expect(() => parseBenchmarkConfig(text, BENCHMARK_FILE)).not.toThrow();
  });
});

describe('parseBenchmarkConfig: rules', () => {
  const agent = (lines: string) => `[[agents]]\n${lines}\n`;
  const rules: RuleCase[] = [
    {
      name: 'a missing [experiment]',
      text: PROVIDER_AGENT,
      key: 'experiment',
      at: 1,
      says: 'required section is missing',
    },
    {
      name: 'a missing benchmark',
      text: `[experiment]\n${PROVIDER_AGENT}`,
      key: 'experiment.benchmark',
      at: '[experiment]',
      says: 'required key is missing. Set `benchmark = ',
    },
    {
      name: 'a blank benchmark',
      text: benchmarkText(PROVIDER_AGENT, '  '),
      key: 'experiment.benchmark',
      at: 'benchmark =',
      says: 'must name a benchmark',
    },
    {
      name: 'an unknown [experiment] key',
      text: `[experiment]\nbenchmark = "b"\nrollout = "x"\n${PROVIDER_AGENT}`,
      key: 'experiment.rollout',
      at: 'rollout',
      says: 'unrecognized key',
    },
    {
      name: 'no [[agents]]',
      text: benchmarkText(''),
      key: 'agents',
      at: 1,
      says: 'required section is missing. Add 1 to 8 `[[agents]]` tables',
    },
    {
      name: 'an empty agents list',
      text: `agents = []\n${benchmarkText('')}`,
      key: 'agents',
      at: 'agents =',
      says: 'needs at least one agent',
    },
    {
      name: 'agents that are not a list of tables',
      text: `agents = "all"\n${benchmarkText('')}`,
      key: 'agents',
      at: 'agents =',
      says: 'must be a list, got "all"',
    },
    {
      name: 'nine agents',
      text: benchmarkText(PROVIDER_AGENT.repeat(9)),
      key: 'agents[8]',
      at: 19, // [experiment] and benchmark, then two lines per agent
      says: '9 [[agents]] tables; at most 8 are allowed',
    },
    {
      name: 'an agent without a model',
      text: benchmarkText(agent('harness = "terminus-2"')),
      key: 'agents[0].model',
      at: '[[agents]]',
      says: 'required key is missing. Add an `[agents.model]` table',
    },
    {
      name: 'an unknown model type',
      text: benchmarkText(agent('model = { type = "openai", model = "x" }')),
      key: 'agents[0].model.type',
      at: 'type =',
      says: 'must be one of "provider", "endpoint", "hosted", got "openai"',
    },
    {
      name: 'a model without a type',
      text: benchmarkText(agent('[agents.model]\nmodel = "x"')),
      key: 'agents[0].model.type',
      at: '[agents.model]',
      says: 'required key is missing',
    },
    {
      name: 'a provider model without api_key_secret',
      text: benchmarkText(agent('model = { type = "provider", model = "openai/gpt-5" }')),
      key: 'agents[0].model.api_key_secret',
      at: 'model = {',
      says: 'required key is missing. Set `api_key_secret = ',
    },
    {
      name: 'an endpoint model without base_url',
      text: benchmarkText(agent('[agents.model]\ntype = "endpoint"\nmodel = "m"\napi_key_secret = "K"')),
      key: 'agents[0].model.base_url',
      at: '[agents.model]',
      says: 'required key is missing',
    },
    {
      name: 'a hosted model with checkpoint_name instead of lora_model_name',
      text: benchmarkText(
        agent(
          '[agents.model]\ntype = "hosted"\nbase_model = "b"\nlora_model_name = "l"\ncheckpoint_name = "c"',
        ),
      ),
      key: 'agents[0].model.checkpoint_name',
      at: 'checkpoint_name',
      says: 'unrecognized key. Remove it or fix its spelling (allowed in agents[0].model: type, base_model, lora_model_name)',
    },
    {
      name: 'an Authorization header',
      text: benchmarkText(
        agent(
          '[agents.model]\ntype = "endpoint"\nbase_url = "u"\nmodel = "m"\napi_key_secret = "K"\nextra_headers = { authorization = "Bearer x" }',
        ),
      ),
      key: 'agents[0].model.extra_headers.authorization',
      at: 'authorization',
      says: 'must not include an Authorization header',
    },
    {
      name: 'an unknown agent key',
      text: benchmarkText(`${PROVIDER_AGENT}harnes = "x"\n`),
      key: 'agents[0].harnes',
      at: 'harnes',
      says: 'allowed in agents[0]: harness, harness_api_key_secret, model, env',
    },
    {
      name: 'a task_set other than parity',
      text: benchmarkText(`[tasks]\ntask_set = "full"\n${PROVIDER_AGENT}`),
      key: 'tasks.task_set',
      at: 'task_set',
      says: 'must be "parity", got "full"',
    },
    {
      name: 'an empty category',
      text: benchmarkText(`[tasks]\ncategories = ["games", ""]\n${PROVIDER_AGENT}`),
      key: 'tasks.categories[1]',
      at: '""]',
      says: 'must not be empty or blank',
    },
    {
      name: 'a blank task name',
      text: benchmarkText(`[tasks]\ntask_names = ["  "]\n${PROVIDER_AGENT}`),
      key: 'tasks.task_names[0]',
      at: '"  "',
      says: 'must not be empty or blank',
    },
    {
      name: 'categories that are not a list',
      text: benchmarkText(`[tasks]\ncategories = "games"\n${PROVIDER_AGENT}`),
      key: 'tasks.categories',
      at: 'categories',
      says: 'must be a list, got "games"',
    },
    {
      name: 'an unknown [execution] key',
      text: benchmarkText(`${PROVIDER_AGENT}[execution]\nattempts = 3\n`),
      key: 'execution.attempts',
      at: 'attempts =',
      says: 'unrecognized key',
    },
    {
      name: 'a non-string judge secret',
      text: benchmarkText(`${PROVIDER_AGENT}[execution]\njudge_api_key_secret = 5\n`),
      key: 'execution.judge_api_key_secret',
      at: 'judge_api_key_secret',
      says: 'must be a string, got 5',
    },
    {
      name: 'a string attempts_per_task',
      text: benchmarkText(`${PROVIDER_AGENT}[execution]\nattempts_per_task = "3"\n`),
      key: 'execution.attempts_per_task',
      at: 'attempts_per_task',
      says: 'must be a number, got "3"',
    },
    ...(['secrets', 'verifier'] as const).map(
      (section): RuleCase => ({
        name: `17 names in [${section}]`,
        text: benchmarkText(
          `${PROVIDER_AGENT}[${section}]\nrequired = [${Array.from({ length: 17 }, (_, index) => `"N_${index}"`).join(', ')}]\n`,
        ),
        key: `${section}.required[16]`,
        at: '"N_16"',
        says: `[${section}].required lists 17 names; at most 16 are allowed`,
      }),
    ),
    {
      name: 'an unknown [verifier] key',
      text: benchmarkText(`${PROVIDER_AGENT}[verifier]\nnames = []\n`),
      key: 'verifier.names',
      at: 'names',
      says: 'unrecognized key',
    },
    {
      name: 'an invalid api_key_secret name',
      text: benchmarkText(agent('model = { type = "provider", model = "m", api_key_secret = "openai-key" }')),
      key: 'agents[0].model.api_key_secret',
      at: 'api_key_secret',
      says: 'invalid secret name "openai-key"',
    },
    {
      name: 'an invalid harness secret name',
      text: benchmarkText(`${PROVIDER_AGENT}harness = "cursor-cli"\nharness_api_key_secret = "cursor"\n`),
      key: 'agents[0].harness_api_key_secret',
      at: 'harness_api_key_secret',
      says: 'invalid secret name "cursor"',
      count: 2,
    },
    {
      name: 'an invalid judge secret name',
      text: benchmarkText(`${PROVIDER_AGENT}[execution]\njudge_api_key_secret = ""\n`),
      key: 'execution.judge_api_key_secret',
      at: 'judge_api_key_secret',
      says: 'invalid secret name ""',
    },
    ...(['verifier', 'secrets'] as const).map(
      (section): RuleCase => ({
        name: `an invalid name in [${section}]`,
        text: benchmarkText(`${PROVIDER_AGENT}[${section}]\nrequired = ["not-a-secret"]\n`),
        key: `${section}.required[0]`,
        at: '"not-a-secret"',
        says: 'invalid secret name "not-a-secret"',
      }),
    ),
    ...[
      'DAYTONA_API_KEY',
      'DAYTONA_API_URL',
      'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
      'SKYPILOT_API_SERVER_ENDPOINT',
    ].map(
      (name): RuleCase => ({
        name: `the reserved api_key_secret ${name}`,
        text: benchmarkText(
          agent(`model = { type = "endpoint", base_url = "u", model = "m", api_key_secret = "${name}" }`),
        ),
        key: 'agents[0].model.api_key_secret',
        at: 'api_key_secret',
        says: `"${name}" is reserved by the benchmark runner`,
      }),
    ),
    {
      name: 'api_key_secret also in [env]',
      text: benchmarkText(`${PROVIDER_AGENT}[env]\nOPENAI_API_KEY = "literal"\n`),
      key: 'env.OPENAI_API_KEY',
      at: 'OPENAI_API_KEY = "literal"',
      says: `"OPENAI_API_KEY" appears in [env] and as agent 1's api_key_secret`,
    },
    {
      name: "api_key_secret also in the agent's env",
      text: benchmarkText(`${PROVIDER_AGENT}[agents.env]\nOPENAI_API_KEY = "literal"\n`),
      key: 'agents[0].env.OPENAI_API_KEY',
      at: 'OPENAI_API_KEY = "literal"',
      says: 'appears in [agents.env] of agent 1',
    },
    {
      name: 'the judge secret in [env]',
      text: benchmarkText(
        `${PROVIDER_AGENT}[execution]\njudge_api_key_secret = "JUDGE"\n[env]\nJUDGE = "x"\n`,
      ),
      key: 'env.JUDGE',
      at: 'JUDGE = "x"',
      says: 'as execution.judge_api_key_secret',
    },
    {
      name: "a verifier secret in an agent's env",
      text: benchmarkText(
        `${PROVIDER_AGENT}[agents.env]\nVLM_API_KEY = "x"\n[verifier]\nrequired = ["VLM_API_KEY"]\n`,
      ),
      key: 'agents[0].env.VLM_API_KEY',
      at: 'VLM_API_KEY = "x"',
      says: '"VLM_API_KEY" appears in [agents.env]',
    },
    {
      name: 'cursor-cli without harness_api_key_secret',
      text: benchmarkText(`${PROVIDER_AGENT}harness = "cursor-cli"\n`),
      key: 'agents[0].harness_api_key_secret',
      at: '[[agents]]',
      says: 'is required by the cursor-cli harness. Set harness_api_key_secret = "CURSOR_API_KEY"',
    },
    {
      name: 'cursor-cli with another harness secret',
      text: benchmarkText(`${PROVIDER_AGENT}harness = "cursor-cli"\nharness_api_key_secret = "MY_CURSOR"\n`),
      key: 'agents[0].harness_api_key_secret',
      at: 'harness_api_key_secret',
      says: 'must be "CURSOR_API_KEY" for the cursor-cli harness, got "MY_CURSOR"',
    },
    {
      name: 'cursor-cli with CURSOR_API_KEY in env',
      text: benchmarkText(
        `${PROVIDER_AGENT}harness = "cursor-cli"\nharness_api_key_secret = "CURSOR_API_KEY"\n[env]\nCURSOR_API_KEY = "x"\n`,
      ),
      key: 'env.CURSOR_API_KEY',
      at: 'CURSOR_API_KEY = "x"',
      says: "is managed by agent 1's cursor-cli harness",
    },
    {
      name: 'another harness with a harness secret',
      text: benchmarkText(
        `${PROVIDER_AGENT}harness = "mini-swe-agent"\nharness_api_key_secret = "MSWEA_API_KEY"\n`,
      ),
      key: 'agents[0].harness_api_key_secret',
      at: 'harness_api_key_secret',
      says: 'is not used by the mini-swe-agent harness. Remove it',
    },
    {
      name: 'no harness with a harness secret',
      text: benchmarkText(`${PROVIDER_AGENT}harness_api_key_secret = "KEY"\n`),
      key: 'agents[0].harness_api_key_secret',
      at: 'harness_api_key_secret',
      says: 'is not used by the official scaffold',
    },
    {
      name: 'mini-swe-agent with MSWEA_API_KEY in env and a provider model',
      text: benchmarkText(`${PROVIDER_AGENT}harness = "mini-swe-agent"\n[agents.env]\nMSWEA_API_KEY = "x"\n`),
      key: 'agents[0].env.MSWEA_API_KEY',
      at: 'MSWEA_API_KEY = "x"',
      says: "injects agent 1's model key under that name for mini-swe-agent",
    },
    {
      name: 'an invalid [env] key',
      text: benchmarkText(`${PROVIDER_AGENT}[env]\nlog_level = "x"\n`),
      key: 'env.log_level',
      at: 'log_level',
      says: 'invalid env var name in [env]',
    },
    {
      name: 'a reserved [agents.env] key',
      text: benchmarkText(`${PROVIDER_AGENT}[agents.env]\n_OSMOSIS_X = "x"\n`),
      key: 'agents[0].env._OSMOSIS_X',
      at: '_OSMOSIS_X',
      says: 'reserved by osmosis',
    },
    {
      name: 'a non-string [agents.env] value',
      text: benchmarkText(`${PROVIDER_AGENT}[agents.env]\nDEBUG = true\n`),
      key: 'agents[0].env.DEBUG',
      at: 'DEBUG',
      says: 'must be a string, got true',
    },
    {
      name: 'an unknown section',
      text: benchmarkText(`${PROVIDER_AGENT}[evaluation]\nn = 1\n`),
      key: 'evaluation',
      at: '[evaluation]',
      says: 'unrecognized section. Remove it or fix its spelling (benchmark configs allow: experiment, tasks, agents, execution, verifier, secrets, env)',
    },
  ];
  it.each(rules)('rejects $name', (rule) => expectRule(parseBenchmarkConfig, rule, BENCHMARK_FILE));

  it('locates problems in the second agent at that agent', () => {
    const text = benchmarkText(`${PROVIDER_AGENT}[[agents]]
harness = "cursor-cli"
[agents.model]
type = "hosted"
base_model = "b"
lora_model_name = "l"
`);
    const error = captureError(() => parseBenchmarkConfig(text, BENCHMARK_FILE));
    expect(error.issues).toEqual([
      expect.objectContaining({
        key: 'agents[1].harness_api_key_secret',
        line: positionOf(text, '[[agents]]\nharness').line,
      }),
    ]);
  });
});

describe('benchmarkConfigWarnings', () => {
  it.each([
    ['HLE', '', ['HLE_PARITY_RECOMMENDED']],
    [' hle ', '[tasks]\ncategories = ["math"]\n', ['HLE_PARITY_RECOMMENDED']],
    ['HLE', '[tasks]\ntask_set = "parity"\n', []],
    ['terminal-bench-2-1', '', []],
  ])('benchmark %j with %j warns %j', (benchmark, tasks, codes) => {
    const config = parseBenchmarkConfig(
      benchmarkText(`${tasks}${PROVIDER_AGENT}`, benchmark),
      BENCHMARK_FILE,
    );
    expect(benchmarkConfigWarnings(config).map((warning) => warning.code)).toEqual(codes);
  });
});

// ---------------------------------------------------------------------------------------------
// Locator

describe('locateTomlKey', () => {
  const text = `# [fake] header in a comment
title = "top" # trailing comment

[experiment]
rollout = "echo"
"quoted key" = 1
dotted.inner = 2
multi = """
[not-a-header]
key = "inside a string"
"""
literal = '''
[also-not]
'''
list = [
  "a", # comment
  "b",
]
inline = { a = 1, b = { c = [10, 20] } }

[[agents]]
harness = "one"
[agents.model]
type = "provider"

[[agents]]
model = { type = "hosted" }
[agents.env]
KEY = "v"

  [ spaced . header ]
  indented = true
`;
  const cases: { path: (string | number)[]; needle: string }[] = [
    { path: ['title'], needle: 'title =' },
    { path: ['experiment'], needle: '[experiment]' },
    { path: ['experiment', 'rollout'], needle: 'rollout =' },
    { path: ['experiment', 'quoted key'], needle: '"quoted key"' },
    { path: ['experiment', 'dotted'], needle: 'dotted.inner' },
    { path: ['experiment', 'dotted', 'inner'], needle: 'dotted.inner' },
    { path: ['experiment', 'literal'], needle: 'literal =' },
    { path: ['experiment', 'list'], needle: 'list =' },
    { path: ['experiment', 'list', 0], needle: '"a"' },
    { path: ['experiment', 'list', 1], needle: '"b"' },
    { path: ['experiment', 'inline', 'a'], needle: 'a = 1' },
    { path: ['experiment', 'inline', 'b', 'c'], needle: 'c = [' },
    { path: ['experiment', 'inline', 'b', 'c', 1], needle: '20]' },
    { path: ['agents'], needle: '[[agents]]' },
    { path: ['agents', 0], needle: '[[agents]]' },
    { path: ['agents', 0, 'harness'], needle: 'harness =' },
    { path: ['agents', 0, 'model'], needle: '[agents.model]' },
    { path: ['agents', 0, 'model', 'type'], needle: 'type = "provider"' },
    { path: ['agents', 1], needle: '[[agents]]\nmodel' },
    { path: ['agents', 1, 'model', 'type'], needle: 'type = "hosted"' },
    { path: ['agents', 1, 'env'], needle: '[agents.env]' },
    { path: ['agents', 1, 'env', 'KEY'], needle: 'KEY = "v"' },
    { path: ['spaced', 'header'], needle: '[ spaced' },
    { path: ['spaced', 'header', 'indented'], needle: 'indented' },
    // Missing keys fall back to the nearest existing table or key.
    { path: ['experiment', 'missing'], needle: '[experiment]' },
    { path: ['agents', 1, 'model', 'base_model'], needle: 'model = { type = "hosted" }' },
    { path: ['experiment', 'list', 7], needle: 'list =' },
  ];
  it.each(cases)('finds $path', ({ path: keyPath, needle }) => {
    expect(locateTomlKey(text, keyPath)).toEqual(positionOf(text, needle));
  });

  it('does not index keys inside multi-line strings or comments', () => {
    const index = indexTomlKeys(text);
    expect(index.has(JSON.stringify(['not-a-header']))).toBe(false);
    expect(index.has(JSON.stringify(['also-not']))).toBe(false);
    expect(index.has(JSON.stringify(['experiment', 'key']))).toBe(false);
    expect(index.has(JSON.stringify(['fake']))).toBe(false);
  });

  it('points at line 1, column 1 for a section that is not there', () => {
    expect(locateTomlKey(text, ['secrets', 'required'])).toEqual({ line: 1, column: 1 });
  });

  it('skips multi-line strings whose content ends with quotes', () => {
    const quoted = ['a = """say ""hi"""""', "b = '''it'''''", 'c = 3', ''].join('\n');
    expect(locateTomlKey(quoted, ['b'])).toEqual({ line: 2, column: 1 });
    expect(locateTomlKey(quoted, ['c'])).toEqual({ line: 3, column: 1 });
  });

  it('handles CRLF line endings', () => {
    const crlf = '[experiment]\r\nrollout = "a"\r\n\r\n[env]\r\nKEY = "v"\r\n';
    expect(locateTomlKey(crlf, ['env', 'KEY'])).toEqual({ line: 5, column: 1 });
  });

  it('decodes escapes in quoted keys', () => {
    expect(locateTomlKey('[env]\n"A\\u0042" = "x"\n', ['env', 'AB'])).toEqual({ line: 2, column: 1 });
  });

  it('stops without throwing on text that is not valid TOML', () => {
    for (const broken of ['[unclosed', 'key = "unterminated', '= 1', '[[a]]\n[a.b', 'x = [1, {', '"""']) {
      expect(() => indexTomlKeys(broken)).not.toThrow();
    }
  });
});

describe('formatKeyPath', () => {
  it.each([
    [['evaluation', 'n'], 'evaluation.n'],
    [['agents', 0, 'model', 'type'], 'agents[0].model.type'],
    [['env', 'bad key'], 'env."bad key"'],
    [[], '(top level)'],
  ])('%j -> %s', (keyPath, expected) => {
    expect(formatKeyPath(keyPath)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Config location

describe('checkConfigLocation', () => {
  const root = path.resolve('/work/ws');
  it.each([
    ['configs/eval/echo.toml', 'eval'],
    ['configs/eval/nested/echo.toml', 'eval'],
    [path.join(root, 'configs', 'eval', 'echo.toml'), 'eval'],
    ['configs/training/echo.toml', 'training'],
    ['configs/benchmark/tb.toml', 'benchmark'],
    ['./configs/eval/../eval/echo.toml', 'eval'],
  ] as const)('accepts %s for %s', (configPath, kind) => {
    expect(() => checkConfigLocation(configPath, root, kind)).not.toThrow();
  });

  it.each([
    ['configs/training/echo.toml', 'eval', 'must live under configs/eval/'],
    ['configs/eval/echo.toml', 'training', 'must live under configs/training/'],
    ['echo.toml', 'benchmark', 'must live under configs/benchmark/'],
    ['../other/configs/eval/echo.toml', 'eval', 'must live under configs/eval/'],
    ['configs/eval/../training/echo.toml', 'eval', 'must live under configs/eval/'],
    ['configs/evaluation/echo.toml', 'eval', 'must live under configs/eval/'],
    ['configs/eval', 'eval', 'must live under configs/eval/'],
    ['/elsewhere/configs/eval/echo.toml', 'eval', 'must live under configs/eval/'],
    ['configs/eval/echo.yaml', 'eval', 'must be a .toml file under configs/eval/'],
    ['configs/eval/echo.TOML', 'eval', 'must be a .toml file'],
    ['configs/eval/echo', 'eval', 'must be a .toml file'],
  ] as const)('rejects %s for %s', (configPath, kind, says) => {
    let caught: unknown;
    try {
      checkConfigLocation(configPath, root, kind);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UsageError);
    const error = caught as UsageError;
    expect(error.message).toContain(says);
    expect(error.message).toContain(path.resolve(root, configPath));
    expect(error.location).toEqual({ file: configPath });
  });

  it('explains the fix', () => {
    expect(() => checkConfigLocation('echo.toml', root, 'eval')).toThrow(
      /because osmosis only accepts eval configs there\..*Move the file to configs\/eval\/<name>\.toml/,
    );
  });
});
