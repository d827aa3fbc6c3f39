/** eval-upload's exit code: 0 when the run was published, 3 (infrastructure) when it was not. */
import { ExitCode } from '../errors.js';

export function uploadExitCode(status: string): typeof ExitCode.ok | typeof ExitCode.infrastructure {
  return status === 'published' ? ExitCode.ok : ExitCode.infrastructure;
}
