import { defineConfig } from 'vitest/config';

// The act host-mode e2e suite (test/e2e): `npm run test:e2e`. One file at a time; each runs real workflows.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/temp-root.ts'],
    // A test that asserts nothing fails (as if it called expect.hasAssertions()).
    expect: { requireAssertions: true },
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
  },
});
