/**
 * The report command: what a run's result says, rendered once and sent wherever the surface sends it
 * (core/report-ports.ts). The action and the CLI entries call the same functions with their own sinks.
 */
export { annotateResult } from './annotations.js';
export { type CommentStep, type CommentStepOutcome, commentBody, commentOnPullRequest } from './comment.js';
export { reportValidation } from './dataset-validate.js';
export {
  type CommentRequest,
  failureMessage,
  type RunReport,
  type RunReportRequest,
  reportEvalRun,
  reportInvalidEvalRun,
} from './eval-run.js';
export {
  type ManagedReport,
  type ManagedReportRequest,
  reportInvalidManaged,
  reportManagedRun,
} from './managed.js';
export {
  attachBaseline,
  attachFailingRows,
  type BaselineStep,
  datasetCandidates,
  logComparison,
  warnNoBaselineDir,
  writeJunitReport,
  writeReportFiles,
} from './steps.js';
