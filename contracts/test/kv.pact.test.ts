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

const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const ADMIN = 'an admin is signed in';
const TEMPLATES = 'the editor article templates exist';

const templateValue = {
  templates: eachLike(
    {
      id: like('morning'),
      name: like('Morning brief'),
      body: like('<p>早报</p>'),
      is_default: like(true),
    },
    1,
  ),
};
const sloganSchema = like({
  title: 'Slogans',
  type: 'array',
  items: { title: 'Slogan', type: 'string' },
});
const entry = (key: string, value: unknown, version = integer(1), jsonSchema: unknown = null) => ({
  key,
  name: like('Name'),
  value,
  json_schema: jsonSchema,
  created_at: ms(),
  updated_at: ms(),
  version,
});
const saveTemplates = {
  key: 'editor-article-template' as const,
  name: 'Article templates',
  value: {
    templates: [{ id: 'morning', name: 'Morning brief', body: '<p>早报</p>', is_default: true }],
  },
  version: 1,
};
const notification = {
  key: 'omni-notification' as const,
  name: 'Site notification',
  value: {
    title: 'Scheduled maintenance tonight',
    body: 'The apps are read-only from 23:00 to 23:30.',
    url: '',
    publishedAt: '2026-11-22T09:30:00+08:00',
  },
};

describe('main API: key-value', () => {
  it('getEditorArticleTemplate', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATES)
      .uponReceiving('a request for the editor article templates')
      .withRequest('GET', '/v1/kvconfig/editor-article-template', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(entry('editor-article-template', templateValue))),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/kvconfig/editor-article-template'),
        );
        expect(data.value.templates[0]?.is_default).toBe(true);
      }));

  it('getKvEditorArticleTemplate', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATES)
      .uponReceiving('a request for the editor article templates under the admin path')
      .withRequest('GET', '/v1/admin/kv/editor-article-template', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(entry('editor-article-template', templateValue))),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/kv/editor-article-template'),
        );
        expect(data.key).toBe('editor-article-template');
      }));

  it('saveKvEditorArticleTemplate', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATES)
      .uponReceiving('a save of the editor article templates based on the current version')
      .withRequest('POST', '/v1/admin/kv/editor-article-template', (b) =>
        b.headers(tokenHeader()).jsonBody(saveTemplates),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok(entry('editor-article-template', templateValue, integer(2)))),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/kv/editor-article-template', {
            body: saveTemplates,
          }),
        );
        expect(data.version).toBe(2);
      }));

  it('getKvOmniNotification', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('the site notification exists')
      .uponReceiving('a request for the site notification')
      .withRequest('GET', '/v1/admin/kv/omni-notification', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            entry('omni-notification', {
              title: like('Maintenance'),
              body: like('Read-only'),
              url: like(''),
              publishedAt: like('2026-11-22T09:30:00+08:00'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(mainClient(server.url).GET('/v1/admin/kv/omni-notification'));
        expect(data.value.title).toBeTruthy();
      }));

  it('saveKvOmniNotification', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('the site notification was never sent')
      .uponReceiving('an admin sending the site notification for the first time')
      .withRequest('POST', '/v1/admin/kv/omni-notification', (b) =>
        b.headers(tokenHeader()).jsonBody(notification),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok(entry('omni-notification', notification.value, integer(1)))),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/kv/omni-notification', { body: notification }),
        );
        expect(data.version).toBe(1);
      }));

  it('saveKvOmniNotification refused for a normal user', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a normal user sending the site notification')
      .withRequest('POST', '/v1/admin/kv/omni-notification', (b) =>
        b.headers(tokenHeader()).jsonBody(notification),
      )
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40003, 'Permission not allowed')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).POST('/v1/admin/kv/omni-notification', { body: notification }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40003 });
      }));

  it('listKvConfigs', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('the only key-value entry is console-home-slogan')
      .uponReceiving('the first page of key-value entries')
      .withRequest('GET', '/v1/admin/kv/list', (b) =>
        b.headers(tokenHeader()).query({ limit: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(
              entry('console-home-slogan', eachLike('看懂市场', 1), integer(1), sloganSchema),
              1,
            ),
            next_anchor: like(''),
            has_more: like(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/kv/list', { params: { query: { limit: 20 } } }),
        );
        expect(data.items.length).toBeGreaterThan(0);
      }));

  it('getKvConfig', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a key-value entry console-home-slogan exists')
      .uponReceiving('a request for the console home slogan')
      .withRequest('GET', '/v1/admin/kv/console-home-slogan', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            ok(entry('console-home-slogan', eachLike('看懂市场', 1), integer(1), sloganSchema)),
          ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/kv/{key}', {
            params: { path: { key: 'console-home-slogan' } },
          }),
        );
        expect(data.key).toBe('console-home-slogan');
      }));

  it('saveKvConfig', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new hot search words entry')
      .withRequest('POST', '/v1/admin/kv/hot-search-words', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ key: 'hot-search-words', name: 'Hot search words', value: ['CPI', 'PMI'] }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(entry('hot-search-words', ['CPI', 'PMI'], integer(1)))),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/kv/{key}', {
            params: { path: { key: 'hot-search-words' } },
            body: { key: 'hot-search-words', name: 'Hot search words', value: ['CPI', 'PMI'] },
          }),
        );
        expect(data.value).toEqual(['CPI', 'PMI']);
      }));

  it('saveKvConfig refused: the value fails the schema', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a key-value entry console-home-slogan exists')
      .uponReceiving('a save of the home slogan with a number where the schema wants strings')
      .withRequest('POST', '/v1/admin/kv/console-home-slogan', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ key: 'console-home-slogan', name: 'Home slogan', value: [42], version: 1 }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'Json schema validation failed', {
            errors: eachLike(
              { field: 'value', rule: 'json_schema', message: 'Json schema validation failed' },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).POST('/v1/admin/kv/{key}', {
            params: { path: { key: 'console-home-slogan' } },
            body: { key: 'console-home-slogan', name: 'Home slogan', value: [42], version: 1 },
          }),
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 40001, message: 'Json schema validation failed' });
      }));
});
