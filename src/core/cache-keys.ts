/**
 * Cache keys: pure functions of the facts that decide a cache's content, under a versioned prefix.
 * The CLI version stays out wherever it does not change the content: a journal written by one
 * osmosis-ci or osmosis-ai release resumes under the next.
 */
import { createHash } from 'node:crypto';

/** Bump to invalidate every cache osmosis-ci ever wrote (a format change in what we store). */
export const CACHE_KEY_VERSION = 'v1';
const PREFIX = `osmosis-ci-${CACHE_KEY_VERSION}`;

export interface Platform {
  os: string;
  arch: string;
  /** The runner image (ImageOS on GitHub), so a venv is never restored onto another distribution. */
  image: string;
}

export interface CacheSpec {
  /** Exact key this run writes. */
  key: string;
  /** Prefixes tried, in order, when the exact key misses. */
  restoreKeys: string[];
  paths: string[];
}

/** The toolkit rejects commas in keys; everything user-made is reduced to a safe alphabet. */
export function keyPart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_') || '_';
}

/** A short, stable digest of a JSON-able value: object keys sorted, so field order never matters. */
export function digest(value: unknown, length = 16): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, length);
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const platformPart = (p: Platform) => `${keyPart(p.os)}-${keyPart(p.arch)}-${keyPart(p.image)}`;

/** The osmosis tool environment uv installs (and the uv beside it). */
export function toolCacheSpec(options: {
  platform: Platform;
  python: string;
  osmosisVersion: string;
  extra: string;
  paths: string[];
}): CacheSpec {
  const key = `${PREFIX}-tool-${platformPart(options.platform)}-py${keyPart(options.python)}-osmosis${keyPart(options.osmosisVersion)}-${keyPart(options.extra)}`;
  return { key, restoreKeys: [], paths: options.paths };
}

/** A rollout's `.venv`: valid only for the same interpreter and the same declared and locked dependencies. */
export function rolloutEnvCacheSpec(options: {
  platform: Platform;
  python: string;
  rollout: string;
  pyprojectSha256: string;
  uvLockSha256: string | null;
  paths: string[];
}): CacheSpec {
  const deps = digest({ pyproject: options.pyprojectSha256, lock: options.uvLockSha256 });
  const key = `${PREFIX}-venv-${platformPart(options.platform)}-py${keyPart(options.python)}-${keyPart(options.rollout)}-${deps}`;
  return { key, restoreKeys: [], paths: options.paths };
}

/** uv's download cache: any older one helps, so it restores by prefix and is saved when the lock changes. */
export function uvCacheSpec(options: { platform: Platform; lockDigest: string; paths: string[] }): CacheSpec {
  const prefix = `${PREFIX}-uv-${platformPart(options.platform)}-`;
  return { key: `${prefix}${options.lockDigest}`, restoreKeys: [prefix], paths: options.paths };
}

/**
 * What locks an osmosis run (contract §3.3): if any of it changes, osmosis refuses to resume, so it is
 * part of the journal key and a changed input simply starts a fresh journal.
 */
export interface JournalInputs {
  modelPath: string;
  /** sha256 of the dataset file's bytes, or the platform dataset's name when there is no local file. */
  dataset: { sha256: string } | { platformName: string };
  rows: string | null;
  limit: number | null;
  n: number;
  agentTimeoutS: number | null;
  graderTimeoutS: number | null;
  rollout: { name: string; entrypoint: string; sourceDigest: string };
  env: Record<string, string>;
  secretNames: string[];
}

export function journalInputsDigest(inputs: JournalInputs): string {
  return digest({ ...inputs, secretNames: [...inputs.secretNames].sort() });
}

export interface WorkflowAttempt {
  runId: string;
  runAttempt: string;
}

/**
 * The journal of one run name: written once per workflow run attempt; attempt N restores attempt N-1
 * of the same workflow run first, then the newest journal any run wrote for the same inputs.
 */
export function journalCacheSpec(options: {
  runName: string;
  inputsDigest: string;
  attempt: WorkflowAttempt | null;
  paths: string[];
}): CacheSpec {
  const base = `${PREFIX}-journal-${keyPart(options.runName)}-${options.inputsDigest}-`;
  if (!options.attempt) return { key: `${base}local`, restoreKeys: [base], paths: options.paths };
  const run = `${base}${keyPart(options.attempt.runId)}-`;
  return {
    key: `${run}${keyPart(options.attempt.runAttempt)}`,
    restoreKeys: [run, base],
    paths: options.paths,
  };
}

export type RestoreStatus = 'exact' | 'partial' | 'miss' | 'unavailable' | 'error' | 'timeout';

/**
 * Save only what changed: never after an exact hit (the same key holds the same content), never
 * without a cache service, and never when the step left the content as it found it.
 */
export function shouldSave(restored: RestoreStatus, contentChanged: boolean): boolean {
  if (restored === 'exact' || restored === 'unavailable') return false;
  return contentChanged;
}

/**
 * The managed-run state files (the name a submit step gave its platform run), so a re-run of the job
 * finds the run its earlier attempt submitted instead of submitting another. Written per attempt;
 * attempt N restores the newest earlier attempt of the same workflow run, job and step.
 */
export function submissionsCacheSpec(options: {
  runId: string;
  job: string;
  /** What tells this step apart from other submit steps of the job: kind, config, state-key. */
  step: unknown;
  attempt: string;
  paths: string[];
}): CacheSpec {
  const prefix = `${PREFIX}-submissions-${keyPart(options.runId)}-${keyPart(options.job)}-${digest(options.step)}-`;
  return { key: `${prefix}${keyPart(options.attempt)}`, restoreKeys: [prefix], paths: options.paths };
}

/** eval-run's baselines (local evals) and eval-submit's (managed evals) of one config never stand in for each other. */
export const BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v2-';
export const MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v2-';
/** The keys before they carried the commit: still restored (last), so no pull request loses its baseline on upgrade. */
const LEGACY_BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v1-';
const LEGACY_MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v1-';
/** The Actions cache refuses keys over 512 characters. */
export const MAX_CACHE_KEY_LENGTH = 512;

/**
 * The baseline cache entry for a config: saved under `key` by default-branch runs,
 * `<prefix><config digest>-<commit sha>-<run id>`, restored by prefix by pull requests (the newest
 * entry with a prefix wins): first the entries of the pull request's base commit (`baseSha`), then
 * the newest of any commit, then one saved before the key carried the commit. `managed`: the
 * baseline of eval-submit, whose runs the platform made, under a prefix of its own.
 */
export function baselineCacheSpec(options: {
  workingDirectory: string;
  config: string;
  runId: string | null;
  /** The commit of the run that saves (GITHUB_SHA); null outside a workflow. */
  sha: string | null;
  /** The pull request's base commit, when this run is for a pull request. */
  baseSha?: string | null | undefined;
  dir: string;
  managed?: boolean;
}): CacheSpec {
  const id = baselineConfigDigest(options.workingDirectory, options.config);
  const prefix = `${options.managed ? MANAGED_BASELINE_KEY_PREFIX : BASELINE_KEY_PREFIX}${id}-`;
  const legacy = `${options.managed ? LEGACY_MANAGED_BASELINE_KEY_PREFIX : LEGACY_BASELINE_KEY_PREFIX}${id}-`;
  // Bounded parts, so the key stays far below the cache's limit whatever the environment says.
  const commit = (sha: string) => keyPart(sha).slice(0, 64);
  const run = options.runId ? keyPart(options.runId).slice(0, 128) : 'local';
  const key = `${prefix}${options.sha ? commit(options.sha) : 'nosha'}-${run}`;
  const base = options.baseSha ? [`${prefix}${commit(options.baseSha)}-`] : [];
  return { key, restoreKeys: [...base, prefix, legacy], paths: [options.dir] };
}

/** Which config a baseline belongs to: its path in the repository, not its content (a PR may change it). */
export function baselineConfigDigest(workingDirectory: string, config: string): string {
  const normalize = (path: string) =>
    path
      .replaceAll('\\', '/')
      .split('/')
      .filter((part) => part !== '' && part !== '.')
      .join('/');
  return digest({ workingDirectory: normalize(workingDirectory), config: normalize(config) });
}
