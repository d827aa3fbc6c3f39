/**
 * eval-run with `adaptive: certain | confident`: the rows in a seeded order, cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. The batches are planned before the first (core/adaptive/
 * cost-plan.ts: by cost, with a boundary calibrated to the stated error, unless the user sized them).
 * After each batch the parts are merged by source row (core/run-parts.ts) and the decision code
 * (core/adaptive/) says whether the full run's verdict is settled; the last batch is the full run. Errored items count as they
 * stand, as in a full run (no automatic retry in either, so both judge the same items), and a batch
 * dominated by errors never announces an early failure.
 */
import { join } from 'node:path';
import {
  type AdaptiveChoices,
  type AdaptiveDecision,
  type AdaptiveStop,
  type AdaptiveSummary,
  adaptivePopulation,
  adaptiveSeed,
  adaptiveSentence,
  adaptiveTag,
  batchRows,
  batchRunName,
  choicesText,
  cleanDecimal,
  decideAdaptive,
  equalLooks,
  planAdaptiveBatches,
  type RateBounds,
  type StoppingBoundary,
  seededOrder,
} from '../../core/adaptive/index.js';
import { digest } from '../../core/cache-keys.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { adaptiveEarlyGate, gateExitCode } from '../../core/gate.js';
import type { EvalMetrics } from '../../core/metrics.js';
import { ciResultDir } from '../../core/paths.js';
import { mergedRunMetrics, type RunPart } from '../../core/run-parts.js';
import { type BatchRun, runBatch } from './batch.js';
import type { OsmosisStart } from './osmosis.js';
import type { EvalRunOutcome } from './result.js';

interface Plan {
  population: number[];
  order: number[];
  /** Rows run after each batch; the last is the population. */
  looks: number[];
  boundary: StoppingBoundary | undefined;
  /** Why the batches are these, for the log. */
  note: string;
  tag: string;
  choices: AdaptiveChoices;
}

/** The population, its seeded order and the batches: a UsageError when the population cannot be known. */
async function planBatches(start: OsmosisStart, datasetRows: number | undefined): Promise<Plan> {
  const { context, deps } = start;
  const population = adaptivePopulation({
    rows: context.inputs.rows,
    limit: context.config.evaluation.limit,
    datasetRows,
  });
  if (typeof population === 'string') throw new UsageError(`${deps.hint('adaptive')} ${population}.`);
  const mode = context.inputs.adaptive === 'certain' ? 'certain' : 'confident';
  const batches = planAdaptiveBatches({
    mode,
    population: population.length,
    threshold: context.inputs['min-pass-rate'] ?? 1,
    confidence: context.inputs.confidence,
    runsPerRow: context.config.evaluation.n,
    batchSize: context.inputs['batch-size'],
    startCost: context.inputs['start-cost'],
  });
  const seed = adaptiveSeed({
    configDigest: digest(context.config),
    inputsDigest: await deps.inputsDigest(context),
  });
  const choices: AdaptiveChoices = {
    mode,
    confidence: context.inputs.confidence,
    looks: batches.looks,
    calibrated: batches.boundary !== undefined,
  };
  return {
    population,
    order: seededOrder(population, seed),
    looks: batches.looks,
    boundary: batches.boundary,
    note: batches.note,
    tag: adaptiveTag(seed, choices),
    choices,
  };
}

/**
 * Says when the last result of this run name was decided under other choices: these run batches of
 * their own (their tag differs), so no row paid for under the first choices decides this verdict.
 */
async function sayIfChoicesChanged(start: OsmosisStart, plan: Plan): Promise<void> {
  const { context, deps } = start;
  const text = await deps.readText(join(ciResultDir(context.workspace, context.runName), 'result.json'));
  let earlier: AdaptiveSummary | undefined;
  try {
    earlier = text ? (JSON.parse(text) as { adaptive?: AdaptiveSummary }).adaptive : undefined;
  } catch {
    return; // an unreadable earlier result says nothing about choices
  }
  const first = earlier?.runs[0];
  if (!earlier || !first || first.includes(`.a${plan.tag}.`)) return;
  const before = choicesText({
    mode: earlier.mode,
    confidence: earlier.confidence,
    looks: earlier.looks ?? equalLooks(earlier.rowsTotal, earlier.batchSize),
    calibrated: earlier.calibrated === true,
  });
  deps.log.info(
    `The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${choicesText(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`,
  );
}

function mergedMetrics(parts: readonly RunPart[], passThreshold: number, finished: boolean) {
  return mergedRunMetrics(parts, [], { passThreshold, finished });
}

/** The result's `adaptive` field: what ran, what decided, and the report's sentence. */
function summarize(
  state: {
    mode: AdaptiveSummary['mode'];
    confidence: number;
    plan: Plan;
    rowsRun: number;
    runs: readonly string[];
    decision: AdaptiveDecision | null;
  },
  verdict: 'passed' | 'failed' | null,
  metrics: EvalMetrics | null,
): AdaptiveSummary {
  const { decision, rowsRun } = state;
  const N = state.plan.population.length;
  const possible = decision?.certain ?? { lower: 0, upper: 1 };
  const rule = verdict === null ? null : (decision?.rule ?? null);
  const exact = metrics && rule === 'full-run' ? { lower: metrics.passRate, upper: metrics.passRate } : null;
  const byRule = rule === 'confidence-sequence' || rule === 'calibrated' ? decision?.confident : null;
  const bounds = exact ?? byRule ?? possible;
  const base = {
    mode: state.mode,
    confidence: state.confidence,
    batchSize: state.plan.looks[0] ?? N,
    looks: [...state.plan.looks],
    calibrated: state.plan.boundary !== undefined,
    rowsRun,
    rowsTotal: N,
    decidedEarly: verdict !== null && rowsRun < N,
    rule,
    bounds: { lower: cleanDecimal(bounds.lower), upper: cleanDecimal(bounds.upper) },
    possible: { lower: cleanDecimal(possible.lower), upper: cleanDecimal(possible.upper) },
    samplePassRate: metrics ? metrics.passRate : null,
    errorBound: verdict === null ? 0 : cleanDecimal(decision?.errorBound ?? 0),
    runs: [...state.runs],
  };
  return { ...base, summary: adaptiveSentence(base, verdict) };
}

/** What the batches so far have shown, and the decision on them. */
interface Progress {
  parts: RunPart[];
  runs: string[];
  rowsRun: number;
  carry: RateBounds | null;
  decision: AdaptiveDecision | null;
}

/** The outcome of a batch osmosis stopped in: an error that says how to resume, with what ran so far. */
function interruptedOutcome(
  start: OsmosisStart,
  progress: Progress,
  ran: Extract<BatchRun, { kind: 'interrupted' }>,
  summaryOf: (metrics: EvalMetrics | null) => AdaptiveSummary,
): EvalRunOutcome {
  const { draft } = start;
  const sofar = ran.part ? [...progress.parts, ran.part] : progress.parts;
  const passThreshold = start.context.config.evaluation.pass_threshold;
  const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
  draft.rows = read?.rows ?? null;
  return draft.finish({
    verdict: 'error',
    exitCode: ExitCode.infrastructure,
    metrics: read?.metrics ?? null,
    warnings: draft.warnings,
    adaptive: summaryOf(read?.metrics ?? null),
    error: {
      kind: 'osmosis',
      message: ran.message,
      ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
    },
  });
}

/** Merges a finished batch into the progress and decides on every row run so far. */
async function decideAfter(
  start: OsmosisStart,
  plan: Plan,
  progress: Progress,
  ran: Extract<BatchRun, { kind: 'done' }>,
  rows: number,
) {
  const { context, deps, draft } = start;
  const { inputs } = context;
  const N = plan.population.length;
  progress.parts.push(ran.part);
  progress.rowsRun += rows;
  // Every batch runs the same osmosis: the first that says which is the result's version.
  draft.facts.osmosisVersion ??= (await deps.readRunVersion(ran.runDir)) ?? null;
  const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
  const look = {
    population: N,
    rowsRun: progress.rowsRun,
    runsPerRow: context.config.evaluation.n,
    passedItems: merged.metrics.passed,
    completedItems: merged.metrics.completed,
    skippedItems: merged.metrics.skipped,
  };
  const stop: AdaptiveStop = ran.errorsDominate ? 'pass' : 'both';
  if (ran.errorsDominate && progress.rowsRun < N) {
    deps.log.warning(
      `Batch ${ran.part.name} is mostly errored items: it cannot end the eval with a failure.`,
    );
  }
  const options = {
    mode: plan.choices.mode,
    threshold: inputs['min-pass-rate'] ?? 1,
    confidence: inputs.confidence,
    stop,
  };
  const boundary = plan.boundary ? { boundary: plan.boundary } : {};
  progress.decision = decideAdaptive(look, { ...options, ...boundary }, progress.carry);
  progress.carry = progress.decision.carry;
  return merged;
}

/** The outcome once a look decided: the full run's gate, or the early stop's, judged on the adaptive bound. */
function decidedOutcome(
  start: OsmosisStart,
  decision: AdaptiveDecision & { verdict: 'passed' | 'failed' },
  merged: ReturnType<typeof mergedMetrics>,
  adaptive: AdaptiveSummary,
): EvalRunOutcome {
  const { deps, draft, context } = start;
  draft.rows = merged.rows;
  deps.log.info(`Adaptive: ${adaptive.summary}.`);
  if (decision.rule === 'full-run') {
    const full = draft.gated(merged.metrics);
    return { ...full, result: { ...full.result, adaptive } };
  }
  const gate = adaptiveEarlyGate(decision.verdict, {
    threshold: context.inputs['min-pass-rate'] ?? 1,
    samplePassRate: merged.metrics.passRate,
    summary: adaptive.summary,
  });
  return draft.finish({
    verdict: gate.verdict,
    exitCode: gateExitCode(gate),
    gate,
    metrics: merged.metrics,
    warnings: draft.warnings,
    adaptive,
  });
}

export async function runAdaptive(
  start: OsmosisStart,
  datasetRows: number | undefined,
): Promise<EvalRunOutcome> {
  const { context, deps, draft } = start;
  let plan: Plan;
  try {
    plan = await planBatches(start, datasetRows);
  } catch (error) {
    return draft.failed(error);
  }
  await sayIfChoicesChanged(start, plan);
  deps.log.info(
    `Adaptive (${choicesText(plan.choices)}): ${plan.population.length} rows in a seeded order; ${plan.note}. Each batch is its own run, ${batchRunName(context.runName, plan.tag, 0)} first.`,
  );
  const progress: Progress = { parts: [], runs: [], rowsRun: 0, carry: null, decision: null };
  const summaryOf = (verdict: 'passed' | 'failed' | null, metrics: EvalMetrics | null) =>
    summarize(
      { mode: plan.choices.mode, confidence: context.inputs.confidence, plan, ...progress },
      verdict,
      metrics,
    );
  // Each batch's start names its own run in the facts; the result is the adaptive run's.
  const asAdaptiveRun = () => {
    draft.facts.runName = context.runName;
    draft.facts.runDir = null;
  };
  const batches = plan.looks.length;
  for (let index = 0; index < batches; index++) {
    const rows = batchRows(plan.order, plan.looks, index);
    const name = batchRunName(context.runName, plan.tag, index);
    deps.log.info(`Adaptive batch ${index + 1} of ${batches}: ${rows.length} rows as run ${name}.`);
    const began = deps.now().getTime();
    const ran = await runBatch(start, name, rows);
    if (ran.kind !== 'done') asAdaptiveRun();
    if (ran.kind === 'failed') {
      return draft.failed(ran.error, { warnings: draft.warnings, adaptive: summaryOf(null, null) });
    }
    progress.runs.push(ran.part?.name ?? name);
    if (ran.kind === 'interrupted')
      return interruptedOutcome(start, progress, ran, (m) => summaryOf(null, m));
    const seconds = ((deps.now().getTime() - began) / 1000).toFixed(1);
    deps.log.info(`Adaptive batch ${index + 1}: ${rows.length} rows in ${seconds} s.`);
    const merged = await decideAfter(start, plan, progress, ran, rows.length);
    const { decision } = progress;
    if (decision?.verdict == null) continue;
    asAdaptiveRun();
    const decided = { ...decision, verdict: decision.verdict };
    return decidedOutcome(start, decided, merged, summaryOf(decision.verdict, merged.metrics));
  }
  // Unreachable: the last batch is the full run, which always decides.
  asAdaptiveRun();
  return draft.failed(new UsageError('The adaptive eval has no rows to run.'));
}
