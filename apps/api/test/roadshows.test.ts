import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roadshows, tags } from '../src/db/schema';
import { createGroup, createRoadshow } from '../src/services/roadshow-groups';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { tinyMp4, upload } from './fixtures/media';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let server: TestServer;
let admin: string;
let editor: string;
let tagId: number;
let videoId: number;
let groupId: number;
const ids: Record<'upcoming' | 'live' | 'past' | 'openEnded', number> = {
  upcoming: 0,
  live: 0,
  past: 0,
  openEnded: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  const ctx = server.ctx;
  const now = server.clock.now;
  const [tag] = await ctx.db
    .insert(tags)
    .values({ name: 'Macro', created_at: now, updated_at: now })
    .returning({ id: tags.id });
  tagId = tag!.id;
  const file = (await upload(server, editor, 'talk.mp4', tinyMp4(20), { bucket: 'video' })).key;
  const video = await server.call('POST', '/v1/admin/video/?type=v2', {
    token: editor,
    body: {
      action: 'post',
      title: 'Recording',
      episodes: [{ name: 'Full', key: file, upload_status: 2, thumbnails: [] }],
    },
  });
  videoId = video.body.data.id;
  groupId = await createGroup(ctx, { name: 'Institutional clients' });
  const base = { body: '<p>Agenda</p>', status: 'draft' };
  // The clock is 2026-11-22 10:00 GMT+8.
  ids.upcoming = await createRoadshow(ctx, 1, {
    ...base,
    title: 'Q2 outlook',
    start_time: now + HOUR,
    end_time: now + 2 * HOUR,
    tag_ids: [tagId],
    tag_relations: [{ id: tagId, group: 8 }],
    is_home: true,
    vip_visibility: 2,
    channel: 'TENCENT_MEETING',
    tencent_meeting: {
      password: '2468',
      wl_include: [{ key: '2', kind: 'MEMBERSHIP_LEVEL', name: 'Black Gold' }],
      wl_exclude: [],
    },
    password_user_group_id: groupId,
  });
  ids.live = await createRoadshow(ctx, 1, {
    ...base,
    title: 'Live now',
    start_time: now - 30 * MIN,
    end_time: now + 30 * MIN,
    video_id: videoId,
  });
  ids.past = await createRoadshow(ctx, 1, {
    ...base,
    title: 'Last week',
    start_time: now - 7 * DAY,
    end_time: now - 7 * DAY + HOUR,
  });
  ids.openEnded = await createRoadshow(ctx, 1, {
    ...base,
    title: 'No end time',
    start_time: now - HOUR,
    end_time: null,
  });
});
afterAll(() => server.cleanup());

const get = (path: string, token = editor) => server.call('GET', path, { token });

describe('roadshows', () => {
  it('lists the latest start first with live progress by the clock (list coding)', async () => {
    const res = await get('/v1/admin/roadshow/list');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(schemaErrors('RoadshowList', res.body.data)).toBe('');
    const items = res.body.data.items as { id: number; live_status: number }[];
    expect(items.map((i) => i.id)).toEqual([ids.upcoming, ids.live, ids.openEnded, ids.past]);
    expect(Object.fromEntries(items.map((i) => [i.id, i.live_status]))).toEqual({
      [ids.upcoming]: 0,
      [ids.live]: 1,
      [ids.openEnded]: 1,
      [ids.past]: 2,
    });
    expect(items[0]).toMatchObject({
      title: 'Q2 outlook',
      status: 'draft',
      is_home: true,
      vip_visibility: 2,
      poster: null,
      version: 1,
    });
    expect(res.body.data.items[0].tags).toEqual(
      expect.arrayContaining([
        { id: tagId, name: 'Macro', group: 0 },
        { id: tagId, name: 'Macro', group: 8 },
      ]),
    );
    expect(res.body.data.items[2].end_time).toBeNull();

    const page = await get('/v1/admin/roadshow/list?first=2&offset=2');
    expect(page.body.data.items.map((i: { id: number }) => i.id)).toEqual([
      ids.openEnded,
      ids.past,
    ]);
    expect(page.body.data.total).toBe(4);
    const live = await get('/v1/admin/roadshow/list?live_status=1');
    expect(live.body.data.items.map((i: { id: number }) => i.id)).toEqual([
      ids.live,
      ids.openEnded,
    ]);
    expect(live.body.data.total).toBe(2);
    const notStarted = await get('/v1/admin/roadshow/list?live_status=0');
    expect(notStarted.body.data.total).toBe(1);
    const bad = await get('/v1/admin/roadshow/list?live_status=3');
    expect(bad.body).toMatchObject({ status: 1, code: 40001 });
    expect(bad.body.message).toContain('live_status');
  });

  it('follows the clock: an open-ended roadshow finishes at 00:00 GMT+8 of the next day', async () => {
    // 10:00 → 23:59 GMT+8: still in progress.
    server.clock.advance(14 * HOUR - MIN);
    let detail = await get(`/v1/admin/roadshow/${ids.openEnded}`);
    expect(detail.body.data).toMatchObject({ live_status: 2, end_time: null });
    server.clock.advance(MIN);
    detail = await get(`/v1/admin/roadshow/${ids.openEnded}`);
    expect(detail.body.data.live_status).toBe(3);
    const finished = await get('/v1/admin/roadshow/list?live_status=2');
    expect(finished.body.data.items.map((i: { id: number }) => i.id)).toEqual([
      ids.upcoming,
      ids.live,
      ids.openEnded,
      ids.past,
    ]);
    server.clock.advance(-14 * HOUR);
  });

  it('moves forward only: an editor may finish a roadshow early, never hold one back', async () => {
    const ctx = server.ctx;
    const now = server.clock.now;
    const early = await createRoadshow(ctx, 1, {
      body: '<p>Agenda</p>',
      status: 'draft',
      title: 'Closed early',
      start_time: now + HOUR,
      end_time: now + 2 * HOUR,
      live_status: 3,
    });
    expect((await get(`/v1/admin/roadshow/${early}`)).body.data.live_status).toBe(3);
    const finished = await get('/v1/admin/roadshow/list?live_status=2');
    expect(finished.body.data.items.map((i: { id: number }) => i.id)).toContain(early);
    const heldBack = await createRoadshow(ctx, 1, {
      body: '<p>Agenda</p>',
      status: 'draft',
      title: 'Began on time',
      start_time: now - HOUR,
      end_time: now + HOUR,
      live_status: 1,
    });
    expect((await get(`/v1/admin/roadshow/${heldBack}`)).body.data.live_status).toBe(2);
    await ctx.db.delete(roadshows).where(eq(roadshows.id, early));
    await ctx.db.delete(roadshows).where(eq(roadshows.id, heldBack));
  });

  it('answers every field of the editor (detail coding)', async () => {
    const res = await get(`/v1/admin/roadshow/${ids.upcoming}`, admin);
    expect(res.body.data).toMatchObject({
      id: ids.upcoming,
      title: 'Q2 outlook',
      live_status: 1,
      body: '<p>Agenda</p>',
      status: 'draft',
      video: null,
      tags: [{ id: tagId, name: 'Macro' }],
      tag_relations: [{ id: tagId, group: 8, k: 0 }],
      channel: 'tencent_meeting',
      auto_create_meeting: false,
      tencent_meeting: {
        meeting_id: null,
        join_url: null,
        password: '2468',
        wl_include: [{ key: '2', kind: 'membership_level', name: 'Black Gold' }],
        wl_exclude: [],
      },
      password_user_group: { id: groupId, name: 'Institutional clients' },
      related_articles: [],
      related_reports: [],
      version: 1,
    });
    expect(schemaErrors('Roadshow', res.body.data)).toBe('');
    const live = await get(`/v1/admin/roadshow/${ids.live}`);
    expect(schemaErrors('Roadshow', live.body.data)).toBe('');
    expect(live.body.data).toMatchObject({
      live_status: 2,
      channel: 'none',
      tencent_meeting: null,
      video_id: videoId,
      video: { id: videoId, title: 'Recording', status: 'published', cover_url: null },
    });
    const missing = await get('/v1/admin/roadshow/999999');
    expect(missing.status).toBe(404);
  });

  it('sets the status with versions; publishing needs the attached video uploaded', async () => {
    const published = await server.call('POST', '/v1/admin/roadshow/status', {
      token: editor,
      body: { id: ids.live, status: 'published', version: 1 },
    });
    expect(published.body.data).toMatchObject({ status: 'published', version: 2 });
    const stale = await server.call('POST', '/v1/admin/roadshow/status', {
      token: editor,
      body: { id: ids.live, status: 'deleted', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 40009,
      data: { current_version: 2, current: { status: 'published' } },
    });
    // Back to draft, then the video's file goes back to uploading: publishing is refused.
    await server.call('POST', '/v1/admin/roadshow/status', {
      token: editor,
      body: { id: ids.live, status: 'draft', version: 2 },
    });
    const video = (await get(`/v1/admin/video/${videoId}`)).body.data;
    await server.call('POST', '/v1/admin/video/?type=v2', {
      token: editor,
      body: {
        id: videoId,
        version: video.version,
        action: 'draft',
        title: video.title,
        episodes: [{ name: 'Full', key: 'u20261122-cccccccccccc.mp4', upload_status: 1 }],
      },
    });
    const refused = await server.call('POST', '/v1/admin/roadshow/status', {
      token: admin,
      body: { id: ids.live, status: 'published', version: 3 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Roadshow video not uploaded');
    const [row] = await server.ctx.db.select().from(roadshows).where(eq(roadshows.id, ids.live));
    expect(row).toMatchObject({ status: 'draft', version: 3 });
    const deleted = await server.call('POST', '/v1/admin/roadshow/status', {
      token: admin,
      body: { id: ids.live, status: 'deleted', version: 3 },
    });
    expect(deleted.body.data.status).toBe('deleted');
    // Every status stays in the list.
    expect((await get('/v1/admin/roadshow/list')).body.data.total).toBe(4);
  });
});
