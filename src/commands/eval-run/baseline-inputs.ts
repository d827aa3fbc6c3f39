/**
 * The inputs a run (or a merged run) is judged and reported with once the baseline's directory is planned:
 * that directory, and max-regression as core/verdict/baseline-policy.ts applies it.
 */
import { maxRegressionFor } from '../../core/verdict/baseline-policy.js';

interface BaselineInputs {
  'baseline-dir'?: string | undefined;
  'max-regression'?: number | undefined;
}

export function withBaselineDir<T extends BaselineInputs>(
  inputs: T,
  plan: { dir: string | undefined; defaultBranchPush: boolean },
): T {
  return {
    ...inputs,
    'baseline-dir': plan.dir,
    'max-regression': maxRegressionFor(inputs['max-regression'], {
      defaultBranchPush: plan.defaultBranchPush,
      baselineDirNamed: inputs['baseline-dir'] !== undefined,
    }),
  };
}
