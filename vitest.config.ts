import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests of the front-end packages. The server tests (apps/api) and the Pact tests (contracts/)
// have their own configs and commands because they need a database or run in a fixed order.
export default defineConfig({
  test: {
    projects: ['packages/ui', 'packages/api-client', 'packages/kv-schema', 'apps/console'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, which
    // left a core idle (155 s at 125% CPU). Every core: 95 s at 185%.
    maxWorkers: availableParallelism(),
    // Each project sets `isolate: false`: a worker runs its files one after another in one module
    // graph and environment, instead of loading jsdom, React and the library again for each file
    // (73 s → 42 s on a clean clone). Testing Library cleans the DOM after each test, and no file
    // may depend on being the first to load a module (the clients look fetch up per request).
  },
});
