import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One pact file per provider: files of one provider must not write it at the same time.
    fileParallelism: false,
    // Under load (2 cores shared by the whole CI run) a request to a just-started Pact mock server is
    // now and then not received (about 1 run in 5 loses one of ~160 interactions). A retry starts a new
    // mock server for that interaction; a real mismatch fails every attempt.
    retry: 2,
  },
});
