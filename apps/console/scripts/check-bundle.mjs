// Bundle budget: the JavaScript a first visit downloads before any page chunk (the entry and the
// chunks it preloads), compressed with brotli. Fails above the budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_KB = Number(process.env.INITIAL_JS_BUDGET_KB ?? 180);
// The build to check: apps/console/dist, or CONSOLE_DIST (as the e2e harness takes it).
const dist = process.env.CONSOLE_DIST
  ? `${process.env.CONSOLE_DIST.replace(/\/$/, '')}/`
  : new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]),
);
const brotli = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

let total = 0;
const rows = [];
for (const src of initial) {
  if (/^https?:/.test(src) || src === '/config.js') continue;
  const size = brotli(readFileSync(join(dist, src.replace(/^\//, ''))));
  total += size;
  rows.push([src, size]);
}
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const lazy = assets.filter((f) => !initial.has(`/assets/${f}`));
const lazyTotal = lazy.reduce((n, f) => n + brotli(readFileSync(join(dist, 'assets', f))), 0);

for (const [src, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${src}`);
console.log(`Initial JS (brotli): ${(total / 1024).toFixed(1)} kB of a ${BUDGET_KB} kB budget`);
console.log(`Lazy chunks: ${lazy.length}, ${(lazyTotal / 1024).toFixed(1)} kB brotli in all`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} kB`);
  process.exit(1);
}

// Chart code budget (issue #13): the nivo chunks, lazy and never in the first download, at most
// 100 kB brotli in all (the dashboard and the statistics load them; the browser-side figure is in
// e2e/budgets.e2e.test.ts).
const CHARTS_BUDGET_KB = Number(process.env.CHARTS_BUDGET_KB ?? 100);
const nivo = assets.filter((f) => /^nivo/.test(f));
const nivoTotal = nivo.reduce((n, f) => n + brotli(readFileSync(join(dist, 'assets', f))), 0);
for (const f of nivo)
  console.log(
    `  ${(brotli(readFileSync(join(dist, 'assets', f))) / 1024).toFixed(1).padStart(7)} kB  /assets/${f}`,
  );
console.log(
  `Chart code (nivo, brotli): ${(nivoTotal / 1024).toFixed(1)} kB in ${nivo.length} chunks of a ${CHARTS_BUDGET_KB} kB budget`,
);
if (nivo.some((f) => initial.has(`/assets/${f}`))) {
  console.error('Chart code is in the first download');
  process.exit(1);
}
if (nivoTotal > CHARTS_BUDGET_KB * 1024) {
  console.error(
    `Chart code over budget by ${((nivoTotal - CHARTS_BUDGET_KB * 1024) / 1024).toFixed(1)} kB`,
  );
  process.exit(1);
}

// Per-route chunk budget (issue #11): each route's own chunk, the one the router's lazy import of
// its page module loads, at most 60 kB brotli. The route modules are read from the router and the
// area page maps (src/app), the chunk of each from the build's source maps; shared chunks (the
// components several pages use, vendor libraries) are not a route's own and are not counted here.
const ROUTE_BUDGET_KB = Number(process.env.ROUTE_CHUNK_BUDGET_KB ?? 60);
const app = new URL('../src/app/', import.meta.url).pathname;
const walkSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walkSources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const routeModules = new Set();
for (const file of walkSources(app)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
    if (!m[1].startsWith('.')) continue;
    if (!/\/(pages|shell)\//.test(resolve(dirname(file), m[1]))) continue;
    routeModules.add(resolve(dirname(file), m[1]));
  }
}
const chunkOf = new Map();
for (const f of assets) {
  const map = join(dist, 'assets', `${f}.map`);
  if (!existsSync(map)) continue;
  const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8'));
  for (const s of sources) {
    const abs = resolve(join(dist, 'assets'), sourceRoot, s).replace(/\.(tsx?|jsx?)$/, '');
    if (routeModules.has(abs) && !chunkOf.has(abs)) chunkOf.set(abs, f);
    const index = abs.replace(/\/index$/, '');
    if (index !== abs && routeModules.has(index) && !chunkOf.has(index)) chunkOf.set(index, f);
  }
}
// For the record (not gated): what opening the route downloads beyond the first download, its own
// chunk and every chunk it imports statically, transitively (shared chunks counted in full).
const sizeOf = new Map();
const brotliOf = (f) => {
  if (!sizeOf.has(f)) sizeOf.set(f, brotli(readFileSync(join(dist, 'assets', f))));
  return sizeOf.get(f);
};
const importsOf = (f) =>
  [
    ...readFileSync(join(dist, 'assets', f), 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]);
const withImports = (chunk) => {
  const seen = new Set();
  const queue = [chunk];
  while (queue.length) {
    const f = queue.pop();
    if (seen.has(f) || initial.has(`/assets/${f}`) || !existsSync(join(dist, 'assets', f)))
      continue;
    seen.add(f);
    queue.push(...importsOf(f));
  }
  return [...seen].reduce((n, f) => n + brotliOf(f), 0);
};
const routeRows = [...routeModules]
  .map((mod) => {
    const chunk = chunkOf.get(mod);
    const size = chunk ? brotliOf(chunk) : null;
    const total = chunk ? withImports(chunk) : null;
    return { mod: relative(join(app, '..'), mod), chunk, size, total };
  })
  .sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
const over = routeRows.filter((r) => r.size !== null && r.size > ROUTE_BUDGET_KB * 1024);
console.log(
  `Route chunks (brotli, budget ${ROUTE_BUDGET_KB} kB each; in brackets, with the chunks they import beyond the first download):`,
);
for (const r of routeRows)
  console.log(
    `  ${r.size === null ? '      ?' : (r.size / 1024).toFixed(1).padStart(7)} kB [${r.total === null ? '?' : (r.total / 1024).toFixed(1).padStart(6)} kB]  ${r.mod}${r.chunk ? `  (/assets/${r.chunk})` : '  (no chunk found)'}${r.size !== null && r.size > ROUTE_BUDGET_KB * 1024 ? '  OVER' : ''}`,
  );
const missing = routeRows.filter((r) => r.chunk === undefined);
if (missing.length) {
  console.error(`No chunk found for ${missing.length} route modules (source maps missing?)`);
  process.exit(1);
}
if (over.length) {
  console.error(`${over.length} route chunks over the ${ROUTE_BUDGET_KB} kB budget`);
  process.exit(1);
}
console.log(
  `Largest route chunk: ${(routeRows[0].size / 1024).toFixed(1)} kB of ${ROUTE_BUDGET_KB} kB`,
);
