import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authorShape,
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
} from './support';

const pact = newPact('newsdesk-main-api');
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const pushPath = (suffix: string) =>
  MatchersV3.fromProviderState(
    `/v1/admin/push/umeng/\${pushId}${suffix}`,
    `/v1/admin/push/umeng/55${suffix}`,
  );
const pushShape = {
  id: integer(55),
  title: like('LPR unchanged in May'),
  body: like('The one-year LPR stays at 3.45%. Read the analysis.'),
  platform: regex('all|android|ios', 'all'),
  start_time: ms(),
  extra: { url: like('newsdesk://article/42'), content_kind: integer(1), content_id: integer(42) },
  status: regex('scheduled|sending|sent|failed|cancelled|invalid', 'scheduled'),
  error: null,
  sent_count: integer(0),
  open_count: integer(0),
  dismiss_count: integer(0),
  created_by: like({ ...authorShape, nickname: like('王编辑') }),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};
const broadcast = (articleId: unknown) => ({
  title: 'LPR unchanged in May',
  body: 'The one-year LPR stays at 3.45%. Read the analysis.',
  extra: { url: 'newsdesk://article/42', content_kind: 1, content_id: articleId },
  platform: 'all',
});

describe('main API: push', () => {
  it('broadcastPush', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('an article exists', { version: 1 })
      .uponReceiving('an admin pushing a published article now')
      .withRequest('POST', '/v1/admin/push/umeng/broadcast', (b) =>
        b.headers(tokenHeader()).jsonBody(broadcast(MatchersV3.fromProviderState('${id}', 42))),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...pushShape, status: 'scheduled' })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/push/umeng/broadcast', {
            body: broadcast(42) as never,
          }),
        );
        expect(data.status).toBe('scheduled');
      }));

  it('broadcastPush refused: content not published', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('a draft article exists')
      .uponReceiving('an admin pushing a draft article')
      .withRequest('POST', '/v1/admin/push/umeng/broadcast', (b) =>
        b.headers(tokenHeader()).jsonBody(broadcast(MatchersV3.fromProviderState('${id}', 43))),
      )
      .willRespondWith(422, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40022, 'Please publish this article first.')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).POST('/v1/admin/push/umeng/broadcast', {
            body: broadcast(43) as never,
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40022, message: 'Please publish this article first.' });
      }));

  it('listPushes', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a scheduled push exists')
      .uponReceiving('the first page of scheduled pushes')
      .withRequest('GET', '/v1/admin/push/umeng/list', (b) =>
        b.headers(tokenHeader()).query({ status: 'scheduled', page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ items: eachLike(pushShape, 1), total: integer(1), page: 1, size: 10 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/push/umeng/list', {
            params: { query: { status: 'scheduled', page: 1, size: 10 } },
          }),
        );
        expect(data.items[0]?.status).toBe('scheduled');
      }));

  it('getPushDetail', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a scheduled push exists')
      .uponReceiving('a request for one push')
      .withRequest('GET', pushPath('/detail'), (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(pushShape)))
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/push/umeng/{id}/detail', {
            params: { path: { id: 55 } },
          }),
        );
        expect(data.id).toBe(55);
      }));

  it('getPushStatus', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a scheduled push exists')
      .uponReceiving('a delivery status check of a push')
      .withRequest('GET', pushPath('/status'), (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            id: integer(55),
            status: regex('scheduled|sending|sent|failed|cancelled|invalid', 'scheduled'),
            error: null,
            sent_count: integer(0),
            open_count: integer(0),
            dismiss_count: integer(0),
            checked_at: ms(),
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/push/umeng/{id}/status', {
            params: { path: { id: 55 } },
          }),
        );
        expect(data.id).toBe(55);
      }));

  it('cancelPush', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('a scheduled push exists')
      .uponReceiving('an admin cancelling a scheduled push')
      .withRequest('POST', pushPath('/cancel'), (b) =>
        b.headers(tokenHeader()).jsonBody({ version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...pushShape, status: 'cancelled', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/push/umeng/{id}/cancel', {
            params: { path: { id: 55 } },
            body: { version: 1 },
          }),
        );
        expect(data.status).toBe('cancelled');
      }));
});
