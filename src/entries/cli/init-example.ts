import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareExampleWorkspace } from '../../adapters/workspace.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type CliCommand, parseFlags } from './shared.js';
import { USAGE } from './usage.js';

export const initExampleCommand: CliCommand = {
  usage: USAGE['init-example'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {});
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    const target = positionals[0];
    if (!target)
      throw new UsageError('init-example needs a target directory: osmosis-ci init-example <dir>.');
    const dir = resolve(target);
    const existing = await readdir(dir).catch(() => []);
    if (existing.length > 0)
      throw new UsageError(`${dir} is not empty; choose a new directory for the example workspace.`);
    await mkdir(dir, { recursive: true });
    await prepareExampleWorkspace(dir, exampleDir());
    // stdout stays the path alone, for scripts; what to run next goes to stderr, with the rest of the talk.
    process.stdout.write(`${dir}\n`);
    process.stderr.write(nextSteps(target));
    return ExitCode.ok;
  },
};

/** A word as the shell reads it: plain when it is safe, else single-quoted. */
const shellWord = (word: string) =>
  /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** The commands the workspace's README starts with: install osmosis, then an eval against the demo model. */
function nextSteps(target: string): string {
  return [
    'Created the example workspace. Next:',
    `  cd ${shellWord(target)}`,
    '  npx osmosis-ci setup',
    '  QUICKSTART_TOKEN=osmosis-ci-demo-token npx osmosis-ci eval-run configs/eval/quickstart.toml --dataset-file data/quickstart.jsonl --min-pass-rate 0.75 --demo-model',
    'Expected: pass rate 80.0% (8/10), gate passed. Its README.md says more (your own model key, the actions).',
    '',
  ].join('\n');
}

/** examples/quickstart ships in the package beside dist/; found by walking up from this file. */
function exampleDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'examples', 'quickstart');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new UsageError('The bundled example workspace is missing from this installation.');
    dir = parent;
  }
}
