/**
 * Every flag the CLI accepts is named in the docs: eval-run's in the README's CLI section, the other
 * commands' in the README or its docs/ reference (test/helpers/user-docs.ts). A flag added to a command
 * and left out of the docs fails here. The flags come from the commands themselves (parseFlags is replaced while each one runs
 * `--help`), not from their usage text, so no flag can be accepted without being documented.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { CliCommand, FlagOptions } from '../../src/entries/cli/shared.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { readDoc, userDocs } from '../helpers/user-docs.js';

const captured: { options?: FlagOptions } = {};
vi.mock('../../src/entries/cli/shared.js', async (original) => {
  const actual = await original<typeof import('../../src/entries/cli/shared.js')>();
  return {
    ...actual,
    parseFlags: (_args: string[], options: FlagOptions) => {
      captured.options = options;
      return { values: { help: true }, positionals: [] };
    },
  };
});

/** Old spellings, accepted with a deprecation warning and on purpose no longer documented. */
const DEPRECATED = new Set(['name', 'pr']);
/** The managed commands: their flags are their action's input names, as the docs say. */
const MANAGED = new Set(['eval-submit', 'benchmark-submit', 'train-submit']);

/** Every command of src/entries/cli/ with the flags it accepts, by command name. */
async function cliFlags(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const dir = join(REPO_ROOT, 'src/entries/cli');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const command = value as Partial<CliCommand>;
      if (typeof command?.usage !== 'string' || typeof command.run !== 'function') continue;
      const name = /^osmosis-ci ([\w-]+)/.exec(command.usage)?.[1] ?? file;
      captured.options = undefined;
      const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      try {
        await command.run(['--help']);
      } finally {
        stdout.mockRestore();
      }
      found.set(name, Object.keys(captured.options ?? {}));
    }
  }
  return found;
}

/** The flags of `flags` the docs do not name as `--flag` (a `--no-x` counts as named with `--x`). */
function undocumented(flags: readonly string[], docs: string, inputs: ReadonlySet<string>): string[] {
  const named = (flag: string) => new RegExp(`--${flag}(?![\\w-])`).test(docs);
  return flags.filter(
    (flag) =>
      !DEPRECATED.has(flag) &&
      !inputs.has(flag) &&
      !named(flag) &&
      !(flag.startsWith('no-') && (named(flag.slice(3)) || inputs.has(flag.slice(3)))),
  );
}

async function actionInputs(command: string): Promise<Set<string>> {
  if (!MANAGED.has(command)) return new Set();
  const action = parse(await readFile(join(REPO_ROOT, 'actions', command, 'action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>;
  };
  return new Set(Object.keys(action.inputs));
}

describe('the docs and the CLI', () => {
  it('name every flag every command accepts', async () => {
    const readme = await readDoc('README.md');
    const docs = (await userDocs()).map(({ text }) => text).join('\n');
    const flags = await cliFlags();
    expect([...flags.keys()].sort()).toEqual(
      expect.arrayContaining(['eval-run', 'eval-merge', 'setup', 'doctor', 'comment', ...MANAGED]),
    );
    // eval-run's flags are listed in the README's CLI section itself; the others may be anywhere in the docs.
    const cliSection = readme.slice(readme.indexOf('\n## The CLI'), readme.indexOf('\n## Troubleshooting'));
    expect(cliSection.length).toBeGreaterThan(1000);
    const missing: string[] = [];
    for (const [command, names] of flags) {
      const text = command === 'eval-run' ? cliSection : docs;
      for (const flag of undocumented(names, text, await actionInputs(command)))
        missing.push(`${command} --${flag}`);
    }
    expect(missing).toEqual([]);
    // cliFlags imports (and transforms) every command's module graph: about 5 s alone, four times that and
    // more while CI runs the build, the type check and the e2e suite beside it (20.2 s once, over the default).
  }, 90_000);

  it('catches a flag the docs do not name', () => {
    const readme = 'eval-run takes `--min-pass-rate`, `--fresh` and `--wait`.';
    expect(
      undocumented(['min-pass-rate', 'fresh', 'no-wait', 'adaptive', 'fresh-start'], readme, new Set()),
    ).toEqual(['adaptive', 'fresh-start']);
    expect(
      undocumented(['stop-on-timeout', 'no-stop-on-timeout'], readme, new Set(['stop-on-timeout'])),
    ).toEqual([]);
  });
});
