import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const slogans = {
  title: 'Slogans',
  type: 'array',
  items: { title: 'Slogan', type: 'string' },
} as const;

describe('key-value', () => {
  it('creates, reads and updates an entry with its version; a stale or missing version is a conflict', async () => {
    const created = await server.call('POST', '/v1/admin/kv/console-home-slogan', {
      token: editor,
      body: {
        key: 'console-home-slogan',
        name: 'Home slogan',
        value: ['看懂市场'],
        json_schema: slogans,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ version: 1, value: ['看懂市场'] });
    const again = await server.call('POST', '/v1/admin/kv/console-home-slogan', {
      token: editor,
      body: { key: 'console-home-slogan', name: 'Home slogan', value: ['x'] },
    });
    expect(again.body).toMatchObject({ code: 40009, data: { current_version: 1 } });
    const updated = await server.call('POST', '/v1/admin/kv/console-home-slogan', {
      token: editor,
      body: {
        key: 'console-home-slogan',
        name: 'Home slogan',
        value: ['看懂市场', '读懂政策'],
        version: 1,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ version: 2, json_schema: slogans });
    const read = await server.call('GET', '/v1/admin/kv/console-home-slogan', { token: editor });
    expect(read.body.data.value).toEqual(['看懂市场', '读懂政策']);
    const missing = await server.call('POST', '/v1/admin/kv/never-saved', {
      token: editor,
      body: { key: 'never-saved', name: 'x', value: 1, version: 3 },
    });
    expect(missing.body).toMatchObject({
      code: 40009,
      data: { current_version: 0, current: null },
    });
  });

  it('refuses a value that fails the schema and an invalid schema, writing nothing', async () => {
    const bad = await server.call('POST', '/v1/admin/kv/hot-search-words', {
      token: editor,
      body: { key: 'hot-search-words', name: 'Hot words', value: ['CPI', 3], json_schema: slogans },
    });
    expect(bad.body).toMatchObject({
      status: 1,
      code: 40001,
      message: 'Json schema validation failed',
    });
    const schema = await server.call('POST', '/v1/admin/kv/hot-search-words', {
      token: editor,
      body: {
        key: 'hot-search-words',
        name: 'Hot words',
        value: 'x',
        json_schema: { title: 'Choice', type: 'enum' },
      },
    });
    expect(schema.body.message).toBe('Error,please check the json schema');
    const read = await server.call('GET', '/v1/admin/kv/hot-search-words', { token: editor });
    expect(read.body).toMatchObject({ code: 40004, message: 'Key not found' });
    const mismatch = await server.call('POST', '/v1/admin/kv/a-key', {
      token: editor,
      body: { key: 'another-key', name: 'x', value: 1 },
    });
    expect(mismatch.body.data.errors[0]).toMatchObject({ field: 'key', rule: 'match' });
  });

  it('refuses a time that does not follow the field time format, as the console does', async () => {
    const schema = {
      title: 'Maintenance',
      type: 'object',
      fields: [
        { name: 'title', title: 'Title', type: 'string' },
        { name: 'starts', title: 'Starts', type: 'string', time_format: 'YYYY-MM-DD HH:mm' },
        {
          name: 'days',
          title: 'Days',
          type: 'array',
          items: { title: 'Day', type: 'string', time_format: 'YYYY-MM-DD' },
        },
      ],
    };
    const save = (value: unknown) =>
      server.call('POST', '/v1/admin/kv/maintenance-window', {
        token: editor,
        body: { key: 'maintenance-window', name: 'Maintenance', value, json_schema: schema },
      });
    for (const bad of [
      { title: 'x', starts: '2026/11/26 10:00', days: [] },
      { title: 'x', starts: '2026-11-26 10:00:00', days: [] },
      { title: 'x', starts: '2026-11-26', days: [] },
      { title: 'x', starts: '', days: [] },
      { title: 'x', starts: '2026-11-26 10:00', days: ['2026-11-26', '26.11.2026'] },
    ]) {
      const refused = await save(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toMatchObject({
        code: 40001,
        message: 'Json schema validation failed',
        data: { errors: [{ field: 'value', rule: 'json_schema' }] },
      });
    }
    const read = await server.call('GET', '/v1/admin/kv/maintenance-window', { token: editor });
    expect(read.body).toMatchObject({ code: 40004 });
    const saved = await save({ title: 'x', starts: '2026-11-26 10:00', days: ['2026-11-27'] });
    expect(saved.status).toBe(201);
    expect(saved.body.data.value).toEqual({
      title: 'x',
      starts: '2026-11-26 10:00',
      days: ['2026-11-27'],
    });
  });

  it('keeps the editor templates: one default at most, typed route', async () => {
    const none = await server.call('GET', '/v1/kvconfig/editor-article-template', {
      token: editor,
    });
    expect(none.body.code).toBe(40004);
    const twoDefaults = await server.call('POST', '/v1/admin/kv/editor-article-template', {
      token: editor,
      body: {
        key: 'editor-article-template',
        name: 'Templates',
        value: {
          templates: [
            { id: 'a', name: 'Morning brief', body: '<p>早报</p>', is_default: true },
            { id: 'b', name: 'Weekly', body: '<p>周报</p>', is_default: true },
          ],
        },
      },
    });
    expect(twoDefaults.body).toMatchObject({ code: 40001 });
    const saved = await server.call('POST', '/v1/admin/kv/editor-article-template', {
      token: editor,
      body: {
        key: 'editor-article-template',
        name: 'Templates',
        value: {
          templates: [{ id: 'a', name: 'Morning brief', body: '<p>早报</p>', is_default: true }],
        },
      },
    });
    expect(saved.status).toBe(201);
    const read = await server.call('GET', '/v1/kvconfig/editor-article-template', {
      token: editor,
    });
    expect(read.body.data.value.templates[0].name).toBe('Morning brief');
  });

  it('lets only admins set the site notification, and lists entries newest first with anchors', async () => {
    const body = {
      key: 'omni-notification',
      name: 'Site notification',
      value: {
        title: 'Maintenance tonight',
        body: 'Read-only 23:00–23:30.',
        url: '',
        publishedAt: '2026-11-22T09:30:00+08:00',
      },
    };
    const refused = await server.call('POST', '/v1/admin/kv/omni-notification', {
      token: editor,
      body,
    });
    expect(refused.body).toMatchObject({ code: 40003, message: 'Permission not allowed' });
    server.clock.advance(1000);
    const saved = await server.call('POST', '/v1/admin/kv/omni-notification', {
      token: admin,
      body,
    });
    expect(saved.status).toBe(201);
    const first = await server.call('GET', '/v1/admin/kv/list?limit=2', { token: editor });
    expect(first.body.data.items[0].key).toBe('omni-notification');
    expect(first.body.data.has_more).toBe(true);
    const next = await server.call(
      'GET',
      `/v1/admin/kv/list?limit=2&anchor=${first.body.data.next_anchor}`,
      {
        token: editor,
      },
    );
    const keys = [...first.body.data.items, ...next.body.data.items].map(
      (i: { key: string }) => i.key,
    );
    expect(new Set(keys).size).toBe(keys.length);
    const badAnchor = await server.call('GET', '/v1/admin/kv/list?anchor=nonsense', {
      token: editor,
    });
    expect(badAnchor.body).toMatchObject({ code: 40001 });
  });

  it('searches the list by key or name (case-insensitive, wildcards literal), with anchors', async () => {
    for (const [key, name] of [
      ['search-alpha', 'Alpha banner'],
      ['search-beta', 'Beta BANNER'],
      ['search-gamma', 'Gamma 100%'],
    ] as const) {
      server.clock.advance(1000);
      const saved = await server.call('POST', `/v1/admin/kv/${key}`, {
        token: editor,
        body: { key, name, value: { on: true } },
      });
      expect(saved.status).toBe(201);
    }
    const banner = await server.call('GET', '/v1/admin/kv/list?keyword=banner&limit=1', {
      token: editor,
    });
    expect(banner.body.data.items.map((i: { key: string }) => i.key)).toEqual(['search-beta']);
    expect(banner.body.data.has_more).toBe(true);
    const rest = await server.call(
      'GET',
      `/v1/admin/kv/list?keyword=banner&limit=1&anchor=${banner.body.data.next_anchor}`,
      { token: editor },
    );
    expect(rest.body.data.items.map((i: { key: string }) => i.key)).toEqual(['search-alpha']);
    expect(rest.body.data.has_more).toBe(false);
    const byKey = await server.call('GET', '/v1/admin/kv/list?keyword=SEARCH-GAM', {
      token: editor,
    });
    expect(byKey.body.data.items.map((i: { key: string }) => i.key)).toEqual(['search-gamma']);
    // `%` is a character to find, not a wildcard.
    const percent = await server.call('GET', '/v1/admin/kv/list?keyword=%25', { token: editor });
    expect(percent.body.data.items.map((i: { key: string }) => i.key)).toEqual(['search-gamma']);
  });
});
