/**
 * Inputs, parsed once into a typed object. The action and the CLI read their raw strings differently (action
 * inputs vs. flags) but both come here, so they accept exactly the same values and fail with the same
 * messages. Names are the action's kebab-case input names; the CLI's flags match them.
 */
import { z } from 'zod';
import { budgetInputsShape, checkBudget } from './adaptive/budget.js';
import { BUNDLE_MODES, DEFAULT_BUNDLE_MAX_MB } from './artifacts/bundle.js';
import { UPLOAD_MODES } from './artifacts/upload.js';
import { VIEWER_MODES } from './artifacts/viewer.js';
import { waiverInputsShape } from './baseline/waiver-inputs.js';
import { checkPricePair } from './cost/model-price.js';
import { UsageError } from './errors.js';
import { grouped } from './format.js';
import { DEFAULT_HISTORY_RUNS, DEFAULT_RERUN_BUDGET } from './history/row-history.js';
import { checkGateMetric } from './input-pairs.js';
import {
  boolean,
  boundedInt,
  boundedNumber,
  fraction,
  httpUrl,
  infrastructureErrorRate,
  optionalBoolean,
  optionalText,
  pathText,
} from './input-values.js';
import { CHECKS } from './osmosis/preflight.js';
import { GATE_METRICS } from './pass-k.js';
import { GATE_ON } from './verdict/gate.js';

export type RawInputs = (name: string) => string | undefined;
/** How the entry names an input in messages: "the `min-pass-rate` input" or "--min-pass-rate". */
export type InputLabel = (name: string) => string;

/** off: no GitHub call at all; upsert: update in place; recreate: replace it with a new one. */
export const COMMENT_MODES = ['upsert', 'recreate', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const ROWS = /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/;

/**
 * The bounds of every numeric input (docs/inputs.md lists them). Each keeps a value from reaching
 * osmosis or the platform when no user can mean it: a row range osmosis would materialise in memory, a
 * concurrency no rollout server offers, an integer that reaches argv in exponent notation.
 */
export const LIMITS = {
  /** The highest row index a selection may name (the baseline's row outcomes stop here too). */
  rowIndex: 4_999_999,
  /** Rows one selection may hold, all ranges together. */
  selectedRows: 1_000_000,
  rowsText: 10_000, // characters of a row selection
  /** Rows × n of one local run: what osmosis holds in memory as its work items. */
  workItems: 1_000_000,
  maxInFlight: 1024,
  /** pass@k's k: at most the samples per row, [evaluation].n (checked against the config before the run). */
  samplesPerRow: 1_000_000,
  /** GitHub's issue and pull request numbers are 32-bit. */
  prNumber: 2_147_483_647,
  cacheTimeoutSeconds: 3600,
  maxRank: 100_000,
  timeoutMinutes: 10_080, // a week: longer than any GitHub job may run
  pollIntervalSeconds: { min: 0.05, max: 3600 },
  /** A TCP port (listener-port, rollout-port). */
  port: 65_535,
  /** Megabytes of a run bundle: a workflow artifact a reviewer downloads, not a backup of the run. */
  bundleMaxMb: { min: 1, max: 2048 },
  /** Rows per adaptive batch: one osmosis run each. */
  batchSize: 1_000_000,
  /** The adaptive gate's confidence: below 0.5 it is a coin; above 0.999 no batch would ever decide. */
  confidence: { min: 0.5, max: 0.999 },
  /** What an osmosis start costs, in rows: 0 (free) up to a million rows. */
  startCost: { min: 0, max: 1_000_000 },
  /** Matrix shards of one eval. */
  shards: 256,
  /** Default-branch runs a row history keeps. */
  historyRuns: 1000,
  /** The history gate's re-runs, as a fraction of one pass: 0 (none) to 10 passes. */
  rerunBudget: { min: 0, max: 10 },
  /** Dollars per million tokens: free (0) up to a price no model has. */
  pricePerMillion: { min: 0, max: 100_000 },
} as const;

/** The tunnel providers `osmosis eval run --tunnel` accepts. */
export const TUNNELS = ['cloudflared'] as const;

/** How an eval may stop before every row ran (core/adaptive/decision.ts). */
export const ADAPTIVE_MODES = ['off', 'certain', 'confident'] as const;

/** `i/n`: the i-th of n matrix shards (1-based), or why the text is not one. */
export function parseShard(text: string): { index: number; count: number } | string {
  const match = /^(\d{1,4})\s*\/\s*(\d{1,4})$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || count > LIMITS.shards || index < 1 || index > count) {
    return `must be i/n with 1 ≤ i ≤ n ≤ ${LIMITS.shards}, e.g. 2/3 (the matrix leg's number and the number of legs), got ${JSON.stringify(text)}`;
  }
  return { index, count };
}

export interface RowSelection {
  ranges: [number, number][];
  /** Rows selected, counting a row named twice twice (an upper bound of what osmosis runs). */
  count: number;
  /** The highest row index named. */
  highest: number;
}

/** A row selection such as "0-9" or "3,7,10-20", or why it is not one (within LIMITS). */
export function parseRows(text: string): RowSelection | string {
  if (text.length > LIMITS.rowsText)
    return `is ${grouped(text.length)} characters long; at most ${grouped(LIMITS.rowsText)} are accepted (use ranges such as "0-999")`;
  if (!ROWS.test(text)) return 'must be row indexes and ranges such as "0-9" or "3,7,10-20"';
  const ranges: [number, number][] = [];
  let count = 0;
  let highest = 0;
  for (const part of text.split(',')) {
    const [first, last = first] = part.split('-');
    const start = Number(first);
    const end = Number(last);
    if (start > LIMITS.rowIndex || end > LIMITS.rowIndex)
      return `names row ${part}, past the highest row index accepted (${grouped(LIMITS.rowIndex)})`;
    if (end < start) return `has a range whose end comes before its start (${part})`;
    ranges.push([start, end]);
    count += end - start + 1;
    highest = Math.max(highest, end);
  }
  if (count > LIMITS.selectedRows)
    return `selects ${grouped(count)} rows; at most ${grouped(LIMITS.selectedRows)} are accepted in one run`;
  return { ranges, count, highest };
}

const rowsInput = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const parsed = parseRows(value);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return value;
});

/** `upload`: false, true or default-branch (true/false in any case, as every boolean input). */
export const uploadMode = optionalText.transform((value, ctx) => {
  const normalized = value === undefined ? 'false' : value.toLowerCase();
  const mode = UPLOAD_MODES.find((candidate) => candidate === normalized);
  if (mode) return mode;
  ctx.addIssue({
    code: 'custom',
    message: `must be one of ${UPLOAD_MODES.join(', ')}, got ${JSON.stringify(value)}`,
  });
  return z.NEVER;
});

const shardInput = optionalText.transform((value, ctx) => {
  const parsed = value === undefined ? undefined : parseShard(value);
  if (typeof parsed !== 'string') return parsed;
  ctx.addIssue({ code: 'custom', message: parsed });
  return z.NEVER;
});

export const evalRunSchema = z.object({
  config: pathText.pipe(
    z.string({ error: 'is required: the path of an eval config, e.g. configs/eval/my-rollout.toml' }),
  ),
  'working-directory': pathText,
  'min-pass-rate': fraction,
  'gate-on': optionalText.pipe(
    z.enum(GATE_ON, { error: `must be one of ${GATE_ON.join(', ')}` }).default('pass-rate'),
  ),
  'gate-metric': optionalText.pipe(
    z.enum(GATE_METRICS, { error: `must be one of ${GATE_METRICS.join(', ')}` }).default('pass-rate'),
  ),
  k: boundedInt(LIMITS.samplesPerRow),
  'allow-inconclusive': boolean(false),
  'max-infrastructure-error-rate': infrastructureErrorRate,
  'dataset-file': pathText,
  rows: rowsInput,
  'run-name': optionalText.pipe(
    z
      .string()
      .regex(
        RUN_NAME,
        'must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators)',
      )
      .refine((name) => name !== '.locks' && !name.includes('..'), 'must not be ".locks" or contain ".."')
      .optional(),
  ),
  'max-in-flight': boundedInt(LIMITS.maxInFlight),
  fresh: boolean(false),
  'retry-failed': boolean(false),
  'osmosis-path': pathText,
  'result-dir': pathText,
  'comment-mode': optionalText.pipe(
    z.enum(COMMENT_MODES, { error: `must be one of ${COMMENT_MODES.join(', ')}` }).default('upsert'),
  ),
  'comment-key': optionalText,
  'pr-number': boundedInt(LIMITS.prNumber),
  'minimize-outdated': boolean(false),
  'max-regression': fraction,
  'baseline-dir': pathText,
  'history-runs': boundedInt(LIMITS.historyRuns).transform((value) => value ?? DEFAULT_HISTORY_RUNS),
  'rerun-budget': boundedNumber('passes', LIMITS.rerunBudget).transform(
    (value) => value ?? DEFAULT_RERUN_BUDGET,
  ),
  cache: boolean(true),
  'cache-timeout-seconds': boundedInt(LIMITS.cacheTimeoutSeconds),
  // osmosis's run-time options (never part of the run's locked inputs, so they never change the journal).
  verbose: boolean(false),
  'grader-check': boolean(false),
  tunnel: optionalText.pipe(
    z.enum(TUNNELS, { error: 'must be cloudflared (the one provider osmosis has)' }).optional(),
  ),
  'advertise-url': httpUrl.refine(
    (value) => value === undefined || !/[?#]/.test(value),
    'must be a base URL without a query or fragment: osmosis appends the chat path to it',
  ),
  'listener-port': boundedInt(LIMITS.port),
  'rollout-port': boundedInt(LIMITS.port),
  upload: uploadMode,
  'platform-url': httpUrl,
  bundle: optionalText.pipe(
    z.enum(BUNDLE_MODES, { error: `must be one of ${BUNDLE_MODES.join(', ')}` }).default('failing'),
  ),
  'bundle-max-mb': boundedNumber('megabytes', LIMITS.bundleMaxMb).transform(
    (value) => value ?? DEFAULT_BUNDLE_MAX_MB,
  ),
  /** true: the bundle and the viewer; false: neither; unset: the viewer, where the artifact service is there. */
  'upload-artifact': optionalBoolean,
  viewer: optionalText.pipe(
    z.enum(VIEWER_MODES, { error: `must be one of ${VIEWER_MODES.join(', ')}` }).default('failing'),
  ),
  adaptive: optionalText.pipe(
    z.enum(ADAPTIVE_MODES, { error: `must be one of ${ADAPTIVE_MODES.join(', ')}` }).default('off'),
  ),
  confidence: fraction.transform((value, ctx) => {
    const { min, max } = LIMITS.confidence;
    if (value !== undefined && (value < min || value > max)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be from ${min} to ${max} (0.95 means 95%), got ${value}`,
      });
      return z.NEVER;
    }
    return value ?? 0.95;
  }),
  'batch-size': boundedInt(LIMITS.batchSize),
  'start-cost': boundedNumber('rows', LIMITS.startCost),
  shard: shardInput,
  // US dollars per million tokens, for a model LiteLLM's cost map does not price (core/cost/).
  'price-per-million-input': boundedNumber('dollars', LIMITS.pricePerMillion),
  'price-per-million-output': boundedNumber('dollars', LIMITS.pricePerMillion),
  'max-cost-increase': boundedNumber('a fraction', { min: 0, max: 100 }),
  'max-duration-increase': boundedNumber('a fraction', { min: 0, max: 100 }),
  ...budgetInputsShape,
  ...waiverInputsShape,
});

export type EvalRunInputs = z.infer<typeof evalRunSchema>;
export const EVAL_RUN_INPUT_NAMES = Object.keys(evalRunSchema.shape) as (keyof EvalRunInputs)[];

/** The pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`); the token is read apart, masked first. */
export const preflightShape = {
  check: optionalText.pipe(z.enum(CHECKS, { error: `must be one of ${CHECKS.join(', ')}` }).default('none')),
  'platform-url': httpUrl,
  'working-directory': pathText,
};
const setupSchema = z.object({
  'osmosis-version': optionalText,
  python: pathText,
  'cache-dir': pathText,
  cache: boolean(true),
  'cache-timeout-seconds': boundedInt(LIMITS.cacheTimeoutSeconds),
  ...preflightShape,
  cloudflared: boolean(false),
});
export type SetupInputs = z.infer<typeof setupSchema>;
export const SETUP_INPUT_NAMES = Object.keys(setupSchema.shape) as (keyof SetupInputs)[];

export function parseWith<S extends z.ZodObject>(
  schema: S,
  names: readonly string[],
  get: RawInputs,
  label: InputLabel,
): z.infer<S> {
  const raw = Object.fromEntries(names.map((name) => [name, get(name)]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${label(String(issue.path[0] ?? ''))} ${issue.message}`,
  );
  throw new UsageError(
    problems.length === 1 ? `${problems[0]}.` : `Invalid inputs:\n- ${problems.join('\n- ')}`,
  );
}

export function parseEvalRunInputs(get: RawInputs, label: InputLabel): EvalRunInputs {
  const inputs = parseWith(evalRunSchema, EVAL_RUN_INPUT_NAMES, get, label);
  if (inputs.fresh && inputs['retry-failed']) {
    // osmosis would archive the journal and re-run every row: not what retrying the failed ones means.
    throw new UsageError(
      `${label('fresh')} and ${label('retry-failed')} cannot be used together: fresh archives the journal and starts every row again, retry-failed re-runs only the failed and skipped rows of it. Choose one.`,
    );
  }
  checkTunnelPairing(inputs, label);
  checkAdaptive(inputs, label);
  checkBudget(inputs, label);
  checkPricePair(inputs, label);
  checkGateMetric(inputs, label);
  // confidence has a default, so only the raw input tells whether it was given.
  if ((get('confidence') ?? '').trim() !== '' && inputs.adaptive !== 'confident') {
    throw new UsageError(
      `${label('confidence')} applies only to ${label('adaptive')} confident, which stops early once a confidence sequence settles the verdict; ${inputs.adaptive === 'off' ? 'this run is not adaptive' : `${label('adaptive')} certain never uses it`}. Add ${label('adaptive')} confident, or remove ${label('confidence')}.`,
    );
  }
  return inputs;
}

/** osmosis's pairing rules for its tunnel options, checked before it starts (exit 2, not a failed run). */
function checkTunnelPairing(inputs: EvalRunInputs, label: InputLabel): void {
  if (inputs.tunnel !== undefined && inputs['advertise-url'] !== undefined) {
    throw new UsageError(
      `${label('tunnel')} and ${label('advertise-url')} cannot be used together: tunnel makes osmosis start a cloudflared tunnel, advertise-url points at one you run. Choose one.`,
    );
  }
  if (inputs['advertise-url'] !== undefined && inputs['listener-port'] === undefined) {
    throw new UsageError(
      `${label('advertise-url')} needs ${label('listener-port')}: your tunnel forwards to a fixed local port, so osmosis's model-bridge listener must listen on it. Set ${label('listener-port')} to the port your tunnel targets.`,
    );
  }
  const listener = inputs['listener-port'];
  if (listener !== undefined && listener === inputs['rollout-port']) {
    throw new UsageError(
      `${label('listener-port')} and ${label('rollout-port')} are both ${listener}: the model-bridge listener and the rollout server each need their own port. Change one.`,
    );
  }
}

/** The adaptive gate settles the pass-rate gate of a full run: it needs that gate, and one run to stop early. */
function checkAdaptive(inputs: EvalRunInputs, label: InputLabel): void {
  if (inputs.adaptive === 'off') {
    for (const name of ['batch-size', 'start-cost'] as const) {
      if (inputs[name] !== undefined) {
        throw new UsageError(
          `${label(name)} applies only to an adaptive run: set ${label('adaptive')} to certain or confident, or remove it.`,
        );
      }
    }
    return;
  }
  if (
    inputs['start-cost'] !== undefined &&
    (inputs.adaptive !== 'confident' || inputs['batch-size'] !== undefined)
  ) {
    throw new UsageError(
      inputs.adaptive !== 'confident'
        ? `${label('start-cost')} plans the batches of ${label('adaptive')} confident; ${label('adaptive')} certain runs batches of ${label('batch-size')} (or the default). Remove ${label('start-cost')}.`
        : `${label('batch-size')} sets the batches and ${label('start-cost')} plans them by cost: give one of them.`,
    );
  }
  if (inputs['min-pass-rate'] === undefined) {
    throw new UsageError(
      `${label('adaptive')} ${inputs.adaptive} needs ${label('min-pass-rate')}: it stops once the verdict against that threshold is settled, and without one there is no verdict to settle.`,
    );
  }
  if (inputs['gate-on'] !== 'pass-rate') {
    throw new UsageError(
      `${label('adaptive')} settles the pass-rate gate of the full run; ${label('gate-on')} ${inputs['gate-on']} is not supported with it. Remove one of them.`,
    );
  }
  if (inputs.upload !== 'false') {
    throw new UsageError(
      `${label('adaptive')} runs the rows in batches, each its own osmosis run, and ${label('upload')} publishes one run: publish a full run instead, or remove one of them.`,
    );
  }
  if (inputs['max-regression'] !== undefined) {
    // McNemar's p-value holds for a fixed set of rows, not for rows an adaptive run stopped on.
    throw new UsageError(
      `${label('adaptive')} and ${label('max-regression')} cannot be used together: the regression test against the baseline holds for a fixed set of rows, not for the rows an adaptive run stopped after. Remove ${label('max-regression')}, or run every row (${label('adaptive')} off).`,
    );
  }
  if (inputs.shard !== undefined) {
    throw new UsageError(
      `${label('adaptive')} and ${label('shard')} cannot be used together: an adaptive run decides from a seeded sample of every row, a shard runs a fixed part of them. Choose one.`,
    );
  }
}

export function parseSetupInputs(get: RawInputs, label: InputLabel): SetupInputs {
  return parseWith(setupSchema, SETUP_INPUT_NAMES, get, label);
}

const doctorSchema = z.object({ ...preflightShape, 'osmosis-path': pathText });
export type PreflightInputs = z.infer<typeof doctorSchema>;
export const DOCTOR_INPUT_NAMES = Object.keys(doctorSchema.shape) as (keyof PreflightInputs)[];

export function parseDoctorInputs(get: RawInputs, label: InputLabel): PreflightInputs {
  return parseWith(doctorSchema, DOCTOR_INPUT_NAMES, get, label);
}
