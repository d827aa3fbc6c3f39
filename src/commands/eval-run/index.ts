/**
 * eval-run: config -> secrets -> `osmosis --json eval run` -> journal -> metrics -> gate -> result.
 * Every failure becomes a result with an exit code rather than an exception, so the entries can always
 * write the report before they exit. Nothing talks to the outside world except through `deps`.
 *
 * The steps live beside it in this folder: prepare.ts (the checks before anything starts), osmosis.ts
 * (osmosis started, and started again beside a journal of other inputs), outcome.ts (what osmosis's
 * answer means), result.ts (the result document) and adaptive.ts (the seeded batches).
 */
import { join } from 'node:path';
import { decideUpload, type UploadResult } from '../../core/artifacts/upload.js';
import { type ConfigIdentity, configIdentity } from '../../core/baseline/config-identity.js';
import { runStart } from '../../core/config/index.js';
import { displayPath } from '../../core/display-path.js';
import { errorMessage } from '../../core/errors.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import { evalsDir, journalDir } from '../../core/osmosis/paths.js';
import type { BeforeRunContext, EvalRunDeps, OsmosisPort, WorkspacePort } from '../../core/ports.js';
import type { SecretValues } from '../../core/secrets.js';
import { publishJournal } from '../eval-upload.js';
import { runAdaptive } from './adaptive.js';
import { lookUpPriceEarly } from './early-price.js';
import { checkGraderFirst } from './grader-check.js';
import { judgeAgainstHistory } from './history.js';
import { learntFromStart, runOsmosisResuming } from './osmosis.js';
import { resultOfRun } from './outcome.js';
import { type Prepared, prepare } from './prepare.js';
import { regraderFor } from './regrader.js';
import {
  type EvalRunOutcome,
  passKAtOf,
  ResultDraft,
  type ResultWithRows,
  type RunLearnt,
  withLearnt,
} from './result.js';
import { shardOf } from './shard.js';
import { loadWaivers } from './waivers.js';

export type { BeforeRunContext, BeforeRunOutcome, EvalRunDeps, Logger } from '../../core/ports.js';
export { fallbackRunName, isResumeRefused } from './osmosis.js';
export { interpretRun } from './outcome.js';
export { type EvalRunOutcome, invalidInputsResult } from './result.js';

export async function evalRun(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  deps: EvalRunDeps,
): Promise<EvalRunOutcome> {
  const ready = await readyToRun(inputs, givenSecrets, deps, ResultDraft.begin(inputs, deps.facts));
  if ('result' in ready) return ready;
  const { prepared, bin } = ready;

  const publish = decideUpload(inputs.upload, deps.facts.event ?? { defaultBranchPush: false });
  let draft = ready.draft;
  if (publish.reason) {
    deps.wording.log.info(publish.reason);
    draft = draft.withUpload(skippedUpload(publish.reason));
  }
  const context: BeforeRunContext = {
    workspace: prepared.workspace,
    configRelative: prepared.configRelative,
    config: prepared.config,
    runName: prepared.runName,
    inputs: prepared.inputs,
    osmosisBin: bin,
  };
  const regrader = regraderFor(context, prepared, deps.osmosis);
  const learnt = { ...ready.learnt, ...(regrader ? { regrader } : {}) };
  const outcomeOf = (ended: ResultWithRows) => withLearnt(ended, learnt);
  lookUpPriceEarly(context, deps.files);
  if (inputs.adaptive !== 'off') {
    // The action restores the caches here: the rollout's environment, and the batches' journals.
    await journalCompleteBeforeRun(context, deps);
    const checked = draft.withGraderCheck(await checkGraderFirst(context, prepared, deps));
    // Each batch is its own osmosis run: none publishes (inputs refuse upload with adaptive).
    const start = { context, secretsText: prepared.secretsText, deps, upload: false };
    return outcomeOf(await runAdaptive(start, checked, prepared.datasetRows));
  }
  const start = { context, secretsText: prepared.secretsText, deps, upload: publish.upload };
  // The re-runs of surprising rows are runs of their own: none of them publishes.
  const judged = (outcome: EvalRunOutcome) => judgeAgainstHistory({ ...start, upload: false }, outcome);
  const complete = await journalCompleteBeforeRun(context, deps);
  draft = draft.withGraderCheck(await checkGraderFirst(context, prepared, deps));
  if (complete) {
    const answered = await answerFromJournal(context, publish, deps, draft);
    if ('result' in answered) return judged(outcomeOf(answered));
    draft = answered.draft;
  }

  const started = await runOsmosisResuming(start);
  if ('error' in started) {
    const failed = learntFromStart(draft, started, prepared.workspace).failed(started.error);
    return notPublished(outcomeOf(failed), publish);
  }
  const where = {
    bin,
    root: prepared.workspace,
    publish: publish.upload ? { replace: inputs['retry-failed'] } : undefined,
    passKAt: passKAtOf(context),
  };
  const outcome = notPublished(outcomeOf(await resultOfRun(started, where, deps, draft)), publish);
  return judged(inputs.verbose ? await withServerLog(outcome, evalsDir(prepared.workspace), deps) : outcome);
}

/**
 * The checks before anything starts (the workspace, prepare, the shard's rows) and osmosis's path, with
 * what they learnt for the outcome; a failed check is the run's result, carrying what was learnt before it.
 */
async function readyToRun(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  deps: EvalRunDeps,
  first: ResultDraft,
): Promise<{ prepared: Prepared; bin: string; learnt: RunLearnt; draft: ResultDraft } | EvalRunOutcome> {
  let learnt: RunLearnt = { workspace: null, sensitive: [] };
  let draft = first;
  let prepared: Prepared;
  try {
    const start = runStart(deps.facts.cwd, inputs['working-directory'], inputs.config);
    const workspace = await deps.workspace.findWorkspace(start);
    learnt = { ...learnt, workspace };
    if (workspace !== start) {
      deps.wording.log.info(`Workspace: ${workspace} (the git repository holding configs/, around ${start})`);
    }
    prepared = await prepare(inputs, givenSecrets, { start, workspace }, deps);
    const waivers = await loadWaivers(prepared.inputs, prepared.workspace, deps);
    if (waivers) learnt = { ...learnt, waivers };
  } catch (error) {
    return withLearnt(draft.failed(error), learnt);
  }
  if (inputs.shard) {
    try {
      const leg = await shardOf(prepared, inputs.shard, inputs, deps);
      prepared = leg.prepared;
      const { split, reason } = leg.plan;
      const shard = { ...inputs.shard, rows: prepared.inputs.rows ?? '', split, splitReason: reason };
      draft = draft.learn({ shard });
    } catch (error) {
      return withLearnt(draft.failed(error), learnt);
    }
  }
  learnt = { ...learnt, sensitive: prepared.secretValues };
  draft = draft.learn({
    runName: prepared.runName,
    config: prepared.configRelative,
    configIdentity: await identityOf(prepared, deps.workspace),
  });
  try {
    return { prepared, bin: await osmosisBin(inputs, deps.osmosis), learnt, draft };
  } catch (error) {
    return withLearnt(draft.failed(error), learnt);
  }
}

/** The config's identity, with the grader's: the rollout's entrypoint file, where its Grader class is. */
async function identityOf(prepared: Prepared, workspace: WorkspacePort): Promise<ConfigIdentity> {
  const { experiment } = prepared.config;
  const rolloutDir = join(prepared.workspace, 'rollouts', experiment.rollout);
  const entrypoint = join(rolloutDir, experiment.entrypoint);
  const source = await workspace.readRolloutSource(rolloutDir, experiment.entrypoint);
  return configIdentity(prepared.config, (await workspace.fileSha256(entrypoint)) ?? null, source);
}

/**
 * A restored journal that holds every result answers without osmosis: published first when this run
 * publishes (osmosis, not starting, cannot). When osmosis must run after all, the draft with what the
 * journal told.
 */
async function answerFromJournal(
  context: BeforeRunContext,
  publish: { upload: boolean },
  deps: EvalRunDeps,
  before: ResultDraft,
): Promise<ResultWithRows | { draft: ResultDraft }> {
  const runDir = journalDir(context.workspace, context.runName);
  // `osmosis eval upload` publishes, before the gate.
  const upload = publish.upload
    ? await publishJournal(
        {
          bin: context.osmosisBin,
          workspace: context.workspace,
          runDir,
          runName: context.runName,
          replace: false,
          afterVerdict: true,
        },
        deps,
      )
    : undefined;
  const journal = await readCompletedJournal(context, deps);
  const draft = before.learn({ runDir: journal.runDir, osmosisVersion: journal.osmosisVersion });
  if (!journal.read) {
    // osmosis runs after all, and publishes itself: of this publish only a failure stays, as a warning.
    return { draft: upload ? draft.withUploadSuperseded(upload) : draft };
  }
  const { metrics, rows, providerFailures } = journal.read;
  // osmosis never started: no model call now, every row resumed from the restored journal.
  const log = { providerFailures, modelCalls: 0 };
  const answered = upload ? draft.withUpload(upload) : draft;
  return answered.gated(
    { ...metrics, resumedRows: metrics.total },
    { rows, passKAt: passKAtOf(context), log },
  );
}

/** Lines of the run log a failed `verbose` run carries into its result, report and job log. */
export const SERVER_LOG_LINES = 60;

/** With verbose, a run osmosis failed carries the tail of its log (the rollout server's output among it). */
async function withServerLog(
  outcome: EvalRunOutcome,
  evalsDir: string,
  { files }: Pick<EvalRunDeps, 'files'>,
): Promise<EvalRunOutcome> {
  const { result } = outcome;
  if (result.error?.kind !== 'osmosis' || !result.runName) return outcome;
  const lines = await files.readLogTail(join(evalsDir, result.runName), SERVER_LOG_LINES);
  if (!lines) return outcome;
  return { ...outcome, result: { ...result, error: { ...result.error, serverLog: lines.join('\n') } } };
}

/** osmosis's path: installed first when the deps install it (the root action), unless osmosis-path names one. */
async function osmosisBin(inputs: EvalRunInputs, osmosis: OsmosisPort): Promise<string> {
  const installed = await osmosis.installOsmosis?.();
  const explicit = inputs['osmosis-path'];
  return installed !== undefined && explicit === undefined ? installed : osmosis.resolveOsmosis(explicit);
}

function skippedUpload(message: string): UploadResult {
  return {
    status: 'skipped',
    replaced: false,
    runId: null,
    runName: null,
    url: null,
    expectedFiles: null,
    uploadedFiles: null,
    message,
  };
}

/** A run asked to publish that never finished: say that nothing was published. */
function notPublished(outcome: EvalRunOutcome, publish: { upload: boolean }): EvalRunOutcome {
  if (!publish.upload || outcome.result.upload) return outcome;
  const upload = skippedUpload('The eval did not finish, so nothing was published to the Osmosis platform.');
  return { ...outcome, result: { ...outcome.result, upload } };
}

/** deps.caches.beforeRun (the action restores caches there): whether it found the journal already complete. */
async function journalCompleteBeforeRun(
  context: BeforeRunContext,
  { caches, wording }: Pick<EvalRunDeps, 'caches' | 'wording'>,
): Promise<boolean> {
  if (!caches.beforeRun) return false;
  // Restoring caches helps but is never required: a failure here only costs the run its head start.
  try {
    const before = await caches.beforeRun(context);
    return before?.journalComplete === true;
  } catch (error) {
    wording.log.warning(`Preparing the run failed, continuing without it: ${errorMessage(error)}`);
    return false;
  }
}

/** What the restored journal says: its run dir and osmosis version, and its read (none when unreadable). */
interface CompletedJournal {
  runDir: string;
  osmosisVersion: string | null;
  read: Awaited<ReturnType<EvalRunDeps['files']['readRun']>> | undefined;
}

/**
 * What osmosis would answer ("all N work items already have results"), without its Python start: the
 * restored journal read whole. No read when it cannot be read, so that osmosis runs.
 */
async function readCompletedJournal(
  context: BeforeRunContext,
  deps: Pick<EvalRunDeps, 'files' | 'wording'>,
): Promise<CompletedJournal> {
  const runDir = journalDir(context.workspace, context.runName);
  const learnt = {
    runDir: displayPath(context.workspace, runDir),
    osmosisVersion: (await deps.files.readRunVersion(runDir)) ?? null,
  };
  try {
    const read = await deps.files.readRun(runDir);
    deps.wording.log.info(
      `The journal restored for these inputs already holds all ${read.metrics.total} results; osmosis was not started.`,
    );
    return { ...learnt, read };
  } catch (error) {
    deps.wording.log.warning(
      `The restored journal could not be read (${errorMessage(error)}); running osmosis.`,
    );
    return { ...learnt, read: undefined };
  }
}
