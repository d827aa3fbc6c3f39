/**
 * Re-grading without re-rollout (issue 40 point 2, the CLI part): a run's stored samples scored again by
 * a grader, no rollout and no call to the agent's model (a grader that calls an LLM judge calls it again,
 * once per sample it grades: the only model calls). osmosis stores each sample as an ATIF trajectory (trajectories/row_<r>_run_<k>
 * .json: steps with a source and a message, the label in extra.osmosis.label); a trajectory of plain
 * messages is rebuilt into the messages the grader saw. One with tool calls or observations cannot be
 * rebuilt as osmosis graded it: it is counted and named, never guessed. Metadata is not stored: a grader
 * that reads ctx.metadata sees None.
 */

import type { Logger, OsmosisEnv } from '../ports.js';
import type { RegradeAnswer, RegradeRequest, StoredSample } from './regrade-types.js';

/** What `osmosis-ci regrade` reaches the world through (adapters/regrade-deps.ts builds them). */
export interface RegradeDeps {
  env: NodeJS.ProcessEnv;
  log: Logger;
  findWorkspace: (start: string) => Promise<string>;
  locate: (given: string, start: string, root: string) => Promise<string | undefined>;
  readText: (path: string) => Promise<string | undefined>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  osmosisEnv: OsmosisEnv;
  readStoredSamples: (runDir: string) => Promise<StoredSample[]>;
  runRegrade: (request: RegradeRequest) => Promise<RegradeAnswer>;
}

export type { RegradeAnswer, RegradeRequest, StoredSample } from './regrade-types.js';

/** A Map, not an object: a step whose source is "constructor" or "toString" is no role. */
const ROLES = new Map([
  ['user', 'user'],
  ['agent', 'assistant'],
  ['system', 'system'],
]);

/** An ATIF trajectory as the messages and label the grader saw, or why it cannot be rebuilt. */
export function sampleFromTrajectory(trajectory: unknown): StoredSample['sample'] {
  const doc = trajectory as {
    steps?: { source?: unknown; message?: unknown; tool_calls?: unknown; observation?: unknown }[];
    extra?: { osmosis?: { label?: unknown } };
  };
  if (!doc || !Array.isArray(doc.steps)) return { unreadable: 'the trajectory has no steps' };
  const messages: { role: string; content: string }[] = [];
  for (const step of doc.steps) {
    if (step.tool_calls || step.observation)
      return { unreadable: 'the trajectory holds tool calls, which are not stored as the grader saw them' };
    const role = typeof step.source === 'string' ? ROLES.get(step.source) : undefined;
    if (!role || typeof step.message !== 'string')
      return { unreadable: `a step of the trajectory is not a plain message (${String(step.source)})` };
    messages.push({ role, content: step.message });
  }
  if (!messages.some((message) => message.role === 'assistant'))
    return { unreadable: 'the trajectory holds no answer (the rollout failed before one)' };
  const label = doc.extra?.osmosis?.label;
  return { messages, label: typeof label === 'string' ? label : null };
}

export interface RegradeSummary {
  run: string;
  grader: string | null;
  passThreshold: number;
  samples: number;
  regraded: number;
  /** Samples not re-graded: the trajectory could not be rebuilt, or the grader gave no reward. */
  notRegraded: { row: number; run: number; reason: string }[];
  /** Over the re-graded samples: passed as stored, and passed as re-graded. */
  storedPassed: number;
  regradedPassed: number;
  passToFail: number[];
  failToPass: number[];
  error?: string;
}

/** The stored verdicts against the re-graded ones, at pass_threshold (reward >= threshold passes). */
export function summarizeRegrade(
  run: string,
  stored: readonly StoredSample[],
  answer: RegradeAnswer,
  passThreshold: number,
): RegradeSummary {
  const base = { run, passThreshold, samples: stored.length, passToFail: [], failToPass: [] };
  if ('error' in answer)
    return {
      ...base,
      grader: null,
      regraded: 0,
      notRegraded: [],
      storedPassed: 0,
      regradedPassed: 0,
      error: answer.error,
    };
  const rewards = new Map(answer.rewards.map((entry) => [entry.key, entry]));
  const summary: RegradeSummary = {
    ...base,
    grader: answer.grader,
    regraded: 0,
    notRegraded: [],
    storedPassed: 0,
    regradedPassed: 0,
    passToFail: [],
    failToPass: [],
  };
  const passes = (reward: number | null) => reward !== null && reward >= passThreshold;
  for (const item of stored) {
    const entry = rewards.get(`${item.row}:${item.run}`);
    const reason =
      'unreadable' in item.sample
        ? item.sample.unreadable
        : entry && 'error' in entry
          ? entry.error
          : entry
            ? undefined
            : 'not re-graded';
    if (reason !== undefined || !entry || !('reward' in entry)) {
      summary.notRegraded.push({ row: item.row, run: item.run, reason: reason ?? 'not re-graded' });
      continue;
    }
    summary.regraded += 1;
    const was = passes(item.storedReward);
    const now = passes(entry.reward);
    if (was) summary.storedPassed += 1;
    if (now) summary.regradedPassed += 1;
    if (was && !now) summary.passToFail.push(item.row);
    if (!was && now) summary.failToPass.push(item.row);
  }
  return summary;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

/** The re-grade in lines for the terminal. */
export function regradeLines(summary: RegradeSummary): string[] {
  if (summary.error) return [`Could not re-grade run ${summary.run}: ${summary.error}.`];
  const { regraded, storedPassed, regradedPassed } = summary;
  const delta = regraded === 0 ? 0 : (100 * (regradedPassed - storedPassed)) / regraded;
  const lines = [
    `Re-graded ${regraded} of ${summary.samples} stored samples of run ${summary.run} with ${summary.grader}: no rollout, the agent's model not called (a grader that calls a model, an LLM judge, made its own calls).`,
    `pass rate as stored ${percent(storedPassed, regraded)} (${storedPassed}/${regraded}) → re-graded ${percent(regradedPassed, regraded)} (${regradedPassed}/${regraded}): ${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} pp, the grader's effect alone.`,
    `flipped: ${summary.passToFail.length} pass→fail${summary.passToFail.length ? ` (rows ${summary.passToFail.join(', ')})` : ''}, ${summary.failToPass.length} fail→pass${summary.failToPass.length ? ` (rows ${summary.failToPass.join(', ')})` : ''}.`,
  ];
  for (const item of summary.notRegraded)
    lines.push(`not re-graded: row ${item.row} run ${item.run}: ${item.reason}`);
  return lines;
}
