/**
 * Exactly-once scheduling on one PostgreSQL shared by several API processes (issue 18, item 7).
 *
 * 1. Two real server processes (`src/main.ts`, each with its own pool and scheduler, ticking every
 *    few milliseconds at different rates) run against one database; scheduled articles, pushes and
 *    system messages fall due in waves while both are running.
 * 2. Two schedulers with separate pools tick at the same instant (a barrier), many times over, on
 *    items due all at once: their claims are in flight together on every tick.
 *
 * Each item must be published exactly once: every article ends at version 2 (one bump), every push
 * handed over and every message delivered, and the claims the jobs report (each process's own count
 * of rows its conditional `UPDATE … RETURNING` took) add up to the number of items, never more.
 * Prints one line per part and exits non-zero on any failure.
 *
 * Usage: DATABASE_URL=postgres://… node --import tsx scripts/scheduler-race.ts, on an empty database
 * (`scripts/verify-postgres.sh` makes one): the two processes start on it together, so their
 * start-up (migrations under an advisory lock, app.ts) is exercised too.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { LoginThrottle } from '../src/auth/throttle';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { articles, pushNotifications, systemMessages, users } from '../src/db/schema';
import type { AppContext } from '../src/http/types';
import { CountCache } from '../src/services/cache';
import { defaultJobs, startScheduler, type ScheduledJob } from '../src/services/scheduler';
import { LocalDiskStorage } from '../src/storage/storage';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('scheduler-race: DATABASE_URL is required (a PostgreSQL database).');
  process.exit(1);
}
/** Items of each kind per part. */
const ITEMS = Number(process.env.RACE_ITEMS ?? 200);
const WAVES = 10;
const WAVE_GAP_MS = 150;
const JOBS = {
  articles: 'publish-scheduled-articles',
  pushes: 'send-scheduled-pushes',
  messages: 'deliver-system-messages',
} as const;

type Kind = keyof typeof JOBS;
type Ids = Record<Kind, number[]>;
type Claims = Record<string, number>;

const database = await openDatabase({ databaseUrl: DATABASE_URL });
let authorId: number | undefined;

/** The author of the scheduled items (made once, after the servers have migrated the database). */
async function author(): Promise<number> {
  if (authorId !== undefined) return authorId;
  const [row] = await database.db
    .insert(users)
    .values({
      email: `race-${Date.now()}@newsdesk.test`,
      nickname: 'Scheduler race',
      roles: ['Normal User'],
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .returning({ id: users.id });
  return (authorId = row!.id);
}

/** `ITEMS` scheduled articles, pushes and messages, the i-th due at `dueAt(i)`. */
async function schedule(label: string, dueAt: (i: number) => number): Promise<Ids> {
  const db = database.db;
  const now = Date.now();
  const by = await author();
  const range = Array.from({ length: ITEMS }, (_, i) => i);
  const a = await db
    .insert(articles)
    .values(
      range.map((i) => ({
        title: `${label} scheduled article ${i}`,
        body: '<p>Due.</p>',
        author_id: by,
        status: 'draft',
        publish_requested: true,
        planned_published_at: dueAt(i),
        display_time: dueAt(i),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: articles.id });
  const p = await db
    .insert(pushNotifications)
    .values(
      range.map((i) => ({
        title: `${label} push ${i}`,
        body: 'Due.',
        platform: 'all',
        start_time: dueAt(i),
        extra: { url: 'https://example.cn/due', content_kind: null, content_id: null },
        status: 'scheduled',
        created_by: by,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: pushNotifications.id });
  const m = await db
    .insert(systemMessages)
    .values(
      range.map((i) => ({
        title: `${label} message ${i}`,
        content: 'Due.',
        audience: { type: 'all' },
        send_at: dueAt(i),
        status: 'published',
        author_id: by,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: systemMessages.id });
  return { articles: a.map((r) => r.id), pushes: p.map((r) => r.id), messages: m.map((r) => r.id) };
}

/** How many of the items are still waiting for their job. */
async function pending(ids: Ids): Promise<number> {
  const db = database.db;
  const count = sql<number>`count(*)::int`;
  const [a] = await db
    .select({ n: count })
    .from(articles)
    .where(and(inArray(articles.id, ids.articles), eq(articles.status, 'draft')));
  const [p] = await db
    .select({ n: count })
    .from(pushNotifications)
    .where(
      and(inArray(pushNotifications.id, ids.pushes), eq(pushNotifications.status, 'scheduled')),
    );
  const [m] = await db
    .select({ n: count })
    .from(systemMessages)
    .where(and(inArray(systemMessages.id, ids.messages), sql`${systemMessages.sent_at} is null`));
  return (a?.n ?? 0) + (p?.n ?? 0) + (m?.n ?? 0);
}

/** Every item published once: the rows' own state, and the claims of all processes added up. */
async function expectExactlyOnce(ids: Ids, claimsPerProcess: Claims[]) {
  const db = database.db;
  const arts = await db
    .select({
      status: articles.status,
      version: articles.version,
      published: articles.published_at,
      planned: articles.planned_published_at,
    })
    .from(articles)
    .where(inArray(articles.id, ids.articles));
  assert.equal(arts.length, ITEMS);
  for (const a of arts) {
    assert.equal(a.status, 'published');
    // Inserted at version 1: a second publication would have bumped it again.
    assert.equal(a.version, 2, 'an article was published more than once');
    assert.equal(a.published, a.planned);
  }
  const pushes = await db
    .select({ status: pushNotifications.status })
    .from(pushNotifications)
    .where(inArray(pushNotifications.id, ids.pushes));
  assert.deepEqual(
    pushes.filter((p) => p.status !== 'sending'),
    [],
    'every push handed over once',
  );
  const messages = await db
    .select({ sent: systemMessages.sent_at })
    .from(systemMessages)
    .where(and(inArray(systemMessages.id, ids.messages), gte(systemMessages.sent_at, 0)));
  assert.equal(messages.length, ITEMS, 'every message delivered');
  for (const [kind, job] of Object.entries(JOBS)) {
    const total = claimsPerProcess.reduce((n, c) => n + (c[job] ?? 0), 0);
    assert.equal(total, ITEMS, `${kind}: ${total} claims for ${ITEMS} items`);
  }
}

const sum = (c: Claims) => Object.values(c).reduce((n, v) => n + v, 0);

// ── Part 1: two server processes ────────────────────────────────────────────────────────────

interface Proc {
  child: ChildProcess;
  claims: Claims;
  failures: string[];
  ready: Promise<void>;
}

function startProcess(name: string, intervalMs: number, dataDir: string): Proc {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: '0',
      SECOND_PORT: '0',
      DATA_DIR: path.join(dataDir, name),
      SEED: 'false',
      LOG_LEVEL: 'info',
      SCHEDULER_INTERVAL_MS: String(intervalMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const proc: Proc = { child, claims: {}, failures: [], ready: Promise.resolve() };
  proc.ready = new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        let entry: { msg?: string; job?: string; changed?: number; err?: { message?: string } };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        if (entry.msg === 'newsdesk api ready') resolve();
        if (entry.msg === 'scheduled job' && entry.job) {
          proc.claims[entry.job] = (proc.claims[entry.job] ?? 0) + (entry.changed ?? 0);
        }
        if (entry.msg === 'scheduled job failed') {
          proc.failures.push(`${entry.job}: ${entry.err?.message ?? 'unknown error'}`);
        }
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`${name} exited with ${code} before it was ready`)),
    );
  });
  return proc;
}

async function twoProcesses() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-race-'));
  // Different tick rates, so that the two meet at every phase of a wave.
  const procs = [startProcess('a', 13, dataDir), startProcess('b', 17, dataDir)];
  try {
    // Both started on the empty database: they migrated it one after the other (app.ts).
    await Promise.all(procs.map((p) => p.ready));
    await database.migrate();
    const first = Date.now() + 1_000;
    const ids = await schedule('processes', (i) => first + (i % WAVES) * WAVE_GAP_MS);
    const started = Date.now();
    const deadline = first + WAVES * WAVE_GAP_MS + 30_000;
    while ((await pending(ids)) > 0) {
      if (Date.now() > deadline)
        throw new Error('the schedulers did not publish everything in 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    // A few more ticks of both: a double publication would show now.
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
          }),
      ),
    );
    await expectExactlyOnce(
      ids,
      procs.map((p) => p.claims),
    );
    const failures = procs.flatMap((p) => p.failures);
    assert.deepEqual(failures, [], 'no job failed');
    const [a, b] = procs.map((p) => sum(p.claims));
    assert.ok(a! > 0 && b! > 0, `both processes must have claimed items (a ${a}, b ${b})`);
    return { a: a!, b: b!, ms: Date.now() - started };
  } finally {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── Part 2: two schedulers ticking at the same instant ─────────────────────────────────────

function schedulerContext(db: Database, clock: { now: number }, dataDir: string): AppContext {
  const config = { ...loadConfig({}), dataDir, schedulerIntervalMs: 3_600_000 };
  return {
    db: db.db,
    config,
    storage: new LocalDiskStorage(path.join(dataDir, 'files')),
    log: pino({ level: 'silent' }),
    now: () => clock.now,
    counts: new CountCache(),
    loginThrottle: new LoginThrottle(config.loginLimits),
  };
}

async function barrier() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-race-'));
  const clock = { now: Date.now() };
  const due = clock.now + 60_000;
  const ids = await schedule('barrier', (i) => due + (i % WAVES));
  const pools = [
    await openDatabase({ databaseUrl: DATABASE_URL }),
    await openDatabase({ databaseUrl: DATABASE_URL }),
  ];
  const claims: Claims[] = [{}, {}];
  const counted = (i: number): ScheduledJob[] =>
    defaultJobs.map((job) => ({
      name: job.name,
      run: async (ctx) => {
        const changed = await job.run(ctx);
        claims[i]![job.name] = (claims[i]![job.name] ?? 0) + changed;
        return changed;
      },
    }));
  const schedulers = pools.map((pool, i) =>
    startScheduler(schedulerContext(pool, clock, dataDir), counted(i)),
  );
  try {
    clock.now = due + WAVES;
    let ticks = 0;
    // Every tick of both at once, until nothing is left (more rounds change nothing).
    do {
      await Promise.all(schedulers.map((s) => s.tick()));
      ticks += 1;
    } while ((await pending(ids)) > 0 && ticks < 50);
    await Promise.all(schedulers.map((s) => s.tick()));
    await expectExactlyOnce(ids, claims);
    return { a: sum(claims[0]!), b: sum(claims[1]!), ticks: ticks + 1 };
  } finally {
    for (const s of schedulers) s.stop();
    await Promise.all(pools.map((p) => p.close()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = 0;
try {
  const p = await twoProcesses();
  console.log(
    `[scheduler] exactly once with 2 API processes on one PostgreSQL: ${ITEMS} articles + ${ITEMS} pushes + ${ITEMS} messages due in ${WAVES} waves, ${p.a + p.b} claims for ${3 * ITEMS} items (process A ${p.a}, B ${p.b}), 0 published twice, all done in ${p.ms} ms`,
  );
} catch (err) {
  failed += 1;
  console.error('[scheduler] two processes: FAILED', err);
}
try {
  const b = await barrier();
  console.log(
    `[scheduler] exactly once with 2 schedulers ticking together (separate pools): ${3 * ITEMS} items due at once, ${b.a + b.b} claims (A ${b.a}, B ${b.b}) in ${b.ticks} simultaneous ticks, 0 published twice`,
  );
} catch (err) {
  failed += 1;
  console.error('[scheduler] simultaneous ticks: FAILED', err);
}
await database.close();
console.log(`scheduler-race: ${2 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
