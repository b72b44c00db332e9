import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { localeMessages } from './build/localeMessages';
import {
  planVisit,
  COMMON,
  SHARED,
  SHELL,
  strayModules,
  type PlannedOutput,
  type VisitPlan,
} from './build/screenChunks';

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

/**
 * Where a visit starts (sign-in, the dashboard, the article list) and the frame on the way: their
 * code downloads in a few files, by which of them need it (build/screenChunks.ts).
 */
const FIRST_VISIT = [
  { name: 'login', roots: ['src/pages/auth/LoginPage.tsx'] },
  { name: 'frame', roots: ['src/shell/ConsoleLayout.tsx'] },
  {
    name: 'article-list',
    roots: ['src/pages/articles/list/ArticleListPage.tsx', 'src/pages/articles/list/listQuery.ts'],
  },
  { name: 'dashboard', roots: ['src/pages/dashboard/DashboardPage.tsx'] },
];

const PLANNING = 'first-visit-plan';

/** What every screen runs, login included: React, the router, styling, i18n, the query cache. */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|openapi-fetch)[\\/]/;
/** Apollo and GraphQL: loaded when a page first uses GraphQL. */
const APOLLO =
  /node_modules[\\/].*(@apollo|graphql|rxjs|@wry|optimism|zen-observable|ts-invariant)/;
/** The API client's two parts that only some screens use (see the groups below). */
const apiClientPart = (id: string) =>
  /packages[\\/]api-client[\\/]src[\\/]generated[\\/]graphql\.ts$/.test(id)
    ? 'graphql-documents'
    : /packages[\\/]api-client[\\/]src[\\/]upload\.ts$/.test(id)
      ? 'upload'
      : null;
/** Modules the groups above own: the first-visit plan leaves them to those. */
const ownedElsewhere = (id: string) =>
  VENDOR.test(id) || APOLLO.test(id) || apiClientPart(id) !== null;

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14753): its dev warnings and checks, 24.7 kB of the first download. A build takes the
 * production build it ships beside it; the dev server keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Builds once in memory with the bundler's own splitting, to plan the first visit's chunks. */
async function planFirstVisit(): Promise<VisitPlan> {
  const result = await build({
    configFile: path.join(import.meta.dirname, 'vite.config.ts'),
    mode: PLANNING,
    logLevel: 'warn',
    build: { write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? (r.output as readonly PlannedOutput[]) : [],
  );
  return planVisit(import.meta.dirname, outputs, FIRST_VISIT, ownedElsewhere, 8_000);
}

/**
 * A group per chunk of the plan. A group takes its modules' imports along, so the chunks whose
 * modules others import come first: the shell, the common chunk, then the steps' shared chunks,
 * and last the steps' own.
 */
const visitGroups = (plan: VisitPlan) =>
  [...new Set(plan.values())].map((name) => ({
    name,
    test: (id: string) => plan.get(id) === name,
    priority: name === SHELL ? 8 : name === COMMON ? 6 : name.endsWith(SHARED) ? 5 : 3,
  }));

/** Refuses a build whose first-visit chunks hold code the plan did not put there. */
function checkVisit(plan: VisitPlan): Plugin {
  const names = new Set(plan.values());
  return {
    name: 'newsdesk:first-visit',
    apply: 'build',
    generateBundle(_options, bundle) {
      const stray = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' && names.has(c.name) ? strayModules(plan, c, 512, ownedElsewhere) : [],
      );
      if (stray.length > 0)
        this.error(
          `first-visit chunks would download code the plan kept out (give it its own group in vite.config.ts): ${stray.join(', ')}`,
        );
    },
  };
}

const config = (plan: VisitPlan | null, building: boolean): UserConfig => ({
  resolve: building
    ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
    : {},
  plugins: [react(), localeMessages(), ...(plan ? [precompress(), checkVisit(plan)] : [])],
  server: { port: 5173, strictPort: true },
  preview: { port: 8080, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen runs, login included: one chunk compresses better than the ten
              // small ones it was split into.
              name: 'vendor',
              test: VENDOR,
              priority: 10,
            },
            {
              // A first-visit chunk brings its modules' static imports along. The API client's
              // index re-exports these two, which only some screens use: the GraphQL documents
              // (400 kB before compression) and the upload flow. Their own groups keep them out.
              name: apiClientPart,
              priority: 9,
              // Their own imports (the client's errors, its fetch) are the shell's.
              includeDependenciesRecursively: false,
            },
            ...(plan ? visitGroups(plan) : []),
            {
              // Apollo, graphql and rxjs load only when a page first uses GraphQL: their own chunk
              // keeps them from riding along with the REST client in the first download.
              name: 'apollo',
              test: APOLLO,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(async ({ command, mode }) =>
  config(
    command === 'build' && mode !== PLANNING ? await planFirstVisit() : null,
    command === 'build',
  ),
);
