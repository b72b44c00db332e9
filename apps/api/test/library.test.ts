import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, media } from '../src/db/schema';
import { seedLibrary } from '../src/seed/library';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { upload } from './fixtures/media';

let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const DAY = 86_400_000;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(40)]);

describe('coupons (designed here for the coupon panel)', () => {
  beforeAll(async () => {
    await server.ctx.db.delete(coupons);
    await seedLibrary(server.ctx);
  });

  it('pages newest first, 10 a page, in the contract shape', async () => {
    const res = await server.call('GET', '/v1/admin/coupons?page=2&limit=10', { token: editor });
    expect(res.status).toBe(200);
    const data = res.body.data as { items: { id: number; created_at: number }[]; total: number };
    expect(data).toMatchObject({ total: 25, page: 2, limit: 10 });
    expect(data.items).toHaveLength(10);
    const times = data.items.map((c) => c.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(schemaErrors('CouponList', data)).toBe('');
  });

  it('matches the keyword on the name and keeps only usable coupons when asked', async () => {
    const kw = await server.call('GET', `/v1/admin/coupons?keyword=${encodeURIComponent('黑金')}`, {
      token: editor,
    });
    const found = kw.body.data as { items: { name: string }[]; total: number };
    expect(found.total).toBe(5);
    expect(found.items.every((c) => c.name.includes('黑金'))).toBe(true);
    const usable = await server.call('GET', '/v1/admin/coupons?usable=true&limit=100', {
      token: editor,
    });
    const items = (usable.body.data as { items: { status: string; expires_at: number }[] }).items;
    // 25 seeded: 5 expired (i % 5 = 4), 3 disabled (i % 7 = 6), none both: 25 - 5 - 3 = 17.
    expect(items.length).toBe(17);
    expect(items.every((c) => c.status === 'active' && c.expires_at > server.clock.now)).toBe(true);
  });

  it('refuses a bad page and a keyword over 100 characters', async () => {
    const bad = await server.call('GET', '/v1/admin/coupons?page=0', { token: editor });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 1, code: 40001 });
    const long = await server.call('GET', `/v1/admin/coupons?keyword=${'x'.repeat(101)}`, {
      token: editor,
    });
    expect(long.status).toBe(400);
  });
});

describe('media library: type and report filters, replacing a file', () => {
  it('filters by file type and by the report flag', async () => {
    await server.ctx.db.delete(media);
    for (const [name, bytes] of [
      ['a.pdf', pdf],
      ['b.png', png],
      ['c.png', png],
    ] as const) {
      const { key } = await upload(server, editor, name, bytes);
      await server.call('POST', '/v1/admin/media/quick', {
        token: editor,
        body: { title: name, file_uri: key },
      });
    }
    const images = await server.call('GET', '/v1/admin/media?type=image', { token: editor });
    expect((images.body.data as { total: number }).total).toBe(2);
    const reports = await server.call('GET', '/v1/admin/media?is_report=true', { token: editor });
    expect((reports.body.data as { items: { name: string }[] }).items.map((m) => m.name)).toEqual([
      'a.pdf',
    ]);
    const others = await server.call('GET', '/v1/admin/media?is_report=false', { token: editor });
    expect((others.body.data as { total: number }).total).toBe(2);
  });

  it('replaces the file: size, type and report flag follow the new file; bad key changes nothing', async () => {
    const { key } = await upload(server, editor, 'chart.png', png);
    const created = await server.call('POST', '/v1/admin/media/quick', {
      token: editor,
      body: { title: 'Chart', file_uri: key },
    });
    const entry = created.body.data as { id: number; version: number };
    const missing = await server.call('PUT', `/v1/admin/media/${entry.id}`, {
      token: editor,
      body: { version: entry.version, file_uri: 'u20261122-000000000000.pdf' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 40001, message: 'Please select your file' });
    server.clock.advance(DAY);
    const next = await upload(server, editor, 'table.pdf', pdf);
    const replaced = await server.call('PUT', `/v1/admin/media/${entry.id}`, {
      token: editor,
      body: { version: entry.version, file_uri: next.key, name: 'table.pdf' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      file_uri: next.key,
      type: 'pdf',
      is_report: true,
      name: 'table.pdf',
      title: 'Chart',
      file_meta: { fsize: pdf.length },
      version: entry.version + 1,
    });
  });
});
