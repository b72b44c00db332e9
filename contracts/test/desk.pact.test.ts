/**
 * Calendar, tags and the desk (#12): the calls designed here. Company and industry tags are told
 * apart by the tag's `category` (`POST /tag/query` filters by it, `POST /tag` and `PUT /tag` set it).
 */
import { unwrap } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
  failure,
  integer,
  jsonHeaders,
  like,
  newPact,
  ok,
  secondClient,
  tagShape,
  tokenHeader,
} from './support';

const pact = newPact('newsdesk-second-api');
const EDITOR = 'an editor is signed in';
const INDUSTRY = 'an industry tag named Semiconductors exists';

describe('second host: company and industry tags (designed here)', () => {
  it('queryTags by category', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(INDUSTRY)
      .uponReceiving('a search of industry tags')
      .withRequest('POST', '/tag/query', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ kw: 'semi', category: 'industry', pagination: { offset: 0, first: 20 } }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike({ ...tagShape, name: like('Semiconductors'), category: 'industry' }, 1),
            total: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const found = await unwrap(
          secondClient(server.url).POST('/tag/query', {
            body: { kw: 'semi', category: 'industry', pagination: { offset: 0, first: 20 } },
          }),
        );
        expect(found.items[0]).toMatchObject({ name: 'Semiconductors', category: 'industry' });
      }));

  it('createTag as a company tag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new company tag with its symbol')
      .withRequest('POST', '/tag', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ name: 'Kweichow Moutai', symbol: '600519', category: 'company' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            ...tagShape,
            name: 'Kweichow Moutai',
            description: null,
            hot_words: [],
            alias: [],
            symbol: '600519',
            category: 'company',
          }),
        ),
      )
      .executeTest(async (server) => {
        const tag = await unwrap(
          secondClient(server.url).POST('/tag', {
            body: { name: 'Kweichow Moutai', symbol: '600519', category: 'company' },
          }),
        );
        expect(tag.category).toBe('company');
      }));

  it('createTag refused: an unknown category', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new tag with a category that does not exist')
      .withRequest('POST', '/tag', (b) =>
        b.headers(tokenHeader()).jsonBody({ name: 'Odd', category: 'sector' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'category: must be one of company, industry'),
          message: like('category: must be one of company, industry'),
          data: {
            errors: eachLike(
              { field: 'category', rule: like('enum'), message: like('category: must be …') },
              1,
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          secondClient(server.url).POST('/tag', {
            // The console never sends this; the call proves the server refuses it.
            body: { name: 'Odd', category: 'sector' as 'company' },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40001 });
      }));
});
