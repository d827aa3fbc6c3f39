/**
 * The inputs of waivers (core/baseline/waivers.ts) and of the baseline's age, shared by eval-run's action and CLI:
 * the waivers file, what an expired waiver does, the label that accepts a pull request's regression (off
 * unless named), and the age past which the baseline is a warning; and what a grader changed since the
 * baseline does (grader-change, core/verdict/grader-change.ts).
 */
import { z } from 'zod';
import { boundedInt, optionalText, pathText } from '../input-values.js';
import { graderChangeInput } from '../verdict/grader-change.js';
import { EXPIRED_WAIVER_MODES } from './waivers.js';

/** Days: a baseline older than this is a warning (baseline-max-age). */
export const DEFAULT_BASELINE_MAX_AGE_DAYS = 14;
const MAX_AGE_LIMIT_DAYS = 3650;

export const waiverInputsShape = {
  'waivers-file': pathText,
  'expired-waivers': optionalText.pipe(
    z
      .enum(EXPIRED_WAIVER_MODES, { error: `must be one of ${EXPIRED_WAIVER_MODES.join(', ')}` })
      .default('warn'),
  ),
  'waiver-label': optionalText,
  'baseline-max-age': boundedInt(MAX_AGE_LIMIT_DAYS).transform(
    (value) => value ?? DEFAULT_BASELINE_MAX_AGE_DAYS,
  ),
  'grader-change': optionalText.pipe(graderChangeInput),
};
