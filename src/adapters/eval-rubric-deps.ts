/** The file system and the osmosis process behind eval-rubric. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Logger } from '../core/ports.js';
import type { EvalRubricDeps } from '../core/rubric/rubric-ports.js';
import { ambientSecretValues } from '../core/secrets.js';
import { pathKind } from './dataset-files.js';
import { emptyEnvFile, osmosisEnvironment, resolveOsmosisBin, runOsmosis } from './osmosis-process.js';

export function evalRubricDeps(env: NodeJS.ProcessEnv, log: Logger): EvalRubricDeps {
  return {
    cwd: process.cwd(),
    log,
    pathKind,
    resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
    // A local judge: no platform token, and no repository .env choosing keys behind the step's back.
    osmosisEnv: async (secrets) =>
      osmosisEnvironment(env, {
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        OSMOSIS_TOKEN: undefined,
        PYTHONUTF8: '1',
        ...Object.fromEntries(secrets),
      }),
    runOsmosis,
    ambientSecrets: ambientSecretValues(env),
    readText: (path) => readFile(path, 'utf8').catch(() => undefined),
    prepareDir: async (dir, staleFile) => {
      await mkdir(dir, { recursive: true });
      await rm(staleFile, { force: true });
    },
    writeText: (path, text) => writeFile(path, text),
  };
}
