import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links } from '../src/db/schema';
import { ContentKind, loadRelations, RelationGroup, relatedTo } from '../src/services/relations';
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

describe('links', () => {
  it('creates, lists, edits with versions and deletes', async () => {
    const created = await second('POST', '/link', {
      title: 'PBOC open market operations',
      to: 'https://example.org/pboc/omo',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'published', version: 1 });
    const id = created.body.data.id as number;
    const found = await second('GET', '/link?k=pboc');
    expect(found.body.data).toMatchObject({ total: 1, page: 1 });
    const edited = await second('PUT', '/link', { id, version: 1, title: 'PBOC OMO' });
    expect(edited.body.data).toMatchObject({ title: 'PBOC OMO', version: 2 });
    const stale = await second('PUT', '/link', { id, version: 1, title: 'Old tab' });
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 2 } });
    const deleted = await second('DELETE', '/link', { id, version: 2 });
    expect(deleted.body.data.status).toBe('deleted');
    expect((await second('GET', '/link?k=pboc')).body.data.total).toBe(0);
    expect((await second('GET', '/link?k=pboc&status=deleted')).body.data.total).toBe(1);
    expect((await second('GET', `/link/${id}`)).body.data.title).toBe('PBOC OMO');
  });

  it('answers the spec messages for a bad link', async () => {
    const empty = await second('POST', '/link', { title: 'Empty', to: '' });
    expect(empty.body).toMatchObject({ code: 40001, message: 'Link cannot be empty' });
    const format = await second('POST', '/link', { title: 'Bad', to: 'ftp://x' });
    expect(format.body.message).toBe('Error data format');
  });
});

describe('FAQ and roadmaps', () => {
  it('creates a FAQ, replaces its items with the version, sanitises the answers', async () => {
    const created = await second('POST', '/faq', {
      items: [
        {
          title: 'When are reports published?',
          body: '<p onclick="x()">Mondays</p><script>x</script>',
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.items[0]).toEqual({
      title: 'When are reports published?',
      body: '<p>Mondays</p>',
      link: null,
    });
    const replaced = await second('POST', '/faq', {
      id: created.body.data.id,
      version: 1,
      items: [{ title: 'Q2', body: 'A2', link: 'https://example.org' }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ version: 2, items: [{ title: 'Q2' }] });
    const empty = await second('POST', '/faq', { items: [{ title: ' ', body: 'x' }] });
    expect(empty.body.message).toBe('The FAQ title is empty');
  });

  it('creates and updates a roadmap of nested titles, refusing more than 5 levels', async () => {
    const created = await second('POST', '/roadmap', {
      content: [{ title: '2026 H1', content: [{ title: 'Terminal' }] }],
    });
    expect(created.body.data.content).toEqual([
      { title: '2026 H1', content: [{ title: 'Terminal', content: [] }] },
    ]);
    const deep = {
      title: '1',
      content: [
        {
          title: '2',
          content: [
            {
              title: '3',
              content: [{ title: '4', content: [{ title: '5', content: [{ title: '6' }] }] }],
            },
          ],
        },
      ],
    };
    const tooDeep = await second('PUT', '/roadmap', {
      id: created.body.data.id,
      version: 1,
      content: [deep],
    });
    expect(tooDeep.body).toMatchObject({ code: 40001 });
    const updated = await second('PUT', '/roadmap', {
      id: created.body.data.id,
      version: 1,
      content: [{ title: '2026 H2' }],
    });
    expect(updated.body.data).toMatchObject({
      version: 2,
      content: [{ title: '2026 H2', content: [] }],
    });
  });
});

describe('tag relations', () => {
  it('replaces the relations of an item, bumps its version, and refuses duplicates and unknown tags', async () => {
    const tag = await second('POST', '/tag', { name: 'Treasury' });
    const link = await second('POST', '/link', {
      title: 'Treasury desk',
      to: 'https://example.org/t',
    });
    const saved = await second('POST', '/content/tagrelations', {
      item_id: link.body.data.id,
      item_kind: 8,
      version: 1,
      tag_relations: [{ id: tag.body.data.id, group: 3, k: 5 }, { group: 99 }],
    });
    expect(saved.body.data).toMatchObject({ version: 2 });
    expect(saved.body.data.tag_relations).toEqual(
      expect.arrayContaining([
        { id: tag.body.data.id, group: 3, k: 5 },
        { id: 0, group: 99, k: 0 },
      ]),
    );
    const dup = await second('POST', '/content/tagrelations', {
      item_id: link.body.data.id,
      item_kind: 8,
      version: 2,
      tag_relations: [{ group: 3 }, { id: 0, group: 3 }],
    });
    expect(dup.body).toMatchObject({ code: 40001 });
    const unknown = await second('POST', '/content/tagrelations', {
      item_id: link.body.data.id,
      item_kind: 8,
      version: 2,
      tag_relations: [{ id: 999999, group: 3 }],
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Tag not found' });
    const stale = await second('POST', '/content/tagrelations', {
      item_id: link.body.data.id,
      item_kind: 8,
      version: 1,
      tag_relations: [],
    });
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 2 } });
    // Nothing was written by the refused saves.
    const held = await loadRelations(server.ctx.db, ContentKind.LINK, [link.body.data.id]);
    expect(held.get(link.body.data.id)).toHaveLength(2);
    const missing = await second('POST', '/content/tagrelations', {
      item_id: 424242,
      item_kind: 8,
      version: 1,
      tag_relations: [],
    });
    expect(missing.body).toMatchObject({ code: 40004, message: 'Content not found' });
  });

  it('lets a relation in group ALL cover every group, and a plain group only itself', async () => {
    const tag = await second('POST', '/tag', { name: 'Rates desk' });
    const tagId = tag.body.data.id as number;
    const everywhere = await second('POST', '/link', {
      title: 'All channels',
      to: 'https://e.org/a',
    });
    const onlyThree = await second('POST', '/link', { title: 'Channel 3', to: 'https://e.org/3' });
    for (const [item, group] of [
      [everywhere.body.data.id as number, RelationGroup.ALL],
      [onlyThree.body.data.id as number, 3],
    ] as const) {
      const saved = await second('POST', '/content/tagrelations', {
        item_id: item,
        item_kind: ContentKind.LINK,
        version: 1,
        tag_relations: [{ id: tagId, group }],
      });
      expect(saved.body.data.tag_relations).toEqual([{ id: tagId, group, k: 0 }]);
    }
    const inGroup = async (group: number) =>
      (
        await server.ctx.db
          .select({ id: links.id })
          .from(links)
          .where(relatedTo(ContentKind.LINK, links.id, tagId, group))
          .orderBy(links.id)
      ).map((r) => r.id);
    expect(await inGroup(3)).toEqual([everywhere.body.data.id, onlyThree.body.data.id]);
    expect(await inGroup(5)).toEqual([everywhere.body.data.id]);
    // Asking for ALL matches the item of any group.
    expect(await inGroup(RelationGroup.ALL)).toEqual([
      everywhere.body.data.id,
      onlyThree.body.data.id,
    ]);
    // The same tag may be held in ALL and in one group at once; (tag, group) pairs stay unique.
    const both = await second('POST', '/content/tagrelations', {
      item_id: onlyThree.body.data.id,
      item_kind: ContentKind.LINK,
      version: 2,
      tag_relations: [
        { id: tagId, group: 3 },
        { id: tagId, group: RelationGroup.ALL },
      ],
    });
    expect(both.body.data).toMatchObject({ version: 3 });
    expect(await inGroup(5)).toEqual([everywhere.body.data.id, onlyThree.body.data.id]);
  });

  it('keeps the relations of a post (kind 6) on its article, where the article reads them', async () => {
    const tag = await second('POST', '/tag', { name: 'Post desk' });
    const created = await server.call('POST', '/v1/admin/article', {
      token,
      body: {
        title: 'A post about the bond market this week',
        body: '<p>Yields fell.</p>',
        publish: false,
        tag_relations: [],
      },
    });
    const article = created.body.data as { id: number; version: number };
    const saved = await second('POST', '/content/tagrelations', {
      item_id: article.id,
      item_kind: ContentKind.POST,
      version: article.version,
      tag_relations: [{ id: tag.body.data.id, group: 3 }],
    });
    expect(saved.body.data.tag_relations).toEqual([{ id: tag.body.data.id, group: 3, k: 0 }]);
    const read = await server.call('GET', `/v1/admin/article/${article.id}`, { token });
    expect(read.body.data.tag_relations).toEqual([{ id: tag.body.data.id, group: 3, k: 0 }]);
  });
});
