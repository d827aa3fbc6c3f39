import { describe, expect, it } from 'vitest';
import { defaultRunName, sanitizeRunNamePart } from '../../src/core/run-name.js';

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
