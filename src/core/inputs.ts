/**
 * Inputs, parsed once into a typed object. The action and the CLI read their raw strings differently
 * (action inputs vs. flags) but both come here, so they accept exactly the same values and fail with
 * the same messages. Names are the action's kebab-case input names; the CLI's flags match them.
 */
import { z } from 'zod';
import { UsageError } from './errors.js';
import { GATE_ON } from './gate.js';

export type RawInputs = (name: string) => string | undefined;
/** How the entry names an input in messages: "the `min-pass-rate` input" or "--min-pass-rate". */
export type InputLabel = (name: string) => string;

/** off: no GitHub call at all; upsert: update our comment in place; recreate: replace it with a new one. */
export const COMMENT_MODES = ['upsert', 'recreate', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const ROWS = /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/;

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const boolean = (fallback: boolean) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const normalized = value.toLowerCase();
    if (normalized === 'true') return true;
    if (normalized === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
    return z.NEVER;
  });

export const fraction = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number from 0 to 1 (0.9 means 90%), got ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  return parsed;
});

export const positiveInt = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number of at least 1, got ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  return Number(value);
});

const evalRunSchema = z.object({
  config: optionalText.pipe(
    z.string({ error: 'is required: the path of an eval config, e.g. configs/eval/my-rollout.toml' }),
  ),
  'working-directory': optionalText,
  'min-pass-rate': fraction,
  'gate-on': optionalText.pipe(
    z.enum(GATE_ON, { error: `must be one of ${GATE_ON.join(', ')}` }).default('pass-rate'),
  ),
  'allow-inconclusive': boolean(false),
  'dataset-file': optionalText,
  rows: optionalText.pipe(
    z
      .string()
      .regex(ROWS, 'must be row indexes and ranges such as "0-9" or "3,7,10-20"')
      .refine(
        (rows) =>
          rows.split(',').every((part) => {
            const [start, end] = part.split('-').map(Number);
            return end === undefined || (start !== undefined && start <= end);
          }),
        'has a range whose end comes before its start',
      )
      .optional(),
  ),
  'run-name': optionalText.pipe(
    z
      .string()
      .regex(
        RUN_NAME,
        'must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators)',
      )
      .refine((name) => name !== '.locks' && !name.includes('..'), 'must not be ".locks" or contain ".."')
      .optional(),
  ),
  'max-in-flight': positiveInt,
  fresh: boolean(false),
  'retry-failed': boolean(false),
  'osmosis-path': optionalText,
  'result-dir': optionalText,
  'comment-mode': optionalText.pipe(
    z.enum(COMMENT_MODES, { error: `must be one of ${COMMENT_MODES.join(', ')}` }).default('upsert'),
  ),
  'comment-key': optionalText,
  'pr-number': positiveInt,
  'minimize-outdated': boolean(false),
  'max-regression': fraction,
  'baseline-dir': optionalText,
  cache: boolean(true),
  'cache-timeout-seconds': positiveInt,
});

export type EvalRunInputs = z.infer<typeof evalRunSchema>;
export const EVAL_RUN_INPUT_NAMES = Object.keys(evalRunSchema.shape) as (keyof EvalRunInputs)[];

const setupSchema = z.object({
  'osmosis-version': optionalText,
  python: optionalText,
  'cache-dir': optionalText,
  cache: boolean(true),
  'cache-timeout-seconds': positiveInt,
});
export type SetupInputs = z.infer<typeof setupSchema>;
export const SETUP_INPUT_NAMES = Object.keys(setupSchema.shape) as (keyof SetupInputs)[];

export function parseWith<S extends z.ZodObject>(
  schema: S,
  names: readonly string[],
  get: RawInputs,
  label: InputLabel,
): z.infer<S> {
  const raw = Object.fromEntries(names.map((name) => [name, get(name)]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return `${label(name)} ${issue.message}`;
  });
  throw new UsageError(
    problems.length === 1 ? `${problems[0]}.` : `Invalid inputs:\n- ${problems.join('\n- ')}`,
  );
}

export function parseEvalRunInputs(get: RawInputs, label: InputLabel): EvalRunInputs {
  return parseWith(evalRunSchema, EVAL_RUN_INPUT_NAMES, get, label);
}

export function parseSetupInputs(get: RawInputs, label: InputLabel): SetupInputs {
  return parseWith(setupSchema, SETUP_INPUT_NAMES, get, label);
}
