/**
 * eval-rubric's pure part: the argv of `osmosis eval rubric`, the report file it writes with `-o` (read as
 * osmosis-ai 0.3.8 writes it: eval/rubric/report.py JsonReportWriter), and the gate on the scores.
 */
import { z } from 'zod';
import type { ExitCode } from '../errors.js';
import type { EvalRubricInputs } from './rubric-inputs.js';

/** The argv after the osmosis binary. The provider key is never a flag: osmosis reads it from the environment. */
export function rubricArgs(inputs: EvalRubricInputs, data: string, reportFile: string): string[] {
  const args = [
    '--json',
    'eval',
    'rubric',
    '-d',
    data,
    '-r',
    inputs.rubric ?? '',
    '--model',
    inputs.model ?? '',
  ];
  if (inputs.number !== undefined) args.push('-n', String(inputs.number));
  if (inputs.timeout !== undefined) args.push('--timeout', String(inputs.timeout));
  if (inputs['score-min'] !== undefined) args.push('--score-min', String(inputs['score-min']));
  if (inputs['score-max'] !== undefined) args.push('--score-max', String(inputs['score-max']));
  args.push('-o', reportFile);
  return args;
}

const reportSchema = z.looseObject({
  model: z.string(),
  number: z.number().int().positive(),
  records: z.array(
    z.looseObject({
      index: z.number().int(),
      label: z.string(),
      scores: z.array(z.number()),
      errors: z.array(z.string()),
      explanations: z.array(z.string()).optional(),
    }),
  ),
});

export interface RubricRecordScore {
  index: number;
  label: string;
  scores: number[];
  /** The mean of this record's runs; null when every run errored. */
  mean: number | null;
  errors: string[];
  /** The judge's first explanation, for the report. */
  explanation?: string;
}

/** The records of osmosis's report file; a message naming what is wrong when it is not that file. */
export function parseRubricReport(text: string): { records: RubricRecordScore[] } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'the report osmosis wrote is not JSON' };
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `the report osmosis wrote has no valid ${issue?.path.join('.') || 'records'}` };
  }
  return {
    records: parsed.data.records.map((record) => ({
      index: record.index,
      label: record.label,
      scores: record.scores,
      mean: mean(record.scores),
      errors: record.errors,
      ...(record.explanations?.[0] ? { explanation: record.explanations[0] } : {}),
    })),
  };
}

/** Rounded to 12 significant digits, so that 0.9, 0.9, 0.8, 0.2 average to the 0.7 a gate of 0.7 meets. */
const mean = (values: readonly number[]): number | null =>
  values.length === 0
    ? null
    : Number((values.reduce((sum, value) => sum + value, 0) / values.length).toPrecision(12));

export interface RubricGate {
  minMeanScore?: number | undefined;
  minShare?: number | undefined;
  scoreThreshold?: number | undefined;
}

export type RubricVerdict = 'passed' | 'failed' | 'no-gate' | 'error';

export interface RubricScores {
  records: number;
  scoredRecords: number;
  erroredRecords: number;
  /** The mean over every score of every record (osmosis's overall average); null with no score. */
  meanScore: number | null;
  /** Records whose mean reached score-threshold, of all records (an errored one never does). */
  atThreshold: number | null;
  share: number | null;
}

export interface RubricDecision {
  scores: RubricScores;
  verdict: RubricVerdict;
  /** Why it failed (or errored), one sentence each. */
  reasons: string[];
  exitCode: ExitCode;
}

export function rubricScores(
  records: readonly RubricRecordScore[],
  threshold: number | undefined,
): RubricScores {
  const all = records.flatMap((record) => record.scores);
  const atThreshold =
    threshold === undefined
      ? null
      : records.filter((record) => record.mean !== null && record.mean >= threshold).length;
  return {
    records: records.length,
    scoredRecords: records.filter((record) => record.mean !== null).length,
    erroredRecords: records.filter((record) => record.errors.length > 0).length,
    meanScore: mean(all),
    atThreshold,
    share: atThreshold === null || records.length === 0 ? null : atThreshold / records.length,
  };
}

const fixed = (value: number) => String(Number(value.toFixed(4)));
const percent = (value: number) => `${Number((value * 100).toFixed(1))}%`;

export { fixed as formatScore, percent as formatShare };
