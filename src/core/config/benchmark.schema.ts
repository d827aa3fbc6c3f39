/** The benchmark config (`configs/benchmark/*.toml`), as osmosis-ai validates it (benchmark_config.py). */
import * as z from 'zod';
import { checkBenchmarkSecrets } from './benchmark-secrets.js';
import { envTable } from './sections.js';
import type { ConfigWarning } from './types.js';
import { always, backendNumber, isRecord } from './values.js';

const MAX_AGENTS = 8;
const MAX_BENCHMARK_SECRETS = 16;

const nonBlank = z
  .string()
  .regex(/\S/, { error: 'must not be empty or blank. Remove the entry or fill it in.' });

export const benchmarkTasksShape = z.strictObject({
  categories: z.array(nonBlank).optional(),
  task_names: z.array(nonBlank).optional(),
  task_set: z.literal('parity').optional(),
});

const providerModelShape = z.strictObject({
  type: z.literal('provider'),
  model: z.string(),
  api_key_secret: z.string(),
});
const endpointModelShape = z.strictObject({
  type: z.literal('endpoint'),
  base_url: z.string(),
  model: z.string(),
  api_key_secret: z.string(),
  extra_headers: z
    .record(z.string(), z.string())
    .superRefine((headers, ctx) => {
      if (!isRecord(headers)) return;
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'authorization') {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
          });
        }
      }
    }, always)
    .optional(),
});
const hostedModelShape = z.strictObject({
  type: z.literal('hosted'),
  base_model: z.string(),
  lora_model_name: z.string(),
});
export const MODEL_SHAPES = {
  provider: providerModelShape,
  endpoint: endpointModelShape,
  hosted: hostedModelShape,
};

export const benchmarkAgentShape = z.strictObject({
  harness: z.string().optional(),
  harness_api_key_secret: z.string().optional(),
  model: z.discriminatedUnion('type', [providerModelShape, endpointModelShape, hostedModelShape]),
  env: envTable('[agents.env]').prefault({}),
});

export const benchmarkExecutionShape = z.strictObject({
  attempts_per_task: backendNumber,
  max_concurrent_attempts: backendNumber,
  timeout_multiplier: backendNumber,
  max_retries: backendNumber,
  pass_threshold: backendNumber,
  judge_model: z.string().optional(),
  judge_api_key_secret: z.string().optional(),
});

function cappedNames(section: string) {
  return z
    .array(z.string())
    .superRefine((names, ctx) => {
      if (Array.isArray(names) && names.length > MAX_BENCHMARK_SECRETS) {
        ctx.addIssue({
          code: 'custom',
          path: [MAX_BENCHMARK_SECRETS],
          message: `[${section}].required lists ${names.length} names; at most ${MAX_BENCHMARK_SECRETS} are allowed. Remove the extra names.`,
        });
      }
    }, always)
    .default([]);
}

export const benchmarkVerifierShape = z.strictObject({ required: cappedNames('verifier') });
export const benchmarkSecretsShape = z.strictObject({ required: cappedNames('secrets') });

export const benchmarkShape = z.strictObject({
  experiment: z.strictObject({
    benchmark: z.string().regex(/\S/, {
      error: 'must name a benchmark (its key, exact name or id). Set e.g. benchmark = "terminal-bench-2-1".',
    }),
  }),
  tasks: benchmarkTasksShape.prefault({}),
  agents: z
    .array(benchmarkAgentShape)
    .min(1, { error: `needs at least one agent. Add an [[agents]] table with a [agents.model] table.` })
    .superRefine((agents, ctx) => {
      if (Array.isArray(agents) && agents.length > MAX_AGENTS) {
        ctx.addIssue({
          code: 'custom',
          path: [MAX_AGENTS],
          message: `${agents.length} [[agents]] tables; at most ${MAX_AGENTS} are allowed. Remove the extra agents.`,
        });
      }
    }, always),
  execution: benchmarkExecutionShape.prefault({}),
  verifier: benchmarkVerifierShape.prefault({}),
  secrets: benchmarkSecretsShape.prefault({}),
  env: envTable('[env]').prefault({}),
});

export const benchmarkConfigSchema = benchmarkShape.superRefine(
  (root, ctx) => checkBenchmarkSecrets(root, ctx),
  always,
);
export type BenchmarkConfig = z.infer<typeof benchmarkConfigSchema>;

/** Warnings osmosis prints for a valid benchmark config (they do not stop the run). */
export function benchmarkConfigWarnings(config: BenchmarkConfig): ConfigWarning[] {
  const warnings: ConfigWarning[] = [];
  if (config.experiment.benchmark.trim().toLowerCase() === 'hle' && config.tasks.task_set !== 'parity') {
    warnings.push({
      code: 'HLE_PARITY_RECOMMENDED',
      message: 'For HLE, set [tasks] task_set = "parity" so results are comparable.',
    });
  }
  return warnings;
}
