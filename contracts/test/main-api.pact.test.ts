import { unwrap, ApiError } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_TOKEN,
  articleShape,
  articleSummaryShape,
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
/** A cursor as the server writes it (opaque to the console). */
const EXAMPLE_CURSOR = 'WzE3MTU1NjQ3MDAwMDAsNDIsMiwiYWJjZGVmZ2hpaiJd';
const articlePath = (suffix = '') =>
  MatchersV3.fromProviderState(
    `/v1/admin/article/\${id}${suffix}`,
    `/v1/admin/article/42${suffix}`,
  );

async function expectApiError(call: Promise<unknown>, code: number, message: string) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code, message });
}

describe('main API: health and auth', () => {
  it('getHealth', () =>
    pact
      .addInteraction()
      .given('the server is running')
      .uponReceiving('a health check')
      .withRequest('GET', '/healthz')
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok({ ok: true, time: ms() })))
      .executeTest(async (server) => {
        const data = await unwrap(mainClient(server.url, null).GET('/healthz'));
        expect(data.ok).toBe(true);
      }));

  it('adminLogin', () =>
    pact
      .addInteraction()
      .given('the demo staff accounts exist')
      .uponReceiving('a sign-in with a correct email and password')
      .withRequest('POST', '/v1/admin/user/login', (b) =>
        b.jsonBody({ username: 'editor@newsdesk.test', password: 'newsdesk-editor' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            token: regex('^[A-Za-z0-9_-]{43}$', EXAMPLE_TOKEN.slice(0, 43)),
            expires_at: ms(),
            user: userShape,
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url, null).POST('/v1/admin/user/login', {
            body: { username: 'editor@newsdesk.test', password: 'newsdesk-editor' },
          }),
        );
        expect(data.user.internal_info.roles[0]).toBe('Normal User');
      }));

  it('adminLogin refused', () =>
    pact
      .addInteraction()
      .given('the demo staff accounts exist')
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/v1/admin/user/login', (b) =>
        b.jsonBody({ username: 'editor@newsdesk.test', password: 'wrong-password' }),
      )
      .willRespondWith(401, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40100, 'Incorrect email or password')),
      )
      .executeTest(async (server) => {
        await expectApiError(
          unwrap(
            mainClient(server.url, null).POST('/v1/admin/user/login', {
              body: { username: 'editor@newsdesk.test', password: 'wrong-password' },
            }),
          ),
          40100,
          'Incorrect email or password',
        );
      }));

  it('adminLogin throttled', () =>
    pact
      .addInteraction()
      .given('sign-in of an account is locked after too many failed attempts', {
        username: 'locked@newsdesk.test',
      })
      .uponReceiving('a sign-in of an account locked after too many failed attempts')
      .withRequest('POST', '/v1/admin/user/login', (b) =>
        b.jsonBody({ username: 'locked@newsdesk.test', password: 'the-right-password' }),
      )
      .willRespondWith(429, (b) =>
        b.headers({ ...jsonHeaders, 'Retry-After': regex('^[1-9][0-9]*$', '900') }).jsonBody({
          status: 1,
          code: 40029,
          // The minutes left depend on when the failures were made.
          message: regex(
            '^Too many failed sign-in attempts\\. Try again in [0-9]+ minutes?\\.$',
            'Too many failed sign-in attempts. Try again in 15 minutes.',
          ),
          data: { retry_at: ms() },
        }),
      )
      .executeTest(async (server) => {
        await expectApiError(
          unwrap(
            mainClient(server.url, null).POST('/v1/admin/user/login', {
              body: { username: 'locked@newsdesk.test', password: 'the-right-password' },
            }),
          ),
          40029,
          'Too many failed sign-in attempts. Try again in 15 minutes.',
        );
      }));

  it('getSelf', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a request for the signed-in staff member')
      .withRequest('GET', '/v1/admin/user/self', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(userShape)))
      .executeTest(async (server) => {
        const self = await unwrap(mainClient(server.url).GET('/v1/admin/user/self'));
        expect(self.nickname).toBe('Li Wei');
      }));

  it('getSelf with an invalid token signs out (50008)', () =>
    pact
      .addInteraction()
      .given('no session has the token', { token: 'not-a-real-token' })
      .uponReceiving('a request with a token the server does not know')
      .withRequest('GET', '/v1/admin/user/self', (b) =>
        b.headers({ 'X-Token': 'not-a-real-token' }),
      )
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ status: 1, code: 50008, message: like('Invalid token'), data: null }),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url, 'not-a-real-token').GET('/v1/admin/user/self'),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 50008 });
      }));
});

describe('main API: articles', () => {
  it('listArticles', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('published articles exist')
      .uponReceiving('a page of published articles matching a keyword')
      .withRequest('GET', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).query({
          page: '1',
          limit: '20',
          status: 'published',
          hide_deleted: 'true',
          keyword: 'for the list',
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          // The state's few articles fit on one page: no next page.
          ok({
            items: eachLike(articleSummaryShape, 1),
            total: integer(3),
            page: 1,
            limit: 20,
            next_cursor: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/article', {
            params: {
              query: {
                page: 1,
                limit: 20,
                status: 'published',
                hide_deleted: true,
                keyword: 'for the list',
              },
            },
          }),
        );
        expect(page.items[0]?.status).toBe('published');
        expect(page.next_cursor).toBeNull();
      }));

  it('listArticles by cursor', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('published articles exist')
      .given('a cursor after the newest published article')
      .uponReceiving('the next page of published articles by cursor')
      .withRequest('GET', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).query({
          status: 'published',
          limit: '1',
          cursor: MatchersV3.fromProviderState('${cursor}', EXAMPLE_CURSOR) as never,
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(articleSummaryShape, 1),
            total: integer(3),
            page: 2,
            limit: 1,
            next_cursor: like(EXAMPLE_CURSOR),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/article', {
            params: { query: { status: 'published', limit: 1, cursor: EXAMPLE_CURSOR } },
          }),
        );
        expect(page.page).toBe(2);
        expect(page.items).toHaveLength(1);
        expect(typeof page.next_cursor).toBe('string');
      }));

  it('createArticle', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new article saved as a draft')
      .withRequest('POST', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).jsonBody({
          title: 'PBOC keeps the loan prime rate unchanged',
          body: '<p>The one-year LPR stays at 3.45%.</p>',
          body_summary: 'One-year LPR unchanged at 3.45%.',
          publish: false,
        }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ ...articleShape, status: 'draft', published_at: null, version: 1 })),
      )
      .executeTest(async (server) => {
        const article = await unwrap(
          mainClient(server.url).POST('/v1/admin/article', {
            body: {
              title: 'PBOC keeps the loan prime rate unchanged',
              body: '<p>The one-year LPR stays at 3.45%.</p>',
              body_summary: 'One-year LPR unchanged at 3.45%.',
              publish: false,
            },
          }),
        );
        expect(article.status).toBe('draft');
      }));

  it('createArticle refused: title too short', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new article with a title under 10 characters')
      .withRequest('POST', '/v1/admin/article', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ title: 'Too short', body: '<p>Body</p>', publish: false }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'Title length should longer than 10 words', {
            errors: eachLike(
              {
                field: 'title',
                rule: 'minLength',
                message: 'Title length should longer than 10 words',
              },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expectApiError(
          unwrap(
            mainClient(server.url).POST('/v1/admin/article', {
              body: { title: 'Too short', body: '<p>Body</p>', publish: false },
            }),
          ),
          40001,
          'Title length should longer than 10 words',
        );
      }));

  it('getArticle', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an article exists', { version: 1 })
      .uponReceiving('a request for one article')
      .withRequest('GET', articlePath(), (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(articleShape)))
      .executeTest(async (server) => {
        const article = await unwrap(
          mainClient(server.url).GET('/v1/admin/article/{id}', { params: { path: { id: 42 } } }),
        );
        expect(article.id).toBe(42);
      }));

  it('getArticle not found', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a request for an article that does not exist')
      .withRequest('GET', '/v1/admin/article/99999999', (b) => b.headers(tokenHeader()))
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Article not found')),
      )
      .executeTest(async (server) => {
        await expectApiError(
          unwrap(
            mainClient(server.url).GET('/v1/admin/article/{id}', {
              params: { path: { id: 99999999 } },
            }),
          ),
          40004,
          'Article not found',
        );
      }));

  const update = {
    version: 1,
    title: 'PBOC keeps the loan prime rate unchanged again',
    body: '<p>The one-year LPR stays at 3.45%.</p>',
    publish: true,
  };

  it('updateArticle', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an article exists', { version: 1 })
      .uponReceiving('an edit of an article based on its current version, published')
      .withRequest('PUT', articlePath(), (b) => b.headers(tokenHeader()).jsonBody(update))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...articleShape, status: 'published', version: 2 })),
      )
      .executeTest(async (server) => {
        const article = await unwrap(
          mainClient(server.url).PUT('/v1/admin/article/{id}', {
            params: { path: { id: 42 } },
            body: update,
          }),
        );
        expect(article).toMatchObject({ status: 'published', version: 2 });
      }));

  it('updateArticle refused: stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an article exists', { version: 2 })
      .uponReceiving('an edit of an article based on an old version')
      .withRequest('PUT', articlePath(), (b) => b.headers(tokenHeader()).jsonBody(update))
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 2,
            current: like({ id: integer(42), version: 2, title: like('A title of the other tab') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expectApiError(
          unwrap(
            mainClient(server.url).PUT('/v1/admin/article/{id}', {
              params: { path: { id: 42 } },
              body: update,
            }),
          ),
          40009,
          'This record was changed by someone else',
        );
      }));

  it('setArticleStatus', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an article exists', { version: 1 })
      .uponReceiving('a delete of an article')
      .withRequest('PUT', articlePath('/status'), (b) =>
        b.headers(tokenHeader()).jsonBody({ status: 'deleted', version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...articleShape, status: 'deleted', version: 2 })),
      )
      .executeTest(async (server) => {
        const article = await unwrap(
          mainClient(server.url).PUT('/v1/admin/article/{id}/status', {
            params: { path: { id: 42 } },
            body: { status: 'deleted', version: 1 },
          }),
        );
        expect(article.status).toBe('deleted');
      }));
});
