/**
 * The managed-run result document, a sibling of the eval-run document in the same versioned family
 * (schemaVersion 1, the same tool/verdict/exitCode/gate/error/warnings/timing fields, the eval metrics
 * object reused as is). Its JSON Schema is generated into schemas/managed-result-v1.schema.json.
 */
import { z } from 'zod';
import { CODE_SOURCES } from './managed/code-ref.js';
import {
  baselineSchema,
  gateSchema,
  metricsSchema,
  RESULT_SCHEMA_VERSION,
  rowGroupSchema,
} from './result.js';

const agentSchema = z.object({
  index: z.number().int(),
  label: z.string(),
  passAt1: z.number().nullable(),
  interval: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  n: z.number().nullable(),
  rank: z.number().int().nullable(),
  verdict: z.enum(['passed', 'failed', 'inconclusive', 'not-gated']),
  reason: z.string(),
});

export const MANAGED_VERDICTS = [
  'passed',
  'failed',
  'inconclusive',
  'not-gated',
  'submitted',
  'timed-out',
  'cancelled',
  'error',
] as const;
export type ManagedVerdict = (typeof MANAGED_VERDICTS)[number];

export const managedResultSchema = z
  .object({
    schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
    kind: z.enum(['eval-submit', 'benchmark-submit', 'train-submit']),
    tool: z.object({ name: z.literal('osmosis-ci'), version: z.string() }),
    osmosisVersion: z.string().nullable(),
    config: z.string().describe('The submitted config, relative to the workspace.'),
    workspace: z
      .string()
      .nullable()
      .describe('The platform workspace (root --workspace), when one was named.'),
    run: z
      .object({
        name: z.string(),
        id: z.string().nullable(),
        url: z.string().nullable(),
        status: z.string().describe('The platform status when the step ended.'),
        submitted: z.boolean().describe('This step submitted the run (false: resumed or attached).'),
        resumed: z.boolean().describe('Found in the state file of an earlier attempt of this job.'),
        retried: z.boolean().describe('Its failed and skipped samples were re-run (eval retry).'),
      })
      .nullable(),
    code: z
      .object({
        requested: z.string().describe('The code-ref input: auto, config, a commit SHA or branch:<name>.'),
        source: z.enum(CODE_SOURCES),
        commit: z.string().nullable(),
        branch: z.string().nullable(),
        label: z.string().describe('Where the commit came from, e.g. "PR head".'),
      })
      .nullable()
      .describe('Which code the platform ran; null when the step ended before deciding.'),
    verdict: z
      .enum(MANAGED_VERDICTS)
      .describe(
        'The gate verdict; submitted (no wait), timed-out, cancelled, or error when it could not be judged.',
      ),
    exitCode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    summary: z.string().describe('One sentence saying why the verdict is what it is.'),
    gate: gateSchema.nullable(),
    metrics: metricsSchema.nullable().describe('Eval runs: the platform metrics, in the eval-run shape.'),
    samples: z
      .object({
        total: z.number().int(),
        passed: z.number().int(),
        failed: z.number().int().describe('Graded below the pass threshold.'),
        errored: z
          .number()
          .int()
          .describe('Ended without a reward; counted as not passed, as the platform pass rate does.'),
        timedOut: z
          .number()
          .int()
          .describe('Timed out with no grade (the platform "skipped"); bounded by max-skipped.'),
        source: z
          .enum(['metrics', 'results'])
          .describe("The platform's metrics, or the run's own results when metrics stayed unavailable."),
      })
      .nullable()
      .optional()
      .describe('Eval runs: every sample counted once as passed, failed, errored or timed out.'),
    sampling: z
      .object({
        limit: z
          .number()
          .nullable()
          .describe('[evaluation].limit; null: the platform samples 10% at random.'),
        sampledRows: z.number().nullable(),
        datasetRows: z.number().nullable(),
      })
      .nullable()
      .optional()
      .describe('Eval runs: how many dataset rows the platform evaluated, and why.'),
    belowThreshold: rowGroupSchema
      .optional()
      .describe(
        'Eval runs with downloaded outputs: rows that finished with a reward below the pass threshold.',
      ),
    baseline: baselineSchema
      .optional()
      .describe(
        "Eval runs with a baseline-dir: the comparison with the default branch's last judged eval-submit of the same config.",
      ),
    benchmark: z.object({ agents: z.array(agentSchema), bestPassAt1: z.number().nullable() }).nullable(),
    training: z
      .object({
        status: z.string(),
        step: z.number().nullable(),
        totalSteps: z.number().nullable(),
        reward: z.number().nullable(),
        checkpoints: z
          .array(z.object({ name: z.string(), step: z.number().nullable(), status: z.string().nullable() }))
          .optional(),
      })
      .nullable(),
    preflight: z
      .object({
        evalRun: z.string(),
        status: z.string().nullable(),
        passRate: z.number().nullable(),
        threshold: z.number(),
        passed: z.boolean(),
        reason: z.string(),
      })
      .nullable(),
    wait: z.object({
      waited: z.boolean(),
      polls: z.number().int(),
      transientErrors: z.number().int(),
      timedOut: z.boolean(),
      cancelled: z.boolean(),
      stopRequested: z.boolean(),
    }),
    platformLogs: z
      .object({
        lines: z.array(z.string()).describe('The last lines, oldest first, with secrets redacted.'),
        truncated: z.boolean().describe('Older lines exist on the platform.'),
      })
      .nullable()
      .optional()
      .describe('Runs that ended failed, stopped, crashed or timed out: the tail of the platform logs.'),
    outputs: z
      .object({
        dir: z.string().describe('Where the outputs were downloaded, relative to the workspace.'),
        types: z.array(z.string()),
        files: z.number().int(),
        failingRowsWithTrajectories: z.number().int().optional(),
      })
      .nullable()
      .optional()
      .describe('Outputs downloaded from the platform (download input).'),
    stateFile: z
      .string()
      .nullable()
      .describe('Where the submitted run name is kept for re-runs of this job.'),
    error: z
      .object({
        kind: z.enum(['usage', 'osmosis']),
        message: z.string(),
        code: z.string().optional(),
        stderrTail: z.string().optional(),
      })
      .nullable(),
    warnings: z.array(z.string()),
    startedAt: z.string(),
    finishedAt: z.string(),
    durationMs: z.number(),
    links: z.object({ workflowRun: z.string().optional() }),
    commentKey: z
      .string()
      .optional()
      .describe('The sticky PR comment key of the step that wrote this result (its hidden marker).'),
  })
  .describe('osmosis-ci managed run (eval-submit, benchmark-submit, train-submit) result, version 1');

export type ManagedResult = z.infer<typeof managedResultSchema>;

export function managedResultJsonSchema(): unknown {
  return z.toJSONSchema(managedResultSchema, { target: 'draft-2020-12' });
}

export function serializeManagedResult(result: ManagedResult): string {
  return `${JSON.stringify(managedResultSchema.parse(result), null, 2)}\n`;
}

/** Step outputs, derived from the document only; the three action.yml files declare exactly these. */
export function managedOutputs(
  result: ManagedResult,
  files: { resultJson: string; reportMarkdown: string },
): Record<string, string> {
  const passRate = result.metrics
    ? String(result.metrics.passRate)
    : result.benchmark?.bestPassAt1 != null
      ? String(result.benchmark.bestPassAt1)
      : '';
  return {
    verdict: result.verdict,
    'run-name': result.run?.name ?? '',
    'run-id': result.run?.id ?? '',
    'run-url': result.run?.url ?? '',
    status: result.run?.status ?? '',
    submitted: String(result.run?.submitted ?? false),
    'pass-rate': passRate,
    'result-json': files.resultJson,
    'report-markdown': files.reportMarkdown,
    'exit-code': String(result.exitCode),
    'code-ref': result.code?.commit ?? (result.code?.branch ? `branch:${result.code.branch}` : ''),
    errored: result.samples ? String(result.samples.errored) : '',
    'timed-out': result.samples ? String(result.samples.timedOut) : '',
  };
}

/** A managed step's outputs; eval-submit's add its run viewer's (commands/managed/viewer.ts). */
export function managedStepOutputs(
  result: ManagedResult,
  files: { resultJson: string; reportMarkdown: string },
  viewer?: { file: string; artifactUrl?: string | undefined },
): Record<string, string> {
  const outputs = managedOutputs(result, files);
  if (result.kind !== 'eval-submit') return outputs;
  return { ...outputs, 'viewer-path': viewer?.file ?? '', 'viewer-artifact-url': viewer?.artifactUrl ?? '' };
}
