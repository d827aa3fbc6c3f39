/**
 * Whether a regression blocks the step: the one rule, for the paired comparison with the baseline
 * (core/baseline/baseline.ts) and for the row history's judgement (core/history/history-reruns.ts). The evidence decides
 * whether there is a regression at all (a significant paired drop, or the history gate's finding); it
 * blocks only when the drop is also larger than max-regression.
 */
export interface RegressionEvidence {
  /** The evidence found a regression (a significant paired drop, or the history gate's finding). */
  regressed: boolean;
  /** The pass rate's drop the evidence measures, as a fraction (0.05 is 5 pp). */
  drop: number;
  /** max-regression, as a fraction. */
  maxRegression: number;
}

export function regressionBlocks({ regressed, drop, maxRegression }: RegressionEvidence): boolean {
  return regressed && drop > maxRegression;
}
