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

/**
 * Unit files that change what every module in their process sees (vi.mock of a shared module, stubbed
 * environment, spies on process or console, fake timers, the working directory): each keeps a fresh module
 * registry. The other unit files share one per worker, which takes the suite's unit part from ~39 s to ~17 s
 * (measured side by side): importing the modules again for each of ~150 small files was most of its time.
 */
const ISOLATED_UNIT_FILES = [
  'test/unit/architecture.test.ts',
  'test/unit/cache-runner.test.ts',
  'test/unit/cache-server.test.ts',
  'test/unit/cli-view.test.ts',
  'test/unit/heartbeat.test.ts',
  'test/unit/readme-cli-flags.test.ts',
  'test/unit/report-once.test.ts',
  'test/unit/setup-location.test.ts',
  'test/unit/temp-root.test.ts',
];

export default defineConfig({
  test: {
    // Which files: the two projects at the end (a project's include would add to one given here).
    globalSetup: ['test/global-setup.ts', 'test/temp-root.ts', 'test/warm-osmosis/global-setup.ts'],
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
    // vitest takes a pool's options from here, not from a project: the unit project's threads share modules.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ISOLATED_UNIT_FILES,
          pool: 'threads',
        },
      },
      {
        // The real-CLI files change nothing in their process (each starts its osmosis, fakes and bundles
        // as child processes): they share a module registry per worker as the unit files do, which saves
        // each of ~45 files a fresh process and a fresh import of src/ (about 1.5 s of CPU each).
        extends: true,
        test: { name: 'integration', include: ['test/integration/**/*.test.ts'], pool: 'threads' },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_UNIT_FILES },
      },
    ],
  },
});
