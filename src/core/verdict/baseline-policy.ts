/**
 * Whether a run is gated on its baseline at all: the default branch's own run becomes the next baseline,
 * so it is compared with the last one but never gated on it, unless the workflow named a baseline-dir of
 * its own (then it compares with that one, as any run does).
 */
export interface BaselinePlace {
  /** This run is a push to the default branch. */
  defaultBranchPush: boolean;
  /** The workflow named baseline-dir itself (not the cached default). */
  baselineDirNamed: boolean;
}

/** max-regression as it applies to this run: undefined when the run is not gated on its baseline. */
export function maxRegressionFor(
  maxRegression: number | undefined,
  place: BaselinePlace,
): number | undefined {
  return place.defaultBranchPush && !place.baselineDirNamed ? undefined : maxRegression;
}
