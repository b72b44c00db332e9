import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultJobs } from '../src/services/scheduler';
import { signIn, startTestServer, type TestServer } from './harness';
import { tinyMp4, upload } from './fixtures/media';

const HOUR = 3_600_000;

let server: TestServer;
let editor: string;
let file: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  file = (await upload(server, editor, 'clip.mp4', tinyMp4(5), { bucket: 'video' })).key;
});
afterAll(() => server.cleanup());

const saveVideo = (body: Record<string, unknown>) =>
  server.call('POST', '/v1/admin/video/?type=v2', { token: editor, body });
const get = (path: string) => server.call('GET', path, { token: editor });

describe('scheduler', () => {
  it('runs the article and video jobs', () => {
    const names = defaultJobs.map((j) => j.name);
    expect(names).toContain('publish-scheduled-articles');
    expect(names).toContain('publish-scheduled-videos');
  });

  it('publishes a scheduled article and a scheduled video when their time comes', async () => {
    const at = server.clock.now + 2 * HOUR;
    const article = (
      await server.call('POST', '/v1/admin/article', {
        token: editor,
        body: {
          title: 'Scheduled morning brief',
          body: '<p>Markets open.</p>',
          publish: true,
          planned_publish_at: at,
        },
      })
    ).body.data;
    expect(article).toMatchObject({ status: 'draft', scheduled: true });
    const video = (
      await saveVideo({
        action: 'post',
        title: 'Scheduled video',
        episodes: [{ name: 'a', key: file, upload_status: 2 }],
        schedule: { open: true, time: at },
      })
    ).body.data;
    expect(video).toMatchObject({
      status: 'draft',
      scheduled: true,
      planned_published_at: at,
      display_time: at,
      version: 1,
    });
    const listed = await get('/v1/admin/video/list?status=draft');
    expect(listed.body.data.items[0]).toMatchObject({ id: video.id, scheduled: true });

    // Not yet.
    server.clock.advance(HOUR);
    await server.scheduler.tick();
    expect((await get(`/v1/admin/video/${video.id}`)).body.data.status).toBe('draft');
    expect((await get(`/v1/admin/article/${article.id}`)).body.data.status).toBe('draft');

    server.clock.advance(HOUR + 1);
    await server.scheduler.tick();
    const v = (await get(`/v1/admin/video/${video.id}`)).body.data;
    expect(v).toMatchObject({
      status: 'published',
      scheduled: false,
      published_at: at,
      version: 2,
    });
    const a = (await get(`/v1/admin/article/${article.id}`)).body.data;
    expect(a).toMatchObject({ status: 'published', scheduled: false, published_at: at });
    // The lists show it at once (their caches were dropped by the job's write).
    const page = await get('/v1/admin/video/list?status=published');
    expect(page.body.data.items.map((i: { id: number }) => i.id)).toContain(video.id);
    // A second tick changes nothing.
    await server.scheduler.tick();
    expect((await get(`/v1/admin/video/${video.id}`)).body.data.version).toBe(2);
  });

  it('does not publish a draft saved with a past schedule, nor one whose file is not uploaded', async () => {
    const past = (
      await saveVideo({
        action: 'draft',
        title: 'Draft with a past time',
        episodes: [{ name: 'a', key: file, upload_status: 2 }],
        schedule: { open: true, time: server.clock.now - HOUR },
      })
    ).body.data;
    expect(past).toMatchObject({ status: 'draft', scheduled: false });
    const at = server.clock.now + HOUR;
    const pending = (
      await saveVideo({
        action: 'draft',
        title: 'Scheduled but uploading',
        episodes: [{ name: 'a', key: 'u20261122-bbbbbbbbbbbb.mp4', upload_status: 1 }],
        schedule: { open: true, time: at },
      })
    ).body.data;
    expect(pending).toMatchObject({ status: 'draft', scheduled: true });
    server.clock.advance(2 * HOUR);
    await server.scheduler.tick();
    expect((await get(`/v1/admin/video/${past.id}`)).body.data.status).toBe('draft');
    expect((await get(`/v1/admin/video/${pending.id}`)).body.data.status).toBe('draft');
  });

  it('never publishes a scheduled video once deleted', async () => {
    const at = server.clock.now + HOUR;
    const v = (
      await saveVideo({
        action: 'post',
        title: 'Deleted before its time',
        episodes: [{ name: 'a', key: file, upload_status: 2 }],
        schedule: { open: true, time: at },
      })
    ).body.data;
    const deleted = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: editor,
      body: { id: v.id, status: 'deleted', version: 1 },
    });
    expect(deleted.body.data.status).toBe('deleted');
    server.clock.advance(2 * HOUR);
    await server.scheduler.tick();
    // Deleted videos are never published by the schedule.
    expect((await get(`/v1/admin/video/${v.id}`)).body.data.status).toBe('deleted');
  });
});
