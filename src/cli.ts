#!/usr/bin/env node
/**
 * `osmosis-ci`: the same commands as the actions, for a terminal. Flags map onto the actions' input
 * names and go through the same parsers; logs go to stderr, the report (or --json result) to stdout.
 */
import { enableCompileCache } from './adapters/compile-cache.js';
import { capText, ExitCode, errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { TOOL_VERSION } from './core/osmosis/pins.js';
import { dropOutputWhenReaderCloses } from './entries/cli/closed-pipe.js';
import type { CliCommand } from './entries/cli/shared.js';
import { type CliCommandName, USAGE } from './entries/cli/usage.js';

// A command's module is loaded when it runs: `--help` and `--version` load none, and each command
// only what it uses (scripts/build.mjs leaves each in a chunk of its own beside dist/cli/index.js).
const submitModule = () => import('./entries/cli/eval-submit.js');
const commands: Record<CliCommandName, () => Promise<CliCommand>> = {
  setup: async () => (await import('./entries/cli/setup.js')).setupCommand,
  'eval-run': async () => (await import('./entries/cli/eval-run.js')).evalRunCommand,
  'eval-upload': async () => (await import('./entries/cli/eval-upload.js')).evalUploadCommand,
  'eval-merge': async () => (await import('./entries/cli/eval-merge.js')).evalMergeCommand,
  'eval-rubric': async () => (await import('./entries/cli/eval-rubric.js')).evalRubricCommand,
  'eval-submit': async () => (await submitModule()).evalSubmitCommand,
  'benchmark-submit': async () => (await submitModule()).benchmarkSubmitCommand,
  'train-submit': async () => (await submitModule()).trainSubmitCommand,
  'init-example': async () => (await import('./entries/cli/init-example.js')).initExampleCommand,
  comment: async () => (await import('./entries/cli/comment.js')).commentCommand,
  'dataset-validate': async () => (await import('./entries/cli/dataset-validate.js')).datasetValidateCommand,
  doctor: async () => (await import('./entries/cli/doctor.js')).doctorCommand,
  view: async () => (await import('./entries/cli/view.js')).viewCommand,
  regrade: async () => (await import('./entries/cli/regrade.js')).regradeCommand,
};

const isCommand = (name: string): name is CliCommandName => Object.hasOwn(commands, name);

function help(): string {
  const usages = Object.keys(commands).map(
    (name) => `  ${USAGE[name as CliCommandName].replaceAll('\n', '\n  ')}`,
  );
  return `osmosis-ci ${TOOL_VERSION}: run and gate osmosis evals, locally or in CI.

Usage:
${usages.join('\n\n')}

Exit codes: 0 passed or no gate, 1 gate failed, 2 usage or configuration error, 3 osmosis failure.
`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help());
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (name === '--version' || name === '-V') {
    process.stdout.write(`${TOOL_VERSION}\n`);
    return ExitCode.ok;
  }
  if (!isCommand(name))
    throw new UsageError(
      `Unknown command ${JSON.stringify(name)}. Run \`osmosis-ci --help\` for the commands.`,
    );
  // A re-run of a finished run is mostly start-up, and compiling the command's chunks cost 15-30 ms of it.
  // Not for --help.
  enableCompileCache();
  const command = await commands[name]();
  return command.run(rest);
}

dropOutputWhenReaderCloses(process.stdout);
dropOutputWhenReaderCloses(process.stderr);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures carry their exit code; anything else is a bug, reported without a stack trace.
    console.error(`osmosis-ci: ${capText(errorMessage(error))}`);
    process.exitCode = error instanceof OsmosisCiError ? error.exitCode : ExitCode.infrastructure;
  },
);
