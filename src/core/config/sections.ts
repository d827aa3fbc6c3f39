/** The sections eval and training configs share: [env], [secrets] and [experiment]. */
import path from 'node:path';
import * as z from 'zod';
import {
  always,
  COMMIT_SHA_RE,
  describeValue,
  ENV_VAR_NAME_RE,
  isRecord,
  RESERVED_ENV_PREFIX,
  SECRET_NAME_RE,
} from './values.js';

function checkEnvKeys(env: Record<string, unknown>, ctx: z.RefinementCtx, label: string): void {
  for (const key of Object.keys(env)) {
    if (!ENV_VAR_NAME_RE.test(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `invalid env var name in ${label}: it must match ${ENV_VAR_NAME_RE.source}. Rename it using uppercase letters, digits and underscores, e.g. LOG_LEVEL.`,
      });
    } else if (key.startsWith(RESERVED_ENV_PREFIX)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `env var names starting with ${RESERVED_ENV_PREFIX} are reserved by osmosis. Choose a different name.`,
      });
    }
  }
}

export function envTable(label: string) {
  return z.record(z.string(), z.string()).superRefine((env, ctx) => {
    if (isRecord(env)) checkEnvKeys(env, ctx, label);
  }, always);
}

export function secretNameMessage(name: string): string {
  return `invalid secret name ${JSON.stringify(name)}: it must match ${SECRET_NAME_RE.source}. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).`;
}

/** `required = [...]` names: each a valid secret name, none twice. */
const secretNameList = z.array(z.string()).superRefine((names, ctx) => {
  if (!Array.isArray(names)) return;
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (typeof name !== 'string') return;
    if (!SECRET_NAME_RE.test(name))
      ctx.addIssue({ code: 'custom', path: [index], message: secretNameMessage(name) });
    if (seen.has(name)) {
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `duplicate secret name ${JSON.stringify(name)}: each name must appear once. Remove the repeat.`,
      });
    }
    seen.add(name);
  });
}, always);

export const secretsSectionShape = z.strictObject({ required: secretNameList });

/** Names in [secrets].required that are also [env] keys: a variable must come from exactly one place. */
export function checkEnvSecretsOverlap(root: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(root) || !isRecord(root.env) || !isRecord(root.secrets)) return;
  const env = root.env;
  const required = root.secrets.required;
  if (!Array.isArray(required)) return;
  const reported = new Set<string>();
  required.forEach((name, index) => {
    if (typeof name === 'string' && Object.hasOwn(env, name) && !reported.has(name)) {
      reported.add(name);
      ctx.addIssue({
        code: 'custom',
        path: ['secrets', 'required', index],
        message: `${JSON.stringify(name)} is in both [env] and [secrets]; each variable must come from exactly one place. Remove it from [env] (secret values never belong in the file) or from [secrets].required.`,
      });
    }
  });
}

// [experiment] for eval and training

function checkRolloutName(rollout: string): string | undefined {
  if (rollout.startsWith('/')) return 'must be a rollout name, not an absolute path';
  if (rollout === '' || rollout === '.' || rollout === '..') {
    return `${JSON.stringify(rollout)} is not a valid rollout name`;
  }
  if (rollout.includes('/') || rollout.includes('\\')) {
    return `${JSON.stringify(rollout)} must be a single path segment (no / or \\)`;
  }
  return undefined;
}

/** Whether rollouts/<rollout>/<entrypoint> stays strictly inside rollouts/<rollout>/ (no symlinks followed). */
function entrypointStaysInside(rollout: string, entrypoint: string): boolean {
  const root = path.posix.resolve('/workspace', 'rollouts', rollout);
  const resolved = path.posix.resolve(root, entrypoint);
  return resolved.startsWith(`${root}/`);
}

export const experimentShape = z.strictObject({
  rollout: z.string().superRefine((rollout, ctx) => {
    const problem = checkRolloutName(rollout);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: `${problem}. Set it to the name of a directory directly under rollouts/, e.g. rollout = "my-rollout".`,
      });
    }
  }),
  entrypoint: z.string(),
  model_path: z.string(),
  dataset: z.string(),
  branch: z
    .string()
    .refine((branch) => branch !== '' && !/\s/.test(branch), {
      error: (issue) =>
        `must be a non-empty branch name without whitespace, got ${describeValue(issue.input)}. Fix the name or remove the key.`,
    })
    .optional(),
  commit_sha: z
    .string()
    .regex(COMMIT_SHA_RE, {
      error: (issue) =>
        `must be a hexadecimal Git commit SHA of 7 to 40 characters, got ${describeValue(issue.input)}. Use e.g. the output of \`git rev-parse HEAD\`, or remove the key.`,
    })
    .optional(),
});

export const experimentSchema = experimentShape.superRefine((experiment, ctx) => {
  if (!isRecord(experiment)) return;
  const { rollout, entrypoint, branch, commit_sha } = experiment;
  if (branch !== undefined && commit_sha !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['commit_sha'],
      message: 'Provide either branch or commit_sha, not both. Remove one of the two keys.',
    });
  }
  if (typeof rollout === 'string' && typeof entrypoint === 'string' && !checkRolloutName(rollout)) {
    if (!entrypointStaysInside(rollout, entrypoint)) {
      ctx.addIssue({
        code: 'custom',
        path: ['entrypoint'],
        message: `${JSON.stringify(entrypoint)} must resolve to a file inside rollouts/${rollout}/. Use a relative path such as "main.py", without leading / or "..".`,
      });
    }
  }
}, always);
