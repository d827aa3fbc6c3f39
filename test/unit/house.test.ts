import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs scripts without types
import { checkHouse, MAX_FILE_LINES, MAX_FUNCTION_LINES } from '../../scripts/check-house.mjs';
// @ts-expect-error: plain .mjs scripts without types
import { sourceDigest } from '../../scripts/source-digest.mjs';

interface Problem {
  rule: string;
  file: string;
  line?: number;
  message: string;
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'house-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const clean = {
  'core/a.ts': "import { b } from './b.js';\nexport const a = b + 1;\n",
  'core/b.ts': 'export const b = 1;\n',
  'adapters/c.ts': "import { a } from '../core/a.js';\nexport const c = a;\n",
  'commands/d.ts': "import { c } from '../adapters/c.js';\nexport const d = c;\n",
  'entries/e.ts': "import { d } from '../commands/d.js';\nexport const e = d;\n",
  'cli.ts': "import { e } from './entries/e.js';\nconsole.log(e);\n",
};

describe('house rules (scripts/check-house.mjs)', () => {
  it('passes a tree whose layers only look down', () => {
    expect(checkHouse(tree(clean))).toEqual([]);
  });

  it('reports an adapter that imports a command, and a core module that imports an adapter', () => {
    const problems: Problem[] = checkHouse(
      tree({
        ...clean,
        'adapters/c.ts': "import type { d } from '../commands/d.js';\nexport const c = 1;\n",
        'core/b.ts': "import { c } from '../adapters/c.js';\nexport const b = c;\n",
      }),
    );
    const layers = problems.filter((p) => p.rule === 'layer').map((p) => `${p.file}:${p.line}`);
    expect(layers.sort()).toEqual(['adapters/c.ts:1', 'core/b.ts:1']);
  });

  it('reports the Actions toolkit or file I/O imported by the core', () => {
    const problems: Problem[] = checkHouse(
      tree({
        ...clean,
        'core/b.ts':
          "import * as core from '@actions/core';\nimport { readFileSync } from 'node:fs';\nexport const b = 1;\n",
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('core imports @actions/core'),
      expect.stringContaining('core imports node:fs'),
    ]);
  });

  it('reports an import cycle with its members', () => {
    const problems: Problem[] = checkHouse(
      tree({ ...clean, 'core/b.ts': "import type { a } from './a.js';\nexport const b = 1 as typeof a;\n" }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'cycle',
        message: 'import cycle: core/a.ts -> core/b.ts -> core/a.ts',
      }),
    ]);
  });

  it('reports a file and a function over the limits, and not one at the limit', () => {
    const body = (lines: number) =>
      Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const atLimit = `export function fits() {\n${body(MAX_FUNCTION_LINES)}\n}\n`;
    const over = `export const tooLong = () => {\n${body(MAX_FUNCTION_LINES + 1)}\n};\n`;
    const lines = (count: number) => 'export const x = 1;\n'.repeat(count);
    const problems: Problem[] = checkHouse(
      tree({
        ...clean,
        'core/big.ts': `${atLimit}${over}`,
        'core/huge.ts': lines(MAX_FILE_LINES + 1),
        'core/full.ts': lines(MAX_FILE_LINES),
      }),
    );
    expect(problems.map((p) => `${p.rule} ${p.file}${p.line ? `:${p.line}` : ''}`).sort()).toEqual([
      'file-size core/huge.ts',
      `function-size core/big.ts:${MAX_FUNCTION_LINES + 1}`,
    ]);
    expect(problems.find((p) => p.rule === 'function-size')?.message).toContain('tooLong');
  });
});

describe('source digest (scripts/source-digest.mjs): a stale dist/ is detected', () => {
  it('changes when any source file changes, not with line endings', () => {
    const root = tree({
      'src/a.ts': 'export const a = 1;\n',
      'package-lock.json': '{}\n',
      'tsconfig.json': '{}\n',
    });
    const before = sourceDigest(root);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\r\n');
    expect(sourceDigest(root)).toBe(before);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(sourceDigest(root)).not.toBe(before);
    writeFileSync(join(root, 'src/new.ts'), '');
    expect(sourceDigest(root)).not.toBe(before);
  });
});
