#!/usr/bin/env node
/**
 * `osmosis-ci`: the same commands as the actions, for a terminal. Flags map onto the actions' input
 * names and go through the same parser; logs go to stderr, the report (or --json result) to stdout.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { evalRunDeps } from './adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from './adapters/result-files.js';
import { prepareExampleWorkspace } from './adapters/workspace.js';
import { evalRun, type Logger } from './commands/eval-run.js';
import { setup } from './commands/setup.js';
import { ExitCode, errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { parseEvalRunInputs, parseSetupInputs } from './core/inputs.js';
import { TOOL_VERSION } from './core/pins.js';
import { renderTerminal } from './core/report.js';
import { parseSecretsInput } from './core/secrets.js';

const HELP = `osmosis-ci ${TOOL_VERSION}: run and gate osmosis evals, locally or in CI.

Usage:
  osmosis-ci setup [--osmosis-version V] [--python PATH] [--cache-dir DIR]
      Find osmosis-ai at the pinned (or given) version, or install it with uv. Prints its path.

  osmosis-ci eval-run <config> [options]
      Run \`osmosis eval run\` on an eval config and gate on its pass rate.
      --min-pass-rate N        fail (exit 1) when the pass rate is below N (0..1); omit to report only
      --gate-on MODE           pass-rate (default) or lower-bound (the 95% Wilson interval's lower bound)
      --allow-inconclusive     with lower-bound, do not fail when the interval straddles the threshold
      --dataset-file PATH      a local dataset instead of the platform dataset in the config
      --rows SPEC              rows to run, e.g. 0-9 or 3,7,10-20
      --name NAME              run name (default: <config name>-local); the same name resumes its journal
      --max-in-flight N        concurrent rollouts
      --fresh                  archive an existing journal of this name and start over
      --retry-failed           re-run failed and skipped rows of an existing journal
      --working-directory DIR  the Osmosis workspace (default: the current directory)
      --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
      --result-dir DIR         where result.json and report.md go (default: .osmosis/ci/<run name>)
      --json                   print the result JSON instead of the report
      Secrets named in the config's [secrets].required are read from the environment and handed to
      osmosis on stdin only.

  osmosis-ci init-example <dir>
      Create the bundled quickstart workspace in <dir> (a git repository osmosis can run in).

Exit codes: 0 passed or no gate, 1 gate failed, 2 usage or configuration error, 3 osmosis failure.
`;

const stderrLog: Logger = {
  info: (message) => console.error(message),
  warning: (message) => console.error(`warning: ${message}`),
  debug: (message) => {
    if (process.env.OSMOSIS_CI_DEBUG) console.error(message);
  },
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return command === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (command === '--version' || command === '-V') {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return ExitCode.ok;
  }
  switch (command) {
    case 'setup':
      return runSetup(rest);
    case 'eval-run':
      return runEvalRun(rest);
    case 'init-example':
      return runInitExample(rest);
    default:
      throw new UsageError(
        `Unknown command ${JSON.stringify(command)}. Run \`osmosis-ci --help\` for the commands.`,
      );
  }
}

type FlagOptions = NonNullable<ParseArgsConfig['options']>;

function parseFlags(
  args: string[],
  options: FlagOptions,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return {
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
    };
  } catch (error) {
    throw new UsageError(`${errorMessage(error)}. Run \`osmosis-ci --help\` for the flags.`);
  }
}

const flagLabel = (name: string) => `--${name}`;

async function runSetup(args: string[]): Promise<number> {
  const { values } = parseFlags(args, {
    'osmosis-version': { type: 'string' },
    python: { type: 'string' },
    'cache-dir': { type: 'string' },
  });
  if (values.help) return help();
  const inputs = parseSetupInputs((name) => stringFlag(values, name), flagLabel);
  const result = await setup(inputs, process.env, stderrLog);
  process.stdout.write(`osmosis-ai ${result.osmosisVersion} (${result.source}): ${result.osmosisPath}\n`);
  return ExitCode.ok;
}

async function runEvalRun(args: string[]): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    'min-pass-rate': { type: 'string' },
    'gate-on': { type: 'string' },
    'allow-inconclusive': { type: 'boolean' },
    'dataset-file': { type: 'string' },
    rows: { type: 'string' },
    name: { type: 'string' },
    'max-in-flight': { type: 'string' },
    fresh: { type: 'boolean' },
    'retry-failed': { type: 'boolean' },
    'working-directory': { type: 'string' },
    'osmosis-path': { type: 'string' },
    'result-dir': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.help) return help();
  if (positionals.length > 1)
    throw new UsageError(`eval-run takes one config path, got ${positionals.length}.`);
  const inputs = parseEvalRunInputs(
    (name) => (name === 'config' ? positionals[0] : stringFlag(values, name === 'run-name' ? 'name' : name)),
    (name) => (name === 'config' ? '<config>' : flagLabel(name === 'run-name' ? 'name' : name)),
  );
  // The CLI takes secrets from the environment only (selectSecrets falls back to it): never from argv.
  const deps = await evalRunDeps({ env: process.env, log: stderrLog, runContext: {} });
  const result = await evalRun(inputs, parseSecretsInput(''), deps);
  const workspace = resolve(inputs['working-directory'] ?? '.');
  const written = await writeResultFiles(
    result,
    inputs['result-dir'] ?? defaultResultDir(workspace, result.runName),
  );
  process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderTerminal(result));
  stderrLog.info(`Result: ${written.resultJson}\nReport: ${written.reportMarkdown}`);
  return result.exitCode;
}

async function runInitExample(args: string[]): Promise<number> {
  const { values, positionals } = parseFlags(args, {});
  if (values.help) return help();
  const target = positionals[0];
  if (!target) throw new UsageError('init-example needs a target directory: osmosis-ci init-example <dir>.');
  const dir = resolve(target);
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0)
    throw new UsageError(`${dir} is not empty; choose a new directory for the example workspace.`);
  await mkdir(dir, { recursive: true });
  await prepareExampleWorkspace(dir, exampleDir());
  process.stdout.write(`${dir}\n`);
  return ExitCode.ok;
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

function stringFlag(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name];
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value : undefined;
}

function help(): number {
  process.stdout.write(HELP);
  return ExitCode.ok;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures carry their exit code; anything else is a bug, reported without a stack trace.
    console.error(`osmosis-ci: ${errorMessage(error)}`);
    process.exitCode = error instanceof OsmosisCiError ? error.exitCode : ExitCode.infrastructure;
  },
);
