/**
 * The users, finance and dashboard area (#13, #19): the calls designed here. Adding a user from the
 * user list (`POST /v1/admin/user`, createUser, Admin only). The dashboard's own calls (stats, hot
 * content, message actions, daily top, the revenue and user charts, the slogan) are pinned in
 * `media.pact.test.ts` and `graphql.pact.test.ts`.
 */
import { unwrap } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
  failure,
  jsonHeaders,
  like,
  mainClient,
  newPact,
  ok,
  tokenHeader,
  userShape,
} from './support';

const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const ADMIN = 'an admin is signed in';
const FREE = 'no account uses the e-mail pact.new@example.org or the phone +86 13900139000';

const newStaff = {
  nickname: 'Zhang Min',
  email: { email: 'pact.new@example.org' },
  mobile: { phone: '+86 13900139000' },
  role: 'Normal User' as const,
  password: 'correct-horse-42',
  confirm_password: 'correct-horse-42',
};

describe('main API: adding a user (designed here)', () => {
  it('createUser: a staff account', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(FREE)
      .uponReceiving('an admin adding a staff account')
      .withRequest('POST', '/v1/admin/user', (b) => b.headers(tokenHeader()).jsonBody(newStaff))
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            ...userShape,
            nickname: 'Zhang Min',
            email: { email: 'pact.new@example.org' },
            mobile: { phone: '+86 13900139000' },
            status: 'good',
            memberships: eachLike({ level: 1, expired_at: null, expired: false }, 1),
            internal_info: { roles: ['Normal User'] },
            version: 1,
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = await unwrap(
          mainClient(server.url).POST('/v1/admin/user', { body: newStaff }),
        );
        expect(user).toMatchObject({ nickname: 'Zhang Min', status: 'good', version: 1 });
      }));

  it('createUser refused: the passwords are inconsistent', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an admin adding a user with two different passwords')
      .withRequest('POST', '/v1/admin/user', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...newStaff, confirm_password: 'another-one-42' }),
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
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/user', {
            body: { ...newStaff, confirm_password: 'another-one-42' },
          }),
        );
        await expect(refused).rejects.toMatchObject({
          code: 40001,
          message: 'The passwords are inconsistent',
        });
      }));

  it('createUser refused: the e-mail belongs to another account', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an admin adding a user with the e-mail of an existing account')
      .withRequest('POST', '/v1/admin/user', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ ...newStaff, email: { email: 'editor@newsdesk.test' }, mobile: null }),
      )
      .willRespondWith(409, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(failure(40010, 'Email already in use', { field: like('email') })),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/user', {
            body: { ...newStaff, email: { email: 'editor@newsdesk.test' }, mobile: null },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40010 });
      }));

  it('createUser refused: a normal user may not add users', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a normal user adding a user')
      .withRequest('POST', '/v1/admin/user', (b) => b.headers(tokenHeader()).jsonBody(newStaff))
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40003, 'Permission not allowed')),
      )
      .executeTest(async (server) => {
        const refused = unwrap(mainClient(server.url).POST('/v1/admin/user', { body: newStaff }));
        await expect(refused).rejects.toMatchObject({ code: 40003 });
      }));
});
