import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { articles } from '../src/db/schema';
import { applySavingRule } from '../src/services/articles';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'PBOC keeps the loan prime rate unchanged',
  body: '<p>The one-year LPR stays at 3.45%.</p>',
  publish: false,
  ...over,
});

async function create(over: Record<string, unknown> = {}, token = editor) {
  const res = await server.call('POST', '/v1/admin/article', { token, body: draft(over) });
  expect(res.body.message).toBe('OK');
  return res.body.data;
}

describe('saving rule', () => {
  it('is the rule of the spec, case by case', () => {
    const now = 1_000_000;
    const base = { previousPublishedAt: null, now };
    expect(
      applySavingRule({ ...base, publish: true, previousStatus: null, planned: now + 1 }),
    ).toMatchObject({ status: 'draft', publish_requested: true });
    expect(
      applySavingRule({ ...base, publish: true, previousStatus: 'published', planned: now + 1 }),
    ).toMatchObject({ status: 'published' });
    expect(
      applySavingRule({ ...base, publish: true, previousStatus: 'draft', planned: now - 1 }),
    ).toMatchObject({ status: 'published', published_at: now });
    expect(
      applySavingRule({ ...base, publish: false, previousStatus: 'published', planned: null }),
    ).toMatchObject({ status: 'draft', publish_requested: false });
  });

  it('creates a draft, a published article and a scheduled one over HTTP', async () => {
    const d = await create();
    expect(d).toMatchObject({ status: 'draft', scheduled: false, version: 1, published_at: null });
    expect(d.author.nickname).toBe('Li Wei');
    const p = await create({ publish: true });
    expect(p).toMatchObject({ status: 'published', published_at: server.clock.now });
    const s = await create({ publish: true, planned_publish_at: server.clock.now + HOUR });
    expect(s).toMatchObject({ status: 'draft', scheduled: true, published_at: null });
  });

  it('publishes a scheduled article when its time comes (the scheduler)', async () => {
    const planned = server.clock.now + 2 * HOUR;
    const s = await create({ publish: true, planned_publish_at: planned });
    await server.scheduler.tick();
    expect(
      (await server.call('GET', `/v1/admin/article/${s.id}`, { token: editor })).body.data.status,
    ).toBe('draft');
    server.clock.advance(2 * HOUR + 1);
    await server.scheduler.tick();
    const after = (await server.call('GET', `/v1/admin/article/${s.id}`, { token: editor })).body
      .data;
    expect(after).toMatchObject({
      status: 'published',
      published_at: planned,
      scheduled: false,
      version: 2,
    });
  });

  it('cancels a schedule with planned_publish_at: null', async () => {
    const s = await create({ publish: true, planned_publish_at: server.clock.now + HOUR });
    const res = await server.call('PUT', `/v1/admin/article/${s.id}`, {
      token: editor,
      body: draft({ version: s.version, planned_publish_at: null }),
    });
    expect(res.body.data).toMatchObject({
      status: 'draft',
      scheduled: false,
      planned_published_at: null,
      version: 2,
    });
    server.clock.advance(2 * HOUR);
    await server.scheduler.tick();
    expect(
      (await server.call('GET', `/v1/admin/article/${s.id}`, { token: editor })).body.data.status,
    ).toBe('draft');
  });
});

describe('versions', () => {
  it('refuses a stale write with 40009 and the current version, and writes nothing', async () => {
    const a = await create();
    const first = await server.call('PUT', `/v1/admin/article/${a.id}`, {
      token: editor,
      body: draft({ version: 1, title: 'First tab saved this longer title' }),
    });
    expect(first.body.data.version).toBe(2);
    const stale = await server.call('PUT', `/v1/admin/article/${a.id}`, {
      token: admin,
      body: draft({ version: 1, title: 'Second tab would overwrite this' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: 1, code: 40009 });
    expect(stale.body.data.current_version).toBe(2);
    expect(stale.body.data.current.title).toBe('First tab saved this longer title');
    const now = await server.call('GET', `/v1/admin/article/${a.id}`, { token: editor });
    expect(now.body.data).toMatchObject({ version: 2, title: 'First tab saved this longer title' });
  });

  it('changes the status directly: delete, draft, publish', async () => {
    const a = await create();
    const del = await server.call('PUT', `/v1/admin/article/${a.id}/status`, {
      token: editor,
      body: { status: 'deleted', version: 1 },
    });
    expect(del.body.data).toMatchObject({ status: 'deleted', version: 2 });
    const pub = await server.call('PUT', `/v1/admin/article/${a.id}/status`, {
      token: editor,
      body: { status: 'published', version: 2 },
    });
    expect(pub.body.data).toMatchObject({
      status: 'published',
      version: 3,
      published_at: server.clock.now,
    });
    const stale = await server.call('PUT', `/v1/admin/article/${a.id}/status`, {
      token: editor,
      body: { status: 'draft', version: 2 },
    });
    expect(stale.body.code).toBe(40009);
  });
});

describe('validation', () => {
  it('answers the spec messages and writes nothing', async () => {
    const before = (await server.call('GET', '/v1/admin/article?limit=1', { token: editor })).body
      .data.total;
    const short = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: draft({ title: 'Too short' }),
    });
    expect(short.body).toMatchObject({
      status: 1,
      code: 40001,
      message: 'Title length should longer than 10 words',
    });
    const empty = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: draft({ title: '   ' }),
    });
    expect(empty.body.message).toMatch(/Title/);
    const body = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: draft({ body: '<p> </p>' }),
    });
    expect(body.body.message).toBe('Body text cannot be empty');
    const cover = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: draft({ cover_uri: 'u20261122-missing.png' }),
    });
    expect(cover.body).toMatchObject({ code: 40001 });
    expect(cover.body.data.errors[0]).toMatchObject({ field: 'cover_uri', rule: 'uploaded' });
    const tag = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: draft({ tag_ids: [987654] }),
    });
    expect(tag.body).toMatchObject({ code: 40004, message: 'Tag not found' });
    const after = (await server.call('GET', '/v1/admin/article?limit=1', { token: editor })).body
      .data.total;
    expect(after).toBe(before);
  });

  it('sanitizes the body and counts words (CJK characters one each)', async () => {
    const a = await create({
      body: '<p onclick="x()">央行 keeps rates<script>alert(1)</script></p>',
    });
    expect(a.body).toBe('<p>央行 keeps rates</p>');
    expect(a.words_count).toBe(4);
  });

  it('refuses without a token', async () => {
    const res = await server.call('GET', '/v1/admin/article');
    expect(res.body.code).toBe(50008);
  });
});

describe('list', () => {
  it('filters by status, keyword, author, words and hides deleted on request', async () => {
    const marker = `Quarterly outlook ${Date.now()}`;
    const a = await create({ title: `${marker} alpha`, publish: true });
    await create({ title: `${marker} beta`, body: `<p>${'word '.repeat(2500)}</p>` });
    const c = await create({ title: `${marker} gamma` });
    await server.call('PUT', `/v1/admin/article/${c.id}/status`, {
      token: editor,
      body: { status: 'deleted', version: 1 },
    });
    const k = encodeURIComponent(marker);
    const all = await server.call('GET', `/v1/admin/article?keyword=${k}`, { token: editor });
    expect(all.body.data.total).toBe(3);
    const hidden = await server.call('GET', `/v1/admin/article?keyword=${k}&hide_deleted=true`, {
      token: editor,
    });
    expect(hidden.body.data.total).toBe(2);
    const published = await server.call('GET', `/v1/admin/article?keyword=${k}&status=published`, {
      token: editor,
    });
    expect(published.body.data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const long = await server.call('GET', `/v1/admin/article?keyword=${k}&wc_gt=1999&wc_lt=3000`, {
      token: editor,
    });
    expect(long.body.data.items).toHaveLength(1);
    const mine = await server.call(
      'GET',
      `/v1/admin/article?keyword=${k}&author_id=${a.author.id}&limit=2&page=2`,
      { token: editor },
    );
    expect(mine.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(mine.body.data.items).toHaveLength(1);
  });

  it('matches the keyword against the summary too, as the contract says', async () => {
    const word = `Zephyrine${Date.now()}`;
    const bySummary = await create({
      title: 'Liquidity in the interbank market',
      body_summary: `A ${word} note`,
    });
    const byTitle = await create({ title: `${word} in the title, not the summary` });
    await create({ title: 'Nothing to find in this one at all' });
    const found = await server.call('GET', `/v1/admin/article?keyword=${word.toLowerCase()}`, {
      token: editor,
    });
    expect(found.body.data.items.map((i: { id: number }) => i.id).sort()).toEqual(
      [bySummary.id, byTitle.id].sort(),
    );
  });

  it('never serves a cached page after a write', async () => {
    const a = await create({ title: 'Cache check article for the list', publish: true });
    const before = await server.call('GET', '/v1/admin/article?limit=5', { token: editor });
    expect(before.body.data.items[0]).toMatchObject({ id: a.id, status: 'published' });
    await server.call('PUT', `/v1/admin/article/${a.id}/status`, {
      token: editor,
      body: { status: 'draft', version: 1 },
    });
    const after = await server.call('GET', '/v1/admin/article?limit=5', { token: editor });
    expect(after.body.data.items[0]).toMatchObject({ id: a.id, status: 'draft', version: 2 });
  });

  it('refuses a bad filter with a message naming the parameter', async () => {
    const res = await server.call('GET', '/v1/admin/article?limit=1000', { token: editor });
    expect(res.body).toMatchObject({ status: 1, code: 40001 });
    expect(res.body.message).toMatch(/limit/);
  });
});

describe('deep pages', () => {
  it('answers pages past the deferred-join offset in the same order as the first ones', async () => {
    const now = server.clock.now;
    // 2,500 more articles, some sharing a display time (ties go by id).
    await server.ctx.db.execute(
      sql`insert into articles (title, body, status, display_time, created_at, updated_at)
        select 'Bulk article number ' || g, '<p>x</p>', 'published',
          ${now} - (g / 3) * 1000::bigint, ${now}, ${now}
        from generate_series(1, 2500) g`,
    );
    server.ctx.counts.invalidate('articles');
    const expected = (await server.ctx.db
      .select({ id: articles.id })
      .from(articles)
      .orderBy(desc(articles.display_time), desc(articles.id))) as { id: number }[];
    const total = expected.length;
    // Offsets 1,960–2,059: across the switch to the deferred join at 2,000.
    for (const page of [99, 100, 101, 102, 103]) {
      const res = await server.call('GET', `/v1/admin/article?limit=20&page=${page}`, {
        token: editor,
      });
      expect(res.body.data.total).toBe(total);
      expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual(
        expected.slice((page - 1) * 20, page * 20).map((e) => e.id),
      );
    }
    const last = Math.ceil(total / 100);
    const tail = await server.call('GET', `/v1/admin/article?limit=100&page=${last}&sort=asc`, {
      token: editor,
    });
    expect(tail.body.data.items.length).toBe(total - (last - 1) * 100);
  });
});
