import { and, asc, desc, eq, getTableName, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  articleTags,
  articles,
  attachments,
  calendarEvents,
  calendarTopics,
  episodes,
  externalItems,
  externalSourceGroupMembers,
  externalSourceGroups,
  externalSources,
  faqs,
  links,
  reportImages,
  reports,
  roadmaps,
  roadshows,
  tagRelations,
  tags,
  users,
  videos,
  wscnLives,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { fileUrl, loadAuthors, loadTags, toTag, type Author, type TagOut } from './content';
import { ContentKind, RelationGroup, type Relation, type RelationInput } from './relations';
import { LANDMARK_EVERY, landmarkFor, PreparedCache, rowsOf } from './paging';
import { updateVersioned } from './versioned';

/**
 * The GraphQL side of content: the generic Content wrapper and the records behind it (Article,
 * Video, Report, Link, Faq, RoadMap, WscnLive, Tag), the unified content list over every content
 * table, and the associations between items. Values are the stored ones (lower-case statuses,
 * numeric audiences, kinds and groups); the schema's enum mappings name them.
 */

export type Counter = { viewed: number; liked: number; collected: number; commented: number };
const noCounter = (viewed = 0): Counter => ({ viewed, liked: 0, collected: 0, commented: 0 });

/** The Content wrapper of graphql/schema/content.graphql (`detail` is the record itself). */
export interface ContentOut {
  raw_id: number;
  kind: number;
  status: string;
  author: Author | null;
  title: string;
  description: string | null;
  tags: TagOut[];
  datetime: number;
  vip_visibility: number;
  cover_url: string | null;
  readable: boolean;
  counter: Counter;
  tag_relations: Relation[];
  detail: Entity | null;
}

/** A record of a ContentEntity member; `__typename` resolves the union. */
export type Entity = { __typename: string; id: number } & Record<string, unknown>;

export interface Presented {
  entity: Entity;
  content: ContentOut;
}

export type Presenter = (ctx: AppContext, ids: number[]) => Promise<Map<number, Presented>>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
export const likeOf = (kw: string) => `%${escapeLike(kw.trim())}%`;

// ── Tagging: plain tags and channel relations of non-article content ──────────

/**
 * Content other than articles keeps its plain tags as relations in group NONE (0) and its channels
 * as relations in the other groups, all in `tag_relations` under the item's kind.
 */
export interface Tagging {
  tags: TagOut[];
  relations: Relation[];
}

/** Tags and channel relations of many items of one kind: two queries. */
export async function loadTagging(
  ctx: AppContext,
  kind: number,
  ids: number[],
): Promise<Map<number, Tagging>> {
  const out = new Map<number, Tagging>();
  if (ids.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(tagRelations)
    .where(and(eq(tagRelations.item_kind, kind), inArray(tagRelations.item_id, ids)))
    .orderBy(asc(tagRelations.item_id), desc(tagRelations.k), asc(tagRelations.tag_id));
  const tagMap = await loadTags(
    ctx,
    rows.filter((r) => r.tag_id !== 0).map((r) => r.tag_id),
  );
  for (const id of ids) out.set(id, { tags: [], relations: [] });
  for (const r of rows) {
    const t = out.get(r.item_id)!;
    if (r.group === RelationGroup.NONE) {
      const tag = tagMap.get(r.tag_id);
      if (tag && !t.tags.some((x) => x.id === tag.id)) t.tags.push(tag);
    } else {
      t.relations.push({ id: r.tag_id, group: r.group, k: r.k });
      const tag = tagMap.get(r.tag_id);
      if (tag && !t.tags.some((x) => x.id === tag.id)) t.tags.push(tag);
    }
  }
  return out;
}

/**
 * Replaces an item's plain tags (`tagIds`) and/or channel relations (`relations`); an omitted list
 * is left as it is. Call inside the write's transaction, after `checkTagging`.
 */
export async function writeTagging(
  db: AppContext['db'],
  kind: number,
  id: number,
  input: { tagIds?: number[] | null | undefined; relations?: RelationInput[] | null | undefined },
) {
  const own = and(eq(tagRelations.item_kind, kind), eq(tagRelations.item_id, id));
  const rows: (typeof tagRelations.$inferInsert)[] = [];
  if (input.tagIds) {
    await db.delete(tagRelations).where(and(own, eq(tagRelations.group, RelationGroup.NONE)));
    for (const tagId of new Set(input.tagIds)) {
      rows.push({ item_kind: kind, item_id: id, tag_id: tagId, group: RelationGroup.NONE, k: 0 });
    }
  }
  if (input.relations) {
    await db.delete(tagRelations).where(and(own, ne(tagRelations.group, RelationGroup.NONE)));
    const unique = new Map<string, typeof tagRelations.$inferInsert>();
    for (const r of input.relations) {
      const tagId = r.id ?? 0;
      unique.set(`${tagId}:${r.group}`, {
        item_kind: kind,
        item_id: id,
        tag_id: tagId,
        group: r.group,
        k: r.k ?? 0,
      });
    }
    // A plain tag written in the same call already holds (tag, NONE).
    for (const r of unique.values()) {
      if (!rows.some((x) => x.tag_id === r.tag_id && x.group === r.group)) rows.push(r);
    }
  }
  if (rows.length) await db.insert(tagRelations).values(rows).onConflictDoNothing();
}

/**
 * The edit of a tagged record: the version rule (`updateVersioned`) and the new tagging in one
 * transaction, then the cached counts of its table and of tag relations dropped. Call after
 * `checkTagging`.
 */
export async function updateTagged<T extends PgTable & { id: PgColumn; version: PgColumn }>(
  ctx: AppContext,
  record: { table: T; kind: number; id: number; version: number; notFound: string },
  set: Record<string, unknown>,
  tagging: { tagIds?: number[] | null | undefined; relations?: RelationInput[] | null | undefined },
) {
  const { table, kind, id } = record;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AppContext['db'];
    await updateVersioned(
      db,
      table,
      id,
      record.version,
      { ...set, updated_at: ctx.now() },
      { notFound: record.notFound, present: (row) => row },
    );
    await writeTagging(db, kind, id, tagging);
  });
  taggedWritten(ctx, table);
}

/** After a write to a tagged record's table: drops the cached counts that may have changed. */
export function taggedWritten(ctx: AppContext, table: PgTable) {
  ctx.counts.invalidate(getTableName(table));
  ctx.counts.invalidate('tag_relations');
}

/** Refuses unknown tags in `tag_ids` / `tag_relations` (BAD_USER_INPUT naming the item). */
export async function checkTagging(
  ctx: AppContext,
  input: { tagIds?: number[] | null | undefined; relations?: RelationInput[] | null | undefined },
  prefix = '',
) {
  const wanted = [
    ...(input.tagIds ?? []).map((id, i) => ({ id, field: `${prefix}tag_ids[${i}]` })),
    ...(input.relations ?? []).map((r, i) => ({
      id: r.id ?? 0,
      field: `${prefix}tag_relations[${i}].id`,
    })),
  ];
  if (wanted.length === 0) return;
  for (const r of input.relations ?? []) {
    if (r.k !== undefined && r.k !== null && !Number.isInteger(r.k)) {
      throw ApiError.field(`${prefix}tag_relations.k`, 'format', 'k must be an integer');
    }
  }
  const ids = [...new Set(wanted.map((w) => w.id))];
  const found = await ctx.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  const have = new Set(found.map((f) => f.id));
  const missing = wanted.find((w) => !have.has(w.id));
  if (missing) {
    throw ApiError.field(missing.field, 'format', `Tag ${missing.id} not found`);
  }
}

/** Rows grouped by a key (one pass), for attaching child rows to a page of parents. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

// ── Presenters ────────────────────────────────────────────────────────────────

/** The rows of presentArticles by id (`ids` placeholder, an array), with everything they show. */
function articlePresenterQuery(ctx: AppContext) {
  return ctx.db
    .select({
      row: articles,
      author_nickname: users.nickname,
      author_description: users.description,
      author_avatar: users.avatar,
      tag_rows: sql<
        (typeof tags.$inferSelect)[]
      >`(select coalesce(json_agg(row_to_json(tg) order by tg.id), '[]'::json) from ${articleTags} at join ${tags} tg on tg.id = at.tag_id where at.article_id = ${articles.id})`,
      files: sql<
        (typeof attachments.$inferSelect)[]
      >`(select coalesce(json_agg(row_to_json(f) order by f.position), '[]'::json) from ${attachments} f where f.article_id = ${articles.id})`,
      relations: sql<
        Relation[]
      >`(select coalesce(json_agg(json_build_object('id', r.tag_id, 'group', r."group", 'k', r.k) order by r.k desc, r.tag_id), '[]'::json) from ${tagRelations} r where r.item_kind = ${ContentKind.ARTICLE} and r.item_id = ${articles.id} and r."group" <> ${RelationGroup.NONE})`,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.author_id))
    .where(sql`${articles.id} = any(${sql.placeholder('ids')}::int[])`);
}

const articlePresenter = new PreparedCache<
  ReturnType<ReturnType<typeof articlePresenterQuery>['prepare']>
>('present_articles');

export const presentArticles: Presenter = async (ctx, ids) => {
  const out = new Map<number, Presented>();
  if (ids.length === 0) return out;
  // One prepared query: the rows with their author, tags, attachments and channel relations (JSON).
  const rows = await articlePresenter
    .get(ctx.db, '', (name) => articlePresenterQuery(ctx).prepare(name))
    .execute({ ids });
  const now = ctx.now();
  for (const { row: r, ...x } of rows) {
    const tagList = x.tag_rows.map(toTag);
    const author: Author | null =
      r.author_id !== null && x.author_nickname !== null
        ? {
            id: r.author_id,
            nickname: x.author_nickname,
            description: x.author_description,
            avatar: fileUrl(ctx, x.author_avatar),
          }
        : null;
    const tagRels = x.relations;
    const entity: Entity = {
      __typename: 'Article',
      id: r.id,
      title: r.title,
      author,
      body: r.body,
      cover_url: fileUrl(ctx, r.cover_uri),
      display_time: r.display_time,
      free_expired_at: r.free_expired_at,
      free_at: r.free_at,
      planned_published_at: r.planned_published_at,
      summary: r.summary,
      preview: r.preview,
      source_url: r.source_url,
      tags: tagList,
      attachments: x.files.map((f) => ({
        id: f.id,
        title: f.title,
        file_url: fileUrl(ctx, f.file_uri),
        file_extension: f.file_extension,
        media_type: f.media_type,
      })),
      tag_relations: tagRels,
      vip_visibility: r.vip_visibility,
      is_cooperation: r.is_cooperation,
      words_count: r.words_count,
      comment_count: r.comment_count,
      page_views: r.page_views,
      status: r.status,
      article_type: r.article_type,
      origin: r.origin,
      version: r.version,
      created_at: r.created_at,
      updated_at: r.updated_at,
      related_article_ids: r.related_article_ids,
      related_report_ids: r.related_report_ids,
    };
    const freeOpen =
      now < r.free_expired_at && (!r.unlock_body || r.free_at === null || now >= r.free_at);
    out.set(r.id, {
      entity,
      content: {
        raw_id: r.id,
        kind: r.article_type === 'post' ? ContentKind.POST : ContentKind.ARTICLE,
        status: r.status,
        author,
        title: r.title,
        description: r.summary,
        tags: tagList,
        datetime: r.display_time,
        vip_visibility: r.vip_visibility,
        cover_url: fileUrl(ctx, r.cover_uri),
        readable: r.vip_visibility === 0 || freeOpen,
        counter: {
          viewed: r.page_views,
          liked: r.liked,
          collected: r.collected,
          commented: r.comment_count,
        },
        tag_relations: tagRels,
        detail: entity,
      },
    });
  }
  return out;
};

export const presentVideos: Presenter = async (ctx, ids) => {
  const out = new Map<number, Presented>();
  if (ids.length === 0) return out;
  const rows = await ctx.db.select().from(videos).where(inArray(videos.id, ids));
  const [eps, tagging, authors] = await Promise.all([
    ctx.db
      .select()
      .from(episodes)
      .where(inArray(episodes.video_id, ids))
      .orderBy(asc(episodes.video_id), asc(episodes.position)),
    loadTagging(ctx, ContentKind.VIDEO, ids),
    loadAuthors(
      ctx,
      rows.map((r) => r.author_id),
    ),
  ]);
  const now = ctx.now();
  const epsBy = groupBy(eps, (e) => e.video_id);
  for (const r of rows) {
    const author = r.author_id === null ? null : (authors.get(r.author_id) ?? null);
    const t = tagging.get(r.id) ?? { tags: [], relations: [] };
    const entity: Entity = {
      __typename: 'Video',
      id: r.id,
      title: r.title,
      cover_url: fileUrl(ctx, r.cover_uri),
      description: r.description,
      display_time: r.display_time,
      planned_published_at: r.planned_published_at,
      vip_visibility: r.vip_visibility,
      status: r.status,
      author,
      episodes: (epsBy.get(r.id) ?? []).map((e) => ({
        id: e.id,
        name: e.name,
        key: e.key,
        type: e.type,
        url: fileUrl(ctx, e.url ?? e.key ?? ''),
        preview_url: fileUrl(ctx, e.preview_url),
        preview_duration: e.preview_duration,
        size: e.size,
        duration: e.duration,
        display_time: e.display_time,
        thumbnail_urls: e.thumbnails.map((k) => fileUrl(ctx, k)),
        preview_ok: e.preview_ok,
        thumbnail_ok: e.thumbnail_ok,
      })),
      related_article_ids: r.related_article_ids,
      related_report_ids: r.related_report_ids,
      counter: noCounter(r.page_views),
      tag_relations: t.relations,
      free_expired_at: r.free_expired_at,
      schedule: { open: r.schedule_open, time: r.schedule_time },
      version: r.version,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
    out.set(r.id, {
      entity,
      content: {
        raw_id: r.id,
        kind: ContentKind.VIDEO,
        status: r.status,
        author,
        title: r.title,
        description: r.description,
        tags: t.tags,
        datetime: r.display_time,
        vip_visibility: r.vip_visibility,
        cover_url: fileUrl(ctx, r.cover_uri),
        readable: r.vip_visibility === 0 || now < r.free_expired_at,
        counter: noCounter(r.page_views),
        tag_relations: t.relations,
        detail: entity,
      },
    });
  }
  return out;
};

export const presentReports: Presenter = async (ctx, ids) => {
  const out = new Map<number, Presented>();
  if (ids.length === 0) return out;
  const rows = await ctx.db.select().from(reports).where(inArray(reports.id, ids));
  const [images, tagging, authors] = await Promise.all([
    ctx.db
      .select()
      .from(reportImages)
      .where(inArray(reportImages.report_id, ids))
      .orderBy(asc(reportImages.serial_number)),
    loadTagging(ctx, ContentKind.REPORT, ids),
    loadAuthors(
      ctx,
      rows.map((r) => r.author_id),
    ),
  ]);
  const imagesBy = groupBy(images, (i) => i.report_id);
  for (const r of rows) {
    const author = r.author_id === null ? null : (authors.get(r.author_id) ?? null);
    const t = tagging.get(r.id) ?? { tags: [], relations: [] };
    const entity: Entity = {
      __typename: 'Report',
      id: r.id,
      title: r.title,
      url: fileUrl(ctx, r.url),
      extension: r.extension,
      markdown: r.markdown,
      vip_visibility: r.vip_visibility,
      display_time: r.display_time,
      summary: r.summary,
      feed_info: r.feed_info,
      body_audio_url: fileUrl(ctx, r.body_audio_url),
      content_url: fileUrl(ctx, r.content_url),
      reference_blocks: r.reference_blocks,
      tags: t.tags,
      counter: noCounter(r.page_views),
      report_images: (imagesBy.get(r.id) ?? []).map((i) => ({ ...i, url: fileUrl(ctx, i.url) })),
      status: r.status,
      version: r.version,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
    out.set(r.id, {
      entity,
      content: {
        raw_id: r.id,
        kind: ContentKind.REPORT,
        status: r.status,
        author,
        title: r.title,
        description: r.summary,
        tags: t.tags,
        datetime: r.display_time,
        vip_visibility: r.vip_visibility,
        cover_url: null,
        readable: r.vip_visibility === 0,
        counter: noCounter(r.page_views),
        tag_relations: t.relations,
        detail: entity,
      },
    });
  }
  return out;
};

/** Wrapper of a record without author, audience or counters (links, FAQs, events, sources...). */
export function plainContent(
  kind: number,
  entity: Entity,
  fields: {
    status: string;
    title: string;
    description?: string | null;
    datetime: number;
    cover_url?: string | null;
    tagging?: Tagging | undefined;
  },
): Presented {
  return {
    entity,
    content: {
      raw_id: entity.id,
      kind,
      status: fields.status,
      author: null,
      title: fields.title,
      description: fields.description ?? null,
      tags: fields.tagging?.tags ?? [],
      datetime: fields.datetime,
      vip_visibility: 0,
      cover_url: fields.cover_url ?? null,
      readable: true,
      counter: noCounter(),
      tag_relations: fields.tagging?.relations ?? [],
      detail: entity,
    },
  };
}

export const presentLinks: Presenter = async (ctx, ids) => {
  const rows = ids.length ? await ctx.db.select().from(links).where(inArray(links.id, ids)) : [];
  const tagging = await loadTagging(ctx, ContentKind.LINK, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      plainContent(
        ContentKind.LINK,
        {
          __typename: 'Link',
          id: r.id,
          title: r.title,
          to: r.to,
          status: r.status,
          version: r.version,
        },
        {
          status: r.status,
          title: r.title,
          description: r.to,
          datetime: r.created_at,
          tagging: tagging.get(r.id),
        },
      ),
    ]),
  );
};

interface FaqItem {
  title: string;
  body: string;
  link?: string | null;
}
interface RoadmapNode {
  title: string;
  content?: RoadmapNode[];
}

export const presentFaqs: Presenter = async (ctx, ids) => {
  const rows = ids.length ? await ctx.db.select().from(faqs).where(inArray(faqs.id, ids)) : [];
  return new Map(
    rows.map((r) => {
      const items = (r.items as FaqItem[]).map((i) => ({ ...i, link: i.link ?? null }));
      return [
        r.id,
        plainContent(
          ContentKind.FAQ,
          { __typename: 'Faq', id: r.id, items, version: r.version },
          { status: 'published', title: items[0]?.title ?? '', datetime: r.created_at },
        ),
      ];
    }),
  );
};

export const presentRoadmaps: Presenter = async (ctx, ids) => {
  const rows = ids.length
    ? await ctx.db.select().from(roadmaps).where(inArray(roadmaps.id, ids))
    : [];
  return new Map(
    rows.map((r) => [
      r.id,
      plainContent(
        ContentKind.ROADMAP,
        { __typename: 'RoadMap', id: r.id, content: r.content, version: r.version },
        {
          status: 'published',
          title: (r.content as RoadmapNode[])[0]?.title ?? '',
          datetime: r.created_at,
        },
      ),
    ]),
  );
};

export const presentWscnLives: Presenter = async (ctx, ids) => {
  const rows = ids.length
    ? await ctx.db.select().from(wscnLives).where(inArray(wscnLives.id, ids))
    : [];
  return new Map(
    rows.map((r) => [
      r.id,
      plainContent(
        ContentKind.WALLSTREET_LIVES,
        { __typename: 'WscnLive', ...r, images: r.images.map((k) => fileUrl(ctx, k)) },
        { status: r.status, title: r.title, description: r.content, datetime: r.display_time },
      ),
    ]),
  );
};

/** Tags and topics as ContentEntity records (`Tag`). */
export const presentTags: Presenter = async (ctx, ids) => {
  const rows = ids.length ? await ctx.db.select().from(tags).where(inArray(tags.id, ids)) : [];
  return new Map(
    rows.map((r) => {
      const t = toTag(r);
      return [
        r.id,
        plainContent(
          r.is_topic ? ContentKind.TOPIC : ContentKind.TAG,
          { __typename: 'Tag', ...t },
          {
            status: r.status,
            title: r.name,
            description: r.description,
            datetime: r.created_at,
            cover_url: r.cover_url,
          },
        ),
      ];
    }),
  );
};

// ── The unified content list ──────────────────────────────────────────────────

/** One table's rows as content items: the columns every list filter and order uses. */
interface Part {
  kinds: number[];
  /** Kind under which the table's tag relations are stored. */
  relationKind: number;
  /** The table read (its writes invalidate cached totals). */
  table: PgTable;
  sql: SQL;
}

const PARTS: Part[] = [
  {
    kinds: [ContentKind.ARTICLE, ContentKind.POST],
    relationKind: ContentKind.ARTICLE,
    table: articles,
    sql: sql`select case when ${articles.article_type} = 'post' then ${ContentKind.POST}::int else ${ContentKind.ARTICLE}::int end as kind, ${ContentKind.ARTICLE}::int as rk, ${articles.id} as id, ${articles.status} as status, ${articles.author_id} as author_id, ${articles.title} as title, ${articles.summary} as description, ${articles.display_time} as dt, ${articles.vip_visibility} as vip from ${articles}`,
  },
  {
    kinds: [ContentKind.VIDEO],
    relationKind: ContentKind.VIDEO,
    table: videos,
    sql: sql`select ${ContentKind.VIDEO}::int, ${ContentKind.VIDEO}::int, ${videos.id}, ${videos.status}, ${videos.author_id}, ${videos.title}, ${videos.description}, ${videos.display_time}, ${videos.vip_visibility} from ${videos}`,
  },
  {
    kinds: [ContentKind.REPORT],
    relationKind: ContentKind.REPORT,
    table: reports,
    sql: sql`select ${ContentKind.REPORT}::int, ${ContentKind.REPORT}::int, ${reports.id}, ${reports.status}, ${reports.author_id}, ${reports.title}, ${reports.summary}, ${reports.display_time}, ${reports.vip_visibility} from ${reports}`,
  },
  {
    kinds: [ContentKind.ROADSHOW],
    relationKind: ContentKind.ROADSHOW,
    table: roadshows,
    sql: sql`select ${ContentKind.ROADSHOW}::int, ${ContentKind.ROADSHOW}::int, ${roadshows.id}, ${roadshows.status}, ${roadshows.author_id}, ${roadshows.title}, ${roadshows.summary}, ${roadshows.start_time}, ${roadshows.vip_visibility} from ${roadshows}`,
  },
  {
    kinds: [ContentKind.LINK],
    relationKind: ContentKind.LINK,
    table: links,
    sql: sql`select ${ContentKind.LINK}::int, ${ContentKind.LINK}::int, ${links.id}, ${links.status}, null::int, ${links.title}, ${links.to}, ${links.created_at}, 0 from ${links}`,
  },
  {
    kinds: [ContentKind.FAQ],
    relationKind: ContentKind.FAQ,
    table: faqs,
    sql: sql`select ${ContentKind.FAQ}::int, ${ContentKind.FAQ}::int, ${faqs.id}, 'published', null::int, coalesce(${faqs.items}->0->>'title', ''), null::text, ${faqs.created_at}, 0 from ${faqs}`,
  },
  {
    kinds: [ContentKind.ROADMAP],
    relationKind: ContentKind.ROADMAP,
    table: roadmaps,
    sql: sql`select ${ContentKind.ROADMAP}::int, ${ContentKind.ROADMAP}::int, ${roadmaps.id}, 'published', null::int, coalesce(${roadmaps.content}->0->>'title', ''), null::text, ${roadmaps.created_at}, 0 from ${roadmaps}`,
  },
  {
    kinds: [ContentKind.CALENDAR],
    relationKind: ContentKind.CALENDAR,
    table: calendarEvents,
    sql: sql`select ${ContentKind.CALENDAR}::int, ${ContentKind.CALENDAR}::int, ${calendarEvents.id}, ${calendarEvents.status}, null::int, ${calendarEvents.title}, ${calendarEvents.event}, ${calendarEvents.display_time}, 0 from ${calendarEvents}`,
  },
  {
    kinds: [ContentKind.CALENDAR_TOPIC],
    relationKind: ContentKind.CALENDAR_TOPIC,
    table: calendarTopics,
    sql: sql`select ${ContentKind.CALENDAR_TOPIC}::int, ${ContentKind.CALENDAR_TOPIC}::int, ${calendarTopics.id}, ${calendarTopics.status}, null::int, ${calendarTopics.name}, ${calendarTopics.description}, ${calendarTopics.created_at}, 0 from ${calendarTopics}`,
  },
  {
    kinds: [ContentKind.EXTERNAL_ITEM],
    relationKind: ContentKind.EXTERNAL_ITEM,
    table: externalItems,
    sql: sql`select ${ContentKind.EXTERNAL_ITEM}::int, ${ContentKind.EXTERNAL_ITEM}::int, ${externalItems.id}, ${externalItems.status}, null::int, ${externalItems.title}, ${externalItems.description}, ${externalItems.display_time}, 0 from ${externalItems}`,
  },
  {
    kinds: [ContentKind.WALLSTREET_LIVES],
    relationKind: ContentKind.WALLSTREET_LIVES,
    table: wscnLives,
    sql: sql`select ${ContentKind.WALLSTREET_LIVES}::int, ${ContentKind.WALLSTREET_LIVES}::int, ${wscnLives.id}, ${wscnLives.status}, null::int, ${wscnLives.title}, ${wscnLives.content}, ${wscnLives.display_time}, 0 from ${wscnLives}`,
  },
  {
    kinds: [ContentKind.TAG, ContentKind.TOPIC],
    relationKind: ContentKind.TAG,
    table: tags,
    sql: sql`select case when ${tags.is_topic} then ${ContentKind.TOPIC}::int else ${ContentKind.TAG}::int end, ${ContentKind.TAG}::int, ${tags.id}, ${tags.status}, null::int, ${tags.name}, ${tags.description}, ${tags.created_at}, 0 from ${tags} where ${tags.id} <> 0`,
  },
  {
    kinds: [ContentKind.EXTERNAL_SOURCE],
    relationKind: ContentKind.EXTERNAL_SOURCE,
    table: externalSources,
    sql: sql`select ${ContentKind.EXTERNAL_SOURCE}::int, ${ContentKind.EXTERNAL_SOURCE}::int, ${externalSources.id}, ${externalSources.status}, null::int, ${externalSources.name}, ${externalSources.description}, ${externalSources.created_at}, 0 from ${externalSources}`,
  },
  {
    kinds: [ContentKind.EXTERNAL_SOURCE_GROUP],
    relationKind: ContentKind.EXTERNAL_SOURCE_GROUP,
    table: externalSourceGroups,
    sql: sql`select ${ContentKind.EXTERNAL_SOURCE_GROUP}::int, ${ContentKind.EXTERNAL_SOURCE_GROUP}::int, ${externalSourceGroups.id}, ${externalSourceGroups.status}, null::int, ${externalSourceGroups.name}, ${externalSourceGroups.description}, ${externalSourceGroups.created_at}, 0 from ${externalSourceGroups}`,
  },
];

/**
 * Kinds the unified list shows when `kinds` is omitted: the content items. Tags, topics, calendar
 * topics, external sources and source groups have lists of their own and are listed only when asked
 * for by kind.
 */
const LISTED_BY_DEFAULT = new Set<number>([
  ContentKind.ARTICLE,
  ContentKind.POST,
  ContentKind.VIDEO,
  ContentKind.REPORT,
  ContentKind.ROADSHOW,
  ContentKind.LINK,
  ContentKind.FAQ,
  ContentKind.ROADMAP,
  ContentKind.CALENDAR,
  ContentKind.EXTERNAL_ITEM,
  ContentKind.WALLSTREET_LIVES,
]);

/** FINANCE_EVENT items are the calendar's events (the same records). */
const normaliseKind = (k: number) => (k === ContentKind.FINANCE_EVENT ? ContentKind.CALENDAR : k);

/**
 * References between items: (from kind, from id) → (to kind, to id). A video or roadshow references
 * its related articles and reports, a roadshow its video, an external item its source.
 */
const EDGES = sql`(
  select ${ContentKind.VIDEO}::int as fk, v.id as fid, case when a.article_type = 'post' then ${ContentKind.POST}::int else ${ContentKind.ARTICLE}::int end as tk, a.id as tid
    from ${videos} v join ${articles} a on a.id = any(v.related_article_ids)
  union all select ${ContentKind.VIDEO}::int, v.id, ${ContentKind.REPORT}::int, unnest(v.related_report_ids) from ${videos} v
  union all select ${ContentKind.ROADSHOW}::int, r.id, case when a.article_type = 'post' then ${ContentKind.POST}::int else ${ContentKind.ARTICLE}::int end, a.id
    from ${roadshows} r join ${articles} a on a.id = any(r.related_article_ids)
  union all select ${ContentKind.ROADSHOW}::int, r.id, ${ContentKind.REPORT}::int, unnest(r.related_report_ids) from ${roadshows} r
  union all select ${ContentKind.ROADSHOW}::int, r.id, ${ContentKind.VIDEO}::int, r.video_id from ${roadshows} r where r.video_id is not null
  union all select ${ContentKind.EXTERNAL_ITEM}::int, i.id, ${ContentKind.EXTERNAL_SOURCE}::int, i.source_id from ${externalItems} i
)`;

export interface RelationConditionIn {
  kind: number;
  ids: number[];
}

export interface ContentFilter {
  kinds?: number[] | null | undefined;
  status?: string[] | null | undefined;
  vip?: number[] | null | undefined;
  kw?: string | null | undefined;
  sort?: 'DESC' | 'ASC' | 'RELATED' | undefined;
  start?: number | undefined;
  end?: number | undefined;
  userId?: number | undefined;
  authors?: number[] | undefined;
  tags?: number[] | undefined;
  group?: number | null | undefined;
  relations?: { operator: 'AND' | 'OR'; conditions: RelationConditionIn[] } | null | undefined;
  relatedKinds?: number[] | null | undefined;
  associatedKinds?: number[] | null | undefined;
  track?: string | null | undefined;
  /** Only the items `(kind, id)` references (contentDetail's associate_with). */
  associatedWith?: { kind: number; id: number } | undefined;
  /** Only the items referencing `(kind, id)` (contentDetail's associated_by). */
  associatedBy?: { kind: number; id: number } | undefined;
}

export interface ContentRef {
  kind: number;
  id: number;
}

const intList = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  );

function tagCondition(tagIds: number[], group: number | null | undefined): SQL {
  const groupCond =
    group === undefined || group === null || group === RelationGroup.ALL
      ? sql`true`
      : sql`(r.group = ${group} or r.group = ${RelationGroup.ALL})`;
  const viaRelation = sql`exists (select 1 from ${tagRelations} r where r.item_kind = c.rk and r.item_id = c.id and r.tag_id in (${intList(tagIds)}) and ${groupCond})`;
  if (group !== undefined && group !== null) return viaRelation;
  return sql`(${viaRelation} or (c.rk = ${ContentKind.ARTICLE} and exists (select 1 from ${articleTags} t where t.article_id = c.id and t.tag_id in (${intList(tagIds)}))))`;
}

function relationCondition(cond: RelationConditionIn, index: number): SQL {
  if (cond.ids.length === 0) return sql`false`;
  const ids = intList(cond.ids);
  switch (cond.kind) {
    case ContentKind.TAG:
    case ContentKind.TOPIC:
      return tagCondition(cond.ids, undefined);
    case ContentKind.CALENDAR_TOPIC:
      return sql`(c.kind = ${ContentKind.CALENDAR_TOPIC} and c.id in (${ids}))`;
    case ContentKind.EXTERNAL_SOURCE:
      return sql`((c.kind = ${ContentKind.EXTERNAL_SOURCE} and c.id in (${ids})) or (c.kind = ${ContentKind.EXTERNAL_ITEM} and exists (select 1 from ${externalItems} i where i.id = c.id and i.source_id in (${ids}))))`;
    case ContentKind.EXTERNAL_SOURCE_GROUP:
      return sql`((c.kind = ${ContentKind.EXTERNAL_SOURCE_GROUP} and c.id in (${ids}))
        or (c.kind = ${ContentKind.EXTERNAL_SOURCE} and exists (select 1 from ${externalSourceGroupMembers} m where m.source_id = c.id and m.group_id in (${ids})))
        or (c.kind = ${ContentKind.EXTERNAL_ITEM} and exists (select 1 from ${externalItems} i join ${externalSourceGroupMembers} m on m.source_id = i.source_id where i.id = c.id and m.group_id in (${ids}))))`;
    default:
      throw ApiError.field(
        `relations.conditions[${index}].kind`,
        'enum',
        'relations: a condition needs a kind other than NONE',
      );
  }
}

/** A table's rows of the wanted kinds only (two tables hold two kinds each). */
function narrowed(p: Part, wanted: Set<number>): SQL {
  if (p.kinds.every((k) => wanted.has(k))) return p.sql;
  if (p.table === articles) {
    return wanted.has(ContentKind.POST)
      ? sql`${p.sql} where ${articles.article_type} = 'post'`
      : sql`${p.sql} where ${articles.article_type} <> 'post'`;
  }
  if (p.table === tags) {
    return wanted.has(ContentKind.TOPIC)
      ? sql`${p.sql} and ${tags.is_topic}`
      : sql`${p.sql} and not ${tags.is_topic}`;
  }
  throw new Error(`no kind narrowing for ${getTableName(p.table)}`);
}

function buildQuery(f: ContentFilter) {
  const wanted = f.kinds?.length
    ? new Set(f.kinds.map(normaliseKind))
    : new Set<number>(LISTED_BY_DEFAULT);
  const parts = PARTS.filter((p) => p.kinds.some((k) => wanted.has(k)));
  // The kinds are chosen table by table (`narrowed`), where the planner sees plain columns: a
  // condition on the computed kind would hide the indexes from it.
  const conds: SQL[] = [sql`true`];
  if (f.status?.length) {
    conds.push(
      sql`c.status in (${sql.join(
        f.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (f.vip?.length) conds.push(sql`c.vip in (${intList(f.vip)})`);
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    // No coalesce: a null description does not match, and the plain column can use its trigram index.
    conds.push(sql`(c.title ilike ${like} or c.description ilike ${like})`);
  }
  if (f.start !== undefined) conds.push(sql`c.dt >= ${f.start}`);
  if (f.end !== undefined) conds.push(sql`c.dt < ${f.end}`);
  if (f.userId !== undefined) conds.push(sql`c.author_id = ${f.userId}`);
  if (f.authors?.length) conds.push(sql`c.author_id in (${intList(f.authors)})`);
  if (f.tags?.length) conds.push(tagCondition(f.tags, f.group));
  else if (f.group !== undefined && f.group !== null && f.group !== RelationGroup.ALL) {
    conds.push(
      sql`exists (select 1 from ${tagRelations} r where r.item_kind = c.rk and r.item_id = c.id and (r.group = ${f.group} or r.group = ${RelationGroup.ALL}))`,
    );
  }
  if (f.relations) {
    if (f.relations.conditions.length === 0) {
      throw ApiError.field('relations.conditions', 'required', 'relations: at least one condition');
    }
    const each = f.relations.conditions.map(relationCondition);
    conds.push(sql`(${sql.join(each, f.relations.operator === 'OR' ? sql` or ` : sql` and `)})`);
  }
  if (f.relatedKinds?.length) {
    conds.push(
      sql`exists (select 1 from ${EDGES} e where e.fk = c.kind and e.fid = c.id and e.tk in (${intList(f.relatedKinds.map(normaliseKind))}))`,
    );
  }
  if (f.associatedKinds?.length) {
    conds.push(
      sql`exists (select 1 from ${EDGES} e where e.tk = c.kind and e.tid = c.id and e.fk in (${intList(f.associatedKinds.map(normaliseKind))}))`,
    );
  }
  if (f.associatedWith) {
    conds.push(
      sql`exists (select 1 from ${EDGES} e where e.fk = ${f.associatedWith.kind} and e.fid = ${f.associatedWith.id} and e.tk = c.kind and e.tid = c.id)`,
    );
  }
  if (f.associatedBy) {
    conds.push(
      sql`exists (select 1 from ${EDGES} e where e.tk = ${f.associatedBy.kind} and e.tid = ${f.associatedBy.id} and e.fk = c.kind and e.fid = c.id)`,
    );
  }
  // No content carries a business line (track) in this data model: a track matches nothing.
  if (f.track !== undefined && f.track !== null) conds.push(sql`false`);
  const each = parts.map(
    (p) =>
      sql`select * from (${narrowed(p, wanted)}) as p(kind, rk, id, status, author_id, title, description, dt, vip)`,
  );
  const union = parts.length
    ? sql.join(each, sql` union all `)
    : sql`select 0::int as kind, 0::int as rk, 0 as id, ''::text as status, null::int as author_id, ''::text as title, null::text as description, 0::bigint as dt, 0 as vip where false`;
  const from = sql`(${union}) c`;
  const where = sql.join(conds, sql` and `);
  /** Each table's rows as `c`, for queries that work table by table. */
  const fromEach = each.map((e) => sql`(${e}) c`);
  return { from, where, fromEach, tables: parts.map((p) => getTableName(p.table)) };
}

/** A position in the unified list: (time, kind, id). */
type UnifiedKey = [dt: number, kind: number, id: number];

/** One page of content references (kind, id) and the total of all matches. */
export async function queryContentRefs(
  ctx: AppContext,
  f: ContentFilter,
  page: { start: number; limit: number },
): Promise<{ refs: ContentRef[]; total: number }> {
  const { from, where, fromEach, tables } = buildQuery(f);
  const deps = [...tables, 'tag_relations', 'article_tags'];
  // The list's SQL is a function of the filter alone: the filter names its totals and landmarks
  // (rendering the SQL to name them would cost more than reading a page).
  const filterKey = JSON.stringify(f);
  const related = f.sort === 'RELATED' && f.kw?.trim();
  const asc = f.sort === 'ASC';
  const order = asc
    ? sql`c.dt asc, c.kind asc, c.id asc`
    : related
      ? sql`(c.title ilike ${likeOf(f.kw!)}) desc, c.dt desc, c.kind desc, c.id desc`
      : sql`c.dt desc, c.kind desc, c.id desc`;
  // Deep pages start after the landmark nearest their offset (services/paging.ts): the keys of
  // every LANDMARK_EVERY-th item of the filtered list, kept until a write to one of its tables.
  let after: UnifiedKey | null = null;
  let skip = page.start;
  if (page.start >= LANDMARK_EVERY && !related && page.limit > 0 && fromEach.length) {
    const landmarks = await ctx.counts.keep(deps, `contents-landmarks:${filterKey}`, async () =>
      rowsOf<{ v: number; k: number; i: number }>(
        await ctx.db.execute(
          sql`select v::float8 as v, k::int as k, i::int as i from (select c.dt as v, c.kind as k, c.id as i, row_number() over (order by ${order}) as n from ${from} where ${where}) x where n % ${LANDMARK_EVERY} = 0 order by n`,
        ),
      ).map((r): UnifiedKey => [Number(r.v), Number(r.k), Number(r.i)]),
    );
    ({ after, skip } = landmarkFor(landmarks, page.start));
  }
  // Past the landmark: its time bound lets each table's index start there.
  const seek = after
    ? asc
      ? sql` and c.dt >= ${after[0]} and (c.dt, c.kind, c.id) > (${after[0]}::bigint, ${after[1]}::int, ${after[2]}::int)`
      : sql` and c.dt <= ${after[0]} and (c.dt, c.kind, c.id) < (${after[0]}::bigint, ${after[1]}::int, ${after[2]}::int)`
    : sql``;
  // The page is the top of each table's own top (skip + limit) rows: every table reads its rows in
  // index order and stops early, instead of the whole union being sorted.
  const top = skip + page.limit;
  const tops = fromEach.map(
    (part) =>
      sql`(select c.kind, c.id, c.dt, c.title from ${part} where ${where}${seek} order by ${order} limit ${top})`,
  );
  const pageSql = tops.length
    ? sql`select c.kind::int as kind, c.id::int as id from (${sql.join(tops, sql` union all `)}) c order by ${order} limit ${page.limit} offset ${skip}`
    : null;
  // Totals are kept until a write to one of the tables involved (and at most two seconds).
  const countKey = sql`select count(*)::int as n from ${from} where ${where}`;
  const [rows, total] = await Promise.all([
    page.limit === 0 || !pageSql
      ? Promise.resolve({ rows: [] as { kind: number; id: number }[] })
      : ctx.db.execute(pageSql),
    ctx.counts.remember(deps, `contents:${filterKey}`, 2000, ctx.now(), async () => {
      const r = await ctx.db.execute(countKey);
      return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    }),
  ]);
  const list = (rows as unknown as { rows: { kind: number; id: number }[] }).rows;
  return { refs: list.map((r) => ({ kind: Number(r.kind), id: Number(r.id) })), total };
}

/**
 * One page of content per tag for many tags at once (the `Tag.contents` field of a tag list): the
 * items carrying each tag (through its relations, or an article's tags; with `group`, on a relation
 * of that group), newest first. Two queries whatever the number of tags.
 */
export async function queryContentRefsByTag(
  ctx: AppContext,
  f: ContentFilter,
  tagIds: number[],
  page: { start: number; limit: number },
): Promise<Map<number, { refs: ContentRef[]; total: number }>> {
  const out = new Map(tagIds.map((id) => [id, { refs: [] as ContentRef[], total: 0 }]));
  if (tagIds.length === 0) return out;
  const { from, where } = buildQuery({ ...f, tags: undefined, group: undefined });
  const group = f.group ?? undefined;
  const groupCond =
    group === undefined || group === RelationGroup.ALL
      ? sql`true`
      : sql`(r.group = ${group} or r.group = ${RelationGroup.ALL})`;
  const articleTagsOf =
    group === undefined
      ? sql` union select a.tag_id from ${articleTags} a where c.rk = ${ContentKind.ARTICLE} and a.article_id = c.id and a.tag_id in (${intList(tagIds)})`
      : sql``;
  const tagged = sql`${from} join lateral (select r.tag_id from ${tagRelations} r where r.item_kind = c.rk and r.item_id = c.id and r.tag_id in (${intList(tagIds)}) and ${groupCond}${articleTagsOf}) t on true`;
  const [rows, counts] = await Promise.all([
    page.limit === 0
      ? Promise.resolve({ rows: [] })
      : ctx.db.execute(
          sql`select kind, id, tag_id from (select c.kind::int as kind, c.id::int as id, t.tag_id::int as tag_id, row_number() over (partition by t.tag_id order by c.dt desc, c.kind desc, c.id desc) as rn from ${tagged} where ${where}) x where rn > ${page.start} and rn <= ${page.start + page.limit} order by tag_id, rn`,
        ),
    ctx.db.execute(
      sql`select t.tag_id::int as tag_id, count(*)::int as n from ${tagged} where ${where} group by t.tag_id`,
    ),
  ]);
  for (const r of (rows as unknown as { rows: { kind: number; id: number; tag_id: number }[] })
    .rows) {
    out.get(Number(r.tag_id))?.refs.push({ kind: Number(r.kind), id: Number(r.id) });
  }
  for (const r of (counts as unknown as { rows: { tag_id: number; n: number }[] }).rows) {
    const entry = out.get(Number(r.tag_id));
    if (entry) entry.total = Number(r.n);
  }
  return out;
}

/** Whether an item of the unified list exists: its kind normalised and checked against the tables. */
export function partKindOf(kind: number): number | null {
  const k = normaliseKind(kind);
  return PARTS.some((p) => p.kinds.includes(k)) ? k : null;
}

// ── Articles list ─────────────────────────────────────────────────────────────

export interface ArticleFilter {
  userId?: number | undefined;
  status?: string[] | null | undefined;
  track?: string | null | undefined;
  tagId?: number | undefined;
  vip?: number[] | null | undefined;
  group?: number | null | undefined;
  wcGt?: number | null | undefined;
  wcLt?: number | null | undefined;
}

/** Article ids of one page (newest display time first) and the total. */
export async function queryArticleIds(
  ctx: AppContext,
  f: ArticleFilter,
  page: { start: number; limit: number },
) {
  const conds: SQL[] = [];
  if (f.userId !== undefined) conds.push(eq(articles.author_id, f.userId));
  if (f.status?.length) conds.push(inArray(articles.status, f.status));
  if (f.vip?.length) conds.push(inArray(articles.vip_visibility, f.vip));
  if (f.wcGt !== undefined && f.wcGt !== null) conds.push(gt(articles.words_count, f.wcGt));
  if (f.wcLt !== undefined && f.wcLt !== null) conds.push(lt(articles.words_count, f.wcLt));
  if (f.track !== undefined && f.track !== null) conds.push(sql`false`);
  const group = f.group ?? undefined;
  const groupCond =
    group === undefined || group === RelationGroup.ALL
      ? sql`true`
      : sql`(${tagRelations.group} = ${group} or ${tagRelations.group} = ${RelationGroup.ALL})`;
  if (f.tagId !== undefined) {
    conds.push(
      group !== undefined
        ? sql`exists (select 1 from ${tagRelations} where ${tagRelations.item_kind} = ${ContentKind.ARTICLE} and ${tagRelations.item_id} = ${articles.id} and ${tagRelations.tag_id} = ${f.tagId} and ${groupCond})`
        : sql`(exists (select 1 from ${articleTags} where ${articleTags.article_id} = ${articles.id} and ${articleTags.tag_id} = ${f.tagId}) or exists (select 1 from ${tagRelations} where ${tagRelations.item_kind} = ${ContentKind.ARTICLE} and ${tagRelations.item_id} = ${articles.id} and ${tagRelations.tag_id} = ${f.tagId}))`,
    );
  } else if (group !== undefined && group !== RelationGroup.ALL) {
    conds.push(
      sql`exists (select 1 from ${tagRelations} where ${tagRelations.item_kind} = ${ContentKind.ARTICLE} and ${tagRelations.item_id} = ${articles.id} and ${groupCond})`,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, total] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as { id: number }[])
      : ctx.db
          .select({ id: articles.id })
          .from(articles)
          .where(where)
          .orderBy(desc(articles.display_time), desc(articles.id))
          .limit(page.limit)
          .offset(page.start),
    ctx.counts.get('articles', `graphql:${JSON.stringify(f)}`, async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(where);
      return r?.n ?? 0;
    }),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Tag ids of one page of the `tags` query (ordered by name) and the total. */
export async function queryTagIds(
  ctx: AppContext,
  f: { isTopic?: boolean | null | undefined; kw?: string | null | undefined },
  page: { start: number; limit: number },
) {
  const conds: SQL[] = [ne(tags.id, 0), ne(tags.status, 'deleted')];
  if (f.isTopic !== undefined && f.isTopic !== null) conds.push(eq(tags.is_topic, f.isTopic));
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    conds.push(sql`(${tags.name} ilike ${like} or coalesce(${tags.alias}, '') ilike ${like})`);
  }
  const where = and(...conds);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tags)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
