import { configDefaults, defineConfig } from 'vitest/config';

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
    // Integration tests start real osmosis processes; two cores do not take more than two at once.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
