import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { episodes, videos } from '../src/db/schema';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';
import { tinyMp4, upload } from './fixtures/media';

let server: TestServer;
let admin: string;
let editor: string;
let fileA: string;
let fileB: string;
let thumb: string;
let articleId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  fileA = (await upload(server, editor, 'part-1.mp4', tinyMp4(90.5), { bucket: 'video' })).key;
  fileB = (await upload(server, editor, 'part-2.mp4', tinyMp4(30), { bucket: 'video' })).key;
  thumb = (
    await upload(
      server,
      editor,
      'shot.png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(60)]),
    )
  ).key;
  const article = await server.call('POST', '/v1/admin/article', {
    token: editor,
    body: {
      title: 'PBOC keeps the loan prime rate unchanged',
      body: '<p>Rates held.</p>',
      publish: true,
    },
  });
  articleId = article.body.data.id;
});
afterAll(() => server.cleanup());

const save = (body: Record<string, unknown>, token = editor) =>
  server.call('POST', '/v1/admin/video/?type=v2', { token, body });
const videoCount = async () => (await server.ctx.db.select().from(videos)).length;

describe('videos', () => {
  it('creates a draft whose episode takes duration and size from the stored file', async () => {
    const res = await save({
      action: 'draft',
      title: '  Weekly macro review  ',
      description: 'Rates, credit and the yuan.',
      episodes: [{ name: 'Part 1', key: fileA, upload_status: 2, thumbnails: [thumb] }],
      related_article_ids: [articleId],
      tag_relations: [{ group: 7 }],
    });
    expect(res.status).toBe(201);
    const v = res.body.data;
    expect(v).toMatchObject({
      title: 'Weekly macro review',
      status: 'draft',
      scheduled: false,
      version: 1,
      vip_visibility: 0,
      free_expired_at: 1000,
      schedule: { open: false, time: null },
      planned_published_at: null,
      published_at: null,
      display_time: server.clock.now,
      author: { nickname: expect.any(String) },
      related_article_ids: [articleId],
      related_report_ids: [],
      related_research_ids: [],
      related_articles: [{ kind: 1, id: articleId, status: 'published' }],
      tag_relations: [{ id: 0, group: 7, k: 0 }],
      counter: { viewed: 0, liked: 0, collected: 0, commented: 0 },
      cover_uri: null,
      cover_url: `${server.ctx.config.publicUrl}/storage/${thumb}`,
    });
    expect(v.episodes).toHaveLength(1);
    expect(v.episodes[0]).toMatchObject({
      name: 'Part 1',
      key: fileA,
      type: 'video/mp4',
      url: `${server.ctx.config.publicUrl}/storage/${fileA}`,
      duration: 90.5,
      size: tinyMp4(90.5).length,
      preview_ok: false,
      thumbnail_ok: true,
      upload_status: 2,
    });
    expect(schemaErrors('Video', v)).toBe('');
    const read = await server.call('GET', `/v1/admin/video/${v.id}`, { token: admin });
    expect(read.body.data).toEqual(v);
  });

  it('posts as published, keeps episodes by id, and refuses a stale version without writing', async () => {
    const created = (
      await save({
        action: 'draft',
        title: 'Two parts',
        episodes: [{ name: 'One', key: fileA, upload_status: 2, duration: 12 }],
      })
    ).body.data;
    const epId = created.episodes[0].id;
    server.clock.advance(60_000);
    const posted = await save({
      id: created.id,
      version: 1,
      action: 'post',
      title: 'Two parts',
      episodes: [
        { id: epId, name: 'One (edited)', key: fileA, upload_status: 2, duration: 12 },
        { name: 'Two', key: fileB, upload_status: 2, preview_url: 'https://cdn.example.org/p.mp4' },
      ],
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({
      status: 'published',
      version: 2,
      published_at: server.clock.now,
      display_time: server.clock.now,
    });
    expect(posted.body.data.episodes.map((e: { id: number }) => e.id)[0]).toBe(epId);
    expect(posted.body.data.episodes[1]).toMatchObject({
      name: 'Two',
      duration: 30,
      preview_ok: true,
      thumbnail_ok: false,
    });

    const stale = await save({
      id: created.id,
      version: 1,
      action: 'draft',
      title: 'Overwritten',
      episodes: [{ name: 'X', key: fileB, upload_status: 2 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: 1,
      code: 40009,
      data: { current_version: 2, current: { title: 'Two parts', status: 'published' } },
    });
    const after = await server.call('GET', `/v1/admin/video/${created.id}`, { token: editor });
    expect(after.body.data).toEqual(posted.body.data);

    // Dropping an episode removes it.
    const trimmed = await save({
      id: created.id,
      version: 2,
      action: 'post',
      title: 'Two parts',
      episodes: [{ id: epId, name: 'One', key: fileA, upload_status: 2 }],
    });
    expect(trimmed.body.data.episodes).toHaveLength(1);
    expect(trimmed.body.data.episodes[0].duration).toBe(90.5);
    const rows = await server.ctx.db
      .select()
      .from(episodes)
      .where(eq(episodes.video_id, created.id));
    expect(rows).toHaveLength(1);
    // Published stays published with its first publication time.
    expect(trimmed.body.data.published_at).toBe(posted.body.data.published_at);
  });

  it('refuses invalid saves with the spec messages and writes nothing', async () => {
    const before = await videoCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { action: 'post', title: '   ', episodes: [{ name: 'a', key: fileA, upload_status: 2 }] },
        'title',
        'Title cannot be empty',
      ],
      [{ action: 'post', title: 'No file', episodes: [] }, 'episodes', 'Video file is not select'],
      [
        {
          action: 'post',
          title: 'Wrong type',
          episodes: [{ name: 'a', key: 'u1-report.pdf', upload_status: 2 }],
        },
        'episodes[0].key',
        'Only mp4 files are accepted',
      ],
      [
        {
          action: 'post',
          title: 'Still uploading',
          episodes: [{ name: 'a', key: fileA, upload_status: 1 }],
        },
        'episodes[0].upload_status',
        'Video file is not uploaded',
      ],
      [
        {
          action: 'post',
          title: 'Past schedule',
          episodes: [{ name: 'a', key: fileA, upload_status: 2 }],
          schedule: { open: true, time: server.clock.now - 1 },
        },
        'schedule.time',
        'schedule.time: A scheduled release must be after now',
      ],
      [
        {
          action: 'draft',
          title: 'Aliases',
          episodes: [{ name: 'a', key: fileA, upload_status: 2 }],
          related_report_ids: [1],
          related_research_ids: [2],
        },
        'related_research_ids',
        'related_research_ids: must hold the same ids as related_report_ids',
      ],
      [
        {
          action: 'draft',
          title: 'Not in store',
          episodes: [{ name: 'a', key: 'u20261122-000000000000.mp4', upload_status: 2 }],
        },
        'episodes[0].key',
        'episodes[0].key: the file u20261122-000000000000.mp4 has not been uploaded',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ status: 1, code: 40001, message });
      expect(res.body.data.errors[0].field).toBe(field);
    }
    const unknownArticle = await save({
      action: 'draft',
      title: 'Unknown article',
      episodes: [{ name: 'a', key: fileA, upload_status: 2 }],
      related_article_ids: [999_999],
    });
    expect(unknownArticle.status).toBe(404);
    expect(unknownArticle.body.message).toBe('Article not found');
    const unknownReport = await save({
      action: 'draft',
      title: 'Unknown report',
      episodes: [{ name: 'a', key: fileA, upload_status: 2 }],
      related_research_ids: [999_999],
    });
    expect(unknownReport.body.message).toBe('Report not found');
    const noType = await server.call('POST', '/v1/admin/video/', {
      token: editor,
      body: {
        action: 'draft',
        title: 'x',
        episodes: [{ name: 'a', key: fileA, upload_status: 2 }],
      },
    });
    expect(noType.body).toMatchObject({ status: 1, code: 40001 });
    expect(await videoCount()).toBe(before);
  });

  it('changes status directly: delete, and publish only with every file uploaded', async () => {
    const draft = (
      await save({
        action: 'draft',
        title: 'Pending upload',
        episodes: [{ name: 'a', key: 'u20261122-aaaaaaaaaaaa.mp4', upload_status: 1 }],
      })
    ).body.data;
    const refused = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: editor,
      body: { id: draft.id, status: 'published', version: 1 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Video file is not uploaded');
    const deleted = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: admin,
      body: { id: draft.id, status: 'deleted', version: 1 },
    });
    expect(deleted.body.data).toMatchObject({ status: 'deleted', version: 2 });
    const stale = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: admin,
      body: { id: draft.id, status: 'draft', version: 1 },
    });
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 2 } });
    const missing = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: admin,
      body: { id: 999_999, status: 'draft', version: 1 },
    });
    expect(missing.status).toBe(404);

    const ready = (
      await save({
        action: 'draft',
        title: 'Ready',
        episodes: [{ name: 'a', key: fileB, upload_status: 2 }],
      })
    ).body.data;
    server.clock.advance(1000);
    const published = await server.call('POST', '/v1/admin/video/status?type=v2', {
      token: editor,
      body: { id: ready.id, status: 'published', version: 1 },
    });
    expect(published.body.data).toMatchObject({
      status: 'published',
      published_at: server.clock.now,
      display_time: server.clock.now,
    });
  });

  it('lists newest first with anchors, a keyword and a status filter', async () => {
    for (let i = 0; i < 5; i++) {
      server.clock.advance(1000);
      await save({
        action: i % 2 ? 'post' : 'draft',
        title: `Listing ${i}`,
        description: i === 3 ? 'About the yuan' : null,
        episodes: [{ name: 'a', key: fileA, upload_status: 2, duration: 10 }],
      });
    }
    const first = await server.call('GET', '/v1/admin/video/list?size=2', { token: editor });
    expect(first.body.data.items.map((i: { title: string }) => i.title)).toEqual([
      'Listing 4',
      'Listing 3',
    ]);
    expect(first.body.data.items[0]).toMatchObject({ episode_count: 1, duration: 10 });
    expect(schemaErrors('VideoList', first.body.data)).toBe('');
    expect(first.body.data.has_more).toBe(true);
    const all: number[] = [];
    let anchor = '';
    for (let page = 0; page < 20; page++) {
      const res = await server.call(
        'GET',
        `/v1/admin/video/list?size=3${anchor ? `&anchor=${anchor}` : ''}`,
        { token: editor },
      );
      all.push(...res.body.data.items.map((i: { id: number }) => i.id));
      if (!res.body.data.has_more) {
        expect(res.body.data.next_anchor).toBe('');
        break;
      }
      anchor = res.body.data.next_anchor;
    }
    expect(all).toHaveLength(await videoCount());
    expect(new Set(all).size).toBe(all.length);

    const kw = await server.call('GET', '/v1/admin/video/list?q=ABOUT%20THE%20YUAN', {
      token: editor,
    });
    expect(kw.body.data.items.map((i: { title: string }) => i.title)).toEqual(['Listing 3']);
    const published = await server.call('GET', '/v1/admin/video/list?status=published&size=100', {
      token: editor,
    });
    expect(
      published.body.data.items.every((i: { status: string }) => i.status === 'published'),
    ).toBe(true);
    const crossed = await server.call(
      'GET',
      `/v1/admin/video/list?status=draft&anchor=${first.body.data.next_anchor}`,
      { token: editor },
    );
    expect(crossed.body).toMatchObject({ code: 40001, data: { errors: [{ field: 'anchor' }] } });
    const bad = await server.call('GET', '/v1/admin/video/list?anchor=nonsense', { token: editor });
    expect(bad.body.code).toBe(40001);
  });

  it('leaves deleted videos out with hide_deleted unless the status asks for them', async () => {
    const all = await server.call('GET', '/v1/admin/video/list?size=100', { token: editor });
    const statuses = all.body.data.items.map((i: { status: string }) => i.status);
    expect(statuses).toContain('deleted');
    const hidden = await server.call('GET', '/v1/admin/video/list?size=100&hide_deleted=true', {
      token: editor,
    });
    expect(hidden.body.data.items).toHaveLength(
      statuses.filter((s: string) => s !== 'deleted').length,
    );
    const asked = await server.call(
      'GET',
      '/v1/admin/video/list?size=100&hide_deleted=true&status=deleted',
      { token: editor },
    );
    expect(asked.body.data.items.length).toBe(
      statuses.filter((s: string) => s === 'deleted').length,
    );
    // An anchor belongs to its filters: one issued without hide_deleted is refused with it.
    const first = await server.call('GET', '/v1/admin/video/list?size=1', { token: editor });
    const crossed = await server.call(
      'GET',
      `/v1/admin/video/list?size=1&hide_deleted=true&anchor=${first.body.data.next_anchor}`,
      { token: editor },
    );
    expect(crossed.body.code).toBe(40001);
    const bad = await server.call('GET', '/v1/admin/video/list?hide_deleted=maybe', {
      token: editor,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 40001, data: { errors: [{ field: 'hide_deleted' }] } });
  });
});
