import { defineConfig } from 'vitest/config';

// The unit tests alone, for StrykerJS (`npm run mutate`): the core is pure, so its mutants are killed or
// survive on these; the integration tests run the committed bundles, which a mutant never reaches.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    // Each vitest run's temporary files in one directory, removed at its end (test/temp-root.ts).
    globalSetup: ['test/temp-root.ts'],
    exclude: ['test/unit/house.test.ts', 'test/unit/argv-trace.test.ts'],
    expect: { requireAssertions: true },
    // Instrumented code runs several times slower: the statistical property tests need the room.
    testTimeout: 60_000,
    env: { OSMOSIS_CI_MUTATION: '1' },
  },
});
