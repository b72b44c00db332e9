import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One pact file per provider: files of one provider must not write it at the same time.
    fileParallelism: false,
    // The files run one after another in one process and module graph: Pact's native library and
    // the clients load once, not once per file (34 s → 16 s). Each file makes its own PactV3.
    isolate: false,
    // Under load (2 cores shared by the whole CI run) a request to a just-started Pact mock server is
    // now and then not received (about 1 run in 5 loses one of ~160 interactions). A retry starts a new
    // mock server for that interaction; a real mismatch fails every attempt.
    retry: 2,
  },
});
