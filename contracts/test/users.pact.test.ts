import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
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
  regex,
  tokenHeader,
  userShape,
} from './support';

const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const ADMIN = 'an admin is signed in';
const READER = 'a reader account exists';
const readerPath = (suffix = '') =>
  MatchersV3.fromProviderState(`/v1/admin/user/\${userId}${suffix}`, `/v1/admin/user/7${suffix}`);
const readerShape = {
  ...userShape,
  id: integer(7),
  nickname: like('读者小王'),
  email: { email: like('reader@newsdesk.test') },
  internal_info: { roles: [] },
};

describe('main API: users', () => {
  it('listUsers', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a user search by keyword')
      .withRequest('GET', '/v1/admin/user', (b) =>
        b.headers(tokenHeader()).query({ page: '1', limit: '20', keyword: 'editor@newsdesk' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ items: eachLike(userShape, 1), total: integer(1), page: 1, limit: 20 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/user', {
            params: { query: { page: 1, limit: 20, keyword: 'editor@newsdesk' } },
          }),
        );
        expect(data.items[0]?.nickname).toBe('Li Wei');
      }));

  it('getUser', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(READER, { version: 1 })
      .uponReceiving('a request for one user')
      .withRequest('GET', readerPath(), (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(readerShape)))
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/user/{id}', { params: { path: { id: 7 } } }),
        );
        expect(data.id).toBe(7);
      }));

  it('updateUser', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(READER, { version: 1 })
      .uponReceiving('an admin editing a user profile based on its current version')
      .withRequest('PUT', readerPath(), (b) =>
        b.headers(tokenHeader()).jsonBody({ version: 1, occupation: 'Analyst' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...readerShape, occupation: 'Analyst', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).PUT('/v1/admin/user/{id}', {
            params: { path: { id: 7 } },
            body: { version: 1, occupation: 'Analyst' },
          }),
        );
        expect(data.version).toBe(2);
      }));

  it('updateUser refused: another account', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(READER, { version: 1 })
      .uponReceiving('a normal user editing someone else')
      .withRequest('PUT', readerPath(), (b) =>
        b.headers(tokenHeader()).jsonBody({ version: 1, nickname: 'Changed' }),
      )
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40003, 'Permission not allowed')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).PUT('/v1/admin/user/{id}', {
            params: { path: { id: 7 } },
            body: { version: 1, nickname: 'Changed' },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40003 });
      }));

  it('verifyUser', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(READER, { version: 1 })
      .uponReceiving('an admin setting the verified name of a user')
      .withRequest('POST', readerPath('/verify'), (b) =>
        b.headers(tokenHeader()).jsonBody({
          user_id: MatchersV3.fromProviderState('${userId}', 7),
          verify_name: '王小明',
          version: 1,
        }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ ...readerShape, verified_name: '王小明', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/user/{id}/verify', {
            params: { path: { id: 7 } },
            body: { user_id: 7, verify_name: '王小明', version: 1 },
          }),
        );
        expect(data.verified_name).toBe('王小明');
      }));

  it('setUserStatus', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(READER, { version: 1 })
      .uponReceiving('an admin freezing a user')
      .withRequest('PUT', readerPath('/status'), (b) =>
        b.headers(tokenHeader()).jsonBody({ status: 'frozen', version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...readerShape, status: 'frozen', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).PUT('/v1/admin/user/{id}/status', {
            params: { path: { id: 7 } },
            body: { status: 'frozen', version: 1 },
          }),
        );
        expect(data.status).toBe('frozen');
      }));

  const password = {
    current_password: 'newsdesk-editor',
    new_password: 'a-new-password',
    confirm_password: 'a-new-password',
  };

  it('changePassword', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a staff member changing their own password')
      .withRequest('PUT', '/v1/admin/user/password', (b) =>
        b.headers(tokenHeader()).jsonBody(password),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(null)))
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).PUT('/v1/admin/user/password', { body: password }),
        );
        expect(data).toBeNull();
      }));

  it('changePassword refused: inconsistent', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a password change whose confirmation differs')
      .withRequest('PUT', '/v1/admin/user/password', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...password, confirm_password: 'something-else' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'The passwords are inconsistent', {
            errors: eachLike(
              {
                field: 'confirm_password',
                rule: 'match',
                message: 'The passwords are inconsistent',
              },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).PUT('/v1/admin/user/password', {
            body: { ...password, confirm_password: 'something-else' },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001 });
      }));

  it('listFollowers', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(READER, { version: 1, followers: 3 })
      .uponReceiving('the first followers of a user')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState('/v1/user/${userId}/followers', '/v1/user/7/followers'),
        (b) => b.headers(tokenHeader()).query({ first: '2' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(
              {
                user: { id: integer(8), nickname: like('关注者1'), avatar: null },
                followed_at: ms(),
              },
              2,
            ),
            total_count: integer(3),
            page_info: {
              end_cursor: regex('^[A-Za-z0-9_-]+$', 'WzE3OTU0MTM2MDAwMDAsOF0'),
              has_next_page: true,
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/user/{id}/followers', {
            params: { path: { id: 7 }, query: { first: 2 } },
          }),
        );
        expect(data.page_info.has_next_page).toBe(true);
      }));
});
