import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'kv-schema',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share their worker's module graph: see the root vitest.config.ts.
    isolate: false,
  },
});
