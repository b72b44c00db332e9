import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../packages/ui/src/test/setup.ts'],
    passWithNoTests: true,
    // Files share their worker's module graph: see the root vitest.config.ts.
    isolate: false,
  },
});
