/** The pre-flight checks' deps: osmosis run with the token and the platform in its environment only. */
import type { Logger, PreflightDeps } from '../core/ports.js';
import type { Surface } from '../core/token-wording.js';
import { emptyEnvFile, osmosisEnvironment, platformAuthEnv, runOsmosis } from './osmosis-process.js';

const PRODUCTION = 'https://platform.osmosis.ai';

export function preflightDeps(env: NodeJS.ProcessEnv, log: Logger, surface?: Surface): PreflightDeps {
  return {
    ...(surface ? { surface } : {}),
    cwd: process.cwd(),
    log,
    platformUrl: (given) => given ?? env.OSMOSIS_PLATFORM_URL ?? PRODUCTION,
    osmosisEnv: async (_bin, auth = {}) =>
      osmosisEnvironment(env, {
        // A repository .env must not change which platform or token osmosis uses (contract §1.1).
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        PYTHONUTF8: '1',
        // The check is of the token given, or none: never the environment's behind it.
        OSMOSIS_TOKEN: auth.token,
        ...platformAuthEnv(env, auth),
      }),
    runOsmosis,
  };
}
