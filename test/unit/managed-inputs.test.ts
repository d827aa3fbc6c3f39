import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import type { ManagedKind } from '../../src/core/managed.js';
import { DOWNLOAD_TYPES, MANAGED_INPUT_NAMES, parseManagedInputs } from '../../src/core/managed-inputs.js';

const label = (name: string) => `--${name}`;
const parse = (kind: ManagedKind, values: Record<string, string> = {}) =>
  parseManagedInputs(kind, (name) => ({ config: 'c.toml', ...values })[name], label) as Record<
    string,
    unknown
  >;
const problem = (kind: ManagedKind, values: Record<string, string>) => {
  try {
    parse(kind, values);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
};

describe('managed input names', () => {
  const common = [
    'config',
    'working-directory',
    'workspace',
    'code-ref',
    'platform-url',
    'timeout-minutes',
    'poll-interval',
    'stop-on-cancel',
    'stop-on-timeout',
    'fresh',
    'state-key',
    'osmosis-path',
    'result-dir',
    'comment-mode',
    'comment-key',
    'pr-number',
    'minimize-outdated',
  ];

  it('are the shared inputs plus each kind its own, never the secrets or tokens read separately', () => {
    expect(MANAGED_INPUT_NAMES.eval).toEqual([
      ...common,
      'wait',
      'min-pass-rate',
      'gate-on',
      'allow-inconclusive',
      'max-skipped',
      'retry-failed',
      'download',
      'run-name',
      'max-regression',
      'baseline-dir',
      'viewer',
      'upload-artifact',
    ]);
    expect(MANAGED_INPUT_NAMES.benchmark).toEqual([
      ...common,
      'wait',
      'min-pass-rate',
      'gate-on',
      'allow-inconclusive',
      'gate-agents',
      'max-rank',
      'download',
    ]);
    expect(MANAGED_INPUT_NAMES.training).toEqual([
      ...common,
      'wait',
      'preflight-eval',
      'preflight-min-pass-rate',
    ]);
    for (const names of Object.values(MANAGED_INPUT_NAMES))
      for (const secret of ['secrets', 'token', 'osmosis-token', 'github-token'])
        expect(names).not.toContain(secret);
  });

  it('reads only its own names from the environment', () => {
    const asked: string[] = [];
    parseManagedInputs(
      'training',
      (name) => {
        asked.push(name);
        return name === 'config' ? 'c.toml' : undefined;
      },
      label,
    );
    expect(asked).toEqual(MANAGED_INPUT_NAMES.training);
  });
});

describe('managed input defaults', () => {
  it('an eval waits, gates on the pass rate, upserts its comment and judges the code it stands on', () => {
    expect(parse('eval')).toEqual({
      kind: 'eval',
      config: 'c.toml',
      'code-ref': { kind: 'auto' },
      'timeout-minutes': 60,
      'poll-interval': 15,
      'stop-on-cancel': false,
      'stop-on-timeout': false,
      fresh: false,
      'comment-mode': 'upsert',
      'minimize-outdated': false,
      wait: true,
      'gate-on': 'pass-rate',
      'allow-inconclusive': false,
      'max-skipped': 0.1,
      'retry-failed': false,
      download: 'auto',
      viewer: 'failing',
      'upload-artifact': false,
    });
  });

  it('eval-submit takes the run viewer inputs as eval-run does', () => {
    expect(parse('eval', { viewer: 'all', 'upload-artifact': 'true' })).toMatchObject({
      viewer: 'all',
      'upload-artifact': true,
    });
    expect(() => parse('eval', { viewer: 'some' })).toThrow(/viewer.*must be one of failing, all, off/);
  });

  it('eval-submit takes max-regression as eval-run does (0 to 1) and a baseline-dir', () => {
    expect(parse('eval', { 'max-regression': '0.05', 'baseline-dir': 'b' })).toMatchObject({
      'max-regression': 0.05,
      'baseline-dir': 'b',
    });
    expect(() => parse('eval', { 'max-regression': '1.5' })).toThrow(/max-regression/);
    expect('max-regression' in parse('benchmark')).toBe(false);
  });

  it('a benchmark gates all agents by default', () => {
    expect(parse('benchmark')).toMatchObject({
      kind: 'benchmark',
      wait: true,
      'gate-on': 'pass-rate',
      'gate-agents': 'all',
      'allow-inconclusive': false,
      download: 'auto',
    });
  });

  it('a training run does not wait unless asked', () => {
    const inputs = parse('training');
    expect(inputs).toMatchObject({ kind: 'training', wait: false });
    expect('download' in inputs).toBe(false);
    expect(parse('training', { wait: 'TRUE' })).toMatchObject({ wait: true });
  });

  it('takes the given values over the defaults', () => {
    expect(
      parse('eval', {
        'working-directory': 'sub\\dir',
        'code-ref': 'branch:feature',
        'timeout-minutes': '10080',
        'poll-interval': '0.05',
        'stop-on-cancel': 'true',
        'stop-on-timeout': 'true',
        fresh: 'true',
        'comment-mode': 'off',
        'gate-on': 'lower-bound',
        'allow-inconclusive': 'true',
        'retry-failed': 'true',
        'minimize-outdated': 'true',
        wait: 'false',
        'pr-number': '12',
      }),
    ).toMatchObject({
      'working-directory': 'sub/dir',
      'code-ref': { kind: 'branch', branch: 'feature' },
      'timeout-minutes': 10_080,
      'poll-interval': 0.05,
      'stop-on-cancel': true,
      'stop-on-timeout': true,
      fresh: true,
      'comment-mode': 'off',
      'gate-on': 'lower-bound',
      'allow-inconclusive': true,
      'retry-failed': true,
      'minimize-outdated': true,
      wait: false,
      'pr-number': 12,
    });
    expect(parse('eval', { 'run-name': 'run-1' })).toMatchObject({ 'run-name': 'run-1', fresh: false });
    expect(parse('benchmark', { 'gate-agents': 'best', 'max-rank': '3' })).toMatchObject({
      'gate-agents': 'best',
      'max-rank': 3,
    });
  });
});

describe('fresh with run-name', () => {
  it('is refused: run-name attaches to an existing run, fresh submits a new one', () => {
    const message = problem('eval', { fresh: 'true', 'run-name': 'run-1' });
    expect(message).toMatch(/--fresh and --run-name/);
    expect(message).toMatch(/attaches to the existing run run-1/);
    expect(message).toMatch(/submits a new one/);
    expect(message).toBe(
      '--fresh and --run-name contradict each other: --run-name attaches to the existing run run-1, --fresh submits a new one. Remove one of them.',
    );
  });

  it('each alone is accepted', () => {
    expect(parse('eval', { fresh: 'true' })).toMatchObject({ fresh: true });
    expect(parse('eval', { fresh: 'false', 'run-name': 'run-1' })).toMatchObject({ 'run-name': 'run-1' });
  });
});

describe('the code-ref input', () => {
  it.each([
    ['auto', { kind: 'auto' }],
    ['config', { kind: 'config' }],
    [' ABCDEF1 ', { kind: 'commit', sha: 'abcdef1' }],
    ['branch:main', { kind: 'branch', branch: 'main' }],
  ])('%j is %j', (value, expected) => {
    expect(parse('eval', { 'code-ref': value })['code-ref']).toEqual(expected);
  });

  it("refuses anything else with parseCodeRef's reason, under the input's name", () => {
    expect(problem('eval', { 'code-ref': 'branch:' })).toBe(
      '--code-ref must name a branch after "branch:", without whitespace, got "branch:".',
    );
  });
});

describe('the download input', () => {
  it('lists the osmosis download types of each kind', () => {
    expect(DOWNLOAD_TYPES).toEqual({
      eval: ['metrics', 'trajectories', 'artifacts', 'logs'],
      benchmark: ['summary', 'results', 'artifacts', 'logs'],
      training: [],
    });
  });

  it.each([
    ['auto', 'auto'],
    ['none', 'none'],
    ['false', 'none'],
    ['metrics', ['metrics']],
    [' Metrics , LOGS,metrics ', ['metrics', 'logs']],
  ])('eval download %j is %j', (value, expected) => {
    expect(parse('eval', { download: value }).download).toEqual(expected);
  });

  it('takes the benchmark types for a benchmark', () => {
    expect(parse('benchmark', { download: 'summary,results' }).download).toEqual(['summary', 'results']);
  });

  it('names the allowed types when one is unknown', () => {
    expect(problem('eval', { download: 'metrics,summary' })).toBe(
      '--download must be auto, none or a comma-separated list of metrics, trajectories, artifacts, logs, got "metrics,summary".',
    );
    expect(problem('benchmark', { download: 'trajectories' })).toBe(
      '--download must be auto, none or a comma-separated list of summary, results, artifacts, logs, got "trajectories".',
    );
  });
});

describe('refused managed inputs', () => {
  it('requires a config, saying what it is', () => {
    const message = (() => {
      try {
        parseManagedInputs('eval', () => undefined, label);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toBe('--config is required: the path of the config to submit.');
  });

  it.each([
    ['eval', 'comment-mode', 'edit', '--comment-mode must be one of upsert, recreate, off.'],
    ['eval', 'gate-on', 'mean', '--gate-on must be one of pass-rate, lower-bound.'],
    ['benchmark', 'gate-on', 'mean', '--gate-on must be one of pass-rate, lower-bound.'],
    ['benchmark', 'gate-agents', 'some', '--gate-agents must be one of all, best.'],
    ['eval', 'run-name', '../x', '--run-name must be the name of an existing evaluation run.'],
  ] as const)('%s %s %j', (kind, name, value, expected) => {
    expect(problem(kind, { [name]: value })).toBe(expected);
  });

  it('applies the shared bounds of timeout-minutes and poll-interval', () => {
    expect(problem('eval', { 'timeout-minutes': '10081' })).toMatch(
      /^--timeout-minutes must be a positive number/,
    );
    expect(problem('eval', { 'poll-interval': '0.01' })).toMatch(
      /^--poll-interval must be a number of seconds/,
    );
    expect(problem('benchmark', { 'max-rank': '100001' })).toMatch(/^--max-rank must be a whole number/);
  });

  it('lists every problem at once', () => {
    expect(problem('training', { wait: 'maybe', 'preflight-min-pass-rate': '2' })).toBe(
      'Invalid inputs:\n- --wait must be true or false, got "maybe"\n- --preflight-min-pass-rate must be a number from 0 to 1 (0.9 means 90%), got "2"',
    );
  });
});
