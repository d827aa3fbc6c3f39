import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/sequencer/longest-first.js';

// In CI (and whenever OSMOSIS_CI_TEST_SEED is set) the tests within each file run in a random order, so no
// test leans on another having run first; a scenario whose steps are one story says so with
// `describe(name, { shuffle: false }, …)`. The seed is printed: OSMOSIS_CI_TEST_SEED=<seed> replays an order.
// Files are not shuffled: each runs in its own process and two run at once in whatever order they finish
// anyway, and starting the longest files first (test/sequencer/longest-first.ts) is what keeps CI short.
const seedText = process.env.OSMOSIS_CI_TEST_SEED;
const shuffled = process.env.CI === 'true' || seedText !== undefined;
// CI uses one fixed order (the seed the suite was last checked with), so a red CI is never a roll of the dice;
// a developer tries other orders with OSMOSIS_CI_TEST_SEED.
const seed = seedText !== undefined ? Number(seedText) : 113_217_570;
if (shuffled) console.log(`vitest: tests shuffled within each file, OSMOSIS_CI_TEST_SEED=${seed}`);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A test that asserts nothing fails (as if it called expect.hasAssertions()).
    expect: { requireAssertions: true },
    // The act e2e suite runs apart: `npm run test:e2e` (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
    testTimeout: 20_000,
    hookTimeout: 600_000,
    // Integration tests start real osmosis processes; two cores do not take more than two at once. In CI
    // the cores are full: npm test's ~985 s of CPU and the e2e suite's ~310 s beside it exceed 2 x 611 s.
    maxWorkers: 2,
    minWorkers: 1,
    sequence: {
      sequencer: LongestFirstSequencer,
      ...(shuffled ? { shuffle: { files: false, tests: true }, seed } : {}),
    },
  },
});
