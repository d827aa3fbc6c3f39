/** train-submit's pre-flight: a managed eval that must have finished with a high enough pass rate. */

import type { ManagedResult } from '../../core/managed-result.js';
import { pct } from '../../core/verdict/gate.js';
import { judgePreflight, preflightRefusal } from '../../core/verdict/managed-run.js';
import { latestEvalSubmission } from './locate.js';
import type { Fields, Step } from './session.js';
import { infoWithRetry } from './wait.js';

export type PreflightOutcome =
  | { go: true; preflight: ManagedResult['preflight'] }
  /** Nothing may be submitted: the step ends with these fields. */
  | { go: false; fields: Fields };

export async function runPreflight(step: Step): Promise<PreflightOutcome> {
  const { inputs, deps } = step;
  if (
    inputs.kind !== 'training' ||
    (inputs['preflight-eval'] === undefined && inputs['preflight-min-pass-rate'] === undefined)
  ) {
    return { go: true, preflight: null };
  }
  const evalName = inputs['preflight-eval'] ?? (await latestEvalSubmission(step.workspaceDir, deps));
  const threshold = inputs['preflight-min-pass-rate'] ?? 0;
  if (evalName === undefined) return { go: false, fields: preflightRefusal({ threshold }) };
  deps.wording.log.info(
    `Pre-flight: checking managed eval ${evalName} (needs pass rate ≥ ${pct(threshold)}).`,
  );
  const preflight = judgePreflight(evalName, await infoWithRetry(step, evalName, 'eval'), threshold);
  if (!preflight.passed) return { go: false, fields: preflightRefusal(preflight) };
  deps.wording.log.info(`Pre-flight passed: ${preflight.reason}`);
  return { go: true, preflight };
}
