/** The eval config (`configs/eval/*.toml`), as osmosis-ai validates it. */
import * as z from 'zod';
import { checkEnvSecretsOverlap, envTable, experimentSchema, secretsSectionShape } from './sections.js';
import { always, passthroughTable, tomlFiniteNumber, tomlInteger } from './values.js';

export const evaluationShape = z.strictObject({
  limit: tomlInteger().optional(),
  n: tomlInteger({ positive: true }).default(1),
  batch_size: tomlInteger().optional(),
  pass_threshold: tomlFiniteNumber.default(1),
  agent_workflow_timeout_s: tomlFiniteNumber.optional(),
  grader_timeout_s: tomlFiniteNumber.optional(),
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
