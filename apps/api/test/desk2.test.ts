import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, contentDailyViews, tags } from '../src/db/schema';
import { dayStartGmt8 } from '../src/services/chinaTime';
import { ContentKind } from '../src/services/relations';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * The desk (issue #12, #19, designed here): Wall Street articles (origin WSCN, kind 26) listed and
 * edited with the version rule; viewpoints and assets created, listed, filtered, edited, deleted;
 * the daily report falls back to the day's most viewed content and saves a curated order; every
 * call needs a staff token.
 */
let server: TestServer;
let admin: string;
let editor: string;
let wscnId: number;
let plainId: number;
let tagId: string;
const DAY = 86_400_000;

async function article(title: string, origin: 'WSCN' | 'NONE', at: number) {
  const [row] = await server.ctx.db
    .insert(articles)
    .values({
      title,
      body: `<p>${title}</p>`,
      summary: `${title} summary`,
      origin,
      status: 'published',
      display_time: at,
      created_at: at,
      updated_at: at,
    } as typeof articles.$inferInsert)
    .returning({ id: articles.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  const now = server.ctx.now();
  wscnId = await article('Fed holds rates', 'WSCN', now - 1000);
  plainId = await article('Console article', 'NONE', now - 2000);
  await article('Older Wall Street piece', 'WSCN', now - 5000);
  const [tag] = await server.ctx.db
    .insert(tags)
    .values({
      name: 'desk-test-tag',
      hot_words: [],
      status: 'published',
      created_at: now,
      updated_at: now,
    } as typeof tags.$inferInsert)
    .returning({ id: tags.id });
  tagId = String(tag!.id);
  const today = dayStartGmt8(now);
  await server.ctx.db.insert(contentDailyViews).values([
    { day: today, content_kind: ContentKind.ARTICLE, content_id: plainId, viewed: 50 },
    { day: today, content_kind: ContentKind.ARTICLE, content_id: wscnId, viewed: 80 },
  ]);
});
afterAll(() => server?.close());

describe('Wall Street articles', () => {
  it('lists only the WSCN articles, newest first, with keyword and paging', async () => {
    const all = await op(server, admin, 'WallstreetArticles', { first: 10 });
    expect(all.errors).toBeUndefined();
    expect(all.data.wallstreet_articles.total_count).toBe(2);
    expect(all.data.wallstreet_articles.nodes.map((n: { title: string }) => n.title)).toEqual([
      'Fed holds rates',
      'Older Wall Street piece',
    ]);
    const kw = await op(server, admin, 'WallstreetArticles', { kw: 'fed', first: 1 });
    expect(kw.data.wallstreet_articles.nodes).toHaveLength(1);
    const page2 = await op(server, admin, 'WallstreetArticles', { first: 1, offset: 1 });
    expect(page2.data.wallstreet_articles.nodes[0].title).toBe('Older Wall Street piece');
  });

  it('edits title, summary, body, time and status with the version rule', async () => {
    const input = {
      title: 'Fed holds rates steady',
      summary: 'New summary',
      body: '<p>Body <script>x</script></p>',
      display_time: 1_700_000_000_000,
      status: 'DRAFT',
    };
    const done = await op(server, editor, 'UpdateWallstreetArticle', {
      id: String(wscnId),
      version: 1,
      input,
    });
    expect(done.errors).toBeUndefined();
    const a = done.data.updateWallstreetArticle;
    expect(a).toMatchObject({
      title: input.title,
      summary: 'New summary',
      status: 'DRAFT',
      version: 2,
    });
    expect(a.body).not.toContain('script');
    const stale = await op(server, editor, 'UpdateWallstreetArticle', {
      id: String(wscnId),
      version: 1,
      input,
    });
    expect(stale.errors?.[0]).toMatchObject({
      message: 'This record was changed by someone else',
      extensions: { code: 'CONFLICT' },
    });
    const empty = await op(server, editor, 'UpdateWallstreetArticle', {
      id: String(wscnId),
      version: 2,
      input: { title: ' ' },
    });
    expect(empty.errors?.[0]?.message).toBe('Please input title');
    const other = await op(server, editor, 'UpdateWallstreetArticle', {
      id: String(plainId),
      version: 1,
      input: { title: 'x' },
    });
    expect(other.errors?.[0]).toMatchObject({
      message: 'Article not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a call without a token', async () => {
    const res = await graphql(server, null, 'query { wallstreet_articles { total_count } }');
    expect(res.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('viewpoints', () => {
  it('creates, lists with filters, edits and deletes', async () => {
    const created = await op(server, editor, 'CreateViewpoint', {
      input: {
        author: '王磊',
        title: 'Banks look cheap',
        body: '<p>Dividends</p>',
        symbols: ['600036'],
        tag_ids: [tagId],
        status: 'PUBLISHED',
      },
    });
    expect(created.errors).toBeUndefined();
    const v = created.data.createViewpoint;
    expect(v).toMatchObject({
      author: '王磊',
      symbols: ['600036'],
      status: 'PUBLISHED',
      version: 1,
    });
    expect(v.tags).toEqual([{ id: tagId, name: 'desk-test-tag' }]);
    await op(server, editor, 'CreateViewpoint', {
      input: { author: 'Mark', title: 'Chips', body: '<p>x</p>' },
    });

    const bySymbol = await op(server, editor, 'Viewpoints', { symbol: '600036' });
    expect(bySymbol.data.viewpoints.total_count).toBe(1);
    const byTag = await op(server, editor, 'Viewpoints', { tag_id: tagId });
    expect(byTag.data.viewpoints.nodes[0].id).toBe(v.id);
    const drafts = await op(server, editor, 'Viewpoints', { status: ['DRAFT'] });
    expect(drafts.data.viewpoints.nodes.map((n: { title: string }) => n.title)).toEqual(['Chips']);

    const edited = await op(server, editor, 'UpdateViewpoint', {
      id: v.id,
      version: 1,
      input: { title: 'Banks still cheap' },
    });
    expect(edited.data.updateViewpoint).toMatchObject({ title: 'Banks still cheap', version: 2 });
    const stale = await op(server, editor, 'UpdateViewpoint', {
      id: v.id,
      version: 1,
      input: { title: 'x' },
    });
    expect(stale.errors?.[0]?.message).toBe('This record was changed by someone else');

    const deleted = await op(server, editor, 'DeleteViewpoint', { id: v.id, version: 2 });
    expect(deleted.data.deleteViewpoint.status).toBe('DELETED');
    const left = await op(server, editor, 'Viewpoints', {});
    expect(left.data.viewpoints.total_count).toBe(1);
  });

  it('says what is missing', async () => {
    const noTitle = await op(server, editor, 'CreateViewpoint', {
      input: { author: 'a', title: '', body: '<p>x</p>' },
    });
    expect(noTitle.errors?.[0]?.message).toBe('Please input title');
    const noBody = await op(server, editor, 'CreateViewpoint', {
      input: { author: 'a', title: 't', body: '<p> </p>' },
    });
    expect(noBody.errors?.[0]?.message).toBe('Please input body content');
    const badTag = await op(server, editor, 'CreateViewpoint', {
      input: { author: 'a', title: 't', body: '<p>x</p>', tag_ids: ['999999'] },
    });
    expect(badTag.errors?.[0]?.message).toBe('Tag not found');
    const missing = await op(server, editor, 'UpdateViewpoint', {
      id: '999999',
      version: 1,
      input: { title: 'x' },
    });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Viewpoint not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('daily report', () => {
  it('falls back to the most viewed of the day, then saves a curated order', async () => {
    const day = dayStartGmt8(server.ctx.now());
    const first = await op(server, editor, 'DailyReport', { day: day + 3_600_000 });
    expect(first.errors).toBeUndefined();
    const r = first.data.daily_report;
    expect(r).toMatchObject({ day, saved: false, version: 0 });
    expect(
      r.items.map((i: { raw_id: string; counter: { viewed: number } }) => [
        i.raw_id,
        i.counter.viewed,
      ]),
    ).toEqual([[String(plainId), 50]]); // the WSCN article became a draft above: only published content is hot

    const items = [
      { kind: 'ARTICLE', raw_id: String(wscnId) },
      { kind: 'ARTICLE', raw_id: String(plainId) },
    ];
    const saved = await op(server, editor, 'SaveDailyReport', { day, version: 0, items });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveDailyReport).toMatchObject({ saved: true, version: 1 });
    expect(saved.data.saveDailyReport.items.map((i: { raw_id: string }) => i.raw_id)).toEqual([
      String(wscnId),
      String(plainId),
    ]);
    expect(saved.data.saveDailyReport.items[0].counter.viewed).toBe(80);

    const again = await op(server, editor, 'SaveDailyReport', { day, version: 0, items });
    expect(again.errors?.[0]?.message).toBe('This record was changed by someone else');
    const reordered = await op(server, editor, 'SaveDailyReport', {
      day,
      version: 1,
      items: [...items].reverse(),
    });
    expect(reordered.data.saveDailyReport.version).toBe(2);
    const twice = await op(server, editor, 'SaveDailyReport', {
      day,
      version: 2,
      items: [items[0], items[0]],
    });
    expect(twice.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const missing = await op(server, editor, 'SaveDailyReport', {
      day,
      version: 2,
      items: [{ kind: 'VIDEO', raw_id: '999999' }],
    });
    expect(missing.errors?.[0]?.message).toBe('Content not found');
    const other = await op(server, editor, 'DailyReport', { day: day - DAY });
    expect(other.data.daily_report).toMatchObject({ saved: false, items: [] });
  });
});

describe('assets', () => {
  it('creates, refuses a repeated code, lists, edits and deletes', async () => {
    const created = await op(server, editor, 'CreateAsset', {
      input: { name: '贵州茅台', code: '600519', market: 'SH', kind: 'STOCK', tag_ids: [tagId] },
    });
    expect(created.errors).toBeUndefined();
    const a = created.data.createAsset;
    expect(a).toMatchObject({ code: '600519', market: 'SH', status: 'ACTIVE', version: 1 });
    const repeat = await op(server, editor, 'CreateAsset', {
      input: { name: 'x', code: '600519', market: 'SH', kind: 'STOCK' },
    });
    expect(repeat.errors?.[0]).toMatchObject({
      message: 'Repeat Asset',
      extensions: { code: 'DUPLICATE' },
    });
    await op(server, editor, 'CreateAsset', {
      input: { name: 'Apple', code: 'aapl', market: 'US', kind: 'STOCK', status: 'INACTIVE' },
    });
    const empty = await op(server, editor, 'CreateAsset', {
      input: { name: ' ', code: 'X', market: 'US', kind: 'STOCK' },
    });
    expect(empty.errors?.[0]?.message).toBe('This is a required field');

    const us = await op(server, editor, 'Assets', { market: 'US' });
    expect(us.data.assets.nodes.map((n: { code: string }) => n.code)).toEqual(['AAPL']);
    const kw = await op(server, editor, 'Assets', { kw: '茅台' });
    expect(kw.data.assets.total_count).toBe(1);
    const inactive = await op(server, editor, 'Assets', { status: 'INACTIVE' });
    expect(inactive.data.assets.total_count).toBe(1);

    const edited = await op(server, editor, 'UpdateAsset', {
      id: a.id,
      version: 1,
      input: { status: 'INACTIVE', tag_ids: [] },
    });
    expect(edited.data.updateAsset).toMatchObject({ status: 'INACTIVE', tags: [], version: 2 });
    const stale = await op(server, editor, 'DeleteAsset', { id: a.id, version: 1 });
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const gone = await op(server, editor, 'DeleteAsset', { id: a.id, version: 2 });
    expect(gone.data.deleteAsset).toBe(true);
    const missing = await op(server, editor, 'DeleteAsset', { id: a.id, version: 2 });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Asset not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
