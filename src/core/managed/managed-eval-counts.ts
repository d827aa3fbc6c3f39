/**
 * A managed eval's samples, counted from what `osmosis --json eval info` prints (osmosis-ai 0.3.8,
 * platform/cli/eval.py `info`): `metrics.summary` is the platform's metrics (GET …/metrics), present
 * only when `metrics_available`; `results` is the run's own document and is always there once the run
 * started. Both follow the platform's aggregate (eval/local/results.py `aggregate_metrics` replicates
 * it): `graded` = samples with a reward, `passed` = reward >= threshold, `failed` = samples whose status
 * is failed, `skipped` = timed out on a managed run, `completed_samples` = total - skipped.
 * `results.total_runs` counts every sample that ended. Pure.
 */
import { z } from 'zod';
import type { SampleCounts } from '../verdict/managed-eval-verdict.js';

type Numbers = Partial<
  Record<
    | 'total_samples'
    | 'completed_samples'
    | 'total_runs'
    | 'graded'
    | 'passed'
    | 'failed'
    | 'skipped'
    | 'pass_rate',
    number | null | undefined
  >
>;

const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : undefined;

/**
 * The counts, or null when they cannot be had. Every sample that did not time out is passed, failed (a
 * reward below the threshold) or errored (no reward): never a denominator that drops errored samples.
 */
export function sampleCounts(numbers: Numbers, source: SampleCounts['source']): SampleCounts | null {
  const reported = count(numbers.passed);
  if (reported === undefined) return null;
  const timedOut = count(numbers.skipped) ?? 0;
  const graded = count(numbers.graded);
  const failedStatus = count(numbers.failed);
  const total = count(numbers.total_samples) ?? count(numbers.total_runs);
  let completed = count(numbers.completed_samples) ?? (total === undefined ? undefined : total - timedOut);
  // Without a total, graded + failed still holds every ended sample (a failed one with a reward twice,
  // which only lowers the pass rate).
  if (completed === undefined && graded !== undefined && failedStatus !== undefined)
    completed = graded + failedStatus;
  if (completed === undefined) return null;
  const passed = Math.min(reported, completed);
  const errored =
    graded !== undefined
      ? completed - Math.min(Math.max(graded, passed), completed)
      : Math.min(failedStatus ?? 0, completed - passed);
  return {
    total: completed + timedOut,
    passed,
    failed: completed - passed - errored,
    errored,
    timedOut,
    source,
  };
}

const optNum = z.number().finite().nullable().optional();

export interface EvalSampling {
  limit: number | null;
  sampledRows: number | null;
  datasetRows: number | null;
}

/** `config.limit` (absent: the platform samples 10% at random), `results.sampled_rows` and `total_dataset_rows`. */
export function samplingFrom(record: Record<string, unknown>): EvalSampling {
  const config = z.looseObject({ limit: optNum }).safeParse(record.config ?? {});
  const results = z
    .looseObject({ sampled_rows: optNum, total_dataset_rows: optNum })
    .safeParse(record.results ?? {});
  return {
    limit: config.success ? (config.data.limit ?? null) : null,
    sampledRows: results.success ? (results.data.sampled_rows ?? null) : null,
    datasetRows: results.success ? (results.data.total_dataset_rows ?? null) : null,
  };
}
