import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 600_000,
    // Integration tests start real osmosis processes; two cores do not take more than two at once.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
