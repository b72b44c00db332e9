import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
  failure,
  integer,
  jsonHeaders,
  newPact,
  ok,
  secondClient,
  tagShape,
  tokenHeader,
} from './support';

// Every `/tag` answer carries the tag's category (designed here); these tags are plain ones.
const plainTag = { ...tagShape, category: null };
const pact = newPact('newsdesk-second-api');
const EDITOR = 'an editor is signed in';
const TAG = 'a tag named Macro exists';
const tagId = () => MatchersV3.fromProviderState('${id}', 7);

describe('second host: tags', () => {
  it('queryTags', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TAG, { version: 1 })
      .uponReceiving('a tag search by keyword with first/offset paging')
      .withRequest('POST', '/tag/query', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ kw: 'mac', is_topic: false, pagination: { offset: 0, first: 10 } }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ items: eachLike(plainTag, 1), total: integer(1) })),
      )
      .executeTest(async (server) => {
        const found = await unwrap(
          secondClient(server.url).POST('/tag/query', {
            body: { kw: 'mac', is_topic: false, pagination: { offset: 0, first: 10 } },
          }),
        );
        expect(found.items[0]?.name).toBe('Macro');
      }));

  it('getTag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TAG, { version: 1 })
      .uponReceiving('a request for one tag')
      .withRequest('GET', MatchersV3.fromProviderState('/tag/${id}', '/tag/7'), (b) =>
        b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(plainTag)))
      .executeTest(async (server) => {
        const tag = await unwrap(
          secondClient(server.url).GET('/tag/{id}', { params: { path: { id: 7 } } }),
        );
        expect(tag.id).toBe(7);
      }));

  it('createTag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new tag')
      .withRequest('POST', '/tag', (b) =>
        b.headers(tokenHeader()).jsonBody({
          name: 'Semiconductor supply chain',
          is_topic: false,
          description: 'Chips and foundries',
        }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ ...plainTag, name: 'Semiconductor supply chain', version: 1 })),
      )
      .executeTest(async (server) => {
        const tag = await unwrap(
          secondClient(server.url).POST('/tag', {
            body: {
              name: 'Semiconductor supply chain',
              is_topic: false,
              description: 'Chips and foundries',
            },
          }),
        );
        expect(tag.version).toBe(1);
      }));

  it('createTag refused: Repeat Tag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TAG, { version: 1 })
      .uponReceiving('a new tag with a name already used')
      .withRequest('POST', '/tag', (b) => b.headers(tokenHeader()).jsonBody({ name: 'macro' }))
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40010, 'Repeat Tag', { field: 'name' })),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          secondClient(server.url).POST('/tag', { body: { name: 'macro' } }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40010, message: 'Repeat Tag' });
      }));

  it('updateTag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TAG, { version: 1 })
      .uponReceiving('an edit of a tag based on its current version')
      .withRequest('PUT', '/tag', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ id: tagId(), version: 1, description: 'Macro economy and policy' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ ...plainTag, description: 'Macro economy and policy', version: 2 })),
      )
      .executeTest(async (server) => {
        const tag = await unwrap(
          secondClient(server.url).PUT('/tag', {
            body: { id: 7, version: 1, description: 'Macro economy and policy' },
          }),
        );
        expect(tag.version).toBe(2);
      }));

  it('deleteTag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TAG, { version: 1 })
      .uponReceiving('a delete of a tag without content')
      .withRequest('DELETE', '/tag', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: tagId(), version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...plainTag, status: 'deleted', version: 2 })),
      )
      .executeTest(async (server) => {
        const tag = await unwrap(
          secondClient(server.url).DELETE('/tag', { body: { id: 7, version: 1 } }),
        );
        expect(tag.status).toBe('deleted');
      }));

  it('deleteTag refused: the matrix tag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a delete of the matrix tag')
      .withRequest('DELETE', '/tag', (b) =>
        b.headers(tokenHeader()).jsonBody({ id: 0, version: 1 }),
      )
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40030, 'Not available for deletion')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          secondClient(server.url).DELETE('/tag', { body: { id: 0, version: 1 } }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40030 });
      }));
});
