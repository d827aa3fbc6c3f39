/**
 * The eval-run action's caches: the journal (so a re-run resumes), the rollout's .venv and uv's cache
 * (so a re-run does not reinstall). Restored in the main step before osmosis starts; saved by the post
 * step, which GitHub runs even when the main step failed or was cancelled.
 *
 * eval-submit keeps its baseline with the same class (restoreBaseline, trackBaseline, save): that one
 * cache, under its own key (core/cache-keys.ts baselineCacheSpec, managed).
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { type CacheRunner, cacheRunner, type RestoreOutcome } from '../../adapters/cache.js';
import { fileSha256, journalInputs } from '../../adapters/journal-inputs.js';
import { pythonVersion, runnerPlatform } from '../../adapters/runner-facts.js';
import { osmosisInterpreter, rolloutUvCacheDir } from '../../adapters/uv-env.js';
import type { BeforeRunContext, Logger } from '../../commands/eval-run/index.js';
import {
  type CacheSpec,
  digest,
  journalCacheSpec,
  journalInputsDigest,
  type RestoreStatus,
  rolloutEnvCacheSpec,
  shouldSave,
  uvCacheSpec,
} from '../../core/cache-keys.js';
import { type EvalRunCachesState, parseCacheState } from '../../core/cache-state.js';
import { displayPath } from '../../core/display-path.js';
import { evalsDir } from '../../core/osmosis/paths.js';
import type { EvalRunCache } from '../../core/report/outputs.js';
import type { EvalRunResult } from '../../core/result.js';
import { cacheWorkerScript } from './cache-worker.js';
import { POST_STATE, postState } from './post-state.js';

const STATE = POST_STATE.evalRunCaches;

/** The caches that follow one osmosis run (the baseline follows the config across runs). */
type RunCache = Exclude<EvalRunCache, 'baseline'>;
const DEFAULT_TIMEOUT_SECONDS = 120;

type CachesState = EvalRunCachesState;
type CacheState = NonNullable<CachesState['caches'][EvalRunCache]>;

/** Keys for the three caches, from the validated config and what is on disk. Paths are relative to cwd. */
export async function planCaches(
  context: BeforeRunContext,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<Record<RunCache, CacheSpec>> {
  // Relative to the job's directory, so the entries are the same on any runner; absolute for a workspace
  // outside it (working-directory under $RUNNER_TEMP), since @actions/cache refuses paths with '..'.
  const rel = (path: string) => displayPath(cwd, path);
  const evals = evalsDir(context.workspace);
  const rolloutDir = join(context.workspace, 'rollouts', context.config.experiment.rollout);
  const attempt = env.GITHUB_RUN_ID
    ? { runId: env.GITHUB_RUN_ID, runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1' }
    : null;
  const python = env.UV_PYTHON ?? osmosisInterpreter(context.osmosisBin);
  const [inputs, version, pyproject, lock] = await Promise.all([
    journalInputs(context),
    pythonVersion(python),
    fileSha256(join(rolloutDir, 'pyproject.toml')).catch(() => 'none'),
    fileSha256(join(rolloutDir, 'uv.lock')).catch(() => null),
  ]);
  const platformFacts = runnerPlatform(env);
  return {
    journal: journalCacheSpec({
      runName: context.runName,
      inputsDigest: journalInputsDigest(inputs),
      attempt,
      paths: [
        rel(join(evals, context.runName)),
        // An adaptive eval's batches are runs of their own, <run name>.a<tag>.b<batch>: one entry for all.
        ...(context.inputs.adaptive !== 'off' ? [rel(join(evals, `${context.runName}.a*`))] : []),
        rel(join(evals, '.locks')),
      ],
    }),
    venv: rolloutEnvCacheSpec({
      platform: platformFacts,
      python: version,
      rollout: context.config.experiment.rollout,
      pyprojectSha256: pyproject,
      uvLockSha256: lock,
      paths: [rel(join(rolloutDir, '.venv')), rel(join(rolloutDir, 'uv.lock'))],
    }),
    uv: uvCacheSpec({
      platform: platformFacts,
      lockDigest: digest({ pyproject, lock, python: version }),
      paths: [rolloutUvCacheDir(env)],
    }),
  };
}

export class EvalRunCaches {
  private readonly state: CachesState;
  private readonly runner: CacheRunner;

  constructor(
    private readonly log: Logger,
    options: { timeoutSeconds?: number | undefined; workerScript: string; cwd: string },
    state?: CachesState,
  ) {
    const timeoutMs = (options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
    this.state = state ?? { caches: {}, timeoutMs };
    this.runner = cacheRunner({
      workerScript: options.workerScript,
      cwd: options.cwd,
      timeoutMs: this.state.timeoutMs,
    });
  }

  /** The step's caches, or undefined with `cache: false` (eval-run and eval-merge alike). */
  static forStep(
    log: Logger,
    inputs: { cache: boolean; 'cache-timeout-seconds'?: number | undefined },
  ): EvalRunCaches | undefined {
    if (!inputs.cache) return undefined;
    return new EvalRunCaches(log, {
      timeoutSeconds: inputs['cache-timeout-seconds'],
      workerScript: cacheWorkerScript(),
      cwd: process.cwd(),
    });
  }

  static fromState(log: Logger, options: { workerScript: string; cwd: string }): EvalRunCaches | undefined {
    const text = postState(STATE);
    if (!text) return undefined;
    const state = parseCacheState('eval-run', text);
    if (typeof state === 'string') {
      log.warning(state);
      return undefined;
    }
    return new EvalRunCaches(log, options, state);
  }

  get caches(): CachesState['caches'] {
    return this.state.caches;
  }

  /** The journal first: when it already holds every result, the environment caches are not needed. */
  async restoreJournal(spec: CacheSpec): Promise<RestoreStatus> {
    await this.restoreOne('journal', spec);
    this.persist();
    return this.state.caches.journal?.status ?? 'miss';
  }

  /** The rollout's .venv and uv's cache, in parallel: only when osmosis will start the rollout. */
  async restoreEnvironment(specs: Record<RunCache, CacheSpec>): Promise<void> {
    const { journal: _, ...environment } = specs;
    const entries = Object.entries(environment) as [EvalRunCache, CacheSpec][];
    const outcomes = await this.runner.restoreAll(entries.map(([, spec]) => spec));
    entries.forEach(([name, spec], index) => {
      this.recordRestore(name, spec, outcomes[index] ?? { status: 'miss' });
    });
    this.persist();
  }

  /** The default branch's result for this config, for the baseline comparison of a pull request. */
  async restoreBaseline(spec: CacheSpec): Promise<void> {
    await this.restoreOne('baseline', spec);
    this.persist();
  }

  /** Registers the baseline written by this run (a default-branch push) for the post step to save. */
  trackBaseline(spec: CacheSpec): void {
    this.state.caches.baseline = { spec, status: 'miss' };
    this.state.baselineWritten = true;
    this.persist();
  }

  private async restoreOne(name: EvalRunCache, spec: CacheSpec): Promise<void> {
    this.recordRestore(name, spec, await this.runner.restore(spec));
  }

  private recordRestore(name: EvalRunCache, spec: CacheSpec, outcome: RestoreOutcome): void {
    this.state.caches[name] = { spec, status: outcome.status };
    if (outcome.status === 'exact' || outcome.status === 'partial') {
      this.log.info(
        `Restored the ${name} cache from ${outcome.matchedKey}${outcome.status === 'partial' ? ' (an earlier run)' : ''}`,
      );
    } else if (outcome.status === 'miss') {
      this.log.info(`No ${name} cache yet for ${spec.key}`);
    } else if ('message' in outcome && outcome.status !== 'unavailable') {
      this.log.warning(
        `Restoring the ${name} cache failed (${outcome.status}: ${outcome.message}); running without it.`,
      );
    }
  }

  /** Called when the run ends: a journal the run did not add to is not saved again. */
  recordResult(result: EvalRunResult): void {
    const m = result.metrics;
    this.state.journalChanged = !(m && m.total > 0 && m.resumedRows === m.total);
    this.persist();
  }

  /** The post step: save what changed, side by side in one worker, time-boxed, never failing the job. */
  async save(): Promise<void> {
    const venvRebuilt = this.state.caches.venv?.status !== 'exact';
    const candidates = await Promise.all(
      (Object.entries(this.state.caches) as [EvalRunCache, CacheState][]).map(async ([name, cache]) => {
        const changed =
          name === 'journal'
            ? this.state.journalChanged !== false
            : name === 'uv'
              ? venvRebuilt
              : name === 'baseline'
                ? this.state.baselineWritten === true
                : true;
        if (!shouldSave(cache.status, changed)) {
          this.log.info(
            `The ${name} cache is up to date (${cache.status === 'exact' ? 'exact hit' : 'unchanged'}); not saving it.`,
          );
          return undefined;
        }
        return (await anyPathExists(cache.spec.paths)) ? ([name, cache.spec] as const) : undefined;
      }),
    );
    const toSave = candidates.filter((entry) => entry !== undefined);
    const outcomes = await this.runner.saveAll(toSave.map(([, spec]) => spec));
    toSave.forEach(([name, spec], index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'saved') this.log.info(`Saved the ${name} cache as ${spec.key}`);
      else if (outcome?.status === 'exists') this.log.info(`The ${name} cache ${spec.key} exists already.`);
      else if (outcome && 'message' in outcome && outcome.status !== 'unavailable') {
        this.log.warning(
          `Saving the ${name} cache failed (${outcome.status}: ${outcome.message}); the next run starts without it.`,
        );
      }
    });
  }

  private persist(): void {
    core.saveState(STATE, JSON.stringify(this.state));
  }
}

async function anyPathExists(paths: readonly string[]): Promise<boolean> {
  const found = await Promise.all(
    paths.map((path) =>
      access(path).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.includes(true);
}
