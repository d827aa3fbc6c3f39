/**
 * Managed runs (eval-submit, benchmark-submit, train-submit): what differs per kind, the status sets,
 * the error codes worth a retry, and the reading of `submit` and `info --json` envelopes into one shape.
 * Pure: no I/O. The argv is in osmosis-args.ts, the polling schedule in polling.ts, the benchmark gate
 * in benchmark-gate.ts and the re-run state file in submission-state.ts.
 *
 * Verified against osmosis-ai 0.3.8 (osmosis_ai/platform/api/models.py, platform/cli/{eval,train,benchmark}.py):
 * `eval submit|info|stop|retry`, `train submit|info|stop`, `benchmark submit` and `benchmark runs info|stop`
 * exist; submits and `eval retry` take `--secrets-file -`; every confirmation needs `--yes` with `--json`;
 * the root `--workspace NAME` exists (then train/eval submit need an absolute config path).
 */
import { z } from 'zod';
import { type EvalSampling, sampleCounts, samplingFrom } from './managed/managed-eval-counts.js';
import type { EvalMetrics, RunStatus } from './metrics.js';
import { PASS_RATE_CONFIDENCE } from './metrics.js';
import { wilsonInterval } from './stats.js';
import type { SampleCounts } from './verdict/managed-eval-verdict.js';

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

/**
 * Missing secrets as osmosis reports them: INTERACTIVE_REQUIRED {missing}, its own pre-check "Could not
 * find secret(s): A, B." (its listing of the platform's secrets worked), or the platform's 404
 * "Secret(s) not found: A, B" that 0.3.8 passes on with `osmosis secret set` hints (shared_submit.py).
 */
export function missingSecretNames(
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): string[] | undefined {
  if (code === 'INTERACTIVE_REQUIRED' && Array.isArray(details.missing)) return details.missing.map(String);
  const match = /(?:Could not find secret\(s\)|Secret\(s\) not found): ([^.\n]+)/.exec(message);
  return match?.[1]
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// polling schedule
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
  total_runs: optNum,
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
  /** The commit and branch the platform says the run's code came from (eval and training runs). */
  commitSha?: string | null | undefined;
  branch?: string | null | undefined;
  eval?: EvalMetrics | undefined;
  /** Eval runs: the samples, each counted once (null: the platform gave no counts). */
  samples?: SampleCounts | null | undefined;
  /** Eval runs: osmosis read the platform's metrics (false: it fell back to the run's results). */
  metricsAvailable?: boolean | undefined;
  /** Eval runs: the config's row limit, and the rows the platform sampled from how many. */
  sampling?: EvalSampling | undefined;
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
  checkpoints?: { name: string; step: number | null; status: string | null }[] | undefined;
}

const sourceText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function checkpointsFrom(value: unknown): TrainingState['checkpoints'] {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((c): c is Record<string, unknown> => c !== null && typeof c === 'object')
    .map((c) => ({
      name: String(c.checkpoint_name ?? c.name ?? c.id ?? '?'),
      step: typeof c.checkpoint_step === 'number' ? c.checkpoint_step : null,
      status: typeof c.status === 'string' ? c.status : null,
    }));
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
    commitSha: sourceText(
      record.commit_sha ?? (record[KINDS[kind].dataKey] as Record<string, unknown>).commit_sha,
    ),
    branch: sourceText(record.branch ?? (record[KINDS[kind].dataKey] as Record<string, unknown>).branch),
  };
  const summary = z.looseObject({ progress: progressSchema }).safeParse(record.summary ?? {});
  const summaryProgress = summary.success ? summary.data.progress : undefined;
  if (kind === 'eval') {
    const numbers = evalMetricsFrom(record, base.status);
    const graded = numbers.eval ? `${numbers.eval.graded} graded` : null;
    const progress = progressText(summaryProgress, 'samples');
    return {
      ...base,
      progress: progress ? `${progress} done${graded ? `, ${graded}` : ''}` : graded,
      ...numbers,
      sampling: samplingFrom(record),
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
      training: {
        status: base.status,
        step,
        totalSteps,
        reward,
        checkpoints: checkpointsFrom(record.checkpoints),
      },
    };
  }
  const progress = progressText(
    z.looseObject({ progress: progressSchema }).safeParse(record).data?.progress,
    'results',
  );
  return { ...base, progress, benchmark: benchmarkAgents(record) };
}

/**
 * The eval's numbers: the samples counted from `metrics.summary` (GET …/metrics, when osmosis says
 * `metrics_available`), else from the run's own `results` (managed-eval-counts.ts); the rest (reward,
 * pass@k, tokens) from whichever holds it. The pass rate is passed over every sample that did not time out.
 */
function evalMetricsFrom(
  record: Record<string, unknown>,
  status: string,
): Pick<Snapshot, 'eval' | 'samples' | 'metricsAvailable'> {
  const metricsBlock = z.looseObject({ summary: evalSummarySchema }).safeParse(record.metrics);
  const metricsAvailable = metricsBlock.success && record.metrics_available !== false;
  const results = evalSummarySchema.safeParse(record.results ?? {});
  const summary = metricsAvailable ? metricsBlock.data.summary : results.success ? results.data : undefined;
  const counts = summary ? sampleCounts(summary, metricsAvailable ? 'metrics' : 'results') : null;
  if (!summary || !counts) return { eval: undefined, samples: null, metricsAvailable };
  const completed = counts.total - counts.timedOut;
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
  const duration = z
    .looseObject({ eval_run: z.looseObject({ duration_ms: optNum }) })
    .safeParse(record.metrics);
  const eval_: EvalMetrics = {
    status: evalRunStatus(status),
    total: counts.total,
    completed,
    passed: counts.passed,
    // osmosis's own meaning: samples whose status is failed, i.e. errored without a reward.
    failed: counts.errored,
    skipped: counts.timedOut,
    graded: counts.passed + counts.failed,
    passRate: completed === 0 ? 0 : counts.passed / completed,
    passRateInterval: { ...wilsonInterval(counts.passed, completed), confidence: PASS_RATE_CONFIDENCE },
    passThreshold: summary.pass_threshold ?? 1,
    reward,
    runsPerRow: config.success && typeof config.data.n === 'number' ? config.data.n : 1,
    passAtK: summary.pass_at_k ?? [],
    tokens: summary.tokens_used ?? summary.total_tokens ?? 0,
    durationMs: duration.success ? (duration.data.eval_run.duration_ms ?? null) : null,
    resumedRows: 0,
    failureGroups: [],
  };
  return { eval: eval_, samples: counts, metricsAvailable };
}

function evalRunStatus(status: string): RunStatus {
  if (status === 'finished') return 'finished';
  if (status === 'running' || status === 'pending') return 'running';
  if (status === 'failed' || status === 'stopped') return 'incomplete';
  return 'unknown';
}

function benchmarkAgents(record: Record<string, unknown>): BenchmarkAgent[] {
  // A null or scalar entry in either list is no agent: skipped, as training checkpoints are.
  const objects = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      : [];
  const agents = objects(record.agents);
  const metrics = objects(record.agent_metrics);
  const byAgent = new Map(metrics.map((m) => [m.benchmark_run_agent_id, m]));
  // Without an agents list each metrics row is its own agent: never looked up by an id rows may share.
  const rows: Record<string, unknown>[] = agents.length > 0 ? agents : metrics;
  return rows.map((agent, position) => {
    const m = agents.length > 0 ? byAgent.get(agent.id) : agent;
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
