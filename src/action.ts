/**
 * The actions' entry: `node dist/action/index.js <command>`, called from the composite action.yml steps.
 * Each command parses its inputs once and runs the same code the CLI runs; this is the one place that
 * calls core.setFailed.
 */
import { fail } from './adapters/actions-runtime.js';
import { errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { evalRunAction } from './entries/action/eval-run.js';
import { ActionFailure } from './entries/action/failure.js';
import { setupAction } from './entries/action/setup.js';

const commands: Record<string, () => Promise<void>> = {
  setup: setupAction,
  'eval-run': evalRunAction,
};

async function main(): Promise<void> {
  const command = process.argv[2] ?? '';
  try {
    const run = commands[command];
    if (!run) throw new UsageError(`Unknown osmosis-ci action command ${JSON.stringify(command)}.`);
    await run();
  } catch (error) {
    const known = error instanceof OsmosisCiError || error instanceof ActionFailure;
    fail(known ? errorMessage(error) : `Unexpected error: ${errorMessage(error)}`);
  }
}

await main();
