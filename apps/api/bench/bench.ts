/**
 * Benchmark of the article list on 100,000 articles (issues 4 and 18): builds (once) an embedded
 * database in .data/bench (`BENCH_DATA_DIR`) with the demo accounts and 100,000 articles with tags,
 * starts the server on it, and loads it from a separate process (bench/load.ts, autocannon), so
 * that the server's event loop only serves. Measures `GET /v1/admin/article` (the first page and a
 * filtered page from the one-second page cache; then, with that cache off, a different page every
 * request: numbered pages 1..500 and 1..5,000, and the same pages by cursor) and the console's
 * GraphQL `Contents` query (first page; a different offset every request up to 5,000 and 50,000).
 * Prints req/s, latency p50/p99 and the server process's CPU time per request (with PGlite that
 * includes the database). `BENCH_SECONDS` (default 10), `BENCH_CONNECTIONS` (default 10) and
 * `BENCH_ONLY` (a regular expression over the titles) tune the run; with `DATABASE_URL` it runs on
 * that PostgreSQL.
 *
 * Last figures (18:02 and 18:03 on 25 Nov 2026; the 2-core machine is shared with five other
 * sessions, load average 4 to 7 during the runs, so latencies include waits for other work;
 * BENCH_SECONDS=5, 10 connections; uncached = every page read from the database). Each cell: req/s,
 * latency p99, server process CPU per request.
 *
 * | run                                 | PostgreSQL 15                 | PGlite                        |
 * | ----------------------------------- | ----------------------------- | ----------------------------- |
 * | numbered pages 1..500, uncached     | 524 req/s, p99 57 ms, 1.1 ms  | 216 req/s, p99 119 ms, 4.9 ms |
 * | numbered pages 1..5,000, uncached   | 665 req/s, p99 44 ms, 0.8 ms  | 210 req/s, p99 111 ms, 4.4 ms |
 * | cursor pages 1..500, uncached       | 726 req/s, p99 45 ms, 0.9 ms  | 234 req/s, p99 79 ms, 4.4 ms  |
 * | cursor pages 1..5,000, uncached     | 665 req/s, p99 52 ms, 1.0 ms  | 223 req/s, p99 97 ms, 4.7 ms  |
 * | first page (page cache)             | 2,835 req/s, p99 9 ms, 0.2 ms | 2,551 req/s, p99 11 ms, 0.3 ms|
 * | GraphQL Contents, first page        | 309 req/s, p99 69 ms, 2.6 ms  | 143 req/s, p99 164 ms, 7.8 ms |
 * | GraphQL Contents, offsets to 4,990  | 393 req/s, p99 53 ms, 2.4 ms  | 133 req/s, p99 186 ms, 8.2 ms |
 * | GraphQL Contents, offsets to 49,990 | 463 req/s, p99 42 ms, 1.9 ms  | 163 req/s, p99 150 ms, 6.8 ms |
 *
 * Flat with depth: 5,000 pages cost no more than 500, by cursor or by number. The quietest
 * PostgreSQL run (17:59, load 3 to 5) gave numbered pages 1..500 at 765 req/s p99 27 ms, 1..5,000
 * at 776 req/s p99 24 ms, GraphQL Contents offsets to 49,990 at 542 req/s. The target
 * (2,000 req/s with p99 25 ms uncached; GraphQL 1,000 req/s) is not reached on this machine: the
 * server process spends 0.8 to 1 ms of CPU per uncached page (Fastify, security headers,
 * validation, the pg protocol, 21 kB of JSON) and PostgreSQL about as much, on 2 shared cores
 * where the load generator runs too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import pino from 'pino';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS, seedBase } from '../src/seed';
import type { LoadJob, LoadResult } from './load';

const ARTICLES = 100_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../.data/bench'),
);

async function main() {
  // PGlite in .data/bench by default; a real PostgreSQL when DATABASE_URL is set (as the server).
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
  });
  console.log(`database: ${database.driver}`);
  const config = {
    ...loadConfig({}),
    dataDir,
    mainPort: 0,
    secondPort: 0,
    seed: false,
    logLevel: 'silent',
  };
  const server = await createServer(config, { database, logger: pino({ level: 'silent' }) });
  const { db } = server.ctx;
  await seedBase(server.ctx);
  const counted = (await db.execute(sql`select count(*)::int as n from articles`)) as unknown as {
    rows: { n: number }[];
  };
  const n = counted.rows[0]?.n ?? 0;
  if (n < ARTICLES) {
    const started = Date.now();
    const now = Date.now();
    await db.execute(sql`insert into tags (name, status, created_at, updated_at)
      select 'bench tag ' || g, 'published', ${now}, ${now} from generate_series(1, 50) g
      on conflict do nothing`);
    await db.execute(sql`insert into articles (title, body, summary, author_id, status, display_time,
        published_at, words_count, page_views, created_at, updated_at)
      select '基准测试文章 benchmark article number ' || g,
        '<p>The one-year LPR stays at 3.45%. 央行维持利率不变。</p>',
        'One-year LPR unchanged.',
        1 + (g % 2),
        (array['published','published','published','draft','deleted'])[1 + g % 5],
        ${now} - g * 60000::bigint,
        case when g % 5 < 3 then ${now} - g * 60000::bigint end,
        500 + (g * 37) % 6000, (g * 7919) % 100000, ${now} - g * 60000::bigint, ${now}
      from generate_series(${n + 1}::int, ${ARTICLES}::int) g`);
    await db.execute(sql`insert into article_tags (article_id, tag_id)
      select a.id, t.id from articles a
      join lateral (select id from tags where id > 0 order by id offset (a.id % 50) limit 2) t on true
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${ARTICLES - n} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // What autovacuum does on PostgreSQL (PGlite has none): statistics and the visibility map, so
  // the list's index-only scans skip the heap.
  await db.execute(sql`vacuum analyze articles`);
  await db.execute(sql`vacuum analyze article_tags`);
  const { mainUrl } = await server.listen();
  // A page asked twice within a second would come from the page cache: the uncached figures must
  // read every page from the database, so that cache is off (counts and landmarks stay cached,
  // as they are until a write).
  const pagesCached = (on: boolean) => (server.ctx.counts.pagesCached = on);
  const login = await fetch(`${mainUrl}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: DEMO_ACCOUNTS.editor.email,
      password: DEMO_ACCOUNTS.editor.password,
    }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  // The CPU time this process (the server; with PGlite, the database too) spent per request: what
  // the figures would be on cores of its own, whatever else the machine runs meanwhile.
  const report = (title: string, r: LoadResult, cpu: NodeJS.CpuUsage) => {
    const perRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, r.rps * seconds);
    console.log(
      `${title}: ${Math.round(r.rps)} req/s, latency p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `${r.non2xx} non-2xx, ${r.errors} errors (${connections} connections, ${seconds} s; ` +
        `server process CPU ${perRequest.toFixed(2)} ms/request)`,
    );
    return r;
  };
  // The load generator runs in its own process (bench/load.ts): this one only serves.
  const cannon = (job: Omit<LoadJob, 'connections' | 'seconds' | 'headers'>) =>
    new Promise<LoadResult>((resolve, reject) => {
      const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'load.ts'));
      let result: LoadResult | undefined;
      child.once('message', (m) => (result = m as LoadResult));
      child.once('error', reject);
      child.once('exit', (code) =>
        result ? resolve(result) : reject(new Error(`load generator exited with ${code}`)),
      );
      child.send({
        connections,
        seconds,
        headers: { 'X-Token': token, 'Content-Type': 'application/json' },
        ...job,
      } satisfies LoadJob);
    });
  // BENCH_ONLY (a regular expression) runs only the measurements whose title matches.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const measure = async (
    title: string,
    job: () => Promise<Omit<LoadJob, 'connections' | 'seconds' | 'headers'> | null>,
  ) => {
    if (only && !only.test(title)) return;
    const ready = await job();
    if (!ready) return;
    const before = process.cpuUsage();
    const result = await cannon(ready);
    report(title, result, process.cpuUsage(before));
  };
  const get = async <T>(p: string) =>
    (
      (await (await fetch(`${mainUrl}${p}`, { headers: { 'X-Token': token } })).json()) as {
        data: T;
      }
    ).data;

  const { total } = await get<{ total: number }>('/v1/admin/article?limit=1');
  console.log(`articles in the list: ${total}`);
  // Warm up (first queries plan and fill caches), then measure.
  const first = async () => ({ url: `${mainUrl}/v1/admin/article` });
  await measure('warm-up', first);
  await measure('REST GET /v1/admin/article (page 1, 20 per page, from the page cache)', first);
  await measure(
    'REST GET /v1/admin/article?status=published&hide_deleted=true&page=50 (from the page cache)',
    async () => ({ url: `${mainUrl}/v1/admin/article?status=published&hide_deleted=true&page=50` }),
  );
  // Every request a different page, read from the database (the page cache off).
  pagesCached(false);
  for (const pages of [500, 5000]) {
    await measure(
      `REST GET /v1/admin/article?page=1..${pages}, a new page every request (uncached)`,
      async () => ({
        url: mainUrl,
        paths: Array.from({ length: pages }, (_, i) => `/v1/admin/article?page=${i + 1}`),
      }),
    );
  }
  // The same pages reached by cursor: the cursors are collected by walking the list first.
  for (const pages of [500, 5000]) {
    await measure(
      `REST GET /v1/admin/article?cursor=… pages 1..${pages}, a new page every request (uncached)`,
      async () => {
        const paths = ['/v1/admin/article'];
        let cursor: string | null | undefined;
        while (paths.length < pages) {
          ({ next_cursor: cursor } = await get<{ next_cursor?: string | null }>(paths.at(-1)!));
          if (!cursor) break;
          paths.push(`/v1/admin/article?cursor=${encodeURIComponent(cursor)}`);
        }
        if (paths.length === pages) return { url: mainUrl, paths };
        console.log(`REST cursor paging: not measured (only ${paths.length} pages reached)`);
        return null;
      },
    );
  }

  const query = contentsQuery();
  const bodyOf = (offset: number) =>
    JSON.stringify({
      operationName: 'Contents',
      query,
      variables: { first: 10, offset, kinds: ['ARTICLE'], status: ['PUBLISHED'] },
    });
  const probe = await fetch(`${mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: bodyOf(0),
  });
  const answer = (await probe.json()) as {
    data?: { contents?: { total_count: number; nodes: unknown[] } };
    errors?: { message: string }[];
  };
  if (answer.errors?.length || !answer.data?.contents) {
    console.log(
      `GraphQL contents query: not measured (${answer.errors?.[0]?.message ?? 'no data'}).`,
    );
  } else {
    console.log(
      `GraphQL contents: ${answer.data.contents.total_count} published articles, ${answer.data.contents.nodes.length} per page`,
    );
    const graphql = { url: `${mainUrl}/graphql`, method: 'POST' as const };
    await measure(
      'GraphQL query Contents(first: 10, kinds: [ARTICLE], status: [PUBLISHED]) (first page)',
      async () => ({ ...graphql, body: bodyOf(0) }),
    );
    for (const pages of [500, 5000]) {
      await measure(
        `GraphQL query Contents(first: 10, offset: 0..${(pages - 1) * 10}, kinds: [ARTICLE], status: [PUBLISHED]), a new page every request (uncached)`,
        async () => ({
          ...graphql,
          bodies: Array.from({ length: pages }, (_, i) => bodyOf(i * 10)),
        }),
      );
    }
  }
  await server.close();
}

/** The console's `Contents` operation (graphql/operations) with the fragments it uses. */
function contentsQuery(): string {
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../graphql/operations',
  );
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .flatMap((f) => parse(readFileSync(path.join(dir, f), 'utf8')).definitions);
  const fragments = new Map(
    docs
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = docs.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.name?.value === 'Contents',
  );
  if (!operation) throw new Error('graphql/operations has no Contents query');
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (fragment && !used.has(name)) {
          used.set(name, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...used.values()].map((d) => print(d)).join('\n\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
