/**
 * What a run was configured to be: the eval config's values that decide its pass rate (model, rollout,
 * dataset, scoring, limits), digests of its [advanced] and [env] tables (their values may be anything,
 * so the result holds no value of them), and the grader's identity: the sha256 of the rollout's
 * entrypoint file, where osmosis finds the Grader class. Recorded in result.json, so the baseline
 * comparison can name what changed between the baseline's run and this one.
 */
import * as z from 'zod';
import { digest } from './cache-keys.js';
import type { EvalConfig } from './config/index.js';

export const configIdentitySchema = z
  .object({
    modelPath: z.string(),
    rollout: z.string(),
    entrypoint: z.string(),
    dataset: z.string(),
    n: z.number().int(),
    passThreshold: z.number(),
    limit: z.number().int().nullable(),
    agentTimeoutS: z.number().nullable(),
    graderTimeoutS: z.number().nullable(),
    advancedDigest: z.string().describe('A digest of the [advanced] table (not its values).'),
    envDigest: z.string().describe('A digest of the [env] table (not its values).'),
    graderSha256: z
      .string()
      .nullable()
      .describe("The sha256 of the rollout's entrypoint file (its Grader), null when it could not be read."),
  })
  .describe("The run's config identity: what the baseline comparison names when it changed.");

export type ConfigIdentity = z.infer<typeof configIdentitySchema>;

export function configIdentity(config: EvalConfig, graderSha256: string | null): ConfigIdentity {
  const { experiment, evaluation } = config;
  return {
    modelPath: experiment.model_path,
    rollout: experiment.rollout,
    entrypoint: experiment.entrypoint,
    dataset: experiment.dataset,
    n: evaluation.n,
    passThreshold: evaluation.pass_threshold,
    limit: evaluation.limit ?? null,
    agentTimeoutS: evaluation.agent_workflow_timeout_s ?? null,
    graderTimeoutS: evaluation.grader_timeout_s ?? null,
    advancedDigest: digest(config.advanced),
    envDigest: digest(config.env),
    graderSha256,
  };
}

/** How each value is named to a reader, in the order the differences are listed. */
const LABELS: [keyof ConfigIdentity, string][] = [
  ['modelPath', 'model'],
  ['rollout', 'rollout'],
  ['entrypoint', 'entrypoint'],
  ['dataset', 'dataset'],
  ['n', 'n'],
  ['passThreshold', 'pass_threshold'],
  ['limit', 'limit'],
  ['agentTimeoutS', 'agent_workflow_timeout_s'],
  ['graderTimeoutS', 'grader_timeout_s'],
];

const shown = (value: string | number | null) => (value === null ? 'unset' : String(value));

/**
 * Every difference between the baseline's config identity and this run's, one line each: "model:
 * openai/gpt-4o-mini → openai/gpt-4.1". None when either run did not record one (a baseline saved by
 * an earlier osmosis-ci): then nothing is known about what changed, and nothing is said.
 */
export function configChanges(
  baseline: ConfigIdentity | undefined,
  current: ConfigIdentity | undefined,
): string[] {
  if (!baseline || !current) return [];
  const changes: string[] = [];
  for (const [field, label] of LABELS) {
    const was = baseline[field];
    const now = current[field];
    if (was !== now) changes.push(`${label}: ${shown(was)} → ${shown(now)}`);
  }
  if (baseline.advancedDigest !== current.advancedDigest) changes.push('[advanced]: changed');
  if (baseline.envDigest !== current.envDigest) changes.push('[env]: changed');
  if (
    baseline.graderSha256 !== null &&
    current.graderSha256 !== null &&
    baseline.graderSha256 !== current.graderSha256
  ) {
    changes.push(
      `grader: rollouts/${current.rollout}/${current.entrypoint} changed (sha256 ${baseline.graderSha256.slice(0, 12)} → ${current.graderSha256.slice(0, 12)}): the pass rate may have moved with the judge, not the model`,
    );
  }
  return changes;
}
