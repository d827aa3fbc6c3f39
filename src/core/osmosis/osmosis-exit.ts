/** How a failed osmosis start or an osmosis that ended without its JSON is worded. */
import { OsmosisFailure } from '../errors.js';
import type { OsmosisRun } from '../ports.js';

/** The error for an osmosis that could not be started at all. */
export function cannotStart(bin: string, error: Error): OsmosisFailure {
  return new OsmosisFailure(
    `Could not start osmosis (${bin}): ${error.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`,
  );
}

/** How osmosis ended when it left no JSON error: "was killed by SIGKILL", "exited with code 1 …". */
export function abnormalExit(run: OsmosisRun): string {
  if (run.signal !== null) return `was killed by ${run.signal}`;
  return run.exitCode === 0
    ? 'exited 0 without printing its JSON result'
    : `exited with code ${run.exitCode} without a JSON error`;
}
