import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/seed';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());

async function rows<T>(s: TestServer, query: ReturnType<typeof sql>) {
  return ((await s.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('demo seed', () => {
  it('seeds articles across statuses, scheduled ones included, and is a no-op the second time', async () => {
    const started = Date.now();
    await seedContent(server.ctx, 600);
    expect(Date.now() - started).toBeLessThan(20_000);
    const byStatus = Object.fromEntries(
      (
        await rows<{ status: string; n: number }>(
          server,
          sql`select status, count(*)::int as n from articles group by status order by status`,
        )
      ).map((r) => [r.status, r.n]),
    );
    expect(byStatus.published).toBeGreaterThan(300);
    expect(byStatus.draft).toBeGreaterThan(50);
    expect(byStatus.deleted).toBeGreaterThan(10);
    expect(await seedIfEmpty(server.ctx)).toBe(false);

    const token = await signIn(server, 'editor');
    const scheduled = await server.call('GET', '/v1/admin/article?scheduled=true', { token });
    expect(scheduled.body.data.total).toBe(4);
    const tagged = await server.call('GET', '/v1/admin/article?limit=5', { token });
    for (const a of tagged.body.data.items) expect(a.tags.length).toBeGreaterThan(0);
  });
});

describe('full demo seed', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.cleanup();
  });

  /** A fresh server with the whole first-start seed (3,000 articles and the rest). */
  async function seeded() {
    const s = await startTestServer();
    servers.push(s);
    const started = Date.now();
    await seedContent(s.ctx);
    await seedDemo(s.ctx);
    return { s, ms: Date.now() - started };
  }

  const COUNTS = sql`select
      (select count(*)::int from articles) as articles,
      (select count(*)::int from articles where status = 'draft' and planned_published_at > ${Date.UTC(2026, 10, 22, 2)}) as scheduled,
      (select count(*)::int from users where roles = '{}') as readers,
      (select count(*)::int from memberships where level in (2, 3)) as paid_memberships,
      (select count(*)::int from videos) as videos,
      (select count(*)::int from episodes) as episodes,
      (select count(distinct live_status)::int from roadshows) as live_statuses,
      (select count(*)::int from roadshow_user_groups) as user_groups,
      (select count(*)::int from links) as links,
      (select count(*)::int from faqs) as faqs,
      (select count(*)::int from roadmaps) as roadmaps,
      (select count(*)::int from calendar_events) as events,
      (select count(*)::int from calendar_topics) as topics,
      (select count(*)::int from skus) as skus,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_transactions) as payments,
      (select min(created_at)::bigint from orders) as first_order,
      (select count(*)::int from push_notifications) as pushes,
      (select count(*)::int from system_messages) as messages,
      (select count(*)::int from kv_configs) as kv,
      (select count(*)::int from external_sources) as sources,
      (select count(*)::int from external_source_groups) as source_groups,
      (select count(*)::int from external_items) as items,
      (select count(*)::int from wscn_lives) as lives,
      (select count(distinct "group")::int from tag_relations) as relation_groups`;

  const DIGEST = sql`select md5(
      (select string_agg(title || display_time || status, ',' order by id) from articles) ||
      (select string_agg(order_no || real_pay_amount || user_id, ',' order by id) from orders) ||
      (select string_agg(nickname || coalesce(phone, ''), ',' order by id) from users) ||
      (select string_agg(title || display_time, ',' order by id) from calendar_events)
    ) as digest`;

  it('seeds every area with believable volume in well under 20 s, the same way every time', async () => {
    const first = await seeded();
    expect(first.ms).toBeLessThan(20_000);
    const [c] = await rows<Record<string, number>>(first.s, COUNTS);
    expect(c).toMatchObject({
      articles: 3000,
      scheduled: 20,
      readers: 508,
      videos: 80,
      live_statuses: 3,
      user_groups: 5,
      links: 40,
      faqs: 12,
      roadmaps: 6,
      topics: 12,
      skus: 12,
      orders: 3200,
      pushes: 80,
      messages: 30,
      kv: 4,
      sources: 20,
      source_groups: 5,
      items: 400,
      lives: 600,
    });
    expect(c!.paid_memberships).toBeGreaterThan(100);
    expect(c!.episodes).toBeGreaterThan(80);
    expect(c!.events).toBeGreaterThan(60);
    expect(c!.payments).toBeGreaterThan(2400);
    expect(Number(c!.first_order)).toBeGreaterThanOrEqual(first.s.clock.now - 90 * 86_400_000);
    expect(c!.relation_groups).toBeGreaterThan(8);

    // Every image the seed refers to is a valid storage key of a stored file, so covers,
    // screenshots and live images load (the demo episodes' mp4 files are not stored).
    const refs = await rows<{ key: string; stored: boolean }>(
      first.s,
      sql`select k.key, exists (select 1 from storage_files f where f.key = k.key) as stored from (
          select cover_uri as key from articles where cover_uri is not null
          union select cover_uri from videos where cover_uri is not null
          union select poster from roadshows where poster is not null
          union select cover_uri from skus where cover_uri is not null
          union select unnest(thumbnails) from episodes
          union select unnest(images) from wscn_lives) k`,
    );
    expect(refs.length).toBeGreaterThan(10);
    for (const r of refs) {
      expect(r.key).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/);
      expect(r.stored).toBe(true);
      expect(await first.s.ctx.storage.exists(r.key)).toBe(true);
    }

    // Every episode's file and preview are stored, and the episode's length and size are the
    // file's own, as avinfo reads them.
    const eps = await rows<{ url: string; preview_url: string; duration: number; size: number }>(
      first.s,
      sql`select url, preview_url, duration, size from episodes`,
    );
    const token = await signIn(first.s, 'editor');
    const byKey = new Map<string, { duration: number; size: number }>();
    for (const e of eps) {
      for (const key of [e.url, e.preview_url]) {
        if (!byKey.has(key)) {
          const info = await first.s.call('GET', `/storage/${key}?avinfo`, { token });
          expect(info.body.status).toBe(0);
          byKey.set(key, info.body.data.format);
        }
      }
      expect(byKey.get(e.url)).toEqual({ duration: Number(e.duration), size: Number(e.size) });
    }
    expect(byKey.size).toBeGreaterThan(5);

    // Determinism: a second empty database seeded at the same clock is identical.
    const second = await seeded();
    const [[a], [b]] = await Promise.all([rows(first.s, DIGEST), rows(second.s, DIGEST)]);
    expect(a).toEqual(b);

    // Seeding again on a seeded database is a no-op.
    expect(await seedIfEmpty(first.s.ctx)).toBe(false);
    const [again] = await rows<Record<string, number>>(first.s, COUNTS);
    expect(again).toEqual(c);
  });
});
