/**
 * eval-run with `adaptive: certain | confident`. With a local JSONL dataset, one osmosis start over the
 * rows in their seeded order, decided while it runs (adaptive-one-start.ts). Otherwise the rows in a
 * seeded order are cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. The batches are planned before the first (core/adaptive/
 * cost-plan.ts: by cost, with a boundary calibrated to the stated error, unless the user sized them).
 * After each batch the parts are merged by source row (core/journal/run-parts.ts) and the decision code
 * (core/adaptive/) says whether the full run's verdict is settled; the last batch is the full run. Errored items count as they
 * stand, as in a full run (no automatic retry in either, so both judge the same items), and a batch
 * dominated by errors never announces an early failure.
 */
import {
  type AdaptiveDecision,
  type AdaptiveStop,
  type AdaptiveSummary,
  batchRows,
  batchRunName,
  choicesText,
  decideAdaptive,
} from '../../core/adaptive/index.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { runEvidence } from '../../core/evidence/run-evidence.js';
import type { RunPart } from '../../core/journal/run-parts.js';
import type { EvalMetrics } from '../../core/metrics.js';
import { adaptiveEarlyGate, gateExitCode } from '../../core/verdict/gate.js';
import {
  oneStartPossible,
  runOneStart,
  writeDecidedOrder,
  writeOrderedDataset,
} from './adaptive-one-start.js';
import {
  type Ordering,
  oneStartTagOf,
  orderRows,
  type Plan,
  planLooks,
  sayIfChoicesChanged,
} from './adaptive-plan.js';
import { draftAfter, mergedMetrics, type Progress, summarize } from './adaptive-progress.js';
import { type BatchConcerns, type BatchRun, runBatch } from './batch.js';
import { type BudgetRun, budgetOutcome, prepareBudget, stopBeforeBatch, withBudget } from './budget.js';
import type { OsmosisStart } from './osmosis.js';
import { passKAtOf, type ResultDraft, type ResultWithRows } from './result.js';

/** A step that ends the adaptive run with a result: the run's start, and the draft with what the batches learnt. */
type Ending<K extends keyof OsmosisStart['deps'] = 'wording'> = OsmosisStart<K> & { draft: ResultDraft };

/** The outcome of a batch osmosis stopped in: an error that says how to resume, with what ran so far. */
function interruptedOutcome(
  start: Pick<Ending, 'context' | 'draft'>,
  progress: Progress,
  ran: Extract<BatchRun, { kind: 'interrupted' }>,
  summaryOf: (metrics: EvalMetrics | null) => AdaptiveSummary,
): ResultWithRows {
  const { draft } = start;
  const sofar = ran.part ? [...progress.parts, ran.part] : progress.parts;
  const passThreshold = start.context.config.evaluation.pass_threshold;
  const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
  return draft.finish(
    {
      verdict: 'error',
      exitCode: ExitCode.infrastructure,
      metrics: read?.metrics ?? null,
      adaptive: summaryOf(read?.metrics ?? null),
      error: {
        kind: 'osmosis',
        message: ran.message,
        ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
      },
    },
    read?.rows ?? null,
  );
}

/** Merges a finished batch into the progress and decides on every row run so far. */
async function decideAfter(
  start: OsmosisStart<'files' | 'wording'>,
  plan: Plan,
  progress: Progress,
  { ran, rows }: { ran: Extract<BatchRun, { kind: 'done' }>; rows: number },
) {
  progress.parts.push(ran.part);
  progress.rowsRun += rows;
  progress.osmosisVersion ??= (await start.deps.files.readRunVersion(ran.runDir)) ?? null;
  return decideOn(start, plan, progress, { errorsDominate: ran.errorsDominate, name: ran.part.name });
}

/** Decides on the progress's parts (its `rowsRun` rows of the order), carrying the sequence's bounds on. */
function decideOn(
  start: OsmosisStart<'wording'>,
  plan: Plan,
  progress: Progress,
  look: { errorsDominate: boolean; name: string },
) {
  const { context, deps } = start;
  const { inputs } = context;
  const N = plan.population.length;
  const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
  const counts = {
    population: N,
    rowsRun: progress.rowsRun,
    runsPerRow: context.config.evaluation.n,
    passedItems: merged.metrics.passed,
    completedItems: merged.metrics.completed,
    skippedItems: merged.metrics.skipped,
  };
  const stop: AdaptiveStop = look.errorsDominate ? 'pass' : 'both';
  if (look.errorsDominate && progress.rowsRun < N) {
    deps.wording.log.warning(
      `Batch ${look.name} is mostly errored items: it cannot end the eval with a failure.`,
    );
  }
  const options = {
    mode: plan.choices.mode,
    threshold: inputs['min-pass-rate'] ?? 1,
    confidence: inputs.confidence,
    stop,
  };
  const boundary = plan.boundary ? { boundary: plan.boundary } : {};
  progress.decision = decideAdaptive(counts, { ...options, ...boundary }, progress.carry);
  progress.carry = progress.decision.carry;
  return merged;
}

/** The outcome once a look decided: the full run's gate, or the early stop's, judged on the adaptive bound. */
function decidedOutcome(
  start: Ending,
  decision: AdaptiveDecision & { verdict: 'passed' | 'failed' },
  merged: ReturnType<typeof mergedMetrics>,
  adaptive: AdaptiveSummary,
): ResultWithRows {
  const { deps, draft, context } = start;
  deps.wording.log.info(`Adaptive: ${adaptive.summary}.`);
  if (decision.rule === 'full-run') {
    const full = draft.gated(merged.metrics, { rows: merged.rows, passKAt: passKAtOf(context) });
    return { ...full, result: { ...full.result, adaptive } };
  }
  const gate = adaptiveEarlyGate(decision.verdict, {
    threshold: context.inputs['min-pass-rate'] ?? 1,
    samplePassRate: merged.metrics.passRate,
    summary: adaptive.summary,
  });
  return draft.finish(
    {
      verdict: gate.verdict,
      exitCode: gateExitCode(gate),
      gate,
      metrics: merged.metrics,
      // The rows the early stop rests on; its batches' calls are not counted across their logs.
      evidence: runEvidence(merged.metrics, undefined),
      adaptive,
    },
    merged.rows,
  );
}

/** The adaptive run's state and how it words its summary, shared by both ways of running it. */
interface Running {
  progress: Progress;
  summaryOf: (
    plan: Plan,
    verdict: 'passed' | 'failed' | null,
    metrics: EvalMetrics | null,
  ) => AdaptiveSummary;
  /** The draft with what the batches so far learnt. */
  draft: () => ResultDraft;
}

/**
 * The looks of one osmosis start: planned once osmosis is starting (at its first journal), not before it;
 * each reads the longest run of finished rows from the start of the order and says whether it settles.
 */
function oneStartLooks(
  start: OsmosisStart<'wording'>,
  ordering: Ordering,
  ordered: { name: string; datasetFile: string; tag: string },
  progress: Progress,
) {
  const { deps } = start;
  const N = ordering.population.length;
  let planned: Plan | undefined;
  let merged: ReturnType<typeof mergedMetrics> | undefined;
  const planNow = (): Plan => {
    if (planned) return planned;
    planned = planLooks(start, ordering, ordered.tag);
    deps.wording.log.info(
      `Adaptive (${choicesText(planned.choices)}): ${N} rows in a seeded order, as one run ${ordered.name} of them in that order; ${planned.note}. Each look reads the longest run of rows from the start of the order that has finished; when one settles the verdict, osmosis is stopped and the rows in flight stay pending for a later resume.`,
    );
    return planned;
  };
  const decide = (part: RunPart, rows: number, errorsDominate: boolean) => {
    progress.parts = [part];
    progress.rowsRun = rows;
    merged = decideOn(start, planNow(), progress, {
      errorsDominate,
      name: `${ordered.name} (first ${rows} rows)`,
    });
    const settled = progress.decision?.verdict != null;
    if (settled)
      deps.wording.log.info(`Adaptive: the first ${rows} rows of the order settle it; stopping osmosis.`);
    return settled;
  };
  const decideAll = (part: RunPart, errorsDominate: boolean) => {
    progress.parts = [part];
    progress.rowsRun = N;
    merged = decideOn(start, planNow(), progress, { errorsDominate, name: ordered.name });
  };
  return { planNow, decide, decideAll, merged: () => merged };
}

/** The eval as one osmosis start over its rows in the seeded order, stopped once a look settles it. */
async function inOneStart(
  start: OsmosisStart<BatchConcerns>,
  ordering: Ordering,
  ordered: { name: string; datasetFile: string; tag: string },
  running: Running,
): Promise<ResultWithRows> {
  const { deps } = start;
  const { progress } = running;
  const N = ordering.population.length;
  const looks = oneStartLooks(start, ordering, ordered, progress);
  deps.wording.log.info(`Adaptive: ${N} rows in a seeded order, as one osmosis run ${ordered.name}.`);
  progress.runs.push(ordered.name);
  const end = await runOneStart(
    start,
    { order: ordering.order, looks: () => looks.planNow().looks },
    ordered,
    looks.decide,
  );
  progress.warnings.push(...end.warnings);
  const plan = looks.planNow();
  await sayIfChoicesChanged(start, plan);
  const summaryOf = (verdict: 'passed' | 'failed' | null, metrics: EvalMetrics | null) =>
    running.summaryOf(plan, verdict, metrics);
  if (end.kind === 'failed') return running.draft().failed(end.error, { adaptive: summaryOf(null, null) });
  if (end.kind === 'interrupted') {
    await writeDecidedOrder(start, ordered, ordering.order, N);
    progress.parts = [];
    const ending = { ...start, draft: running.draft() };
    return interruptedOutcome(ending, progress, { ...end, part: end.part }, (m) => summaryOf(null, m));
  }
  progress.osmosisVersion ??= (await deps.files.readRunVersion(end.runDir)) ?? null;
  if (end.kind === 'done') looks.decideAll(end.part, end.errorsDominate);
  const { decision } = progress;
  const merged = looks.merged();
  if (decision?.verdict == null || merged === undefined) {
    return running.draft().failed(new UsageError('The adaptive eval ended without a verdict.'));
  }
  await writeDecidedOrder(start, ordered, ordering.order, progress.rowsRun);
  const decided = { ...decision, verdict: decision.verdict };
  const ending = { ...start, draft: running.draft() };
  return decidedOutcome(ending, decided, merged, summaryOf(decision.verdict, merged.metrics));
}

/** The eval as batches, each its own osmosis run, decided after each; a budget stops between them. */
async function inBatches(
  start: OsmosisStart<BatchConcerns | 'facts'>,
  ordering: Ordering,
  running: Running,
  budget: BudgetRun | undefined,
): Promise<ResultWithRows> {
  const { context, deps } = start;
  const { progress } = running;
  const plan = planLooks(start, ordering);
  await sayIfChoicesChanged(start, plan);
  const summaryOf = (verdict: 'passed' | 'failed' | null, metrics: EvalMetrics | null) =>
    running.summaryOf(plan, verdict, metrics);
  deps.wording.log.info(
    `Adaptive (${choicesText(plan.choices)}): ${plan.population.length} rows in a seeded order; ${plan.note}. Each batch is its own run, ${batchRunName(context.runName, plan.tag, 0)} first.`,
  );
  const batches = plan.looks.length;
  for (let index = 0; index < batches; index++) {
    const rows = batchRows(plan.order, plan.looks, index);
    const name = batchRunName(context.runName, plan.tag, index);
    const stop = budget && stopBeforeBatch(budget, progress, rows.length);
    if (budget && stop) {
      const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
      const stopAt = { stop, nextRows: rows.length, run: budget };
      const ending = { ...start, draft: running.draft() };
      return budgetOutcome(ending, stopAt, progress, { merged, adaptive: summaryOf(null, merged.metrics) });
    }
    deps.wording.log.info(`Adaptive batch ${index + 1} of ${batches}: ${rows.length} rows as run ${name}.`);
    const began = deps.facts.now().getTime();
    const ran = await runBatch(start, name, rows);
    progress.warnings.push(...ran.warnings);
    if (ran.kind === 'failed') {
      return running.draft().failed(ran.error, { adaptive: summaryOf(null, null) });
    }
    progress.runs.push(ran.part?.name ?? name);
    if (ran.kind === 'interrupted') {
      const ending = { ...start, draft: running.draft() };
      return interruptedOutcome(ending, progress, ran, (m) => summaryOf(null, m));
    }
    const seconds = ((deps.facts.now().getTime() - began) / 1000).toFixed(1);
    deps.wording.log.info(`Adaptive batch ${index + 1}: ${rows.length} rows in ${seconds} s.`);
    const merged = await decideAfter(start, plan, progress, { ran, rows: rows.length });
    const { decision } = progress;
    if (decision?.verdict == null) continue;
    const decided = { ...decision, verdict: decision.verdict };
    const ending = { ...start, draft: running.draft() };
    const outcome = decidedOutcome(ending, decided, merged, summaryOf(decision.verdict, merged.metrics));
    return withBudget(outcome, budget, progress);
  }
  // Unreachable: the last batch is the full run, which always decides.
  return running.draft().failed(new UsageError('The adaptive eval has no rows to run.'));
}

/** The adaptive eval from `draft` (what was learnt before osmosis), one start or batches. */
export async function runAdaptive(
  start: OsmosisStart<BatchConcerns | 'facts'>,
  draft: ResultDraft,
  datasetRows: number | undefined,
): Promise<ResultWithRows> {
  const { context } = start;
  let ordering: Ordering;
  let budget: BudgetRun | undefined;
  try {
    ordering = await orderRows(start, datasetRows);
    budget = await prepareBudget(start);
  } catch (error) {
    return draft.failed(error);
  }
  const progress: Progress = {
    parts: [],
    runs: [],
    rowsRun: 0,
    carry: null,
    decision: null,
    warnings: [],
    osmosisVersion: null,
  };
  const running: Running = {
    progress,
    summaryOf: (plan, verdict, metrics) =>
      summarize(
        { mode: plan.choices.mode, confidence: context.inputs.confidence, plan, ...progress },
        verdict,
        metrics,
      ),
    draft: () => draftAfter(draft, context.runName, progress),
  };
  // A budget stops between batches: one start would leave the rows in flight at the stop unrecorded.
  const ordered =
    !budget && oneStartPossible(start)
      ? await writeOrderedDataset(start, { order: ordering.order, tag: oneStartTagOf(start, ordering) })
      : undefined;
  if (ordered) return inOneStart(start, ordering, ordered, running);
  return inBatches(start, ordering, running, budget);
}
