import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { users } from '../src/db/schema';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { silentMp4, silentMp4Duration } from '../src/storage/mp4';
import { silentMp3, tinyMp4, upload } from './fixtures/media';

let server: TestServer;
let editor: string;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  // A reader account (no console role) with a live session.
  const now = server.clock.now;
  const [reader] = await server.ctx.db
    .insert(users)
    .values({ nickname: 'Reader', email: 'reader@newsdesk.test', created_at: now, updated_at: now })
    .returning({ id: users.id });
  member = (await createSession(server.ctx, reader!.id)).token;
});
afterAll(() => server.cleanup());

const sha1 = (b: Buffer) => createHash('sha1').update(b).digest('hex');

async function postForm(form: FormData, token: string | null = editor) {
  const res = await fetch(`${server.mainUrl}/storage/upload`, {
    method: 'POST',
    headers: token ? { 'X-Token': token } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('upload', () => {
  it('issues a token for a new key, stores the file, and answers its meta and bytes', async () => {
    const issued = await server.call(
      'GET',
      '/v1/radio/qiniu/token?file_extension=png&full_file_name=chart.png',
      { token: editor },
    );
    expect(issued.status).toBe(200);
    const t = issued.body.data;
    expect(t.key).toMatch(/^u20261122-[0-9a-f]{12}\.png$/);
    expect(t.upload_url).toBe(`${server.ctx.config.publicUrl}/storage/upload`);
    expect(t.file_url).toBe(`${server.ctx.config.publicUrl}/storage/${t.key}`);
    expect(t.expires_at).toBe(server.clock.now + 3_600_000);
    expect(schemaErrors('UploadToken', t)).toBe('');

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(120, 7),
    ]);
    const form = new FormData();
    form.set('token', t.token);
    form.set('key', t.key);
    form.set('file', new Blob([png]), 'chart.png');
    const stored = await postForm(form);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual({
      key: t.key,
      hash: sha1(png),
      fsize: 128,
      mime: 'image/png',
    });
    expect(schemaErrors('UploadResult', stored.body.data)).toBe('');

    const meta = await server.call('GET', `/v1/radio/qiniu/filemeta?key=${t.key}`, {
      token: editor,
    });
    expect(meta.body.data).toEqual({
      mime: 'image/png',
      fsize: 128,
      hash: sha1(png),
      put_time: server.clock.now,
    });
    expect(schemaErrors('StorageFileMeta', meta.body.data)).toBe('');
    const bytes = await fetch(`${server.mainUrl}/storage/${t.key}`);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);

    // avinfo of an image: not audio or video.
    const notAv = await server.call('GET', `/storage/${t.key}?avinfo`, { token: editor });
    expect(notAv.status).toBe(422);
    expect(notAv.body).toMatchObject({ status: 1, message: 'This file is not audio or video' });
  });

  it('reads duration and size of an mp4 and an mp3 from the files themselves', async () => {
    const mp4 = tinyMp4(612.4);
    const video = await upload(server, editor, 'macro.mp4', mp4, { bucket: 'video' });
    expect(video.result.mime).toBe('video/mp4');
    const info = await server.call('GET', `/storage/${video.key}?avinfo`, { token: editor });
    expect(info.body).toMatchObject({
      status: 0,
      data: { format: { duration: 612.4, size: mp4.length } },
    });
    expect(schemaErrors('AvInfo', info.body.data)).toBe('');
    // `?avinfo=` is the same flag.
    const again = await server.call('GET', `/storage/${video.key}?avinfo=`, { token: editor });
    expect(again.body.data.format.duration).toBe(612.4);

    // A video-only mp4: the length is in the movie header.
    const silent = tinyMp4(33.25, { audio: false });
    const noAudio = await upload(server, editor, 'screen.mp4', silent);
    const noAudioInfo = await server.call('GET', `/storage/${noAudio.key}?avinfo`, {
      token: editor,
    });
    expect(noAudioInfo.body.data.format).toEqual({ duration: 33.25, size: silent.length });

    const mp3 = silentMp3(100);
    const audio = await upload(server, editor, 'brief.mp3', mp3);
    expect(audio.result.mime).toBe('audio/mpeg');
    const audioInfo = await server.call('GET', `/storage/${audio.key}?avinfo`, { token: editor });
    expect(audioInfo.body.data.format).toEqual({ duration: 2.612, size: mp3.length });
  });

  it('serves byte ranges of a stored file, so that players can seek', async () => {
    const mp4 = silentMp4(30);
    const { key } = await upload(server, editor, 'silence.mp4', mp4, { bucket: 'video' });
    const info = await server.call('GET', `/storage/${key}?avinfo`, { token: editor });
    expect(info.body.data.format).toEqual({ duration: silentMp4Duration(30), size: mp4.length });

    const whole = await fetch(`${server.mainUrl}/storage/${key}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // Revalidated by the file's hash: an unchanged file answers 304 without its bytes.
    expect(whole.headers.get('cache-control')).toBe('no-cache');
    const etag = whole.headers.get('etag');
    expect(etag).toBe(`"${sha1(mp4)}"`);
    const unchanged = await fetch(`${server.mainUrl}/storage/${key}`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(unchanged.status).toBe(304);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    const stale = await fetch(`${server.mainUrl}/storage/${key}`, {
      headers: { 'If-None-Match': '"something-else"' },
    });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);

    const ranged = (range: string) =>
      fetch(`${server.mainUrl}/storage/${key}`, { headers: { Range: range } });
    const middle = await ranged('bytes=100-199');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
    const open = await ranged(`bytes=${mp4.length - 10}-`);
    expect(Buffer.from(await open.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
    const suffix = await ranged('bytes=-4');
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${mp4.length - 4}-${mp4.length - 1}/${mp4.length}`,
    );
    expect(Buffer.from(await suffix.arrayBuffer()).equals(mp4.subarray(-4))).toBe(true);
    const past = await ranged(`bytes=${mp4.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
    // Not a single byte range: the whole file.
    const several = await ranged('bytes=0-1,5-6');
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(mp4.length);
  });

  it('refuses a wrong or expired token, a form without a file, and unknown keys; nothing is stored', async () => {
    const a = (
      await server.call('GET', '/v1/radio/qiniu/token?file_extension=pdf', { token: editor })
    ).body.data;
    const b = (
      await server.call('GET', '/v1/radio/qiniu/token?file_extension=pdf', { token: editor })
    ).body.data;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

    // The token of another key.
    const crossed = new FormData();
    crossed.set('token', a.token);
    crossed.set('key', b.key);
    crossed.set('file', new Blob([pdf]), 'x.pdf');
    const refused = await postForm(crossed);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 1,
      code: 40001,
      data: { errors: [{ field: 'token', rule: 'upload_token' }] },
    });
    expect(await server.ctx.storage.exists(b.key)).toBe(false);

    // No file.
    const empty = new FormData();
    empty.set('token', a.token);
    empty.set('key', a.key);
    const noFile = await postForm(empty);
    expect(noFile.body).toMatchObject({ status: 1, message: 'Please select your file' });

    // Expired after one hour.
    server.clock.advance(3_600_001);
    const late = new FormData();
    late.set('token', a.token);
    late.set('key', a.key);
    late.set('file', new Blob([pdf]), 'x.pdf');
    const expired = await postForm(late);
    expect(expired.body).toMatchObject({
      code: 40001,
      data: { errors: [{ rule: 'upload_token' }] },
    });
    expect(await server.ctx.storage.exists(a.key)).toBe(false);

    const missing = await server.call('GET', `/v1/radio/qiniu/filemeta?key=${a.key}`, {
      token: editor,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('File not found');
    const missingAv = await server.call('GET', `/storage/${a.key}?avinfo`, { token: editor });
    expect(missingAv.status).toBe(404);
    const badExt = await server.call('GET', '/v1/radio/qiniu/token?file_extension=P.NG', {
      token: editor,
    });
    expect(badExt.body).toMatchObject({ status: 1, code: 40001 });
    expect(badExt.body.message).toContain('file_extension');
  });

  it('lets both console roles upload (x-roles Admin, Normal User) and refuses accounts without one', async () => {
    const admin = await signIn(server, 'admin');
    for (const token of [admin, editor]) {
      const ok = await server.call('GET', '/v1/radio/qiniu/token?file_extension=png', { token });
      expect(ok.body.status).toBe(0);
    }
    // A reader's session is not a console session.
    const byReader = await server.call('GET', '/v1/radio/qiniu/token?file_extension=png', {
      token: member,
    });
    expect(byReader.status).toBe(401);
    expect(byReader.body).toMatchObject({ status: 1, code: 50008 });
    const anonymous = await server.call('GET', '/v1/radio/qiniu/token?file_extension=png');
    expect(anonymous.status).toBe(401);
    const form = new FormData();
    form.set('token', 'x');
    form.set('key', 'u1.png');
    form.set('file', new Blob([Buffer.from('x')]), 'x.png');
    expect((await postForm(form, member)).body).toMatchObject({ code: 50008 });
    expect(await server.ctx.storage.exists('u1.png')).toBe(false);
  });
});
