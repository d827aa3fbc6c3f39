/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */

import { z } from 'zod';
import { uploadSchema } from './artifacts/upload.js';
import { baselineCommitSchema } from './baseline/baseline-commit.js';
import { configIdentitySchema } from './baseline/config-identity.js';
import { waiversSchema } from './baseline/waivers.js';
import { costChangeSchema } from './cost/cost-change.js';
import { runCostSchema } from './cost/run-cost.js';
import { errorClassChangeSchema } from './evidence/error-class-change.js';
import { errorClassesSchema } from './evidence/error-classes.js';
import { runEvidenceSchema } from './evidence/run-evidence.js';
import { graderChangeSchema } from './grader/grader-change.js';
import { graderCheckSchema } from './grader/grader-check.js';
import type { EvalMetrics } from './metrics.js';
import { relativeJournalDir } from './osmosis/paths.js';
import { GATE_METRICS } from './pass-k.js';
import { adaptiveSchema, shardsSchema } from './result-run-parts.js';
import { failingRowsSchema } from './rows/failing-rows.js';
import type { GateResult } from './verdict/gate.js';

// The parts of a run that ran in pieces (adaptive batches, shards) have their own module.
export { adaptiveSchema, shardsSchema } from './result-run-parts.js';

export const RESULT_SCHEMA_VERSION = 1;

const interval = z.object({ lower: z.number(), upper: z.number(), confidence: z.number() });

export const metricsSchema = z.object({
  status: z.enum(['finished', 'incomplete', 'running', 'unknown']),
  total: z.number().int(),
  completed: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  graded: z.number().int(),
  passRate: z.number(),
  passRateInterval: interval,
  passThreshold: z.number(),
  reward: z
    .object({ mean: z.number(), median: z.number(), std: z.number(), min: z.number(), max: z.number() })
    .nullable(),
  runsPerRow: z.number().int(),
  passAtK: z.array(z.object({ k: z.number().int(), value: z.number() })),
  rowSamples: z
    .array(z.object({ samples: z.number().int(), passes: z.number().int(), rows: z.number().int() }))
    .optional()
    .describe(
      'Dataset rows counted by their samples not skipped and their passes (the repeats of [evaluation].n).',
    ),
  passK: z
    .object({
      k: z.number().int(),
      passAtK: z
        .number()
        .nullable()
        .describe('Mean over the rows of 1 − C(n−c, k)/C(n, k); null when unknown.'),
      passHatK: z.number().nullable().describe('Mean over the rows of C(c, k)/C(n, k); null when unknown.'),
      rows: z.number().int().describe('Rows with at least k samples not skipped: the rows averaged.'),
      unknownRows: z
        .number()
        .int()
        .describe('Rows with fewer than k samples not skipped: left out, unknown.'),
    })
    .optional()
    .describe('pass@k and pass^k at the k input (default [evaluation].n), unbiased, per row then averaged.'),
  tokens: z.number(),
  durationMs: z.number().nullable(),
  model: z.string().optional().describe("metrics.json's model_name, when read with the metrics."),
  resumedRows: z.number().int(),
  failureGroups: z.array(
    z.object({
      errorType: z.string(),
      count: z.number().int(),
      rows: z.array(
        z.object({
          rowIndex: z.number().int(),
          runIndex: z.number().int(),
          rolloutId: z.string().optional(),
        }),
      ),
    }),
  ),
});

export const gateSchema = z.object({
  verdict: z.enum(['passed', 'failed', 'inconclusive', 'not-gated']),
  blocking: z.boolean(),
  gateOn: z.enum(['pass-rate', 'lower-bound']),
  metric: z
    .enum(GATE_METRICS)
    .optional()
    .describe('gate-metric: what observed is (pass-rate when absent): the pass rate, pass@k or pass^k.'),
  threshold: z.number().nullable(),
  observed: z
    .number()
    .describe(
      "The number judged: the pass rate; with gate-metric pass-at-k or pass-hat-k that value (0 when it is unknown, and the verdict failed); with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the adaptive bound on the full run's pass rate (lower when passed, upper when failed).",
    ),
  reason: z.string(),
});

const rowRef = z.object({ rowIndex: z.number().int(), runIndex: z.number().int() });

export const rowGroupSchema = z.object({
  count: z.number().int(),
  rows: z.array(rowRef.extend({ rolloutId: z.string().optional() })),
});

const rowList = z.array(z.number().int());

const countTest = z.object({
  observed: z.number(),
  expected: z.number(),
  dispersion: z.number().describe('Over-dispersion factor from the history (leave-one-out), at least 1.'),
  pValue: z.number(),
  significant: z.boolean(),
});
/**
 * A workflow artifact's page (core/artifacts/bundle.ts artifactUrl), and nothing else: a comment posted from a saved
 * result (maybe a fork's) links it, so it may not be a script URL or break out of the markdown link.
 */
export const workflowArtifactUrl = z
  .string()
  .regex(
    /^https?:\/\/[A-Za-z0-9.:-]+(?:\/[A-Za-z0-9._-]+)*\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/actions\/runs\/\d+\/artifacts\/\d+$/,
    'must be a workflow artifact URL (<server>/<owner>/<repo>/actions/runs/<id>/artifacts/<id>)',
  );

/** The row history's judgement of a pull request (core/history/history-reruns.ts HistoryJudgement). */
export const historySchema = z
  .object({
    runs: z.number().int().describe('Default-branch runs in the history.'),
    mode: z.enum(['history', 'mcnemar', 'none']),
    rowsKnown: z.number().int(),
    flaky: z.object({
      count: z.number().int(),
      rows: z.array(z.object({ row: z.number().int(), passRate: z.number(), trials: z.number().int() })),
    }),
    reruns: z.object({
      rows: z.number().int(),
      rounds: z.number().int(),
      items: z
        .number()
        .int()
        .describe('Work items the re-runs ran (one model call each, plus one per round).'),
      budgetItems: z.number().int(),
      runNames: z.array(z.string()),
    }),
    regressedRows: rowList,
    recoveredRows: rowList,
    improvedRows: rowList,
    unjudgedRows: rowList,
    scoreTest: z
      .object({
        rows: z.number().int(),
        z: z.number(),
        pValue: z.number(),
        detectableDrop: z.number().nullable(),
      })
      .nullable(),
    flipTest: countTest
      .nullable()
      .describe(
        'Rows failing once over the history and this run, that once in this run: exact Poisson-binomial against the history.',
      ),
    pairedTest: countTest
      .nullable()
      .describe("This run's passes paired row by row with every history run (McNemar's test with one)."),
    expectedPassRate: z.number().nullable(),
    observedPassRate: z.number().nullable(),
    drop: z
      .number()
      .describe(
        'The drop the evidence measures (pass-rate points as a fraction): the largest of the tests that fired; 0 when none did. max-regression is compared with it.',
      ),
    regression: z.boolean(),
    reason: z.string(),
  })
  .describe('The row history of the default branch, and what it says of this run (a pull request).');

export type HistoryJudgement = z.infer<typeof historySchema>;

export const baselineSchema = z.object({
  status: z.enum(['compared', 'missing', 'unusable']),
  message: z.string(),
  reference: z
    .object({
      passRate: z.number(),
      passed: z.number().int(),
      completed: z.number().int(),
      runName: z.string().nullable(),
      finishedAt: z.string(),
      workflowRun: z.string().optional(),
      ref: z.string().optional(),
      commit: baselineCommitSchema.optional(),
    })
    .optional(),
  configChanges: z
    .array(z.string())
    .optional()
    .describe(
      "What changed in the config since the baseline's run, one line each ('model changed: a → b', 'grader changed: main.py MyGrader (…)').",
    ),
  delta: z.number().optional(),
  paired: z
    .object({
      items: z.number().int(),
      bothPassed: z.number().int(),
      bothFailed: z.number().int(),
      passToFail: z.number().int(),
      failToPass: z.number().int(),
      drop: z.number(),
      pValue: z.number(),
      significant: z.boolean(),
    })
    .optional(),
  flipped: z.object({ passToFail: z.array(rowRef), failToPass: z.array(rowRef) }).optional(),
  regression: z
    .object({
      maxRegression: z.number(),
      blocking: z.boolean(),
      reason: z.string(),
      test: z
        .enum(['mcnemar', 'history'])
        .optional()
        .describe(
          'What decided: McNemar against the newest baseline, or the row history (with its re-runs).',
        ),
    })
    .optional(),
  history: historySchema.optional(),
  note: z
    .string()
    .optional()
    .describe('What the row comparison left out: rows that only one of the two runs has.'),
  line: z
    .string()
    .optional()
    .describe("The baseline in one line: 'baseline: main@1a2b3c4, 3 days old, history of 20 runs'."),
  age: z
    .object({ days: z.number(), maxDays: z.number().int(), stale: z.boolean() })
    .optional()
    .describe('How old the baseline run is, in days, against baseline-max-age (stale: older, a warning).'),
  waivers: waiversSchema.optional(),
  graderChange: graderChangeSchema.optional(),
});

export const datasetSchema = z.object({
  sha256: z.string().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
  rows: z.number().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});

export const resultSchema = z
  .object({
    schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
    kind: z.literal('eval-run'),
    tool: z.object({ name: z.literal('osmosis-ci'), version: z.string() }),
    osmosisVersion: z.string().nullable(),
    config: z.string().describe('The eval config, relative to the workspace.'),
    runName: z.string().nullable(),
    runDir: z.string().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: z
      .enum(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
      .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
      .nullable()
      .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: z
      .object({
        kind: z.enum(['usage', 'osmosis']),
        message: z.string(),
        code: z.string().optional(),
        stderrTail: z.string().optional(),
        serverLog: z
          .string()
          .optional()
          .describe(
            "With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them.",
          ),
        location: z
          .object({
            file: z.string(),
            line: z.number().int().optional(),
            column: z.number().int().optional(),
          })
          .optional()
          .describe('Where a usage error points (the config file), for annotations.'),
        skipped: z
          .boolean()
          .optional()
          .describe(
            'Skipped before anything started (the secrets are not set, as in a fork pull request): the message is the reason; exit 2, never passed.',
          ),
      })
      .nullable(),
    warnings: z.array(z.string()),
    startedAt: z.string(),
    finishedAt: z.string(),
    durationMs: z.number(),
    links: z.object({ workflowRun: z.string().optional(), platform: z.string().optional() }),
    belowThreshold: rowGroupSchema
      .optional()
      .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: failingRowsSchema.optional(),
    errorClasses: errorClassesSchema.optional(),
    graderCheck: graderCheckSchema.optional(),
    errorClassChange: errorClassChangeSchema
      .optional()
      .describe(
        "This run's errored rows by kind against the baseline's (both with errorClasses); new kinds marked.",
      ),
    evidence: runEvidenceSchema.optional(),
    viewer: z
      .object({ url: workflowArtifactUrl })
      .optional()
      .describe(
        "The run viewer's workflow artifact: a comment rendered from this result (the forks recipe's `comment` command) links it, and each failing row to its place in it (`#row-N`).",
      ),
    commentKey: z
      .string()
      .optional()
      .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
      .optional()
      .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: uploadSchema.optional(),
    cost: runCostSchema.optional(),
    costChange: costChangeSchema.optional(),
    adaptive: adaptiveSchema
      .optional()
      .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: z
      .object({
        index: z.number().int(),
        count: z.number().int(),
        rows: z.string(),
        split: z
          .enum(['duration', 'contiguous'])
          .optional()
          .describe(
            "How the rows were split: by the row history's recorded row durations, or contiguously (no durations).",
          ),
        splitReason: z
          .string()
          .optional()
          .describe('Why that split, and for a duration split the expected leg times.'),
      })
      .optional()
      .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
      .optional()
      .describe(
        'The dataset the run ran on, so that a baseline from another dataset is not paired row by row.',
      ),
    configIdentity: configIdentitySchema.optional(),
  })
  .describe('osmosis-ci eval-run result, version 1');

export type EvalRunResult = z.infer<typeof resultSchema>;

/**
 * The journal directories a result rests on, relative to the workspace: its run's, the batches' of an
 * adaptive eval or the legs' of a merged one (each its own run under .osmosis/evals). junit.xml and the
 * bundle read these.
 */
export function resultRunDirs(result: Pick<EvalRunResult, 'runDir' | 'adaptive' | 'shards'>): string[] {
  if (result.runDir) return [result.runDir];
  const runs = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [];
  return runs.map(relativeJournalDir);
}

// The schema is the contract; these lines fail to compile if the core's types drift from it.
export type Assert<T extends true> = T;
export type _MetricsMatch = Assert<EvalMetrics extends z.infer<typeof metricsSchema> ? true : false>;
export type _GateMatch = Assert<GateResult extends z.infer<typeof gateSchema> ? true : false>;

export function resultJsonSchema(): unknown {
  return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}

export function serializeResult(result: EvalRunResult): string {
  return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}
