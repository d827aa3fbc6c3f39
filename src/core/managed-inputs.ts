/**
 * Inputs of eval-submit, benchmark-submit and train-submit, parsed once for the action and the CLI alike
 * (the CLI's flags are these names). Shares the helpers of inputs.ts so equal names mean equal rules.
 */
import { z } from 'zod';
import { GATE_ON } from './gate.js';
import {
  boolean,
  boundedInt,
  boundedNumber,
  fraction,
  httpUrl,
  type InputLabel,
  LIMITS,
  optionalText,
  parseWith,
  pathText,
  type RawInputs,
  RUN_NAME,
} from './inputs.js';
import { GATE_AGENTS, type ManagedKind } from './managed.js';

const common = {
  config: pathText.pipe(z.string({ error: 'is required: the path of the config to submit' })),
  'working-directory': pathText,
  workspace: optionalText,
  token: optionalText,
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
  'retry-failed': boolean(false),
  'run-name': optionalText.pipe(
    z.string().regex(RUN_NAME, 'must be the name of an existing evaluation run').optional(),
  ),
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

/** Input names per kind, without `secrets` (read separately, masked first). */
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
  return { kind, ...parsed } as ManagedInputs;
}
