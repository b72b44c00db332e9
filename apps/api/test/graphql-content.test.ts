import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedContent(server.ctx, 400);
  await seedDemo(server.ctx);
  token = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

async function one<T>(query: ReturnType<typeof sql>) {
  return ((await server.ctx.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

describe('GraphQL authentication', () => {
  it('refuses a missing or unknown token with one UNAUTHENTICATED error, HTTP 200, data null', async () => {
    for (const t of [null, 'not-a-token']) {
      const r = await op(server, t, 'Tags', {});
      expect(r.status).toBe(200);
      expect(r.data ?? null).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 50008 });
    }
  });

  it('accepts the token as Authorization: Bearer or X-Token', async () => {
    for (const header of ['bearer', 'x-token'] as const) {
      const r = await graphql(
        server,
        token,
        '{ tags(first: 1) { total_count } }',
        {},
        undefined,
        header,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.tags.total_count).toBeGreaterThan(20);
    }
  });

  it('answers HTTP 400 for a document that does not validate', async () => {
    const r = await graphql(server, token, '{ tags { nope } }');
    expect(r.status).toBe(400);
  });
});

describe('content list', () => {
  it('lists content newest first with totals and cursor paging', async () => {
    const first = await op(server, token, 'ContentList', { first: 5, kinds: ['ARTICLE', 'POST'] });
    expect(first.errors).toBeUndefined();
    const page = first.data.contentList;
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from articles`);
    expect(page.total_count).toBe(n);
    expect(page.nodes).toHaveLength(5);
    const times = page.nodes.map((c: { datetime: number }) => c.datetime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.page_info.has_next_page).toBe(true);

    const next = await op(server, token, 'ContentList', {
      first: 5,
      kinds: ['ARTICLE', 'POST'],
      after: page.page_info.end_cursor,
    });
    const both = await op(server, token, 'ContentList', { first: 10, kinds: ['ARTICLE', 'POST'] });
    expect([...page.nodes, ...next.data.contentList.nodes]).toEqual(both.data.contentList.nodes);
    // offset counts after the cursor
    const skipped = await op(server, token, 'ContentList', {
      first: 1,
      offset: 2,
      kinds: ['ARTICLE', 'POST'],
      after: page.page_info.end_cursor,
    });
    expect(skipped.data.contentList.nodes[0]).toEqual(both.data.contentList.nodes[7]);
  });

  it('filters by status, audience, keyword, time, author and kind across tables', async () => {
    const r = await op(server, token, 'ContentList', {
      first: 100,
      status: ['PUBLISHED'],
      vipVisibility: ['BLACK_GOLD'],
      kinds: ['VIDEO', 'REPORT', 'ROADSHOW'],
    });
    expect(r.errors).toBeUndefined();
    const nodes = r.data.contentList.nodes as {
      kind: string;
      status: string;
      vip_visibility: string;
    }[];
    expect(nodes.length).toBeGreaterThan(5);
    expect(new Set(nodes.map((c) => c.kind)).size).toBeGreaterThan(1);
    for (const c of nodes) {
      expect(c.status).toBe('PUBLISHED');
      expect(c.vip_visibility).toBe('BLACK_GOLD');
    }
    const { author_id, title } = await one<{ author_id: number; title: string }>(
      sql`select author_id, title from articles where status = 'published' order by id limit 1`,
    );
    const mine = await op(server, token, 'ContentList', {
      first: 100000,
      userId: String(author_id),
    });
    for (const c of mine.data.contentList.nodes) expect(c.author.id).toBe(String(author_id));
    const kw = title.slice(0, 4);
    const found = await op(server, token, 'ContentList', { kw, first: 3, sortBy: 'RELATED' });
    expect(found.data.contentList.total_count).toBeGreaterThan(0);
    expect(found.data.contentList.nodes[0].title).toContain(kw);
    const window = await op(server, token, 'ContentList', {
      startTime: server.clock.now - 86_400_000,
      endTime: server.clock.now,
      first: 100,
    });
    for (const c of window.data.contentList.nodes) {
      expect(c.datetime).toBeGreaterThanOrEqual(server.clock.now - 86_400_000);
      expect(c.datetime).toBeLessThan(server.clock.now);
    }
  });

  it('matches tags and channels on the same relation (ALL covers every group)', async () => {
    const { id } = await one<{ id: number }>(
      sql`select item_id as id from tag_relations where item_kind = 1 and tag_id = 0 and "group" = 6 limit 1`,
    );
    const r = await op(server, token, 'ContentList', {
      first: 100000,
      kinds: ['ARTICLE', 'POST'],
      tags: ['0'],
      group: 'RESEARCH_ARTICLES',
    });
    const ids = r.data.contentList.nodes.map((c: { raw_id: string }) => c.raw_id);
    expect(ids).toContain(String(id));
    const { n } = await one<{ n: number }>(
      sql`select count(distinct item_id)::int as n from tag_relations where item_kind = 1 and tag_id = 0 and "group" in (6, 99)`,
    );
    expect(r.data.contentList.total_count).toBe(n);
    // The older name with snake_case arguments answers the same
    const old = await op(server, token, 'Contents', {
      first: 5,
      tag_id: '0',
      group: 'RESEARCH_ARTICLES',
      kinds: ['ARTICLE', 'POST'],
    });
    expect(old.data.contents.total_count).toBe(n);
  });

  it('filters by related and associated kinds and by relation conditions', async () => {
    const related = await op(server, token, 'ContentList', {
      first: 100,
      kinds: ['VIDEO'],
      relatedKinds: ['ARTICLE', 'POST'],
    });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from videos where cardinality(related_article_ids) > 0`,
    );
    expect(related.data.contentList.total_count).toBe(n);
    const associated = await op(server, token, 'ContentList', {
      first: 1,
      associatedKinds: ['VIDEO'],
    });
    expect(associated.data.contentList.total_count).toBeGreaterThan(0);
    const { source_id, c } = await one<{ source_id: number; c: number }>(
      sql`select source_id, count(*)::int as c from external_items group by source_id order by source_id limit 1`,
    );
    const bySource = await op(server, token, 'ContentList', {
      first: 1,
      kinds: ['EXTERNAL_ITEM'],
      relations: {
        operator: 'OR',
        conditions: [{ kind: 'EXTERNAL_SOURCE', ids: [String(source_id)] }],
      },
    });
    expect(bySource.data.contentList.total_count).toBe(c);
    const none = await op(server, token, 'ContentList', {
      relations: { conditions: [{ kind: 'NONE', ids: ['1'] }] },
    });
    expect(none.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 40001 });
    expect(none.errors![0]!.extensions.errors[0]).toMatchObject({ rule: 'enum' });
  });

  it('refuses two spellings that disagree, a page size out of range, and a string Timestamp', async () => {
    const conflict = await graphql(
      server,
      token,
      '{ contents(sortBy: ASC, sort_by: DESC) { total_count } }',
    );
    expect(conflict.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 40001,
    });
    expect(conflict.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'sort_by',
      rule: 'alias_conflict',
    });
    const agree = await graphql(
      server,
      token,
      '{ contents(sortBy: ASC, sort_by: ASC, first: 1) { total_count } }',
    );
    expect(agree.errors).toBeUndefined();
    const range = await op(server, token, 'ContentList', { first: 100001 });
    expect(range.errors![0]!.extensions.errors[0]).toMatchObject({ field: 'first', rule: 'range' });
    const str = await op(server, token, 'ContentList', { startTime: '2026-01-01' });
    expect(str.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 40001 });
  });
});

describe('content detail, articles, videos and tags', () => {
  it('gives the record behind the wrapper, with associations both ways and lite bodies', async () => {
    const { id, rel } = await one<{ id: number; rel: number }>(
      sql`select id, related_article_ids[1] as rel from videos where cardinality(related_article_ids) > 0 order by id limit 1`,
    );
    const r = await op(server, token, 'ContentDetail', { contentId: String(id), kind: 'VIDEO' });
    expect(r.errors).toBeUndefined();
    const d = r.data.contentDetail;
    expect(d.content.detail.schedule).toBeDefined();
    expect(d.content.detail.episodes.length).toBeGreaterThan(0);
    expect(d.associate_with.nodes.map((c: { raw_id: string }) => c.raw_id)).toContain(String(rel));
    const article = await op(server, token, 'ContentDetail', {
      contentId: String(rel),
      kind: 'ARTICLE',
      lite: true,
    });
    const a = article.data.contentDetail;
    expect(a.content.detail.article_type).toBe('article');
    expect(a.content.detail.body).toBeNull();
    expect(
      a.associated_by.nodes.map((c: { raw_id: string; kind: string }) => `${c.kind}:${c.raw_id}`),
    ).toContain(`VIDEO:${id}`);
    const full = await op(server, token, 'Article', { id: String(rel) });
    expect(full.data.article.body.length).toBeGreaterThan(10);
    expect(full.data.article.tags.length).toBeGreaterThan(0);
  });

  it("reads every kind with a record type through the console's detail query", async () => {
    const kinds: [string, string][] = [
      ['ARTICLE', 'articles'],
      ['VIDEO', 'videos'],
      ['REPORT', 'reports'],
      ['ROADSHOW', 'roadshows'],
      ['LINK', 'links'],
      ['FAQ', 'faqs'],
      ['ROADMAP', 'roadmaps'],
      ['CALENDAR', 'calendar_events'],
      ['FINANCE_EVENT', 'calendar_events'],
      ['CALENDAR_TOPIC', 'calendar_topics'],
      ['TAG', 'tags'],
      ['EXTERNAL_SOURCE', 'external_sources'],
      ['EXTERNAL_SOURCE_GROUP', 'external_source_groups'],
      ['EXTERNAL_ITEM', 'external_items'],
      ['WALLSTREET_LIVES', 'wscn_lives'],
    ];
    for (const [kind, table] of kinds) {
      const { id } = await one<{ id: number }>(
        sql`select max(id)::int as id from ${sql.identifier(table)}`,
      );
      const r = await op(server, token, 'ContentDetail', { contentId: String(id), kind });
      expect(r.errors, kind).toBeUndefined();
      expect(r.data.contentDetail.content.raw_id).toBe(String(id));
      expect(r.data.contentDetail.content.detail.id).toBe(String(id));
    }
    const noRecord = await op(server, token, 'ContentDetail', { contentId: '1', kind: 'AUDIO' });
    expect(noRecord.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('answers null plus NOT_FOUND with the path for a missing record', async () => {
    const r = await op(server, token, 'ContentDetail', { contentId: '999999', kind: 'ARTICLE' });
    expect(r.status).toBe(200);
    expect(r.data.contentDetail).toBeNull();
    expect(r.errors![0]).toMatchObject({
      path: ['contentDetail'],
      extensions: { code: 'NOT_FOUND', status: 40004, field: 'contentId' },
    });
    const a = await op(server, token, 'Article', { id: '999999' });
    expect(a.data.article).toBeNull();
    expect(a.errors![0]!.message).toBe('Article not found');
    const v = await op(server, token, 'Video', { id: '999999' });
    expect(v.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('lists articles with word-count buckets, channel and author filters', async () => {
    const r = await op(server, token, 'Articles', {
      first: 100000,
      wc_gt: 199,
      wc_lt: 300,
      status: ['PUBLISHED'],
    });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from articles where words_count > 199 and words_count < 300 and status = 'published'`,
    );
    expect(r.data.articles.total_count).toBe(n);
    for (const a of r.data.articles.nodes) expect(a.status).toBe('PUBLISHED');
    const mine = await op(server, token, 'DashboardMyArticles', {
      user_id: r.data.articles.nodes[0].author.id,
    });
    for (const a of mine.data.articles.nodes)
      expect(a.author.id).toBe(r.data.articles.nodes[0].author.id);
  });

  it('lists tags and topics by name with their newest contents on request', async () => {
    const topics = await op(server, token, 'Tags', { is_topic: true, first: 10 });
    expect(topics.data.tags.total_count).toBe(5);
    for (const t of topics.data.tags.nodes) expect(t.is_topic).toBe(true);
    const withContents = await op(server, token, 'Tags', {
      kw: 'A-shares',
      withContents: true,
      contentsFirst: 3,
    });
    const tag = withContents.data.tags.nodes[0];
    expect(tag.name).toBe('A股');
    expect(tag.alias).toEqual(['A-shares']);
    expect(tag.contents.nodes.length).toBe(3);
    expect(tag.contents.total_count).toBeGreaterThan(3);
  });

  it('gives each tag of a list its own contents page, batched, as when asked one tag at a time', async () => {
    const list = await graphql(
      server,
      token,
      '{ tags(first: 6) { nodes { id contents(first: 2, offset: 1, status: [PUBLISHED]) { total_count nodes { raw_id kind } } } } }',
    );
    expect(list.errors).toBeUndefined();
    const nodes = list.data.tags.nodes as {
      id: string;
      contents: { total_count: number; nodes: unknown[] };
    }[];
    expect(nodes.length).toBe(6);
    for (const tag of nodes) {
      const alone = await op(server, token, 'Contents', {
        tag_id: tag.id,
        status: ['PUBLISHED'],
        first: 2,
        offset: 1,
      });
      expect(tag.contents.total_count).toBe(alone.data.contents.total_count);
      expect(tag.contents.nodes).toEqual(
        alone.data.contents.nodes.map((c: { raw_id: string; kind: string }) => ({
          raw_id: c.raw_id,
          kind: c.kind,
        })),
      );
    }
    expect(nodes.some((t) => t.contents.total_count > 3)).toBe(true);
  });

  it('reads the slogan from kv and gives null without an error for a missing key', async () => {
    const s = await op(server, token, 'ConsoleHomeSlogan');
    expect(s.data.kv.value.length).toBeGreaterThan(0);
    const missing = await op(server, token, 'Kv', { key: 'no-such-key' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data.kv).toBeNull();
  });

  it('gives the day’s most viewed content (GMT+8 day)', async () => {
    const r = await op(server, token, 'DailyTopK', { day: server.clock.now, size: 5 });
    expect(r.errors).toBeUndefined();
    const top = r.data.daily_topk as { counter: { viewed: number } }[];
    expect(top.length).toBe(5);
    const views = top.map((t) => t.counter.viewed);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const bad = await op(server, token, 'DailyTopK', { day: server.clock.now, size: 0 });
    expect(bad.errors![0]!.extensions.errors[0]).toMatchObject({ field: 'size', rule: 'range' });
  });
});
