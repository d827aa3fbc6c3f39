/**
 * Inputs of eval-rubric (`osmosis eval rubric` gated on its scores), parsed once for the action and the
 * CLI (whose flags are these names), with the helpers of inputs.ts so equal names mean equal rules.
 */
import { z } from 'zod';
import { UsageError } from '../errors.js';
import { boolean, boundedInt, fraction, optionalText, pathText } from '../input-values.js';
import { COMMENT_MODES, type InputLabel, parseWith, type RawInputs } from '../inputs.js';

/** A score bound or threshold: any finite decimal number (rubric scales are the user's: 0..1, 1..5, …). */
const score = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const parsed = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed)) {
    ctx.addIssue({ code: 'custom', message: `must be a number such as 0.7, got ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return parsed;
});

const commentMode = optionalText.transform((value, ctx) => {
  const mode = value ?? 'upsert';
  if ((COMMENT_MODES as readonly string[]).includes(mode)) return mode as (typeof COMMENT_MODES)[number];
  ctx.addIssue({
    code: 'custom',
    message: `must be one of ${COMMENT_MODES.join(', ')}, got ${JSON.stringify(value)}`,
  });
  return z.NEVER;
});

const rubricSchema = z.object({
  /** The JSONL conversation file (osmosis's -d). */
  data: pathText,
  /** The rubric text, or @file (osmosis's -r). */
  rubric: optionalText,
  /** The judge model, in LiteLLM's provider/model form (osmosis's --model). */
  model: optionalText,
  /** Judge runs per record (osmosis's -n). */
  number: boundedInt(10),
  'score-min': score,
  'score-max': score,
  /** Seconds per judge request (osmosis's --timeout). */
  timeout: boundedInt(3600),
  'min-mean-score': score,
  'min-share': fraction,
  'score-threshold': score,
  'working-directory': pathText,
  'result-dir': pathText,
  'osmosis-path': optionalText,
  'comment-mode': commentMode,
  'comment-key': optionalText,
  'pr-number': boundedInt(1_000_000_000),
  'minimize-outdated': boolean(false),
});

export type EvalRubricInputs = z.infer<typeof rubricSchema>;
export const EVAL_RUBRIC_INPUT_NAMES = Object.keys(rubricSchema.shape) as (keyof EvalRubricInputs)[];

/** The inputs, with what osmosis needs and how the gate's inputs go together checked before anything runs. */
export function parseEvalRubricInputs(get: RawInputs, label: InputLabel): EvalRubricInputs {
  const inputs = parseWith(rubricSchema, EVAL_RUBRIC_INPUT_NAMES, get, label);
  for (const name of ['data', 'rubric', 'model'] as const) {
    if (inputs[name] === undefined)
      throw new UsageError(`${label(name)} is required: ${REQUIRED_HINT[name]}`);
  }
  const low = inputs['score-min'] ?? 0;
  const high = inputs['score-max'] ?? 1;
  if (low >= high)
    throw new UsageError(
      `${label('score-min')} (${low}) must be below ${label('score-max')} (${high}). Fix the score range.`,
    );
  if (inputs['min-share'] !== undefined && inputs['score-threshold'] === undefined)
    throw new UsageError(
      `${label('min-share')} needs ${label('score-threshold')}: the score a record must reach to count towards the share.`,
    );
  for (const name of ['min-mean-score', 'score-threshold'] as const) {
    const value = inputs[name];
    if (value !== undefined && (value < low || value > high))
      throw new UsageError(
        `${label(name)} ${value} is outside the score range ${low} to ${high}. Give a score in the range (or change score-min/score-max).`,
      );
  }
  return inputs;
}

const REQUIRED_HINT = {
  data: 'the JSONL file of conversations to score, e.g. data/conversations.jsonl.',
  rubric: 'the rubric text, or @path/to/rubric.txt to read it from a file.',
  model: 'the judge model in provider/model form, e.g. openai/gpt-5.4.',
} as const;
