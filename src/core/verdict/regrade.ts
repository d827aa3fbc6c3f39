/** `osmosis-ci regrade`'s exit code: 3 (infrastructure) when the grader could not be run at all, else 0. */
import { ExitCode } from '../errors.js';

export function regradeExitCode(summary: {
  error?: string | null | undefined;
}): typeof ExitCode.ok | typeof ExitCode.infrastructure {
  return summary.error ? ExitCode.infrastructure : ExitCode.ok;
}
