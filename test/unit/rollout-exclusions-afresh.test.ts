/** osmosis's rollout exclusions, loaded afresh: the list and both arrows are module-level values. */
import { describe, expect, it } from 'vitest';
import * as exclusions from '../../src/core/osmosis/rollout-exclusions.js';
import { afresh } from '../helpers/fresh-module.js';

const load = () => afresh(exclusions, 'core/osmosis/rollout-exclusions.ts');
const DIRS = [
  '__pycache__',
  '.git',
  '.venv',
  'venv',
  'dist',
  'build',
  'node_modules',
  '.pytest_cache',
  '.ruff_cache',
];

describe('the rollout exclusions, loaded afresh', () => {
  it('leaves out exactly the folders osmosis leaves out', async () => {
    const { EXCLUDED_ROLLOUT_DIRS, isExcludedRolloutPath } = await load();
    expect([...EXCLUDED_ROLLOUT_DIRS]).toEqual(DIRS);
    for (const dir of DIRS) {
      expect(isExcludedRolloutPath(`a/${dir}/x.py`), dir).toBe(true);
      expect(isExcludedRolloutPath(dir), dir).toBe(true);
      expect(isExcludedRolloutPath(`a/${dir}x/y.py`), dir).toBe(false);
    }
  });

  it('leaves out the lock and egg-info, by the whole name or its end', async () => {
    const { isExcludedRolloutFile, isExcludedRolloutPath } = await load();
    expect(isExcludedRolloutFile('uv.lock')).toBe(true);
    expect(isExcludedRolloutFile('a.egg-info')).toBe(true);
    expect(isExcludedRolloutFile('.egg-info')).toBe(true);
    expect(isExcludedRolloutFile('xuv.lock')).toBe(false);
    expect(isExcludedRolloutFile('uv.lockx')).toBe(false);
    expect(isExcludedRolloutFile('a.egg-info.txt')).toBe(false);
    expect(isExcludedRolloutFile('main.py')).toBe(false);
    expect(isExcludedRolloutPath('sub/uv.lock')).toBe(true);
    expect(isExcludedRolloutPath('pkg.egg-info/PKG-INFO')).toBe(true);
    expect(isExcludedRolloutPath('src/pkg/main.py')).toBe(false);
    expect(isExcludedRolloutPath('')).toBe(false);
  });
});
