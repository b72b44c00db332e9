import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_DEMO_ARTICLES, seedArticleRelations } from '../src/seed/articleRelations';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * An article's related content (#11, designed here): the demo's newest published articles carry
 * related articles and reports, read over REST (ids and short references) and through the
 * console's GraphQL `Article` operation (ids and the related items).
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedContent(server.ctx, 120);
  await seedDemo(server.ctx);
  await seedArticleRelations(server.ctx);
  token = await signIn(server, 'editor');
}, 120_000);
afterAll(() => server.cleanup());

interface Ref {
  id: number;
  kind: number;
  title: string;
}

describe('demo related content', () => {
  it('the newest published articles of the list relate to articles and reports', async () => {
    const list = await server.call('GET', '/v1/admin/article?status=published&limit=20', {
      token,
    });
    // Posts (article_type post) are not related by the demo; the articles among the newest are.
    const ids = (list.body.data.items as { id: number; article_type: string }[])
      .filter((a) => a.article_type === 'article')
      .map((a) => a.id);
    let related = 0;
    for (const id of ids.slice(0, RELATED_DEMO_ARTICLES)) {
      const a = (await server.call('GET', `/v1/admin/article/${id}`, { token })).body.data;
      expect(a.related_article_ids.length).toBe(2);
      expect(a.related_articles.map((r: Ref) => r.id)).toEqual(a.related_article_ids);
      expect(a.related_articles.every((r: Ref) => r.kind === 1 && r.title.length > 0)).toBe(true);
      expect(a.related_report_ids.length).toBeGreaterThan(0);
      expect(a.related_reports.every((r: Ref) => r.kind === 9)).toBe(true);
      expect(a.related_article_ids).not.toContain(id);
      related++;
    }
    expect(related).toBe(RELATED_DEMO_ARTICLES);
    // The rest of the list has none: the demo relates only the newest few.
    const older = (
      await server.call('GET', `/v1/admin/article/${ids[RELATED_DEMO_ARTICLES]}`, {
        token,
      })
    ).body.data;
    expect(older.related_articles).toEqual([]);
  });

  it('the GraphQL Article operation selects the related ids and items', async () => {
    const list = await server.call('GET', '/v1/admin/article?status=published&limit=20', {
      token,
    });
    const id = (list.body.data.items as { id: number; article_type: string }[]).find(
      (a) => a.article_type === 'article',
    )!.id;
    const rest = (await server.call('GET', `/v1/admin/article/${id}`, { token })).body.data;
    const r = await op(server, token, 'Article', { id: String(id) });
    expect(r.errors).toBeUndefined();
    const a = r.data.article;
    expect(a.related_article_ids).toEqual(rest.related_article_ids.map(String));
    expect(a.related_report_ids).toEqual(rest.related_report_ids.map(String));
    expect(a.related_articles.map((x: { title: string }) => x.title)).toEqual(
      rest.related_articles.map((x: Ref) => x.title),
    );
    expect(a.related_reports.map((x: { title: string }) => x.title)).toEqual(
      rest.related_reports.map((x: Ref) => x.title),
    );
    expect(a.related_articles[0]).toMatchObject({ status: 'PUBLISHED', article_type: 'article' });
  });

  it('an article without related content answers empty lists, and a missing one NOT_FOUND', async () => {
    const created = await server.call('POST', '/v1/admin/article', {
      token,
      body: { title: 'A note without related reading', body: '<p>Plain.</p>', publish: false },
    });
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      related_article_ids: [],
      related_report_ids: [],
      related_articles: [],
      related_reports: [],
    });
    const r = await op(server, token, 'Article', { id: String(id) });
    expect(r.data.article).toMatchObject({ related_articles: [], related_reports: [] });
    const missing = await op(server, token, 'Article', { id: '99999998' });
    expect(missing.data.article).toBeNull();
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Article not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
