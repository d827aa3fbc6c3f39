/**
 * What a run was configured to be: the eval config's values that decide its pass rate (model, rollout,
 * dataset, scoring, limits), digests of its [advanced] and [env] tables (their values may be anything,
 * so the result holds no value of them), and the grader's identity: the sha256 of the rollout's
 * entrypoint file, where osmosis finds the Grader class. Recorded in result.json, so the baseline
 * comparison can name what changed between the baseline's run and this one.
 */
import * as z from 'zod';
import { digest } from '../cache-keys.js';
import type { EvalConfig } from '../config/index.js';

export const rolloutSourceSchema = z.object({
  digest: z.string().describe("sha256 of the rollout folder's files as git tracks them (paths and bytes)."),
  files: z.number().int().describe('How many files the digest covers.'),
  workflowDigest: z
    .string()
    .describe("The same digest with the grader's own part of its file left out: the workflow's code."),
  grader: z
    .object({
      className: z.string().describe('The Grader subclass the entrypoint passes to LocalBackend.'),
      file: z.string().describe('Its file, relative to the rollout folder.'),
      digest: z.string().describe('sha256 of its class and the module-level code it reaches in that file.'),
    })
    .nullable()
    .describe('Null when the entrypoint names no grader that could be found in the rollout folder.'),
});

export type RolloutSource = z.infer<typeof rolloutSourceSchema>;

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
    rolloutSource: rolloutSourceSchema
      .nullable()
      .optional()
      .describe("The rollout folder's source identity; null when it could not be read, absent before 1.3."),
  })
  .describe("The run's config identity: what the baseline comparison names when it changed.");

export type ConfigIdentity = z.infer<typeof configIdentitySchema>;

export function configIdentity(
  config: EvalConfig,
  graderSha256: string | null,
  rolloutSource?: RolloutSource | null,
): ConfigIdentity {
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
    ...(rolloutSource !== undefined ? { rolloutSource } : {}),
  };
}

/** How each value is named to a reader, in the order the differences are listed. */
const LABELS: [keyof ConfigIdentity, string][] = [
  ['modelPath', 'model changed:'],
  ['rollout', 'rollout:'],
  ['entrypoint', 'entrypoint:'],
  ['dataset', 'dataset changed:'],
  ['n', 'n:'],
  ['passThreshold', 'pass_threshold:'],
  ['limit', 'limit:'],
  ['agentTimeoutS', 'agent_workflow_timeout_s:'],
  ['graderTimeoutS', 'grader_timeout_s:'],
];

const shown = (value: string | number | null) => (value === null ? 'unset' : String(value));
const short = (sha: string) => sha.slice(0, 12);

/** Why a grader change is named apart: it moves the pass rate without the model answering differently. */
const NOT_QUALITY =
  'a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader';

/**
 * Every difference between the baseline's config identity and this run's, one line each: "model changed:
 * openai/gpt-4o-mini → openai/gpt-4.1", "grader changed: main.py MyGrader (…)", "workflow code changed:
 * …". None when either run did not record one (a baseline saved by an earlier osmosis-ci): then nothing is
 * known about what changed, and nothing is said.
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
    if (was !== now)
      changes.push(
        `${label} ${shown(was as string | number | null)} → ${shown(now as string | number | null)}`,
      );
  }
  if (baseline.advancedDigest !== current.advancedDigest) changes.push('[advanced]: changed');
  if (baseline.envDigest !== current.envDigest) changes.push('[env]: changed');
  return [...changes, ...sourceChanges(baseline, current)];
}

/** The grader's change and the workflow code's, each named apart (by the entrypoint file without a source). */
function sourceChanges(baseline: ConfigIdentity, current: ConfigIdentity): string[] {
  const was = baseline.rolloutSource;
  const now = current.rolloutSource;
  if (was && now) {
    const lines: string[] = [];
    const grader = graderLine(was.grader, now.grader);
    if (grader) lines.push(grader);
    if (was.workflowDigest !== now.workflowDigest)
      lines.push(
        `workflow code changed: rollouts/${current.rollout} (sha256 ${short(was.workflowDigest)} → ${short(now.workflowDigest)}, the grader's part left out)`,
      );
    return lines;
  }
  if (baseline.graderSha256 === null || current.graderSha256 === null) return [];
  if (baseline.graderSha256 === current.graderSha256) return [];
  return [
    `grader changed: rollouts/${current.rollout}/${current.entrypoint}, the entrypoint file where the grader is (sha256 ${short(baseline.graderSha256)} → ${short(current.graderSha256)}): ${NOT_QUALITY}`,
  ];
}

type GraderIdentity = RolloutSource['grader'];

function graderLine(was: GraderIdentity, now: GraderIdentity): string | undefined {
  const named = (grader: NonNullable<GraderIdentity>) => `${grader.file} ${grader.className}`;
  if (was && now) {
    if (was.digest === now.digest && named(was) === named(now)) return undefined;
    const which = named(was) === named(now) ? named(now) : `${named(was)} → ${named(now)}`;
    return `grader changed: ${which} (sha256 ${short(was.digest)} → ${short(now.digest)}): ${NOT_QUALITY}`;
  }
  if (was) return `grader changed: ${named(was)} is no longer found in the entrypoint: ${NOT_QUALITY}`;
  if (now) return `grader changed: ${named(now)} (the baseline's grader was not found): ${NOT_QUALITY}`;
  return undefined;
}

/** Whether the config's changes since the baseline name the grader. */
export function graderChanged(
  baseline: ConfigIdentity | undefined,
  current: ConfigIdentity | undefined,
): boolean {
  return configChanges(baseline, current).some((line) => line.startsWith('grader changed:'));
}

/**
 * Whether the config's [env] changed since the baseline (both runs recorded an identity). A grader may
 * read it (an LLM judge's model, its endpoint), so eval-run re-grades as for a grader change.
 */
export function envChanged(
  baseline: ConfigIdentity | undefined,
  current: ConfigIdentity | undefined,
): boolean {
  return baseline !== undefined && current !== undefined && baseline.envDigest !== current.envDigest;
}
