import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'kv-schema',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
