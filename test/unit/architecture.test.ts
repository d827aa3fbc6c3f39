/**
 * docs/architecture.md stays true: every module its decision table and its eval-run flow name exists,
 * the commands scripts/build.mjs writes action shims for are the commands src/action.ts dispatches,
 * and each CLI command's flags are its input schema's names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { DATASET_VALIDATE_INPUT_NAMES } from '../../src/core/dataset/dataset-validate-inputs.js';
import { EVAL_MERGE_INPUT_NAMES } from '../../src/core/eval-merge-inputs.js';
import { EVAL_UPLOAD_INPUT_NAMES } from '../../src/core/eval-upload-inputs.js';
import { EVAL_RUN_INPUT_NAMES, SETUP_INPUT_NAMES } from '../../src/core/inputs.js';
import { MANAGED_INPUT_NAMES } from '../../src/core/managed-inputs.js';
import { EVAL_RUBRIC_INPUT_NAMES } from '../../src/core/rubric/rubric-inputs.js';
import { USAGE } from '../../src/entries/cli/usage.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const architecture = read('docs/architecture.md');

/** The module paths a piece of the map names: `core/x.ts`, `commands/managed/`, and `a.ts` inside the folder named before it. */
function namedPaths(text: string): string[] {
  const paths: string[] = [];
  for (const line of text.split('\n')) {
    let folder: string | undefined;
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      if (!token || token.includes('{') || token.includes('<')) continue;
      if (/^(core|adapters|commands|entries)\/[\w./-]*$/.test(token)) {
        paths.push(token);
        if (token.endsWith('/')) folder = token;
      } else if (folder && /^[\w-]+\.ts$/.test(token)) {
        paths.push(`${folder}${token}`);
      }
    }
  }
  return paths;
}

/** The section of architecture.md under a `## ` heading. */
function section(heading: string): string {
  const start = architecture.indexOf(`## ${heading}`);
  expect(start, `docs/architecture.md has a "## ${heading}" section`).toBeGreaterThan(-1);
  const next = architecture.indexOf('\n## ', start + 3);
  return architecture.slice(start, next === -1 ? undefined : next);
}

describe('docs/architecture.md', () => {
  it('holds one decision table, and every module it names exists', () => {
    const tables = architecture.split('\n').filter((line) => /^\|\s*Decision\s*\|/.test(line));
    expect(tables).toHaveLength(1);
    const paths = namedPaths(section('Where each decision lives'));
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !existsSync(join(REPO_ROOT, 'src', path)))).toEqual([]);
  });

  it('names only modules that exist in the eval-run flow', () => {
    // The flow is a code block: its paths are bare, not in backticks.
    const flow = section('How eval-run flows');
    const paths = [...flow.matchAll(/\b((?:core|adapters|commands|entries)\/[\w/.-]*[\w/])/g)].map(
      (m) => m[1] ?? '',
    );
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => !existsSync(join(REPO_ROOT, 'src', path.replace(/\/$/, ''))));
    expect(missing).toEqual([]);
  });
});

/** The names of an object literal `const <name> = { … }` in a TypeScript or JavaScript file. */
function objectKeys(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      const init = node.initializer;
      if (ts.isObjectLiteralExpression(init))
        for (const property of init.properties)
          keys.push(property.name?.getText(source).replace(/'/g, '') ?? '');
      if (ts.isArrayLiteralExpression(init))
        for (const element of init.elements) if (ts.isStringLiteral(element)) keys.push(element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

describe('the build and the dispatch agree', () => {
  it('scripts/build.mjs writes a shim for each command src/action.ts dispatches, and no other', () => {
    const built = objectKeys('scripts/build.mjs', 'actionCommands');
    const dispatched = objectKeys('src/action.ts', 'commands').filter((name) => !name.startsWith('__'));
    expect(built.length).toBeGreaterThan(10);
    expect([...built].sort()).toEqual([...dispatched].sort());
  });

  it('the CLI dispatches each command it has usage text for', () => {
    expect(objectKeys('src/cli.ts', 'commands').sort()).toEqual(Object.keys(USAGE).sort());
  });
});

/** Flags a CLI command has that are not action inputs: how the terminal shows or posts what an action writes. */
const CLI_ONLY = new Set([
  'json',
  'comment-markdown',
  'demo-model',
  // A terminal has no default-branch push: it saves a baseline (and joins the row history) when told to.
  'save-baseline',
  'repo',
  'token-env',
  'api-url',
  'markdown',
]);
/**
 * Inputs that are not flags of the command, each for a reason: the positional argument, the Actions
 * cache and artifact services a terminal does not have, and setup's pre-flight, which is the CLI's
 * `doctor` command (its --check, --platform-url, --working-directory).
 */
const NOT_FLAGS: Record<string, ReadonlySet<string>> = {
  'eval-run': new Set(['config', 'cache', 'cache-timeout-seconds', 'upload-artifact']),
  'eval-merge': new Set(['config', 'cache', 'cache-timeout-seconds', 'upload-artifact']),
  'eval-submit': new Set(['config']),
  'benchmark-submit': new Set(['config']),
  'train-submit': new Set(['config']),
  'eval-upload': new Set(['run-name']),
  // upload-any-branch: a terminal has no push event; its --upload is the request itself.
  'dataset-validate': new Set(['files', 'upload-any-branch']),
  setup: new Set([
    'cache',
    'cache-timeout-seconds',
    'check',
    'platform-url',
    'working-directory',
    'cloudflared',
  ]),
};

async function accepts(command: string, flag: string): Promise<boolean> {
  const modules: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
    'eval-run': async () => (await import('../../src/entries/cli/eval-run.js')).evalRunCommand,
    'eval-merge': async () => (await import('../../src/entries/cli/eval-merge.js')).evalMergeCommand,
    'eval-upload': async () => (await import('../../src/entries/cli/eval-upload.js')).evalUploadCommand,
    'dataset-validate': async () =>
      (await import('../../src/entries/cli/dataset-validate.js')).datasetValidateCommand,
    setup: async () => (await import('../../src/entries/cli/setup.js')).setupCommand,
    'eval-rubric': async () => (await import('../../src/entries/cli/eval-rubric.js')).evalRubricCommand,
    'eval-submit': async () =>
      (await import('../../src/entries/cli/eval-submit.js')).managedCliCommand('eval'),
    'benchmark-submit': async () =>
      (await import('../../src/entries/cli/eval-submit.js')).managedCliCommand('benchmark'),
    'train-submit': async () =>
      (await import('../../src/entries/cli/eval-submit.js')).managedCliCommand('training'),
  };
  const cli = await (modules[command] ?? (() => Promise.reject(new Error(command))))();
  const write = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
  try {
    // --help ends the command after its flags are parsed; an unknown flag is refused before that.
    return (await cli.run(['--help', `--${flag}`, 'x'])) === 0;
  } catch {
    return false;
  } finally {
    write.mockRestore();
  }
}

/** The flags a command's usage text lists: its option lines, before the description (not the `--no-` forms). */
function usageFlags(command: keyof typeof USAGE): string[] {
  const heads = USAGE[command]
    .split('\n')
    .filter((line) => /^\s+--/.test(line))
    .map((line) => line.trim().split(/\s{2,}/)[0] ?? '');
  const flags = heads.flatMap((head) => [...head.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1] ?? ''));
  return [...new Set(flags)].filter((flag) => !flag.startsWith('no-'));
}

describe('docs/inputs.md', () => {
  it('names no deprecated flag spelling', () => {
    const cli = ['eval-run', 'comment-flags', 'shared']
      .map((name) => read(`src/entries/cli/${name}.ts`))
      .join('\n');
    const deprecated = [
      ...[...cli.matchAll(/renamedFlag\(values, '([a-z-]+)'/g)].map((m) => m[1]),
      ...[...cli.matchAll(/'--([a-z-]+) is deprecated/g)].map((m) => m[1]),
    ];
    expect(deprecated.sort()).toEqual(['name', 'pr', 'pr']);
    const inputs = read('docs/inputs.md');
    expect(deprecated.filter((flag) => new RegExp(`--${flag}\\b(?!-)`).test(inputs))).toEqual([]);
  });
});

describe("the CLI's flags are the input schema's names", () => {
  const schemas: Record<string, readonly string[]> = {
    'eval-run': EVAL_RUN_INPUT_NAMES,
    'eval-merge': EVAL_MERGE_INPUT_NAMES,
    'eval-upload': EVAL_UPLOAD_INPUT_NAMES,
    'dataset-validate': DATASET_VALIDATE_INPUT_NAMES,
    'eval-rubric': EVAL_RUBRIC_INPUT_NAMES,
    setup: SETUP_INPUT_NAMES,
    'eval-submit': MANAGED_INPUT_NAMES.eval,
    'benchmark-submit': MANAGED_INPUT_NAMES.benchmark,
    'train-submit': MANAGED_INPUT_NAMES.training,
  };
  for (const [command, names] of Object.entries(schemas)) {
    it(`${command}: each input is a flag, each documented flag an input (or a terminal-only flag)`, async () => {
      const inputs = names.filter((name) => !NOT_FLAGS[command]?.has(name));
      const refused = [];
      for (const name of inputs) if (!(await accepts(command, name))) refused.push(name);
      expect(refused).toEqual([]);
      expect(await accepts(command, 'no-such-input')).toBe(false);
      const documented = usageFlags(command as keyof typeof USAGE).filter((flag) => !CLI_ONLY.has(flag));
      expect(documented.filter((flag) => !names.includes(flag))).toEqual([]);
    });
  }
});
