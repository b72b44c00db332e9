import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
  failure,
  integer,
  jsonHeaders,
  like,
  ms,
  newPact,
  ok,
  regex,
  secondClient,
  tokenHeader,
} from './support';

const pact = newPact('newsdesk-second-api');
const EDITOR = 'an editor is signed in';
const id = () => MatchersV3.fromProviderState('${id}', 21);
const linkShape = {
  id: integer(21),
  title: like('PBOC open market operations'),
  to: like('https://example.org/pboc/omo'),
  status: regex('draft|published|deleted', 'published'),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};
const stamps = { created_at: ms(), updated_at: ms() };

describe('second host: links', () => {
  it('listLinks', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a link exists', { version: 1 })
      .uponReceiving('a page of links matching a keyword')
      .withRequest('GET', '/link', (b) =>
        b.headers(tokenHeader()).query({ page: '1', limit: '20', k: 'pboc' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ items: eachLike(linkShape, 1), total: integer(1), page: 1, limit: 20 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).GET('/link', {
            params: { query: { page: 1, limit: 20, k: 'pboc' } },
          }),
        );
        expect(data.items[0]?.title).toContain('PBOC');
      }));

  it('getLink', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a link exists', { version: 1 })
      .uponReceiving('a request for one link')
      .withRequest('GET', MatchersV3.fromProviderState('/link/${id}', '/link/21'), (b) =>
        b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(linkShape)))
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).GET('/link/{id}', { params: { path: { id: 21 } } }),
        );
        expect(data.id).toBe(21);
      }));

  it('createLink', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new link')
      .withRequest('POST', '/link', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ title: 'PBOC open market operations', to: 'https://example.org/pboc/omo' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...linkShape, status: 'published', version: 1 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).POST('/link', {
            body: { title: 'PBOC open market operations', to: 'https://example.org/pboc/omo' },
          }),
        );
        expect(data.status).toBe('published');
      }));

  it('createLink refused: empty target', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new link without a target')
      .withRequest('POST', '/link', (b) =>
        b.headers(tokenHeader()).jsonBody({ title: 'No target', to: '' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'Link cannot be empty', {
            errors: eachLike(
              { field: like('to'), rule: like('minLength'), message: 'Link cannot be empty' },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          secondClient(server.url).POST('/link', { body: { title: 'No target', to: '' } }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001, message: 'Link cannot be empty' });
      }));

  it('updateLink', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a link exists', { version: 1 })
      .uponReceiving('an edit of a link based on its current version')
      .withRequest('PUT', '/link', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: id(), version: 1, title: 'PBOC OMO' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...linkShape, title: 'PBOC OMO', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).PUT('/link', {
            body: { id: 21, version: 1, title: 'PBOC OMO' },
          }),
        );
        expect(data.version).toBe(2);
      }));

  it('deleteLink', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a link exists', { version: 1 })
      .uponReceiving('a delete of a link')
      .withRequest('DELETE', '/link', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: id(), version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...linkShape, status: 'deleted', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).DELETE('/link', { body: { id: 21, version: 1 } }),
        );
        expect(data.status).toBe('deleted');
      }));
});

describe('second host: FAQ, roadmaps, tag relations', () => {
  const faqItem = {
    title: 'When are institution reports published?',
    body: '<p>Every Monday at 8:00 China time.</p>',
  };

  it('saveFaq', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new FAQ')
      .withRequest('POST', '/faq', (b) => b.headers(tokenHeader()).jsonBody({ items: [faqItem] }))
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            id: integer(3),
            items: eachLike(
              { title: like(faqItem.title), body: like(faqItem.body), link: null },
              1,
            ),
            ...stamps,
            version: 1,
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).POST('/faq', { body: { items: [faqItem] } }),
        );
        expect(data.version).toBe(1);
      }));

  it('saveFaq refused: stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a FAQ exists', { version: 2 })
      .uponReceiving('a FAQ edit based on an old version')
      .withRequest('POST', '/faq', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: id(), version: 1, items: [faqItem] }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 2,
            current: like({ id: integer(3), version: 2 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          secondClient(server.url).POST('/faq', { body: { id: 21, version: 1, items: [faqItem] } }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40009 });
      }));

  const node = { title: '2026 H1', content: [{ title: 'Launch the research terminal' }] };
  const nodeShape = eachLike(
    {
      title: like('2026 H1'),
      content: eachLike({ title: like('Launch the research terminal'), content: [] }, 1),
    },
    1,
  );

  it('createRoadmap', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new roadmap')
      .withRequest('POST', '/roadmap', (b) =>
        b.headers(tokenHeader()).jsonBody({ content: [node] }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ id: integer(2), content: nodeShape, ...stamps, version: 1 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).POST('/roadmap', { body: { content: [node] } }),
        );
        expect(data.content[0]?.content[0]?.title).toBe('Launch the research terminal');
      }));

  it('updateRoadmap', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a roadmap exists', { version: 1 })
      .uponReceiving('a roadmap edit based on its current version')
      .withRequest('PUT', '/roadmap', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: id(), version: 1, content: [node] }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ id: integer(2), content: nodeShape, ...stamps, version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).PUT('/roadmap', {
            body: { id: 21, version: 1, content: [node] },
          }),
        );
        expect(data.version).toBe(2);
      }));

  it('saveTagRelations', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a link exists', { version: 1 })
      .uponReceiving('the channels of a link: the matrix tag in TREASURY and in ALL')
      .withRequest('POST', '/content/tagrelations', (b) =>
        b.headers(tokenHeader()).jsonBody({
          item_id: id(),
          item_kind: 8,
          version: 1,
          tag_relations: [{ id: 0, group: 3, k: 5 }, { group: 99 }],
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            item_id: integer(21),
            item_kind: 8,
            tag_relations: eachLike({ id: integer(0), group: integer(3), k: integer(5) }, 2),
            version: 2,
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          secondClient(server.url).POST('/content/tagrelations', {
            body: {
              item_id: 21,
              item_kind: 8,
              version: 1,
              tag_relations: [{ id: 0, group: 3, k: 5 }, { group: 99 }],
            },
          }),
        );
        expect(data.version).toBe(2);
      }));
});
