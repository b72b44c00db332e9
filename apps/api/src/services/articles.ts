import { and, asc, eq, gt, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { articleTags, articles, attachments, tagRelations, tags, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, AuthUser, DataOf, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import {
  checkReferences,
  extensionOf,
  fileUrl,
  loadAuthors,
  mediaTypeOf,
  sanitizeBody,
  textOf,
  toTag,
  wordCount,
} from './content';
import { ContentKind, loadRelations, replaceRelations, type Relation } from './relations';
import {
  Binder,
  decodeCursor,
  encodeCursor,
  filterDigest,
  LANDMARK_EVERY,
  landmarkFor,
  landmarksQuery,
  orderBy,
  PreparedCache,
  rowsOf,
  seekAfter,
  type Direction,
  type Key,
} from './paging';
import type { ScheduledJob } from './scheduler';
import { updateVersioned } from './versioned';
import { checkRelated, loadContentRefs } from './videos';

type Schemas = components['schemas'];
export type Article = Schemas['Article'];
export type ArticleSummary = Schemas['ArticleSummary'];
export type ArticleCreate = Schemas['ArticleCreate'];
export type ArticleUpdate = Schemas['ArticleUpdate'];
export type ArticleListQuery = MainOperations['listArticles']['parameters']['query'];
type ArticleRow = typeof articles.$inferSelect;
type AttachmentRow = typeof attachments.$inferSelect;
type TagRow = typeof tags.$inferSelect;
type Status = Article['status'];

const ALL_PLATFORMS: Article['platforms'] = ['android', 'ios', 'web', 'lite', 'wap'];

/** Columns of the list (no body or preview: a page of 100 stays small). */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  author_id: articles.author_id,
  article_type: articles.article_type,
  origin: articles.origin,
  cover_uri: articles.cover_uri,
  display_time: articles.display_time,
  planned_published_at: articles.planned_published_at,
  published_at: articles.published_at,
  theme_id: articles.theme_id,
  vip_visibility: articles.vip_visibility,
  status: articles.status,
  words_count: articles.words_count,
  comment_count: articles.comment_count,
  page_views: articles.page_views,
  liked: articles.liked,
  collected: articles.collected,
  is_featured: articles.is_featured,
  is_front: articles.is_front,
  created_at: articles.created_at,
  updated_at: articles.updated_at,
  version: articles.version,
};
type SummaryRow = Pick<ArticleRow, keyof typeof summaryColumns>;

const isScheduled = (row: Pick<ArticleRow, 'status' | 'planned_published_at'>, now: number) =>
  row.status === 'draft' && row.planned_published_at !== null && row.planned_published_at > now;

interface Extras {
  authors: Awaited<ReturnType<typeof loadAuthors>>;
  tagsByArticle: Map<number, Schemas['Tag'][]>;
  relations: Map<number, Relation[]>;
}

/** Authors, tags and relations of a page of articles: three queries whatever the page size. */
async function loadExtras(ctx: AppContext, rows: SummaryRow[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  const [authors, links, relations] = await Promise.all([
    loadAuthors(
      ctx,
      rows.map((r) => r.author_id),
    ),
    // Each article's tags with the tag rows, in one join.
    ids.length
      ? ctx.db
          .select({ article_id: articleTags.article_id, tag: tags })
          .from(articleTags)
          .innerJoin(tags, eq(tags.id, articleTags.tag_id))
          .where(inArray(articleTags.article_id, ids))
      : [],
    loadRelations(ctx.db, ContentKind.ARTICLE, ids),
  ]);
  const tagsByArticle = new Map<number, Schemas['Tag'][]>();
  for (const l of links) {
    const list = tagsByArticle.get(l.article_id) ?? [];
    list.push(toTag(l.tag));
    tagsByArticle.set(l.article_id, list);
  }
  for (const list of tagsByArticle.values()) list.sort((a, b) => a.id - b.id);
  return { authors, tagsByArticle, relations };
}

function toSummary(ctx: AppContext, row: SummaryRow, extras: Extras): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    author: (row.author_id !== null && extras.authors.get(row.author_id)) || null,
    summary: row.summary,
    cover_url: fileUrl(ctx, row.cover_uri),
    status: row.status as Status,
    scheduled: isScheduled(row, ctx.now()),
    vip_visibility: row.vip_visibility as Article['vip_visibility'],
    article_type: row.article_type as Article['article_type'],
    origin: row.origin as Article['origin'],
    display_time: row.display_time,
    planned_published_at: row.planned_published_at,
    published_at: row.published_at,
    words_count: row.words_count,
    comment_count: row.comment_count,
    page_views: row.page_views,
    counter: {
      viewed: row.page_views,
      liked: row.liked,
      collected: row.collected,
      commented: row.comment_count,
    },
    tags: extras.tagsByArticle.get(row.id) ?? [],
    tag_relations: (extras.relations.get(row.id) ?? []) as Article['tag_relations'],
    theme_id: row.theme_id,
    is_featured: row.is_featured,
    is_front: row.is_front,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

function toArticle(
  ctx: AppContext,
  row: ArticleRow,
  extras: Extras,
  files: AttachmentRow[],
  refs: Awaited<ReturnType<typeof loadContentRefs>>,
): Article {
  const summary = toSummary(ctx, row, extras);
  return {
    ...summary,
    body: row.body,
    preview: row.preview,
    cover_uri: row.cover_uri,
    cover_slide_uris: row.cover_slide_uris,
    cover_slide_urls: row.cover_slide_uris.map((k) => fileUrl(ctx, k)),
    free_expired_at: row.free_expired_at,
    free_at: row.free_at,
    source_url: row.source_url,
    attachments: files.map((f) => ({
      id: f.id,
      title: f.title,
      file_uri: f.file_uri,
      file_url: fileUrl(ctx, f.file_uri),
      file_extension: f.file_extension,
      media_type: f.media_type as Schemas['AttachmentMediaType'],
    })),
    is_home_banner: row.is_home_banner,
    is_web_home: row.is_web_home,
    is_web_timeline: row.is_web_timeline,
    is_matrix_only: row.is_matrix_only,
    is_cooperation: row.is_cooperation,
    is_original: row.is_original,
    importance: row.importance as Article['importance'],
    unlock_body: row.unlock_body,
    whitelist_user_group_ids: row.whitelist_user_group_ids,
    blacklist_user_group_ids: row.blacklist_user_group_ids,
    whitelist_user_ids: row.whitelist_user_ids,
    external_link: row.external_link,
    platforms: (row.platforms.length ? row.platforms : ALL_PLATFORMS) as Article['platforms'],
    related_article_ids: row.related_article_ids,
    related_report_ids: row.related_report_ids,
    related_articles: pickRefs(row.related_article_ids, refs.articles),
    related_reports: pickRefs(row.related_report_ids, refs.reports),
  };
}

/** The references of `ids` that still exist, in the order of the ids. */
const pickRefs = <T>(ids: number[], map: Map<number, T>) =>
  ids.map((id) => map.get(id)).filter((x): x is T => x !== undefined);

/** One article in the editor's shape, or 40004. */
export async function getArticle(ctx: AppContext, id: number): Promise<Article> {
  const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw ApiError.notFound('Article not found');
  return presentArticle(ctx, row);
}

async function presentArticle(ctx: AppContext, row: ArticleRow): Promise<Article> {
  const [extras, files, refs] = await Promise.all([
    loadExtras(ctx, [row]),
    ctx.db
      .select()
      .from(attachments)
      .where(eq(attachments.article_id, row.id))
      .orderBy(asc(attachments.position)),
    loadContentRefs(ctx, row.related_article_ids, row.related_report_ids),
  ]);
  return toArticle(ctx, row, extras, files, refs);
}

/** The filters of the article list as SQL conditions (combined with AND), values through `b`. */
function listConditions(q: ArticleListQuery, now: number, b: Binder = new Binder(false)): SQL[] {
  const c: SQL[] = [];
  if (!q) return c;
  if (q.keyword) {
    // Title or summary, as the contract says (both have a trigram index, migration 0004).
    const pattern = '%' + escapeLike(q.keyword) + '%';
    c.push(
      sql`(${articles.title} ilike ${b.v('keyword', pattern)} or ${articles.summary} ilike ${b.v('keyword_summary', pattern)})`,
    );
  }
  if (q.theme_id !== undefined) c.push(eq(articles.theme_id, b.v('theme_id', q.theme_id)));
  if (q.author_id !== undefined) c.push(eq(articles.author_id, b.v('author_id', q.author_id)));
  if (q.article_type) c.push(eq(articles.article_type, b.v('article_type', q.article_type)));
  // Literal: a partial index is chosen by the plan of a prepared statement only on a literal.
  if (q.status) c.push(eq(articles.status, b.v('status', q.status)));
  else if (q.hide_deleted) {
    b.mark('hide_deleted');
    c.push(sql`${articles.status} <> 'deleted'`);
  }
  if (q.scheduled === true) {
    b.mark('scheduled');
    c.push(eq(articles.status, 'draft'), gt(articles.planned_published_at, b.v('now', now)));
  } else if (q.scheduled === false) {
    b.mark('not_scheduled');
    c.push(
      sql`not (${articles.status} = 'draft' and coalesce(${articles.planned_published_at}, 0) > ${b.v('now', now)})`,
    );
  }
  if (q.tag_ids?.length) {
    c.push(
      sql`exists (select 1 from ${articleTags} where ${articleTags.article_id} = ${articles.id} and ${inArray(articleTags.tag_id, b.list('tag_ids', q.tag_ids))})`,
    );
  }
  if (q.vip_visibility?.length) {
    c.push(inArray(articles.vip_visibility, b.list('vip', q.vip_visibility)));
  }
  if (q.start !== undefined) c.push(gte(articles.display_time, b.v('start', q.start)));
  if (q.end !== undefined) c.push(lte(articles.display_time, b.v('end', q.end)));
  if (q.wc_gt !== undefined) c.push(gt(articles.words_count, b.v('wc_gt', q.wc_gt)));
  if (q.wc_lt !== undefined) c.push(lt(articles.words_count, b.v('wc_lt', q.wc_lt)));
  if (q.exclude_ids?.length) {
    c.push(notInArray(articles.id, b.list('exclude_ids', q.exclude_ids)));
  }
  return c;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** What a page of the list shows: its cached pages are dropped by a write to any of these. */
const LIST_TABLES = ['articles', 'tags', 'users', 'tag_relations'];

/**
 * One page of the article list, newest display time first (ties by id), by page number or by cursor
 * (services/paging.ts): either way one query for the page with its authors, tags and relations, and
 * the total from the count cache.
 */
export function listArticles(
  ctx: AppContext,
  q: ArticleListQuery,
): Promise<DataOf<MainOperations['listArticles']>> {
  // Pages are served from memory until a write to what they show, or for at most one second (the
  // `scheduled` mark depends on the clock).
  if (!ctx.counts.pagesCached) return readArticlePage(ctx, q);
  return ctx.counts.remember(LIST_TABLES, JSON.stringify(q ?? {}), 1000, ctx.now(), () =>
    readArticlePage(ctx, q),
  );
}

/** The filters and order of a list query, without its paging, in one spelling (sorted keys). */
function filtersOf(q: ArticleListQuery): Record<string, unknown> {
  const { page: _page, limit: _limit, cursor: _cursor, ...rest } = q ?? {};
  const filters: Record<string, unknown> = { ...rest, sort: rest.sort ?? 'desc' };
  return Object.fromEntries(
    Object.keys(filters)
      .filter((k) => filters[k] !== undefined)
      .sort()
      .map((k) => [k, filters[k]]),
  );
}

/** The article's tags (by id) and channel relations (by k, tag) as JSON, read with the page. */
const tagsOfArticle = sql<
  TagRow[]
>`(select coalesce(json_agg(row_to_json(tg) order by tg.id), '[]'::json) from ${articleTags} at join ${tags} tg on tg.id = at.tag_id where at.article_id = ${articles.id})`;
const relationsOfArticle = sql<
  Relation[]
>`(select coalesce(json_agg(json_build_object('id', r.tag_id, 'group', r."group", 'k', r.k) order by r.k, r.tag_id), '[]'::json) from ${tagRelations} r where r.item_kind = ${ContentKind.ARTICLE} and r.item_id = ${articles.id})`;

/**
 * The page query over conditions whose values are placeholders (see readArticlePage). The row
 * count is written in the SQL, not a parameter: a plan made for any parameters (PostgreSQL's
 * generic plan of a prepared statement) then still knows the page is a few rows, and joins them
 * to their articles by id instead of hashing the whole table.
 */
function buildPageQuery(
  ctx: AppContext,
  conds: SQL[],
  dir: Direction,
  rows: number,
  skips: boolean,
) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`bad page size ${rows}`);
  // drizzle writes a number as a parameter; a raw SQL chunk (typed as the number it stands for)
  // is written as it is.
  const rowCount = sql.raw(String(rows)) as unknown as number;
  const ids = ctx.db
    .select({ id: articles.id })
    .from(articles)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(...orderBy(articles.display_time, articles.id, dir))
    .limit(rowCount)
    .offset(skips ? sql.placeholder('skip') : (sql.raw('0') as unknown as number))
    .as('page_ids');
  return ctx.db
    .select({
      ...summaryColumns,
      author_nickname: users.nickname,
      author_description: users.description,
      author_avatar: users.avatar,
      tag_rows: tagsOfArticle,
      relations: relationsOfArticle,
    })
    .from(articles)
    .innerJoin(ids, eq(ids.id, articles.id))
    .leftJoin(users, eq(users.id, articles.author_id))
    .orderBy(...orderBy(articles.display_time, articles.id, dir));
}

const pageQueries = new PreparedCache<ReturnType<ReturnType<typeof buildPageQuery>['prepare']>>(
  'article_page',
);

async function readArticlePage(
  ctx: AppContext,
  q: ArticleListQuery,
): Promise<DataOf<MainOperations['listArticles']>> {
  const limit = q?.limit ?? 20;
  const dir: Direction = q?.sort === 'asc' ? 'asc' : 'desc';
  const filters = filtersOf(q);
  const digest = filterDigest(filters);
  const now = ctx.now();
  const conds = listConditions(q, now);
  const where = conds.length ? and(...conds) : undefined;
  // `scheduled` depends on the clock: its counts and landmarks are not cached.
  const cacheable = q?.scheduled === undefined;
  const count = async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(where);
    return r?.n ?? 0;
  };
  const total = cacheable ? ctx.counts.get('articles', `list:${digest}`, count) : count();
  // Where the page starts: after the cursor's row; or, for a numbered page, after the landmark
  // nearest its offset (deep pages), then `skip` rows.
  let page: number;
  let after: Key | null = null;
  let skip = 0;
  if (q?.cursor) {
    ({ after, page } = decodeCursor(q.cursor, digest));
  } else {
    page = q?.page ?? 1;
    const offset = (page - 1) * limit;
    if (offset >= LANDMARK_EVERY && cacheable) {
      const landmarks = await ctx.counts.keep('articles', `landmarks:${digest}`, async () =>
        rowsOf<{ v: number; i: number }>(
          await ctx.db.execute(
            landmarksQuery(sql`${articles}`, articles.display_time, articles.id, dir, where),
          ),
        ).map((r): Key => [Number(r.v), Number(r.i)]),
      );
      ({ after, skip } = landmarkFor(landmarks, offset));
    } else {
      skip = offset;
    }
  }
  // A deferred join: the page's ids (one more, to know whether a next page exists) come from the
  // indexes, then only those rows are read, with their authors, tags and relations. One prepared
  // statement per shape of query (which filters, seek or not, order).
  const b = new Binder(true);
  const pageConds = listConditions(q, now, b);
  if (after) {
    pageConds.push(
      seekAfter(articles.display_time, articles.id, dir, [
        b.v('after_value', after[0]),
        b.v('after_id', after[1]),
      ]),
    );
  }
  // A page that skips nothing (every cursor page, every first page) has a statement of its own
  // whose plan needs no parameter to be right, so PostgreSQL can keep one plan for it.
  if (skip > 0) b.v('skip', skip);
  else b.mark('no_skip');
  const prepared = pageQueries.get(ctx.db, `${dir}|${limit}|${b.shape}`, (name) =>
    buildPageQuery(ctx, pageConds, dir, limit + 1, skip > 0).prepare(name),
  );
  const [rows, n] = await Promise.all([prepared.execute(b.params), total]);
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  const items = shown.map((r) => {
    const extras: Extras = {
      authors: new Map(
        r.author_id !== null && r.author_nickname !== null
          ? [
              [
                r.author_id,
                {
                  id: r.author_id,
                  nickname: r.author_nickname,
                  description: r.author_description,
                  avatar: fileUrl(ctx, r.author_avatar),
                },
              ],
            ]
          : [],
      ),
      tagsByArticle: new Map([[r.id, r.tag_rows.map(toTag)]]),
      relations: new Map([[r.id, r.relations]]),
    };
    return toSummary(ctx, r, extras);
  });
  return {
    items,
    total: n,
    page,
    limit,
    next_cursor:
      rows.length > limit && last
        ? encodeCursor([last.display_time, last.id], page + 1, digest)
        : null,
  };
}

/**
 * The saving rule (content §4): publish + not already published + a future planned time → draft,
 * scheduled; publish otherwise → published now; not publishing → draft (a future planned time is
 * kept and still publishes at its time; `planned_publish_at: null` cancels it).
 */
export function applySavingRule(input: {
  publish: boolean;
  previousStatus: Status | null;
  previousPublishedAt: number | null;
  planned: number | null;
  now: number;
}): { status: Status; published_at: number | null; publish_requested: boolean } {
  const { publish, previousStatus, planned, now } = input;
  const futurePlan = planned !== null && planned > now;
  if (publish && previousStatus !== 'published' && futurePlan) {
    return { status: 'draft', published_at: input.previousPublishedAt, publish_requested: true };
  }
  if (publish) {
    return {
      status: 'published',
      published_at: previousStatus === 'published' ? (input.previousPublishedAt ?? now) : now,
      publish_requested: false,
    };
  }
  return {
    status: 'draft',
    published_at: input.previousPublishedAt,
    publish_requested: futurePlan,
  };
}

type SaveInput = ArticleCreate | ArticleUpdate;

async function validateSave(ctx: AppContext, input: SaveInput, userId: number) {
  const errors: { field: string; rule: string; message: string }[] = [];
  if (textOf(input.body).trim() === '' && !/<img|<video|<audio|<table/i.test(input.body)) {
    errors.push({ field: 'body', rule: 'minLength', message: 'Body text cannot be empty' });
  }
  if (input.unlock_body === true && (input.free_at === null || input.free_at === undefined)) {
    errors.push({
      field: 'free_at',
      rule: 'required',
      message: 'free_at: This is a required field when the body is unlocked',
    });
  }
  if (errors.length) throw ApiError.validation(errors);
  const tagIds = [...(input.tag_ids ?? []), ...(input.tag_relations ?? []).map((r) => r.id ?? 0)];
  await checkReferences(ctx, {
    users: {
      ids: [...(input.author_id !== undefined ? [input.author_id] : [userId])],
    },
    tags: { ids: tagIds },
    files: [
      { field: 'cover_uri', keys: input.cover_uri ? [input.cover_uri] : [] },
      { field: 'cover_slide_uris', keys: input.cover_slide_uris ?? [] },
      { field: 'attachments', keys: (input.attachments ?? []).map((a) => a.file_uri) },
    ],
  });
  if (input.whitelist_user_ids?.length) {
    await checkReferences(ctx, { users: { ids: input.whitelist_user_ids } });
  }
  await checkRelated(ctx, input.related_article_ids ?? [], input.related_report_ids ?? []);
  if (input.theme_id) {
    const [theme] = await ctx.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.id, input.theme_id), eq(tags.is_topic, true)))
      .limit(1);
    if (!theme) throw ApiError.notFound('topic not found');
  }
}

/** Columns written from the save payload; `undefined` keeps the current value on update. */
function columnsOf(input: SaveInput) {
  const body = sanitizeBody(input.body);
  return {
    title: input.title,
    body,
    words_count: wordCount(body),
    author_id: input.author_id,
    article_type: input.article_type,
    summary: input.body_summary,
    preview:
      input.body_preview === undefined
        ? undefined
        : input.body_preview && sanitizeBody(input.body_preview),
    cover_uri: input.cover_uri,
    cover_slide_uris: input.cover_slide_uris,
    source_url: input.source_uri,
    free_expired_at: input.free_expired_at,
    free_at: input.free_at,
    vip_visibility: input.vip_visibility,
    theme_id: input.theme_id,
    is_featured: input.is_featured,
    is_front: input.is_front,
    is_home_banner: input.is_home_banner,
    is_web_home: input.is_web_home,
    is_web_timeline: input.is_web_timeline,
    is_matrix_only: input.is_matrix_only,
    is_cooperation: input.is_cooperation,
    is_original: input.is_original,
    importance: input.importance,
    unlock_body: input.unlock_body,
    whitelist_user_group_ids: input.whitelist_user_group_ids,
    blacklist_user_group_ids: input.blacklist_user_group_ids,
    whitelist_user_ids: input.whitelist_user_ids,
    external_link: input.external_link,
    platforms: input.platforms,
    related_article_ids: input.related_article_ids && [...new Set(input.related_article_ids)],
    related_report_ids: input.related_report_ids && [...new Set(input.related_report_ids)],
  };
}

const dropUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Tags, relations and attachments of one article, inside the write's transaction. */
async function writeChildren(tx: AppContext['db'], articleId: number, input: SaveInput) {
  if (input.tag_ids) {
    await tx.delete(articleTags).where(eq(articleTags.article_id, articleId));
    if (input.tag_ids.length) {
      await tx
        .insert(articleTags)
        .values(input.tag_ids.map((tag_id) => ({ article_id: articleId, tag_id })));
    }
  }
  if (input.tag_relations) {
    await replaceRelations(tx, ContentKind.ARTICLE, articleId, input.tag_relations);
  }
  if (input.attachments) {
    await tx.delete(attachments).where(eq(attachments.article_id, articleId));
    if (input.attachments.length) {
      await tx.insert(attachments).values(
        input.attachments.map((a, position) => {
          const ext = a.file_extension ?? extensionOf(a.file_uri);
          return {
            article_id: articleId,
            position,
            title: a.title,
            file_uri: a.file_uri,
            file_extension: ext,
            media_type: mediaTypeOf(ext),
          };
        }),
      );
    }
  }
}

export async function createArticle(
  ctx: AppContext,
  user: AuthUser,
  input: ArticleCreate,
): Promise<Article> {
  await validateSave(ctx, input, user.id);
  const now = ctx.now();
  const planned = input.planned_publish_at ?? null;
  const rule = applySavingRule({
    publish: input.publish,
    previousStatus: null,
    previousPublishedAt: null,
    planned,
    now,
  });
  const cols = dropUndefined(columnsOf(input));
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        ...cols,
        title: input.title,
        body: cols.body ?? '',
        author_id: input.author_id ?? user.id,
        planned_published_at: planned,
        display_time: input.display_time ?? rule.published_at ?? planned ?? now,
        status: rule.status,
        published_at: rule.published_at,
        publish_requested: rule.publish_requested,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('insert returned nothing');
    await writeChildren(tx as unknown as AppContext['db'], row.id, input);
    return row.id;
  });
  ctx.counts.invalidate('articles');
  return getArticle(ctx, id);
}

export async function updateArticle(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: ArticleUpdate,
): Promise<Article> {
  const [current] = await ctx.db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!current) throw ApiError.notFound('Article not found');
  if (current.version !== input.version) {
    throw ApiError.conflict(current.version, await presentArticle(ctx, current));
  }
  await validateSave(
    ctx,
    { ...input, author_id: input.author_id ?? current.author_id ?? user.id },
    user.id,
  );
  const now = ctx.now();
  const planned =
    input.planned_publish_at === undefined
      ? current.planned_published_at
      : input.planned_publish_at;
  const rule = applySavingRule({
    publish: input.publish,
    previousStatus: current.status as Status,
    previousPublishedAt: current.published_at,
    planned,
    now,
  });
  const cols = dropUndefined(columnsOf(input));
  const displayTime =
    input.display_time !== undefined && input.display_time !== null
      ? input.display_time
      : current.status !== 'published' && rule.status === 'published'
        ? (rule.published_at ?? now)
        : current.display_time;
  await ctx.db
    .transaction(async (tx) => {
      await updateVersioned(
        tx as unknown as AppContext['db'],
        articles,
        id,
        input.version,
        {
          ...cols,
          planned_published_at: planned,
          display_time: displayTime,
          status: rule.status,
          published_at: rule.published_at,
          publish_requested: rule.publish_requested,
          updated_at: now,
        },
        {
          notFound: 'Article not found',
          present: () => null,
        },
      );
      await writeChildren(tx as unknown as AppContext['db'], id, input);
    })
    .catch(async (err: unknown) => {
      // A concurrent write won between the read and the update: answer the record as it is now.
      if (err instanceof ApiError && err.code === 40009) {
        const [latest] = await ctx.db.select().from(articles).where(eq(articles.id, id)).limit(1);
        if (latest) throw ApiError.conflict(latest.version, await presentArticle(ctx, latest));
      }
      throw err;
    });
  ctx.counts.invalidate('articles');
  return getArticle(ctx, id);
}

/** Direct status change (delete, convert to draft, publish/restore). */
export async function setArticleStatus(
  ctx: AppContext,
  id: number,
  status: Status,
  version: number,
): Promise<Article> {
  const [current] = await ctx.db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!current) throw ApiError.notFound('Article not found');
  const now = ctx.now();
  const row = await updateVersioned(
    ctx.db,
    articles,
    id,
    version,
    {
      status,
      published_at: status === 'published' ? now : current.published_at,
      publish_requested:
        status === 'draft' &&
        current.planned_published_at !== null &&
        current.planned_published_at > now,
      updated_at: now,
    },
    { notFound: 'Article not found', present: (r) => presentArticle(ctx, r) },
  );
  ctx.counts.invalidate('articles');
  return presentArticle(ctx, row);
}

/** Publishes scheduled articles whose planned time has come (at that time, version + 1). */
export async function publishDueArticles(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .update(articles)
    .set({
      status: 'published',
      published_at: sql`${articles.planned_published_at}`,
      publish_requested: false,
      updated_at: now,
      version: sql`${articles.version} + 1`,
    })
    .where(
      and(
        eq(articles.status, 'draft'),
        eq(articles.publish_requested, true),
        lte(articles.planned_published_at, now),
      ),
    )
    .returning({ id: articles.id });
  if (rows.length) ctx.counts.invalidate('articles');
  return rows.length;
}

export const publishScheduledArticles: ScheduledJob = {
  name: 'publish-scheduled-articles',
  run: publishDueArticles,
};
