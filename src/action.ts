/**
 * The actions' entry: `node dist/action/index.js <command>`. Each action.yml (node24) starts a generated
 * shim, dist/action/<command>.js, that adds the command, as its main or its post step. Each
 * command parses its inputs once and runs the same code the CLI runs; this is the one place that calls
 * core.setFailed.
 */
import { fail, failAnnotated } from './adapters/actions-runtime.js';
import { cacheWorker } from './adapters/cache.js';
import { errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { benchmarkSubmitAction } from './entries/action/benchmark-submit.js';
import { datasetValidateAction } from './entries/action/dataset-validate.js';
import { evalMergeAction } from './entries/action/eval-merge.js';
import { evalRunAction, evalRunPostAction } from './entries/action/eval-run.js';
import { evalSubmitAction, submitPostAction } from './entries/action/eval-submit.js';
import { evalUploadAction } from './entries/action/eval-upload.js';
import { ActionFailure } from './entries/action/failure.js';
import { parseSetupActionInputs, setupAction, setupPostAction } from './entries/action/setup.js';
import { trainSubmitAction } from './entries/action/train-submit.js';

const commands: Record<string, () => Promise<void>> = {
  setup: async () => {
    await setupAction();
  },
  'setup-post': setupPostAction,
  'eval-run': () => evalRunAction(),
  'eval-run-post': evalRunPostAction,
  'eval-upload': evalUploadAction,
  'eval-submit': evalSubmitAction,
  'benchmark-submit': benchmarkSubmitAction,
  'train-submit': trainSubmitAction,
  'submit-post': submitPostAction,
  'dataset-validate': datasetValidateAction,
  'eval-merge': evalMergeAction,
  // The root action: both in one step, and one post step that saves both caches. Every eval input (and
  // the config, secrets, workspace and dataset) is checked before setup installs anything.
  'setup-and-eval-run': () =>
    evalRunAction({
      setup: {
        parse: parseSetupActionInputs,
        run: async (inputs) => (await setupAction(inputs)).osmosisPath,
      },
    }),
  'setup-and-eval-run-post': async () => {
    await setupPostAction();
    await evalRunPostAction();
  },
  // Internal: one time-boxed cache call in a child process (adapters/cache.ts).
  __cache: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    await cacheWorker(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  },
};

async function main(): Promise<void> {
  const command = process.argv[2] ?? '';
  try {
    const run = commands[command];
    if (!run) throw new UsageError(`Unknown osmosis-ci action command ${JSON.stringify(command)}.`);
    await run();
  } catch (error) {
    if (error instanceof ActionFailure && error.annotated) return failAnnotated();
    const known = error instanceof OsmosisCiError || error instanceof ActionFailure;
    fail(known ? errorMessage(error) : `Unexpected error: ${errorMessage(error)}`);
    // setup-osmosis has no result document to carry the exit code: its pre-flight failures (2 for the
    // workspace, 3 for the token or the platform) end the step with it.
    if (command === 'setup' && error instanceof OsmosisCiError) process.exitCode = error.exitCode;
  }
}

await main();
