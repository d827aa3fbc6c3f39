/**
 * eval-run against the row history (core/history/row-history.ts) saved beside the baseline: after the pull
 * request's pass, the history gate (core/history/history-gate.ts) plans which rows are surprising, those are
 * re-run in rounds as named osmosis runs (core/history/history-reruns.ts: at most two starts over a local JSONL
 * dataset, the second over a derived dataset of the rows' copies), and the decision joins the outcome for
 * the report, which lets it decide max-regression in McNemar's place. Re-runs are paid for only when
 * max-regression gates the run; without it the history still names the flaky rows.
 */
import { join, relative, resolve } from 'node:path';
import { orderedJsonl } from '../../core/adaptive/index.js';
import { createOutcomesBuilder, type RowOutcomes } from '../../core/baseline/baseline.js';
import { maskWaived, waivedRows } from '../../core/baseline/waiver-gate.js';
import { runStart } from '../../core/config/index.js';
import { ExitCode } from '../../core/errors.js';
import { withoutInfrastructureErrors } from '../../core/evidence/error-classes.js';
import { decideHistoryGate, type HistoryGatePlan, planHistoryGate } from '../../core/history/history-gate.js';
import { type MatchedHistory, matchHistory, newRowsSentence } from '../../core/history/history-match.js';
import {
  addRound,
  copiesOrder,
  historyJudgement,
  rerunRunName,
  rerunTargets,
  rowsForRound,
} from '../../core/history/history-reruns.js';
import type { RowHistory } from '../../core/history/row-history.js';
import { mergeRunParts } from '../../core/journal/run-parts.js';
import { ciResultDir } from '../../core/osmosis/paths.js';
import { resultRunDirs } from '../../core/result.js';
import { oneStartPossible } from './adaptive-one-start.js';
import { type BatchConcerns, runBatch } from './batch.js';
import type { OsmosisStart } from './osmosis.js';
import type { EvalRunOutcome } from './result.js';

/** The outcome with the history's judgement, when a history of two runs or more is there to judge with. */
export async function judgeAgainstHistory(
  start: OsmosisStart<BatchConcerns | 'facts'>,
  outcome: EvalRunOutcome,
): Promise<EvalRunOutcome> {
  const { context, deps } = start;
  const { inputs } = context;
  const given = inputs['baseline-dir'];
  const { result } = outcome;
  if (given === undefined || inputs.shard || deps.facts.event?.defaultBranchPush) return outcome;
  if (!outcome.rows || !result.metrics || result.verdict === 'error') return outcome;
  const dir = resolve(runStart(deps.facts.cwd, inputs['working-directory'], inputs.config), given);
  const history = await loadHistory(dir, start);
  if (!history) return outcome;
  if (history.passThreshold !== context.config.evaluation.pass_threshold) {
    deps.wording.log.info(
      `The row history in ${dir} was scored at pass_threshold ${history.passThreshold}, this run at ${context.config.evaluation.pass_threshold}: it is not used.`,
    );
    return outcome;
  }
  if (history.runs.length < 2) return outcome; // one earlier run: the McNemar comparison is the same test
  const read = await rowIdentities(start, resultRunDirs(result)[0] ?? null);
  const rows = read.identities ? { ...outcome.rows, identities: read.identities } : outcome.rows;
  // Waived rows are no evidence either way: the gate judges the rest (core/baseline/waiver-gate.ts).
  // Nor are a provider's or the machinery's errors: they never count as a quality change (as against the
  // baseline, commands/report/compare-run.ts).
  const unwaived = outcome.waivers
    ? maskWaived(rows, waivedRows(outcome.waivers.applied, inputs['expired-waivers'])).masked
    : rows;
  const judged = withoutInfrastructureErrors(unwaived, result.errorClasses) ?? unwaived;
  const matched = matchHistory(history, { outcomes: judged, dataset: read.dataset });
  if (matched.kind === 'unmatched') {
    const note = `The row history (${history.runs.length} default-branch runs) gives no verdict on this run: ${matched.reason}; the other gates judge it.`;
    deps.wording.log.info(note);
    return { ...outcome, rows, historyNote: note };
  }
  const { judgement, warnings } = await judgeMatched(start, matched);
  // The re-runs' warnings join the run's: the result judged on them says what they said.
  const said = { ...outcome, rows, result: { ...result, warnings: [...result.warnings, ...warnings] } };
  if ('interrupted' in judgement) return interruptedOutcome(said, judgement.interrupted);
  return { ...said, history: judgement };
}

/** The history gate over the matched rows, with its re-runs; new rows named in the reason. */
async function judgeMatched(
  start: OsmosisStart<BatchConcerns>,
  matched: Extract<MatchedHistory, { kind: 'matched' }>,
) {
  const { context, deps } = start;
  const { inputs } = context;
  const { history, pr } = matched;
  const gating = inputs['max-regression'] !== undefined;
  const budget = gating ? inputs['rerun-budget'] : 0;
  const plan = planHistoryGate(history, pr, { budget, copies: oneStartPossible(start) });
  const reruns = await rerunRounds(start, plan);
  const { warnings } = reruns;
  if ('interrupted' in reruns) return { judgement: reruns, warnings };
  const decision = decideHistoryGate(plan, reruns.outcomes);
  const judged = historyJudgement({ history, pr }, plan, decision, reruns);
  const newRows = newRowsSentence(matched.newRows);
  const judgement = newRows === undefined ? judged : { ...judged, reason: `${judged.reason} ${newRows}` };
  deps.wording.log.info(
    `Row history (${history.runs.length} default-branch runs): ${judgement.reason}${reruns.items > 0 ? ` Re-ran ${reruns.rows} row(s): ${reruns.items} item(s) in ${reruns.runNames.length} run(s), budget ${plan.budgetCalls}.` : ''}`,
  );
  return { judgement, warnings };
}

/** This run's dataset and row identities, read from its dataset file (best effort: none when unread). */
async function rowIdentities({ context, deps }: OsmosisStart<'files'>, runDir: string | null) {
  if (runDir === null) return {};
  const file = context.inputs['dataset-file'];
  const files = file === undefined ? [] : [resolve(context.workspace, file)];
  return deps.files.readRowIdentities(resolve(context.workspace, runDir), files);
}

/**
 * A signal during the re-runs (the job cancelled) interrupts the run, as it does an adaptive batch: exit 3
 * with the pull request's pass in the outputs, not a verdict on partial evidence. The same command resumes:
 * the pass's journal is complete and each round resumes its own.
 */
function interruptedOutcome(
  outcome: EvalRunOutcome,
  stopped: { message: string; stderrTail: string },
): EvalRunOutcome {
  const error = {
    kind: 'osmosis' as const,
    message: stopped.message,
    ...(stopped.stderrTail ? { stderrTail: stopped.stderrTail } : {}),
  };
  return {
    ...outcome,
    result: { ...outcome.result, verdict: 'error', exitCode: ExitCode.infrastructure, gate: null, error },
  };
}

/** The saved history, or undefined (none yet, or unreadable: a warning, and the run goes on without it). */
async function loadHistory(
  dir: string,
  { deps }: OsmosisStart<'files' | 'wording'>,
): Promise<RowHistory | undefined> {
  const loaded = await deps.files.loadHistory(dir);
  if (loaded.kind === 'unreadable')
    deps.wording.log.warning(
      `The row history is unreadable (${loaded.reason}); it is not used. The next default-branch run starts a new one.`,
    );
  return loaded.kind === 'found' ? loaded.history : undefined;
}

interface Reruns {
  outcomes: Map<string, string>;
  runNames: string[];
  items: number;
  rows: number;
  /** What the re-runs' starts warned of, in order. */
  warnings: readonly string[];
}

type Interrupted = { interrupted: { message: string; stderrTail: string }; warnings: readonly string[] };

/**
 * Runs the plan's re-runs, round by round, and collects each row's re-run outcome characters. Over a
 * local JSONL dataset round 2 is the last: every re-run still owed, in one start over its copies.
 */
async function rerunRounds(
  start: OsmosisStart<BatchConcerns>,
  plan: HistoryGatePlan,
): Promise<Reruns | Interrupted> {
  const { context, deps } = start;
  const targets = rerunTargets(plan);
  const outcomes = new Map<string, string>();
  const runNames: string[] = [];
  const warnings: string[] = [];
  const copies = oneStartPossible(start);
  const rounds = Math.max(0, ...targets.map((target) => target.reruns));
  const last = copies ? Math.min(rounds, 2) : rounds;
  for (let round = 1; round <= last; round++) {
    const copied = copies && round === 2;
    const rows = copied ? copiesOrder(targets, outcomes) : rowsForRound(targets, round, outcomes);
    if (rows.length === 0) break;
    const name = rerunRunName(context.runName, targets, round);
    deps.wording.log.info(
      `Row history: re-run ${round} of at most ${last}, ${copied ? 'every re-run still owed in one start over the copies of rows' : 'rows'} ${[...new Set(rows)].join(', ')}, as run ${name}.`,
    );
    const ended = copied ? await runCopies(start, name, rows) : await runRound(start, name, rows);
    warnings.push(...ended.warnings);
    const ran = ended.ended;
    if (typeof ran === 'object' && 'signal' in ran) {
      const message = `Interrupted by ${ran.signal} in the row history's re-run ${name}: the run is not judged. Re-run the same command to resume: the pass and the re-run items that finished are not paid for again.`;
      return { interrupted: { message, stderrTail: ran.stderrTail }, warnings };
    }
    if (typeof ran === 'string') {
      // The re-runs are evidence, not the run: a round that cannot finish leaves its rows unjudged.
      deps.wording.log.warning(
        `Row history: re-run ${name} did not finish (${ran}); its rows are judged without it.`,
      );
      break;
    }
    addRound(outcomes, ran, copied ? rows : undefined);
    runNames.push(name);
  }
  let items = 0;
  for (const chars of outcomes.values()) items += chars.length;
  return { outcomes, runNames, items, rows: new Set([...outcomes.keys()]).size, warnings };
}

/** How a round ended: the rows' outcomes, why it did not finish, or the signal that stopped it. */
type RoundEnd = RowOutcomes | string | { signal: NodeJS.Signals; stderrTail: string };

/**
 * One round as its own named run: the rows' outcomes (by `rows`' positions in `datasetFile`), or why it
 * did not finish; with what its start warned of.
 */
async function runRound(
  start: OsmosisStart<BatchConcerns>,
  name: string,
  rows: readonly number[],
  datasetFile?: string,
): Promise<{ ended: RoundEnd; warnings: readonly string[] }> {
  const { context } = start;
  const ran = await runBatch(start, name, rows, datasetFile);
  const { warnings } = ran;
  if (ran.kind === 'failed') return { ended: ran.error.message, warnings };
  if (ran.kind === 'interrupted') {
    const ended = ran.signal ? { signal: ran.signal, stderrTail: ran.stderrTail } : ran.message;
    return { ended, warnings };
  }
  const merged = mergeRunParts([ran.part], rows);
  const builder = createOutcomesBuilder(context.config.evaluation.pass_threshold);
  for (const row of merged.rows) builder.add(row);
  return { ended: builder.finish(), warnings };
}

/**
 * The round over the copies: `order` (source row per position) written as a derived dataset under the
 * run's result directory, outside the rollout source osmosis digests. Its bytes follow from the dataset
 * and the order alone, so the same command writes the same file and osmosis resumes the run.
 */
async function runCopies(start: OsmosisStart<BatchConcerns>, name: string, order: readonly number[]) {
  const { context, deps } = start;
  const source = context.inputs['dataset-file'];
  const text = source === undefined ? undefined : await deps.files.readText(join(context.workspace, source));
  const derived = text === undefined ? undefined : orderedJsonl(text, order);
  if (derived === undefined)
    return { ended: `the dataset ${source ?? ''} has fewer rows than the re-runs name`, warnings: [] };
  const file = join(ciResultDir(context.workspace, context.runName), 'history-reruns', `${name}.jsonl`);
  await deps.files.writeText(file, derived);
  const positions = order.map((_, position) => position);
  return runRound(start, name, positions, relative(context.workspace, file));
}
