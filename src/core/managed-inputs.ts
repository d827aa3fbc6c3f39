/**
 * Inputs of eval-submit, benchmark-submit and train-submit, parsed once for the action and the CLI alike
 * (the CLI's flags are these names; a boolean input is a bare flag with a --no- form). Shares the helpers of inputs.ts so equal names mean equal rules.
 */
import { z } from 'zod';
import { VIEWER_MODES } from './artifacts/viewer.js';
import { UsageError } from './errors.js';
import {
  boolean,
  boundedInt,
  boundedNumber,
  fraction,
  httpUrl,
  optionalText,
  pathText,
} from './input-values.js';
import { COMMENT_MODES, type InputLabel, LIMITS, parseWith, type RawInputs, RUN_NAME } from './inputs.js';
import { type CodeRefRequest, parseCodeRef } from './managed/code-ref.js';
import type { ManagedKind } from './managed.js';
import { GATE_AGENTS } from './verdict/benchmark-gate.js';
import { GATE_ON } from './verdict/gate.js';

const codeRef = optionalText.transform((value, ctx): CodeRefRequest => {
  if (value === undefined) return { kind: 'auto' };
  const parsed = parseCodeRef(value);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed;
});

/** Output types for `download`: `auto` (per kind), `none`, or a list of osmosis download types. */
export const DOWNLOAD_TYPES = {
  eval: ['metrics', 'trajectories', 'artifacts', 'logs'],
  benchmark: ['summary', 'results', 'artifacts', 'logs'],
  training: [],
} as const;

// Training runs have no download input (DOWNLOAD_TYPES.training is empty), so only these two kinds take one.
const download = (kind: 'eval' | 'benchmark') =>
  optionalText.transform((value, ctx): 'auto' | 'none' | string[] => {
    if (value === undefined || value === 'auto') return 'auto';
    if (value === 'none' || value === 'false') return 'none';
    const allowed: readonly string[] = DOWNLOAD_TYPES[kind];
    const types = value.split(',').map((part) => part.trim().toLowerCase());
    const unknown = types.filter((type) => !allowed.includes(type));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be auto, none or a comma-separated list of ${allowed.join(', ')}, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }
    return [...new Set(types)];
  });

const common = {
  config: pathText.pipe(z.string({ error: 'is required: the path of the config to submit' })),
  'working-directory': pathText,
  workspace: optionalText,
  'code-ref': codeRef,
  'platform-url': httpUrl,
  // Bounds and URL rules are the shared ones of inputs.ts (docs/inputs.md).
  'timeout-minutes': boundedNumber('minutes', { max: LIMITS.timeoutMinutes }).transform((v) => v ?? 60),
  'poll-interval': boundedNumber('seconds', LIMITS.pollIntervalSeconds).transform((v) => v ?? 15),
  'stop-on-cancel': boolean(false),
  'stop-on-timeout': boolean(false),
  fresh: boolean(false),
  'state-key': optionalText,
  'osmosis-path': pathText,
  'result-dir': pathText,
  'comment-mode': optionalText.pipe(
    z.enum(COMMENT_MODES, { error: `must be one of ${COMMENT_MODES.join(', ')}` }).default('upsert'),
  ),
  'comment-key': optionalText,
  'pr-number': boundedInt(LIMITS.prNumber),
  'minimize-outdated': boolean(false),
};

const gateOn = optionalText.pipe(
  z.enum(GATE_ON, { error: `must be one of ${GATE_ON.join(', ')}` }).default('pass-rate'),
);

const evalSubmitSchema = z.object({
  ...common,
  wait: boolean(true),
  'min-pass-rate': fraction,
  'gate-on': gateOn,
  'allow-inconclusive': boolean(false),
  'max-skipped': fraction.transform((value) => value ?? 0.1),
  'retry-failed': boolean(false),
  download: download('eval'),
  'run-name': optionalText.pipe(
    z.string().regex(RUN_NAME, 'must be the name of an existing evaluation run').optional(),
  ),
  // The default branch's last judged eval-submit of this config (core/managed/managed-baseline.ts).
  'max-regression': fraction,
  'baseline-dir': pathText,
  // The run viewer from the downloaded outputs (commands/managed/viewer.ts), as eval-run's.
  viewer: optionalText.pipe(
    z.enum(VIEWER_MODES, { error: `must be one of ${VIEWER_MODES.join(', ')}` }).default('failing'),
  ),
  'upload-artifact': boolean(false),
});

const benchmarkSubmitSchema = z.object({
  ...common,
  wait: boolean(true),
  'min-pass-rate': fraction,
  'gate-on': gateOn,
  'allow-inconclusive': boolean(false),
  'gate-agents': optionalText.pipe(
    z.enum(GATE_AGENTS, { error: `must be one of ${GATE_AGENTS.join(', ')}` }).default('all'),
  ),
  'max-rank': boundedInt(LIMITS.maxRank),
  download: download('benchmark'),
});

const trainSubmitSchema = z.object({
  ...common,
  wait: boolean(false),
  'preflight-eval': optionalText,
  'preflight-min-pass-rate': fraction,
});

export type EvalSubmitInputs = z.infer<typeof evalSubmitSchema>;
export type BenchmarkSubmitInputs = z.infer<typeof benchmarkSubmitSchema>;
export type TrainSubmitInputs = z.infer<typeof trainSubmitSchema>;
export type ManagedInputs =
  | ({ kind: 'eval' } & EvalSubmitInputs)
  | ({ kind: 'benchmark' } & BenchmarkSubmitInputs)
  | ({ kind: 'training' } & TrainSubmitInputs);

const SCHEMAS = {
  eval: evalSubmitSchema,
  benchmark: benchmarkSubmitSchema,
  training: trainSubmitSchema,
} as const;

/**
 * Input names per kind, without the ones read separately so they are masked first: `secrets`,
 * `osmosis-token` (the platform token; `token` is its deprecated spelling) and `github-token`.
 */
export const MANAGED_INPUT_NAMES: Record<ManagedKind, string[]> = {
  eval: Object.keys(evalSubmitSchema.shape),
  benchmark: Object.keys(benchmarkSubmitSchema.shape),
  training: Object.keys(trainSubmitSchema.shape),
};

export function parseManagedInputs(kind: ManagedKind, get: RawInputs, label: InputLabel): ManagedInputs {
  const parsed = parseWith(SCHEMAS[kind] as z.ZodObject, MANAGED_INPUT_NAMES[kind], get, label) as Record<
    string,
    unknown
  >;
  const inputs = { kind, ...parsed } as ManagedInputs;
  refuseFreshAttach(inputs, label);
  return inputs;
}

/** run-name attaches to a run already on the platform and fresh submits a new one: both at once cannot hold. */
function refuseFreshAttach(inputs: ManagedInputs, label: InputLabel): void {
  if (inputs.kind !== 'eval' || !inputs.fresh || inputs['run-name'] === undefined) return;
  throw new UsageError(
    `${label('fresh')} and ${label('run-name')} contradict each other: ${label('run-name')} attaches to the existing run ${inputs['run-name']}, ${label('fresh')} submits a new one. Remove one of them.`,
  );
}
