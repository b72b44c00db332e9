import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const second = (method: string, url: string, body?: unknown) =>
  server.call(method, url, { token, body, api: 'second' });

describe('tags on the second host', () => {
  it('creates, finds, renames and deletes a tag', async () => {
    const created = await second('POST', '/tag', {
      name: 'Macro',
      alias: ['宏观'],
      hot_words: ['CPI'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Macro',
      alias: ['宏观'],
      version: 1,
      status: 'published',
    });
    const found = await second('POST', '/tag/query', {
      kw: '宏',
      pagination: { offset: 0, first: 10 },
    });
    expect(found.body.data.items.map((t: { name: string }) => t.name)).toEqual(['Macro']);
    const renamed = await second('PUT', '/tag', {
      id: created.body.data.id,
      version: 1,
      name: 'Macro economy',
    });
    expect(renamed.body.data).toMatchObject({ name: 'Macro economy', version: 2 });
    const deleted = await second('DELETE', '/tag', { id: created.body.data.id, version: 2 });
    expect(deleted.body.data.status).toBe('deleted');
    const gone = await second('POST', '/tag/query', { kw: 'Macro' });
    expect(gone.body.data.total).toBe(0);
  });

  it('refuses a duplicate name with Repeat Tag, case-insensitive', async () => {
    await second('POST', '/tag', { name: 'Bonds' });
    const dup = await second('POST', '/tag', { name: '  bonds ' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ status: 1, code: 40010, message: 'Repeat Tag' });
  });

  it('refuses deleting the matrix tag and a stale version', async () => {
    const matrix = await second('DELETE', '/tag', { id: 0, version: 1 });
    expect(matrix.body).toMatchObject({ code: 40030, message: 'Not available for deletion' });
    const t = await second('POST', '/tag', { name: 'Equities' });
    await second('PUT', '/tag', { id: t.body.data.id, version: 1, description: 'Stocks' });
    const stale = await second('PUT', '/tag', {
      id: t.body.data.id,
      version: 1,
      description: 'Old',
    });
    expect(stale.body).toMatchObject({ code: 40009 });
    expect(stale.body.data.current_version).toBe(2);
  });

  it('validates the name with the spec message', async () => {
    const res = await second('POST', '/tag', { name: '   ' });
    expect(res.body).toMatchObject({ status: 1, code: 40001, message: 'Please input title first' });
  });

  it('keeps company and industry tags apart (designed here)', async () => {
    const company = await second('POST', '/tag', {
      name: 'Kweichow Moutai',
      category: 'company',
      symbol: '600519',
    });
    expect(company.status).toBe(201);
    expect(company.body.data).toMatchObject({ category: 'company', symbol: '600519' });
    const industry = await second('POST', '/tag', { name: 'Liquor', category: 'industry' });
    const plain = await second('POST', '/tag', { name: 'Liquidity' });
    expect(plain.body.data.category).toBeNull();

    const companies = await second('POST', '/tag/query', { kw: 'Li', category: 'company' });
    expect(companies.body.data.total).toBe(0);
    const industries = await second('POST', '/tag/query', { kw: 'Li', category: 'industry' });
    expect(industries.body.data.items.map((t: { name: string }) => t.name)).toEqual(['Liquor']);
    const any = await second('POST', '/tag/query', { kw: 'Li' });
    // By name: Liquidity, Liquor.
    expect(any.body.data.items.map((t: { category: string | null }) => t.category)).toEqual([
      null,
      'industry',
    ]);

    const moved = await second('PUT', '/tag', {
      id: industry.body.data.id,
      version: 1,
      category: 'company',
    });
    expect(moved.body.data).toMatchObject({ category: 'company', version: 2 });
    const read = await second('GET', `/tag/${industry.body.data.id}`);
    expect(read.body.data.category).toBe('company');
    const cleared = await second('PUT', '/tag', {
      id: industry.body.data.id,
      version: 2,
      category: null,
    });
    expect(cleared.body.data.category).toBeNull();

    const bad = await second('POST', '/tag', { name: 'Odd', category: 'sector' });
    expect(bad.body).toMatchObject({ status: 1, code: 40001 });
    const none = await second('POST', '/tag/query', { kw: 'Odd' });
    expect(none.body.data.total).toBe(0);
  });
});

describe("an unpublished tag's content (content §3)", () => {
  it('is read through the tag only once the tag is published again', async () => {
    const tag = await second('POST', '/tag', { name: 'Unpublished channel' });
    const id = tag.body.data.id as number;
    const link = await second('POST', '/link', { title: 'Repo desk', to: 'https://example.org/r' });
    const related = await second('POST', '/content/tagrelations', {
      item_id: link.body.data.id,
      item_kind: 8,
      version: 1,
      tag_relations: [{ id, group: 3, k: 0 }],
    });
    expect(related.status).toBe(200);
    const channel = async (group: 'ALL' | 'TREASURY') => {
      const res = await op(server, token, 'Contents', {
        tag_id: String(id),
        group,
        status: ['DRAFT', 'PUBLISHED'],
        first: 200,
      });
      expect(res.errors).toBeUndefined();
      return res.data.contents as { total_count: number; nodes: { title: string }[] };
    };
    const tagContents = async () => {
      const res = await op(server, token, 'Tags', {
        kw: 'Unpublished channel',
        withContents: true,
      });
      expect(res.errors).toBeUndefined();
      return res.data.tags.nodes[0].contents as { total_count: number; nodes: unknown[] };
    };
    expect((await channel('TREASURY')).nodes.map((n) => n.title)).toEqual(['Repo desk']);
    expect((await tagContents()).total_count).toBe(1);

    const draft = await second('PUT', '/tag', { id, version: 1, status: 'draft' });
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 2 });
    for (const group of ['TREASURY', 'ALL'] as const) {
      expect(await channel(group)).toMatchObject({ total_count: 0, nodes: [] });
    }
    expect(await tagContents()).toMatchObject({ total_count: 0, nodes: [] });

    const published = await second('PUT', '/tag', { id, version: 2, status: 'published' });
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });
    expect(await channel('ALL')).toMatchObject({ total_count: 1, nodes: [{ title: 'Repo desk' }] });
    expect((await tagContents()).total_count).toBe(1);
  });
});
