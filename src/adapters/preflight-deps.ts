/** The pre-flight checks' deps: osmosis run with the token and the platform in its environment only. */
import type { Logger, PreflightDeps } from '../core/ports.js';
import type { Surface } from '../core/token-wording.js';
import { emptyEnvFile, osmosisEnvironment, runOsmosis } from './osmosis-process.js';

const PRODUCTION = 'https://platform.osmosis.ai';

export function preflightDeps(env: NodeJS.ProcessEnv, log: Logger, surface?: Surface): PreflightDeps {
  return {
    ...(surface ? { surface } : {}),
    cwd: process.cwd(),
    log,
    platformUrl: (given) => given ?? env.OSMOSIS_PLATFORM_URL ?? PRODUCTION,
    osmosisEnv: ({ token, platformUrl }) => {
      const platform = platformUrl ?? env.OSMOSIS_PLATFORM_URL;
      return osmosisEnvironment(env, {
        // A repository .env must not change which platform or token osmosis uses (contract §1.1).
        OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
        PYTHONUTF8: '1',
        OSMOSIS_TOKEN: token,
        ...(platform
          ? {
              OSMOSIS_PLATFORM_URL: platform,
              // A token off production must be bound to its platform (ENV_TOKEN_PLATFORM_REQUIRED); the
              // environment's binding stands unless the input names the platform.
              OSMOSIS_TOKEN_PLATFORM_URL: platformUrl ?? env.OSMOSIS_TOKEN_PLATFORM_URL ?? platform,
            }
          : {}),
      });
    },
    runOsmosis,
  };
}
