/** eval-rubric's verdict on the judge's scores, with its exit code. */
import { ExitCode } from '../errors.js';
import {
  formatScore,
  formatShare,
  type RubricDecision,
  type RubricGate,
  type RubricRecordScore,
  rubricScores,
} from '../rubric/rubric.js';

/**
 * The verdict: a judge that failed on any record is an error (exit 3: the scores are incomplete, so no
 * gate can be trusted); otherwise each gate given must hold; with none given there is no gate (exit 0).
 */
export function decideRubric(records: readonly RubricRecordScore[], gate: RubricGate): RubricDecision {
  const scores = rubricScores(records, gate.scoreThreshold);
  if (scores.erroredRecords > 0) {
    return {
      scores,
      verdict: 'error',
      reasons: [
        `the judge failed on ${scores.erroredRecords} of ${scores.records} record(s); their errors are listed below`,
      ],
      exitCode: ExitCode.infrastructure,
    };
  }
  const reasons: string[] = [];
  if (gate.minMeanScore !== undefined && (scores.meanScore ?? Number.NEGATIVE_INFINITY) < gate.minMeanScore)
    reasons.push(
      `mean score ${scores.meanScore === null ? 'none' : formatScore(scores.meanScore)} is below min-mean-score ${formatScore(gate.minMeanScore)}`,
    );
  if (gate.minShare !== undefined && gate.scoreThreshold !== undefined && (scores.share ?? 0) < gate.minShare)
    reasons.push(
      `${formatShare(scores.share ?? 0)} of records scored at least ${formatScore(gate.scoreThreshold)}, below min-share ${formatShare(gate.minShare)}`,
    );
  const gated = gate.minMeanScore !== undefined || gate.minShare !== undefined;
  if (!gated) return { scores, verdict: 'no-gate', reasons, exitCode: ExitCode.ok };
  return reasons.length > 0
    ? { scores, verdict: 'failed', reasons, exitCode: ExitCode.gateFailed }
    : { scores, verdict: 'passed', reasons, exitCode: ExitCode.ok };
}
