/**
 * What a grader change does to the step (the `grader-change` input), when the pull request's grader is
 * not the baseline's. compare (the default): the baseline gate judges the behaviour under the BASE
 * grader, the pull request's samples re-graded by it, so a grader made lenient cannot hide a worse model;
 * when not one sample could be re-graded it judges the samples as graded, and says so. warn: judged as
 * graded, with a warning. fail: the grader change fails the step.
 */
import * as z from 'zod';

export const GRADER_CHANGE_MODES = ['compare', 'warn', 'fail'] as const;
export type GraderChangeMode = (typeof GRADER_CHANGE_MODES)[number];

/** The grader-change input as the inputs parse it (an empty value is the default). */
export const graderChangeInput = z
  .enum(GRADER_CHANGE_MODES, { error: `must be one of ${GRADER_CHANGE_MODES.join(', ')}` })
  .default('compare');

export interface GraderChangeDecision {
  /** Which pass rate and row outcomes the baseline gate judges. */
  judged: 'base-grader' | 'as-graded';
  /** The grader change alone fails the step. */
  blocking: boolean;
}

export function graderChangeDecision(mode: GraderChangeMode, regradedSamples: number): GraderChangeDecision {
  if (mode === 'fail') return { judged: 'as-graded', blocking: true };
  if (mode === 'compare' && regradedSamples > 0) return { judged: 'base-grader', blocking: false };
  return { judged: 'as-graded', blocking: false };
}
