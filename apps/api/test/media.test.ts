import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { silentMp3, upload } from './fixtures/media';

let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(40)]);

const quick = (body: Record<string, unknown>, token = editor) =>
  server.call('POST', '/v1/admin/media/quick', { token, body });
const count = async () => (await server.ctx.db.select().from(media)).length;

describe('media library', () => {
  it('adds an uploaded file with its type, size, name and report flag from the store', async () => {
    const { key } = await upload(server, editor, 'LPR 2024-05.pdf', pdf);
    const res = await quick({ title: '  May LPR table ', file_uri: key });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      file_uri: key,
      file_url: `${server.ctx.config.publicUrl}/storage/${key}`,
      file_meta: { mime: 'application/pdf', fsize: pdf.length },
      title: 'May LPR table',
      name: 'LPR 2024-05.pdf',
      type: 'pdf',
      is_report: true,
      created_at: server.clock.now,
      version: 1,
      author: { nickname: expect.any(String) },
    });
    expect(schemaErrors('Media', res.body.data)).toBe('');
    const image = await upload(server, editor, 'chart.png', png);
    const img = await quick({ title: 'Chart', file_uri: image.key });
    expect(img.body.data).toMatchObject({ type: 'image', is_report: false });
    const audio = await upload(server, admin, 'brief.mp3', silentMp3(5));
    const aud = await quick({ title: 'Brief', file_uri: audio.key }, admin);
    expect(aud.body.data).toMatchObject({ type: 'audio', file_meta: { mime: 'audio/mpeg' } });
  });

  it('refuses a file that was never uploaded and a missing title; nothing is written', async () => {
    const before = await count();
    const notUploaded = await quick({ title: 'Ghost', file_uri: 'u20261122-000000000000.pdf' });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body).toMatchObject({
      status: 1,
      code: 40001,
      message: 'Please select your file',
      data: { errors: [{ field: 'file_uri', rule: 'uploaded' }] },
    });
    const noTitle = await quick({ title: ' ', file_uri: 'u20261122-000000000000.pdf' });
    expect(noTitle.body.status).toBe(1);
    expect(noTitle.body.message).toContain('title');
    const badKey = await quick({ title: 'x', file_uri: '../etc/passwd' });
    expect(badKey.body.status).toBe(1);
    expect(await count()).toBe(before);
  });

  it('lists newest first with keyword, author and research filters and totals', async () => {
    server.clock.advance(1000);
    const { key } = await upload(server, admin, 'flows.xlsx', Buffer.from('PK\u0003\u0004sheet'));
    await quick({ title: 'Northbound flows', file_uri: key }, admin);
    const all = await server.call('GET', '/v1/admin/media?limit=2', { token: editor });
    expect(all.body.data).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(schemaErrors('MediaList', all.body.data)).toBe('');
    expect(all.body.data.items[0]).toMatchObject({ title: 'Northbound flows', type: 'excel' });
    const page2 = await server.call('GET', '/v1/admin/media?limit=2&page=2', { token: editor });
    expect(page2.body.data.items).toHaveLength(2);
    const byName = await server.call('GET', '/v1/admin/media?keyword=lpr%202024', {
      token: editor,
    });
    expect(byName.body.data.items.map((i: { title: string }) => i.title)).toEqual([
      'May LPR table',
    ]);
    const research = await server.call('GET', '/v1/admin/media?only_research=true', {
      token: editor,
    });
    expect(research.body.data.total).toBe(2);
    const adminId = all.body.data.items[0].author.id;
    const mine = await server.call(`GET`, `/v1/admin/media?author_id=${adminId}`, {
      token: editor,
    });
    expect(mine.body.data.items.map((i: { title: string }) => i.title)).toEqual([
      'Northbound flows',
      'Brief',
    ]);
  });

  it('edits with versions and refuses deleting a file an article attaches', async () => {
    const { key } = await upload(server, editor, 'memo.docx', Buffer.from('PK\u0003\u0004doc'));
    const item = (await quick({ title: 'Memo', file_uri: key })).body.data;
    expect(item).toMatchObject({ type: 'word', is_report: true });
    const edited = await server.call('PUT', `/v1/admin/media/${item.id}`, {
      token: editor,
      body: { version: 1, title: 'Strategy memo', is_report: false },
    });
    expect(edited.body.data).toMatchObject({
      title: 'Strategy memo',
      name: 'memo.docx',
      is_report: false,
      version: 2,
    });
    const stale = await server.call('PUT', `/v1/admin/media/${item.id}`, {
      token: editor,
      body: { version: 1, title: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 40009,
      data: { current_version: 2, current: { title: 'Strategy memo' } },
    });

    const article = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: {
        title: 'Strategy for the coming quarter',
        body: '<p>See the memo.</p>',
        publish: false,
        attachments: [{ title: 'Memo', file_uri: key }],
      },
    });
    expect(article.body.status).toBe(0);
    const refused = await server.call('DELETE', `/v1/admin/media/${item.id}`, {
      token: admin,
      body: { version: 2 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 40030, message: 'Not available for deletion' });

    const other = (await quick({ title: 'Loose', file_uri: key })).body.data;
    await server.call('PUT', `/v1/admin/article/${article.body.data.id}`, {
      token: editor,
      body: {
        version: 1,
        title: 'Strategy for the coming quarter',
        body: '<p>No memo.</p>',
        publish: false,
        attachments: [],
      },
    });
    const staleDelete = await server.call('DELETE', `/v1/admin/media/${other.id}`, {
      token: editor,
      body: { version: 5 },
    });
    expect(staleDelete.body).toMatchObject({ code: 40009, data: { current_version: 1 } });
    const gone = await server.call('DELETE', `/v1/admin/media/${other.id}`, {
      token: editor,
      body: { version: 1 },
    });
    expect(gone.body).toMatchObject({ status: 0, data: null });
    const missing = await server.call('PUT', `/v1/admin/media/${other.id}`, {
      token: editor,
      body: { version: 1, title: 'x' },
    });
    expect(missing.status).toBe(404);
    // The stored file stays.
    expect(await server.ctx.storage.exists(key)).toBe(true);
  });
});
