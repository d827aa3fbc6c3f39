/**
 * The equivalent mutants excluded in stryker.config.mjs (not in src/, where they were comments): each
 * names code that is in its file exactly once, and the ignorer skips that node and no other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs config without types
import config, { EQUIVALENT_MUTANTS, strykerPlugins } from '../../stryker.config.mjs';
import { REPO_ROOT } from '../helpers/run-cli.js';

type Entry = [file: string, code: string, why: string];
const entries = EQUIVALENT_MUTANTS as Entry[];
const collapse = (code: string) => code.replace(/\s+/g, ' ').trim();
const ignorer = (strykerPlugins as { value: { shouldIgnore(path: unknown): string | undefined } }[])[0]
  ?.value;

/** What the ignorer reads of a Babel NodePath. */
const nodePath = (file: string, code: string) => ({
  hub: { file: { opts: { filename: join(REPO_ROOT, file) } } },
  node: { start: 0 },
  getSource: () => code,
});

describe('stryker.config.mjs: equivalent mutants kept out of src/', () => {
  it('names code that is in its file exactly once', () => {
    expect(entries.length).toBeGreaterThan(10);
    const counts = entries.map(([file, code]) => {
      const text = collapse(readFileSync(join(REPO_ROOT, file), 'utf8'));
      return `${file}: ${text.split(collapse(code)).length - 1}`;
    });
    expect(counts).toEqual(entries.map(([file]) => `${file}: 1`));
  });

  it('leaves no Stryker comment in src/', () => {
    const sources = entries.map(([file]) => readFileSync(join(REPO_ROOT, file), 'utf8')).join('\n');
    expect(sources).not.toMatch(/Stryker (disable|restore)/);
  });

  it('ignores the named node with its reason, and not the same code in another file or other code', () => {
    const [file, code, why] = entries[0] as Entry;
    expect(ignorer?.shouldIgnore(nodePath(file, code.replaceAll(' ', '\n  ')))).toBe(
      `equivalent mutant: ${why}`,
    );
    expect(ignorer?.shouldIgnore(nodePath('src/core/metrics.ts', code))).toBeUndefined();
    expect(ignorer?.shouldIgnore(nodePath(file, `${code} && x`))).toBeUndefined();
  });

  it('mutates the core and the commands that decide a verdict, each of which a unit test imports', () => {
    const mutate = (config as { mutate: string[] }).mutate;
    expect(mutate).toContain('src/core/**/*.ts');
    const commands = mutate.filter((pattern) => pattern.startsWith('src/commands/'));
    expect(commands).toEqual([
      'src/commands/managed/judge.ts',
      'src/commands/eval-merge.ts',
      'src/commands/eval-run/outcome.ts',
    ]);
    // vitest.mutate.config.ts runs test/unit: a module no unit test imports would be all "no coverage".
    const units = ['managed-judge', 'eval-merge-command', 'eval-run-outcome'].map((name) =>
      readFileSync(join(REPO_ROOT, `test/unit/${name}.test.ts`), 'utf8'),
    );
    commands.forEach((file, i) => {
      expect(units[i]).toContain(`'../../${file.replace(/\.ts$/, '.js')}'`);
    });
  });
});
