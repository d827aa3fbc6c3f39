import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs scripts without types
import * as house from '../../scripts/check-house.mjs';
// @ts-expect-error: plain .mjs scripts without types
import { sourceDigest } from '../../scripts/source-digest.mjs';

const { checkHouse, MAX_FILE_LINES, MAX_FUNCTION_LINES, MAX_POSITIONAL_PARAMETERS } = house;

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
  'commands/d.ts': "import type { c } from '../adapters/c.js';\nexport const d = (x: typeof c) => x;\n",
  'entries/cli/e.ts':
    "import { d } from '../../commands/d.js';\nimport { f } from './f.js';\nexport const e = d(f);\n",
  'entries/cli/f.ts': 'export const f = 1;\n',
  'entries/action/g.ts': "import * as core from '@actions/core';\nexport const g = () => core.info('g');\n",
  'adapters/h.ts': "import * as core from '@actions/core';\nexport const h = () => core.info('h');\n",
  'cli.ts': "const e = () => import('./entries/cli/e.js');\nconsole.log(await e());\n",
  'action.ts': "const g = () => import('./entries/action/g.js');\n(await g()).g();\n",
};

/** The rules alone, without the repository's own list of known violations. */
const check = (root: string): Problem[] => checkHouse(root, new Set());

const rules = (problems: Problem[]) => problems.map((p) => `${p.rule} ${p.file}:${p.line}`).sort();

describe('house rules (scripts/check-house.mjs)', () => {
  it('passes a tree whose layers only look down', () => {
    expect(check(tree(clean))).toEqual([]);
  });

  it('reports an adapter that imports a command, and a core module that imports an adapter', () => {
    const problems: Problem[] = check(
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
    const problems: Problem[] = check(
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

  it('reports a command that imports an adapter at run time, not one that imports its types', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'commands/d.ts':
          "import type { c } from '../adapters/c.js';\nimport { h } from '../adapters/h.js';\nexport const d = (x: typeof c) => h() ?? x;\n",
        // An inline `type` is still a run-time import under verbatimModuleSyntax.
        'commands/k.ts': "import { type c } from '../adapters/c.js';\nexport const k = 1 as typeof c;\n",
        'commands/m.ts': "export const m = async () => (await import('../adapters/c.js')).c;\n",
      }),
    );
    expect(rules(problems)).toEqual([
      'command-adapter commands/d.ts:2',
      'command-adapter commands/k.ts:1',
      'command-adapter commands/m.ts:1',
    ]);
    expect(problems[0]?.message).toContain('through its deps');
  });

  it('reports an action entry importing a CLI entry module, and an entry importing a dispatched entry', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'entries/action/g.ts': "import { f } from '../cli/f.js';\nexport const g = () => f;\n",
        'entries/cli/f.ts': "import { e } from './e.js';\nexport const f = 1;\nexport const z = e;\n",
      }),
    );
    expect(rules(problems).filter((r) => r.startsWith('entries-apart'))).toEqual([
      'entries-apart entries/action/g.ts:1',
      'entries-apart entries/cli/f.ts:1',
    ]);
    expect(problems.find((p) => p.file === 'entries/cli/f.ts')?.message).toContain(
      'imports the entry entries/cli/e.ts',
    );
  });

  it('reports @actions/* outside adapters and the action entries', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'entries/cli/f.ts': "import * as github from '@actions/github';\nexport const f = github.context;\n",
        'commands/d.ts': "import { getState } from '@actions/core';\nexport const d = getState;\n",
      }),
    );
    expect(rules(problems)).toEqual([
      'actions-toolkit commands/d.ts:1',
      'actions-toolkit entries/cli/f.ts:1',
    ]);
  });

  it('reports a report renderer or a verdict called in an entry, not in a command', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'entries/cli/f.ts':
          "import { renderComment } from '../../core/r.js';\nimport { evaluateGate } from '../../core/r.js';\nexport const f = renderComment(evaluateGate());\n",
        'core/r.ts':
          'export const renderComment = (x: unknown) => x;\nexport const evaluateGate = () => 1;\n',
        'commands/n.ts':
          "import { renderComment } from '../core/r.js';\nexport const n = renderComment(1);\n",
      }),
    );
    const calls = problems.filter((p) => p.rule === 'report-in-entry');
    expect(calls.map((p) => `${p.rule} ${p.file}:${p.line} ${p.message.split('(')[0]}`).sort()).toEqual([
      'report-in-entry entries/cli/f.ts:3 evaluateGate',
      'report-in-entry entries/cli/f.ts:3 renderComment',
    ]);
  });

  it('reports an entry importing a verdict module, even through a namespace the call-name rule misses', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'core/verdict/gate.ts': 'export const evaluateGate = () => 1;\n',
        'core/inputs.ts': 'export const parseInputs = () => 1;\n',
        'entries/cli/f.ts':
          "import * as gate from '../../core/verdict/gate.js';\nimport { parseInputs } from '../../core/inputs.js';\nimport type { evaluateGate } from '../../core/verdict/gate.js';\nexport const f = gate.evaluateGate() + parseInputs();\nexport type G = typeof evaluateGate;\n",
      }),
    );
    // The old rule looked for called names only: `gate.evaluateGate()` slipped past it.
    expect(problems.filter((p) => p.rule === 'report-in-entry')).toEqual([]);
    expect(rules(problems)).toEqual(['entry-import entries/cli/f.ts:1']);
    expect(problems[0]?.message).toContain('core/verdict/gate.ts');
  });

  it('reports a verdict or an exit code decided outside core/verdict/, not an error mapped or a verdict read', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'core/errors.ts':
          'export const ExitCode = { ok: 0, gateFailed: 1, usage: 2, infrastructure: 3 } as const;\n',
        'core/verdict/gate.ts':
          "import { ExitCode } from '../errors.js';\nexport const gate = (ok: boolean) => ({ verdict: ok ? 'passed' : 'failed', exitCode: ok ? ExitCode.ok : ExitCode.gateFailed });\n",
        'core/adaptive/decision.ts': "export const settle = () => ({ verdict: 'passed' as const });\n",
        'commands/d.ts': [
          "import { ExitCode } from '../core/errors.js';",
          "export const planted = (rate: number) => ({ verdict: rate > 0.5 ? ('passed' as const) : 'failed' });",
          'export const flip = () => ExitCode.gateFailed;',
          'export const upload = (ok: boolean) => ({ exitCode: ok ? ExitCode.ok : ExitCode.infrastructure });',
          "export const errored = (usage: boolean) => ({ verdict: 'error', exitCode: usage ? ExitCode.usage : ExitCode.infrastructure });",
          "export const read = (r: { verdict: string }) => r.verdict === 'passed' && ExitCode.ok === 0;",
          '',
        ].join('\n'),
      }),
    );
    expect(
      problems
        .filter((p) => p.rule === 'verdict-outside')
        .map((p) => `${p.file}:${p.line} ${p.message.split(':')[0]}`),
    ).toEqual(['commands/d.ts:2 verdict', 'commands/d.ts:3 ExitCode.gateFailed', 'commands/d.ts:4 exitCode']);
  });

  it('reports a loop between two folders whose modules form no cycle, not one with a folder inside it', () => {
    const problems: Problem[] = check(
      tree({
        ...clean,
        'commands/report/a.ts': "import { b } from '../managed/b.js';\nexport const a = b;\n",
        'commands/managed/b.ts': 'export const b = 1;\n',
        'commands/managed/c.ts': "import { x } from '../report/x.js';\nexport const c = x;\n",
        'commands/report/x.ts': 'export const x = 1;\n',
        'core/sub/s.ts': "import { b } from '../b.js';\nexport const s = b;\n",
        'core/t.ts': "import { s } from './sub/s.js';\nexport const t = s;\n",
      }),
    );
    expect(problems.map((p) => `${p.rule} ${p.message.split(':')[1]}`)).toEqual([
      'folder-cycle  commands/managed -> commands/report -> commands/managed',
    ]);
  });

  it('reports a function with more than the positional parameters allowed, not one at the limit', () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `p${i}: number`).join(', ');
    const problems: Problem[] = check(
      tree({
        ...clean,
        'core/params.ts': `export function fits(${names(MAX_POSITIONAL_PARAMETERS)}) {\n  return p0;\n}\nexport const tooMany = (${names(MAX_POSITIONAL_PARAMETERS + 1)}) => p0;\n`,
      }),
    );
    expect(rules(problems)).toEqual(['parameters core/params.ts:4']);
    expect(problems[0]?.message).toContain('tooMany takes 5 positional parameters');
  });

  it('marks a listed known violation as known, and reports a listed one that no longer occurs', () => {
    const root = tree({
      ...clean,
      'entries/cli/f.ts':
        "import { renderComment } from '../../core/outputs.js';\nexport const f = renderComment(1);\n",
      'core/report/outputs.ts': 'export const renderComment = (x: unknown) => x;\n',
    });
    const known = new Set(['report-in-entry entries/cli/f.ts renderComment']);
    expect(checkHouse(root, known)).toEqual([
      expect.objectContaining({ rule: 'report-in-entry', file: 'entries/cli/f.ts', known: true }),
    ]);
    const stale = new Set(['report-in-entry entries/cli/e.ts renderTerminal']);
    expect(
      checkHouse(root, stale).map((p: Problem & { known?: boolean }) => `${p.rule} ${p.known ?? false}`),
    ).toEqual(['report-in-entry false', 'known-list false']);
  });

  it('reports an import cycle with its members', () => {
    const problems: Problem[] = check(
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
    const problems: Problem[] = check(
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
