import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and in-memory database; two at a time on this 2-core machine.
    maxWorkers: 2,
  },
});
