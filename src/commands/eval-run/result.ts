/**
 * eval-run's result document, drafted as the run goes: the facts known so far (run name, run dir,
 * osmosis version, warnings, per-row outcomes), finished into a result with a verdict and an exit code
 * whichever way the run ends.
 */

import type { UploadResult } from '../../core/artifacts/upload.js';
import type { RowOutcomes } from '../../core/baseline/baseline.js';
import type { AppliedWaiver } from '../../core/baseline/waivers.js';
import { ExitCode, type UsageError } from '../../core/errors.js';
import {
  CLASSED_ROWS_LISTED,
  classifyErrors,
  DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE,
  type ErrorClassesResult,
  infrastructureVerdict,
} from '../../core/evidence/error-classes.js';
import { type RunLog, runEvidence } from '../../core/evidence/run-evidence.js';
import { NOTHING_RAN, SkippedRun } from '../../core/evidence/skipped-run.js';
import type { Regrader } from '../../core/grader/grader-change.js';
import type { GraderCheck } from '../../core/grader/grader-check.js';
import type { HistoryJudgement } from '../../core/history/history-reruns.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import type { EvalMetrics } from '../../core/metrics.js';
import { reportedK, runPassK } from '../../core/pass-k.js';
import type { BeforeRunContext, RunFacts } from '../../core/ports.js';
import { type EvalRunResult, RESULT_SCHEMA_VERSION } from '../../core/result.js';
import { judgeEvalRun } from '../../core/verdict/eval-run.js';
import { evaluateGate } from '../../core/verdict/gate.js';
import { errorFields } from '../outcome.js';

/** The result document, and the per-row outcomes the baseline comparison needs (when the run has results). */
export interface ResultWithRows {
  result: EvalRunResult;
  rows: RowOutcomes | null;
}

/**
 * What eval-run learns before osmosis starts that its outcome carries beside the result: found by the
 * steps before the run, and added to whatever result the run ends with.
 */
export interface RunLearnt {
  /** The workspace root, once found: the default home of the result files. Null when there is none. */
  workspace: string | null;
  /** The secret values handed to osmosis (in memory only): what the run bundle must never hold. */
  sensitive?: readonly string[];
  /** The waivers file read for this pull request and the rows each waiver names (core/baseline/waivers.ts). */
  waivers?: LoadedWaivers;
  /** Re-grades stored samples with another grader, when the grader changed since the baseline. */
  regrader?: Regrader;
}

/** The result and its rows, with what the run learnt before osmosis and the row history's word on it. */
export interface EvalRunOutcome extends ResultWithRows, RunLearnt {
  /** The row history's judgement of this run (a pull request's, with a history of two runs or more). */
  history?: HistoryJudgement;
  /** Why the row history gave no verdict on this run (its rows are not the history's), for the report. */
  historyNote?: string;
}

/** The outcome of a run: its result and rows, with what was learnt before osmosis started. */
export function withLearnt(ended: ResultWithRows, learnt: RunLearnt): EvalRunOutcome {
  return { ...ended, ...learnt };
}

/** What a run with results hands the gate besides its metrics: its rows, the k of pass@k, its log. */
export interface GateInputs {
  rows: RowOutcomes | null;
  /** The k of pass@k and pass^k (core/pass-k.ts reportedK); none when not reported. */
  passKAt: number | undefined;
  log?: Partial<RunLog>;
}

/** The k an eval-run reports pass@k and pass^k at, from its checked inputs and config. */
export function passKAtOf({
  inputs,
  config,
}: Pick<BeforeRunContext, 'inputs' | 'config'>): number | undefined {
  return reportedK(inputs.k, config.evaluation.n, inputs['gate-metric']);
}

export interface LoadedWaivers {
  /** As the report shows it: relative to the workspace. */
  file: string;
  applied: AppliedWaiver[];
}

type ResultFacts = Pick<
  EvalRunResult,
  | 'schemaVersion'
  | 'kind'
  | 'tool'
  | 'osmosisVersion'
  | 'config'
  | 'runName'
  | 'runDir'
  | 'links'
  | 'shard'
  | 'configIdentity'
  | 'graderCheck'
>;

/** The inputs a draft judges by: the gate's, and the share of infrastructure errors that withholds a verdict. */
type JudgingInputs = Pick<
  EvalRunInputs,
  'config' | 'run-name' | 'min-pass-rate' | 'gate-on' | 'allow-inconclusive'
> &
  Partial<Pick<EvalRunInputs, 'gate-metric'>> & { 'max-infrastructure-error-rate'?: number | undefined };

/** What a draft holds: the facts and warnings learnt so far, and the publish once tried. */
interface Learnt {
  readonly facts: Readonly<ResultFacts>;
  /** osmosis's warnings (and ours about the run), in the order they came. */
  readonly warnings: readonly string[];
  /** The publish to the platform, once tried (or skipped): recorded whatever the verdict. */
  readonly upload: UploadResult | undefined;
}

/**
 * What the run has learnt so far, and the ways to end it with a result. A value: each step that learns
 * something returns a new draft (`learn`, `warn`, `withUpload`, `withGraderCheck`) and nothing is written
 * into one another step holds, so what a result says is what the steps before it returned.
 */
export class ResultDraft implements Learnt {
  readonly facts: Readonly<ResultFacts>;
  readonly warnings: readonly string[];
  readonly upload: UploadResult | undefined;

  private constructor(
    private readonly inputs: JudgingInputs,
    private readonly deps: Pick<RunFacts, 'now' | 'toolVersion' | 'workflowRunUrl'>,
    private readonly startedAt: Date,
    learnt: Learnt,
  ) {
    this.facts = learnt.facts;
    this.warnings = learnt.warnings;
    this.upload = learnt.upload;
  }

  /** A run's first draft: nothing learnt but its inputs, started now. */
  static begin(
    inputs: JudgingInputs,
    deps: Pick<RunFacts, 'now' | 'toolVersion' | 'workflowRunUrl'>,
  ): ResultDraft {
    const facts: ResultFacts = {
      schemaVersion: RESULT_SCHEMA_VERSION,
      kind: 'eval-run',
      tool: { name: 'osmosis-ci', version: deps.toolVersion },
      osmosisVersion: null,
      config: inputs.config,
      runName: inputs['run-name'] ?? null,
      runDir: null,
      links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
    };
    return new ResultDraft(inputs, deps, deps.now(), { facts, warnings: [], upload: undefined });
  }

  private with(learnt: Partial<Learnt>): ResultDraft {
    const { facts, warnings, upload } = this;
    return new ResultDraft(this.inputs, this.deps, this.startedAt, { facts, warnings, upload, ...learnt });
  }

  /** This draft with more facts learnt. */
  learn(facts: Partial<ResultFacts>): ResultDraft {
    return this.with({ facts: { ...this.facts, ...facts } });
  }

  /** This draft with more warnings, after the ones before them. */
  warn(...warnings: readonly string[]): ResultDraft {
    return warnings.length === 0 ? this : this.with({ warnings: [...this.warnings, ...warnings] });
  }

  /** The publish to the platform, or why there was none; a failed one is a warning too. */
  withUpload(upload: UploadResult): ResultDraft {
    return this.with({ upload }).warn(...(upload.status === 'failed' ? [upload.message] : []));
  }

  /** A publish that a later one replaces (osmosis runs after all, and publishes itself): a failure stays a warning. */
  withUploadSuperseded(upload: UploadResult): ResultDraft {
    return this.warn(...(upload.status === 'failed' ? [upload.message] : []));
  }

  /** What the grader check learnt before osmosis started (nothing when it was off). */
  withGraderCheck(checked: { check: GraderCheck; warnings: readonly string[] } | undefined): ResultDraft {
    if (!checked) return this;
    return this.learn({ graderCheck: checked.check }).warn(...checked.warnings);
  }

  /** The result: the facts and warnings learnt, then `fields` over them. */
  finish(
    fields: Partial<EvalRunResult> & Pick<EvalRunResult, 'verdict' | 'exitCode'>,
    rows: RowOutcomes | null,
  ): ResultWithRows {
    const finishedAt = this.deps.now();
    const result: EvalRunResult = {
      ...this.facts,
      gate: null,
      metrics: null,
      error: null,
      warnings: [...this.warnings],
      startedAt: this.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - this.startedAt.getTime(),
      ...(this.upload ? { upload: this.upload } : {}),
      ...(this.upload?.url ? { links: { ...this.facts.links, platform: this.upload.url } } : {}),
      ...fields,
    };
    return { result, rows };
  }

  /** A failure as a result: the user's to fix (exit 2) or osmosis's and the machine's (exit 3). */
  failed(error: unknown, extra: Partial<EvalRunResult> = {}): ResultWithRows {
    const nothingRan = error instanceof SkippedRun ? { evidence: NOTHING_RAN } : {};
    return this.finish({ ...extra, ...nothingRan, ...errorFields(error) }, null);
  }

  /**
   * A run with results, judged by the gate: exit 1 when the gate blocks. Its errors are classed first: too
   * many provider or infrastructure errors withhold the verdict (inconclusive: infrastructure, exit 3).
   */
  gated(counted: EvalMetrics, { rows, passKAt: k, log = {} }: GateInputs): ResultWithRows {
    const metrics =
      k !== undefined && counted.rowSamples
        ? { ...counted, passK: runPassK(counted.rowSamples, k) }
        : counted;
    const gate = evaluateGate(metrics, {
      minPassRate: this.inputs['min-pass-rate'],
      gateOn: this.inputs['gate-on'],
      allowInconclusive: this.inputs['allow-inconclusive'],
      metric: this.inputs['gate-metric'],
    });
    const maxShare = this.inputs['max-infrastructure-error-rate'] ?? DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE;
    const classes = classifyErrors(metrics.failureGroups, metrics.total, log.providerFailures);
    const evidence = runEvidence(metrics, log.modelCalls);
    const withheld = infrastructureVerdict(classes, metrics.total, maxShare);
    const errorClasses: ErrorClassesResult = {
      counts: classes.counts,
      wrongAnswers: Math.max(0, metrics.completed - metrics.passed - metrics.failed),
      rows: classes.rows.slice(0, CLASSED_ROWS_LISTED),
      infrastructureShare: classes.infrastructureShare,
      maxInfrastructureShare: maxShare,
      inconclusiveInfrastructure: withheld !== null,
    };
    const judged = withheld ? this.warn(withheld.reason) : this;
    return judged.finish({ ...judgeEvalRun(gate, withheld), metrics, errorClasses, evidence }, rows);
  }
}

/**
 * The result of a step whose inputs did not parse: nothing ran, but the outputs, the summary and
 * result.json still say what happened (exit 2), as for every other failure.
 */
export function invalidInputsResult(
  error: UsageError,
  facts: { config: string | undefined; toolVersion: string; workflowRunUrl?: string | undefined; now: Date },
): EvalRunResult {
  const at = facts.now.toISOString();
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: facts.toolVersion },
    osmosisVersion: null,
    config: facts.config ?? '',
    runName: null,
    runDir: null,
    verdict: 'error',
    exitCode: ExitCode.usage,
    gate: null,
    metrics: null,
    error: { kind: 'usage', message: error.message },
    warnings: [],
    startedAt: at,
    finishedAt: at,
    durationMs: 0,
    links: facts.workflowRunUrl ? { workflowRun: facts.workflowRunUrl } : {},
  };
}
