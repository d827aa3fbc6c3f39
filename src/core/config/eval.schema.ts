/** The eval config (`configs/eval/*.toml`), as osmosis-ai validates it. */
import * as z from 'zod';
import { checkEnvSecretsOverlap, envTable, experimentSchema, secretsSectionShape } from './sections.js';
import { always, passthroughTable, tomlFiniteNumber, tomlInteger, tomlSeconds } from './values.js';

export const evaluationShape = z.strictObject({
  limit: tomlInteger({ nonNegative: true }).optional(),
  // n × rows are the work items osmosis holds in memory (LIMITS.workItems in inputs.ts).
  n: tomlInteger({ positive: true, max: 1_000_000 }).default(1),
  batch_size: tomlInteger({ nonNegative: true }).optional(),
  pass_threshold: tomlFiniteNumber.default(1),
  agent_workflow_timeout_s: tomlSeconds.optional(),
  grader_timeout_s: tomlSeconds.optional(),
});

export const evalShape = z.strictObject({
  experiment: experimentSchema,
  evaluation: evaluationShape.prefault({}),
  advanced: passthroughTable.prefault({}),
  env: envTable('[env]').prefault({}),
  secrets: secretsSectionShape,
});

export const evalConfigSchema = evalShape.superRefine(
  (root, ctx) => checkEnvSecretsOverlap(root, ctx),
  always,
);
export type EvalConfig = z.infer<typeof evalConfigSchema>;
