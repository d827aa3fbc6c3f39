import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regressionBlocks } from '../../src/core/verdict/regression.js';

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the verdict folder (src/core/verdict/)', () => {
  it('blocks a regression only when the evidence found one and the drop is over max-regression', () => {
    expect(regressionBlocks({ regressed: true, drop: 0.06, maxRegression: 0.05 })).toBe(true);
    expect(regressionBlocks({ regressed: true, drop: 0.05, maxRegression: 0.05 })).toBe(false);
    expect(regressionBlocks({ regressed: false, drop: 0.5, maxRegression: 0.05 })).toBe(false);
    expect(regressionBlocks({ regressed: true, drop: 0.01, maxRegression: 0 })).toBe(true);
  });

  it('is the only place a drop is compared with max-regression', () => {
    const comparison = /[<>]=?\s*(\w+\.)?maxRegression\b|\bmaxRegression\s*[<>]/;
    const elsewhere = sources(SRC)
      .filter((file) => !relative(SRC, file).startsWith('core/verdict/'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${relative(SRC, file)}:${index + 1}`, line }))
          .filter(({ line }) => comparison.test(line)),
      );
    expect(elsewhere).toEqual([]);
  });
});
