/**
 * What a change costs against the baseline (issue 41 point 2): tokens, money and wall duration per row,
 * paired on the rows both runs have (by row identity when both recorded them, else by position on the same
 * dataset), each as a percent change with its 95% t-interval on the log ratio (core/cost/paired-change.ts),
 * and the gates max-cost-increase and max-duration-increase on them. Pure.
 */
import { z } from 'zod';
import {
  addPair,
  changeOfLogs,
  type IncreaseVerdict,
  increaseVerdict,
  type LogRatios,
  logRatios,
  type PairedChange,
} from './paired-change.js';
import type { RowUsage } from './row-usage.js';
import type { RunCost } from './run-cost.js';

const changeSchema = z.object({
  n: z.number().describe('Work items paired (a value above zero in both runs).'),
  excluded: z.number(),
  change: z.number().describe('exp(mean log ratio) - 1: 0.2 is 20% more than the baseline.'),
  lower: z.number(),
  upper: z.number(),
  confidence: z.number(),
  grewMost: z
    .array(z.object({ row: z.number(), ratio: z.number() }))
    .describe('Dataset rows, largest first.'),
});

const gateSchema = z.object({
  limit: z.number(),
  verdict: z.enum(['passed', 'failed', 'inconclusive', 'not-applied']),
  reason: z.string(),
});

export const costChangeSchema = z
  .object({
    status: z.enum(['compared', 'unavailable']),
    message: z.string(),
    method: z.literal('t-interval on the log ratio'),
    tokens: changeSchema.optional(),
    cost: changeSchema.optional(),
    duration: changeSchema.optional(),
    gates: z.object({ cost: gateSchema.optional(), duration: gateSchema.optional() }).optional(),
  })
  .describe("This run's tokens, money and duration per row against the baseline's, on the rows both ran.");
export type CostChange = z.infer<typeof costChangeSchema>;
export type CostGate = z.infer<typeof gateSchema>;

/** A run's rows as core/baseline/baseline.ts's RowOutcomes holds them (only what pairing needs). */
export interface UsageRows {
  identities?: string[] | undefined;
  usage?: RowUsage | undefined;
}

/** Which model a run called and its mean price per token (null: the price is unknown). */
export interface RunModel {
  model: string | null;
  perToken: number | null;
}

/** A run's model and price from its cost: the mean of the input and output price, as the run's range. */
export function runModelOf(cost: RunCost | undefined): RunModel {
  const price = cost?.price;
  const perToken = price ? (price.inputPerMillion + price.outputPerMillion) / 2e6 : null;
  return { model: cost?.model ?? null, perToken };
}

export interface CostChangeRequest {
  baseline: UsageRows | null;
  current: UsageRows | null;
  baselineModel: RunModel;
  currentModel: RunModel;
  /** Why the rows of the two runs cannot be paired (the baseline comparison's reason), if they cannot. */
  unpaired?: string | undefined;
  maxCostIncrease?: number | undefined;
  maxDurationIncrease?: number | undefined;
}

/**
 * Each current item with a value paired with the baseline's item of the same row (by identity) and run,
 * summarised as they are read (core/cost/paired-change.ts): nothing kept per pair (bench/cost-overhead.mjs).
 */
function pairTable(
  before: (number | null)[][],
  after: (number | null)[][],
  source: Int32Array | undefined,
): LogRatios {
  const logs = logRatios();
  for (let run = 0; run < after.length; run++) {
    const cells = after[run] ?? [];
    const was = before[run] ?? [];
    for (let row = 0; row < cells.length; row++) {
      const head = cells[row];
      if (head === null || head === undefined) continue;
      const from = source ? (row < source.length ? (source[row] as number) : -1) : row;
      const base = from < 0 ? null : (was[from] ?? null);
      if (base !== null) addPair(logs, row, base, head);
    }
  }
  return logs;
}

/**
 * This run's row index → the baseline's row index of the same row (-1: not in the baseline), by identity;
 * undefined when either run lacks identities (the same index then). Built once for tokens and durations.
 */
function rowSource(baseline: UsageRows, current: UsageRows): Int32Array | undefined {
  const before = baseline.identities;
  const now = current.identities;
  if (!before || !now) return undefined;
  const where = new Map<string, number>();
  for (let index = 0; index < before.length; index++) where.set(before[index] as string, index);
  const source = new Int32Array(now.length);
  for (let row = 0; row < now.length; row++) source[row] = where.get(now[row] as string) ?? -1;
  return source;
}

function pct(value: number): string {
  const text = `${(value * 100).toFixed(1)}%`;
  return value > 0 ? `+${text}` : text;
}

/** "+98.5% (95% interval +91.2% to +106.1%)". */
export function changeWords(change: PairedChange | z.infer<typeof changeSchema>): string {
  return `${pct(change.change)} (${Math.round(change.confidence * 100)}% interval ${pct(change.lower)} to ${pct(change.upper)})`;
}

/**
 * The cost's change from the tokens': each row's cost ratio is its tokens' ratio times the ratio of the
 * runs' prices per token (1 for the same model, whose price cancels), so it is computed once, not twice.
 * A string: why the money is not compared.
 */
function costFactor(request: CostChangeRequest): number | string {
  const { baselineModel: was, currentModel: now } = request;
  if (was.model !== null && was.model === now.model) return 1;
  if (was.perToken === null || now.perToken === null) {
    return `the money is not compared: the runs called ${was.model ?? 'an unknown model'} and ${now.model ?? 'an unknown model'}, and ${was.perToken === null ? "the baseline's" : "this run's"} price is unknown`;
  }
  return now.perToken / was.perToken;
}

function costOf(tokenLogs: LogRatios, tokens: PairedChange | undefined, factor: number | string) {
  if (typeof factor === 'string') return undefined;
  if (factor === 1) return tokens;
  // A free model's cost (a price of zero) has no log ratio, as its rows had none before.
  return factor > 0 && Number.isFinite(factor) ? changeOfLogs(tokenLogs, { factor }) : undefined;
}

function gate(
  limit: number | undefined,
  change: PairedChange | undefined,
  what: string,
): CostGate | undefined {
  if (limit === undefined) return undefined;
  const name = `max-${what}-increase`;
  if (!change) {
    return {
      limit,
      verdict: 'not-applied',
      reason: `${name} is not applied: no ${what} change was measured.`,
    };
  }
  const verdict: IncreaseVerdict = increaseVerdict(change, limit);
  const words = `The ${what} changed ${changeWords(change)} over ${change.n} paired items`;
  const reason =
    verdict === 'failed'
      ? `${words}: the whole interval is above ${name} ${pct(limit)}.`
      : verdict === 'inconclusive'
        ? `${words}: the interval straddles ${name} ${pct(limit)}, so it is inconclusive; more rows would decide.`
        : `${words}: within ${name} ${pct(limit)}.`;
  return { limit, verdict, reason };
}

/** The gates field: only the gates asked for, none when neither was. */
function gatesOf(cost: CostGate | undefined, duration: CostGate | undefined): Pick<CostChange, 'gates'> {
  if (!cost && !duration) return {};
  return { gates: { ...(cost ? { cost } : {}), ...(duration ? { duration } : {}) } };
}

function unavailable(request: CostChangeRequest, why: string): CostChange {
  return {
    status: 'unavailable',
    message: `No cost comparison: ${why}.`,
    method: 't-interval on the log ratio',
    ...gatesOf(
      gate(request.maxCostIncrease, undefined, 'cost'),
      gate(request.maxDurationIncrease, undefined, 'duration'),
    ),
  };
}

/** The paired change of tokens, cost and duration, and the gates; unavailable (said why) when it cannot be. */
export function compareCost(request: CostChangeRequest): CostChange {
  const { baseline, current } = request;
  if (!baseline || !current) return unavailable(request, 'there is no baseline with per-row records');
  if (request.unpaired !== undefined) return unavailable(request, request.unpaired);
  if (!baseline.usage) return unavailable(request, 'the baseline predates cost records');
  if (!current.usage) return unavailable(request, 'this run recorded no tokens or durations');
  const source = rowSource(baseline, current);
  const tokenLogs = pairTable(baseline.usage.tokens, current.usage.tokens, source);
  const tokens = changeOfLogs(tokenLogs);
  const factor = costFactor(request);
  const cost = costOf(tokenLogs, tokens, factor);
  const duration = changeOfLogs(pairTable(baseline.usage.durationMs, current.usage.durationMs, source));
  if (!tokens && !duration) return unavailable(request, 'fewer than two rows both runs recorded');
  const parts = [
    tokens ? `tokens ${changeWords(tokens)}` : undefined,
    cost ? `cost ${changeWords(cost)}` : typeof factor === 'string' ? factor : undefined,
    duration ? `duration ${changeWords(duration)}` : undefined,
  ].filter((part) => part !== undefined);
  const n = Math.max(tokens?.n ?? 0, duration?.n ?? 0);
  const costGate = gate(request.maxCostIncrease, cost, 'cost');
  const durationGate = gate(request.maxDurationIncrease, duration, 'duration');
  const drop = ({ method: _method, ...rest }: PairedChange) => rest;
  return {
    status: 'compared',
    message: `Against the baseline on ${n} paired items: ${parts.join('; ')}.`,
    method: 't-interval on the log ratio',
    ...(tokens ? { tokens: drop(tokens) } : {}),
    ...(cost ? { cost: drop(cost) } : {}),
    ...(duration ? { duration: drop(duration) } : {}),
    ...gatesOf(costGate, durationGate),
  };
}

/** The worst of the cost gates: failed over inconclusive over passed; undefined when none judged. */
export function costGateVerdict(change: CostChange | undefined): 'failed' | 'inconclusive' | undefined {
  const verdicts = [change?.gates?.cost?.verdict, change?.gates?.duration?.verdict];
  if (verdicts.includes('failed')) return 'failed';
  return verdicts.includes('inconclusive') ? 'inconclusive' : undefined;
}

/** The reason of the gate that decided {@link costGateVerdict}, for the step's failure message. */
export function costGateReason(change: CostChange | undefined): string | undefined {
  const gates = [change?.gates?.cost, change?.gates?.duration];
  const worst = costGateVerdict(change);
  return gates.find((candidate) => candidate?.verdict === worst)?.reason;
}
