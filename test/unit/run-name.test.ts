import { describe, expect, it } from 'vitest';
import { defaultRunName, sanitizeRunNamePart } from '../../src/core/journal/run-name.js';

describe('defaultRunName', () => {
  it.each([
    ['configs/eval/quickstart.toml', {}, 'quickstart-local'],
    ['configs/eval/quickstart.toml', { pullRequest: 42, refName: '42/merge' }, 'quickstart-pr42'],
    ['configs/eval/my rollout.toml', { refName: 'feature/new thing' }, 'my-rollout-feature-new-thing'],
    ['configs/eval/---.toml', {}, 'eval-local'],
    ['configs/eval/a.toml', { refName: '../../etc' }, 'a-etc'],
  ])('%s with %j is %s', (config, context, expected) => {
    expect(defaultRunName(config, context)).toBe(expected);
  });

  it('stays within the CLI limit of 96 characters', () => {
    const name = defaultRunName('configs/eval/a.toml', { refName: 'x'.repeat(200) });
    expect(name.length).toBeLessThanOrEqual(96);
    expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
  });

  it('never leaves path separators or ".."', () => {
    expect(sanitizeRunNamePart('a/../b\\c')).toBe('a-.-b-c');
  });
});

describe('sanitizeRunNamePart', () => {
  it.each([
    ['a  b//c', 'a-b-c'],
    ['a...b..c.d', 'a.b.c.d'],
    ['-_.a-b', 'a-b'],
    ['a-b---', 'a-b'],
    ['a.', 'a.'],
    ['x_-.y', 'x_-.y'],
    ['--', ''],
  ])('%j is %j', (text, expected) => {
    expect(sanitizeRunNamePart(text)).toBe(expected);
  });
});

describe('defaultRunName scope and length', () => {
  it('names a pull request by its number, 0 included, before any branch', () => {
    expect(defaultRunName('a.toml', { pullRequest: 0, refName: 'main' })).toBe('a-pr0');
    expect(defaultRunName('c/a.b.toml', { refName: 'main' })).toBe('a.b-main');
  });

  it('falls back to local when the branch name is empty or nothing of it is usable', () => {
    expect(defaultRunName('a.toml', { refName: '' })).toBe('a-local');
    expect(defaultRunName('a.toml', { refName: '///' })).toBe('a-local');
  });

  it('keeps a name of exactly 96 characters and cuts a longer one, without a trailing "-" or "."', () => {
    const exact = defaultRunName('a.toml', { refName: 'x'.repeat(94) });
    expect(exact).toBe(`a-${'x'.repeat(94)}`);
    expect(defaultRunName('a.toml', { refName: `${'x'.repeat(93)}.` })).toBe(`a-${'x'.repeat(93)}.`);
    // A cut that would end in "-." drops them before the digest.
    const cut = defaultRunName('a.toml', { refName: `${'x'.repeat(83)}-.${'y'.repeat(12)}` });
    expect(cut).toMatch(new RegExp(`^a-${'x'.repeat(83)}-[0-9a-f]{8}$`));
    expect(defaultRunName('a.toml', { refName: 'x'.repeat(95) })).toMatch(
      new RegExp(`^a-${'x'.repeat(85)}-[0-9a-f]{8}$`),
    );
  });

  it('ends a cut name in a digest of the whole name, so long names that differ late stay apart', () => {
    const long = 'feature-'.repeat(12);
    const one = defaultRunName('a.toml', { refName: `${long}one` });
    const two = defaultRunName('a.toml', { refName: `${long}two` });
    expect(one).not.toBe(two);
    expect(one).toHaveLength(96);
    expect(one).toMatch(/-[0-9a-f]{8}$/);
    expect(defaultRunName('a.toml', { refName: `${long}one` })).toBe(one);
  });
});
