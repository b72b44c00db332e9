// Bundle budget: the JavaScript a first visit downloads before any page chunk (the entry and the
// chunks it preloads), compressed with brotli. Fails above the budget.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_KB = Number(process.env.INITIAL_JS_BUDGET_KB ?? 180);
const dist = new URL('../dist/', import.meta.url).pathname;
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
