/**
 * The small modules of src/core word for word: sample counts and their words, the token fixes by
 * surface, the gate-metric pairings, osmosis's rollout exclusions and the display path.
 */
import { describe, expect, it } from 'vitest';
import { displayPath } from '../../src/core/display-path.js';
import { UsageError } from '../../src/core/errors.js';
import { checkGateMetric } from '../../src/core/input-pairs.js';
import {
  EXCLUDED_ROLLOUT_DIRS,
  isExcludedRolloutFile,
  isExcludedRolloutPath,
} from '../../src/core/osmosis/rollout-exclusions.js';
import { OUTCOME_WORDS, sampleCounts, sampleOutcome, sampleWords } from '../../src/core/sample-counts.js';
import { githubTokenWording, platformTokenWording } from '../../src/core/token-wording.js';

describe('sample counts', () => {
  it('gives each row its outcome at the threshold', () => {
    expect(sampleOutcome({ status: 'skipped', reward: 1 }, 0.5)).toBe('skipped');
    expect(sampleOutcome({ status: 'success', reward: 0.5 }, 0.5)).toBe('passed');
    expect(sampleOutcome({ status: 'failed', reward: 0.9 }, 0.5)).toBe('passed');
    expect(sampleOutcome({ status: 'success', reward: 0.4 }, 0.5)).toBe('below-threshold');
    expect(sampleOutcome({ status: 'success', reward: null }, 0.5)).toBe('below-threshold');
    expect(sampleOutcome({ status: 'failed', reward: null }, 0.5)).toBe('errored');
    expect(sampleOutcome({ status: 'failed', reward: 0.1 }, 0.5)).toBe('errored');
    expect(OUTCOME_WORDS).toEqual({
      passed: 'passed',
      'below-threshold': 'below threshold',
      errored: 'errored',
      skipped: 'skipped',
    });
  });
  it('counts a result, with the errored rows when rows were read one by one', () => {
    const metrics = { total: 10, passed: 6, completed: 9, skipped: 1 };
    expect(sampleCounts({ metrics, belowThreshold: { count: 2 } })).toEqual({
      total: 10,
      passed: 6,
      belowThreshold: 2,
      errored: 1,
      skipped: 1,
      notPassed: 3,
    });
    expect(sampleCounts({ metrics })).toEqual({
      total: 10,
      passed: 6,
      belowThreshold: undefined,
      errored: undefined,
      skipped: 1,
      notPassed: 3,
    });
    expect(sampleCounts({ metrics: null })).toBeUndefined();
    expect(sampleCounts({})).toBeUndefined();
  });
  it('words the counts the same on every surface', () => {
    const counts = { total: 10, passed: 6, belowThreshold: 2, errored: 1, skipped: 1, notPassed: 3 };
    expect(sampleWords(counts)).toEqual([
      '10 total',
      '6 passed',
      '2 below threshold',
      '1 errored',
      '1 skipped',
    ]);
    expect(sampleWords({ ...counts, belowThreshold: undefined }, '10 samples', 'timed out')).toEqual([
      '10 samples',
      '6 passed',
      '3 not passed',
      '1 timed out',
    ]);
  });
});

describe('token wording', () => {
  it("names the platform token's fix by surface", () => {
    expect(platformTokenWording()).toEqual({
      missing: 'pass the `osmosis-token` input (from a repository secret) or set OSMOSIS_TOKEN',
      rejected:
        'Create a new token on the Osmosis platform and store it in the repository secret passed as `osmosis-token`.',
    });
    expect(platformTokenWording('cli')).toEqual({
      missing: 'set the OSMOSIS_TOKEN environment variable to a token from the Osmosis platform',
      rejected: 'Create a new token on the Osmosis platform and set OSMOSIS_TOKEN to it.',
    });
  });
  it("names the GitHub token's fix by surface and variable", () => {
    expect(githubTokenWording()).toEqual({
      missing: 'pass github-token (the action defaults to github.token)',
      rejected: 'Pass a valid github-token.',
    });
    expect(githubTokenWording('cli')).toEqual({
      missing: 'set GITHUB_TOKEN to a GitHub token (or name another variable with --token-env)',
      rejected: 'Set GITHUB_TOKEN to a valid GitHub token.',
    });
    expect(githubTokenWording('cli', 'GH_PAT')).toEqual({
      missing: 'set GH_PAT to a GitHub token',
      rejected: 'Set GH_PAT to a valid GitHub token.',
    });
  });
});

describe('checkGateMetric', () => {
  const label = (name: string) => `--${name}`;
  const inputs = { 'gate-metric': 'pass-at-k', 'gate-on': 'pass-rate', adaptive: 'off' };
  it('accepts pass-rate with anything, and another metric on pass-rate without adaptive', () => {
    expect(() =>
      checkGateMetric({ 'gate-metric': 'pass-rate', 'gate-on': 'lower-bound', adaptive: 'certain' }, label),
    ).not.toThrow();
    expect(() => checkGateMetric(inputs, label)).not.toThrow();
  });
  it('refuses another metric with gate-on lower-bound, or with adaptive', () => {
    expect(() => checkGateMetric({ ...inputs, 'gate-on': 'lower-bound' }, label)).toThrow(
      new UsageError(
        "--gate-metric pass-at-k compares the run's value with min-pass-rate directly; --gate-on lower-bound bounds the pass rate of the samples only. Remove --gate-on, or set --gate-metric to pass-rate.",
      ),
    );
    expect(() => checkGateMetric({ ...inputs, adaptive: 'certain' }, label)).toThrow(
      new UsageError(
        "--adaptive stops once the pass rate of the samples is settled, not pass-at-k; --gate-metric pass-at-k needs every row's samples. Remove --adaptive, or set --gate-metric to pass-rate.",
      ),
    );
  });
});

describe('rollout exclusions', () => {
  it("leaves out osmosis's folders, the lock and egg-info, wherever they are", () => {
    expect([...EXCLUDED_ROLLOUT_DIRS].sort()).toEqual(
      [
        '__pycache__',
        '.git',
        '.venv',
        'venv',
        'dist',
        'build',
        'node_modules',
        '.pytest_cache',
        '.ruff_cache',
      ].sort(),
    );
    expect(isExcludedRolloutFile('uv.lock')).toBe(true);
    expect(isExcludedRolloutFile('pkg.egg-info')).toBe(true);
    expect(isExcludedRolloutFile('uv.lock.bak')).toBe(false);
    expect(isExcludedRolloutFile('egg-info.py')).toBe(false);
    expect(isExcludedRolloutPath('a/__pycache__/x.pyc')).toBe(true);
    expect(isExcludedRolloutPath('sub/uv.lock')).toBe(true);
    expect(isExcludedRolloutPath('x.egg-info/PKG-INFO')).toBe(true);
    expect(isExcludedRolloutPath('src/build.py')).toBe(false);
    expect(isExcludedRolloutPath('main.py')).toBe(false);
  });
});

describe('displayPath', () => {
  it('is workspace-relative inside it, absolute outside it and for the workspace itself', () => {
    expect(displayPath('/ws', '/ws/a/b.json')).toBe('a/b.json');
    expect(displayPath('/ws', '/other/b.json')).toBe('/other/b.json');
    expect(displayPath('/ws', '/ws')).toBe('/ws');
  });
});
