import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, follows, users, videos } from '../src/db/schema';
import { DAY_MS, dayStartGmt8 } from '../src/services/chinaTime';
import { getHotContent, recordMessageAction, recordView } from '../src/services/dashboard';
import { ContentKind } from '../src/services/relations';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
let editorId: number;
let adminId: number;
/** Articles of the editor: published, draft, deleted; and one published article of the admin. */
let published: number;
let draft: number;
let deleted: number;
let adminArticle: number;
let video: number;
let readerToday: number;
let readerYesterday: number;

async function insertArticle(
  authorId: number,
  status: 'draft' | 'published' | 'deleted',
  title: string,
  commentCount: number,
) {
  const now = server.clock.now;
  const [row] = await server.ctx.db
    .insert(articles)
    .values({
      title,
      body: `<p>${title}</p>`,
      author_id: authorId,
      status,
      comment_count: commentCount,
      display_time: now,
      published_at: status === 'published' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: articles.id });
  return row!.id;
}

async function insertReader(nickname: string, createdAt: number) {
  const [row] = await server.ctx.db
    .insert(users)
    .values({ nickname, created_at: createdAt, updated_at: createdAt })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  editorId = (await server.call('GET', '/v1/admin/user/self', { token: editor })).body.data.id;
  adminId = (await server.call('GET', '/v1/admin/user/self', { token: admin })).body.data.id;
  published = await insertArticle(editorId, 'published', 'PBOC holds the LPR', 12);
  draft = await insertArticle(editorId, 'draft', 'Draft on bond yields', 0);
  deleted = await insertArticle(editorId, 'deleted', 'Withdrawn note', 40);
  adminArticle = await insertArticle(adminId, 'published', 'Weekly market wrap', 5);
  const now = server.clock.now;
  const [v] = await server.ctx.db
    .insert(videos)
    .values({
      title: 'Morning briefing',
      status: 'published',
      author_id: adminId,
      display_time: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: videos.id });
  video = v!.id;
  // The test clock is 10:00 GMT+8; "today" starts at 00:00 GMT+8.
  const today = dayStartGmt8(now);
  readerToday = await insertReader('Reader today', today + 60_000);
  readerYesterday = await insertReader('Reader yesterday', today - 60_000);
  await server.ctx.db.insert(follows).values([
    { user_id: editorId, follower_id: readerToday, created_at: now - 2_000 },
    { user_id: editorId, follower_id: readerYesterday, created_at: now - 1_000 },
  ]);
});
afterAll(() => server.cleanup());

describe('dashboard stats', () => {
  it('counts the member’s articles, comments and followers and the site totals from the rows', async () => {
    const res = await server.call('GET', '/v1/admin/stats', { token: editor });
    expect(res.body.status).toBe(0);
    expect(res.body.data).toEqual({
      my_article_count: 2, // published + draft; the deleted one is not counted
      my_published_article_count: 1,
      my_comment_count: 12,
      my_follower_count: 2,
      total_article_count: 3,
      total_comment_count: 17,
      total_user_count: 4, // two staff accounts and two readers
      today_new_user_count: 3, // the staff accounts were seeded at the test clock, one reader
      generated_at: server.clock.now,
    });
    const followers = await server.call('GET', `/v1/user/${editorId}/followers?first=5`, {
      token: editor,
    });
    expect(followers.body.data.total_count).toBe(res.body.data.my_follower_count);
    const forAdmin = await server.call('GET', '/v1/admin/stats', { token: admin });
    expect(forAdmin.body.data).toMatchObject({
      my_article_count: 1,
      my_comment_count: 5,
      my_follower_count: 0,
      total_article_count: 3,
    });
  });

  it('sees a new comment at once (the cached totals are dropped on the write)', async () => {
    await recordMessageAction(server.ctx, {
      action: 'comment',
      user_id: readerToday,
      content: { kind: ContentKind.ARTICLE, id: adminArticle },
      comment: 'Thanks for the summary',
    });
    const res = await server.call('GET', '/v1/admin/stats', { token: editor });
    expect(res.body.data).toMatchObject({ my_comment_count: 12, total_comment_count: 18 });
  });

  it('refuses a request without a token', async () => {
    const res = await server.call('GET', '/v1/admin/stats');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(1);
  });
});

describe('hot content', () => {
  it('lists today’s most viewed published content with the day’s views, most viewed first', async () => {
    const yesterday = -DAY_MS;
    server.clock.advance(yesterday);
    await recordView(server.ctx, { kind: ContentKind.ARTICLE, id: adminArticle }, 500);
    server.clock.advance(-yesterday);
    await recordView(server.ctx, { kind: ContentKind.ARTICLE, id: published }, 7);
    await recordView(server.ctx, { kind: ContentKind.ARTICLE, id: adminArticle }, 3);
    await recordView(server.ctx, { kind: ContentKind.VIDEO, id: video }, 5);
    await recordView(server.ctx, { kind: ContentKind.ARTICLE, id: draft }, 90);
    await recordView(server.ctx, { kind: ContentKind.ARTICLE, id: deleted }, 80);

    const res = await server.call('GET', '/v1/aggregation/hot_content', { token: editor });
    expect(res.body.status).toBe(0);
    const items = res.body.data.items as {
      raw_id: number;
      kind: number;
      counter: { viewed: number };
    }[];
    expect(items.map((i) => [i.kind, i.raw_id, i.counter.viewed])).toEqual([
      [ContentKind.ARTICLE, published, 7],
      [ContentKind.VIDEO, video, 5],
      [ContentKind.ARTICLE, adminArticle, 3],
    ]);
    expect(res.body.data.items[0]).toMatchObject({
      title: 'PBOC holds the LPR',
      description: null,
      author: { id: editorId, nickname: 'Li Wei' },
      cover_url: null,
      vip_visibility: 0,
    });
    // The total counter holds every day's views.
    const [row] = await server.ctx.db
      .select({ views: articles.page_views })
      .from(articles)
      .where(eq(articles.id, adminArticle));
    expect(row?.views).toBe(503);

    const two = await server.call('GET', '/v1/aggregation/hot_content?size=2', { token: admin });
    expect(two.body.data.items).toHaveLength(2);
    // Yesterday (GMT+8) is another day: only the 500 views of that day.
    const ofYesterday = await getHotContent(server.ctx, server.clock.now - DAY_MS);
    expect(ofYesterday.map((i) => [i.raw_id, i.counter.viewed])).toEqual([[adminArticle, 500]]);
  });

  it('refuses a size out of range, naming the field', async () => {
    const res = await server.call('GET', '/v1/aggregation/hot_content?size=0', { token: editor });
    expect(res.body).toMatchObject({ status: 1, code: 40001 });
    expect(res.body.message).toContain('size');
  });
});

describe('message actions', () => {
  it('lists interactions with the member’s content and follows of them, newest first, by anchor', async () => {
    const { id: like } = await recordMessageAction(server.ctx, {
      action: 'like',
      user_id: readerYesterday,
      content: { kind: ContentKind.ARTICLE, id: published },
    });
    server.clock.advance(1_000);
    await recordMessageAction(server.ctx, {
      action: 'follow',
      user_id: readerYesterday,
      target_user_id: editorId,
    });
    server.clock.advance(1_000);
    await recordMessageAction(server.ctx, {
      action: 'comment',
      user_id: readerToday,
      content: { kind: ContentKind.ARTICLE, id: published },
      comment: '  Will the cut come in June?  ',
    });

    const all = await server.call('GET', '/v1/message/actions', { token: editor });
    expect(all.body.data.items.map((i: { action: string }) => i.action)).toEqual([
      'comment',
      'follow',
      'like',
    ]);
    expect(all.body.data).toMatchObject({ has_more: false, next_anchor: '' });
    const [comment, follow, liked] = all.body.data.items;
    expect(comment).toMatchObject({
      user: { id: readerToday, nickname: 'Reader today', avatar: null },
      content: {
        kind: ContentKind.ARTICLE,
        raw_id: published,
        title: 'PBOC holds the LPR',
        status: 'published',
        readable: true,
        counter: { commented: 13, liked: 1 },
      },
      comment: { body: 'Will the cut come in June?' },
    });
    expect(follow).toMatchObject({ content: null, comment: null, user: { id: readerYesterday } });
    expect(liked).toMatchObject({ id: like, comment: null });

    const comments = await server.call('GET', '/v1/message/actions?action=comment', {
      token: editor,
    });
    expect(comments.body.data.items).toHaveLength(1);

    const first = await server.call('GET', '/v1/message/actions?limit=2', { token: editor });
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.has_more).toBe(true);
    const second = await server.call(
      'GET',
      `/v1/message/actions?limit=2&anchor=${first.body.data.next_anchor}`,
      { token: editor },
    );
    expect(second.body.data).toMatchObject({ has_more: false, next_anchor: '' });
    expect(second.body.data.items.map((i: { id: number }) => i.id)).toEqual([like]);

    // The admin's feed holds the comment on the admin's article only.
    const forAdmin = await server.call('GET', '/v1/message/actions', { token: admin });
    expect(forAdmin.body.data.items).toHaveLength(1);
    expect(forAdmin.body.data.items[0]).toMatchObject({
      action: 'comment',
      content: { raw_id: adminArticle },
      comment: { body: 'Thanks for the summary' },
    });
  });

  it('refuses a malformed anchor and an unknown action, naming the field', async () => {
    const anchor = await server.call('GET', '/v1/message/actions?anchor=not-an-anchor', {
      token: editor,
    });
    expect(anchor.body).toMatchObject({ status: 1, code: 40001 });
    expect(anchor.body.message).toContain('anchor');
    const action = await server.call('GET', '/v1/message/actions?action=share', { token: editor });
    expect(action.body).toMatchObject({ status: 1, code: 40001 });
    expect(action.body.message).toContain('action');
  });

  it('records interactions only on published content', async () => {
    await expect(
      recordMessageAction(server.ctx, {
        action: 'comment',
        user_id: readerToday,
        content: { kind: ContentKind.ARTICLE, id: draft },
        comment: 'Early comment',
      }),
    ).rejects.toMatchObject({ message: 'This content has not published' });
    await expect(
      recordMessageAction(server.ctx, {
        action: 'comment',
        user_id: readerToday,
        content: { kind: ContentKind.ARTICLE, id: published },
        comment: '   ',
      }),
    ).rejects.toMatchObject({ message: 'comment: required for comment' });
  });
});
