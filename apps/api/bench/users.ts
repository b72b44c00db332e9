/**
 * Benchmark of the user list on 100,000 users (issue #13, "the user list smooth at 100,000
 * users"): builds (once) an embedded database in .data/bench-users (`BENCH_DATA_DIR`) with the demo
 * staff accounts and 100,000 readers (a quarter of them members), starts the server on it, and
 * loads it from a separate process (bench/load.ts, autocannon). Measures `GET /v1/admin/user` as
 * the console's /users/list asks it: the first page, a keyword search (a different keyword every
 * request, so neither the page nor its count comes from a cache), a keyword matching every user,
 * a search by id, and numbered pages 1..5,000 (the last ones 100,000 rows deep).
 * `BENCH_SECONDS` (default 10), `BENCH_CONNECTIONS` (default 10) and `BENCH_ONLY` (a regular
 * expression over the titles) tune the run; with `DATABASE_URL` it runs on that PostgreSQL.
 * `BENCH_PREPARE_ONLY=1` only builds the database (the console's timed e2e,
 * apps/console/e2e/users-100k.timed.e2e.test.ts, starts its server on it).
 *
 * The figures are in bench/README.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS, seedBase } from '../src/seed';
import type { LoadJob, LoadResult } from './load';

const USERS = 100_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(here, '../../../.data/bench-users'),
);

async function main() {
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
  const counted = (await db.execute(
    sql`select count(*)::int as n from users where email like 'reader%@bench.test'`,
  )) as unknown as { rows: { n: number }[] };
  const n = counted.rows[0]?.n ?? 0;
  if (n < USERS) {
    const started = Date.now();
    const now = Date.now();
    // Readers: one a minute back from now (newest first = highest number), nicknames in Chinese
    // and English, an email each, a mobile for two in three, one in fifty frozen.
    await db.execute(sql`insert into users (email, phone, nickname, status, roles, created_at,
        updated_at)
      select 'reader' || g || '@bench.test',
        case when g % 3 <> 0 then '139' || lpad(g::text, 8, '0') end,
        (array['读者','Reader','投资者','Analyst'])[1 + g % 4] || ' ' || g,
        case when g % 50 = 0 then 'frozen' else 'good' end,
        '{}',
        ${now} - (${USERS} - g) * 60000::bigint, ${now}
      from generate_series(${n + 1}::int, ${USERS}::int) g`);
    await db.execute(sql`insert into memberships (user_id, level, expired_at)
      select id, (array[1, 2, 3, 110])[1 + id % 4], ${now} + (id % 400) * 86400000::bigint
      from users where email like 'reader%@bench.test' and id % 4 = 0
      on conflict do nothing`);
    console.log(`seeded ${USERS - n} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // What autovacuum does on PostgreSQL (PGlite has none): statistics and the visibility map.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze memberships`);
  if (process.env.BENCH_PREPARE_ONLY) {
    await server.close();
    return;
  }
  const { mainUrl } = await server.listen();
  const login = await fetch(`${mainUrl}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const report = (title: string, r: LoadResult, cpu: NodeJS.CpuUsage) => {
    const perRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, r.rps * seconds);
    console.log(
      `${title}: ${Math.round(r.rps)} req/s, latency p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `${r.non2xx} non-2xx, ${r.errors} errors (${connections} connections, ${seconds} s; ` +
        `server process CPU ${perRequest.toFixed(2)} ms/request)`,
    );
  };
  const cannon = (job: Omit<LoadJob, 'connections' | 'seconds' | 'headers'>) =>
    new Promise<LoadResult>((resolve, reject) => {
      const child = fork(path.join(here, 'load.ts'));
      let result: LoadResult | undefined;
      child.once('message', (m) => (result = m as LoadResult));
      child.once('error', reject);
      child.once('exit', (code) =>
        result ? resolve(result) : reject(new Error(`load generator exited with ${code}`)),
      );
      child.send({
        connections,
        seconds,
        headers: { 'X-Token': token },
        ...job,
      } satisfies LoadJob);
    });
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const measure = async (title: string, paths: string[]) => {
    if (only && !only.test(title)) return;
    const before = process.cpuUsage();
    const result = await cannon({ url: mainUrl, paths });
    report(title, result, process.cpuUsage(before));
  };
  const list = '/v1/admin/user';
  const { total } = (
    (await (
      await fetch(`${mainUrl}${list}?limit=1`, { headers: { 'X-Token': token } })
    ).json()) as {
      data: { total: number };
    }
  ).data;
  console.log(`users in the list: ${total}`);
  // Numbers spread over the whole table, in a fixed shuffled order.
  const spread = (count: number) =>
    Array.from({ length: count }, (_, i) => 1 + ((i * 7919) % USERS));

  await measure('warm-up', [list]);
  await measure(`REST GET ${list} (page 1, 20 per page)`, [list]);
  await measure(
    `REST GET ${list}?keyword=reader<n>@ (one user; a new keyword every request, uncached count)`,
    spread(5000).map((g) => `${list}?keyword=${encodeURIComponent(`reader${g}@`)}`),
  );
  await measure(
    `REST GET ${list}?keyword=<nickname prefix> (about 11 users; a new keyword every request)`,
    spread(5000).map((g) => `${list}?keyword=${encodeURIComponent(`Reader ${g % 9000}`)}`),
  );
  await measure(
    `REST GET ${list}?keyword=bench.test (every user matches; page 1, count cached after the first)`,
    [`${list}?keyword=bench.test`],
  );
  await measure(
    `REST GET ${list}?keyword=bench.test&page=1..500 (every user matches; a new page every request)`,
    Array.from({ length: 500 }, (_, i) => `${list}?keyword=bench.test&page=${i + 1}`),
  );
  await measure(
    `REST GET ${list}?id=<n> (a new id every request)`,
    spread(5000).map((g) => `${list}?id=${g + 2}`),
  );
  await measure(
    `REST GET ${list}?page=1..5000, a new page every request`,
    Array.from({ length: 5000 }, (_, i) => `${list}?page=${i + 1}`),
  );
  await measure(
    `REST GET ${list}?page=4500..5000 (the last pages, 90,000 to 100,000 rows deep)`,
    Array.from({ length: 501 }, (_, i) => `${list}?page=${4500 + i}`),
  );
  await server.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
