/**
 * Eval metrics from an osmosis run directory's `index.jsonl` rows (and `metrics.json` when present),
 * computed the way the CLI computes its `metrics.json` summary (contract §3.4). Pure: rows come in
 * one at a time through {@link createMetricsAccumulator}; reading files is the adapter's job.
 *
 * Assumptions where the contract is silent (the CLI source was deliberately not consulted):
 * - Skipped rows count in `total` only: they are excluded from `completed`, `graded`, `passed`, the
 *   reward statistics and pass@k (so `passed <= completed` and `passRate <= 1`).
 * - A non-skipped row with a numeric reward is graded whatever its status, and passes when
 *   `reward >= passThreshold`; a row without a reward never passes.
 * - pass@k groups rows by `row_index`: per dataset row, n = its non-skipped runs and c = its passes;
 *   pass@k is the unweighted mean over dataset rows with n >= k of the unbiased estimator.
 *   k runs over 1, 2, 4, … up to `runsPerRow` (the highest run_index + 1), a k that no dataset row can
 *   estimate is left out, and the list is empty unless it has at least two points (as osmosis does).
 * - `failed` counts `status == "failed"` rows (not graded rows below the threshold), as in the
 *   contract's example where graded 4, passed 3 still has failed 0.
 */
import { z } from 'zod';
import { formatLocated, OsmosisFailure } from './errors.js';
import { passAtK, RunningStats, wilsonInterval } from './stats.js';

const nonNegativeInt = z.number().int().nonnegative();

/** One line of `index.jsonl`. Unknown keys (trajectory_filename, max_context_tokens, …) pass through. */
export const IndexRowSchema = z.looseObject({
  row_index: nonNegativeInt,
  run_index: nonNegativeInt,
  rollout_id: z.string().nullish(),
  status: z.enum(['success', 'failed', 'skipped']),
  reward: z.number().nullish(),
  tokens: z.number().nullish(),
  duration_ms: z.number().nullish(),
  error_type: z.string().nullish(),
  resumed: z.boolean().nullish(),
});
export type IndexRow = z.infer<typeof IndexRowSchema>;
export type RowStatus = IndexRow['status'];

const RewardStatsSchema = z.looseObject({
  mean: z.number().nullish(),
  median: z.number().nullish(),
  std: z.number().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
});

/** `metrics.json`. Every key is optional and unknown keys pass through: versions add fields. */
export const MetricsFileSchema = z.looseObject({
  eval_run: z
    .looseObject({
      id: z.string().nullish(),
      status: z.string().nullish(),
      name: z.string().nullish(),
      dataset_name: z.string().nullish(),
      model_name: z.string().nullish(),
      rollout_name: z.string().nullish(),
      duration_ms: z.number().nullish(),
      started_at: z.string().nullish(),
      completed_at: z.string().nullish(),
    })
    .nullish(),
  summary: z
    .looseObject({
      total_samples: z.number().nullish(),
      completed_samples: z.number().nullish(),
      graded: z.number().nullish(),
      passed: z.number().nullish(),
      failed: z.number().nullish(),
      skipped: z.number().nullish(),
      pass_rate: z.number().nullish(),
      pass_threshold: z.number().nullish(),
      tokens_used: z.number().nullish(),
      reward_stats: RewardStatsSchema.nullish(),
      n_runs: z.number().nullish(),
      pass_at_k: z.array(z.looseObject({ k: z.number(), value: z.number() })).nullish(),
    })
    .nullish(),
});
export type MetricsFile = z.infer<typeof MetricsFileSchema>;

export type RunStatus = 'finished' | 'incomplete' | 'running' | 'unknown';

export interface FailureRowRef {
  rowIndex: number;
  runIndex: number;
  rolloutId?: string;
}

export interface FailureGroup {
  errorType: string;
  count: number;
  rows: FailureRowRef[];
}

export interface EvalMetrics {
  status: RunStatus;
  total: number;
  completed: number;
  passed: number;
  failed: number;
  skipped: number;
  graded: number;
  passRate: number;
  passRateInterval: { lower: number; upper: number; confidence: number };
  passThreshold: number;
  reward: { mean: number; median: number; std: number; min: number; max: number } | null;
  runsPerRow: number;
  passAtK: { k: number; value: number }[];
  tokens: number;
  durationMs: number | null;
  resumedRows: number;
  /** Non-success rows grouped by error_type, largest group first; at most {@link FAILURE_ROWS_PER_GROUP} rows each. */
  failureGroups: FailureGroup[];
}

export const FAILURE_ROWS_PER_GROUP = 50;
export const PASS_RATE_CONFIDENCE = 0.95;
/** The CLI's default `pass_threshold` (eval TOML), used when neither the caller nor metrics.json gives one. */
export const DEFAULT_PASS_THRESHOLD = 1.0;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`)
    .join('; ');
}

const STATUSES: ReadonlySet<unknown> = new Set(['success', 'failed', 'skipped']);

function optionalOf(value: unknown, type: 'string' | 'number' | 'boolean'): boolean {
  return value === undefined || value === null || typeof value === type;
}

/**
 * A hand-written check that accepts a subset of what {@link IndexRowSchema} accepts, so the common
 * case skips zod's allocation (it is most of the per-row cost at a million rows). Anything it
 * rejects goes through zod, which either accepts it or produces the error message.
 */
function looksLikeIndexRow(value: unknown): value is IndexRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  const { row_index, run_index, reward, tokens, duration_ms } = row;
  return (
    Number.isSafeInteger(row_index) &&
    (row_index as number) >= 0 &&
    Number.isSafeInteger(run_index) &&
    (run_index as number) >= 0 &&
    STATUSES.has(row.status) &&
    (reward === undefined || reward === null || Number.isFinite(reward)) &&
    (tokens === undefined || tokens === null || Number.isFinite(tokens)) &&
    (duration_ms === undefined || duration_ms === null || Number.isFinite(duration_ms)) &&
    optionalOf(row.rollout_id, 'string') &&
    optionalOf(row.error_type, 'string') &&
    optionalOf(row.resumed, 'boolean')
  );
}

/**
 * Parse one `index.jsonl` line. Throws an {@link OsmosisFailure} whose message starts with
 * `file:line:` for a line that is not JSON or not a valid row. Blank lines are the caller's to skip.
 */
export function parseIndexLine(line: string, lineNumber: number, file: string): IndexRow {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OsmosisFailure(
      formatLocated(`malformed index.jsonl line (not JSON: ${reason}): ${preview(line)}`, {
        file,
        line: lineNumber,
      }),
    );
  }
  if (looksLikeIndexRow(value)) return value;
  const parsed = IndexRowSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new OsmosisFailure(
    formatLocated(`malformed index.jsonl row (${describeIssues(parsed.error)}): ${preview(line)}`, {
      file,
      line: lineNumber,
    }),
  );
}

function preview(line: string): string {
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Validate a parsed `metrics.json` value; the error names the file. */
export function parseMetricsFile(value: unknown, file: string): MetricsFile {
  const parsed = MetricsFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new OsmosisFailure(
    formatLocated(`malformed metrics.json (${describeIssues(parsed.error)})`, { file }),
  );
}

/**
 * Per dataset row (row_index): index rows, non-skipped rows, passes. Dense row indices live in one
 * growing Uint32Array (12 bytes per dataset row); an index past the dense limit goes to a Map, so a
 * stray huge row_index cannot allocate gigabytes.
 */
class RowTally {
  static readonly DENSE_LIMIT = 1 << 22;
  #dense = new Uint32Array(3 * 1024);
  #sparse = new Map<number, [number, number, number]>();

  add(rowIndex: number, completed: boolean, passed: boolean): void {
    if (rowIndex < RowTally.DENSE_LIMIT) {
      const offset = rowIndex * 3;
      if (offset + 3 > this.#dense.length) this.#grow(offset + 3);
      const dense = this.#dense;
      dense[offset] = (dense[offset] as number) + 1;
      if (completed) dense[offset + 1] = (dense[offset + 1] as number) + 1;
      if (passed) dense[offset + 2] = (dense[offset + 2] as number) + 1;
      return;
    }
    const entry = this.#sparse.get(rowIndex) ?? [0, 0, 0];
    entry[0] += 1;
    if (completed) entry[1] += 1;
    if (passed) entry[2] += 1;
    this.#sparse.set(rowIndex, entry);
  }

  /** Calls back once per dataset row that has at least one index row. */
  forEach(callback: (runs: number, completed: number, passed: number) => void): void {
    const dense = this.#dense;
    for (let offset = 0; offset < dense.length; offset += 3) {
      const runs = dense[offset] as number;
      if (runs > 0) callback(runs, dense[offset + 1] as number, dense[offset + 2] as number);
    }
    for (const [runs, completed, passed] of this.#sparse.values()) callback(runs, completed, passed);
  }

  #grow(minimum: number): void {
    let length = this.#dense.length;
    while (length < minimum) length *= 2;
    const grown = new Uint32Array(length);
    grown.set(this.#dense);
    this.#dense = grown;
  }
}

interface GroupState {
  count: number;
  rows: FailureRowRef[];
}

export interface MetricsAccumulatorOptions {
  /** Must equal metrics.json `summary.pass_threshold` when that file is given to `finish`. */
  passThreshold: number;
}

export interface MetricsAccumulator {
  add(row: IndexRow): void;
  /** Rows added so far. */
  readonly rows: number;
  /** Status, duration and pass threshold come from `metricsFile` when given. */
  finish(metricsFile?: MetricsFile): EvalMetrics;
}

function runStatus(value: string | null | undefined): RunStatus {
  return value === 'finished' || value === 'incomplete' || value === 'running' ? value : 'unknown';
}

/** Streaming accumulator: memory grows with dataset rows (12 bytes each) and distinct rewards, not with lines. */
export function createMetricsAccumulator(options: MetricsAccumulatorOptions): MetricsAccumulator {
  const { passThreshold } = options;
  if (!Number.isFinite(passThreshold))
    throw new RangeError(`passThreshold must be finite, got ${passThreshold}`);
  let total = 0;
  let skipped = 0;
  let failed = 0;
  let passed = 0;
  let tokens = 0;
  let resumedRows = 0;
  let maxRunIndex = -1;
  const rewards = new RunningStats();
  const perRow = new RowTally();
  const groups = new Map<string, GroupState>();

  function recordFailure(row: IndexRow): void {
    const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
    let group = groups.get(errorType);
    if (!group) {
      group = { count: 0, rows: [] };
      groups.set(errorType, group);
    }
    group.count += 1;
    if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
      const ref: FailureRowRef = { rowIndex: row.row_index, runIndex: row.run_index };
      if (typeof row.rollout_id === 'string') ref.rolloutId = row.rollout_id;
      group.rows.push(ref);
    }
  }

  return {
    get rows() {
      return total;
    },

    add(row) {
      total += 1;
      if (row.run_index > maxRunIndex) maxRunIndex = row.run_index;
      if (typeof row.tokens === 'number') tokens += row.tokens;
      if (row.resumed === true) resumedRows += 1;
      const isSkipped = row.status === 'skipped';
      let isPass = false;
      if (isSkipped) {
        skipped += 1;
      } else {
        if (row.status === 'failed') failed += 1;
        if (typeof row.reward === 'number') {
          rewards.add(row.reward);
          isPass = row.reward >= passThreshold;
          if (isPass) passed += 1;
        }
      }
      perRow.add(row.row_index, !isSkipped, isPass);
      if (row.status !== 'success') recordFailure(row);
    },

    finish(metricsFile) {
      const fileThreshold = metricsFile?.summary?.pass_threshold;
      if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
        throw new Error(
          `metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
            'create the accumulator with the pass_threshold from metrics.json',
        );
      }
      const completed = total - skipped;
      const passRate = completed > 0 ? passed / completed : 0;
      const interval = wilsonInterval(passed, completed, PASS_RATE_CONFIDENCE);
      const summary = rewards.summary();

      // pass@k: histogram of (n, c) over dataset rows, then the estimator once per distinct pair.
      // As osmosis does: runs per row is the highest run_index + 1, and pass@k is reported only when it
      // has at least two points.
      const runsPerRow = maxRunIndex + 1;
      const pairs = new Map<number, Map<number, number>>(); // n -> c -> dataset rows
      perRow.forEach((_runs, n, c) => {
        if (n === 0) return;
        let byPasses = pairs.get(n);
        if (!byPasses) {
          byPasses = new Map();
          pairs.set(n, byPasses);
        }
        byPasses.set(c, (byPasses.get(c) ?? 0) + 1);
      });
      const passAtKValues: { k: number; value: number }[] = [];
      if (runsPerRow >= 2) {
        for (let k = 1; k <= runsPerRow; k *= 2) {
          let sum = 0;
          let rows = 0;
          for (const [n, byPasses] of pairs) {
            if (n < k) continue;
            for (const [c, count] of byPasses) {
              sum += passAtK(n, c, k) * count;
              rows += count;
            }
          }
          if (rows > 0) passAtKValues.push({ k, value: sum / rows });
        }
      }
      if (passAtKValues.length < 2) passAtKValues.length = 0;

      const failureGroups: FailureGroup[] = [...groups.entries()]
        .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
        .sort(
          (a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0),
        );

      return {
        status: runStatus(metricsFile?.eval_run?.status),
        total,
        completed,
        passed,
        failed,
        skipped,
        graded: rewards.count,
        passRate,
        passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
        passThreshold,
        reward: summary
          ? {
              mean: summary.mean,
              median: summary.median,
              std: summary.std,
              min: summary.min,
              max: summary.max,
            }
          : null,
        runsPerRow,
        passAtK: passAtKValues,
        tokens,
        durationMs: metricsFile?.eval_run?.duration_ms ?? null,
        resumedRows,
        failureGroups,
      };
    },
  };
}

/**
 * Where the computed metrics disagree with metrics.json's own summary (absolute `tolerance`, default
 * 1e-9, for real numbers). Empty when they agree or the file has no summary. For diagnostics, never a gate.
 */
export function compareWithSummary(
  metrics: EvalMetrics,
  metricsFile: MetricsFile,
  tolerance = 1e-9,
): string[] {
  const summary = metricsFile.summary;
  if (!summary) return [];
  const differences: string[] = [];
  const check = (name: string, expected: number | null | undefined, actual: number): void => {
    if (typeof expected === 'number' && Math.abs(expected - actual) > tolerance) {
      differences.push(`${name}: metrics.json ${expected}, index.jsonl ${actual}`);
    }
  };
  check('total_samples', summary.total_samples, metrics.total);
  check('completed_samples', summary.completed_samples, metrics.completed);
  check('graded', summary.graded, metrics.graded);
  check('passed', summary.passed, metrics.passed);
  check('failed', summary.failed, metrics.failed);
  check('skipped', summary.skipped, metrics.skipped);
  check('pass_rate', summary.pass_rate, metrics.passRate);
  check('tokens_used', summary.tokens_used, metrics.tokens);
  const stats = summary.reward_stats;
  if (stats && metrics.reward) {
    for (const key of ['mean', 'median', 'std', 'min', 'max'] as const) {
      check(`reward_stats.${key}`, stats[key], metrics.reward[key]);
    }
  } else if (stats && !metrics.reward) {
    differences.push('reward_stats: present in metrics.json, no graded rows in index.jsonl');
  }
  if (typeof summary.n_runs === 'number') check('n_runs', summary.n_runs, metrics.runsPerRow);
  const theirs = new Set((summary.pass_at_k ?? []).map((entry) => entry.k));
  for (const mine of metrics.passAtK) {
    if (!theirs.has(mine.k))
      differences.push(`pass_at_k k=${mine.k}: not in metrics.json, computed ${mine.value}`);
  }
  for (const entry of summary.pass_at_k ?? []) {
    const mine = metrics.passAtK.find((candidate) => candidate.k === entry.k);
    if (!mine) differences.push(`pass_at_k k=${entry.k}: metrics.json ${entry.value}, not computed`);
    else check(`pass_at_k k=${entry.k}`, entry.value, mine.value);
  }
  return differences;
}
