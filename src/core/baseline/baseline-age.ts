/**
 * The baseline as one line a reviewer can check at a glance, "baseline: main@1a2b3c4, 3 days old, history
 * of 20 runs", and whether it is older than baseline-max-age (a warning: a stale baseline judges today's
 * pull request by a default branch that moved on). Pure.
 */
import type { BaselineComparison } from './baseline.js';
import { shortSha } from './baseline-commit.js';

const DAY_MS = 86_400_000;

const ageText = (days: number) => {
  if (days < 1) return 'less than a day old';
  const whole = Math.floor(days);
  return `${whole} day${whole === 1 ? '' : 's'} old`;
};

/** The comparison with its line and age (unchanged when there is no baseline run to describe). */
export function withBaselineAge(
  comparison: BaselineComparison,
  facts: { now: Date; maxDays: number; historyRuns: number | null },
): { comparison: BaselineComparison; warning?: string } {
  const ref = comparison.reference;
  const finished = ref ? Date.parse(ref.finishedAt) : Number.NaN;
  if (!ref || Number.isNaN(finished)) return { comparison };
  const days = Math.max(0, (facts.now.getTime() - finished) / DAY_MS);
  const branch = ref.ref?.replace(/^refs\/heads\//, '');
  const sha = ref.commit?.sha ? shortSha(ref.commit.sha) : undefined;
  const where = branch && sha ? `${branch}@${sha}` : (branch ?? sha ?? `run ${ref.runName ?? 'unnamed'}`);
  const history =
    facts.historyRuns === null
      ? 'no row history'
      : `history of ${facts.historyRuns} run${facts.historyRuns === 1 ? '' : 's'}`;
  const line = `baseline: ${where}, ${ageText(days)}, ${history}`;
  const stale = days > facts.maxDays;
  const next = {
    ...comparison,
    line,
    age: { days: Math.round(days * 100) / 100, maxDays: facts.maxDays, stale },
  };
  if (!stale) return { comparison: next };
  return {
    comparison: next,
    warning: `The baseline is ${ageText(days)}, older than baseline-max-age (${facts.maxDays} days): run the workflow on the default branch to refresh it (workflow_dispatch).`,
  };
}
