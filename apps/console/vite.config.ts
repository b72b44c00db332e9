import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 8080, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Apollo, graphql and rxjs load only when a page first uses GraphQL: keep them in their
        // own chunk so they never ride along with the REST client in the first download.
        advancedChunks: {
          groups: [
            {
              name: 'apollo',
              test: /node_modules[\\/].*(@apollo|graphql|rxjs|@wry|optimism|zen-observable|ts-invariant)/,
            },
          ],
        },
      },
    },
  },
});
