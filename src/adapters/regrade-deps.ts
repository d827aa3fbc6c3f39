/** The deps of `osmosis-ci regrade` (commands/regrade.ts): the workspace, osmosis's environment, the journal. */
import { readFile } from 'node:fs/promises';
import type { RegradeDeps } from '../core/grader/regrade.js';
import type { Logger } from '../core/ports.js';
import { runRegrade } from './grader-check.js';
import { emptyEnvFile, osmosisEnvironment, resolveOsmosisBin } from './osmosis-process.js';
import { readStoredSamples } from './stored-samples.js';
import { osmosisInterpreter } from './uv-env.js';
import { findWorkspace, locateInWorkspace } from './workspace-root.js';

export function regradeDeps(env: NodeJS.ProcessEnv, log: Logger): RegradeDeps {
  return {
    env,
    log,
    findWorkspace,
    locate: locateInWorkspace,
    readText: (path) => readFile(path, 'utf8').catch(() => undefined),
    resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
    osmosisEnv: async (bin) => {
      const python = osmosisInterpreter(bin);
      return osmosisEnvironment(env, {
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        PYTHONUTF8: '1',
        ...(env.UV_PYTHON || !python ? {} : { UV_PYTHON: python }),
      });
    },
    readStoredSamples,
    runRegrade,
  };
}
