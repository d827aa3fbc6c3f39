/**
 * Managed runs (eval-submit, benchmark-submit, train-submit): what differs per kind, the osmosis argv for
 * each step, the status sets, the polling schedule, the reading of `info --json` envelopes, and the
 * benchmark and training gates. Pure: no I/O, no clock, no randomness of its own.
 *
 * Verified against osmosis-ai 0.3.8 (osmosis_ai/platform/api/models.py, platform/cli/{eval,train,benchmark}.py):
 * `eval submit|info|stop|retry`, `train submit|info|stop`, `benchmark submit` and `benchmark runs info|stop`
 * exist; submits and `eval retry` take `--secrets-file -`; every confirmation needs `--yes` with `--json`;
 * the root `--workspace NAME` exists (then train/eval submit need an absolute config path).
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { GateOn, GateResult, Verdict } from './gate.js';
import { pct } from './gate.js';
import type { EvalMetrics, RunStatus } from './metrics.js';
import { PASS_RATE_CONFIDENCE } from './metrics.js';
import { sanitizeRunNamePart } from './run-name.js';
import { wilsonInterval } from './stats.js';

export const MANAGED_KINDS = ['eval', 'benchmark', 'training'] as const;
export type ManagedKind = (typeof MANAGED_KINDS)[number];

export interface KindSpec {
  kind: ManagedKind;
  /** The action and CLI command name. */
  command: 'eval-submit' | 'benchmark-submit' | 'train-submit';
  /** What people call it in messages. */
  noun: string;
  /** The osmosis command group: `eval`, `benchmark`, `train`. */
  group: string[];
  /** The group holding info and stop (`benchmark runs`). */
  runGroup: string[];
  terminal: ReadonlySet<string>;
  /** Terminal statuses that are a success of the run itself. */
  succeeded: ReadonlySet<string>;
  /** The key of the run object in `info --json` data. */
  dataKey: 'eval_run' | 'benchmark_run' | 'training_run';
}

export const KINDS: Record<ManagedKind, KindSpec> = {
  eval: {
    kind: 'eval',
    command: 'eval-submit',
    noun: 'evaluation run',
    group: ['eval'],
    runGroup: ['eval'],
    terminal: new Set(['finished', 'failed', 'stopped']),
    succeeded: new Set(['finished']),
    dataKey: 'eval_run',
  },
  benchmark: {
    kind: 'benchmark',
    command: 'benchmark-submit',
    noun: 'benchmark run',
    group: ['benchmark'],
    runGroup: ['benchmark', 'runs'],
    terminal: new Set(['finished', 'failed', 'stopped']),
    succeeded: new Set(['finished']),
    dataKey: 'benchmark_run',
  },
  training: {
    kind: 'training',
    command: 'train-submit',
    noun: 'training run',
    group: ['train'],
    runGroup: ['train'],
    terminal: new Set(['finished', 'failed', 'crashed', 'stopped', 'killed', 'unknown']),
    succeeded: new Set(['finished']),
    dataKey: 'training_run',
  },
};

// ---------------------------------------------------------------------------------------------
// argv

function root(workspace: string | undefined): string[] {
  return workspace === undefined ? ['--json'] : ['--json', '--workspace', workspace];
}

export function submitArgs(
  kind: ManagedKind,
  options: { config: string; workspace?: string | undefined; secretsOnStdin: boolean },
): string[] {
  const args = [...root(options.workspace), ...KINDS[kind].group, 'submit', options.config, '--yes'];
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
  return args;
}

export function infoArgs(kind: ManagedKind, name: string, workspace?: string): string[] {
  return [...root(workspace), ...KINDS[kind].runGroup, 'info', name];
}

export function stopArgs(kind: ManagedKind, name: string, workspace?: string): string[] {
  return [...root(workspace), ...KINDS[kind].runGroup, 'stop', name, '--yes'];
}

export function retryArgs(
  name: string,
  options: { workspace?: string | undefined; secretsOnStdin: boolean },
): string[] {
  const args = [...root(options.workspace), 'eval', 'retry', name, '--yes'];
  if (options.secretsOnStdin) args.push('--secrets-file', '-');
  return args;
}

// ---------------------------------------------------------------------------------------------
// statuses and errors

export type StatusClass = 'pending' | 'running' | 'succeeded' | 'failed';

export function classifyStatus(kind: ManagedKind, status: string): StatusClass {
  const spec = KINDS[kind];
  if (spec.succeeded.has(status)) return 'succeeded';
  if (spec.terminal.has(status)) return 'failed';
  // Unknown statuses are not terminal (contract §5.4): keep polling until the timeout.
  return status === 'running' ? 'running' : 'pending';
}

export function isTerminal(kind: ManagedKind, status: string): boolean {
  return KINDS[kind].terminal.has(status);
}

/** A run a re-run resumes rather than submitting again: still pending or running, or finished. */
export function isResumable(kind: ManagedKind, status: string): boolean {
  const cls = classifyStatus(kind, status);
  return cls !== 'failed';
}

/** Error codes worth another try: the platform or the network hiccuped (contract §1.4). */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set(['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK']);

export function isTransient(code: string | undefined, details: Record<string, unknown> = {}): boolean {
  if (code === undefined) return false;
  if (!TRANSIENT_CODES.has(code)) return false;
  // A plain 4xx classified as PLATFORM_ERROR (e.g. 403) will not heal by waiting; 5xx, 429 and no status will.
  const status = details.status_code;
  return typeof status !== 'number' || status >= 500 || status === 429;
}

/** Missing secrets as osmosis reports them: INTERACTIVE_REQUIRED {missing}, or "Could not find secret(s): A, B." */
export function missingSecretNames(
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): string[] | undefined {
  if (code === 'INTERACTIVE_REQUIRED' && Array.isArray(details.missing)) return details.missing.map(String);
  const match = /Could not find secret\(s\): ([^.\n]+)/.exec(message);
  return match?.[1]
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// polling schedule

export interface PollSchedule {
  /** The first delay, in ms. */
  initialMs: number;
  /** Growth per poll. */
  factor: number;
  /** The longest delay, in ms. */
  maxMs: number;
  /** ± this fraction of the delay, so many jobs polling one platform do not line up. */
  jitter: number;
}

export function pollSchedule(initialMs: number): PollSchedule {
  return {
    initialMs,
    factor: 1.5,
    maxMs: Math.max(initialMs, Math.min(60_000, initialMs * 20)),
    jitter: 0.2,
  };
}

/** The delay before poll `attempt + 1` (attempt 0 is the first wait). `random` is in [0, 1). */
export function pollDelay(schedule: PollSchedule, attempt: number, random: number): number {
  const raw = Math.min(schedule.maxMs, schedule.initialMs * schedule.factor ** Math.max(0, attempt));
  const spread = 1 - schedule.jitter + 2 * schedule.jitter * random;
  return Math.max(1, Math.round(raw * spread));
}

// ---------------------------------------------------------------------------------------------
// submit and info envelopes

const num = z.number().finite();
const optNum = num.nullable().optional();

export const submitResourceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  url: z.string().optional(),
  platform_url: z.string().nullable().optional(),
});

export interface SubmittedRun {
  id: string;
  name: string;
  status: string;
  url: string | null;
}

export function readSubmitted(resource: unknown): SubmittedRun | undefined {
  const parsed = submitResourceSchema.safeParse(resource);
  if (!parsed.success) return undefined;
  const { id, name, status, url, platform_url } = parsed.data;
  return { id, name, status, url: url ?? platform_url ?? null };
}

const evalSummarySchema = z.looseObject({
  total_samples: optNum,
  completed_samples: optNum,
  graded: optNum,
  passed: optNum,
  failed: optNum,
  skipped: optNum,
  pass_rate: optNum,
  pass_threshold: optNum,
  tokens_used: optNum,
  total_tokens: optNum,
  reward_stats: z
    .looseObject({ mean: optNum, median: optNum, std: optNum, min: optNum, max: optNum })
    .nullable()
    .optional(),
  pass_at_k: z.array(z.looseObject({ k: num, value: num })).optional(),
});

const progressSchema = z
  .looseObject({ completed: optNum, total: optNum, unit: z.string().optional() })
  .nullable()
  .optional();

const runObjectSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable().optional(),
  status: z.string(),
  platform_url: z.string().nullable().optional(),
});

export interface Snapshot {
  kind: ManagedKind;
  id: string;
  name: string;
  status: string;
  url: string | null;
  /** "3/10 samples", "step 25 of 100", "12/40 results", or null. */
  progress: string | null;
  eval?: EvalMetrics | undefined;
  benchmark?: BenchmarkAgent[] | undefined;
  training?: TrainingState | undefined;
}

export interface BenchmarkAgent {
  index: number;
  label: string;
  passAt1: number | null;
  interval: { lower: number; upper: number } | null;
  n: number | null;
  rank: number | null;
}

export interface TrainingState {
  status: string;
  step: number | null;
  totalSteps: number | null;
  reward: number | null;
}

function progressText(progress: z.infer<typeof progressSchema>, unit: string): string | null {
  if (!progress || typeof progress.completed !== 'number') return null;
  const total = typeof progress.total === 'number' ? `/${progress.total}` : '';
  return `${progress.completed}${total} ${progress.unit ?? unit}`;
}

/** Reads `osmosis --json <group> info <name>`'s `data` into one shape for every kind. */
export function readSnapshot(kind: ManagedKind, data: unknown, fallbackName: string): Snapshot | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const run = runObjectSchema.safeParse(record[KINDS[kind].dataKey]);
  if (!run.success) return undefined;
  const base = {
    kind,
    id: run.data.id,
    name: run.data.name || fallbackName,
    status: run.data.status,
    url: run.data.platform_url ?? null,
  };
  const summary = z.looseObject({ progress: progressSchema }).safeParse(record.summary ?? {});
  const summaryProgress = summary.success ? summary.data.progress : undefined;
  if (kind === 'eval') {
    const metrics = evalMetricsFrom(record, base.status);
    const graded = metrics ? `${metrics.graded} graded` : null;
    const progress = progressText(summaryProgress, 'samples');
    return {
      ...base,
      progress: progress ? `${progress} done${graded ? `, ${graded}` : ''}` : graded,
      eval: metrics,
    };
  }
  if (kind === 'training') {
    const t = z
      .looseObject({ current_step: optNum, total_steps: optNum, reward: optNum })
      .safeParse(record.training_run);
    const step = t.success ? (t.data.current_step ?? null) : null;
    const totalSteps = t.success ? (t.data.total_steps ?? null) : null;
    const reward = t.success ? (t.data.reward ?? null) : null;
    return {
      ...base,
      progress: step !== null ? `step ${step}${totalSteps !== null ? ` of ${totalSteps}` : ''}` : null,
      training: { status: base.status, step, totalSteps, reward },
    };
  }
  const progress = progressText(
    z.looseObject({ progress: progressSchema }).safeParse(record).data?.progress,
    'results',
  );
  return { ...base, progress, benchmark: benchmarkAgents(record) };
}

/** The eval's numbers: `metrics.summary` (GET …/metrics, absent while pending), else `results`. */
function evalMetricsFrom(record: Record<string, unknown>, status: string): EvalMetrics | undefined {
  const metricsBlock = z.looseObject({ summary: evalSummarySchema }).safeParse(record.metrics);
  const results = evalSummarySchema.safeParse(record.results ?? {});
  const summary = metricsBlock.success
    ? metricsBlock.data.summary
    : results.success
      ? results.data
      : undefined;
  if (!summary) return undefined;
  const passed = summary.passed ?? undefined;
  if (passed === undefined) return undefined;
  const skipped = summary.skipped ?? 0;
  const failed = summary.failed ?? 0;
  const total = summary.total_samples ?? (summary.graded ?? 0) + skipped;
  const completed = summary.completed_samples ?? total - skipped;
  const config = z.looseObject({ n: optNum }).safeParse(record.config ?? {});
  const rewards = summary.reward_stats;
  const reward =
    rewards &&
    typeof rewards.mean === 'number' &&
    typeof rewards.median === 'number' &&
    typeof rewards.std === 'number' &&
    typeof rewards.min === 'number' &&
    typeof rewards.max === 'number'
      ? { mean: rewards.mean, median: rewards.median, std: rewards.std, min: rewards.min, max: rewards.max }
      : null;
  const safePassed = Math.min(Math.max(0, Math.round(passed)), Math.max(0, Math.round(completed)));
  const safeCompleted = Math.max(0, Math.round(completed));
  const duration = z
    .looseObject({ eval_run: z.looseObject({ duration_ms: optNum }) })
    .safeParse(record.metrics);
  return {
    status: evalRunStatus(status),
    total: Math.round(total),
    completed: safeCompleted,
    passed: safePassed,
    failed: Math.round(failed),
    skipped: Math.round(skipped),
    graded: Math.round(summary.graded ?? completed),
    passRate: safeCompleted === 0 ? 0 : safePassed / safeCompleted,
    passRateInterval: { ...wilsonInterval(safePassed, safeCompleted), confidence: PASS_RATE_CONFIDENCE },
    passThreshold: summary.pass_threshold ?? 1,
    reward,
    runsPerRow: config.success && typeof config.data.n === 'number' ? config.data.n : 1,
    passAtK: summary.pass_at_k ?? [],
    tokens: summary.tokens_used ?? summary.total_tokens ?? 0,
    durationMs: duration.success ? (duration.data.eval_run.duration_ms ?? null) : null,
    resumedRows: 0,
    failureGroups: [],
  };
}

function evalRunStatus(status: string): RunStatus {
  if (status === 'finished') return 'finished';
  if (status === 'running' || status === 'pending') return 'running';
  if (status === 'failed' || status === 'stopped') return 'incomplete';
  return 'unknown';
}

function benchmarkAgents(record: Record<string, unknown>): BenchmarkAgent[] {
  const agents = Array.isArray(record.agents) ? (record.agents as Record<string, unknown>[]) : [];
  const metrics = Array.isArray(record.agent_metrics)
    ? (record.agent_metrics as Record<string, unknown>[])
    : [];
  const byAgent = new Map(metrics.map((m) => [m.benchmark_run_agent_id, m]));
  const rows: Record<string, unknown>[] =
    agents.length > 0 ? agents : metrics.map((m) => ({ id: m.benchmark_run_agent_id, ...m }));
  return rows.map((agent, position) => {
    const m = byAgent.get(agent.id) ?? (agents.length > 0 ? undefined : agent);
    const index = typeof agent.agent_index === 'number' ? agent.agent_index : position;
    const model = agent.model_display_name ?? agent.model ?? agent.model_ref ?? '?';
    const harness = typeof agent.harness === 'string' && agent.harness ? agent.harness : 'default';
    const rate = z
      .looseObject({ value: optNum, ci_low: optNum, ci_high: optNum, n: optNum })
      .safeParse(m?.pass_at_1);
    const value = rate.success ? (rate.data.value ?? null) : null;
    const n = rate.success ? (rate.data.n ?? (typeof m?.n_tasks === 'number' ? m.n_tasks : null)) : null;
    let interval: BenchmarkAgent['interval'] = null;
    if (rate.success && typeof rate.data.ci_low === 'number' && typeof rate.data.ci_high === 'number') {
      interval = { lower: rate.data.ci_low, upper: rate.data.ci_high };
    } else if (value !== null && n !== null && n > 0) {
      interval = wilsonInterval(Math.round(value * n), Math.round(n));
    }
    return {
      index,
      label: `Agent ${index + 1} · ${harness} · ${typeof model === 'string' ? model : JSON.stringify(model)}`,
      passAt1: value,
      interval,
      n,
      rank: typeof m?.rank === 'number' ? m.rank : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// benchmark and training gates

export const GATE_AGENTS = ['all', 'best'] as const;
export type GateAgents = (typeof GATE_AGENTS)[number];

export interface BenchmarkGateOptions {
  minPassRate?: number | undefined;
  gateOn: GateOn;
  allowInconclusive: boolean;
  gateAgents: GateAgents;
  maxRank?: number | undefined;
}

export interface AgentVerdict extends BenchmarkAgent {
  verdict: Exclude<Verdict, 'not-gated'> | 'not-gated';
  reason: string;
}

export function gateBenchmark(
  agents: readonly BenchmarkAgent[],
  options: BenchmarkGateOptions,
): { gate: GateResult; agents: AgentVerdict[] } {
  const threshold = options.minPassRate;
  const judged: AgentVerdict[] = agents.map((agent) => ({ ...agent, ...judgeAgent(agent, options) }));
  const scored = judged.filter((agent) => agent.passAt1 !== null);
  const best = [...scored].sort((a, b) => (b.passAt1 ?? 0) - (a.passAt1 ?? 0))[0];
  const observed =
    (options.gateOn === 'lower-bound' ? best?.interval?.lower : undefined) ?? best?.passAt1 ?? 0;
  const base = { gateOn: options.gateOn, threshold: threshold ?? null };
  if (threshold === undefined && options.maxRank === undefined) {
    return {
      gate: {
        ...base,
        verdict: 'not-gated',
        blocking: false,
        observed,
        reason: 'No min-pass-rate or max-rank given: report only.',
      },
      agents: judged,
    };
  }
  if (scored.length === 0) {
    return {
      gate: {
        ...base,
        verdict: 'failed',
        blocking: true,
        observed: 0,
        reason: 'No agent has a pass@1 to compare with the threshold.',
      },
      agents: judged,
    };
  }
  const deciding = options.gateAgents === 'best' && best ? [best] : scored;
  const worst =
    deciding.find((a) => a.verdict === 'failed') ?? deciding.find((a) => a.verdict === 'inconclusive');
  const verdict =
    worst?.verdict === 'failed' ? 'failed' : worst?.verdict === 'inconclusive' ? 'inconclusive' : 'passed';
  const subject =
    options.gateAgents === 'best'
      ? 'The best agent'
      : deciding.length === 1
        ? 'The agent'
        : `All ${deciding.length} agents`;
  const reason =
    verdict === 'passed'
      ? `${subject} passed: ${deciding.map((a) => a.reason).join(' ')}`
      : `${worst?.label}: ${worst?.reason}`;
  const blocking = verdict === 'failed' || (verdict === 'inconclusive' && !options.allowInconclusive);
  const observedWorst =
    options.gateAgents === 'best'
      ? observed
      : Math.min(
          ...deciding.map((a) =>
            options.gateOn === 'lower-bound' ? (a.interval?.lower ?? a.passAt1 ?? 0) : (a.passAt1 ?? 0),
          ),
        );
  return {
    gate: {
      ...base,
      verdict,
      blocking,
      observed: observedWorst,
      reason:
        reason +
        (verdict === 'inconclusive' && options.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
    },
    agents: judged,
  };
}

function judgeAgent(
  agent: BenchmarkAgent,
  options: BenchmarkGateOptions,
): Pick<AgentVerdict, 'verdict' | 'reason'> {
  const threshold = options.minPassRate;
  if (agent.passAt1 === null) return { verdict: 'failed', reason: 'no pass@1 was reported.' };
  const rate = `pass@1 ${pct(agent.passAt1)}`;
  const interval = agent.interval
    ? ` (95% CI ${pct(agent.interval.lower)}–${pct(agent.interval.upper)})`
    : '';
  if (options.maxRank !== undefined && agent.rank !== null && agent.rank > options.maxRank) {
    return {
      verdict: 'failed',
      reason: `leaderboard rank #${agent.rank} is worse than #${options.maxRank}.`,
    };
  }
  if (threshold === undefined) return { verdict: 'passed', reason: `${rate}${interval}.` };
  if (options.gateOn === 'pass-rate' || agent.interval === null) {
    return agent.passAt1 >= threshold
      ? { verdict: 'passed', reason: `${rate}${interval} ≥ ${pct(threshold)}.` }
      : { verdict: 'failed', reason: `${rate}${interval} < ${pct(threshold)}.` };
  }
  if (agent.interval.lower >= threshold)
    return { verdict: 'passed', reason: `${rate}${interval} lies at or above ${pct(threshold)}.` };
  if (agent.interval.upper < threshold)
    return { verdict: 'failed', reason: `${rate}${interval} lies below ${pct(threshold)}.` };
  return { verdict: 'inconclusive', reason: `${rate}${interval} straddles ${pct(threshold)}.` };
}

// ---------------------------------------------------------------------------------------------
// state file for re-runs

export interface StateScope {
  /** GITHUB_RUN_ID, or undefined locally. */
  runId?: string | undefined;
  /** GITHUB_JOB. */
  job?: string | undefined;
  /** strategy.job-index, so matrix legs of one job do not share a run. */
  jobIndex?: string | undefined;
  /** The user's own extra key (the `state-key` input). */
  extra?: string | undefined;
}

/**
 * The state file's name: stable across re-runs (attempts) of one job of one workflow run, distinct per
 * kind, config, workspace, matrix leg and `state-key`. Locally (no GITHUB_RUN_ID) it is per workspace.
 */
export function stateFileName(
  kind: ManagedKind,
  config: string,
  workspace: string | undefined,
  scope: StateScope,
): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        scope.runId ?? 'local',
        scope.job ?? '',
        scope.jobIndex ?? '',
        kind,
        config,
        workspace ?? '',
        scope.extra ?? '',
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const stem = sanitizeRunNamePart(basename(config, extname(config))).slice(0, 40) || kind;
  return `${KINDS[kind].command}-${stem}-${digest}.json`;
}

export const submissionStateSchema = z.looseObject({
  schemaVersion: z.literal(1),
  kind: z.enum(MANAGED_KINDS),
  config: z.string(),
  runName: z.string(),
  runId: z.string().nullable(),
  url: z.string().nullable(),
  status: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  github: z.object({
    runId: z.string().nullable(),
    job: z.string().nullable(),
    attempt: z.string().nullable(),
  }),
});
export type SubmissionState = z.infer<typeof submissionStateSchema>;

export function parseSubmissionState(text: string | undefined): SubmissionState | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = submissionStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Values for the required names that were given or are in the environment; the platform may hold the rest. */
export function pickSecrets(
  required: readonly string[],
  given: ReadonlyMap<string, string>,
  environment: Readonly<Record<string, string | undefined>>,
): Map<string, string> {
  const picked = new Map<string, string>();
  for (const name of required) {
    const value = given.get(name) || environment[name];
    if (value) picked.set(name, value);
  }
  return picked;
}
