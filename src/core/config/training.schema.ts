/** The training config (`configs/training/*.toml`), as osmosis-ai validates it. */
import * as z from 'zod';
import { checkEnvSecretsOverlap, envTable, experimentSchema, secretsSectionShape } from './sections.js';
import { always, backendNumber, passthroughTable } from './values.js';

export const trainingShape = z.strictObject({
  lr: backendNumber,
  total_epochs: backendNumber,
  n_samples_per_prompt: backendNumber,
  rollout_batch_size: backendNumber,
  max_prompt_length: backendNumber,
  max_response_length: backendNumber,
  agent_workflow_timeout_s: backendNumber,
  grader_timeout_s: backendNumber,
});
export const samplingShape = z.strictObject({
  rollout_temperature: backendNumber,
  rollout_top_p: backendNumber,
});
export const checkpointsShape = z.strictObject({
  eval_interval: backendNumber,
  checkpoint_save_freq: backendNumber,
});

export const trainingConfigShape = z.strictObject({
  experiment: experimentSchema,
  training: trainingShape.prefault({}),
  sampling: samplingShape.prefault({}),
  checkpoints: checkpointsShape.prefault({}),
  advanced: passthroughTable.prefault({}),
  env: envTable('[env]').prefault({}),
  secrets: secretsSectionShape.optional(),
});

export const trainingConfigSchema = trainingConfigShape.superRefine(
  (root, ctx) => checkEnvSecretsOverlap(root, ctx),
  always,
);
export type TrainingConfig = z.infer<typeof trainingConfigSchema>;
