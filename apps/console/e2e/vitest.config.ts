import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built console on the reference API, in Debian's chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The browser waits for the real server: give polled assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
