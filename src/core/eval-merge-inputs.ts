/**
 * The eval-merge command's inputs: eval-run's gate and report inputs (the run viewer and its artifact
 * among them), and the number of shards.
 */
import { z } from 'zod';
import { boundedInt } from './input-values.js';
import { evalRunSchema, type InputLabel, LIMITS, parseWith, type RawInputs } from './inputs.js';

const evalMergeSchema = evalRunSchema
  .pick({
    config: true,
    'working-directory': true,
    'min-pass-rate': true,
    'gate-on': true,
    'allow-inconclusive': true,
    'run-name': true,
    'result-dir': true,
    'comment-mode': true,
    'comment-key': true,
    'pr-number': true,
    'minimize-outdated': true,
    'max-regression': true,
    'baseline-dir': true,
    viewer: true,
    'upload-artifact': true,
    cache: true,
    'cache-timeout-seconds': true,
  })
  .extend({
    shards: boundedInt(LIMITS.shards).pipe(
      z.number({ error: `is required: the number of shards (n in shard: i/n), from 1 to ${LIMITS.shards}` }),
    ),
  });
export type EvalMergeInputs = z.infer<typeof evalMergeSchema>;
export const EVAL_MERGE_INPUT_NAMES = Object.keys(evalMergeSchema.shape) as (keyof EvalMergeInputs)[];

export function parseEvalMergeInputs(get: RawInputs, label: InputLabel): EvalMergeInputs {
  return parseWith(evalMergeSchema, EVAL_MERGE_INPUT_NAMES, get, label);
}
