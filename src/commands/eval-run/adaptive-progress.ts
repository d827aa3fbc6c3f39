/**
 * What an adaptive eval has shown so far, and how it is told: the progress over its batches (or its one
 * start's looks), the draft with what they learnt, and the result's `adaptive` summary.
 */
import {
  type AdaptiveDecision,
  type AdaptiveSummary,
  adaptiveSentence,
  cleanDecimal,
  type RateBounds,
} from '../../core/adaptive/index.js';
import { mergedRunMetrics, type RunPart } from '../../core/journal/run-parts.js';
import type { EvalMetrics } from '../../core/metrics.js';
import type { Plan } from './adaptive-plan.js';
import type { ResultDraft } from './result.js';

export function mergedMetrics(parts: readonly RunPart[], passThreshold: number, finished: boolean) {
  return mergedRunMetrics(parts, [], { passThreshold, finished });
}

/** The result's `adaptive` field: what ran, what decided, and the report's sentence. */
export function summarize(
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
export interface Progress {
  parts: RunPart[];
  runs: string[];
  rowsRun: number;
  carry: RateBounds | null;
  decision: AdaptiveDecision | null;
  /** The warnings the starts said, in order. */
  warnings: string[];
  /** The osmosis version of the first batch that names one: every batch runs the same osmosis. */
  osmosisVersion: string | null;
}

/**
 * The adaptive run's draft: the run's own name (each batch is a run of its own name; the result is the
 * adaptive run's, which has no one run dir), with the version and warnings its batches learnt.
 */
export function draftAfter(first: ResultDraft, runName: string, progress: Progress): ResultDraft {
  const osmosisVersion = first.facts.osmosisVersion ?? progress.osmosisVersion;
  return first.learn({ runName, runDir: null, osmosisVersion }).warn(...progress.warnings);
}
