import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedImages } from '../src/seed/files';
import { demoOpsValues, seedOpsSettings } from '../src/seed/opsettings';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedImages(server.ctx);
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const PATHS = {
  'app-splash': '/v1/admin/kv/app-splash',
  navigator: '/v1/admin/kv/navigator',
  'web-banner': '/v1/admin/kv/web-banner',
  'web-entry': '/v1/admin/kv/web-entry',
  'omen-category': '/v1/admin/kv/omen-category',
} as const;
type Key = keyof typeof PATHS;

describe('operation settings (designed here)', () => {
  it('404 before the first save, then creates, reads with image URLs and updates at the version read', async () => {
    const values = demoOpsValues(server.clock.now);
    for (const key of Object.keys(PATHS) as Key[]) {
      const path = PATHS[key];
      const missing = await server.call('GET', path, { token: editor });
      expect(missing.status, key).toBe(404);
      expect(missing.body.message).toBe('Key not found');
      const created = await server.call('POST', path, {
        token: editor,
        body: { key, name: key, value: values[key] },
      });
      expect(created.status, `${key}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(created.body.data.version).toBe(1);
      const updated = await server.call('POST', path, {
        token: editor,
        body: { key, name: `${key} 2`, value: created.body.data.value, version: 1 },
      });
      expect(updated.status, key).toBe(200);
      expect(updated.body.data).toMatchObject({ version: 2, name: `${key} 2` });
      const stale = await server.call('POST', path, {
        token: editor,
        body: { key, name: key, value: values[key], version: 1 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 40009,
        message: 'This record was changed by someone else',
        data: { current_version: 2 },
      });
    }
    const banner = await server.call('GET', PATHS['web-banner'], { token: editor });
    expect(banner.body.data.value.items[0].image_url).toMatch(/\/storage\/demo-cover-\d+\.png$/);
    const nav = await server.call('GET', PATHS.navigator, { token: editor });
    expect(nav.body.data.value.sites[5].icon_url).toBeNull();
    // The URL sent back is not stored: the stored value holds keys only.
    const raw = await server.call('GET', '/v1/admin/kv/list?limit=50', { token: editor });
    const stored = raw.body.data.items.find((e: { key: string }) => e.key === 'web-banner');
    expect(stored.value.items[0]).not.toHaveProperty('image_url');
  });

  it('refuses a missing token, a bad shape, an unknown image, an end before its start and duplicate names', async () => {
    const anon = await server.call('GET', PATHS['web-entry'], { token: null });
    expect(anon.status).toBe(401);
    const current = (await server.call('GET', PATHS['web-entry'], { token: editor })).body.data;
    const item = current.value.items[0];
    const tooLong = await server.call('POST', PATHS['web-entry'], {
      token: editor,
      body: {
        key: 'web-entry',
        name: 'x',
        value: { items: [{ ...item, title: '一二三四五六七八九' }] },
        version: current.version,
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Cannot be longer than 8 characters');
    const badLink = await server.call('POST', PATHS['web-entry'], {
      token: editor,
      body: { key: 'web-entry', name: 'x', value: { items: [{ ...item, link: 'ftp://x' }] } },
    });
    expect(badLink.body.message).toBe('Enter a link starting with http://, https:// or /');
    const unknown = await server.call('POST', PATHS['web-entry'], {
      token: editor,
      body: {
        key: 'web-entry',
        name: 'x',
        value: { items: [{ ...item, image_uri: 'never-uploaded.png' }] },
        version: current.version,
      },
    });
    expect(unknown.body).toMatchObject({
      code: 40001,
      message: 'Please select your file',
      data: { errors: [{ field: 'value.items.0.image_uri', rule: 'uploaded' }] },
    });
    const splash = (await server.call('GET', PATHS['app-splash'], { token: editor })).body.data;
    const backwards = await server.call('POST', PATHS['app-splash'], {
      token: editor,
      body: {
        key: 'app-splash',
        name: 'x',
        value: {
          items: [{ ...splash.value.items[0], end_at: splash.value.items[0].start_at }],
        },
        version: splash.version,
      },
    });
    expect(backwards.body).toMatchObject({
      code: 40001,
      message: 'The end must be after the start',
      data: { errors: [{ field: 'value.items.0.end_at', rule: 'minimum' }] },
    });
    const cats = (await server.call('GET', PATHS['omen-category'], { token: editor })).body.data;
    const [first] = cats.value.categories;
    const dup = await server.call('POST', PATHS['omen-category'], {
      token: editor,
      body: {
        key: 'omen-category',
        name: 'x',
        value: {
          categories: [
            first,
            { id: 'copy', name: ` ${first.name.toUpperCase()} `, enabled: true, children: [] },
          ],
        },
        version: cats.version,
      },
    });
    expect(dup.body).toMatchObject({
      code: 40001,
      message: 'This name is already used at this level',
      data: { errors: [{ field: 'value.categories.1.name', rule: 'uniqueItems' }] },
    });
    // Nothing refused was stored.
    const after = await server.call('GET', PATHS['omen-category'], { token: editor });
    expect(after.body.data.version).toBe(cats.version);
  });

  it('the demo seed holds every setting', async () => {
    await seedOpsSettings(server.ctx);
    const list = await server.call('GET', '/v1/admin/kv/list?limit=50&keyword=web-', {
      token: editor,
    });
    expect(list.body.data.items.map((e: { key: string }) => e.key).sort()).toEqual([
      'web-banner',
      'web-entry',
    ]);
  });
});
