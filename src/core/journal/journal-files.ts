/**
 * The files osmosis writes into a run's journal that metrics are computed from: one `index.jsonl` line
 * per finished work item and the run's `metrics.json` (contract §3.4). Parsing only; a bad line is an
 * {@link OsmosisFailure} that names the file and line.
 */
import { z } from 'zod';
import { formatLocated, OsmosisFailure } from '../errors.js';

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
