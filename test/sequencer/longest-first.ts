/**
 * The order vitest starts the test files in. A few real-CLI files take minutes; the rest seconds or less.
 * Started last, a long file is the tail of the whole run, so the longest start first and the short ones fill
 * the gaps. vitest's own order needs its results cache, which a fresh clone (CI) does not have: it then
 * goes by file size, and row-identity-real (225 lines, 249 s) started 523 s into a 1,030 s run. That run's
 * two workers still ended together (replayed longest first, its file times pack into the same 962 s), so
 * this buys no time today; it keeps a long file, and a new unmeasured real-CLI file, from becoming the tail.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in `npm test` (CI=true, two workers, a shared two-core machine), for files of
 * 5 s or more. Only the order matters, so a rough and somewhat stale number does no harm.
 */
export const MEASURED_SECONDS: ReadonlyMap<string, number> = new Map([
  ['test/integration/eval-run-cache.test.ts', 531],
  ['test/integration/row-identity-real.test.ts', 393],
  ['test/integration/managed-real.test.ts', 134],
  ['test/integration/eval-upload.test.ts', 129],
  ['test/integration/row-history-real.test.ts', 111],
  ['test/integration/managed-code-ref.test.ts', 108],
  ['test/integration/resume-fallback.test.ts', 100],
  ['test/integration/history-interrupt-real.test.ts', 96],
  ['test/integration/adaptive-one-start.test.ts', 83],
  ['test/integration/shards-real.test.ts', 74],
  ['test/integration/adaptive-real.test.ts', 68],
  ['test/integration/eval-run-real.test.ts', 67],
  ['test/unit/cache-server.test.ts', 63],
  ['test/integration/run-cost-real.test.ts', 58],
  ['test/integration/grader-change-real.test.ts', 47],
  ['test/integration/real-eval.test.ts', 42],
  ['test/integration/error-classes-real.test.ts', 41],
  ['test/integration/waivers-real.test.ts', 39],
  ['test/integration/eval-rubric.test.ts', 37],
  ['test/unit/architecture.test.ts', 34],
  ['test/integration/regrade-judge-real.test.ts', 33],
  ['test/integration/hostile-inputs.test.ts', 32],
  ['test/integration/adaptive-cache.test.ts', 32],
  ['test/integration/package.test.ts', 31],
  ['test/integration/budget-real.test.ts', 31],
  ['test/integration/viewer-reviewer.test.ts', 30],
  ['test/integration/row-selection.test.ts', 28],
  ['test/integration/run-bundle.test.ts', 26],
  ['test/integration/grader-check-real.test.ts', 26],
  ['test/integration/platform-contract.test.ts', 24],
  ['test/integration/startup-modules.test.ts', 23],
  ['test/integration/example-script.test.ts', 22],
  ['test/integration/dataset-upload.test.ts', 22],
  ['test/integration/preflight.test.ts', 21],
  ['test/integration/eval-run-options.test.ts', 21],
  ['test/integration/setup-python.test.ts', 20],
  ['test/integration/readme-from-clone.test.ts', 20],
  ['test/integration/junit-annotations.test.ts', 18],
  ['test/integration/pass-k-real.test.ts', 12],
  ['test/integration/dataset-validate.test.ts', 12],
  ['test/unit/readme-cli-flags.test.ts', 11],
  ['test/integration/viewer-browser.test.ts', 9],
  ['test/unit/adaptive.test.ts', 8],
  ['test/integration/cli-errors.test.ts', 7],
  ['test/unit/adaptive-calibrated.test.ts', 6],
  ['test/unit/viewer.test.ts', 5],
  ['test/integration/github-compare.test.ts', 5],
]);

/**
 * A file not measured yet: an integration file may start real osmosis runs, so it is guessed long
 * (started among the long ones rather than last); a unit file takes well under a second.
 */
const UNMEASURED_INTEGRATION_SECONDS = 60;
const UNMEASURED_SECONDS = 0.5;

export function expectedSeconds(file: string): number {
  const measured = MEASURED_SECONDS.get(file);
  if (measured !== undefined) return measured;
  return file.startsWith('test/integration/') ? UNMEASURED_INTEGRATION_SECONDS : UNMEASURED_SECONDS;
}

/** Files (paths from the repository root) longest first; equal guesses keep the order given. */
export function longestFirst(files: readonly string[]): string[] {
  return [...files].sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const path = (spec: TestSpecification) => relative(root, spec.moduleId).split('\\').join('/');
    return [...files].sort((a, b) => expectedSeconds(path(b)) - expectedSeconds(path(a)));
  }
}
