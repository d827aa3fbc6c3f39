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
import type { IndexRow, MetricsFile } from './journal/journal-files.js';
import type { PassK, RowSampleCount } from './pass-k.js';
import { passAtK, RunningStats, wilsonInterval } from './stats.js';

export {
  type IndexRow,
  IndexRowSchema,
  type MetricsFile,
  MetricsFileSchema,
  parseIndexLine,
  parseMetricsFile,
  type RowStatus,
} from './journal/journal-files.js';

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
  /** Dataset rows by their samples not skipped and passes: what pass@k and pass^k at any k are computed from. */
  rowSamples?: RowSampleCount[];
  /** pass@k and pass^k at the run's k (core/pass-k.ts), once the command knows k. */
  passK?: PassK;
  tokens: number;
  durationMs: number | null;
  /** metrics.json's model_name, when the metrics were read with it (the cost step prices it). */
  model?: string;
  resumedRows: number;
  /** Non-success rows grouped by error_type, largest group first; at most {@link FAILURE_ROWS_PER_GROUP} rows each. */
  failureGroups: FailureGroup[];
}

export const FAILURE_ROWS_PER_GROUP = 50;
export const PASS_RATE_CONFIDENCE = 0.95;
/** The CLI's default `pass_threshold` (eval TOML), used when neither the caller nor metrics.json gives one. */
export const DEFAULT_PASS_THRESHOLD = 1.0;

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

/**
 * pass@k for k = 1, 2, 4, … up to the runs per row: a histogram of (n, c) over dataset rows, then the
 * estimator once per distinct pair. As osmosis does: runs per row is the highest run_index + 1, and
 * pass@k is reported only when it has at least two points.
 */
function passAtKCurve(perRow: RowTally, runsPerRow: number): { k: number; value: number }[] {
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
  const values: { k: number; value: number }[] = [];
  if (runsPerRow < 2) return values;
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
    if (rows > 0) values.push({ k, value: sum / rows });
  }
  return values.length < 2 ? [] : values;
}

/** The dataset rows counted by (samples not skipped, passes), fewest samples first. */
function rowSampleCounts(perRow: RowTally): RowSampleCount[] {
  const counts = new Map<string, RowSampleCount>();
  perRow.forEach((_runs, samples, passes) => {
    const key = `${samples}:${passes}`;
    const entry = counts.get(key);
    if (entry) entry.rows += 1;
    else counts.set(key, { samples, passes, rows: 1 });
  });
  return [...counts.values()].sort((a, b) => a.samples - b.samples || a.passes - b.passes);
}

/** Failed and skipped rows by error type: a count each, and the first FAILURE_ROWS_PER_GROUP rows. */
class FailureTally {
  private readonly groups = new Map<string, GroupState>();

  add(row: IndexRow): void {
    const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
    let group = this.groups.get(errorType);
    if (!group) {
      group = { count: 0, rows: [] };
      this.groups.set(errorType, group);
    }
    group.count += 1;
    if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
      const ref: FailureRowRef = { rowIndex: row.row_index, runIndex: row.run_index };
      if (typeof row.rollout_id === 'string') ref.rolloutId = row.rollout_id;
      group.rows.push(ref);
    }
  }

  /** The largest group first, then by error type. */
  list(): FailureGroup[] {
    return [...this.groups.entries()]
      .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
      .sort(
        (a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0),
      );
  }
}

/** What the accumulator counted over every row. */
interface RowCounts {
  total: number;
  skipped: number;
  failed: number;
  passed: number;
  tokens: number;
  resumedRows: number;
  runsPerRow: number;
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
  const failures = new FailureTally();

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
      if (row.status !== 'success') failures.add(row);
    },

    finish(metricsFile) {
      const fileThreshold = metricsFile?.summary?.pass_threshold;
      if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
        throw new Error(
          `metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
            'create the accumulator with the pass_threshold from metrics.json',
        );
      }
      const counts = { total, skipped, failed, passed, tokens, resumedRows, runsPerRow: maxRunIndex + 1 };
      return metricsOf(counts, { rewards, perRow, failures, passThreshold }, metricsFile);
    },
  };
}

/** The run's metrics from the counts and tallies over its rows, with metrics.json's status and duration. */
function metricsOf(
  counts: RowCounts,
  tallies: { rewards: RunningStats; perRow: RowTally; failures: FailureTally; passThreshold: number },
  metricsFile: MetricsFile | undefined,
): EvalMetrics {
  const { total, skipped, failed, passed, tokens, resumedRows, runsPerRow } = counts;
  const completed = total - skipped;
  const passRate = completed > 0 ? passed / completed : 0;
  const interval = wilsonInterval(passed, completed, PASS_RATE_CONFIDENCE);
  const summary = tallies.rewards.summary();
  return {
    status: runStatus(metricsFile?.eval_run?.status),
    total,
    completed,
    passed,
    failed,
    skipped,
    graded: tallies.rewards.count,
    passRate,
    passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
    passThreshold: tallies.passThreshold,
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
    passAtK: passAtKCurve(tallies.perRow, runsPerRow),
    rowSamples: rowSampleCounts(tallies.perRow),
    tokens,
    durationMs: metricsFile?.eval_run?.duration_ms ?? null,
    ...(metricsFile?.eval_run?.model_name ? { model: metricsFile.eval_run.model_name } : {}),
    resumedRows,
    failureGroups: tallies.failures.list(),
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
