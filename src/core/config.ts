/**
 * The osmosis config TOML files (eval, training, benchmark): parse with smol-toml, validate with zod,
 * and report every problem of a file at once, each with the line and column of the offending key.
 *
 * Pure: no I/O. The rules are those of osmosis-ai (contract §6 and §3.1); types keep the TOML key
 * names because they model the file.
 */
import path from 'node:path';
import { parse, TomlError } from 'smol-toml';
import * as z from 'zod';
import { type SourceLocation, UsageError } from './errors.js';

export type ConfigKind = 'eval' | 'training' | 'benchmark';

/** One problem in a config file; `key` is the TOML key path, e.g. `evaluation.n` or `agents[0].model.type`. */
export interface ConfigIssue {
  key: string;
  message: string;
  line: number;
  column: number;
}

/** A config file that does not parse or validate. Still a `UsageError`; `issues` lists each problem. */
export class ConfigError extends UsageError {
  constructor(
    message: string,
    location: SourceLocation,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(message, location);
  }
}

// ---------------------------------------------------------------------------------------------
// Regular expressions and reserved names (osmosis_ai/platform/cli/shared_config.py, benchmark_config.py)

export const ENV_VAR_NAME_RE = /^[A-Z_][A-Z0-9_]*$/;
export const SECRET_NAME_RE = /^[A-Z][A-Z0-9_]*$/;
export const COMMIT_SHA_RE = /^[0-9a-fA-F]{7,40}$/;
export const RESERVED_ENV_PREFIX = '_OSMOSIS_';
const RESERVED_MODEL_SECRET_NAMES = new Set([
  'DAYTONA_API_KEY',
  'DAYTONA_API_URL',
  'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
  'SKYPILOT_API_SERVER_ENDPOINT',
]);
/** Harnesses that read a credential from a fixed variable, which harness_api_key_secret must name. */
const HARNESS_API_KEY_ENV: Readonly<Record<string, string>> = { 'cursor-cli': 'CURSOR_API_KEY' };
const MINI_SWE_AGENT_KEY_ENV = 'MSWEA_API_KEY';
const MAX_AGENTS = 8;
const MAX_BENCHMARK_SECRETS = 16;

// ---------------------------------------------------------------------------------------------
// Value helpers. TOML is parsed with integersAsBigInt so an integer (`2`) and a float (`2.0`) stay
// distinct, as they do for osmosis (`evaluation.n = 2.0` is "must be an integer" there).

/** A key path into the TOML document: table keys and array indices. */
export type TomlKeyPath = readonly (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** How a TOML value reads in a message: `"text"`, `3`, `2.0`, `inf`, `a table`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return Number.isInteger(value) ? value.toFixed(1) : String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return 'a date';
  if (Array.isArray(value)) return 'a list';
  return 'a table';
}

function isSafeBigInt(value: bigint): boolean {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
}

const OUT_OF_RANGE = `is too large: integers must be within ±${Number.MAX_SAFE_INTEGER}`;
/** Marks an issue whose message says only what is wrong, so the key's fix is appended. */
const APPEND_FIX = 'appendFix';
const appendFix = { [APPEND_FIX]: true };

/**
 * A TOML integer (not a float), as a JS number. One transform instead of z.custom + refine: a failed
 * z.custom aborts the parse, which would hide the cross-field problems of the same file.
 */
function tomlInteger(options: { positive?: boolean; nonNegative?: boolean; max?: number } = {}) {
  return z.unknown().transform((value, ctx): number => {
    if (typeof value !== 'bigint') {
      ctx.addIssue({
        code: 'custom',
        message: `must be an integer (no decimal point), got ${describeValue(value)}`,
        params: appendFix,
      });
      return z.NEVER;
    }
    if (!isSafeBigInt(value)) {
      ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, params: appendFix });
      return z.NEVER;
    }
    if (options.positive && value <= 0n) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a positive integer, got ${value}. Set it to 1 or more, or remove it to use the default (1).`,
      });
      return z.NEVER;
    }
    if (options.nonNegative && value < 0n) {
      ctx.addIssue({
        code: 'custom',
        message: `must not be negative, got ${value}. Set it to a count, or remove it for no limit.`,
      });
      return z.NEVER;
    }
    if (options.max !== undefined && value > BigInt(options.max)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be at most ${options.max.toLocaleString('en-US')}, got ${value}.`,
      });
      return z.NEVER;
    }
    return Number(value);
  });
}

/** A TOML integer or float that is finite (not inf or nan), as a JS number. */
const tomlFiniteNumber = z.unknown().transform((value, ctx): number => {
  if (typeof value !== 'number' && typeof value !== 'bigint') {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number, got ${describeValue(value)}`,
      params: appendFix,
    });
    return z.NEVER;
  }
  if (typeof value === 'bigint' ? !isSafeBigInt(value) : !Number.isFinite(value)) {
    const message = typeof value === 'bigint' ? OUT_OF_RANGE : `must be finite, got ${describeValue(value)}`;
    ctx.addIssue({ code: 'custom', message, params: appendFix });
    return z.NEVER;
  }
  return Number(value);
});

/** A timeout in seconds: a finite number above 0 (a zero or negative timeout cannot be meant). */
const tomlSeconds = tomlFiniteNumber.transform((seconds, ctx): number => {
  if (seconds <= 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number of seconds above 0, got ${seconds}. Set a timeout, or remove the key for osmosis's default.`,
    });
    return z.NEVER;
  }
  return seconds;
});

/** Any TOML value, with integers turned back into numbers (passthrough sections like [advanced]). */
function plainValue(value: unknown, ctx: z.RefinementCtx, at: (string | number)[]): unknown {
  if (typeof value === 'bigint') {
    if (!isSafeBigInt(value))
      ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, path: at, params: appendFix });
    return Number(value);
  }
  if (Array.isArray(value)) return value.map((item, index) => plainValue(item, ctx, [...at, index]));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainValue(item, ctx, [...at, key])]),
    );
  }
  return value;
}

const passthroughTable = z
  .record(z.string(), z.unknown())
  .transform((table, ctx) => plainValue(table, ctx, []) as Record<string, unknown>);

/** A finite number the backend owns the meaning of ([training], [sampling], [checkpoints], [execution]). */
const backendNumber = tomlFiniteNumber.optional();

// ---------------------------------------------------------------------------------------------
// [env], [secrets] and secret names

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

function envTable(label: string) {
  return z.record(z.string(), z.string()).superRefine((env, ctx) => {
    if (isRecord(env)) checkEnvKeys(env, ctx, label);
  }, always);
}

/** Run a refinement even when other parts of the value have issues, so one error lists every problem. */
const always = { when: () => true } as const;

function secretNameMessage(name: string): string {
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

const secretsSectionShape = z.strictObject({ required: secretNameList });

/** Names in [secrets].required that are also [env] keys: a variable must come from exactly one place. */
function checkEnvSecretsOverlap(root: unknown, ctx: z.RefinementCtx): void {
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

// ---------------------------------------------------------------------------------------------
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

const experimentShape = z.strictObject({
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

const experimentSchema = experimentShape.superRefine((experiment, ctx) => {
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

// ---------------------------------------------------------------------------------------------
// Eval config

const evaluationShape = z.strictObject({
  limit: tomlInteger({ nonNegative: true }).optional(),
  // n × rows are the work items osmosis holds in memory (LIMITS.workItems in inputs.ts).
  n: tomlInteger({ positive: true, max: 1_000_000 }).default(1),
  batch_size: tomlInteger({ nonNegative: true }).optional(),
  pass_threshold: tomlFiniteNumber.default(1),
  agent_workflow_timeout_s: tomlSeconds.optional(),
  grader_timeout_s: tomlSeconds.optional(),
});

const evalShape = z.strictObject({
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

// ---------------------------------------------------------------------------------------------
// Training config

const trainingShape = z.strictObject({
  lr: backendNumber,
  total_epochs: backendNumber,
  n_samples_per_prompt: backendNumber,
  rollout_batch_size: backendNumber,
  max_prompt_length: backendNumber,
  max_response_length: backendNumber,
  agent_workflow_timeout_s: backendNumber,
  grader_timeout_s: backendNumber,
});
const samplingShape = z.strictObject({ rollout_temperature: backendNumber, rollout_top_p: backendNumber });
const checkpointsShape = z.strictObject({
  eval_interval: backendNumber,
  checkpoint_save_freq: backendNumber,
});

const trainingConfigShape = z.strictObject({
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

// ---------------------------------------------------------------------------------------------
// Benchmark config

const nonBlank = z
  .string()
  .regex(/\S/, { error: 'must not be empty or blank. Remove the entry or fill it in.' });

const benchmarkTasksShape = z.strictObject({
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
const MODEL_SHAPES = { provider: providerModelShape, endpoint: endpointModelShape, hosted: hostedModelShape };

const benchmarkAgentShape = z.strictObject({
  harness: z.string().optional(),
  harness_api_key_secret: z.string().optional(),
  model: z.discriminatedUnion('type', [providerModelShape, endpointModelShape, hostedModelShape]),
  env: envTable('[agents.env]').prefault({}),
});

const benchmarkExecutionShape = z.strictObject({
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

const benchmarkVerifierShape = z.strictObject({ required: cappedNames('verifier') });
const benchmarkSecretsShape = z.strictObject({ required: cappedNames('secrets') });

const benchmarkShape = z.strictObject({
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

function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const item = value[key];
  return typeof item === 'string' ? item : undefined;
}

function stringRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The cross-field rules of benchmark_config.py `_validate_secret_references`, per agent. */
function checkBenchmarkSecrets(root: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(root)) return;
  const agents = Array.isArray(root.agents) ? root.agents : [];
  const globalEnv = stringRecord(root.env);
  const judge = stringAt(root.execution, 'judge_api_key_secret');
  const verifierNames =
    isRecord(root.verifier) && Array.isArray(root.verifier.required) ? root.verifier.required : [];
  const secretNames =
    isRecord(root.secrets) && Array.isArray(root.secrets.required) ? root.secrets.required : [];

  const references: { name: string; path: TomlKeyPath }[] = [];
  agents.forEach((agent, index) => {
    const model = isRecord(agent) ? agent.model : undefined;
    const type = stringAt(model, 'type');
    const apiKeySecret = stringAt(model, 'api_key_secret');
    if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
      references.push({ name: apiKeySecret, path: ['agents', index, 'model', 'api_key_secret'] });
    }
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    if (harnessSecret !== undefined) {
      references.push({ name: harnessSecret, path: ['agents', index, 'harness_api_key_secret'] });
    }
  });
  if (judge !== undefined) references.push({ name: judge, path: ['execution', 'judge_api_key_secret'] });
  verifierNames.forEach((name, index) => {
    if (typeof name === 'string') references.push({ name, path: ['verifier', 'required', index] });
  });
  secretNames.forEach((name, index) => {
    if (typeof name === 'string') references.push({ name, path: ['secrets', 'required', index] });
  });
  for (const reference of references) {
    if (!SECRET_NAME_RE.test(reference.name)) {
      ctx.addIssue({ code: 'custom', path: [...reference.path], message: secretNameMessage(reference.name) });
    }
  }

  agents.forEach((agent, index) => {
    if (!isRecord(agent)) return;
    const agentEnv = stringRecord(agent.env);
    const agentNumber = index + 1;
    /** Where a name in the agent's effective env ({...[env], ...[agents.env]}) comes from. */
    const envSource = (name: string): { label: string; path: TomlKeyPath } | undefined => {
      if (Object.hasOwn(agentEnv, name)) {
        return { label: `[agents.env] of agent ${agentNumber}`, path: ['agents', index, 'env', name] };
      }
      if (Object.hasOwn(globalEnv, name)) return { label: '[env]', path: ['env', name] };
      return undefined;
    };
    const model = agent.model;
    const type = stringAt(model, 'type');
    const apiKeySecret = stringAt(model, 'api_key_secret');
    if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
      if (RESERVED_MODEL_SECRET_NAMES.has(apiKeySecret)) {
        ctx.addIssue({
          code: 'custom',
          path: ['agents', index, 'model', 'api_key_secret'],
          message: `${JSON.stringify(apiKeySecret)} is reserved by the benchmark runner. Store the model credential under a different secret name.`,
        });
      }
      const source = envSource(apiKeySecret);
      if (source) {
        ctx.addIssue({
          code: 'custom',
          path: [...source.path],
          message: `${JSON.stringify(apiKeySecret)} appears in ${source.label} and as agent ${agentNumber}'s api_key_secret; the platform injects the secret under that name. Remove the env var or rename it.`,
        });
      }
    }
    if (judge) {
      const source = envSource(judge);
      if (source) {
        ctx.addIssue({
          code: 'custom',
          path: [...source.path],
          message: `${JSON.stringify(judge)} appears in ${source.label} and as execution.judge_api_key_secret; the platform injects the judge secret under that name. Remove the env var or rename it.`,
        });
      }
    }
    for (const name of verifierNames) {
      const source = typeof name === 'string' ? envSource(name) : undefined;
      if (source) {
        ctx.addIssue({
          code: 'custom',
          path: [...source.path],
          message: `${JSON.stringify(name)} appears in ${source.label} and in [verifier].required; the platform injects the secret under that name. Remove the env var or rename it.`,
        });
      }
    }
    const harness = stringAt(agent, 'harness');
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    const harnessEnvName = harness === undefined ? undefined : HARNESS_API_KEY_ENV[harness];
    if (harnessEnvName) {
      const source = envSource(harnessEnvName);
      if (source) {
        ctx.addIssue({
          code: 'custom',
          path: [...source.path],
          message: `${JSON.stringify(harnessEnvName)} appears in ${source.label} but is managed by agent ${agentNumber}'s ${harness} harness. Remove the env var.`,
        });
      }
      if (harnessSecret === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['agents', index, 'harness_api_key_secret'],
          message: `is required by the ${harness} harness. Set harness_api_key_secret = "${harnessEnvName}" and store the credential in a secret of that name.`,
        });
      } else if (harnessSecret !== harnessEnvName) {
        ctx.addIssue({
          code: 'custom',
          path: ['agents', index, 'harness_api_key_secret'],
          message: `must be "${harnessEnvName}" for the ${harness} harness, got ${JSON.stringify(harnessSecret)}. Store the credential in a secret named exactly ${harnessEnvName} and reference that name.`,
        });
      }
    } else if (harnessSecret !== undefined) {
      const subject = harness === undefined ? 'the official scaffold (no harness)' : `the ${harness} harness`;
      ctx.addIssue({
        code: 'custom',
        path: ['agents', index, 'harness_api_key_secret'],
        message: `is not used by ${subject}. Remove it.`,
      });
    }
    if (harness === 'mini-swe-agent' && type !== 'hosted') {
      const source = envSource(MINI_SWE_AGENT_KEY_ENV);
      if (source) {
        ctx.addIssue({
          code: 'custom',
          path: [...source.path],
          message: `${MINI_SWE_AGENT_KEY_ENV} appears in ${source.label}, but the platform injects agent ${agentNumber}'s model key under that name for mini-swe-agent. Remove the env var.`,
        });
      }
    }
  });
}

export const benchmarkConfigSchema = benchmarkShape.superRefine(
  (root, ctx) => checkBenchmarkSecrets(root, ctx),
  always,
);
export type BenchmarkConfig = z.infer<typeof benchmarkConfigSchema>;

export interface ConfigWarning {
  code: string;
  message: string;
}

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

// ---------------------------------------------------------------------------------------------
// Messages: what is wrong and how to fix it

/** Allowed keys per table, for "unrecognized key" messages; `*` stands for an array index. */
const ALLOWED_KEYS: Record<ConfigKind, Record<string, readonly string[]>> = {
  eval: {
    '': Object.keys(evalShape.shape),
    experiment: Object.keys(experimentShape.shape),
    evaluation: Object.keys(evaluationShape.shape),
    secrets: Object.keys(secretsSectionShape.shape),
  },
  training: {
    '': Object.keys(trainingConfigShape.shape),
    experiment: Object.keys(experimentShape.shape),
    training: Object.keys(trainingShape.shape),
    sampling: Object.keys(samplingShape.shape),
    checkpoints: Object.keys(checkpointsShape.shape),
    secrets: Object.keys(secretsSectionShape.shape),
  },
  benchmark: {
    '': Object.keys(benchmarkShape.shape),
    experiment: ['benchmark'],
    tasks: Object.keys(benchmarkTasksShape.shape),
    'agents.*': Object.keys(benchmarkAgentShape.shape),
    execution: Object.keys(benchmarkExecutionShape.shape),
    verifier: Object.keys(benchmarkVerifierShape.shape),
    secrets: Object.keys(benchmarkSecretsShape.shape),
  },
};

const NUMBER_FIX = 'Use a number, e.g. `1` or `0.5`.';
const INTEGER_FIX = 'Use a whole number without a decimal point, e.g. `10`.';
const SECRET_LIST_FIX =
  'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
const ENV_VALUE_FIX = 'Quote the value: `KEY = "value"` (env values are strings).';

/** How to fix a missing or mistyped key, by key pattern (`*` = array index or any key). */
const FIXES: Record<string, string> = {
  experiment: 'Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
  'experiment.rollout': 'Set `rollout = "<name>"`, the directory name under rollouts/.',
  'experiment.entrypoint': 'Set `entrypoint = "main.py"`, a file inside rollouts/<rollout>/.',
  'experiment.model_path': 'Set `model_path = "<provider>/<model>"`, a LiteLLM-style model name.',
  'experiment.dataset': 'Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
  'experiment.branch': 'Use a quoted branch name, or remove the key.',
  'experiment.commit_sha': 'Use a quoted hexadecimal commit SHA, or remove the key.',
  'experiment.benchmark': 'Set `benchmark = "<key, exact name or id>"`.',
  evaluation: 'Make `[evaluation]` a table of settings.',
  'evaluation.limit': INTEGER_FIX,
  'evaluation.n': INTEGER_FIX,
  'evaluation.batch_size': INTEGER_FIX,
  'evaluation.pass_threshold': 'Use a finite number, e.g. `pass_threshold = 1.0`.',
  'evaluation.agent_workflow_timeout_s': 'Use a finite number of seconds, e.g. `450`.',
  'evaluation.grader_timeout_s': 'Use a finite number of seconds, e.g. `150`.',
  training: 'Make `[training]` a table of settings.',
  sampling: 'Make `[sampling]` a table of settings.',
  checkpoints: 'Make `[checkpoints]` a table of settings.',
  'training.*': NUMBER_FIX,
  'sampling.*': NUMBER_FIX,
  'checkpoints.*': NUMBER_FIX,
  advanced: 'Make `[advanced]` a table.',
  env: 'Make `[env]` a table of `KEY = "value"` strings.',
  'env.*': ENV_VALUE_FIX,
  secrets:
    'Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
  'secrets.required': SECRET_LIST_FIX,
  'secrets.required.*': 'Write each secret name as a quoted string.',
  tasks: 'Make `[tasks]` a table, or remove it to run the full benchmark.',
  'tasks.categories': 'Use a list of category names, e.g. `categories = ["security"]`.',
  'tasks.task_names': 'Use a list of task names, e.g. `task_names = ["hello-world"]`.',
  'tasks.task_set':
    'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).',
  agents: 'Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
  'agents.*': 'Write each agent as an `[[agents]]` table.',
  'agents.*.harness': 'Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
  'agents.*.harness_api_key_secret': 'Use a quoted secret name.',
  'agents.*.model':
    'Add an `[agents.model]` table with `type = "provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret) or `"hosted"` (base_model, lora_model_name).',
  'agents.*.model.type':
    'Use `"provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret, extra_headers?) or `"hosted"` (base_model, lora_model_name).',
  'agents.*.model.model': 'Set `model = "<provider>/<model>"`.',
  'agents.*.model.api_key_secret':
    'Set `api_key_secret = "<SECRET_NAME>"`, the secret holding the model API key.',
  'agents.*.model.base_url': 'Set `base_url = "https://…"`, the OpenAI-compatible endpoint.',
  'agents.*.model.extra_headers': 'Use a table of `header = "value"` strings.',
  'agents.*.model.extra_headers.*': 'Quote the header value.',
  'agents.*.model.base_model': 'Set `base_model = "<base model name>"`.',
  'agents.*.model.lora_model_name': 'Set `lora_model_name = "<checkpoint name>"`.',
  'agents.*.env': 'Make `[agents.env]` a table of `KEY = "value"` strings.',
  'agents.*.env.*': ENV_VALUE_FIX,
  execution: 'Make `[execution]` a table of settings.',
  'execution.*': NUMBER_FIX,
  'execution.judge_model': 'Use a quoted model name.',
  'execution.judge_api_key_secret': 'Use a quoted secret name.',
  verifier: 'Make `[verifier]` a table with `required = [...]`.',
  'verifier.required': SECRET_LIST_FIX,
  'verifier.required.*': 'Write each secret name as a quoted string.',
};

function pattern(keyPath: TomlKeyPath): string {
  return keyPath.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
}

function fixFor(keyPath: TomlKeyPath): string | undefined {
  const exact = FIXES[pattern(keyPath)];
  if (exact) return exact;
  if (keyPath.length > 1) return FIXES[`${pattern(keyPath.slice(0, -1))}.*`];
  return undefined;
}

/** `evaluation.n`, `agents[0].model.type`, `env."bad key"`. */
export function formatKeyPath(keyPath: TomlKeyPath): string {
  let out = '';
  for (const part of keyPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else {
      const key = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
      out += out === '' ? key : `.${key}`;
    }
  }
  return out === '' ? '(top level)' : out;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  bigint: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'a table',
  record: 'a table',
  map: 'a table',
  array: 'a list',
};

function valueAt(root: unknown, keyPath: TomlKeyPath): unknown {
  let current = root;
  for (const part of keyPath) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isRecord(current) && typeof part === 'string') current = current[part];
    else return undefined;
  }
  return current;
}

function allowedKeysFor(kind: ConfigKind, raw: unknown, parent: TomlKeyPath): readonly string[] | undefined {
  const key = pattern(parent);
  if (kind === 'benchmark' && key === 'agents.*.model') {
    const type = stringAt(valueAt(raw, parent), 'type');
    return type !== undefined && Object.hasOwn(MODEL_SHAPES, type)
      ? Object.keys(MODEL_SHAPES[type as keyof typeof MODEL_SHAPES].shape)
      : undefined;
  }
  return ALLOWED_KEYS[kind][key];
}

interface PendingIssue {
  path: TomlKeyPath;
  message: string;
}

/** Turn a zod issue into one or more messages with a fix; `unrecognized_keys` becomes one per key. */
function explainIssue(kind: ConfigKind, raw: unknown, issue: z.core.$ZodIssue): PendingIssue[] {
  const issuePath = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeysFor(kind, raw, issuePath);
    return issue.keys.map((key) => {
      const isSection = issuePath.length === 0;
      const where = isSection ? `${kind} configs allow` : `allowed in ${formatKeyPath(issuePath)}`;
      const list = allowed ? ` (${where}: ${allowed.join(', ')})` : '';
      return {
        path: [...issuePath, key],
        message: `${isSection ? 'unrecognized section' : 'unrecognized key'}. Remove it or fix its spelling${list}.`,
      };
    });
  }
  const fix = fixFor(issuePath);
  const withFix = (problem: string) => ({
    path: issuePath,
    message: fix ? `${problem}. ${fix}` : `${problem}.`,
  });
  if (issue.code === 'invalid_type') {
    const input = valueAt(raw, issuePath);
    if (input === undefined) {
      return [withFix(issuePath.length === 1 ? 'required section is missing' : 'required key is missing')];
    }
    const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
    return [withFix(`must be ${expected}, got ${describeValue(input)}`)];
  }
  const unionOptions: unknown = (issue as { options?: unknown }).options;
  if (issue.code === 'invalid_union' && Array.isArray(unionOptions)) {
    const input = valueAt(raw, issuePath);
    const options = unionOptions.map((option) => JSON.stringify(option)).join(', ');
    const problem =
      input === undefined
        ? 'required key is missing'
        : `must be one of ${options}, got ${describeValue(input)}`;
    return [withFix(problem)];
  }
  if (issue.code === 'invalid_value') {
    const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
    return [withFix(`must be ${options}, got ${describeValue(valueAt(raw, issuePath))}`)];
  }
  // The value helpers say what is wrong and get the key's fix appended; other refinements of ours
  // write the whole message, fix included.
  if (issue.code === 'custom' && issue.params?.[APPEND_FIX]) return [withFix(issue.message)];
  return [{ path: issuePath, message: issue.message }];
}

// ---------------------------------------------------------------------------------------------
// Locating keys in the TOML source

export interface KeyPosition {
  line: number;
  column: number;
}

/**
 * Where each table header and key of a TOML document starts, by key path (array-of-tables entries
 * and array elements get their index). The first occurrence wins. Meant for text that already
 * parsed; on anything else it stops early instead of throwing.
 */
export function indexTomlKeys(text: string): Map<string, KeyPosition> {
  const positions = new Map<string, KeyPosition>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): KeyPosition => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
  const record = (keyPath: TomlKeyPath, offset: number) => {
    const id = JSON.stringify(keyPath);
    if (!positions.has(id)) positions.set(id, positionOf(offset));
  };
  /** Current index of each array of tables, by its resolved path. */
  const arrayIndex = new Map<string, number>();
  const resolve = (keys: readonly string[]): (string | number)[] => {
    const out: (string | number)[] = [];
    for (const key of keys) {
      out.push(key);
      const index = arrayIndex.get(JSON.stringify(out));
      if (index !== undefined) out.push(index);
    }
    return out;
  };

  let pos = 0;
  const at = (offset = 0) => text[pos + offset] ?? '';
  const skipSpaces = () => {
    while (at() === ' ' || at() === '\t') pos++;
  };
  const skipComment = () => {
    if (at() === '#') while (pos < text.length && at() !== '\n') pos++;
  };
  /** Whitespace, newlines and comments. */
  const skipBlank = () => {
    for (;;) {
      const start = pos;
      while (/[ \t\r\n]/.test(at())) pos++;
      skipComment();
      if (pos === start || pos >= text.length) return;
    }
  };
  const skipToLineEnd = () => {
    while (pos < text.length && at() !== '\n') pos++;
  };

  const readQuoted = (): string => {
    const quote = at();
    pos++;
    let out = '';
    while (pos < text.length && at() !== quote && at() !== '\n') {
      if (quote === '"' && at() === '\\') {
        const next = at(1);
        const simple: Record<string, string> = {
          b: '\b',
          t: '\t',
          n: '\n',
          f: '\f',
          r: '\r',
          '"': '"',
          '\\': '\\',
        };
        if (next === 'u' || next === 'U') {
          const length = next === 'u' ? 4 : 8;
          const code = Number.parseInt(text.slice(pos + 2, pos + 2 + length), 16);
          out += Number.isNaN(code) ? '' : String.fromCodePoint(code);
          pos += 2 + length;
        } else {
          out += simple[next] ?? next;
          pos += 2;
        }
      } else {
        out += at();
        pos++;
      }
    }
    pos++; // closing quote
    return out;
  };

  /** A dotted key: bare or quoted parts separated by dots. */
  const readKey = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skipSpaces();
      if (at() === '"' || at() === "'") parts.push(readQuoted());
      else {
        const match = /^[A-Za-z0-9_-]+/.exec(text.slice(pos, pos + 256));
        if (!match) return parts;
        parts.push(match[0]);
        pos += match[0].length;
      }
      skipSpaces();
      if (at() !== '.') return parts;
      pos++;
    }
  };

  const skipString = () => {
    const quote = at();
    if (at(1) === quote && at(2) === quote) {
      const end = text.indexOf(quote.repeat(3), pos + 3);
      pos = end < 0 ? text.length : end + 3;
      while (at() === quote) pos++; // up to two quotes may close the content
      return;
    }
    pos++;
    while (pos < text.length && at() !== quote && at() !== '\n')
      pos += quote === '"' && at() === '\\' ? 2 : 1;
    pos++;
  };

  const readValue = (keyPath: (string | number)[], depth: number): void => {
    if (depth > 100) {
      pos = text.length;
      return;
    }
    const c = at();
    if (c === '"' || c === "'") skipString();
    else if (c === '[') {
      pos++;
      for (let index = 0; pos < text.length; index++) {
        skipBlank();
        if (at() === ']') break;
        record([...keyPath, index], pos);
        const before = pos;
        readValue([...keyPath, index], depth + 1);
        skipBlank();
        if (at() === ',') pos++;
        else if (pos === before) pos++;
      }
      pos++;
    } else if (c === '{') {
      pos++;
      while (pos < text.length) {
        skipBlank();
        if (at() === '}') break;
        const before = pos;
        readKeyValue(keyPath, depth + 1);
        skipBlank();
        if (at() === ',') pos++;
        else if (pos === before) pos++;
      }
      pos++;
    } else {
      while (pos < text.length && !/[,\]}#\r\n]/.test(at())) pos++;
    }
  };

  const readKeyValue = (base: (string | number)[], depth: number): void => {
    const start = pos;
    const keys = readKey();
    if (keys.length === 0) {
      skipToLineEnd();
      return;
    }
    for (let i = 1; i <= keys.length; i++) record([...base, ...keys.slice(0, i)], start);
    skipSpaces();
    if (at() !== '=') {
      skipToLineEnd();
      return;
    }
    pos++;
    skipSpaces();
    readValue([...base, ...keys], depth);
  };

  let table: (string | number)[] = [];
  while (pos < text.length) {
    skipBlank();
    if (pos >= text.length) break;
    if (at() === '[') {
      const start = pos;
      const isArray = at(1) === '[';
      pos += isArray ? 2 : 1;
      const keys = readKey();
      skipToLineEnd();
      if (keys.length === 0) continue;
      const parent = resolve(keys.slice(0, -1));
      for (let i = 1; i <= parent.length; i++) record(parent.slice(0, i), start);
      const own = [...parent, keys[keys.length - 1] ?? ''];
      record(own, start);
      if (isArray) {
        const id = JSON.stringify(own);
        const index = (arrayIndex.get(id) ?? -1) + 1;
        arrayIndex.set(id, index);
        table = [...own, index];
        record(table, start);
      } else {
        table = own;
      }
    } else {
      const before = pos;
      readKeyValue(table, 0);
      skipSpaces();
      skipComment();
      if (pos === before) pos++;
    }
  }
  return positions;
}

/**
 * Line and column of a key path in TOML text: the key itself, else its nearest table or key that
 * exists (a missing key points at its section header), else line 1.
 */
export function locateTomlKey(text: string, keyPath: TomlKeyPath, index = indexTomlKeys(text)): KeyPosition {
  for (let length = keyPath.length; length > 0; length--) {
    const found = index.get(JSON.stringify(keyPath.slice(0, length)));
    if (found) return found;
  }
  return { line: 1, column: 1 };
}

// ---------------------------------------------------------------------------------------------
// Parsing

function parseToml(text: string, file: string): Record<string, unknown> {
  try {
    // Integers as bigint keep `2` and `2.0` apart; keys like __proto__ are refused rather than kept.
    return parse(text, { integersAsBigInt: true, unsafeKeyBehaviour: 'throw' }) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const [summary = 'invalid TOML'] = error.message.split('\n');
      const line = error.line;
      const column = error.column;
      const codeblock = error.codeblock ? `\n${error.codeblock.replace(/\n+$/, '')}` : '';
      throw new ConfigError(
        `${file}:${line}:${column}: invalid TOML at line ${line}, column ${column}: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).${codeblock}`,
        { file, line, column },
        [{ key: '', message: summary, line, column }],
      );
    }
    throw error;
  }
}

function validate<T>(schema: z.ZodType<T>, kind: ConfigKind, text: string, file: string): T {
  const raw = parseToml(text, file);
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;

  const index = indexTomlKeys(text);
  const issues: ConfigIssue[] = [];
  for (const zodIssue of result.error.issues) {
    for (const pending of explainIssue(kind, raw, zodIssue)) {
      const key = formatKeyPath(pending.path);
      issues.push({ key, message: pending.message, ...locateTomlKey(text, pending.path, index) });
    }
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column || a.key.localeCompare(b.key));
  const first = issues[0] ?? { line: 1, column: 1 };
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  const lines = issues.map(
    (issue) => `  ${file}:${issue.line}:${issue.column}: ${issue.key}: ${issue.message}`,
  );
  throw new ConfigError(
    [`Invalid ${kind} config ${file} (${count}):`, ...lines].join('\n'),
    { file, line: first.line, column: first.column },
    issues,
  );
}

/** Parse and validate an eval config (`configs/eval/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseEvalConfig(text: string, file: string): EvalConfig {
  return validate(evalConfigSchema, 'eval', text, file);
}

/** Parse and validate a training config (`configs/training/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseTrainingConfig(text: string, file: string): TrainingConfig {
  return validate(trainingConfigSchema, 'training', text, file);
}

/** Parse and validate a benchmark config (`configs/benchmark/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseBenchmarkConfig(text: string, file: string): BenchmarkConfig {
  return validate(benchmarkConfigSchema, 'benchmark', text, file);
}

// ---------------------------------------------------------------------------------------------
// Config location (§3.1)

export const CONFIG_DIRS: Record<ConfigKind, string> = {
  eval: 'configs/eval',
  training: 'configs/training',
  benchmark: 'configs/benchmark',
};

/**
 * Require the config to be a `.toml` file under `<workspaceRoot>/configs/<kind>/`, as osmosis does
 * (it refuses anything else). A relative `configPath` is taken relative to `workspaceRoot`; pass
 * an absolute path to resolve against another directory. Symlinks are not followed (no I/O).
 */
export function checkConfigLocation(configPath: string, workspaceRoot: string, kind: ConfigKind): void {
  const root = path.resolve(workspaceRoot);
  const resolved = path.resolve(root, configPath);
  const dir = CONFIG_DIRS[kind];
  const required = path.join(root, ...dir.split('/'));
  const relative = path.relative(required, resolved);
  const inside =
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative);
  const label = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
  if (!inside) {
    throw new UsageError(
      `${label} config must live under ${dir}/ in the workspace, because osmosis only accepts ${kind} configs there. Got: ${resolved}. Expected under: ${required}${path.sep}. Move the file to ${dir}/<name>.toml and pass that path.`,
      { file: configPath },
    );
  }
  if (path.extname(resolved) !== '.toml') {
    throw new UsageError(
      `${label} config must be a .toml file under ${dir}/, got: ${resolved}. Rename it to end in .toml.`,
      { file: configPath },
    );
  }
}
