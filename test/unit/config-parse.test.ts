import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../../src/core/config/index.js';
import { ExitCode } from '../../src/core/errors.js';

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const EXPERIMENT = '[experiment]\nrollout = "a"\nentrypoint = "main.py"\nmodel_path = "m"\ndataset = "d"\n';

describe('config files that are not TOML', () => {
  it('say where, what and how to fix it, then show the line', () => {
    const error = configError(() => parseEvalConfig('a = 1\nb = \n', 'configs/eval/x.toml'));
    expect(error.message).toBe(
      'configs/eval/x.toml:2:5: invalid TOML at line 2, column 5: invalid value. Fix the syntax there (see https://toml.io).\n' +
        '1:  a = 1\n2:  b = \n        ^',
    );
    expect(error.exitCode).toBe(ExitCode.usage);
    expect(error.location).toEqual({ file: 'configs/eval/x.toml', line: 2, column: 5 });
    expect(error.issues).toEqual([
      { key: '', message: 'Invalid TOML document: invalid value', line: 2, column: 5 },
    ]);
  });

  it('end the message at the fix when the lines around the error are all blank (no code block to show)', () => {
    const error = configError(() => parseEvalConfig('a = [\n\n\n', 'configs/eval/x.toml'));
    expect(error.message).toBe(
      'configs/eval/x.toml:4:1: invalid TOML at line 4, column 1: invalid value. Fix the syntax there (see https://toml.io).',
    );
    expect(error.location).toEqual({ file: 'configs/eval/x.toml', line: 4, column: 1 });
  });

  it('let an error that is not a TOML syntax error through as it is, not as a config error', () => {
    let thrown: unknown;
    try {
      parseEvalConfig(undefined as unknown as string, 'configs/eval/x.toml');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown).not.toBeInstanceOf(ConfigError);
  });

  it('refuse a key that would set a prototype, and keep 2 and 2.0 apart', () => {
    expect(configError(() => parseTrainingConfig('__proto__ = 1\n', 'f.toml')).message).toMatch(
      /^f\.toml:1:1: invalid TOML at line 1, column 1: document contains an unsafe property\./,
    );
    expect(
      configError(() =>
        parseEvalConfig(`${EXPERIMENT}[evaluation]\nn = 2.0\n[secrets]\nrequired = []\n`, 'f.toml'),
      ).issues,
    ).toEqual([expect.objectContaining({ key: 'evaluation.n', line: 7, column: 1 })]);
  });
});

describe('config files that do not validate', () => {
  it('count one problem in the singular and locate the error at it', () => {
    const error = configError(() => parseEvalConfig(EXPERIMENT, 'c.toml'));
    expect(error.message).toBe(
      'Invalid eval config c.toml (1 problem):\n' +
        '  c.toml:1:1: secrets: required section is missing. Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
    );
    expect(error.location).toEqual({ file: 'c.toml', line: 1, column: 1 });
  });

  it('sort problems at the same place by key', () => {
    const error = configError(() => parseEvalConfig('\n[experiment]\n[secrets]\nrequired = []\n', 'c.toml'));
    expect(error.issues.map((issue) => [issue.key, issue.line, issue.column])).toEqual([
      ['experiment.dataset', 2, 1],
      ['experiment.entrypoint', 2, 1],
      ['experiment.model_path', 2, 1],
      ['experiment.rollout', 2, 1],
    ]);
    expect(error.message.split('\n')[0]).toBe('Invalid eval config c.toml (4 problems):');
    expect(error.location).toEqual({ file: 'c.toml', line: 2, column: 1 });
  });

  it('sort problems on one line by column, before their keys', () => {
    const text =
      'experiment = { rollout = "a", model_path = 1, entrypoint = 2, dataset = "d" }\n[secrets]\nrequired = []\n';
    const error = configError(() => parseEvalConfig(text, 'c.toml'));
    expect(error.issues.map((issue) => [issue.key, issue.column])).toEqual([
      ['experiment.model_path', 31],
      ['experiment.entrypoint', 47],
    ]);
    expect(error.location).toEqual({ file: 'c.toml', line: 1, column: 31 });
  });

  it('sort problems by line before column, and name the kind of config', () => {
    // zod reports harness (a field) before model (the next field) before bogus (an unknown key).
    const text = '[experiment]\n[[agents]]\n  bogus = 1\nharness = 2\n';
    const error = configError(() => parseBenchmarkConfig(text, 'b.toml'));
    expect(error.message.split('\n')[0]).toBe('Invalid benchmark config b.toml (4 problems):');
    expect(error.issues.map((issue) => `${issue.line}:${issue.column} ${issue.key}`)).toEqual([
      '1:1 experiment.benchmark',
      '2:1 agents[0].model',
      '3:3 agents[0].bogus',
      '4:1 agents[0].harness',
    ]);
  });

  it('render each problem as an indented file:line:column: key: message line', () => {
    const text = `${EXPERIMENT}[training]\nlr = "fast"\n`;
    expect(configError(() => parseTrainingConfig(text, 't.toml')).message).toBe(
      'Invalid training config t.toml (1 problem):\n' +
        '  t.toml:7:1: training.lr: must be a number, got "fast". Use a number, e.g. `1` or `0.5`.',
    );
  });
});
