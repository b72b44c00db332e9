/**
 * The refusals of the operations whose area files pin only the success: a refused token, a role
 * that may not, a record that does not exist, a stale version, input outside the limits, a
 * duplicate tag. Each goes through the console's generated client, which must turn the envelope
 * into its typed error with the code.
 */
import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  newPact,
  secondClient,
  tokenHeader,
} from './support';

const { fromProviderState } = MatchersV3;
const pacts = { main: newPact('newsdesk-main-api'), second: newPact('newsdesk-second-api') };
const EDITOR = 'an editor is signed in';
const ADMIN = 'an admin is signed in';
const INVALID = 'not-a-session-token';

type State = string | [string, Record<string, string | number | boolean>];
interface Refusal {
  /** The operation and what is refused. */
  name: string;
  api: 'main' | 'second';
  states: State[];
  /** A literal invalid token instead of the state's one. */
  token?: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ReturnType<typeof statePath>;
  query?: Record<string, string>;
  body?: unknown;
  status: number;
  answer: ReturnType<typeof failure>;
  /** The same call through the console's client, with the example values. */
  call: (url: string, token?: string) => Promise<unknown>;
}

const stale = (example: number) =>
  failure(40009, 'This record was changed by someone else', {
    current_version: 2,
    current: like({ id: integer(example), version: 2 }),
  });
const field = (name: string, rule: string, message: string) =>
  failure(40001, message, { errors: [{ field: name, rule, message }] });
const statePath = (template: string, example: string) =>
  fromProviderState(template, example) as MatchersV3.Matcher<string>;

const templates = {
  key: 'editor-article-template' as const,
  name: 'Article templates',
  value: {
    templates: [{ id: 'morning', name: 'Morning brief', body: '<p>早报</p>', is_default: true }],
  },
  version: 1,
};

const refusals: Refusal[] = [
  // ── key-value ───────────────────────────────────────────────────────────────
  {
    name: 'getEditorArticleTemplate refused: invalid token',
    api: 'main',
    states: [['no session has the token', { token: INVALID }]],
    token: INVALID,
    method: 'GET',
    path: '/v1/kvconfig/editor-article-template',
    status: 401,
    answer: failure(50008, 'Invalid token'),
    call: (url, token) =>
      unwrap(mainClient(url, token).GET('/v1/kvconfig/editor-article-template')),
  },
  {
    name: 'getKvEditorArticleTemplate refused: expired token',
    api: 'main',
    states: ['an editor session has expired'],
    method: 'GET',
    path: '/v1/admin/kv/editor-article-template',
    status: 401,
    answer: failure(50014, 'Token expired'),
    call: (url) => unwrap(mainClient(url).GET('/v1/admin/kv/editor-article-template')),
  },
  {
    name: 'saveKvEditorArticleTemplate refused: stale version',
    api: 'main',
    states: [EDITOR, ['the editor article templates exist', { version: 2 }]],
    method: 'POST',
    path: '/v1/admin/kv/editor-article-template',
    body: templates,
    status: 409,
    answer: failure(40009, 'This record was changed by someone else', {
      current_version: 2,
      current: like({ key: 'editor-article-template', version: 2 }),
    }),
    call: (url) =>
      unwrap(mainClient(url).POST('/v1/admin/kv/editor-article-template', { body: templates })),
  },
  {
    name: 'getKvOmniNotification refused: invalid token',
    api: 'main',
    states: [['no session has the token', { token: INVALID }]],
    token: INVALID,
    method: 'GET',
    path: '/v1/admin/kv/omni-notification',
    status: 401,
    answer: failure(50008, 'Invalid token'),
    call: (url, token) => unwrap(mainClient(url, token).GET('/v1/admin/kv/omni-notification')),
  },
  {
    name: 'listKvConfigs refused: limit over 100',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/kv/list',
    query: { limit: '1000' },
    status: 400,
    answer: field('limit', 'maximum', 'limit: must be ≤ 100'),
    call: (url) =>
      unwrap(mainClient(url).GET('/v1/admin/kv/list', { params: { query: { limit: 1000 } } })),
  },
  {
    name: 'getKvConfig refused: no such key',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/kv/never-configured',
    status: 404,
    answer: failure(40004, 'Key not found'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/admin/kv/{key}', {
          params: { path: { key: 'never-configured' } },
        }),
      ),
  },
  // ── articles ────────────────────────────────────────────────────────────────
  {
    name: 'listArticles refused: limit over 100',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/article',
    query: { limit: '1000' },
    status: 400,
    answer: field('limit', 'maximum', 'limit: must be ≤ 100'),
    call: (url) =>
      unwrap(mainClient(url).GET('/v1/admin/article', { params: { query: { limit: 1000 } } })),
  },
  {
    name: 'listArticles refused: not a cursor of the list',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/article',
    query: { cursor: 'not-a-cursor' },
    status: 400,
    answer: field('cursor', 'format', 'cursor: Not a cursor returned by this list'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/admin/article', { params: { query: { cursor: 'not-a-cursor' } } }),
      ),
  },
  {
    name: 'setArticleStatus refused: stale version',
    api: 'main',
    states: [EDITOR, ['an article exists', { version: 2 }]],
    method: 'PUT',
    path: statePath('/v1/admin/article/${id}/status', '/v1/admin/article/42/status'),
    body: { status: 'deleted', version: 1 },
    status: 409,
    answer: stale(42),
    call: (url) =>
      unwrap(
        mainClient(url).PUT('/v1/admin/article/{id}/status', {
          params: { path: { id: 42 } },
          body: { status: 'deleted', version: 1 },
        }),
      ),
  },
  // ── users ───────────────────────────────────────────────────────────────────
  {
    name: 'listUsers refused: invalid token',
    api: 'main',
    states: [['no session has the token', { token: INVALID }]],
    token: INVALID,
    method: 'GET',
    path: '/v1/admin/user',
    status: 401,
    answer: failure(50008, 'Invalid token'),
    call: (url, token) => unwrap(mainClient(url, token).GET('/v1/admin/user')),
  },
  {
    name: 'getUser refused: not found',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/user/99999999',
    status: 404,
    answer: failure(40004, 'User not found'),
    call: (url) =>
      unwrap(mainClient(url).GET('/v1/admin/user/{id}', { params: { path: { id: 99999999 } } })),
  },
  {
    name: 'verifyUser refused: a normal user',
    api: 'main',
    states: [EDITOR, 'a reader account exists'],
    method: 'POST',
    path: statePath('/v1/admin/user/${userId}/verify', '/v1/admin/user/7/verify'),
    body: { user_id: fromProviderState('${userId}', 7), verify_name: '王小明', version: 1 },
    status: 403,
    answer: failure(40003, 'Permission not allowed'),
    call: (url) =>
      unwrap(
        mainClient(url).POST('/v1/admin/user/{id}/verify', {
          params: { path: { id: 7 } },
          body: { user_id: 7, verify_name: '王小明', version: 1 },
        }),
      ),
  },
  {
    name: 'setUserStatus refused: a normal user',
    api: 'main',
    states: [EDITOR, 'a reader account exists'],
    method: 'PUT',
    path: statePath('/v1/admin/user/${userId}/status', '/v1/admin/user/7/status'),
    body: { status: 'frozen', version: 1 },
    status: 403,
    answer: failure(40003, 'Permission not allowed'),
    call: (url) =>
      unwrap(
        mainClient(url).PUT('/v1/admin/user/{id}/status', {
          params: { path: { id: 7 } },
          body: { status: 'frozen', version: 1 },
        }),
      ),
  },
  {
    name: 'listFollowers refused: not found',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/user/99999999/followers',
    status: 404,
    answer: failure(40004, 'User not found'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/user/{id}/followers', { params: { path: { id: 99999999 } } }),
      ),
  },
  // ── orders ──────────────────────────────────────────────────────────────────
  {
    name: 'remarkOrder refused: stale version',
    api: 'main',
    states: [ADMIN, 'paid orders exist'],
    method: 'POST',
    path: '/v1/admin/order/remark',
    body: { order_id: fromProviderState('${orderId}', 301), remark: 'Refund asked', version: 5 },
    status: 409,
    answer: failure(40009, 'This record was changed by someone else', {
      current_version: 1,
      current: like({ id: integer(301), version: 1 }),
    }),
    call: (url) =>
      unwrap(
        mainClient(url).POST('/v1/admin/order/remark', {
          body: { order_id: 301, remark: 'Refund asked', version: 5 },
        }),
      ),
  },
  // ── push ────────────────────────────────────────────────────────────────────
  {
    name: 'listPushes refused: expired token',
    api: 'main',
    states: ['an editor session has expired'],
    method: 'GET',
    path: '/v1/admin/push/umeng/list',
    status: 401,
    answer: failure(50014, 'Token expired'),
    call: (url) => unwrap(mainClient(url).GET('/v1/admin/push/umeng/list')),
  },
  {
    name: 'cancelPush refused: a normal user',
    api: 'main',
    states: [EDITOR, 'a scheduled push exists'],
    method: 'POST',
    path: statePath('/v1/admin/push/umeng/${pushId}/cancel', '/v1/admin/push/umeng/55/cancel'),
    body: { version: 1 },
    status: 403,
    answer: failure(40003, 'Permission not allowed'),
    call: (url) =>
      unwrap(
        mainClient(url).POST('/v1/admin/push/umeng/{id}/cancel', {
          params: { path: { id: 55 } },
          body: { version: 1 },
        }),
      ),
  },
  {
    name: 'getPushStatus refused: not found',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/push/umeng/99999999/status',
    status: 404,
    answer: failure(40004, 'Push not found'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/admin/push/umeng/{id}/status', {
          params: { path: { id: 99999999 } },
        }),
      ),
  },
  {
    name: 'getPushDetail refused: not found',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/push/umeng/99999999/detail',
    status: 404,
    answer: failure(40004, 'Push not found'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/admin/push/umeng/{id}/detail', {
          params: { path: { id: 99999999 } },
        }),
      ),
  },
  // ── system messages ─────────────────────────────────────────────────────────
  {
    name: 'listSystemMessages refused: invalid token',
    api: 'main',
    states: [['no session has the token', { token: INVALID }]],
    token: INVALID,
    method: 'GET',
    path: '/v1/admin/system-messages',
    status: 401,
    answer: failure(50008, 'Invalid token'),
    call: (url, token) => unwrap(mainClient(url, token).GET('/v1/admin/system-messages')),
  },
  {
    name: 'getSystemMessage refused: not found',
    api: 'main',
    states: [EDITOR],
    method: 'GET',
    path: '/v1/admin/system-message/99999999',
    status: 404,
    answer: failure(40004, 'Message not found'),
    call: (url) =>
      unwrap(
        mainClient(url).GET('/v1/admin/system-message/{id}', {
          params: { path: { id: 99999999 } },
        }),
      ),
  },
  // ── second host ─────────────────────────────────────────────────────────────
  {
    name: 'createRoadmap refused: no entry',
    api: 'second',
    states: [EDITOR],
    method: 'POST',
    path: '/roadmap',
    body: { content: [] },
    status: 400,
    answer: field('content', 'minItems', 'content: must have at least 1 items'),
    call: (url) => unwrap(secondClient(url).POST('/roadmap', { body: { content: [] } })),
  },
  {
    name: 'updateRoadmap refused: stale version',
    api: 'second',
    states: [EDITOR, ['a roadmap exists', { version: 2 }]],
    method: 'PUT',
    path: '/roadmap',
    body: { id: fromProviderState('${id}', 4), version: 1, content: [{ title: '2027' }] },
    status: 409,
    answer: stale(4),
    call: (url) =>
      unwrap(
        secondClient(url).PUT('/roadmap', {
          body: { id: 4, version: 1, content: [{ title: '2027' }] },
        }),
      ),
  },
  {
    name: 'listLinks refused: invalid token',
    api: 'second',
    states: [['no session has the token', { token: INVALID }]],
    token: INVALID,
    method: 'GET',
    path: '/link',
    status: 401,
    answer: failure(50008, 'Invalid token'),
    call: (url, token) => unwrap(secondClient(url, token).GET('/link')),
  },
  {
    name: 'updateLink refused: stale version',
    api: 'second',
    states: [EDITOR, ['a link exists', { version: 2 }]],
    method: 'PUT',
    path: '/link',
    body: { id: fromProviderState('${id}', 21), version: 1, title: 'PBOC OMO' },
    status: 409,
    answer: stale(21),
    call: (url) =>
      unwrap(secondClient(url).PUT('/link', { body: { id: 21, version: 1, title: 'PBOC OMO' } })),
  },
  {
    name: 'deleteLink refused: not found',
    api: 'second',
    states: [EDITOR],
    method: 'DELETE',
    path: '/link',
    body: { id: 99999999, version: 1 },
    status: 404,
    answer: failure(40004, 'Link not found'),
    call: (url) =>
      unwrap(secondClient(url).DELETE('/link', { body: { id: 99999999, version: 1 } })),
  },
  {
    name: 'getLink refused: not found',
    api: 'second',
    states: [EDITOR],
    method: 'GET',
    path: '/link/99999999',
    status: 404,
    answer: failure(40004, 'Link not found'),
    call: (url) =>
      unwrap(secondClient(url).GET('/link/{id}', { params: { path: { id: 99999999 } } })),
  },
  {
    name: 'queryTags refused: expired token',
    api: 'second',
    states: ['an editor session has expired'],
    method: 'POST',
    path: '/tag/query',
    body: { kw: 'mac' },
    status: 401,
    answer: failure(50014, 'Token expired'),
    call: (url) => unwrap(secondClient(url).POST('/tag/query', { body: { kw: 'mac' } })),
  },
  {
    name: 'updateTag refused: the name of another tag (Repeat Tag)',
    api: 'second',
    states: [EDITOR, 'a tag named Macro exists', 'a tag named Rates exists'],
    method: 'PUT',
    path: '/tag',
    body: { id: fromProviderState('${ratesId}', 8), version: 1, name: 'macro' },
    status: 409,
    answer: failure(40010, 'Repeat Tag', { field: 'name' }),
    call: (url) =>
      unwrap(secondClient(url).PUT('/tag', { body: { id: 8, version: 1, name: 'macro' } })),
  },
  {
    name: 'getTag refused: not found',
    api: 'second',
    states: [EDITOR],
    method: 'GET',
    path: '/tag/99999999',
    status: 404,
    answer: failure(40004, 'Tag not found'),
    call: (url) =>
      unwrap(secondClient(url).GET('/tag/{id}', { params: { path: { id: 99999999 } } })),
  },
  {
    name: 'saveTagRelations refused: a tag that does not exist',
    api: 'second',
    states: [EDITOR, 'a link exists'],
    method: 'POST',
    path: '/content/tagrelations',
    body: {
      item_id: fromProviderState('${id}', 21),
      item_kind: 8,
      version: 1,
      tag_relations: [{ id: 99999999, group: 3 }],
    },
    status: 404,
    answer: failure(40004, 'Tag not found'),
    call: (url) =>
      unwrap(
        secondClient(url).POST('/content/tagrelations', {
          body: {
            item_id: 21,
            item_kind: 8,
            version: 1,
            tag_relations: [{ id: 99999999, group: 3 }],
          },
        }),
      ),
  },
];

describe('refusals', () => {
  for (const r of refusals) {
    it(r.name, async () => {
      let interaction = pacts[r.api].addInteraction();
      for (const s of r.states) {
        interaction = typeof s === 'string' ? interaction.given(s) : interaction.given(s[0], s[1]);
      }
      await interaction
        .uponReceiving(r.name)
        .withRequest(r.method, r.path, (b) => {
          b.headers(r.token ? { 'X-Token': r.token } : tokenHeader());
          if (r.query) b.query(r.query);
          if (r.body !== undefined) b.jsonBody(r.body);
        })
        .willRespondWith(r.status, (b) => b.headers(jsonHeaders).jsonBody(r.answer))
        .executeTest(async (server) => {
          const error = (await r.call(server.url, r.token).then(
            () => {
              throw new Error('the call succeeded');
            },
            (e: unknown) => e,
          )) as { code?: number; message?: string };
          expect(error.code).toBe(r.answer.code);
          expect(error.message).toBe(r.answer.message);
        });
    });
  }
});
