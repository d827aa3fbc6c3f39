/**
 * A pull request that changed the grader, judged apart from its model (issue 40 point 2, the eval-run
 * step): its own samples re-graded by the BASE grader (the baseline commit's), and where the baseline's
 * journal is on this machine, the baseline's samples re-graded by the pull request's grader. The two
 * effects are said apart: "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader
 * change alone: +80.0 pp". A sample that cannot be re-graded is counted and said, never guessed: it has
 * no outcome in the re-graded rows. Pure; commands/report/grader-change.ts gathers the samples.
 */
import * as z from 'zod';
import type { RowOutcomes } from '../rows/row-outcomes.js';
import {
  GRADER_CHANGE_MODES,
  type GraderChangeDecision,
  type GraderChangeMode,
} from '../verdict/grader-change.js';
import type { RegradeAnswer, StoredSample } from './regrade-types.js';

/** Not-re-graded samples listed per side; the count is always complete. */
export const NOT_REGRADED_LISTED = 20;

const sideSchema = z.object({
  samples: z.number().int().describe('Stored samples of the run.'),
  regraded: z.number().int().describe('Of them, re-graded.'),
  storedPassed: z.number().int().describe('Of the re-graded, passed as stored (by the grader the run had).'),
  regradedPassed: z.number().int().describe('Of the re-graded, passed as re-graded.'),
  notRegraded: z.number().int().describe('Samples that could not be re-graded (counted, never guessed).'),
  notRegradedRows: z
    .array(z.object({ row: z.number().int(), run: z.number().int(), reason: z.string() }))
    .describe(`The first ${NOT_REGRADED_LISTED} of them, with why.`),
});

export type RegradeSide = z.infer<typeof sideSchema>;

export const graderChangeSchema = z
  .object({
    mode: z.enum(GRADER_CHANGE_MODES).describe('The grader-change input.'),
    judged: z
      .enum(['base-grader', 'as-graded'])
      .describe(
        "What the baseline gate judged: the pull request's samples re-graded by the base grader, or as graded.",
      ),
    blocking: z.boolean().describe('grader-change: fail: the grader change failed the step.'),
    baseGrader: z
      .object({ commit: z.string().nullable(), file: z.string().nullable() })
      .describe("Where the base grader was read: the baseline's commit and the file there."),
    pullRequest: sideSchema
      .nullable()
      .describe("This run's samples re-graded by the base grader (null: not done, see notes)."),
    baselineSamples: sideSchema
      .nullable()
      .describe(
        "The baseline's samples re-graded by this run's grader, when its journal is on this machine.",
      ),
    graderEffect: z
      .number()
      .nullable()
      .describe(
        "The grader change alone, as a fraction: the new grader's pass rate minus the base grader's on the same samples (the baseline's where re-graded, else this run's).",
      ),
    message: z.string().describe('The two effects in one line.'),
    notes: z.array(z.string()).describe('What could not be re-graded or read, and why.'),
    changed: z
      .array(z.enum(['grader', 'env']))
      .optional()
      .describe(
        "What changed since the baseline: the grader's source, the config's [env] (which a grader may read: an LLM judge's model), or both. The base side is re-graded under the base commit's [env]. Absent in results of 1.3.0 and before: the grader.",
      ),
  })
  .describe(
    "The grader changed since the baseline: behaviour under the base grader and the grader's effect, apart.",
  );

export type GraderChange = z.infer<typeof graderChangeSchema>;

/** One side's re-grade in counts. */
export function regradeSide(summary: {
  samples: number;
  regraded: number;
  storedPassed: number;
  regradedPassed: number;
  notRegraded: RegradeSide['notRegradedRows'];
}): RegradeSide {
  return {
    samples: summary.samples,
    regraded: summary.regraded,
    storedPassed: summary.storedPassed,
    regradedPassed: summary.regradedPassed,
    notRegraded: summary.notRegraded.length,
    notRegradedRows: summary.notRegraded.slice(0, NOT_REGRADED_LISTED),
  };
}

/**
 * The run's row outcomes as the re-grade scored them: each re-graded item P or F at the threshold, each
 * stored item that could not be re-graded '-' (no result: never paired, never guessed).
 */
export function regradedOutcomes(
  rows: RowOutcomes,
  stored: readonly StoredSample[],
  answer: RegradeAnswer,
  passThreshold: number,
): RowOutcomes {
  const rewards = new Map<string, number>();
  if (!('error' in answer))
    for (const entry of answer.rewards) if ('reward' in entry) rewards.set(entry.key, entry.reward);
  const outcomes = rows.outcomes.map((line) => line.split(''));
  for (const item of stored) {
    const line = outcomes[item.run];
    if (!line || item.row >= line.length) continue;
    const reward = 'unreadable' in item.sample ? undefined : rewards.get(`${item.row}:${item.run}`);
    line[item.row] = reward === undefined ? '-' : reward >= passThreshold ? 'P' : 'F';
  }
  return { ...rows, outcomes: outcomes.map((line) => line.join('')) };
}

const rate = (passed: number, of: number) => (of === 0 ? null : passed / of);
const pctText = (value: number) => `${(100 * value).toFixed(1)}%`;
const ppText = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(100 * value).toFixed(1)} pp`;

/** The grader's effect alone: the new grader minus the base grader on the same samples. */
export function graderEffect(
  pullRequest: RegradeSide | null,
  baselineSamples: RegradeSide | null,
): number | null {
  if (baselineSamples && baselineSamples.regraded > 0)
    return (baselineSamples.regradedPassed - baselineSamples.storedPassed) / baselineSamples.regraded;
  if (pullRequest && pullRequest.regraded > 0)
    return (pullRequest.storedPassed - pullRequest.regradedPassed) / pullRequest.regraded;
  return null;
}

/**
 * "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader change alone: +80.0 pp
 * (on the baseline's 10 samples)", with what could not be re-graded.
 */
export function graderChangeMessage(
  change: Pick<GraderChange, 'pullRequest' | 'baselineSamples' | 'graderEffect'>,
  baselinePassRate: number,
  regressed: boolean,
): string {
  const parts: string[] = [];
  const pr = change.pullRequest;
  const underBase = pr ? rate(pr.regradedPassed, pr.regraded) : null;
  parts.push(
    underBase === null
      ? 'behaviour under the base grader: not known (no sample could be re-graded by it)'
      : `behaviour under the base grader: ${pctText(underBase)} vs ${pctText(baselinePassRate)} (${ppText(underBase - baselinePassRate)}${regressed ? ', regression' : ''})`,
  );
  if (change.graderEffect !== null) {
    const on =
      change.baselineSamples && change.baselineSamples.regraded > 0
        ? `the baseline's ${change.baselineSamples.regraded} samples`
        : `this run's ${pr?.regraded ?? 0} samples`;
    parts.push(`grader change alone: ${ppText(change.graderEffect)} (on ${on})`);
  }
  const missing = [pr, change.baselineSamples].reduce((sum, side) => sum + (side?.notRegraded ?? 0), 0);
  if (missing > 0) parts.push(`${missing} sample${missing === 1 ? '' : 's'} could not be re-graded`);
  return parts.join('; ');
}

/** What the step says for each mode, after the message. */
export function graderChangeWarning(
  mode: GraderChangeMode,
  decision: GraderChangeDecision,
  message: string,
): string {
  if (decision.blocking)
    return `grader-change: fail: the grader changed since the baseline, which fails this step (${message}). Set grader-change to compare to judge the behaviour under the base grader.`;
  if (decision.judged === 'base-grader')
    return `The grader changed since the baseline: the gate judged this run's samples re-graded by the base grader (${message}).`;
  if (mode === 'compare')
    return `The grader changed since the baseline, and no sample could be re-graded by the base grader: judged as graded by the new grader (${message}).`;
  return `grader-change: warn: the grader changed since the baseline; judged as graded by the new grader, which may hide or make a change in quality (${message}).`;
}

/** The base grader: its file's text at the base commit, and that commit's config [env] (absent: this run's). */
export interface BaseGraderSource {
  source: string;
  fileName: string;
  env?: Record<string, string>;
}

/** A run's stored samples and the grader's answer on them, or why they could not be re-graded. */
export type RegradedRun = { stored: StoredSample[]; answer: RegradeAnswer } | { error: string };

/**
 * The grader-change step's reach into the world, bound by eval-run to its config, osmosis and secrets
 * (commands/eval-run/regrader.ts), and handed to the report with the run's outcome.
 */
export interface Regrader {
  mode: GraderChangeMode;
  workspace: string;
  /**
   * The stored samples of the journal at runDir re-graded by the grader in `grader` (a file's text, as it
   * stood at the base commit, with that commit's config [env] when given), or by the workspace's own
   * grader and this run's [env] when none is given.
   */
  regrade(runDir: string, grader?: BaseGraderSource): Promise<RegradedRun>;
  /** The eval config, relative to the workspace: where the base commit's [env] is read. */
  configPath: string;
  /** A workspace file's text at a commit (`git show`), or why it cannot be read. */
  readAtCommit(sha: string, path: string): Promise<{ text: string } | { error: string }>;
}
