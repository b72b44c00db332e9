import { and, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { wscnLives } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { sanitizeBody } from './content';
import { likeOf } from './content-graph';
import { updateVersioned } from './versioned';

/** Wall Street flash news: the list (newest first) and staff edits with the version rule. */

type Row = typeof wscnLives.$inferSelect;

export interface LiveFilter {
  kw?: string | null | undefined;
  status?: string[] | null | undefined;
  start?: number | null | undefined;
  end?: number | null | undefined;
}

export interface LivePatch {
  title?: string | null;
  content?: string | null;
  content_more?: string | null;
  images?: string[] | null;
  score?: number | null;
  status?: string | null;
  is_deleted?: boolean | null;
  display_time?: number | null;
}

export async function queryLiveIds(
  ctx: AppContext,
  f: LiveFilter,
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    c.push(sql`(${wscnLives.title} ilike ${like} or ${wscnLives.content} ilike ${like})`);
  }
  if (f.status?.length) c.push(inArray(wscnLives.status, f.status));
  if (f.start !== undefined && f.start !== null) c.push(gte(wscnLives.display_time, f.start));
  if (f.end !== undefined && f.end !== null) c.push(lt(wscnLives.display_time, f.end));
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: wscnLives.id })
      .from(wscnLives)
      .where(where)
      .orderBy(desc(wscnLives.display_time), desc(wscnLives.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wscnLives)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

export async function updateLive(ctx: AppContext, id: number, version: number, p: LivePatch) {
  const set: Partial<typeof wscnLives.$inferInsert> = {};
  for (const key of [
    'content',
    'images',
    'score',
    'status',
    'is_deleted',
    'display_time',
  ] as const) {
    if (p[key] === null) throw ApiError.field(key, 'required', `${key} cannot be empty`);
  }
  if (p.title !== undefined) set.title = (p.title ?? '').trim();
  if (p.content !== undefined) {
    const content = sanitizeBody(p.content ?? '');
    if (!content.trim()) throw ApiError.field('content', 'required', 'Content cannot be empty');
    set.content = content;
  }
  if (p.content_more !== undefined) {
    set.content_more = p.content_more ? sanitizeBody(p.content_more) : null;
  }
  if (p.images) set.images = p.images;
  if (p.score !== undefined && p.score !== null) {
    if (p.score < 0) throw ApiError.field('score', 'range', 'score must be 0 or more');
    set.score = p.score;
  }
  if (p.status) set.status = p.status;
  if (p.is_deleted !== undefined && p.is_deleted !== null) set.is_deleted = p.is_deleted;
  if (p.display_time !== undefined && p.display_time !== null) set.display_time = p.display_time;
  await updateVersioned(
    ctx.db,
    wscnLives,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    { notFound: 'Live not found', present: (row: Row) => row },
  );
  ctx.counts.invalidate('wscn_lives');
}
