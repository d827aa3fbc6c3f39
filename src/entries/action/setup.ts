/**
 * `setup` as an action (node24, with a post step): restore the osmosis tool environment from the
 * Actions cache, find or install osmosis, put it on PATH; the post step saves what was installed.
 */
import * as core from '@actions/core';
import { actionInput, actionsLog, addPath, inputLabel, setOutputs } from '../../adapters/actions-runtime.js';
import { cacheRunner, type RestoreOutcome } from '../../adapters/cache.js';
import { pythonVersion, runnerPlatform } from '../../adapters/runner-facts.js';
import { type SetupResult, setup, setupPlan } from '../../commands/setup.js';
import { type CacheSpec, shouldSave, toolCacheSpec } from '../../core/cache-keys.js';
import { parseSetupInputs, type SetupInputs } from '../../core/inputs.js';
import { setupOutputs } from '../../core/outputs.js';
import { OSMOSIS_EVAL_EXTRA } from '../../core/pins.js';
import { cacheWorkerScript } from './eval-run.js';

const STATE = 'osmosis-ci-setup-cache';
const DEFAULT_TIMEOUT_SECONDS = 120;

interface SetupCacheState {
  spec: CacheSpec;
  status: RestoreOutcome['status'];
  installed: boolean;
  timeoutMs: number;
}

export const parseSetupActionInputs = (): SetupInputs => parseSetupInputs(actionInput, inputLabel);

export async function setupAction(inputs = parseSetupActionInputs()): Promise<SetupResult> {
  const { version, paths } = setupPlan(inputs, process.env);
  const timeoutMs = (inputs['cache-timeout-seconds'] ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  let cache: Omit<SetupCacheState, 'installed'> | undefined;
  const restoreTools = async () => {
    const spec = toolCacheSpec({
      platform: runnerPlatform(process.env),
      python: inputs.python ? await pythonVersion(inputs.python) : 'auto',
      osmosisVersion: version,
      extra: OSMOSIS_EVAL_EXTRA,
      // Not the uv that installed osmosis (paths.uvVenv): the eval extra brings its own uv, which is
      // the one osmosis runs, so a restored install needs nothing else.
      paths: [paths.toolDir, paths.binDir, paths.pythonDir],
    });
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
  };

  const result = await setup(inputs, process.env, actionsLog, inputs.cache ? restoreTools : undefined);
  if (cache) core.saveState(STATE, JSON.stringify({ ...cache, installed: result.source === 'installed' }));
  addPath(result.binDir);
  setOutputs(setupOutputs(result, cache?.spec.key));
  return result;
}

export async function setupPostAction(): Promise<void> {
  const text = core.getState(STATE);
  if (!text) return;
  const state = JSON.parse(text) as SetupCacheState;
  if (!shouldSave(state.status, state.installed)) return;
  const runner = cacheRunner({
    workerScript: cacheWorkerScript(),
    cwd: process.cwd(),
    timeoutMs: state.timeoutMs,
  });
  const outcome = await runner.save(state.spec);
  if (outcome.status === 'saved') actionsLog.info(`Saved the osmosis tool cache as ${state.spec.key}`);
  else if ('message' in outcome && outcome.status !== 'unavailable') {
    actionsLog.warning(`Saving the osmosis tool cache failed (${outcome.status}: ${outcome.message}).`);
  }
}
