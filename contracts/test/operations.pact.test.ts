import { unwrap } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  ms,
  newPact,
  ok,
  tokenHeader,
} from './support';

/**
 * Operations (operations §7) calls designed here: the key-value list's search (`keyword`, the
 * console's key-value list).
 */
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';

describe('operations (designed here)', () => {
  it('listKvConfigs with a keyword', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('the only key-value entry is console-home-slogan')
      .uponReceiving('a key-value search by keyword')
      .withRequest('GET', '/v1/admin/kv/list', (b) =>
        b.headers(tokenHeader()).query({ limit: '20', keyword: 'slogan' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(
              {
                key: 'console-home-slogan',
                name: like('Name'),
                value: like(['看懂市场']),
                json_schema: like({ title: 'Slogans', type: 'array' }),
                created_at: ms(),
                updated_at: ms(),
                version: integer(1),
              },
              1,
            ),
            next_anchor: like(''),
            has_more: like(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/kv/list', {
            params: { query: { limit: 20, keyword: 'slogan' } },
          }),
        );
        expect(data.items[0]?.key).toBe('console-home-slogan');
      }));

  it('listKvConfigs refuses a keyword over 100 characters', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a key-value search with a keyword that is too long')
      .withRequest('GET', '/v1/admin/kv/list', (b) =>
        b.headers(tokenHeader()).query({ keyword: 'k'.repeat(101) }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'keyword: must be at most 100 characters'),
          message: like('keyword: must be at most 100 characters'),
          data: {
            errors: eachLike(
              { field: 'keyword', rule: like('maxLength'), message: like('keyword: …') },
              1,
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).GET('/v1/admin/kv/list', {
            params: { query: { keyword: 'k'.repeat(101) } },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001 });
      }));
});
