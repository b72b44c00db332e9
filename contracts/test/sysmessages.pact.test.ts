import { unwrap } from '@newsdesk/api-client';
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

/**
 * System messages, the parts designed here (issue #14, #19): the notification type a message is
 * filed under (comment, like, at, follow, system), the app link of a picked content, and the list
 * of delivered messages by type (`/message/systemmessage`). Success and failure for each.
 */
const pact = newPact('newsdesk-main-api');
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const DELIVERED = 'a delivered follow system message exists';

const messageShape = (overrides: Record<string, unknown> = {}) => ({
  id: integer(21),
  title: like('Follow the research desk'),
  content: like('<p>Three new analysts joined the desk.</p>'),
  url: like('newsdesk://article/42'),
  notification_type: regex('comment|like|at|follow|system', 'follow'),
  audience: { type: 'all' },
  send_at: null,
  sent_at: ms(),
  status: regex('draft|published|deleted', 'published'),
  author: like({ ...authorShape, nickname: like('王编辑') }),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
  ...overrides,
});

const form = {
  title: 'Follow the research desk',
  content: '<p>Three new analysts joined the desk.</p>',
  url: 'newsdesk://article/42',
  notification_type: 'follow' as const,
  audience: { type: 'all' as const },
  // A draft: it stays out of the published lists other interactions pin.
  status: 'draft' as const,
};

describe('main API: system messages by notification type (designed here)', () => {
  it('saveSystemMessage with a notification type and an app link', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an admin saving a follow-type draft system message linking an article')
      .withRequest('POST', '/v1/admin/system-message', (b) =>
        b.headers(tokenHeader()).jsonBody({ message: form }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            messageShape({
              url: 'newsdesk://article/42',
              notification_type: 'follow',
              status: 'draft',
              sent_at: null,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/system-message', { body: { message: form } }),
        );
        expect(data.notification_type).toBe('follow');
        expect(data.url).toBe('newsdesk://article/42');
        expect(data.sent_at).toBeNull();
      }));

  it('saveSystemMessage refused: a link that is not http(s) nor a content link', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('an admin sending a system message with a script link')
      .withRequest('POST', '/v1/admin/system-message', (b) =>
        b.headers(tokenHeader()).jsonBody({ message: { ...form, url: 'javascript:alert(1)' } }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'message.url: Error data format'),
          data: {
            errors: eachLike(
              {
                field: 'message.url',
                rule: like('pattern'),
                message: 'message.url: Error data format',
              },
              1,
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).POST('/v1/admin/system-message', {
            body: { message: { ...form, url: 'javascript:alert(1)' } },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001 });
      }));

  it('listSystemMessages: the delivered messages of one notification type', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(DELIVERED)
      .uponReceiving('the delivered follow-type system messages')
      .withRequest('GET', '/v1/admin/system-messages', (b) =>
        b.headers(tokenHeader()).query({
          page: '1',
          size: '10',
          notification_type: 'follow',
          delivered: 'true',
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            // No link: the state's message also shows in other interactions' published lists.
            items: eachLike(
              messageShape({ notification_type: 'follow', status: 'published', url: null }),
              1,
            ),
            total: integer(1),
            page: 1,
            size: 10,
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/system-messages', {
            params: {
              query: { page: 1, size: 10, notification_type: 'follow', delivered: true },
            },
          }),
        );
        expect(data.items[0]?.notification_type).toBe('follow');
        expect(data.items[0]?.sent_at).not.toBeNull();
      }));

  it('listSystemMessages refused: a notification type outside the set', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('system messages of an unknown notification type')
      .withRequest('GET', '/v1/admin/system-messages', (b) =>
        b.headers(tokenHeader()).query({ notification_type: 'share' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'notification_type: must be one of comment, like, at, follow, system'),
          message: like('notification_type: must be one of comment, like, at, follow, system'),
          data: {
            errors: eachLike(
              {
                field: 'notification_type',
                rule: like('enum'),
                message: like('notification_type: …'),
              },
              1,
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).GET('/v1/admin/system-messages', {
            // The console never sends it; the server refuses it all the same.
            params: { query: { notification_type: 'share' as 'system' } },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001 });
      }));
});
