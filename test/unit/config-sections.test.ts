import { describe, expect, it } from 'vitest';
import {
  benchmarkConfigWarnings,
  ConfigError,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../../src/core/config/index.js';

type Parse = (text: string, file: string) => unknown;

/** `key: message` of every problem of the file, or [] when it is valid. */
function problems(parse: Parse, text: string): string[] {
  try {
    parse(text, 'f.toml');
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((issue) => `${issue.key}: ${issue.message}`);
    throw error;
  }
  return [];
}

/** An eval config's [experiment] with some keys replaced (raw TOML values; '' drops the key). */
function experiment(keys: Record<string, string> = {}): string {
  const all = { rollout: '"a"', entrypoint: '"main.py"', model_path: '"m"', dataset: '"d"', ...keys };
  const lines = Object.entries(all).filter(([, value]) => value !== '');
  return `[experiment]\n${lines.map(([key, value]) => `${key} = ${value}`).join('\n')}\n`;
}
const SECRETS = '[secrets]\nrequired = []\n';
const evalProblems = (text: string) => problems(parseEvalConfig, text);
const ROLLOUT_FIX =
  'Set it to the name of a directory directly under rollouts/, e.g. rollout = "my-rollout".';
const badEnvName = (label: string) =>
  `invalid env var name in ${label}: it must match ^[A-Z_][A-Z0-9_]*$. Rename it using uppercase letters, digits and underscores, e.g. LOG_LEVEL.`;

describe('[env] tables', () => {
  it('refuse a name osmosis would not export, and the _OSMOSIS_ prefix, naming the table', () => {
    expect(
      evalProblems(`${experiment()}${SECRETS}[env]\nlower = "x"\n_OSMOSIS_X = "y"\nOK_1 = "z"\n`),
    ).toEqual([
      `env.lower: ${badEnvName('[env]')}`,
      'env._OSMOSIS_X: env var names starting with _OSMOSIS_ are reserved by osmosis. Choose a different name.',
    ]);
    expect(problems(parseTrainingConfig, `${experiment()}[env]\nbad-key = "x"\n`)).toEqual([
      `env.bad-key: ${badEnvName('[env]')}`,
    ]);
  });

  it('label an agent`s own env [agents.env] in a benchmark config', () => {
    const text =
      '[experiment]\nbenchmark = "tb"\n[env]\nbad = "x"\n[[agents]]\n[agents.env]\nbad = "y"\n' +
      '[agents.model]\ntype = "hosted"\nbase_model = "b"\nlora_model_name = "l"\n';
    expect(problems(parseBenchmarkConfig, text)).toEqual([
      `env.bad: ${badEnvName('[env]')}`,
      `agents[0].env.bad: ${badEnvName('[agents.env]')}`,
    ]);
  });

  it('that are not tables get a type error only', () => {
    expect(evalProblems(`env = 1\n${experiment()}[secrets]\nrequired = ["A"]\n`)).toEqual([
      'env: must be a table, got 1. Make `[env]` a table of `KEY = "value"` strings.',
    ]);
  });
});

describe('[secrets].required', () => {
  it('names each bad entry once: not a string, not a secret name, or a repeat', () => {
    expect(evalProblems(`${experiment()}[secrets]\nrequired = [1, "a", "B", "B", "B"]\n`)).toEqual([
      'secrets.required[0]: must be a string, got 1. Write each secret name as a quoted string.',
      'secrets.required[1]: invalid secret name "a": it must match ^[A-Z][A-Z0-9_]*$. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).',
      'secrets.required[3]: duplicate secret name "B": each name must appear once. Remove the repeat.',
      'secrets.required[4]: duplicate secret name "B": each name must appear once. Remove the repeat.',
    ]);
  });

  it('that is not a list gets a type error only, even with a matching [env] key', () => {
    expect(evalProblems(`${experiment()}[env]\nA = "x"\n[secrets]\nrequired = "A"\n`)).toEqual([
      'secrets.required: must be a list, got "A". Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.',
    ]);
  });

  it('may not name an [env] key, in eval and training configs alike', () => {
    const both =
      'secrets.required[0]: "A" is in both [env] and [secrets]; each variable must come from exactly one place. Remove it from [env] (secret values never belong in the file) or from [secrets].required.';
    const text = `${experiment()}[env]\nA = "x"\nB = "y"\n[secrets]\nrequired = ["A", "C"]\n`;
    expect(evalProblems(text)).toEqual([both]);
    expect(problems(parseTrainingConfig, text)).toEqual([both]);
    expect(problems(parseTrainingConfig, `${experiment()}[env]\nA = "x"\n`)).toEqual([]);
  });
});

describe('[experiment]', () => {
  it.each([
    ['"/abs"', 'must be a rollout name, not an absolute path'],
    ['""', '"" is not a valid rollout name'],
    ['"."', '"." is not a valid rollout name'],
    ['".."', '".." is not a valid rollout name'],
    ['"a/b"', '"a/b" must be a single path segment (no / or \\)'],
    ["'a\\b'", '"a\\\\b" must be a single path segment (no / or \\)'],
  ])('refuses rollout = %s, and does not then judge the entrypoint', (rollout, problem) => {
    expect(evalProblems(`${experiment({ rollout, entrypoint: '"../x.py"' })}${SECRETS}`)).toEqual([
      `experiment.rollout: ${problem}. ${ROLLOUT_FIX}`,
    ]);
  });

  it.each(['"../ab/main.py"', '""', '"."', '"/etc/main.py"', '"sub/../../a2/x.py"'])(
    'refuses entrypoint = %s, which leaves rollouts/a/',
    (entrypoint) => {
      expect(evalProblems(`${experiment({ entrypoint })}${SECRETS}`)).toEqual([
        // These TOML strings have no escapes: each reads back as the JSON the message quotes.
        `experiment.entrypoint: ${entrypoint} must resolve to a file inside rollouts/a/. Use a relative path such as "main.py", without leading / or "..".`,
      ]);
    },
  );

  it.each(['"sub/../main.py"', '"./a/main.py"', '"src/main.py"'])('accepts entrypoint = %s', (entrypoint) => {
    expect(evalProblems(`${experiment({ entrypoint })}${SECRETS}`)).toEqual([]);
  });

  it('checks branch and commit_sha, and takes only one of the two', () => {
    expect(evalProblems(`${experiment({ branch: '"a b"', commit_sha: '"xyz"' })}${SECRETS}`)).toEqual([
      'experiment.branch: must be a non-empty branch name without whitespace, got "a b". Fix the name or remove the key.',
      'experiment.commit_sha: must be a hexadecimal Git commit SHA of 7 to 40 characters, got "xyz". Use e.g. the output of `git rev-parse HEAD`, or remove the key.',
      'experiment.commit_sha: Provide either branch or commit_sha, not both. Remove one of the two keys.',
    ]);
    expect(evalProblems(`${experiment({ branch: '""' })}${SECRETS}`)).toEqual([
      'experiment.branch: must be a non-empty branch name without whitespace, got "". Fix the name or remove the key.',
    ]);
    expect(evalProblems(`${experiment({ branch: '"feature/x"' })}${SECRETS}`)).toEqual([]);
    expect(evalProblems(`${experiment({ commit_sha: '"abc1234"' })}${SECRETS}`)).toEqual([]);
  });

  it('that is not a table gets a type error only', () => {
    expect(evalProblems(`experiment = 1\n${SECRETS}`)).toEqual([
      'experiment: must be a table, got 1. Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
    ]);
  });
});

describe('benchmark sections', () => {
  const AGENT = '[[agents]]\n[agents.model]\ntype = "hosted"\nbase_model = "b"\nlora_model_name = "l"\n';
  const bench = (body: string) => problems(parseBenchmarkConfig, `[experiment]\nbenchmark = "tb"\n${body}`);

  it('refuse blank task filters and an Authorization header in any case', () => {
    const endpoint =
      '[[agents]]\n[agents.model]\ntype = "endpoint"\nbase_url = "u"\nmodel = "m"\napi_key_secret = "K"\n' +
      'extra_headers = { AUTHORIZATION = "x", X = "z", Authorization = "y" }\n';
    expect(bench(`${endpoint}[tasks]\ncategories = [" "]\ntask_names = ["ok", ""]\n`)).toEqual([
      'agents[0].model.extra_headers.AUTHORIZATION: extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
      'agents[0].model.extra_headers.Authorization: extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
      'tasks.categories[0]: must not be empty or blank. Remove the entry or fill it in.',
      'tasks.task_names[1]: must not be empty or blank. Remove the entry or fill it in.',
    ]);
  });

  it('take 1 to 8 agents', () => {
    expect(problems(parseBenchmarkConfig, 'agents = []\n[experiment]\nbenchmark = "tb"\n')).toEqual([
      'agents: needs at least one agent. Add an [[agents]] table with a [agents.model] table.',
    ]);
    expect(bench(AGENT.repeat(8))).toEqual([]);
    expect(bench(AGENT.repeat(9))).toEqual([
      'agents[8]: 9 [[agents]] tables; at most 8 are allowed. Remove the extra agents.',
    ]);
  });

  it('take at most 16 names in [verifier] and [secrets]', () => {
    const names = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => `S${i}`));
    expect(
      bench(`${AGENT}[verifier]\nrequired = ${names(16)}\n[secrets]\nrequired = ${names(16)}\n`),
    ).toEqual([]);
    expect(
      bench(`${AGENT}[verifier]\nrequired = ${names(17)}\n[secrets]\nrequired = ${names(18)}\n`),
    ).toEqual([
      'verifier.required[16]: [verifier].required lists 17 names; at most 16 are allowed. Remove the extra names.',
      'secrets.required[16]: [secrets].required lists 18 names; at most 16 are allowed. Remove the extra names.',
    ]);
  });

  it('that are not tables or lists get a type error only, no cross-field problem', () => {
    const top = (head: string, body = '') =>
      problems(parseBenchmarkConfig, `${head}[experiment]\nbenchmark = "tb"\n${body}`);
    expect(top('env = 1\nexecution = 1\nverifier = 1\nsecrets = 1\nagents = [1, "x"]\n')).toEqual([
      'env: must be a table, got 1. Make `[env]` a table of `KEY = "value"` strings.',
      'execution: must be a table, got 1. Make `[execution]` a table of settings.',
      'verifier: must be a table, got 1. Make `[verifier]` a table with `required = [...]`.',
      'secrets: must be a table, got 1. Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
      'agents[0]: must be a table, got 1. Write each agent as an `[[agents]]` table.',
      'agents[1]: must be a table, got "x". Write each agent as an `[[agents]]` table.',
    ]);
    const list = 'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
    expect(top('agents = "x"\n', '[verifier]\nrequired = "ABC"\n[secrets]\nrequired = "ABC"\n')).toEqual([
      'agents: must be a list, got "x". Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
      `verifier.required: must be a list, got "ABC". ${list}`,
      `secrets.required: must be a list, got "ABC". ${list}`,
    ]);
    const agent =
      '[[agents]]\nenv = 1\nharness = 1\n[agents.model]\ntype = "endpoint"\nbase_url = "u"\nmodel = "m"\napi_key_secret = "K"\nextra_headers = 1\n';
    expect(top('', agent)).toEqual([
      'agents[0].env: must be a table, got 1. Make `[agents.env]` a table of `KEY = "value"` strings.',
      'agents[0].harness: must be a string, got 1. Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
      'agents[0].model.extra_headers: must be a table, got 1. Use a table of `header = "value"` strings.',
    ]);
  });

  it('recommend the parity task set for HLE only', () => {
    const warnings = (benchmark: string, tasks = '') => {
      const config = parseBenchmarkConfig(
        `[experiment]\nbenchmark = "${benchmark}"\n${AGENT}${tasks}`,
        'f.toml',
      );
      return benchmarkConfigWarnings(config);
    };
    const parity = {
      code: 'HLE_PARITY_RECOMMENDED',
      message: 'For HLE, set [tasks] task_set = "parity" so results are comparable.',
    };
    expect(warnings(' HLE ')).toEqual([parity]);
    expect(warnings('hle', '[tasks]\ncategories = ["x"]\n')).toEqual([parity]);
    expect(warnings('hle', '[tasks]\ntask_set = "parity"\n')).toEqual([]);
    expect(warnings('hle-2')).toEqual([]);
  });
});
