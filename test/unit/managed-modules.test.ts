/** The managed command stays a set of small modules: no function in src/commands/managed/ over 120 lines. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/run-cli.js';

const DIR = join(REPO_ROOT, 'src/commands/managed');
const LIMIT = 120;

async function functionLengths(): Promise<{ where: string; lines: number }[]> {
  const found: { where: string; lines: number }[] = [];
  for (const file of await readdir(DIR)) {
    const text = await readFile(join(DIR, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const name = (node as { name?: ts.Node }).name?.getText(source) ?? '(anonymous)';
        found.push({ where: `${file}:${start + 1} ${name}`, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('src/commands/managed', () => {
  it(`has no function longer than ${LIMIT} lines`, async () => {
    const lengths = await functionLengths();
    expect(lengths.length).toBeGreaterThan(20);
    expect(lengths.filter((f) => f.lines > LIMIT)).toEqual([]);
  });

  it('is one module per concern, and the old single file is gone', async () => {
    const files = await readdir(DIR);
    for (const concern of ['submit.ts', 'locate.ts', 'wait.ts', 'judge.ts', 'logs.ts', 'download.ts'])
      expect(files).toContain(concern);
    await expect(readFile(join(REPO_ROOT, 'src/commands/managed.ts'))).rejects.toThrow();
  });
});
