import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { episodes, roadshowUserGroups, roadshows, tagRelations, videos } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, DataOf, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { fileUrl, loadTags } from './content';
import { loadTagging } from './content-graph';
import { ContentKind } from './relations';
import { updateVersioned } from './versioned';
import { loadContentRefs } from './videos';
import { GMT8_OFFSET_MS as GMT8 } from './chinaTime';

type Schemas = components['schemas'];
export type Roadshow = Schemas['Roadshow'];
export type RoadshowSummary = Schemas['RoadshowSummary'];
export type RoadshowListQuery = MainOperations['listRoadshows']['parameters']['query'];
type RoadshowRow = typeof roadshows.$inferSelect;
type Status = Roadshow['status'];

export const ROADSHOW_NOT_FOUND = 'Roadshow not found';
export const ROADSHOW_VIDEO_NOT_UPLOADED = 'Roadshow video not uploaded';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Detail coding of live progress (content §3): not started 1, in progress 2, finished 3. */
export const LiveStatus = { NOT_STARTED: 1, IN_PROGRESS: 2, FINISHED: 3 } as const;
/** List coding: not started 0, in progress 1, finished 2. */
const toListCoding = (detail: 1 | 2 | 3) => (detail - 1) as 0 | 1 | 2;

/**
 * A roadshow saved without an end time is stored with `end_time = start_time` (the column is not
 * null); such a roadshow has no end time on the wire and runs until 00:00 GMT+8 of the next day.
 */
export const endTimeOf = (row: Pick<RoadshowRow, 'start_time' | 'end_time'>) =>
  row.end_time === row.start_time ? null : row.end_time;

/** When a roadshow stops being in progress. */
export function effectiveEnd(row: Pick<RoadshowRow, 'start_time' | 'end_time'>): number {
  const end = endTimeOf(row);
  if (end !== null) return end;
  return (Math.floor((row.start_time + GMT8) / DAY) + 1) * DAY - GMT8;
}

/**
 * Live progress (detail coding): the clock's (start and end time) or the one an editor set with
 * `live_status`, whichever is further along. Progress only moves forward (not started, in progress,
 * finished), so an editor can open a roadshow early or close it early, and the clock moves it on.
 */
export function liveStatusAt(
  row: Pick<RoadshowRow, 'start_time' | 'end_time' | 'live_status'>,
  now: number,
): 1 | 2 | 3 {
  const byClock =
    now < row.start_time
      ? LiveStatus.NOT_STARTED
      : now < effectiveEnd(row)
        ? LiveStatus.IN_PROGRESS
        : LiveStatus.FINISHED;
  const set = row.live_status === 2 || row.live_status === 3 ? row.live_status : 1;
  return Math.max(byClock, set) as 1 | 2 | 3;
}

/** `effectiveEnd` in SQL (integer division of positive bigints truncates like floor). */
const effectiveEndSql = sql`(case when ${roadshows.end_time} = ${roadshows.start_time} then ((${roadshows.start_time} + ${GMT8}) / ${DAY} + 1) * ${DAY} - ${GMT8} else ${roadshows.end_time} end)`;

/** `liveStatusAt` in SQL (detail coding). */
const liveStatusSql = (now: number) =>
  sql`greatest(${roadshows.live_status}, case when ${roadshows.start_time} > ${now} then 1 when ${effectiveEndSql} > ${now} then 2 else 3 end)`;

function liveCondition(listCoding: 0 | 1 | 2, now: number): SQL {
  return sql`${liveStatusSql(now)} = ${listCoding + 1}`;
}

/** One page of roadshows, latest start first (ties by id), first/offset paging. */
export async function listRoadshows(
  ctx: AppContext,
  q: RoadshowListQuery,
): Promise<DataOf<MainOperations['listRoadshows']>> {
  const first = q?.first ?? 10;
  const offset = q?.offset ?? 0;
  const now = ctx.now();
  const where = q?.live_status !== undefined ? liveCondition(q.live_status, now) : undefined;
  const count = async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roadshows)
      .where(where);
    return r?.n ?? 0;
  };
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        id: roadshows.id,
        title: roadshows.title,
        status: roadshows.status,
        start_time: roadshows.start_time,
        end_time: roadshows.end_time,
        live_status: roadshows.live_status,
        is_home: roadshows.is_home,
        vip_visibility: roadshows.vip_visibility,
        poster: roadshows.poster,
        version: roadshows.version,
      })
      .from(roadshows)
      .where(where)
      .orderBy(desc(roadshows.start_time), desc(roadshows.id))
      .limit(first)
      .offset(offset),
    // Live progress follows the clock: only the unfiltered total is cached.
    where ? count() : ctx.counts.get('roadshows', 'all', count),
  ]);
  const ids = rows.map((r) => r.id);
  const relations = ids.length
    ? await ctx.db
        .select()
        .from(tagRelations)
        .where(
          and(eq(tagRelations.item_kind, ContentKind.ROADSHOW), inArray(tagRelations.item_id, ids)),
        )
        .orderBy(asc(tagRelations.item_id), desc(tagRelations.k), asc(tagRelations.tag_id))
    : [];
  const tagMap = await loadTags(
    ctx,
    relations.map((r) => r.tag_id),
  );
  const items: RoadshowSummary[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status as Status,
    start_time: r.start_time,
    end_time: endTimeOf(r),
    live_status: toListCoding(liveStatusAt(r, now)),
    tags: relations
      .filter((rel) => rel.item_id === r.id && tagMap.has(rel.tag_id))
      .map((rel) => ({
        id: rel.tag_id,
        name: tagMap.get(rel.tag_id)!.name,
        group: rel.group as Schemas['TagRelationGroup'],
      })),
    is_home: r.is_home,
    vip_visibility: r.vip_visibility as Roadshow['vip_visibility'],
    poster: fileUrl(ctx, r.poster),
    version: r.version,
  }));
  return { items, total };
}

interface StoredMeeting {
  meeting_id?: string | null;
  join_url?: string | null;
  password?: string | null;
  wl_include?: { key: string; kind: string; name: string }[] | null;
  wl_exclude?: { key: string; kind: string; name: string }[] | null;
}

const isTencent = (channel: string) => channel.toLowerCase() === 'tencent_meeting';

const entries = (list: StoredMeeting['wl_include']) =>
  (list ?? []).map((e) => ({
    key: String(e.key),
    kind: e.kind.toLowerCase() as Schemas['WhitelistEntryKind'],
    name: e.name,
  }));

/** One roadshow with every field of the editor (related rows in one query each). */
export async function presentRoadshow(ctx: AppContext, row: RoadshowRow): Promise<Roadshow> {
  const [tagging, group, video, refs] = await Promise.all([
    loadTagging(ctx, ContentKind.ROADSHOW, [row.id]),
    row.password_user_group_id === null
      ? []
      : ctx.db
          .select({ id: roadshowUserGroups.id, name: roadshowUserGroups.name })
          .from(roadshowUserGroups)
          .where(eq(roadshowUserGroups.id, row.password_user_group_id)),
    row.video_id === null
      ? []
      : ctx.db
          .select({
            id: videos.id,
            title: videos.title,
            cover_uri: videos.cover_uri,
            status: videos.status,
            screenshot: sql<
              string | null
            >`(select ${episodes.thumbnails}[1] from ${episodes} where ${episodes.video_id} = ${videos.id} and cardinality(${episodes.thumbnails}) > 0 order by ${episodes.position}, ${episodes.id} limit 1)`,
          })
          .from(videos)
          .where(eq(videos.id, row.video_id)),
    loadContentRefs(ctx, row.related_article_ids, row.related_report_ids),
  ]);
  const t = tagging.get(row.id) ?? { tags: [], relations: [] };
  const meeting = (row.tencent_meeting ?? {}) as StoredMeeting;
  const v = video[0];
  return {
    id: row.id,
    title: row.title,
    live_status: liveStatusAt(row, ctx.now()),
    live_method: row.live_method,
    people: row.people,
    poster: fileUrl(ctx, row.poster),
    start_time: row.start_time,
    end_time: endTimeOf(row),
    roadshow_date: row.roadshow_date,
    summary: row.summary,
    body: row.body ?? '',
    status: row.status as Status,
    video_id: row.video_id,
    video: v
      ? {
          id: v.id,
          title: v.title,
          cover_url: fileUrl(ctx, v.cover_uri ?? v.screenshot),
          status: v.status as Status,
        }
      : null,
    message: row.message,
    vip_visibility: row.vip_visibility as Roadshow['vip_visibility'],
    tags: t.tags,
    tag_relations: t.relations as Roadshow['tag_relations'],
    is_home: row.is_home,
    channel: isTencent(row.channel) ? 'tencent_meeting' : 'none',
    auto_create_meeting: row.auto_create_meeting,
    tencent_meeting: isTencent(row.channel)
      ? {
          meeting_id: meeting.meeting_id ?? null,
          join_url: meeting.join_url ?? null,
          password: meeting.password ?? null,
          wl_include: entries(meeting.wl_include),
          wl_exclude: entries(meeting.wl_exclude),
        }
      : null,
    password_user_group: group[0] ?? null,
    related_article_ids: row.related_article_ids,
    related_report_ids: row.related_report_ids,
    related_articles: row.related_article_ids
      .map((id) => refs.articles.get(id))
      .filter((x) => x !== undefined),
    related_reports: row.related_report_ids
      .map((id) => refs.reports.get(id))
      .filter((x) => x !== undefined),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function getRoadshow(ctx: AppContext, id: number): Promise<Roadshow> {
  const [row] = await ctx.db.select().from(roadshows).where(eq(roadshows.id, id)).limit(1);
  if (!row) throw ApiError.notFound(ROADSHOW_NOT_FOUND);
  return presentRoadshow(ctx, row);
}

/**
 * `POST /v1/admin/roadshow/status`: the publication status, directly (delete = deleted). Becoming
 * published needs the attached video, if any, uploaded (every episode, at least one).
 */
export async function setRoadshowStatus(
  ctx: AppContext,
  id: number,
  status: Status,
  version: number,
): Promise<Roadshow> {
  const [current] = await ctx.db.select().from(roadshows).where(eq(roadshows.id, id)).limit(1);
  if (!current) throw ApiError.notFound(ROADSHOW_NOT_FOUND);
  if (current.version !== version) {
    throw ApiError.conflict(current.version, await presentRoadshow(ctx, current));
  }
  if (status === 'published' && current.status !== 'published' && current.video_id !== null) {
    const [counts] = await ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${episodes.upload_status} <> 2))::int`,
      })
      .from(episodes)
      .where(eq(episodes.video_id, current.video_id));
    if (!counts || counts.total === 0 || counts.pending > 0) {
      throw ApiError.rule(ROADSHOW_VIDEO_NOT_UPLOADED);
    }
  }
  const row = await updateVersioned(
    ctx.db,
    roadshows,
    id,
    version,
    { status, updated_at: ctx.now() },
    { notFound: ROADSHOW_NOT_FOUND, present: (r: RoadshowRow) => presentRoadshow(ctx, r) },
  );
  ctx.counts.invalidate('roadshows');
  return presentRoadshow(ctx, row);
}
