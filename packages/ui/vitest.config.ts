import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's module graph: see the root vitest.config.ts.
    isolate: false,
    // Dates in tests are China time whatever the machine's zone: make the host zone hostile.
    env: { TZ: 'America/Los_Angeles' },
  },
});
