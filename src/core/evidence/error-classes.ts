/**
 * What kind of failure each errored row was, and whether a run's errors say more about the machinery than
 * about the agent. osmosis 0.3.8 records one `error_type` per failed row: the rollout's `err_category`
 * (`timeout`, `http_error`, `agent_error`, `validation_error`, `lease_expired`, `internal_error`) or the
 * supervisor's own (`supervisor_error`, `rollout_protocol_error`). A provider failure behind osmosis's
 * model bridge reaches the rollout as an HTTP error on its `/v1/rollouts/<id>/…` URL (5xx become 502,
 * 4xx and 429 keep their status) and is recorded as `agent_error`; the rollout server's traceback in
 * logs.txt names the status and the rollout, which is how it is told apart here. Pure.
 */
import { z } from 'zod';
import type { FailureGroup } from '../metrics.js';

/** The classes an errored row falls in; `wrong answer` is a row below threshold, counted beside them. */
export const ERROR_CLASSES = ['provider', 'timeout', 'infrastructure', 'rollout'] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

export const ERROR_CLASS_WORDS: Record<ErrorClass, string> = {
  provider: 'provider error',
  timeout: 'timeout',
  infrastructure: 'infrastructure error',
  rollout: 'rollout or grader error',
};

/** The classes never counted as the agent's quality: the model provider's and the machinery's. */
export const INFRASTRUCTURE_CLASSES: ReadonlySet<ErrorClass> = new Set(['provider', 'infrastructure']);

/** The default most share of rows that may fail for provider or infrastructure reasons before a verdict is withheld. */
export const DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE = 0.1;

// A Map, not an object literal: an error type such as `toString` or `constructor` must not reach Object.prototype.
const BY_ERROR_TYPE = new Map<string, ErrorClass>([
  ['http_error', 'provider'],
  ['timeout', 'timeout'],
  ['lease_expired', 'infrastructure'],
  ['internal_error', 'infrastructure'],
  ['supervisor_error', 'infrastructure'],
  ['rollout_protocol_error', 'infrastructure'],
]);

// `httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:1/v1/rollouts/<id>/chat/completions'`
const BRIDGE_STATUS = /\b(\d{3})\b[^']*' for url '[^']*\/v1\/rollouts\/([A-Za-z0-9_-]+)\//;

/** The rollouts whose model call osmosis's bridge answered with an HTTP error, and its status, from logs.txt lines. */
export function providerFailuresFromLog(lines: Iterable<string>): Map<string, number> {
  const failures = new Map<string, number>();
  for (const line of lines) {
    const match = BRIDGE_STATUS.exec(line);
    if (match?.[1] && match[2]) failures.set(match[2], Number(match[1]));
  }
  return failures;
}

export interface ClassedRow {
  rowIndex: number;
  runIndex: number;
  errorClass: ErrorClass;
  errorType: string;
  /** The HTTP status osmosis's model bridge answered, for a provider error found in the log. */
  status?: number;
}

export interface ErrorClasses {
  counts: Record<ErrorClass, number>;
  /** Errored rows by class (at most the rows osmosis's failure groups list), lowest row first. */
  rows: ClassedRow[];
  /** Errors of the provider or the machinery, as a share of all rows run. */
  infrastructureShare: number;
}

/** The class of one errored row: its error type, unless the log shows its model call failed at the provider. */
export function classifyError(errorType: string, providerStatus: number | undefined): ErrorClass {
  if (providerStatus !== undefined) return 'provider';
  return BY_ERROR_TYPE.get(errorType) ?? 'rollout';
}

/** Every errored row of a run classed; skipped rows are not errors and are left out. */
export function classifyErrors(
  groups: readonly FailureGroup[],
  totalRows: number,
  providerFailures: ReadonlyMap<string, number> = new Map(),
): ErrorClasses {
  const counts: Record<ErrorClass, number> = { provider: 0, timeout: 0, infrastructure: 0, rollout: 0 };
  const rows: ClassedRow[] = [];
  for (const group of groups) {
    if (group.errorType === 'skipped') continue;
    for (const ref of group.rows) {
      const status = ref.rolloutId ? providerFailures.get(ref.rolloutId) : undefined;
      const errorClass = classifyError(group.errorType, status);
      counts[errorClass] += 1;
      rows.push({
        rowIndex: ref.rowIndex,
        runIndex: ref.runIndex,
        errorClass,
        errorType: group.errorType,
        ...(status !== undefined ? { status } : {}),
      });
    }
    // Rows past the ones a group lists take the group's own class: the log cannot be matched to them.
    counts[classifyError(group.errorType, undefined)] += group.count - group.rows.length;
  }
  rows.sort((a, b) => a.rowIndex - b.rowIndex || a.runIndex - b.runIndex);
  const infrastructure = counts.provider + counts.infrastructure;
  return { counts, rows, infrastructureShare: totalRows > 0 ? infrastructure / totalRows : 0 };
}

/**
 * Whether the run's provider and infrastructure errors are too many to judge the agent by: above the
 * stated share the verdict is "inconclusive: infrastructure" (exit 3), never a quality failure or a
 * regression. Null when the run can be judged.
 */
export function infrastructureVerdict(
  classes: ErrorClasses,
  totalRows: number,
  maxShare: number,
): { reason: string } | null {
  if (classes.infrastructureShare <= maxShare) return null;
  const errored = classes.counts.provider + classes.counts.infrastructure;
  return {
    reason:
      `Inconclusive: infrastructure. ${errored} of ${totalRows} rows (${percent(classes.infrastructureShare)}) ` +
      `failed for provider or infrastructure reasons (${describeCounts(classes)}), above the ${percent(maxShare)} ` +
      'allowed by max-infrastructure-error-rate: the run says nothing about the agent. Re-run when the provider answers.',
  };
}

/** "3 provider errors, 1 timeout": the non-zero classes, for every surface. */
export function describeCounts(classes: Pick<ErrorClasses, 'counts'>): string {
  const parts = ERROR_CLASSES.filter((name) => classes.counts[name] > 0).map(
    (name) => `${classes.counts[name]} ${ERROR_CLASS_WORDS[name]}${classes.counts[name] === 1 ? '' : 's'}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'no errors';
}

function percent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}

/**
 * The row outcomes with the provider's and the machinery's errored items masked ('-', compared with
 * nothing), so a paired comparison with the baseline never counts them as pass-to-fail: they say nothing
 * about the agent. Only the listed rows can be masked (at most {@link CLASSED_ROWS_LISTED}).
 */
export function withoutInfrastructureErrors<T extends { outcomes: string[] }>(
  rows: T | null,
  classes: Pick<ErrorClassesResult, 'rows'> | undefined,
): T | null {
  const masked = (classes?.rows ?? []).filter((row) => INFRASTRUCTURE_CLASSES.has(row.errorClass));
  if (!rows || masked.length === 0) return rows;
  const outcomes = rows.outcomes.map((run) => [...run]);
  for (const { rowIndex, runIndex } of masked) {
    const run = outcomes[runIndex];
    if (run && rowIndex < run.length) run[rowIndex] = '-';
  }
  return { ...rows, outcomes: outcomes.map((run) => run.join('')) };
}

/** The errored rows a result lists by class; the counts cover them all. */
export const CLASSED_ROWS_LISTED = 50;

const count = z.number().int().nonnegative();
export const errorClassesSchema = z
  .object({
    counts: z.object({ provider: count, timeout: count, infrastructure: count, rollout: count }),
    wrongAnswers: count.describe('Rows that finished below the pass threshold: the only quality failures.'),
    rows: z
      .array(
        z.object({
          rowIndex: z.number().int(),
          runIndex: z.number().int(),
          errorClass: z.enum(ERROR_CLASSES),
          errorType: z.string(),
          status: z.number().int().optional(),
        }),
      )
      .describe(`The errored rows and their class, lowest row first (at most ${CLASSED_ROWS_LISTED}).`),
    infrastructureShare: z
      .number()
      .describe('Provider and infrastructure errors as a share of the rows run.'),
    maxInfrastructureShare: z
      .number()
      .describe('max-infrastructure-error-rate: above it the verdict is withheld.'),
    inconclusiveInfrastructure: z.boolean(),
  })
  .describe(
    'Errored rows by class (provider 4xx/5xx/429, timeout, infrastructure, rollout or grader) beside the wrong answers.',
  );
export type ErrorClassesResult = z.infer<typeof errorClassesSchema>;
