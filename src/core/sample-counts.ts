/**
 * The outcome of every sample in one set of words, for every surface (terminal, job summary, PR comment,
 * viewer, step outputs): passed (a reward at or above the threshold), below threshold (it finished with
 * a lower reward), errored (it did not finish with a reward: the model call or the rollout failed),
 * skipped. osmosis's own `failed` status means errored; "failed" is kept for the gate's verdict alone.
 * Pure.
 */
import type { EvalMetrics, IndexRow } from './metrics.js';

export interface SampleCounts {
  total: number;
  passed: number;
  /** Undefined when the rows were not read one by one (then "not passed" is all that is known). */
  belowThreshold: number | undefined;
  errored: number | undefined;
  skipped: number;
  /** Did not pass: below threshold and errored together. */
  notPassed: number;
}

/** The one outcome of an index row, as the metrics count it. */
export type SampleOutcome = 'passed' | 'below-threshold' | 'errored' | 'skipped';

/** The word each outcome is shown with. */
export const OUTCOME_WORDS: Record<SampleOutcome, string> = {
  passed: 'passed',
  'below-threshold': 'below threshold',
  errored: 'errored',
  skipped: 'skipped',
};

/** A row's outcome: the same rules as core/metrics.ts (pass) and core/baseline/baseline.ts (below threshold). */
export function sampleOutcome(
  row: Pick<IndexRow, 'status' | 'reward'>,
  passThreshold: number,
): SampleOutcome {
  if (row.status === 'skipped') return 'skipped';
  if (typeof row.reward === 'number' && row.reward >= passThreshold) return 'passed';
  return row.status === 'success' ? 'below-threshold' : 'errored';
}

/** The counts of a result (belowThreshold is there whenever its rows were read one by one). */
export function sampleCounts(result: {
  metrics?: Pick<EvalMetrics, 'total' | 'passed' | 'completed' | 'skipped'> | null | undefined;
  belowThreshold?: { count: number } | undefined;
}): SampleCounts | undefined {
  const m = result.metrics;
  if (!m) return undefined;
  const notPassed = m.completed - m.passed;
  const below = result.belowThreshold?.count;
  return {
    total: m.total,
    passed: m.passed,
    belowThreshold: below,
    errored: below === undefined ? undefined : notPassed - below,
    skipped: m.skipped,
    notPassed,
  };
}

/** ["10 total", "7 passed", "2 below threshold", "1 errored", "0 skipped"]: the same on every surface. */
export function sampleWords(
  counts: SampleCounts,
  total = `${counts.total} total`,
  /** A managed eval's skipped samples timed out (the platform's `skipped`). */
  skipped = 'skipped',
): string[] {
  return [
    total,
    `${counts.passed} passed`,
    ...(counts.belowThreshold === undefined
      ? [`${counts.notPassed} not passed`]
      : [`${counts.belowThreshold} below threshold`, `${counts.errored} errored`]),
    `${counts.skipped} ${skipped}`,
  ];
}
