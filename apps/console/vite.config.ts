import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { localeMessages } from './build/localeMessages';

/**
 * Writes a brotli copy (`.br`, quality 11) beside every text asset of the build, so the server
 * (apps/api, `preCompressed`) and any static host send the smallest bytes without compressing on
 * each request. Sizes the budget checks are these bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'newsdesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), localeMessages(), precompress()],
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
              // What every screen runs, login included: one chunk compresses better than the ten
              // small ones it was split into.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|openapi-fetch)[\\/]/,
              priority: 2,
            },
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
