/** train-submit's pre-flight: a managed eval that must have finished with a high enough pass rate. */
import { ExitCode } from '../../core/errors.js';
import { pct } from '../../core/gate.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { judgePreflight } from './judge.js';
import { latestEvalSubmission } from './locate.js';
import type { Fields, Session } from './session.js';
import { infoWithRetry } from './wait.js';

export type PreflightOutcome =
  | { go: true; preflight: ManagedResult['preflight'] }
  /** Nothing may be submitted: the step ends with these fields. */
  | { go: false; fields: Fields };

export async function runPreflight(session: Session): Promise<PreflightOutcome> {
  const { inputs, deps } = session;
  if (
    inputs.kind !== 'training' ||
    (inputs['preflight-eval'] === undefined && inputs['preflight-min-pass-rate'] === undefined)
  ) {
    return { go: true, preflight: null };
  }
  const evalName = inputs['preflight-eval'] ?? (await latestEvalSubmission(session.workspaceDir, deps));
  const threshold = inputs['preflight-min-pass-rate'] ?? 0;
  if (evalName === undefined) {
    return {
      go: false,
      fields: {
        verdict: 'failed',
        exitCode: ExitCode.gateFailed,
        summary:
          'Not submitted: a pre-flight eval is required (preflight-min-pass-rate) but none was named and no eval-submit ran earlier in this job. Set preflight-eval to a managed eval run name.',
        preflight: {
          evalRun: '',
          status: null,
          passRate: null,
          threshold,
          passed: false,
          reason: 'no pre-flight eval found',
        },
      },
    };
  }
  deps.log.info(`Pre-flight: checking managed eval ${evalName} (needs pass rate ≥ ${pct(threshold)}).`);
  const preflight = judgePreflight(evalName, await infoWithRetry(session, evalName, 'eval'), threshold);
  if (!preflight.passed) {
    return {
      go: false,
      fields: {
        verdict: 'failed',
        exitCode: ExitCode.gateFailed,
        summary: `Not submitted: pre-flight eval ${evalName} ${preflight.reason}`,
        preflight,
      },
    };
  }
  deps.log.info(`Pre-flight passed: ${preflight.reason}`);
  return { go: true, preflight };
}
