// @vitest-environment node
import type { UploadTransport } from '@newsdesk/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadTask, isUploadCancelled } from './upload';

/**
 * The upload flow's API (token, file information, avinfo) answered here; the byte transport is
 * given to the task. Installed before the clients are created (they keep the fetch they get).
 */
const server = vi.hoisted(() => {
  const state = {
    calls: [] as string[],
    failMeta: 0,
    tokens: 0,
    /** What `upload/offset` answers (the bytes the store holds). */
    held: { offset: 0, complete: false },
    offsetQueries: [] as URLSearchParams[],
  };
  const ok = (data: unknown) =>
    new Response(JSON.stringify({ status: 0, code: 0, message: 'OK', data }), {
      headers: { 'content-type': 'application/json' },
    });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    state.calls.push(url.pathname);
    if (url.pathname.endsWith('/token')) {
      state.tokens += 1;
      const key = `u1-${state.tokens}.mp4`;
      return ok({
        token: `qn:${state.tokens}`,
        key,
        upload_url: 'http://store.test/storage/upload',
        file_url: `http://store.test/storage/${key}`,
        expires_at: Date.now() + 3_600_000,
      });
    }
    if (url.pathname.endsWith('/upload/offset')) {
      state.offsetQueries.push(url.searchParams);
      return ok({ key: url.searchParams.get('key'), ...state.held });
    }
    if (url.pathname.endsWith('/filemeta')) {
      if (state.failMeta > 0) {
        state.failMeta -= 1;
        return new Response(
          JSON.stringify({ status: 1, code: 50000, message: 'API service error, please wait...' }),
          { status: 500, headers: { 'content-type': 'application/json' } },
        );
      }
      return ok({ mime: 'video/mp4', fsize: 4, hash: 'h', put_time: 1 });
    }
    if (url.pathname.startsWith('/storage/')) return ok({ format: { duration: 90.5, size: 4 } });
    return new Response('{}', { status: 404 });
  };
  return state;
});

const mp4 = () => new File([new Uint8Array([0, 0, 0, 8])], 'part-1.mp4', { type: 'video/mp4' });

describe('createUploadTask', () => {
  beforeEach(() => {
    server.calls = [];
    server.failMeta = 0;
    server.held = { offset: 0, complete: false };
    server.offsetQueries = [];
  });

  it('runs token, upload, file information and avinfo, sending the File itself', async () => {
    const sent: FormData[] = [];
    const transport: UploadTransport = async (_url, form, _token, onProgress) => {
      sent.push(form);
      onProgress(2);
      onProgress(4);
      return { key: String(form.get('key')), hash: 'h', fsize: 4, mime: 'video/mp4' };
    };
    const progress: number[] = [];
    const file = mp4();
    const done = await createUploadTask(file, {
      transport,
      onProgress: (e) => progress.push(e.loaded),
    }).start();
    expect(done).toMatchObject({ size: 4, mime: 'video/mp4', avinfo: { duration: 90.5 } });
    expect(done.key).toMatch(/^u1-\d+\.mp4$/);
    // The form holds the file as a File (a reference to its bytes), not text read from it.
    const part = sent[0]!.get('file');
    expect(part).toBeInstanceOf(File);
    expect(part).toMatchObject({ name: 'part-1.mp4', size: file.size });
    expect(progress).toContain(2);
    expect(server.calls.map((p) => p.split('/').pop())).toEqual([
      'token',
      'filemeta',
      expect.stringMatching(/^u1-\d+\.mp4$/),
    ]);
  });

  it('resumes after a failure from the step that failed, without sending the bytes again', async () => {
    server.failMeta = 1;
    const transport = vi.fn<UploadTransport>(async (_url, form) => ({
      key: String(form.get('key')),
      hash: 'h',
      fsize: 4,
      mime: 'video/mp4',
    }));
    const task = createUploadTask(mp4(), { transport });
    await expect(task.start()).rejects.toThrow('API service error, please wait...');
    expect(task.step).toBe('meta');
    const done = await task.resume();
    expect(transport).toHaveBeenCalledTimes(1);
    expect(server.calls.filter((p) => p.endsWith('/token'))).toHaveLength(1);
    expect(done.avinfo).toEqual({ duration: 90.5, size: 4 });
  });

  it('cancels the running upload; resuming sends it again under the same token', async () => {
    let attempts = 0;
    const transport: UploadTransport = (_url, form, _token, _progress, signal) =>
      new Promise((resolve, reject) => {
        attempts += 1;
        if (attempts === 1) {
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
          return;
        }
        resolve({ key: String(form.get('key')), hash: 'h', fsize: 4, mime: 'video/mp4' });
      });
    const task = createUploadTask(mp4(), { transport });
    const first = task.start();
    await vi.waitFor(() => expect(attempts).toBe(1));
    task.cancel();
    const error = await first.catch((e: unknown) => e);
    expect(isUploadCancelled(error)).toBe(true);
    await task.resume();
    expect(attempts).toBe(2);
    expect(server.calls.filter((p) => p.endsWith('/token'))).toHaveLength(1);
  });

  it('resumes a cut-off upload at the byte the store holds, progress going on from there', async () => {
    const bytes = new Uint8Array(1000).map((_, i) => i % 251);
    const file = new File([bytes], 'long.mp4', { type: 'video/mp4' });
    const forms: FormData[] = [];
    const transport = vi.fn<UploadTransport>(async (_url, form, _token, onProgress) => {
      forms.push(form);
      if (forms.length === 1) {
        onProgress(450);
        throw new Error('Uploading failed');
      }
      onProgress(200);
      onProgress(620);
      return { key: String(form.get('key')), hash: 'h', fsize: 1000, mime: 'video/mp4' };
    });
    const progress: { step: string; loaded: number }[] = [];
    const task = createUploadTask(file, {
      transport,
      onProgress: ({ step, loaded }) => progress.push({ step, loaded }),
    });
    await expect(task.start()).rejects.toThrow('Uploading failed');
    expect(task.step).toBe('upload');
    // The first attempt sent the whole File, without an offset, and asked nothing.
    expect(forms[0]!.get('offset')).toBeNull();
    expect(forms[0]!.get('file')).toMatchObject({ size: 1000 });
    expect(server.offsetQueries).toHaveLength(0);

    server.held = { offset: 380, complete: false };
    progress.length = 0;
    await task.resume();
    // One question with the key and its upload token, then the rest from byte 380 only.
    expect(server.offsetQueries).toHaveLength(1);
    const key = String(forms[0]!.get('key'));
    expect(server.offsetQueries[0]!.get('key')).toBe(key);
    expect(server.offsetQueries[0]!.get('token')).toBe(String(forms[0]!.get('token')));
    const rest = forms[1]!;
    expect(rest.get('key')).toBe(key);
    expect(rest.get('offset')).toBe('380');
    const part = rest.get('file') as File;
    expect(part.size).toBe(620);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(380));
    // The bar goes on from the held bytes, never back to 0, and ends at the whole size.
    const uploading = progress.filter((p) => p.step === 'upload').map((p) => p.loaded);
    expect(uploading).toEqual([380, 580, 1000]);
    expect(progress.at(-1)).toEqual({ step: 'done', loaded: 1000 });
    expect(server.calls.filter((p) => p.endsWith('/token'))).toHaveLength(1);
  });

  it('sends nothing more when the store already holds the whole file', async () => {
    let attempts = 0;
    const transport: UploadTransport = async () => {
      attempts += 1;
      throw new Error('Uploading failed');
    };
    const task = createUploadTask(mp4(), { transport });
    await expect(task.start()).rejects.toThrow('Uploading failed');
    server.held = { offset: 4, complete: true };
    const done = await task.resume();
    expect(attempts).toBe(1);
    expect(done).toMatchObject({ size: 4, mime: 'video/mp4' });
  });

  it('refuses a file without an extension with "Please select your file"', async () => {
    const task = createUploadTask(new File(['x'], 'noext'));
    await expect(task.start()).rejects.toThrow('Please select your file');
  });
});
