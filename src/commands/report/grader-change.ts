/**
 * The report's grader-change step (core/grader-change.ts): when the grader changed since the baseline,
 * this run's stored samples re-graded by the base grader (read from the baseline's commit with git) and,
 * where the baseline's journal is on this machine, the baseline's samples re-graded by this run's grader.
 * What could not be done is a note, never a guess; the verdict rule is core/verdict/grader-change.ts.
 */
import { resolve } from 'node:path';
import type { BaselineRun, RowOutcomes } from '../../core/baseline/baseline.js';
import { parseEvalConfig } from '../../core/config/index.js';
import { errorMessage } from '../../core/errors.js';
import {
  type BaseGraderSource,
  type GraderChange,
  graderChangeMessage,
  graderChangeWarning,
  graderEffect,
  type RegradedRun,
  type Regrader,
  type RegradeSide,
  regradedOutcomes,
  regradeSide,
} from '../../core/grader/grader-change.js';
import { summarizeRegrade } from '../../core/grader/regrade.js';
import { journalDir } from '../../core/osmosis/paths.js';
import { type EvalRunResult, resultRunDirs } from '../../core/result.js';
import { type GraderChangeDecision, graderChangeDecision } from '../../core/verdict/grader-change.js';

/** What the step found: the change (its message comes once the gate has judged) and what the gate judges. */
export interface GraderChangeEvidence {
  change: Omit<GraderChange, 'message'>;
  decision: GraderChangeDecision;
  /** Under the base grader: the pass rate and row outcomes the gate judges in compare mode. */
  underBase?: { passRate: number; outcomes: RowOutcomes | null };
}

interface BaseGrader {
  commit: string | null;
  file: string | null;
  grader?: BaseGraderSource;
  note?: string;
}

/** What changed since the baseline: the grader's source, the config's [env] (which the grader may read), or both. */
export type GradingChange = NonNullable<GraderChange['changed']>;

export async function regradeForBaseline(
  regrader: Regrader,
  run: { result: EvalRunResult; rows: RowOutcomes | null },
  baseline: BaselineRun,
  changed: GradingChange = ['grader'],
): Promise<GraderChangeEvidence> {
  const notes: string[] = [];
  const threshold = run.result.metrics?.passThreshold ?? baseline.passThreshold;
  const base = await baseGraderOf(regrader, baseline, changed.includes('env'));
  if (base.note) notes.push(base.note);
  const runDirs = resultRunDirs(run.result);
  let pullRequest: RegradeSide | null = null;
  let underBase: GraderChangeEvidence['underBase'];
  if (base.grader && runDirs.length !== 1)
    notes.push('this run has several journals (adaptive batches or shards): its samples were not re-graded');
  else if (base.grader && runDirs[0] !== undefined) {
    const regraded = await regrader.regrade(resolve(regrader.workspace, runDirs[0]), base.grader);
    const side = sideOf(
      regraded,
      { runName: run.result.runName ?? 'this run', threshold, which: 'this run' },
      notes,
    );
    if (side && !('error' in regraded)) {
      pullRequest = side;
      const outcomes = run.rows && regradedOutcomes(run.rows, regraded.stored, regraded.answer, threshold);
      if (side.regraded > 0) underBase = { passRate: side.regradedPassed / side.regraded, outcomes };
    }
  }
  const baselineSamples = await baselineSide(
    regrader,
    { runName: run.result.runName, baseline, threshold },
    notes,
  );
  const decision = graderChangeDecision(regrader.mode, pullRequest?.regraded ?? 0);
  return {
    change: {
      mode: regrader.mode,
      judged: decision.judged,
      blocking: decision.blocking,
      baseGrader: { commit: base.commit, file: base.file },
      pullRequest,
      baselineSamples,
      graderEffect: graderEffect(pullRequest, baselineSamples),
      notes,
      changed,
    },
    decision,
    ...(decision.judged === 'base-grader' && underBase ? { underBase } : {}),
  };
}

/**
 * The base grader's file at the baseline's commit: only a grader in the entrypoint file can be loaded
 * alone. When the config's [env] changed, with the [env] of the config at that commit: a grader may read
 * it (an LLM judge's model), and without it the base side would be graded as this run is.
 */
async function baseGraderOf(
  regrader: Regrader,
  baseline: BaselineRun,
  withEnv: boolean,
): Promise<BaseGrader> {
  const identity = baseline.configIdentity;
  const commit = baseline.sha ?? null;
  if (!identity) return { commit, file: null, note: 'the baseline records no config identity' };
  const graderFile = identity.rolloutSource?.grader?.file ?? identity.entrypoint;
  const file = `rollouts/${identity.rollout}/${graderFile}`;
  if (commit === null)
    return {
      commit,
      file,
      note: "the baseline records no commit (rows.json source.sha), so the base grader cannot be read; save the baseline from a checkout (the action records GITHUB_SHA, the CLI the checkout's HEAD)",
    };
  if (graderFile !== identity.entrypoint)
    return {
      commit,
      file,
      note: `the base grader is in ${graderFile}, which the entrypoint ${identity.entrypoint} imports; only a grader in the entrypoint file is re-graded`,
    };
  const read = await regrader.readAtCommit(commit, file);
  if ('error' in read) return { commit, file, note: read.error };
  const grader = { source: read.text, fileName: graderFile };
  if (!withEnv) return { commit, file, grader };
  const env = await baseEnvOf(regrader, commit);
  if ('error' in env)
    return {
      commit,
      file,
      note: `the config's [env] changed, and its base version could not be read (${env.error}): this run's samples were not re-graded`,
    };
  return { commit, file, grader: { ...grader, env: env.env } };
}

/** The [env] table of the eval config as it stood at the commit (the same path as this run's config). */
async function baseEnvOf(
  regrader: Regrader,
  commit: string,
): Promise<{ env: Record<string, string> } | { error: string }> {
  const read = await regrader.readAtCommit(commit, regrader.configPath);
  if ('error' in read) return read;
  try {
    return { env: parseEvalConfig(read.text, regrader.configPath).env };
  } catch (error) {
    return { error: `${regrader.configPath} at ${commit.slice(0, 12)}: ${errorMessage(error)}` };
  }
}

/** The baseline's samples re-graded by this run's grader, when its journal (another run's) is on this machine. */
async function baselineSide(
  regrader: Regrader,
  { runName, baseline, threshold }: { runName: string | null; baseline: BaselineRun; threshold: number },
  notes: string[],
): Promise<RegradeSide | null> {
  if (!baseline.runName || baseline.runName === runName) {
    notes.push("the baseline's samples were not re-graded: its journal is not told apart from this run's");
    return null;
  }
  const regraded = await regrader.regrade(journalDir(regrader.workspace, baseline.runName));
  if ('error' in regraded && /ENOENT/.test(regraded.error)) {
    notes.push(
      `the baseline's samples were not re-graded by this run's grader: its journal (${baseline.runName}) is not on this machine`,
    );
    return null;
  }
  return sideOf(regraded, { runName: baseline.runName, threshold, which: "the baseline's run" }, notes);
}

function sideOf(
  regraded: RegradedRun,
  { runName, threshold, which }: { runName: string; threshold: number; which: string },
  notes: string[],
): RegradeSide | null {
  if ('error' in regraded) {
    notes.push(`${which}'s samples could not be re-graded: ${regraded.error}`);
    return null;
  }
  const summary = summarizeRegrade(runName, regraded.stored, regraded.answer, threshold);
  if (summary.error) {
    notes.push(`${which}'s samples could not be re-graded: ${summary.error}`);
    return null;
  }
  return regradeSide(summary);
}

/** The comparison with the grader change's line, once the gate judged; and the step's warning. */
export function withGraderChange<C extends BaselineComparisonLike>(
  comparison: C,
  evidence: GraderChangeEvidence,
  baselinePassRate: number,
): { comparison: C & { graderChange: GraderChange }; warning: string } {
  const regressed =
    comparison.regression?.blocking === true ||
    (comparison.paired?.significant === true && comparison.paired.drop > 0);
  const message = graderChangeMessage(evidence.change, baselinePassRate, regressed);
  const notes =
    evidence.change.notes.length > 0 ? ` Not re-graded: ${evidence.change.notes.join('; ')}.` : '';
  return {
    comparison: { ...comparison, graderChange: { ...evidence.change, message } },
    warning: `${graderChangeWarning(evidence.change.mode, evidence.decision, message)}${notes}`,
  };
}

interface BaselineComparisonLike {
  regression?: { blocking: boolean } | undefined;
  paired?: { significant: boolean; drop: number } | undefined;
}
