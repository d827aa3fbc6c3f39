/**
 * grader-check: before any model is paid for, each row is graded with its own label as the answer and
 * with an empty answer, by the workspace's grader in the rollout's environment (adapters/grader-check.ts).
 * A label that does not pass is a broken row or a broken grader; an empty answer that passes is a lenient
 * grader. Both are listed by source row (0-based, as osmosis's --rows counts them); the run goes on.
 */
import * as z from 'zod';

/** What one grading answered: a reward, or why there is none (the grader raised, timed out, set none). */
export type Graded = { reward: number } | { error: string };

/** The shim's answer for one row. */
export interface GraderCheckRow {
  row: number;
  label: Graded;
  empty: Graded;
}

/** The shim's whole answer: the grader it used and every row, or why it could not check. */
export type GraderCheckAnswer = { grader: string; rows: GraderCheckRow[] } | { error: string };

/** What grader-check runs: the entrypoint's grader over the run's rows, with the rollout server's environment. */
export interface GraderCheckRequest {
  osmosisBin: string;
  rolloutDir: string;
  /** Relative to the rollout folder, as the config names it. */
  entrypoint: string;
  /** The local dataset file (absolute). */
  dataset: string;
  limit: number | null;
  /** osmosis's --rows selection, when the run has one. */
  rows?: string | undefined;
  graderTimeoutS: number | null;
  /** osmosis's environment with the config's [env] and the secrets, as the rollout server gets them. */
  env: NodeJS.ProcessEnv;
}

/** How many rows of each finding are listed (result.json has the counts). */
export const GRADER_CHECK_ROWS_LISTED = 20;

const findingSchema = z.object({
  row: z.number().int().describe('The source row (0-based, as osmosis --rows counts).'),
  reward: z.number().nullable().describe('The reward the grader gave; null when it gave none.'),
  error: z.string().optional().describe('Why it gave none (the exception, a timeout).'),
});

export const graderCheckSchema = z
  .object({
    grader: z.string().nullable().describe('The Grader class used; null when the check could not run.'),
    rows: z.number().int().describe('Rows checked.'),
    passThreshold: z.number(),
    labelFails: z.object({
      count: z.number().int(),
      rows: z.array(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    emptyPasses: z.object({
      count: z.number().int(),
      rows: z.array(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    error: z.string().optional().describe('Why the check could not run (the run went on without it).'),
  })
  .describe('grader-check: each row graded with its label and with an empty answer, before any model call.');

export type GraderCheck = z.infer<typeof graderCheckSchema>;
type Finding = z.infer<typeof findingSchema>;

const rewardOf = (graded: Graded) => ('reward' in graded ? graded.reward : null);
const finding = (row: number, graded: Graded): Finding =>
  'reward' in graded ? { row, reward: graded.reward } : { row, reward: null, error: graded.error };

/** The check's findings at the run's pass threshold (osmosis's rule: reward >= pass_threshold passes). */
export function judgeGraderCheck(answer: GraderCheckAnswer, passThreshold: number): GraderCheck {
  if ('error' in answer) return notRun(answer.error, passThreshold);
  const passes = (graded: Graded) => {
    const reward = rewardOf(graded);
    return reward !== null && reward >= passThreshold;
  };
  const sorted = [...answer.rows].sort((a, b) => a.row - b.row);
  const labelFails = sorted.filter((row) => !passes(row.label)).map((row) => finding(row.row, row.label));
  const emptyPasses = sorted.filter((row) => passes(row.empty)).map((row) => finding(row.row, row.empty));
  return {
    grader: answer.grader,
    rows: sorted.length,
    passThreshold,
    labelFails: { count: labelFails.length, rows: labelFails.slice(0, GRADER_CHECK_ROWS_LISTED) },
    emptyPasses: { count: emptyPasses.length, rows: emptyPasses.slice(0, GRADER_CHECK_ROWS_LISTED) },
  };
}

export function notRun(error: string, passThreshold: number): GraderCheck {
  return {
    grader: null,
    rows: 0,
    passThreshold,
    labelFails: { count: 0, rows: [] },
    emptyPasses: { count: 0, rows: [] },
    error,
  };
}

const listed = (part: GraderCheck['labelFails']) => {
  const shown = part.rows.map((row) =>
    row.reward === null ? `${row.row} (${row.error ?? 'no reward'})` : `${row.row} (reward ${row.reward})`,
  );
  const more = part.count - part.rows.length;
  return `${shown.join(', ')}${more > 0 ? ` … +${more}` : ''}`;
};

/**
 * What the check found, one warning each: the rows whose label fails (a broken row or grader) and the rows
 * an empty answer passes (a lenient grader). None when the grader passed every label and failed every
 * empty answer; the line for a check that could not run says why.
 */
export function graderCheckWarnings(check: GraderCheck): string[] {
  if (check.error) return [`grader-check could not run: ${check.error}. The eval ran without it.`];
  const lines: string[] = [];
  const rows = (count: number) => `${count} of ${check.rows} row${check.rows === 1 ? '' : 's'}`;
  if (check.labelFails.count > 0)
    lines.push(
      `grader-check: ${check.grader} fails its own label as the answer on ${rows(check.labelFails.count)} (pass_threshold ${check.passThreshold}), a broken row or grader: rows ${listed(check.labelFails)}.`,
    );
  if (check.emptyPasses.count > 0)
    lines.push(
      `grader-check: ${check.grader} passes an empty answer on ${rows(check.emptyPasses.count)}, a lenient grader: rows ${listed(check.emptyPasses)}.`,
    );
  return lines;
}

/** The check's one line in the log: what it checked and found. */
export function graderCheckSummary(check: GraderCheck): string {
  if (check.error) return `grader-check could not run: ${check.error}.`;
  return `grader-check: ${check.grader} graded ${check.rows} row${check.rows === 1 ? '' : 's'} with their label and with an empty answer, no model called: ${check.labelFails.count} label${check.labelFails.count === 1 ? '' : 's'} failed, ${check.emptyPasses.count} empty answer${check.emptyPasses.count === 1 ? '' : 's'} passed.`;
}
