#!/usr/bin/env node
/**
 * `osmosis-ci`: the same commands as the actions, for a terminal. Flags map onto the actions' input
 * names and go through the same parsers; logs go to stderr, the report (or --json result) to stdout.
 */
import { capText, ExitCode, errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { TOOL_VERSION } from './core/pins.js';
import { benchmarkSubmitCommand } from './entries/cli/benchmark-submit.js';
import { dropOutputWhenReaderCloses } from './entries/cli/closed-pipe.js';
import { commentCommand } from './entries/cli/comment.js';
import { datasetValidateCommand } from './entries/cli/dataset-validate.js';
import { doctorCommand } from './entries/cli/doctor.js';
import { evalMergeCommand } from './entries/cli/eval-merge.js';
import { evalRunCommand } from './entries/cli/eval-run.js';
import { evalSubmitCommand } from './entries/cli/eval-submit.js';
import { evalUploadCommand } from './entries/cli/eval-upload.js';
import { initExampleCommand } from './entries/cli/init-example.js';
import { setupCommand } from './entries/cli/setup.js';
import type { CliCommand } from './entries/cli/shared.js';
import { trainSubmitCommand } from './entries/cli/train-submit.js';
import { viewCommand } from './entries/cli/view.js';

const commands: Record<string, CliCommand> = {
  setup: setupCommand,
  'eval-run': evalRunCommand,
  'eval-upload': evalUploadCommand,
  'eval-merge': evalMergeCommand,
  'eval-submit': evalSubmitCommand,
  'benchmark-submit': benchmarkSubmitCommand,
  'train-submit': trainSubmitCommand,
  'init-example': initExampleCommand,
  comment: commentCommand,
  'dataset-validate': datasetValidateCommand,
  doctor: doctorCommand,
  view: viewCommand,
};

function help(): string {
  const usages = Object.values(commands).map((command) => `  ${command.usage.replaceAll('\n', '\n  ')}`);
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
  const command = commands[name];
  if (!command)
    throw new UsageError(
      `Unknown command ${JSON.stringify(name)}. Run \`osmosis-ci --help\` for the commands.`,
    );
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
