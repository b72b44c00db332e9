import { build } from 'esbuild';
import path from 'node:path';

const API = path.resolve(__dirname, '../../api');

/**
 * The reference API as one JavaScript file, built once per e2e run: each spec file starts its own
 * server, and `node --import tsx src/main.ts` spent about 1.2 s of CPU of its 3.9 s start in tsx's
 * module hooks (2.7 s → 1.9 s to ready; 42 starts a run). The same sources, built by the same
 * esbuild that tsx uses; the packages of node_modules stay imports (PGlite finds its files beside
 * its own module), the workspace's TypeScript packages are bundled.
 *
 * The bundle sits two folders below apps/api (`dist/e2e/`), as the sources that find files
 * relative to themselves do (`src/db/client.ts`: the migrations; `src/graphql`, `src/http`,
 * `src/reference`: the schema and the OpenAPI documents), so their relative paths still hold.
 */
export async function buildServerBundle(): Promise<string> {
  const outfile = path.join(API, 'dist/e2e/main.mjs');
  await build({
    entryPoints: [path.join(API, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // CommonJS packages bundled with the workspace's (sanitize-html) call require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'node-modules-external',
        setup(bundler) {
          // A bare import from the API's own sources stays an import (resolved from apps/api, as
          // the server does); one from a workspace package is bundled (pnpm gives apps/api no
          // access to that package's own dependencies).
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@newsdesk/') ||
            args.importer.includes(`${path.sep}packages${path.sep}`)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}
