/**
 * `setup` as an action (node24, with a post step): find osmosis, else restore the osmosis tool environment
 * from the Actions cache, else install it; put it on PATH; the post step saves what was installed.
 */
import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import {
  actionInput,
  actionsLog,
  addPath,
  annotate,
  inputLabel,
  mask,
  setOutputs,
} from '../../adapters/actions-runtime.js';
import { cacheRunner } from '../../adapters/cache.js';
import { ensureCloudflared } from '../../adapters/cloudflared.js';
import { preflightDeps } from '../../adapters/preflight-deps.js';
import { pythonVersion, runnerPlatform } from '../../adapters/runner-facts.js';
import { setupDeps } from '../../adapters/setup-deps.js';
import { type PreflightResult, preflight } from '../../commands/preflight.js';
import { type SetupResult, setup, setupPlan } from '../../commands/setup.js';
import { toolCacheSpec } from '../../core/cache-keys.js';
import { parseSetupInputs, type SetupInputs } from '../../core/inputs.js';
import { OSMOSIS_EVAL_EXTRA } from '../../core/osmosis/pins.js';
import { parsePythonRequest, requestedVersion } from '../../core/osmosis/python-request.js';
import { preflightOutputs, setupOutputs } from '../../core/report/outputs.js';
import { cacheWorkerScript } from './cache-worker.js';
import { SETUP_CACHE_STATE, type SetupCacheState } from './setup-cache-state.js';

const DEFAULT_TIMEOUT_SECONDS = 120;

export const parseSetupActionInputs = (): SetupInputs => parseSetupInputs(actionInput, inputLabel);

/** The platform token, masked before anything can log it: the input, else OSMOSIS_TOKEN. */
function platformToken(): string | undefined {
  const token = actionInput('osmosis-token')?.trim() || process.env.OSMOSIS_TOKEN || undefined;
  if (token) mask(token);
  return token;
}

/** The tool cache key's Python: `auto`, the version asked for (`3.12`), or what a named interpreter reports. */
async function toolCachePython(python: string | undefined): Promise<string> {
  if (python === undefined) return 'auto';
  return requestedVersion(parsePythonRequest(python, 'python')) ?? (await pythonVersion(python));
}

export async function setupAction(inputs = parseSetupActionInputs()): Promise<SetupResult> {
  const token = platformToken();
  const { version, paths } = setupPlan(inputs, setupDeps(process.env, actionsLog));
  const timeoutMs = (inputs['cache-timeout-seconds'] ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  const spec = inputs.cache
    ? toolCacheSpec({
        platform: runnerPlatform(process.env),
        python: await toolCachePython(inputs.python),
        osmosisVersion: version,
        extra: OSMOSIS_EVAL_EXTRA,
        // Not the uv that installed osmosis (paths.uvVenv): the eval extra brings its own uv, which is
        // the one osmosis runs, so a restored install needs nothing else.
        paths: [paths.toolDir, paths.binDir, paths.pythonDir],
      })
    : undefined;
  // Set only when setup restored (no install was here): what the post step may save.
  let cache: Omit<SetupCacheState, 'installed'> | undefined;
  const restoreTools =
    spec &&
    (async () => {
      const outcome = await cacheRunner({
        workerScript: cacheWorkerScript(),
        cwd: process.cwd(),
        timeoutMs,
      }).restore(spec);
      if ('message' in outcome && outcome.status !== 'unavailable') {
        actionsLog.warning(
          `Restoring the osmosis tool cache failed (${outcome.status}: ${outcome.message}); installing instead.`,
        );
      }
      cache = { spec, status: outcome.status, timeoutMs };
    });

  const result = await setup(inputs, setupDeps(process.env, actionsLog, restoreTools));
  if (cache)
    core.saveState(SETUP_CACHE_STATE, JSON.stringify({ ...cache, installed: result.source === 'installed' }));
  addPath(result.binDir);
  const cloudflaredPath = inputs.cloudflared
    ? await ensureCloudflared(result.binDir, process.env, actionsLog)
    : undefined;
  setOutputs(setupOutputs({ ...result, cloudflaredPath }, spec?.key));
  const checked = await preflight(inputs, token, result.osmosisPath, preflightDeps(process.env, actionsLog));
  setOutputs(preflightOutputs(checked));
  annotateScaffold(checked);
  if (checked.failure) throw checked.failure;
  return result;
}

/** Each scaffold problem as an annotation on its path, relative to the repository root. */
function annotateScaffold(checked: PreflightResult): void {
  const root = process.env.GITHUB_WORKSPACE ?? process.cwd();
  for (const problem of checked.problems) {
    const absolute = resolve(checked.workspaceDirectory ?? process.cwd(), problem.path);
    const path = relative(root, absolute).split('\\').join('/') + (problem.path.endsWith('/') ? '/' : '');
    annotate(problem.level, problem.message, { title: 'Osmosis workspace', file: path });
  }
}
