import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  articleTags,
  articles,
  contentDailyViews,
  follows,
  messageActions,
  reports,
  roadshows,
  users,
  videos,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, AuthUser, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { fileUrl, loadAuthors, loadTags, type Author, type TagOut } from './content';
import { ContentKind, loadRelations, type Relation } from './relations';
import { DAY_MS, dayStartGmt8 } from './chinaTime';

type Schemas = components['schemas'];
export type DashboardStats = Schemas['DashboardStats'];
export type DailyTopContent = Schemas['DailyTopContent'];
export type Content = Schemas['Content'];
export type MessageAction = Schemas['MessageAction'];
export type MessageActionType = Schemas['MessageActionType'];
type ActionsQuery = NonNullable<MainOperations['listMessageActions']['parameters']['query']>;

// "Today" and "the day" of the dashboard are days in GMT+8 (operations §9): see chinaTime.ts.

/** Content kinds the dashboard can show, with the table each one lives in. */
const ARTICLE_KINDS: readonly number[] = [ContentKind.ARTICLE, ContentKind.POST];
const SHOWN_KINDS: readonly number[] = [
  ...ARTICLE_KINDS,
  ContentKind.VIDEO,
  ContentKind.REPORT,
  ContentKind.ROADSHOW,
];

export interface ContentRef {
  kind: number;
  id: number;
}
const refKey = (kind: number, id: number) => `${kind}:${id}`;

// ── Content wrapper ─────────────────────────────────────────────────────────

/**
 * The generic content wrapper (without `detail`) of many items of the dashboard's kinds (article,
 * post, video, report, roadshow): at most one query per kind, plus authors, article tags and tag
 * relations in one query each per kind, whatever the number of items. Items that do not exist are
 * absent from the map (key `kind:id`).
 */
export async function presentContents(
  ctx: AppContext,
  refs: readonly ContentRef[],
): Promise<Map<string, Content>> {
  const idsOf = (kinds: readonly number[]) => [
    ...new Set(refs.filter((r) => kinds.includes(r.kind)).map((r) => r.id)),
  ];
  const articleIds = idsOf(ARTICLE_KINDS);
  const videoIds = idsOf([ContentKind.VIDEO]);
  const reportIds = idsOf([ContentKind.REPORT]);
  const roadshowIds = idsOf([ContentKind.ROADSHOW]);
  const now = ctx.now();

  const [articleRows, articleTagRows, videoRows, reportRows, roadshowRows] = await Promise.all([
    articleIds.length
      ? ctx.db
          .select({
            id: articles.id,
            title: articles.title,
            summary: articles.summary,
            author_id: articles.author_id,
            article_type: articles.article_type,
            cover_uri: articles.cover_uri,
            display_time: articles.display_time,
            free_expired_at: articles.free_expired_at,
            free_at: articles.free_at,
            unlock_body: articles.unlock_body,
            vip_visibility: articles.vip_visibility,
            status: articles.status,
            comment_count: articles.comment_count,
            page_views: articles.page_views,
            liked: articles.liked,
            collected: articles.collected,
          })
          .from(articles)
          .where(inArray(articles.id, articleIds))
      : [],
    articleIds.length
      ? ctx.db.select().from(articleTags).where(inArray(articleTags.article_id, articleIds))
      : [],
    videoIds.length ? ctx.db.select().from(videos).where(inArray(videos.id, videoIds)) : [],
    reportIds.length
      ? ctx.db
          .select({
            id: reports.id,
            title: reports.title,
            summary: reports.summary,
            author_id: reports.author_id,
            display_time: reports.display_time,
            vip_visibility: reports.vip_visibility,
            status: reports.status,
            page_views: reports.page_views,
          })
          .from(reports)
          .where(inArray(reports.id, reportIds))
      : [],
    roadshowIds.length
      ? ctx.db
          .select({
            id: roadshows.id,
            title: roadshows.title,
            summary: roadshows.summary,
            author_id: roadshows.author_id,
            poster: roadshows.poster,
            start_time: roadshows.start_time,
            vip_visibility: roadshows.vip_visibility,
            status: roadshows.status,
          })
          .from(roadshows)
          .where(inArray(roadshows.id, roadshowIds))
      : [],
  ]);

  const [authors, tagMap, articleRel, videoRel, reportRel, roadshowRel] = await Promise.all([
    loadAuthors(ctx, [
      ...articleRows.map((r) => r.author_id),
      ...videoRows.map((r) => r.author_id),
      ...reportRows.map((r) => r.author_id),
      ...roadshowRows.map((r) => r.author_id),
    ]),
    loadTags(
      ctx,
      articleTagRows.map((t) => t.tag_id),
    ),
    relationsOf(ctx, ContentKind.ARTICLE, articleIds),
    relationsOf(ctx, ContentKind.VIDEO, videoIds),
    relationsOf(ctx, ContentKind.REPORT, reportIds),
    relationsOf(ctx, ContentKind.ROADSHOW, roadshowIds),
  ]);
  const author = (id: number | null): Author | null =>
    id === null ? null : (authors.get(id) ?? null);
  const tagsByArticle = new Map<number, TagOut[]>();
  for (const link of articleTagRows) {
    const tag = tagMap.get(link.tag_id);
    if (tag)
      tagsByArticle.set(link.article_id, [...(tagsByArticle.get(link.article_id) ?? []), tag]);
  }
  const relationsOut = (list: Relation[] | undefined) => (list ?? []) as Content['tag_relations'];

  const out = new Map<string, Content>();
  for (const r of articleRows) {
    const kind = r.article_type === 'post' ? ContentKind.POST : ContentKind.ARTICLE;
    const freeWindowOpen =
      now < r.free_expired_at && (!r.unlock_body || r.free_at === null || now >= r.free_at);
    const item: Content = {
      raw_id: r.id,
      kind,
      status: r.status as Content['status'],
      author: author(r.author_id),
      title: r.title,
      description: r.summary,
      tags: tagsByArticle.get(r.id) ?? [],
      datetime: r.display_time,
      vip_visibility: r.vip_visibility as Content['vip_visibility'],
      cover_url: fileUrl(ctx, r.cover_uri),
      readable: r.vip_visibility === 0 || freeWindowOpen,
      counter: {
        viewed: r.page_views,
        liked: r.liked,
        collected: r.collected,
        commented: r.comment_count,
      },
      tag_relations: relationsOut(articleRel.get(r.id)),
    };
    // An article can be referred to as ARTICLE or POST; both keys find it.
    for (const k of ARTICLE_KINDS) out.set(refKey(k, r.id), item);
  }
  for (const r of videoRows) {
    out.set(refKey(ContentKind.VIDEO, r.id), {
      raw_id: r.id,
      kind: ContentKind.VIDEO,
      status: r.status as Content['status'],
      author: author(r.author_id),
      title: r.title,
      description: r.description,
      tags: [],
      datetime: r.display_time,
      vip_visibility: r.vip_visibility as Content['vip_visibility'],
      cover_url: fileUrl(ctx, r.cover_uri),
      readable: r.vip_visibility === 0 || now < r.free_expired_at,
      counter: { viewed: r.page_views, liked: 0, collected: 0, commented: 0 },
      tag_relations: relationsOut(videoRel.get(r.id)),
    });
  }
  for (const r of reportRows) {
    out.set(refKey(ContentKind.REPORT, r.id), {
      raw_id: r.id,
      kind: ContentKind.REPORT,
      status: r.status as Content['status'],
      author: author(r.author_id),
      title: r.title,
      description: r.summary,
      tags: [],
      datetime: r.display_time,
      vip_visibility: r.vip_visibility as Content['vip_visibility'],
      cover_url: null,
      readable: r.vip_visibility === 0,
      counter: { viewed: r.page_views, liked: 0, collected: 0, commented: 0 },
      tag_relations: relationsOut(reportRel.get(r.id)),
    });
  }
  for (const r of roadshowRows) {
    out.set(refKey(ContentKind.ROADSHOW, r.id), {
      raw_id: r.id,
      kind: ContentKind.ROADSHOW,
      status: r.status as Content['status'],
      author: author(r.author_id),
      title: r.title,
      description: r.summary,
      tags: [],
      datetime: r.start_time,
      vip_visibility: r.vip_visibility as Content['vip_visibility'],
      cover_url: fileUrl(ctx, r.poster),
      readable: r.vip_visibility === 0,
      counter: { viewed: 0, liked: 0, collected: 0, commented: 0 },
      tag_relations: relationsOut(roadshowRel.get(r.id)),
    });
  }
  return out;
}

function relationsOf(ctx: AppContext, kind: number, ids: number[]) {
  return ids.length
    ? loadRelations(ctx.db, kind, ids)
    : Promise.resolve(new Map<number, Relation[]>());
}

/** `status` and author of one content item of the dashboard's kinds, or null when absent. */
async function contentOwner(
  ctx: AppContext,
  kind: number,
  id: number,
): Promise<{ author_id: number | null; status: string } | null> {
  const pick = { author_id: sql<number | null>`author_id`, status: sql<string>`status` };
  const table = ARTICLE_KINDS.includes(kind)
    ? articles
    : kind === ContentKind.VIDEO
      ? videos
      : kind === ContentKind.REPORT
        ? reports
        : kind === ContentKind.ROADSHOW
          ? roadshows
          : null;
  if (!table) return null;
  const [row] = await ctx.db.select(pick).from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

// ── Stats ───────────────────────────────────────────────────────────────────

/**
 * The dashboard counts (DashboardStats): the signed-in member's articles (not deleted), the
 * comments on them (the articles' comment counters, the same numbers the article list shows),
 * their followers, and the site-wide totals. Site-wide totals go through the count cache (dropped
 * on every write to the table).
 */
export async function getStats(ctx: AppContext, user: Pick<AuthUser, 'id'>) {
  const now = ctx.now();
  const today = dayStartGmt8(now);
  const notDeleted = ne(articles.status, 'deleted');
  const [mine, followers, site, userCount, todayUsers] = await Promise.all([
    ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        published: sql<number>`(count(*) filter (where ${articles.status} = 'published'))::int`,
        comments: sql<number>`coalesce(sum(${articles.comment_count}), 0)::int`,
      })
      .from(articles)
      .where(and(eq(articles.author_id, user.id), notDeleted)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.user_id, user.id)),
    // Site-wide totals: one scan, kept until the next write to articles (or a minute).
    ctx.counts.remember(['articles'], 'dashboard:totals', 60_000, now, async () => {
      const [r] = await ctx.db
        .select({
          n: sql<number>`count(*)::int`,
          comments: sql<number>`coalesce(sum(${articles.comment_count}), 0)::int`,
        })
        .from(articles)
        .where(notDeleted);
      return { articles: r?.n ?? 0, comments: r?.comments ?? 0 };
    }),
    ctx.counts.get('users', 'dashboard:total', async () => {
      const [r] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
      return r?.n ?? 0;
    }),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(sql`${users.created_at} >= ${today}`, lt(users.created_at, today + DAY_MS))),
  ]);
  const stats: DashboardStats = {
    my_article_count: mine[0]?.n ?? 0,
    my_published_article_count: mine[0]?.published ?? 0,
    my_comment_count: mine[0]?.comments ?? 0,
    my_follower_count: followers[0]?.n ?? 0,
    total_article_count: site.articles,
    total_comment_count: site.comments,
    total_user_count: userCount,
    today_new_user_count: todayUsers[0]?.n ?? 0,
    generated_at: now,
  };
  return stats;
}

// ── Hot content ─────────────────────────────────────────────────────────────

/**
 * The most viewed published content of the GMT+8 day containing `at`, most viewed first (ties:
 * the newer record first): one indexed query over that day's views joined to the content tables,
 * then the wrappers of the page. `counter.viewed` is the views on that day.
 */
export async function getHotContent(
  ctx: AppContext,
  at: number,
  size = 8,
): Promise<DailyTopContent[]> {
  const day = dayStartGmt8(at);
  const v = contentDailyViews;
  const rows = await ctx.db
    .select({ kind: v.content_kind, id: v.content_id, viewed: v.viewed })
    .from(v)
    .leftJoin(
      articles,
      and(inArray(v.content_kind, [...ARTICLE_KINDS]), eq(articles.id, v.content_id)),
    )
    .leftJoin(videos, and(eq(v.content_kind, ContentKind.VIDEO), eq(videos.id, v.content_id)))
    .leftJoin(reports, and(eq(v.content_kind, ContentKind.REPORT), eq(reports.id, v.content_id)))
    .leftJoin(
      roadshows,
      and(eq(v.content_kind, ContentKind.ROADSHOW), eq(roadshows.id, v.content_id)),
    )
    .where(
      and(
        eq(v.day, day),
        sql`${v.viewed} > 0`,
        sql`coalesce(${articles.status}, ${videos.status}, ${reports.status}, ${roadshows.status}) = 'published'`,
      ),
    )
    .orderBy(desc(v.viewed), desc(v.content_id), desc(v.content_kind))
    .limit(size);
  const contents = await presentContents(ctx, rows);
  const out: DailyTopContent[] = [];
  for (const r of rows) {
    const c = contents.get(refKey(r.kind, r.id));
    if (!c) continue;
    out.push({
      raw_id: c.raw_id,
      kind: c.kind,
      title: c.title,
      description: c.description,
      author: c.author,
      counter: { viewed: r.viewed },
      cover_url: c.cover_url,
      datetime: c.datetime,
      vip_visibility: c.vip_visibility,
    });
  }
  return out;
}

/**
 * Counts `n` views of a content item now: the day's views (hot content) and the item's total
 * `page_views`, in one transaction. For the seed and for any reader-facing view counter.
 */
export async function recordView(ctx: AppContext, ref: ContentRef, n = 1): Promise<void> {
  if (!SHOWN_KINDS.includes(ref.kind) || ref.kind === ContentKind.ROADSHOW) {
    throw ApiError.field(
      'kind',
      'enum',
      'kind: views are counted for articles, videos and reports',
    );
  }
  const day = dayStartGmt8(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const table = ARTICLE_KINDS.includes(ref.kind)
      ? articles
      : ref.kind === ContentKind.VIDEO
        ? videos
        : reports;
    const updated = await tx
      .update(table)
      .set({ page_views: sql`${table.page_views} + ${n}` })
      .where(eq(table.id, ref.id))
      .returning({ id: table.id });
    if (updated.length === 0) throw ApiError.notFound('Content not found');
    await tx
      .insert(contentDailyViews)
      .values({ day, content_kind: ref.kind, content_id: ref.id, viewed: n })
      .onConflictDoUpdate({
        target: [
          contentDailyViews.day,
          contentDailyViews.content_kind,
          contentDailyViews.content_id,
        ],
        set: { viewed: sql`${contentDailyViews.viewed} + ${n}` },
      });
  });
  ctx.counts.invalidate('articles');
  ctx.counts.invalidate('videos');
  ctx.counts.invalidate('reports');
}

// ── Interactions ────────────────────────────────────────────────────────────

export interface MessageActionInput {
  action: MessageActionType;
  /** Who acted (an end user). */
  user_id: number;
  /** The content acted on: required for comment, like and at. */
  content?: ContentRef | null;
  /** The comment text: required for comment and at. */
  comment?: string | null;
  /** The followed user, for follow (and the addressee of a system action). */
  target_user_id?: number | null;
}

/**
 * Records an interaction and keeps the content's counters in step (a comment adds to the
 * article's `comment_count`, a like to `liked`). The acted-on staff member is the content's
 * author (or `target_user_id` for follow and system), so the feed is one indexed query.
 */
export async function recordMessageAction(ctx: AppContext, input: MessageActionInput) {
  const needsContent = ['comment', 'like', 'at'].includes(input.action);
  const needsComment = input.action === 'comment' || input.action === 'at';
  if (needsContent && !input.content) {
    throw ApiError.field('content', 'required', `content: required for ${input.action}`);
  }
  if (needsComment && !input.comment?.trim()) {
    throw ApiError.field('comment', 'required', `comment: required for ${input.action}`);
  }
  if (input.action === 'follow' && input.target_user_id == null) {
    throw ApiError.field('target_user_id', 'required', 'target_user_id: required for follow');
  }
  let target = input.target_user_id ?? null;
  const content = needsContent ? input.content : null;
  if (content) {
    const owner = await contentOwner(ctx, content.kind, content.id);
    if (!owner) throw ApiError.notFound('Content not found');
    if (owner.status !== 'published') throw ApiError.rule('This content has not published');
    target = owner.author_id;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messageActions)
      .values({
        action: input.action,
        user_id: input.user_id,
        content_kind: content?.kind ?? null,
        content_id: content?.id ?? null,
        comment: needsComment ? (input.comment?.trim() ?? null) : null,
        target_user_id: target,
        created_at: ctx.now(),
      })
      .returning();
    if (content && ARTICLE_KINDS.includes(content.kind)) {
      if (input.action === 'comment') {
        await tx
          .update(articles)
          .set({ comment_count: sql`${articles.comment_count} + 1` })
          .where(eq(articles.id, content.id));
      } else if (input.action === 'like') {
        await tx
          .update(articles)
          .set({ liked: sql`${articles.liked} + 1` })
          .where(eq(articles.id, content.id));
      }
    }
    return inserted;
  });
  ctx.counts.invalidate('message_actions');
  if (content && ARTICLE_KINDS.includes(content.kind)) ctx.counts.invalidate('articles');
  if (!row) throw new Error('insert returned no row');
  return row;
}

const encodeAnchor = (r: { created_at: number; id: number }) =>
  Buffer.from(JSON.stringify([r.created_at, r.id])).toString('base64url');

function decodeAnchor(anchor: string): [number, number] {
  try {
    const v = JSON.parse(Buffer.from(anchor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && Number.isInteger(v[0]) && Number.isInteger(v[1])) {
      return [v[0] as number, v[1] as number];
    }
  } catch {
    // falls through to the 40001 below
  }
  throw ApiError.field('anchor', 'format', 'anchor: not an anchor returned by this list');
}

/**
 * Interactions with the signed-in member's content (and follows of them), newest first, anchor
 * paging: one indexed query for the page, then users and contents in one query per table.
 */
export async function listMessageActions(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  q: ActionsQuery,
) {
  const limit = q.limit ?? 10;
  const m = messageActions;
  const conds: (SQL | undefined)[] = [eq(m.target_user_id, user.id)];
  if (q.action) conds.push(eq(m.action, q.action));
  if (q.anchor) {
    const [t, id] = decodeAnchor(q.anchor);
    conds.push(or(lt(m.created_at, t), and(eq(m.created_at, t), lt(m.id, id))));
  }
  const rows = await ctx.db
    .select()
    .from(m)
    .where(and(...conds))
    .orderBy(desc(m.created_at), desc(m.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const actorIds = [...new Set(page.map((r) => r.user_id))];
  const [actors, contents] = await Promise.all([
    actorIds.length
      ? ctx.db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, actorIds))
      : [],
    presentContents(
      ctx,
      page.flatMap((r) =>
        r.content_kind !== null && r.content_id !== null
          ? [{ kind: r.content_kind, id: r.content_id }]
          : [],
      ),
    ),
  ]);
  const actorById = new Map(actors.map((a) => [a.id, { ...a, avatar: fileUrl(ctx, a.avatar) }]));
  const items: MessageAction[] = page.map((r) => ({
    id: r.id,
    action: r.action as MessageActionType,
    user: actorById.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: null },
    content:
      r.content_kind !== null && r.content_id !== null
        ? (contents.get(refKey(r.content_kind, r.content_id)) ?? null)
        : null,
    comment:
      (r.action === 'comment' || r.action === 'at') && r.comment !== null
        ? { id: r.id, body: r.comment }
        : null,
    created_at: r.created_at,
  }));
  const last = page[page.length - 1];
  return {
    items,
    next_anchor: rows.length > limit && last ? encodeAnchor(last) : '',
    has_more: rows.length > limit,
  };
}
