import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  articles,
  assets,
  contentDailyViews,
  dailyReports,
  tags,
  viewpoints,
  type DailyReportItem,
} from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import { dayStartGmt8 } from './chinaTime';
import { sanitizeBody } from './content';
import { likeOf } from './content-graph';
import { getHotContent, presentContents, type DailyTopContent } from './dashboard';
import { ContentKind } from './relations';
import { updateVersioned } from './versioned';

/**
 * The editorial desk (#12, #19; designed here): Wall Street articles (articles of origin WSCN, kind
 * 26), viewpoints, the daily top content report and managed assets. Every write keeps the version
 * rule (40009 'This record was changed by someone else').
 */

const stripped = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
const count = async (ctx: AppContext, table: typeof viewpoints | typeof assets, where?: SQL) => {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};
const required = (field: string, value: string | null | undefined, message: string) => {
  if (!value?.trim()) throw ApiError.field(field, 'required', message);
  return value.trim();
};
const maxLength = (field: string, value: string, max: number) => {
  if (value.length > max) {
    throw ApiError.field(field, 'maxLength', `${field} must be at most ${max} characters`);
  }
  return value;
};

/** Every tag id must exist (40004 'Tag not found' on `tag_ids`), at most 10, no repeats. */
async function checkTags(ctx: AppContext, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > 10) throw ApiError.field('tag_ids', 'maxItems', 'At most 10 tags');
  if (!unique.length) return unique;
  const found = await ctx.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
  if (found.length !== unique.length) {
    throw new ApiError(ErrorCode.NOT_FOUND, 'Tag not found', { field: 'tag_ids' });
  }
  return unique;
}

// ── Wall Street articles ────────────────────────────────────────────────────────────────────────

const WSCN = eq(articles.origin, 'WSCN');

export async function queryWallstreetArticleIds(
  ctx: AppContext,
  f: { kw?: string | null; status?: string[] | null },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [WSCN];
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    c.push(
      sql`(${articles.title} ilike ${like} or coalesce(${articles.summary}, '') ilike ${like})`,
    );
  }
  if (f.status?.length) c.push(inArray(articles.status, f.status));
  const where = and(...c);
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.display_time), desc(articles.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: n?.n ?? 0 };
}

export interface WallstreetArticlePatch {
  title?: string | null;
  summary?: string | null;
  body?: string | null;
  display_time?: number | null;
  status?: string | null;
}

export async function updateWallstreetArticle(
  ctx: AppContext,
  id: number,
  version: number,
  p: WallstreetArticlePatch,
) {
  const set: Partial<typeof articles.$inferInsert> = {};
  if (p.title !== undefined) {
    set.title = maxLength('title', required('title', p.title, 'Please input title'), 100);
  }
  if (p.body !== undefined) {
    const body = sanitizeBody(p.body ?? '');
    if (!stripped(body)) throw ApiError.field('body', 'required', 'Please input body content');
    set.body = body;
  }
  if (p.summary !== undefined) set.summary = p.summary?.trim() || null;
  if (p.display_time !== undefined && p.display_time !== null) set.display_time = p.display_time;
  if (p.status) {
    set.status = p.status;
    if (p.status === 'published') set.published_at = ctx.now();
  }
  await updateVersioned(
    ctx.db,
    articles,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    {
      notFound: 'Article not found',
      present: (row) => ({ id: row.id, version: row.version }),
      where: WSCN,
    },
  );
  ctx.counts.invalidate('articles');
}

// ── Viewpoints ──────────────────────────────────────────────────────────────────────────────────

export type ViewpointRow = typeof viewpoints.$inferSelect;

export interface ViewpointFields {
  author?: string | null;
  title?: string | null;
  body?: string | null;
  symbols?: string[] | null;
  tag_ids?: number[] | null;
  display_time?: number | null;
  status?: string | null;
}

const VIEWPOINT_NOT_FOUND = 'Viewpoint not found';

export async function queryViewpoints(
  ctx: AppContext,
  f: { kw?: string | null; status?: string[] | null; symbol?: string | null; tagId?: number },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    const v = viewpoints;
    c.push(sql`(${v.title} ilike ${like} or ${v.author} ilike ${like} or ${v.body} ilike ${like})`);
  }
  c.push(
    f.status?.length ? inArray(viewpoints.status, f.status) : ne(viewpoints.status, 'deleted'),
  );
  if (f.symbol?.trim()) {
    c.push(sql`${viewpoints.symbols} @> ${JSON.stringify([f.symbol.trim()])}::jsonb`);
  }
  if (f.tagId !== undefined) {
    c.push(sql`${viewpoints.tag_ids} @> ${JSON.stringify([f.tagId])}::jsonb`);
  }
  const where = and(...c);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(viewpoints)
      .where(where)
      .orderBy(desc(viewpoints.display_time), desc(viewpoints.id))
      .limit(page.limit)
      .offset(page.start),
    count(ctx, viewpoints, where),
  ]);
  return { rows, total };
}

export async function getViewpoint(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(viewpoints).where(eq(viewpoints.id, id)).limit(1);
  return row;
}

async function viewpointSet(ctx: AppContext, p: ViewpointFields) {
  const set: Partial<typeof viewpoints.$inferInsert> = {};
  if (p.title !== undefined) {
    set.title = maxLength('title', required('title', p.title, 'Please input title'), 100);
  }
  if (p.body !== undefined) {
    const body = sanitizeBody(p.body ?? '');
    if (!stripped(body)) throw ApiError.field('body', 'required', 'Please input body content');
    set.body = body;
  }
  if (p.author !== undefined) {
    set.author = maxLength('author', required('author', p.author, 'This is a required field'), 50);
  }
  if (p.symbols !== undefined && p.symbols !== null) {
    const symbols = [...new Set(p.symbols.map((s) => s.trim()).filter(Boolean))];
    if (symbols.length > 10) throw ApiError.field('symbols', 'maxItems', 'At most 10 symbols');
    for (const s of symbols) maxLength('symbols', s, 20);
    set.symbols = symbols;
  }
  if (p.tag_ids !== undefined && p.tag_ids !== null) set.tag_ids = await checkTags(ctx, p.tag_ids);
  if (p.display_time !== undefined && p.display_time !== null) set.display_time = p.display_time;
  if (p.status) set.status = p.status;
  return set;
}

export async function createViewpoint(ctx: AppContext, input: ViewpointFields) {
  if (input.status === 'deleted') {
    throw ApiError.field('status', 'enum', 'A new viewpoint is a draft or published');
  }
  const set = await viewpointSet(ctx, {
    ...input,
    title: input.title ?? '',
    body: input.body ?? '',
    author: input.author ?? '',
  });
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(viewpoints)
    .values({
      author: set.author!,
      title: set.title!,
      body: set.body!,
      symbols: set.symbols ?? [],
      tag_ids: set.tag_ids ?? [],
      display_time: set.display_time ?? now,
      status: set.status ?? 'draft',
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

export async function updateViewpoint(
  ctx: AppContext,
  id: number,
  version: number,
  p: ViewpointFields,
) {
  const set = await viewpointSet(ctx, p);
  return updateVersioned(
    ctx.db,
    viewpoints,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    { notFound: VIEWPOINT_NOT_FOUND, present: (row: ViewpointRow) => row },
  );
}

export const deleteViewpoint = (ctx: AppContext, id: number, version: number) =>
  updateVersioned(
    ctx.db,
    viewpoints,
    id,
    version,
    { status: 'deleted', updated_at: ctx.now() },
    { notFound: VIEWPOINT_NOT_FOUND, present: (row: ViewpointRow) => row },
  );

// ── Daily report ────────────────────────────────────────────────────────────────────────────────

export interface DailyReportOut {
  day: number;
  saved: boolean;
  version: number;
  items: DailyTopContent[];
  updated_at: number | null;
}

/** The kinds a report can hold: those the dashboard's content wrapper presents. */
const REPORT_KINDS: readonly number[] = [
  ContentKind.ARTICLE,
  ContentKind.POST,
  ContentKind.VIDEO,
  ContentKind.REPORT,
  ContentKind.ROADSHOW,
];
export const REPORT_MAX_ITEMS = 50;
const TOP_SIZE = 20;

async function presentReport(ctx: AppContext, day: number, items: DailyReportItem[]) {
  const refs = items.map((i) => ({ kind: i.kind, id: i.id }));
  const [contents, views] = await Promise.all([
    presentContents(ctx, refs),
    items.length
      ? ctx.db
          .select({
            kind: contentDailyViews.content_kind,
            id: contentDailyViews.content_id,
            viewed: contentDailyViews.viewed,
          })
          .from(contentDailyViews)
          .where(
            and(
              eq(contentDailyViews.day, day),
              inArray(
                contentDailyViews.content_id,
                items.map((i) => i.id),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  const viewed = new Map(views.map((v) => [`${v.kind}:${v.id}`, v.viewed]));
  const out: DailyTopContent[] = [];
  for (const i of items) {
    const c = contents.get(`${i.kind}:${i.id}`);
    if (!c) continue;
    out.push({
      raw_id: c.raw_id,
      kind: c.kind,
      title: c.title,
      description: c.description,
      author: c.author,
      counter: { viewed: viewed.get(`${i.kind}:${i.id}`) ?? 0 },
      cover_url: c.cover_url,
      datetime: c.datetime,
      vip_visibility: c.vip_visibility,
    });
  }
  return out;
}

export async function getDailyReport(ctx: AppContext, at: number): Promise<DailyReportOut> {
  if (at < 0) throw ApiError.field('day', 'range', 'day must be 0 or more');
  const day = dayStartGmt8(at);
  const [row] = await ctx.db.select().from(dailyReports).where(eq(dailyReports.day, day)).limit(1);
  if (!row) {
    return {
      day,
      saved: false,
      version: 0,
      items: await getHotContent(ctx, day, TOP_SIZE),
      updated_at: null,
    };
  }
  return {
    day,
    saved: true,
    version: row.version,
    items: await presentReport(ctx, day, row.items),
    updated_at: row.updated_at,
  };
}

/** The rules of a report's items: at most 50, the kinds a report holds, each once, all existing. */
async function checkReportItems(ctx: AppContext, items: DailyReportItem[]) {
  if (items.length > REPORT_MAX_ITEMS) {
    throw ApiError.field('items', 'maxItems', `At most ${REPORT_MAX_ITEMS} items`);
  }
  const seen = new Set<string>();
  items.forEach((i, n) => {
    if (!REPORT_KINDS.includes(i.kind)) {
      throw ApiError.field(
        `items[${n}].kind`,
        'enum',
        'A report holds articles, posts, videos, reports and roadshows',
      );
    }
    const key = `${i.kind}:${i.id}`;
    if (seen.has(key))
      throw ApiError.field(`items[${n}]`, 'unique', 'An item is in the report twice');
    seen.add(key);
  });
  const present = await presentContents(ctx, items);
  const missing = items.findIndex((i) => !present.has(`${i.kind}:${i.id}`));
  if (missing >= 0) {
    throw new ApiError(ErrorCode.NOT_FOUND, 'Content not found', { field: `items[${missing}]` });
  }
}

/**
 * Items as rows of the day's report with that day's views, before saving (designed here, #12):
 * the console shows added items in full at once.
 */
export async function previewDailyReportItems(
  ctx: AppContext,
  at: number,
  items: DailyReportItem[],
): Promise<DailyTopContent[]> {
  if (at < 0) throw ApiError.field('day', 'range', 'day must be 0 or more');
  await checkReportItems(ctx, items);
  return presentReport(ctx, dayStartGmt8(at), items);
}

export async function saveDailyReport(
  ctx: AppContext,
  at: number,
  version: number,
  items: DailyReportItem[],
): Promise<DailyReportOut> {
  const day = dayStartGmt8(at);
  await checkReportItems(ctx, items);
  const now = ctx.now();
  if (version === 0) {
    const inserted = await ctx.db
      .insert(dailyReports)
      .values({ day, items, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning({ day: dailyReports.day });
    if (!inserted.length) await conflictOnReport(ctx, day);
  } else {
    const updated = await ctx.db
      .update(dailyReports)
      .set({ items, updated_at: now, version: sql`${dailyReports.version} + 1` })
      .where(and(eq(dailyReports.day, day), eq(dailyReports.version, version)))
      .returning({ day: dailyReports.day });
    if (!updated.length) await conflictOnReport(ctx, day);
  }
  return getDailyReport(ctx, day);
}

async function conflictOnReport(ctx: AppContext, day: number): Promise<never> {
  const current = await getDailyReport(ctx, day);
  throw ApiError.conflict(current.version, current);
}

// ── Assets ──────────────────────────────────────────────────────────────────────────────────────

export type AssetRow = typeof assets.$inferSelect;

export interface AssetFields {
  name?: string | null;
  code?: string | null;
  market?: string | null;
  kind?: string | null;
  status?: string | null;
  tag_ids?: number[] | null;
}

const ASSET_NOT_FOUND = 'Asset not found';
const repeatAsset = () => new ApiError(ErrorCode.DUPLICATE, 'Repeat Asset', { field: 'code' });

export async function queryAssets(
  ctx: AppContext,
  f: { kw?: string | null; market?: string | null; kind?: string | null; status?: string | null },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    c.push(sql`(${assets.name} ilike ${like} or ${assets.code} ilike ${like})`);
  }
  if (f.market) c.push(eq(assets.market, f.market));
  if (f.kind) c.push(eq(assets.kind, f.kind));
  if (f.status) c.push(eq(assets.status, f.status));
  const where = c.length ? and(...c) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(assets)
      .where(where)
      .orderBy(asc(assets.market), asc(assets.code), asc(assets.id))
      .limit(page.limit)
      .offset(page.start),
    count(ctx, assets, where),
  ]);
  return { rows, total };
}

async function assetSet(ctx: AppContext, p: AssetFields) {
  const set: Partial<typeof assets.$inferInsert> = {};
  if (p.name !== undefined) {
    set.name = maxLength('name', required('name', p.name, 'This is a required field'), 50);
  }
  if (p.code !== undefined) {
    set.code = maxLength(
      'code',
      required('code', p.code, 'This is a required field'),
      20,
    ).toUpperCase();
  }
  if (p.market) set.market = p.market;
  if (p.kind) set.kind = p.kind;
  if (p.status) set.status = p.status;
  if (p.tag_ids !== undefined && p.tag_ids !== null) set.tag_ids = await checkTags(ctx, p.tag_ids);
  return set;
}

async function checkRepeat(ctx: AppContext, market: string, code: string, except?: number) {
  const [row] = await ctx.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.market, market), eq(assets.code, code)))
    .limit(1);
  if (row && row.id !== except) throw repeatAsset();
}

export async function createAsset(ctx: AppContext, input: AssetFields) {
  const set = await assetSet(ctx, { ...input, name: input.name ?? '', code: input.code ?? '' });
  await checkRepeat(ctx, set.market!, set.code!);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(assets)
    .values({
      name: set.name!,
      code: set.code!,
      market: set.market!,
      kind: set.kind!,
      status: set.status ?? 'ACTIVE',
      tag_ids: set.tag_ids ?? [],
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw repeatAsset();
  return row;
}

export async function updateAsset(ctx: AppContext, id: number, version: number, p: AssetFields) {
  const set = await assetSet(ctx, p);
  if (set.market !== undefined || set.code !== undefined) {
    const [current] = await ctx.db.select().from(assets).where(eq(assets.id, id)).limit(1);
    if (current) await checkRepeat(ctx, set.market ?? current.market, set.code ?? current.code, id);
  }
  return updateVersioned(
    ctx.db,
    assets,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    { notFound: ASSET_NOT_FOUND, present: (row: AssetRow) => row },
  );
}

export async function deleteAsset(ctx: AppContext, id: number, version: number) {
  const gone = await ctx.db
    .delete(assets)
    .where(and(eq(assets.id, id), eq(assets.version, version)))
    .returning({ id: assets.id });
  if (gone.length) return true;
  const [current] = await ctx.db.select().from(assets).where(eq(assets.id, id)).limit(1);
  if (!current) throw ApiError.notFound(ASSET_NOT_FOUND);
  throw ApiError.conflict(current.version, current);
}
