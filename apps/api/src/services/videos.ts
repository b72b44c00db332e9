import { createHash } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { articles, episodes, reports, videos } from '../db/schema';
import { ApiError, type FieldError } from '../http/errors';
import type { AppContext, AuthUser, DataOf, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { checkReferences, fileUrl, loadAuthors } from './content';
import { likeOf, loadTagging, writeTagging } from './content-graph';
import { ContentKind } from './relations';
import type { ScheduledJob } from './scheduler';
import { updateVersioned } from './versioned';
import { fileInfoOf } from './avinfo';

type Schemas = components['schemas'];
export type Video = Schemas['Video'];
export type VideoSummary = Schemas['VideoSummary'];
export type VideoSave = Schemas['VideoSave'];
export type VideoListQuery = MainOperations['listVideos']['parameters']['query'];
export type ContentRef = Schemas['ContentRef'];
type Status = Video['status'];
type VideoRow = typeof videos.$inferSelect;
type EpisodeRow = typeof episodes.$inferSelect;
type Db = AppContext['db'];

export const VIDEO_NOT_FOUND = 'Video not found';
export const VIDEO_NOT_UPLOADED = 'Video file is not uploaded';
/** `free_expired_at` when none is set: the epoch plus one second. */
export const DEFAULT_FREE_EXPIRED_AT = 1000;

/**
 * A video is scheduled while it is a draft with the schedule switch on and a future time; the
 * scheduler publishes it at that time.
 */
export const isVideoScheduled = (
  row: Pick<VideoRow, 'status' | 'schedule_open' | 'schedule_time'>,
  now: number,
) =>
  row.status === 'draft' &&
  row.schedule_open &&
  row.schedule_time !== null &&
  row.schedule_time > now;

// ── Related content (shared with roadshows) ───────────────────────────────────

/** Short references to articles and reports by id, in two queries, in the order of the ids. */
export async function loadContentRefs(
  ctx: AppContext,
  articleIds: number[],
  reportIds: number[],
): Promise<{ articles: Map<number, ContentRef>; reports: Map<number, ContentRef> }> {
  const aIds = [...new Set(articleIds)];
  const rIds = [...new Set(reportIds)];
  const [aRows, rRows] = await Promise.all([
    aIds.length
      ? ctx.db
          .select({
            id: articles.id,
            title: articles.title,
            status: articles.status,
            cover_uri: articles.cover_uri,
            display_time: articles.display_time,
            article_type: articles.article_type,
          })
          .from(articles)
          .where(inArray(articles.id, aIds))
      : [],
    rIds.length
      ? ctx.db
          .select({
            id: reports.id,
            title: reports.title,
            status: reports.status,
            display_time: reports.display_time,
          })
          .from(reports)
          .where(inArray(reports.id, rIds))
      : [],
  ]);
  return {
    articles: new Map(
      aRows.map((a) => [
        a.id,
        {
          kind: (a.article_type === 'post'
            ? ContentKind.POST
            : ContentKind.ARTICLE) as ContentRef['kind'],
          id: a.id,
          title: a.title,
          status: a.status as Status,
          cover_url: fileUrl(ctx, a.cover_uri),
          display_time: a.display_time,
        },
      ]),
    ),
    reports: new Map(
      rRows.map((r) => [
        r.id,
        {
          kind: ContentKind.REPORT as ContentRef['kind'],
          id: r.id,
          title: r.title,
          status: r.status as Status,
          cover_url: null,
          display_time: r.display_time,
        },
      ]),
    ),
  };
}

/** Refuses related ids that do not exist (404 naming the kind), before anything is written. */
export async function checkRelated(ctx: AppContext, articleIds: number[], reportIds: number[]) {
  const refs = await loadContentRefs(ctx, articleIds, reportIds);
  if (articleIds.some((id) => !refs.articles.has(id))) throw ApiError.notFound('Article not found');
  if (reportIds.some((id) => !refs.reports.has(id))) throw ApiError.notFound('Report not found');
}

const pick = <T>(ids: number[], map: Map<number, T>) =>
  ids.map((id) => map.get(id)).filter((x): x is T => x !== undefined);

// ── Presenting ────────────────────────────────────────────────────────────────

/** The cover, else the first episode's first thumbnail (the video's screenshot). */
const coverOf = (ctx: AppContext, coverUri: string | null, screenshot: string | null) =>
  fileUrl(ctx, coverUri ?? screenshot);

function toEpisode(ctx: AppContext, e: EpisodeRow): Schemas['Episode'] {
  const key = e.key ?? '';
  return {
    id: e.id,
    name: e.name,
    key,
    type: 'video/mp4',
    url: fileUrl(ctx, e.url ?? key),
    preview_url: fileUrl(ctx, e.preview_url),
    preview_duration: e.preview_duration,
    size: e.size,
    duration: e.duration,
    display_time: e.display_time,
    thumbnails: e.thumbnails,
    thumbnail_urls: e.thumbnails.map((k) => fileUrl(ctx, k)),
    preview_ok: e.preview_ok,
    thumbnail_ok: e.thumbnail_ok,
    upload_status: e.upload_status as Schemas['VideoUploadStatus'],
  };
}

/** Videos in the editor's shape: episodes, tagging, authors and related content in one query each. */
export async function presentVideos(ctx: AppContext, rows: VideoRow[]): Promise<Video[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [eps, tagging, authors, refs] = await Promise.all([
    ctx.db
      .select()
      .from(episodes)
      .where(inArray(episodes.video_id, ids))
      .orderBy(asc(episodes.video_id), asc(episodes.position), asc(episodes.id)),
    loadTagging(ctx, ContentKind.VIDEO, ids),
    loadAuthors(
      ctx,
      rows.map((r) => r.author_id),
    ),
    loadContentRefs(
      ctx,
      rows.flatMap((r) => r.related_article_ids),
      rows.flatMap((r) => r.related_report_ids),
    ),
  ]);
  const now = ctx.now();
  return rows.map((r) => {
    const own = eps.filter((e) => e.video_id === r.id);
    const screenshot = own.find((e) => e.thumbnails.length > 0)?.thumbnails[0] ?? null;
    return {
      id: r.id,
      title: r.title,
      cover_uri: r.cover_uri,
      cover_url: coverOf(ctx, r.cover_uri, screenshot),
      description: r.description,
      display_time: r.display_time,
      planned_published_at: r.schedule_open ? r.schedule_time : null,
      published_at: r.published_at,
      vip_visibility: r.vip_visibility as Video['vip_visibility'],
      status: r.status as Status,
      scheduled: isVideoScheduled(r, now),
      author: (r.author_id !== null && authors.get(r.author_id)) || null,
      episodes: own.map((e) => toEpisode(ctx, e)),
      related_article_ids: r.related_article_ids,
      related_report_ids: r.related_report_ids,
      related_research_ids: r.related_report_ids,
      related_articles: pick(r.related_article_ids, refs.articles),
      related_reports: pick(r.related_report_ids, refs.reports),
      counter: { viewed: r.page_views, liked: 0, collected: 0, commented: 0 },
      tag_relations: (tagging.get(r.id)?.relations ?? []) as Video['tag_relations'],
      free_expired_at: r.free_expired_at,
      schedule: { open: r.schedule_open, time: r.schedule_time },
      created_at: r.created_at,
      updated_at: r.updated_at,
      version: r.version,
    };
  });
}

const presentVideo = async (ctx: AppContext, row: VideoRow) =>
  (await presentVideos(ctx, [row]))[0]!;

export async function getVideo(ctx: AppContext, id: number): Promise<Video> {
  const [row] = await ctx.db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row) throw ApiError.notFound(VIDEO_NOT_FOUND);
  return presentVideo(ctx, row);
}

// ── List ──────────────────────────────────────────────────────────────────────

/** The anchor carries the last row's position and a digest of the filters it belongs to. */
const filterDigest = (q: VideoListQuery) =>
  createHash('sha1')
    .update(JSON.stringify([q?.q?.trim() ?? '', q?.status ?? '', q?.hide_deleted === true]))
    .digest('base64url')
    .slice(0, 8);

const encodeAnchor = (row: { display_time: number; id: number }, digest: string) =>
  Buffer.from(JSON.stringify({ t: row.display_time, id: row.id, f: digest })).toString('base64url');

function decodeAnchor(anchor: string, digest: string): { t: number; id: number } {
  try {
    const v = JSON.parse(Buffer.from(anchor, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (
      typeof v.t === 'number' &&
      Number.isSafeInteger(v.t) &&
      typeof v.id === 'number' &&
      Number.isSafeInteger(v.id) &&
      v.f === digest
    ) {
      return { t: v.t, id: v.id };
    }
  } catch {
    // falls through to the validation error
  }
  throw ApiError.field('anchor', 'format', 'anchor: not an anchor returned by this list');
}

/** One page of videos, newest display time first (ties by id), anchor paging. */
export async function listVideos(
  ctx: AppContext,
  q: VideoListQuery,
): Promise<DataOf<MainOperations['listVideos']>> {
  const size = q?.size ?? 10;
  const digest = filterDigest(q);
  const conds: SQL[] = [];
  if (q?.status) conds.push(eq(videos.status, q.status));
  else if (q?.hide_deleted) conds.push(ne(videos.status, 'deleted'));
  if (q?.q?.trim()) {
    const kw = likeOf(q.q);
    conds.push(or(sql`${videos.title} ilike ${kw}`, sql`${videos.description} ilike ${kw}`)!);
  }
  if (q?.anchor) {
    const after = decodeAnchor(q.anchor, digest);
    conds.push(
      or(
        lt(videos.display_time, after.t),
        and(eq(videos.display_time, after.t), lt(videos.id, after.id)),
      )!,
    );
  }
  const rows = await ctx.db
    .select()
    .from(videos)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(videos.display_time), desc(videos.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const ids = page.map((r) => r.id);
  // Episode count, total length and the screenshot of every video of the page: one query.
  const [stats, authors] = await Promise.all([
    ids.length
      ? ctx.db
          .select({
            video_id: episodes.video_id,
            n: sql<number>`count(*)::int`,
            duration: sql<number | null>`sum(${episodes.duration})::float8`,
            screenshot: sql<
              string | null
            >`(array_agg(${episodes.thumbnails}[1] order by ${episodes.position}, ${episodes.id}) filter (where cardinality(${episodes.thumbnails}) > 0))[1]`,
          })
          .from(episodes)
          .where(inArray(episodes.video_id, ids))
          .groupBy(episodes.video_id)
      : [],
    loadAuthors(
      ctx,
      page.map((r) => r.author_id),
    ),
  ]);
  const byVideo = new Map(stats.map((s) => [s.video_id, s]));
  const now = ctx.now();
  const items: VideoSummary[] = page.map((r) => {
    const s = byVideo.get(r.id);
    return {
      id: r.id,
      title: r.title,
      cover_url: coverOf(ctx, r.cover_uri, s?.screenshot ?? null),
      status: r.status as Status,
      scheduled: isVideoScheduled(r, now),
      vip_visibility: r.vip_visibility as Video['vip_visibility'],
      display_time: r.display_time,
      planned_published_at: r.schedule_open ? r.schedule_time : null,
      author: (r.author_id !== null && authors.get(r.author_id)) || null,
      episode_count: s?.n ?? 0,
      duration: s?.duration ?? null,
      counter: { viewed: r.page_views, liked: 0, collected: 0, commented: 0 },
      created_at: r.created_at,
      updated_at: r.updated_at,
      version: r.version,
    };
  });
  const last = page[page.length - 1];
  const hasMore = rows.length > size;
  return {
    items,
    next_anchor: hasMore && last ? encodeAnchor(last, digest) : '',
    has_more: hasMore,
  };
}

// ── Save ──────────────────────────────────────────────────────────────────────

/**
 * The status a save gives (content §4): `draft` forces draft; `post` applies the editor's status
 * (default published), except that publishing a video not yet published with an open schedule in
 * the future keeps it a draft, scheduled.
 */
export function videoSaveStatus(input: {
  action: VideoSave['action'];
  status: Status | undefined;
  previousStatus: Status | null;
  schedule: { open: boolean; time: number | null };
  now: number;
}): Status {
  if (input.action === 'draft') return 'draft';
  const wanted = input.status ?? 'published';
  const futurePlan =
    input.schedule.open && input.schedule.time !== null && input.schedule.time > input.now;
  if (wanted === 'published' && input.previousStatus !== 'published' && futurePlan) return 'draft';
  return wanted;
}

interface EpisodePlan {
  id: number | undefined;
  values: Omit<typeof episodes.$inferInsert, 'video_id' | 'id'>;
}

/** Checks a save payload against the rules the schema cannot express; nothing is written yet. */
async function validateVideoSave(
  ctx: AppContext,
  input: VideoSave,
  current: VideoRow | null,
): Promise<{ reportIds: number[] | undefined; schedule: { open: boolean; time: number | null } }> {
  const errors: FieldError[] = [];
  if (
    input.related_report_ids &&
    input.related_research_ids &&
    [...new Set(input.related_report_ids)].sort().join() !==
      [...new Set(input.related_research_ids)].sort().join()
  ) {
    errors.push({
      field: 'related_research_ids',
      rule: 'alias_conflict',
      message: 'related_research_ids: must hold the same ids as related_report_ids',
    });
  }
  const schedule = {
    open: input.schedule?.open ?? current?.schedule_open ?? false,
    time:
      input.schedule === undefined
        ? (current?.schedule_time ?? null)
        : (input.schedule.time ?? null),
  };
  if (schedule.open && schedule.time === null) {
    errors.push({
      field: 'schedule.time',
      rule: 'required',
      message: 'schedule.time: This is a required field when the schedule is on',
    });
  }
  if (input.action === 'post') {
    if (
      schedule.open &&
      schedule.time !== null &&
      schedule.time <= ctx.now() &&
      current?.status !== 'published'
    ) {
      errors.push({
        field: 'schedule.time',
        rule: 'future',
        message: 'schedule.time: A scheduled release must be after now',
      });
    }
    input.episodes.forEach((e, i) => {
      if (e.upload_status !== 2) {
        errors.push({
          field: `episodes[${i}].upload_status`,
          rule: 'uploaded',
          message: VIDEO_NOT_UPLOADED,
        });
      }
    });
  }
  const seen = new Set<string>();
  (input.tag_relations ?? []).forEach((r, i) => {
    const k = `${r.id ?? 0}:${r.group}`;
    if (seen.has(k)) {
      errors.push({
        field: `tag_relations[${i}]`,
        rule: 'uniqueItems',
        message: `tag_relations[${i}]: the tag ${r.id ?? 0} is already related in group ${r.group}`,
      });
    }
    seen.add(k);
  });
  if (current) {
    const own = await ctx.db
      .select({ id: episodes.id })
      .from(episodes)
      .where(eq(episodes.video_id, current.id));
    const ownIds = new Set(own.map((e) => e.id));
    input.episodes.forEach((e, i) => {
      if (e.id !== undefined && !ownIds.has(e.id)) {
        errors.push({
          field: `episodes[${i}].id`,
          rule: 'exists',
          message: `episodes[${i}].id: the video has no episode ${e.id}`,
        });
      }
    });
  } else {
    input.episodes.forEach((e, i) => {
      if (e.id !== undefined) {
        errors.push({
          field: `episodes[${i}].id`,
          rule: 'exists',
          message: `episodes[${i}].id: a new video has no episodes yet`,
        });
      }
    });
  }
  if (errors.length) throw ApiError.validation(errors);

  const reportIds = input.related_report_ids ?? input.related_research_ids;
  await checkReferences(ctx, {
    users: { ids: input.author_id !== undefined ? [input.author_id] : [] },
    tags: { ids: (input.tag_relations ?? []).map((r) => r.id ?? 0) },
    files: [
      { field: 'cover_uri', keys: input.cover_uri ? [input.cover_uri] : [] },
      ...input.episodes.map((e, i) => ({
        field: `episodes[${i}].key`,
        // An episode said to be uploaded must really be in the store.
        keys: e.upload_status === 2 ? [e.key] : [],
      })),
      ...input.episodes.map((e, i) => ({
        field: `episodes[${i}].thumbnails`,
        keys: e.thumbnails ?? [],
      })),
    ],
  });
  await checkRelated(ctx, input.related_article_ids ?? [], reportIds ?? []);
  return { reportIds, schedule };
}

/** Episode rows to write: durations and sizes not sent are taken from the stored file. */
async function planEpisodes(ctx: AppContext, input: VideoSave): Promise<EpisodePlan[]> {
  const needInfo = input.episodes
    .filter((e) => e.duration == null || e.size == null)
    .map((e) => e.key);
  const info = await fileInfoOf(ctx, needInfo);
  return input.episodes.map((e, position) => {
    const file = info.get(e.key);
    const thumbnails = e.thumbnails ?? [];
    return {
      id: e.id,
      values: {
        position,
        name: e.name,
        key: e.key,
        type: 'video/mp4',
        url: e.key,
        preview_url: e.preview_url ?? null,
        preview_duration: e.preview_duration ?? null,
        size: e.size ?? file?.size ?? null,
        duration: e.duration ?? file?.duration ?? null,
        display_time: e.display_time ?? null,
        thumbnails,
        preview_ok: !!e.preview_url,
        thumbnail_ok: thumbnails.length > 0,
        upload_status: e.upload_status,
      },
    };
  });
}

/** Replaces the episodes of a video: kept ids are updated, new ones inserted, the rest removed. */
async function writeEpisodes(tx: Db, videoId: number, plan: EpisodePlan[]) {
  const keep = plan.map((p) => p.id).filter((id): id is number => id !== undefined);
  await tx
    .delete(episodes)
    .where(
      keep.length
        ? and(eq(episodes.video_id, videoId), notInArray(episodes.id, keep))
        : eq(episodes.video_id, videoId),
    );
  for (const p of plan.filter((x) => x.id !== undefined)) {
    await tx
      .update(episodes)
      .set(p.values)
      .where(and(eq(episodes.id, p.id!), eq(episodes.video_id, videoId)));
  }
  const added = plan.filter((p) => p.id === undefined);
  if (added.length) {
    await tx.insert(episodes).values(added.map((p) => ({ ...p.values, video_id: videoId })));
  }
}

const invalidateVideos = (ctx: AppContext) => {
  ctx.counts.invalidate('videos');
  ctx.counts.invalidate('episodes');
  ctx.counts.invalidate('tag_relations');
};

/**
 * The video editor's save (`POST /v1/admin/video/?type=v2`): creates without `id`, else updates at
 * `version` (409 with the current video when stale). Omitted fields keep their value on update.
 */
export async function saveVideo(
  ctx: AppContext,
  user: AuthUser,
  input: VideoSave,
): Promise<{ created: boolean; video: Video }> {
  const now = ctx.now();
  let current: VideoRow | null = null;
  if (input.id !== undefined) {
    const [row] = await ctx.db.select().from(videos).where(eq(videos.id, input.id)).limit(1);
    if (!row) throw ApiError.notFound(VIDEO_NOT_FOUND);
    if (row.version !== input.version) {
      throw ApiError.conflict(row.version, await presentVideo(ctx, row));
    }
    current = row;
  }
  const { reportIds, schedule } = await validateVideoSave(ctx, input, current);
  const plan = await planEpisodes(ctx, input);
  const status = videoSaveStatus({
    action: input.action,
    status: input.status,
    previousStatus: (current?.status as Status | undefined) ?? null,
    schedule,
    now,
  });
  const becomesPublished = status === 'published' && current?.status !== 'published';
  const publishedAt = becomesPublished ? now : (current?.published_at ?? null);
  const scheduledNow =
    status === 'draft' &&
    isVideoScheduled({ status, schedule_open: schedule.open, schedule_time: schedule.time }, now);
  // Display time: the one sent; else the first publication (the planned one while scheduled),
  // the creation time while never published.
  const defaultDisplay =
    publishedAt ?? (scheduledNow ? schedule.time! : (current?.created_at ?? now));
  let displayTime: number;
  if (input.display_time !== undefined && input.display_time !== null)
    displayTime = input.display_time;
  else if (input.display_time === null || !current) displayTime = defaultDisplay;
  else if (current.published_at === null && current.display_time === defaultDisplayOf(current)) {
    // The current display time is a default, not a choice: it follows the publication.
    displayTime = defaultDisplay;
  } else displayTime = current.display_time;

  const columns = {
    title: input.title,
    ...(input.cover_uri !== undefined && { cover_uri: input.cover_uri }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.vip_visibility !== undefined && { vip_visibility: input.vip_visibility }),
    ...(input.author_id !== undefined && { author_id: input.author_id }),
    ...(input.related_article_ids !== undefined && {
      related_article_ids: [...new Set(input.related_article_ids)],
    }),
    ...(reportIds !== undefined && { related_report_ids: [...new Set(reportIds)] }),
    ...(input.free_expired_at !== undefined && { free_expired_at: input.free_expired_at }),
    display_time: displayTime,
    planned_published_at: schedule.open ? schedule.time : null,
    published_at: publishedAt,
    schedule_open: schedule.open,
    schedule_time: schedule.time,
    status,
    updated_at: now,
  };

  const id = await ctx.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      let videoId: number;
      if (current) {
        await updateVersioned(db, videos, current.id, input.version!, columns, {
          notFound: VIDEO_NOT_FOUND,
          present: () => null,
        });
        videoId = current.id;
      } else {
        const [row] = await db
          .insert(videos)
          .values({
            vip_visibility: 0,
            free_expired_at: DEFAULT_FREE_EXPIRED_AT,
            author_id: user.id,
            ...columns,
            created_at: now,
            version: 1,
          })
          .returning({ id: videos.id });
        videoId = row!.id;
      }
      await writeEpisodes(db, videoId, plan);
      if (input.tag_relations) {
        await writeTagging(db, ContentKind.VIDEO, videoId, { relations: input.tag_relations });
      }
      return videoId;
    })
    .catch(async (err: unknown) => {
      // Another save won between the read and the write: answer the video as it is now.
      if (err instanceof ApiError && err.code === 40009 && current) {
        const [latest] = await ctx.db.select().from(videos).where(eq(videos.id, current.id));
        if (latest) throw ApiError.conflict(latest.version, await presentVideo(ctx, latest));
      }
      throw err;
    });
  invalidateVideos(ctx);
  return { created: !current, video: await getVideo(ctx, id) };
}

/** The display time a never-published video gets by default (see saveVideo). */
function defaultDisplayOf(row: VideoRow): number {
  return isVideoScheduled(row, row.updated_at) && row.schedule_time !== null
    ? row.schedule_time
    : row.created_at;
}

/**
 * Direct status change (`POST /v1/admin/video/status?type=v2`). Becoming published sets
 * `published_at` to now and needs every episode uploaded (422 otherwise).
 */
export async function setVideoStatus(
  ctx: AppContext,
  id: number,
  status: Status,
  version: number,
): Promise<Video> {
  const [current] = await ctx.db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!current) throw ApiError.notFound(VIDEO_NOT_FOUND);
  if (current.version !== version) {
    throw ApiError.conflict(current.version, await presentVideo(ctx, current));
  }
  const now = ctx.now();
  const becomesPublished = status === 'published' && current.status !== 'published';
  if (becomesPublished) {
    const [counts] = await ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${episodes.upload_status} <> 2))::int`,
      })
      .from(episodes)
      .where(eq(episodes.video_id, id));
    if (!counts || counts.total === 0 || counts.pending > 0)
      throw ApiError.rule(VIDEO_NOT_UPLOADED);
  }
  const row = await updateVersioned(
    ctx.db,
    videos,
    id,
    version,
    {
      status,
      published_at: becomesPublished ? now : current.published_at,
      ...(becomesPublished &&
        current.published_at === null &&
        current.display_time === defaultDisplayOf(current) && { display_time: now }),
      updated_at: now,
    },
    { notFound: VIDEO_NOT_FOUND, present: (r: VideoRow) => presentVideo(ctx, r) },
  );
  invalidateVideos(ctx);
  return presentVideo(ctx, row);
}

// ── Scheduler ─────────────────────────────────────────────────────────────────

/**
 * Publishes the videos whose schedule has come: drafts with the schedule on and a time that was
 * still in the future when they were last written (so a draft saved with a past time is not
 * published behind the editor's back). They become published at their planned time, version + 1.
 */
export async function publishDueVideos(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .update(videos)
    .set({
      status: 'published',
      published_at: sql`${videos.schedule_time}`,
      updated_at: now,
      version: sql`${videos.version} + 1`,
    })
    .where(
      and(
        eq(videos.status, 'draft'),
        eq(videos.schedule_open, true),
        lte(videos.schedule_time, now),
        gt(videos.schedule_time, videos.updated_at),
        // Only videos whose every episode is uploaded (and that have one).
        sql`exists (select 1 from ${episodes} where ${episodes.video_id} = ${videos.id})`,
        sql`not exists (select 1 from ${episodes} where ${episodes.video_id} = ${videos.id} and ${ne(episodes.upload_status, 2)})`,
      ),
    )
    .returning({ id: videos.id });
  if (rows.length) invalidateVideos(ctx);
  return rows.length;
}

export const publishScheduledVideos: ScheduledJob = {
  name: 'publish-scheduled-videos',
  run: publishDueVideos,
};
