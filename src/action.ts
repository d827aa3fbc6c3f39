/**
 * The actions' entry: `node dist/action/index.js <command>`. Each action.yml (node24) starts a generated
 * shim, dist/action/<command>.js, that adds the command, as its main or its post step. Each
 * command parses its inputs once and runs the same code the CLI runs; this is the one place that calls
 * core.setFailed.
 */
import { enableCompileCache } from './adapters/compile-cache.js';
import { errorMessage, OsmosisCiError, UsageError } from './core/errors.js';
import { ActionFailure } from './entries/action/failure.js';

// Each command's module is loaded when its step runs, not at start-up: the bundle carries every
// command (the artifact client, archiver, the statistics, the comment renderer), and scripts/build.mjs
// leaves each lazily loaded module in a chunk of its own beside dist/action/index.js.
const setupModule = () => import('./entries/action/setup.js');
const evalRunModule = () => import('./entries/action/eval-run.js');
const postModule = () => import('./entries/action/eval-run-post.js');
const submitModule = () => import('./entries/action/eval-submit.js');

const commands: Record<string, () => Promise<void>> = {
  setup: async () => {
    await (await setupModule()).setupAction();
  },
  'setup-post': async () => (await import('./entries/action/setup-post.js')).setupPostAction(),
  'eval-run': async () => (await evalRunModule()).evalRunAction(),
  'eval-run-post': async () => (await postModule()).evalRunPostAction(),
  'eval-upload': async () => (await import('./entries/action/eval-upload.js')).evalUploadAction(),
  'eval-submit': async () => (await submitModule()).managedAction('eval')(),
  'benchmark-submit': async () => (await submitModule()).managedAction('benchmark')(),
  'train-submit': async () => (await submitModule()).managedAction('training')(),
  'submit-post': async () => (await import('./entries/action/submit-post.js')).submitPostAction(),
  'dataset-validate': async () =>
    (await import('./entries/action/dataset-validate.js')).datasetValidateAction(),
  'eval-merge': async () => (await import('./entries/action/eval-merge.js')).evalMergeAction(),
  'eval-rubric': async () => (await import('./entries/action/eval-rubric.js')).evalRubricAction(),
  // The root action: both in one step, and one post step that saves both caches. Every eval input (and
  // the config, secrets, workspace and dataset) is checked before setup installs anything.
  'setup-and-eval-run': async () => {
    const [{ evalRunAction }, { parseSetupActionInputs, setupAction }] = await Promise.all([
      evalRunModule(),
      setupModule(),
    ]);
    await evalRunAction({
      setup: {
        parse: parseSetupActionInputs,
        run: async (inputs) => (await setupAction(inputs)).osmosisPath,
      },
    });
  },
  'setup-and-eval-run-post': async () => {
    await (await import('./entries/action/setup-post.js')).setupPostAction();
    await (await postModule()).evalRunPostAction();
  },
  // Internal: one time-boxed cache call in a child process (adapters/cache.ts).
  __cache: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const { cacheWorker } = await import('./adapters/cache.js');
    await cacheWorker(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  },
};

async function main(): Promise<void> {
  const command = process.argv[2] ?? '';
  try {
    const run = commands[command];
    if (!run) throw new UsageError(`Unknown osmosis-ci action command ${JSON.stringify(command)}.`);
    enableCompileCache();
    await run();
  } catch (error) {
    // Loaded here, not at start-up: the runtime's @actions/github is only needed by the commands that use it.
    const { fail, failAnnotated } = await import('./adapters/actions-runtime.js');
    if (error instanceof ActionFailure && error.annotated) return failAnnotated();
    const known = error instanceof OsmosisCiError || error instanceof ActionFailure;
    fail(known ? errorMessage(error) : `Unexpected error: ${errorMessage(error)}`);
    // setup-osmosis has no result document to carry the exit code: its pre-flight failures (2 for the
    // workspace, 3 for the token or the platform) end the step with it.
    if (command === 'setup' && error instanceof OsmosisCiError) process.exitCode = error.exitCode;
  }
}

await main();
