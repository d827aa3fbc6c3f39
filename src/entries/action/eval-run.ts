/** `eval-run` as an action step: inputs -> eval-run -> result files, summary, outputs. */
import { resolve } from 'node:path';
import {
  actionHint,
  actionInput,
  actionsLog,
  forkPullRequest,
  inputLabel,
  logGroup,
  mask,
  runContext,
  runFacts,
  setOutputs,
  workflowRunUrl,
} from '../../adapters/actions-runtime.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { readJournalFacts } from '../../adapters/run-files.js';
import { osmosisVersionOf } from '../../adapters/setup-deps.js';
import { withBaselineDir } from '../../commands/eval-run/baseline-inputs.js';
import { requireTokenToPublish, whyJournalCannotStandIn } from '../../commands/eval-run/before-run.js';
import {
  type BeforeRunContext,
  type BeforeRunOutcome,
  type EvalRunDeps,
  evalRun,
} from '../../commands/eval-run/index.js';
import { failureMessage } from '../../commands/report/index.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type EvalRunInputs, parseEvalRunInputs, type SetupInputs } from '../../core/inputs.js';
import { journalDir } from '../../core/osmosis/paths.js';
import { cacheOutputs, evalRunOutputs } from '../../core/report/outputs.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { baselinePlan } from './baseline-plan.js';
import { EvalRunCaches, planCaches } from './eval-run-caches.js';
import { reportActionRun } from './eval-run-report.js';
import { ActionFailure } from './failure.js';
import { reportInvalidEvalRunInputs } from './invalid-inputs.js';
import { osmosisToken } from './platform-token.js';

/**
 * The action's cache work before osmosis starts: the journal, then (unless it already holds every result,
 * when no rollout starts) the rollout's environment. Reports whether the journal can stand in for osmosis.
 */
async function restoreCaches(
  caches: EvalRunCaches,
  context: BeforeRunContext,
  inputs: EvalRunInputs,
): Promise<BeforeRunOutcome> {
  const specs = await planCaches(context, process.env, process.cwd());
  const restored = await caches.restoreJournal(specs.journal);
  const facts = await readJournalFacts(journalDir(context.workspace, context.runName));
  if (facts.status !== 'finished' || inputs.fresh || inputs['retry-failed']) {
    await caches.restoreEnvironment(specs);
    return { journalComplete: false };
  }
  actionsLog.info(
    'The restored journal holds every result: no rollout will start, so its environment is not restored.',
  );
  const reason = whyJournalCannotStandIn(context, inputs, {
    restored,
    facts,
    osmosisVersion: await osmosisVersionOf(context.osmosisBin, process.env),
  });
  if (reason) actionsLog.info(`osmosis will confirm the journal itself: ${reason}.`);
  return { journalComplete: reason === null };
}

/** The root action's setup, run once the eval's inputs are known to be valid; it returns osmosis's path. */
export interface SetupFirst {
  parse: () => SetupInputs;
  run: (inputs: SetupInputs) => Promise<string>;
}

/** The step's inputs, parsed once; invalid ones are reported (outputs, summary, result.json) and fail the step. */
async function parseStepInputs(
  token: string | undefined,
  setup: SetupFirst | undefined,
): Promise<{ secrets: Map<string, string>; inputs: EvalRunInputs; setupInputs: SetupInputs | undefined }> {
  try {
    // Mask before anything can log: every value of the secrets input, whether or not the config needs it.
    // An invalid secrets input is an invalid input like any other (its message quotes no value).
    const secrets = parseSecretsInput(actionInput('secrets') ?? '');
    for (const value of secrets.values()) mask(value);
    const inputs = parseEvalRunInputs(actionInput, inputLabel);
    const setupInputs = setup?.parse();
    requireTokenToPublish(inputs.upload, Boolean(token || process.env.OSMOSIS_TOKEN), () => ({
      defaultBranchPush: runFacts().defaultBranchPush,
      eventName: process.env.GITHUB_EVENT_NAME,
    }));
    return { secrets, inputs, setupInputs };
  } catch (error) {
    // Invalid inputs get their outputs, summary and result.json too, before the step fails.
    if (error instanceof UsageError) return reportInvalidEvalRunInputs(error);
    throw error;
  }
}

/** eval-run's deps in a step; with the root action's setup, eval-run installs osmosis once its checks passed. */
async function stepDeps(
  inputs: EvalRunInputs,
  token: string | undefined,
  caches: EvalRunCaches | undefined,
  setup: { first: SetupFirst; inputs: SetupInputs } | undefined,
): Promise<EvalRunDeps> {
  const { defaultBranchPush } = runFacts();
  return evalRunDeps({
    env: process.env,
    log: actionsLog,
    runContext: runContext(),
    workflowRunUrl: workflowRunUrl(),
    hint: actionHint,
    mask,
    pinUvCache: caches !== undefined,
    auth: { token, platformUrl: inputs['platform-url'] },
    event: { defaultBranchPush, eventName: process.env.GITHUB_EVENT_NAME, fork: forkPullRequest() },
    publishHint: (runName, replace) =>
      `the eval-upload action (run-name: ${runName}${replace ? ', replace: true' : ''})`,
    // The root action installs osmosis only once the inputs, config, secrets and workspace passed.
    ...(setup ? { installOsmosis: () => setup.first.run(setup.inputs) } : {}),
    ...(caches
      ? {
          beforeRun: (context) => restoreCaches(caches, context, inputs),
        }
      : {}),
  });
}

export async function evalRunAction(options: { setup?: SetupFirst } = {}): Promise<void> {
  mask(actionInput('github-token') ?? '');
  const token = osmosisToken();
  const { secrets, inputs, setupInputs } = await parseStepInputs(token, options.setup);
  const caches = EvalRunCaches.forStep(actionsLog, inputs);
  const workspace = resolve(inputs['working-directory'] ?? '.');
  const baseline = baselinePlan({
    workingDirectory: inputs['working-directory'] ?? '.',
    config: inputs.config,
    baselineDir: inputs['baseline-dir'],
    caching: caches !== undefined,
    commit: runFacts(),
  });
  const { defaultBranchPush } = runFacts();
  // A pull request compares with the default branch's last result and row history; the default branch
  // writes them, restoring them first so that its run joins the history.
  if (caches && baseline.spec) await caches.restoreBaseline(baseline.spec);
  const withBaseline = withBaselineDir(inputs, { dir: baseline.dir, defaultBranchPush });

  const setup = options.setup && setupInputs ? { first: options.setup, inputs: setupInputs } : undefined;
  const outcome = await evalRun(withBaseline, secrets, await stepDeps(inputs, token, caches, setup));
  const { result } = outcome;
  caches?.recordResult(result);
  if (result.error?.serverLog) {
    // verbose: the run log's last lines (the rollout server's output among them), collapsed in the job log.
    logGroup('osmosis run log (last lines, rollout server included)', result.error.serverLog.split('\n'));
  }

  // Result files, job summary, annotations and the PR comment, all before the step fails.
  const report = await reportActionRun(outcome, withBaseline, outcome.workspace ?? workspace, [
    ...secrets.values(),
    actionInput('github-token') ?? '',
    token ?? '',
  ]);
  // Only a whole run saved as the baseline is cached: a shard leg or an adaptive sample is not.
  if (caches && baseline.spec && defaultBranchPush && report.baselineSaved) {
    caches.trackBaseline(baseline.spec);
  }
  const cacheStates = Object.fromEntries(
    Object.entries(caches?.caches ?? {}).map(([name, cache]) => [
      name,
      { key: cache.spec.key, status: cache.status },
    ]),
  );
  setOutputs({ ...evalRunOutputs(report.result, report.written), ...cacheOutputs(cacheStates) });
  if (report.result.exitCode !== ExitCode.ok) {
    // An invalid input is already an annotation pointing at its file: the failure does not repeat it.
    throw new ActionFailure(failureMessage(report.result), {
      annotated: report.result.error?.kind === 'usage',
    });
  }
}
