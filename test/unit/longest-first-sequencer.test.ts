import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedSeconds, longestFirst, MEASURED_SECONDS } from '../sequencer/longest-first.js';

const root = resolve(import.meta.dirname, '../..');

describe('the order the test files start in', () => {
  it('starts the measured long files first, then unmeasured integration files, then unit files', () => {
    const order = longestFirst([
      'test/unit/config.test.ts',
      'test/integration/new-real.test.ts',
      'test/integration/row-identity-real.test.ts',
      'test/integration/github-compare.test.ts',
      'test/integration/eval-run-cache.test.ts',
    ]);
    expect(order).toEqual([
      'test/integration/eval-run-cache.test.ts',
      'test/integration/row-identity-real.test.ts',
      'test/integration/new-real.test.ts',
      'test/integration/github-compare.test.ts',
      'test/unit/config.test.ts',
    ]);
    expect(expectedSeconds('test/unit/config.test.ts')).toBeLessThan(1);
  });

  it('names only files that exist, so a renamed long file does not silently start last', () => {
    const missing = [...MEASURED_SECONDS.keys()].filter((file) => !existsSync(resolve(root, file)));
    expect(missing).toEqual([]);
  });
});
