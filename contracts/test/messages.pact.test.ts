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
const messageShape = {
  id: integer(14),
  title: like('New research reports every Monday'),
  content: like('<p>Institution reports are now published every Monday at 8:00.</p>'),
  url: null,
  audience: { type: 'all' },
  send_at: null,
  sent_at: ms(),
  status: regex('draft|published|deleted', 'published'),
  author: like({ ...authorShape, nickname: like('王编辑') }),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};
const form = {
  title: 'New research reports every Monday',
  content: '<p>Institution reports are now published every Monday at 8:00.</p>',
  audience: { type: 'all' as const },
};

describe('main API: system messages', () => {
  it('saveSystemMessage', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an admin sending a system message to everyone now')
      .withRequest('POST', '/v1/admin/system-message', (b) =>
        b.headers(tokenHeader()).jsonBody({ message: form }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...messageShape, version: 1 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/system-message', { body: { message: form } }),
        );
        expect(data.sent_at).not.toBeNull();
      }));

  it('saveSystemMessage refused for a normal user', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a normal user sending a system message')
      .withRequest('POST', '/v1/admin/system-message', (b) =>
        b.headers(tokenHeader()).jsonBody({ message: form }),
      )
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40003, 'Permission not allowed')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).POST('/v1/admin/system-message', { body: { message: form } }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40003 });
      }));

  it('listSystemMessages', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a system message exists')
      .uponReceiving('the first page of published system messages')
      .withRequest('GET', '/v1/admin/system-messages', (b) =>
        b.headers(tokenHeader()).query({ page: '1', size: '10', status: 'published' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ items: eachLike(messageShape, 1), total: integer(1), page: 1, size: 10 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/system-messages', {
            params: { query: { page: 1, size: 10, status: 'published' } },
          }),
        );
        expect(data.items.length).toBeGreaterThan(0);
      }));

  it('getSystemMessage', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a system message exists')
      .uponReceiving('a request for one system message')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/v1/admin/system-message/${messageId}',
          '/v1/admin/system-message/14',
        ),
        (b) => b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(messageShape)))
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/system-message/{id}', {
            params: { path: { id: 14 } },
          }),
        );
        expect(data.id).toBe(14);
      }));
});
