import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: true,
    // Files share their worker's module graph: see the root vitest.config.ts.
    isolate: false,
  },
});
