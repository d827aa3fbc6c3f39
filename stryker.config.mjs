// Mutation testing of the pure core (`npm run mutate`; not part of CI's run, it takes minutes).
// The score and the surviving mutants are recorded in docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: ['src/core/**/*.ts', '!src/core/**/*.d.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // Scoped runs side by side (--mutate <files> --tempDirName .stryker-tmp-<x>) must not copy each other's sandbox.
  ignorePatterns: ['/.stryker-tmp*', '/reports'],
  cleanTempDir: 'always',
  ignoreStatic: true,
  // The first run instruments every test with per-test coverage; on a busy 2-core machine it takes minutes.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 10_000,
};
