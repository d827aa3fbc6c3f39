/**
 * What a main step leaves its post step about the caches it restored (core.saveState), one checked
 * schema per action: setup-osmosis's tool cache, eval-run's journal, environment and baseline caches,
 * the submit actions' state files. The post step parses it here instead of trusting a cast, so a state
 * it cannot read (another version of the action in the same job, a hand-set STATE_ variable) is a
 * clear warning and nothing is saved, never a save of a half-read key.
 */
import * as z from 'zod';
import type { CacheSpec, RestoreStatus } from './cache-keys.js';
import { EVAL_RUN_CACHES } from './report/outputs.js';
import type { Assert } from './result.js';

const RESTORE_STATUSES = ['exact', 'partial', 'miss', 'unavailable', 'error', 'timeout'] as const;
export type _RestoreStatuses = Assert<RestoreStatus extends (typeof RESTORE_STATUSES)[number] ? true : false>;

const cacheSpec = z.object({
  key: z.string().min(1),
  restoreKeys: z.array(z.string()),
  paths: z.array(z.string()).min(1),
}) satisfies z.ZodType<CacheSpec>;

const restored = z.object({ spec: cacheSpec, status: z.enum(RESTORE_STATUSES) });

const setupCacheState = restored.extend({
  installed: z.boolean(),
  timeoutMs: z.number().int().positive(),
});
export type SetupCacheState = z.infer<typeof setupCacheState>;

const evalRunCachesState = z.object({
  caches: z.partialRecord(z.enum(EVAL_RUN_CACHES), restored),
  /** Whether this run wrote anything to the journal; unknown until it ends (then the post step saves). */
  journalChanged: z.boolean().optional(),
  /** A default-branch run wrote its result as the baseline for pull requests. */
  baselineWritten: z.boolean().optional(),
  timeoutMs: z.number().int().positive(),
});
export type EvalRunCachesState = z.infer<typeof evalRunCachesState>;

const submissionsState = restored;
export type SubmissionsState = z.infer<typeof submissionsState>;

const SCHEMAS = {
  'setup-osmosis': setupCacheState,
  'eval-run': evalRunCachesState,
  submissions: submissionsState,
} as const;
type StateKind = keyof typeof SCHEMAS;

/** A post step's state, checked; a string says why it cannot be read (for a warning: nothing is saved). */
export function parseCacheState<K extends StateKind>(
  kind: K,
  text: string,
): z.infer<(typeof SCHEMAS)[K]> | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `The ${kind} cache state its main step left is not JSON; nothing is saved.`;
  }
  const parsed = SCHEMAS[kind].safeParse(json);
  if (parsed.success) return parsed.data as z.infer<(typeof SCHEMAS)[K]>;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return `The ${kind} cache state its main step left is not what this post step reads (${issue?.message ?? 'invalid'}${where}): is a different version of the action in this job? Nothing is saved.`;
}
