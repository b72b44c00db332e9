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
    // Files may run side by side (scripts/test-e2e.sh decides how many); tests in a file run in turn.
    fileParallelism: true,
    // A worker runs its files one after another in one process: playwright and the harness load
    // once, and the files share the worker's chromium (see `workerBrowser` in the harness). Each
    // file still has its own API server and database, and each test its own browser context.
    isolate: false,
    // The browser waits for the real server: give polled assertions time.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
