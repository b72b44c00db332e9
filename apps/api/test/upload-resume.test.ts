import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { tinyMp4 } from './fixtures/media';

/**
 * Byte-level resume of an upload (designed here): an upload cut off part-way leaves the bytes the
 * store received; `GET /v1/radio/qiniu/upload/offset` answers their count and a form with that
 * `offset` sends the rest. The stored file is then byte for byte the original.
 */
let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

interface Issued {
  token: string;
  key: string;
}

async function issue(ext: string): Promise<Issued> {
  const res = await server.call(
    'GET',
    `/v1/radio/qiniu/token?file_extension=${ext}&full_file_name=part.${ext}&bucket=video`,
    { token: editor },
  );
  return res.body.data as Issued;
}

const offsetOf = (t: Issued, token = t.token) =>
  server.call(
    'GET',
    `/v1/radio/qiniu/upload/offset?key=${t.key}&token=${encodeURIComponent(token)}`,
    { token: editor },
  );

function form(t: Issued, bytes: Buffer, offset?: number) {
  const f = new FormData();
  f.set('token', t.token);
  f.set('key', t.key);
  if (offset !== undefined) f.set('offset', String(offset));
  f.set('file', new Blob([new Uint8Array(bytes)]), 'part.mp4');
  return f;
}

async function post(f: FormData) {
  const res = await fetch(`${server.mainUrl}/storage/upload`, {
    method: 'POST',
    headers: { 'X-Token': editor },
    body: f,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Starts the multipart upload of the whole file, sends only its first `sent` bytes, then cuts the
 * connection (as a closed tab or a lost network would).
 */
async function cutOffUpload(t: Issued, file: Buffer, sent: number) {
  const boundary = `----resume${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('token', t.token) +
      field('key', t.key) +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="part.mp4"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/storage/upload', server.mainUrl);
  const req = request(url, {
    method: 'POST',
    headers: {
      'X-Token': editor,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + file.length + tail.length,
    },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(file.subarray(0, sent));
  // Let the server write what it got before the cut.
  await delay(400);
  req.destroy();
}

describe('an upload resumed from the byte offset the store holds', () => {
  it('keeps the bytes of a cut-off upload, answers their count and stores the file whole after the rest', async () => {
    const file = Buffer.concat([tinyMp4(30), randomBytes(3 * 1024 * 1024)]);
    const t = await issue('mp4');

    const before = await offsetOf(t);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ key: t.key, offset: 0, complete: false });
    expect(schemaErrors('UploadOffset', before.body.data)).toBe('');

    const sent = 2 * 1024 * 1024;
    await cutOffUpload(t, file, sent);
    // The cut is noticed and the bytes written: the offset is what arrived, not more than sent.
    let held = 0;
    await expect
      .poll(async () => {
        held = ((await offsetOf(t)).body.data as { offset: number }).offset;
        return held;
      })
      .toBeGreaterThan(sent / 2);
    expect(held).toBeLessThanOrEqual(sent);
    expect(await server.ctx.storage.exists(t.key)).toBe(false);
    // Nothing is served while held.
    expect((await fetch(`${server.mainUrl}/storage/${t.key}`)).status).toBe(404);

    const rest = await post(form(t, file.subarray(held), held));
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ key: t.key, fsize: file.length, mime: 'video/mp4' });

    const stored = await fetch(`${server.mainUrl}/storage/${t.key}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(file)).toBe(true);
    const meta = await server.call('GET', `/v1/radio/qiniu/filemeta?key=${t.key}`, {
      token: editor,
    });
    expect(meta.body.data).toMatchObject({ fsize: file.length, mime: 'video/mp4' });
    const after = await offsetOf(t);
    expect(after.body.data).toEqual({ key: t.key, offset: file.length, complete: true });
  });

  it('refuses an offset that is not what the store holds, and a token of another key', async () => {
    const file = randomBytes(1024 * 1024);
    const t = await issue('mp4');
    await cutOffUpload(t, file, 512 * 1024);
    let held = 0;
    await expect
      .poll(async () => {
        held = ((await offsetOf(t)).body.data as { offset: number }).offset;
        return held;
      })
      .toBeGreaterThan(0);

    const wrong = await post(form(t, file.subarray(held + 10), held + 10));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      status: 1,
      code: 40001,
      data: { errors: [{ field: 'offset', rule: 'match' }] },
    });
    expect(String(wrong.body.message)).toContain(`holds ${held} bytes`);
    // The held bytes are untouched by the refusal.
    expect((await offsetOf(t)).body.data).toMatchObject({ offset: held, complete: false });

    const other = await issue('mp4');
    const crossed = await offsetOf(t, other.token);
    expect(crossed.status).toBe(400);
    expect(crossed.body).toMatchObject({
      code: 40001,
      data: { errors: [{ field: 'token', rule: 'upload_token' }] },
    });

    // Offset 0 starts over: the whole file replaces what was held.
    const again = await post(form(t, file, 0));
    expect(again.status).toBe(200);
    const stored = Buffer.from(
      await (await fetch(`${server.mainUrl}/storage/${t.key}`)).arrayBuffer(),
    );
    expect(stored.equals(file)).toBe(true);

    const anonymous = await server.call(
      'GET',
      `/v1/radio/qiniu/upload/offset?key=${t.key}&token=${encodeURIComponent(t.token)}`,
    );
    expect(anonymous.status).toBe(401);
  });
});
