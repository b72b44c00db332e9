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
    // A worker runs its files one after another in one module graph: the server's modules (Fastify,
    // drizzle, PGlite, GraphQL) load once per worker instead of once per file, which took half the
    // step (142 s → 69 s). Each file still starts its own server on its own database; a file that
    // changes process.env restores it in afterEach/afterAll.
    isolate: false,
  },
});
