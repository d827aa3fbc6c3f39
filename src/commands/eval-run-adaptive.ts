/**
 * eval-run with `adaptive: certain | confident`: the rows in a seeded order, cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. After each batch the parts are merged by source row
 * (core/run-parts.ts) and the decision code (core/adaptive/) says whether the full run's verdict is
 * settled; the last batch is the full run. Errored items are retried once before they count, and a
 * batch dominated by errors never announces an early failure.
 */
import { basename, join } from 'node:path';
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
  defaultBatchSize,
  type RateBounds,
  seededOrder,
} from '../core/adaptive/index.js';
import { digest } from '../core/cache-keys.js';
import { ExitCode, type OsmosisCiError, UsageError } from '../core/errors.js';
import type { GateResult } from '../core/gate.js';
import type { EvalMetrics } from '../core/metrics.js';
import type { BeforeRunContext } from '../core/ports.js';
import { formatSelection, mergedRunMetrics, type RunPart } from '../core/run-parts.js';
import { type OsmosisStart, runOsmosisResuming } from './eval-run-osmosis.js';
import { interpretRun } from './eval-run-outcome.js';
import type { EvalRunOutcome } from './eval-run-result.js';

interface Plan {
  population: number[];
  order: number[];
  batchSize: number;
  batches: number;
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
  const batchSize = context.inputs['batch-size'] ?? defaultBatchSize(population.length);
  const seed = adaptiveSeed({
    configDigest: digest(context.config),
    inputsDigest: await deps.inputsDigest(context),
  });
  const order = seededOrder(population, seed);
  const choices: AdaptiveChoices = {
    mode: context.inputs.adaptive === 'certain' ? 'certain' : 'confident',
    confidence: context.inputs.confidence,
    batchSize,
  };
  return {
    population,
    order,
    batchSize,
    batches: Math.ceil(population.length / batchSize),
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
  const text = await deps.readText(join(context.workspace, '.osmosis', 'ci', context.runName, 'result.json'));
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
    batchSize: earlier.batchSize,
  });
  deps.log.info(
    `The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${choicesText(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`,
  );
}

type BatchRun =
  | { kind: 'done'; part: RunPart; runDir: string; errorsDominate: boolean }
  | { kind: 'failed'; error: OsmosisCiError }
  | { kind: 'interrupted'; part: RunPart | undefined; message: string; stderrTail: string };

/** One osmosis start of a batch's run; `retry` re-runs its failed and skipped items. */
async function startBatch(start: OsmosisStart, name: string, rows: readonly number[], retry: boolean) {
  const { context } = start;
  const batchContext: BeforeRunContext = {
    ...context,
    runName: name,
    inputs: {
      ...context.inputs,
      rows: formatSelection(rows),
      'run-name': name,
      ...(retry ? { fresh: false, 'retry-failed': true } : {}),
    },
  };
  return runOsmosisResuming({ ...start, context: batchContext });
}

/** Runs one batch to a part with a result for every item (errored items retried once), or says why not. */
async function runBatch(start: OsmosisStart, name: string, rows: readonly number[]): Promise<BatchRun> {
  const { deps, context } = start;
  let retried = false;
  for (;;) {
    const started = await startBatch(start, name, rows, retried);
    if ('error' in started) return { kind: 'failed', error: started.error };
    const outcome = interpretRun(started.run, context.osmosisBin);
    if (outcome.kind === 'error') return { kind: 'failed', error: outcome.error };
    const runDir = outcome.runDir ?? started.runDir;
    const part = await deps.readRunPart(runDir, basename(runDir)).catch(() => undefined);
    if (outcome.kind === 'incomplete' || part === undefined) {
      const message = started.run.interruptedBy
        ? `Interrupted by ${started.run.interruptedBy} in batch ${name}. Re-run the same command to resume: the finished batches and items are not paid for again.`
        : `osmosis stopped before every item of batch ${name} had a result. Re-run the same command to resume the rest.`;
      return { kind: 'interrupted', part, message, stderrTail: started.run.stderrTail };
    }
    const errored = part.rows.filter((row) => row.status === 'failed').length;
    // Only items this start paid for are retried: a batch finished by an earlier run counts as it stands,
    // so a re-run reaches the same verdict.
    const paidNow = part.rows.some((row) => row.resumed !== true);
    if (errored > 0 && !retried && paidNow) {
      deps.log.info(`Batch ${name}: ${errored} item(s) errored; retrying them once before they count.`);
      retried = true;
      continue;
    }
    return { kind: 'done', part, runDir, errorsDominate: errored * 2 > part.rows.length };
  }
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
  const bounds = exact ?? (rule === 'confidence-sequence' ? decision?.confident : null) ?? possible;
  const base = {
    mode: state.mode,
    confidence: state.confidence,
    batchSize: state.plan.batchSize,
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

export async function runAdaptive(
  start: OsmosisStart,
  datasetRows: number | undefined,
): Promise<EvalRunOutcome> {
  const { context, deps, draft } = start;
  const { inputs } = context;
  const mode: AdaptiveSummary['mode'] = inputs.adaptive === 'certain' ? 'certain' : 'confident';
  const threshold = inputs['min-pass-rate'] ?? 1;
  const passThreshold = context.config.evaluation.pass_threshold;
  let plan: Plan;
  try {
    plan = await planBatches(start, datasetRows);
  } catch (error) {
    return draft.failed(error);
  }
  const N = plan.population.length;
  await sayIfChoicesChanged(start, plan);
  deps.log.info(
    `Adaptive (${choicesText(plan.choices)}): ${N} rows in a seeded order, ${plan.batches} batch(es); each batch is its own run, ${batchRunName(context.runName, plan.tag, 0)} first.`,
  );
  const parts: RunPart[] = [];
  const runs: string[] = [];
  let carry: RateBounds | null = null;
  let decision: AdaptiveDecision | null = null;
  let rowsRun = 0;
  const summaryOf = (verdict: 'passed' | 'failed' | null, metrics: EvalMetrics | null) =>
    summarize({ mode, confidence: inputs.confidence, plan, rowsRun, runs, decision }, verdict, metrics);
  const finishAs = () => {
    draft.facts.runName = context.runName;
    draft.facts.runDir = null;
  };

  for (let index = 0; index < plan.batches; index++) {
    const rows = batchRows(plan.order, plan.batchSize, index);
    const name = batchRunName(context.runName, plan.tag, index);
    deps.log.info(`Adaptive batch ${index + 1} of ${plan.batches}: ${rows.length} rows as run ${name}.`);
    const ran = await runBatch(start, name, rows);
    if (ran.kind === 'failed') {
      finishAs();
      return draft.failed(ran.error, { warnings: draft.warnings, adaptive: summaryOf(null, null) });
    }
    runs.push(ran.part?.name ?? name);
    if (ran.kind === 'interrupted') {
      const sofar = ran.part ? [...parts, ran.part] : parts;
      const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
      draft.rows = read?.rows ?? null;
      finishAs();
      return draft.finish({
        verdict: 'error',
        exitCode: ExitCode.infrastructure,
        metrics: read?.metrics ?? null,
        warnings: draft.warnings,
        adaptive: summaryOf(null, read?.metrics ?? null),
        error: {
          kind: 'osmosis',
          message: ran.message,
          ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
        },
      });
    }
    parts.push(ran.part);
    rowsRun += rows.length;
    // Every batch runs the same osmosis: the first that says which is the result's version.
    draft.facts.osmosisVersion ??= (await deps.readRunVersion(ran.runDir)) ?? null;
    const { metrics, rows: outcomes } = mergedMetrics(parts, passThreshold, true);
    const look = {
      population: N,
      rowsRun,
      runsPerRow: context.config.evaluation.n,
      passedItems: metrics.passed,
      completedItems: metrics.completed,
      skippedItems: metrics.skipped,
    };
    const stop: AdaptiveStop = ran.errorsDominate ? 'pass' : 'both';
    if (ran.errorsDominate && rowsRun < N) {
      deps.log.warning(`Batch ${name} is mostly errored items: it cannot end the eval with a failure.`);
    }
    decision = decideAdaptive(look, { mode, threshold, confidence: inputs.confidence, stop }, carry);
    carry = decision.carry;
    if (decision.verdict === null) continue;
    draft.rows = outcomes;
    finishAs();
    const adaptive = summaryOf(decision.verdict, metrics);
    deps.log.info(`Adaptive: ${adaptive.summary}.`);
    if (decision.rule === 'full-run') {
      const full = draft.gated(metrics);
      return { ...full, result: { ...full.result, adaptive } };
    }
    const gate: GateResult = {
      verdict: decision.verdict,
      blocking: decision.verdict === 'failed',
      gateOn: 'pass-rate',
      threshold,
      // The number judged is the bound on the full run's pass rate that decided, not the sample's rate.
      observed: decision.verdict === 'passed' ? adaptive.bounds.lower : adaptive.bounds.upper,
      reason: `${adaptive.summary.charAt(0).toUpperCase()}${adaptive.summary.slice(1)}.`,
    };
    return draft.finish({
      verdict: gate.verdict,
      exitCode: gate.blocking ? ExitCode.gateFailed : ExitCode.ok,
      gate,
      metrics,
      warnings: draft.warnings,
      adaptive,
    });
  }
  // Unreachable: the last batch is the full run, which always decides.
  finishAs();
  return draft.failed(new UsageError('The adaptive eval has no rows to run.'));
}
