import { defineConfig } from 'vitest/config';

// Unit tests of the front-end packages. The server tests (apps/api) and the Pact tests (contracts/)
// have their own configs and commands because they need a database or run in a fixed order.
export default defineConfig({
  test: {
    projects: ['packages/ui', 'packages/api-client', 'packages/kv-schema', 'apps/console'],
  },
});
