import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  articles,
  episodes,
  reports,
  roadshowUserGroupMembers,
  roadshowUserGroups,
  roadshows,
  users,
  videos,
} from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import { fileUrl, loadAuthors, sanitizeBody } from './content';
import {
  checkTagging,
  loadTagging,
  taggedWritten,
  updateTagged,
  writeTagging,
  type Entity,
  type Presenter,
} from './content-graph';
import { ContentKind, type RelationInput } from './relations';
import { endTimeOf } from './roadshows';
import { updateVersioned } from './versioned';

/**
 * Roadshows as GraphQL writes them (with the emulated online-meeting service) and the roadshow
 * user groups that receive meeting passwords.
 */

type Db = AppContext['db'];
type GroupRow = typeof roadshowUserGroups.$inferSelect;

export const GROUP_NOT_FOUND = 'User group not exist';

// ── Roadshows ─────────────────────────────────────────────────────────────────

interface WhitelistEntry {
  key: string;
  kind: string;
  name: string;
}
export interface MeetingInput {
  password?: string | null;
  wl_include?: WhitelistEntry[] | null;
  wl_exclude?: WhitelistEntry[] | null;
}
interface Meeting {
  meeting_id: string | null;
  meeting_code: string | null;
  join_url: string | null;
  password: string | null;
  wl_include: WhitelistEntry[];
  wl_exclude: WhitelistEntry[];
}

export interface RoadshowInput {
  title?: string | null;
  body?: string | null;
  start_time?: number | null;
  end_time?: number | null;
  roadshow_date?: number | null;
  summary?: string | null;
  people?: string | null;
  poster?: string | null;
  live_method?: string | null;
  live_status?: number | null;
  status?: string | null;
  video_id?: number | null;
  message?: string | null;
  vip_visibility?: number | null;
  tag_ids?: number[] | null;
  tag_relations?: RelationInput[] | null;
  is_home?: boolean | null;
  channel?: string | null;
  auto_create_meeting?: boolean | null;
  tencent_meeting?: MeetingInput | null;
  password_user_group_id?: number | null;
  related_article_ids?: number[] | null;
  related_report_ids?: number[] | null;
}

export const presentRoadshows: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(roadshows).where(inArray(roadshows.id, ids));
  const groupIds = [
    ...new Set(rows.map((r) => r.password_user_group_id).filter((g): g is number => g !== null)),
  ];
  const [tagging, authors, groups] = await Promise.all([
    loadTagging(ctx, ContentKind.ROADSHOW, ids),
    loadAuthors(
      ctx,
      rows.map((r) => r.author_id),
    ),
    loadGroups(ctx, groupIds),
  ]);
  return new Map(
    rows.map((r) => {
      const t = tagging.get(r.id) ?? { tags: [], relations: [] };
      const author = r.author_id === null ? null : (authors.get(r.author_id) ?? null);
      const entity: Entity = {
        __typename: 'Roadshow',
        ...r,
        poster: fileUrl(ctx, r.poster),
        // Saved without an end, a roadshow stores end = start; it has no end on the wire (as REST).
        end_time: endTimeOf(r),
        tags: t.tags,
        tag_relations: t.relations,
        tencent_meeting:
          r.channel === 'TENCENT_MEETING' ? (r.tencent_meeting ?? emptyMeeting()) : null,
        password_user_group:
          r.password_user_group_id === null ? null : (groups.get(r.password_user_group_id) ?? null),
      };
      return [
        r.id,
        {
          entity,
          content: {
            raw_id: r.id,
            kind: ContentKind.ROADSHOW,
            status: r.status,
            author,
            title: r.title,
            description: r.summary,
            tags: t.tags,
            datetime: r.start_time,
            vip_visibility: r.vip_visibility,
            cover_url: fileUrl(ctx, r.poster),
            readable: r.vip_visibility === 0,
            counter: { viewed: 0, liked: 0, collected: 0, commented: 0 },
            tag_relations: t.relations,
            detail: entity,
          },
        },
      ];
    }),
  );
};

const emptyMeeting = (): Meeting => ({
  meeting_id: null,
  meeting_code: null,
  join_url: null,
  password: null,
  wl_include: [],
  wl_exclude: [],
});

/**
 * The emulated meeting service: books a meeting for the roadshow's time. It refuses a meeting that
 * would start in the past, and the roadshow is then not saved (`Create roadshow failed`).
 */
function bookMeeting(
  ctx: AppContext,
  startTime: number,
  settings: MeetingInput | null | undefined,
) {
  if (startTime < ctx.now()) throw ApiError.rule('Create roadshow failed');
  const code = String(randomInt(100_000_000, 999_999_999));
  return {
    meeting_id: `tm-${code}`,
    meeting_code: code,
    join_url: `https://meeting.tencent.com/dm/${code}`,
    password: settings?.password ?? null,
    wl_include: settings?.wl_include ?? [],
    wl_exclude: settings?.wl_exclude ?? [],
  } satisfies Meeting;
}

async function checkRoadshowRefs(ctx: AppContext, input: RoadshowInput) {
  if (input.video_id !== undefined && input.video_id !== null) {
    const [video] = await ctx.db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.id, input.video_id));
    const pending = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(episodes)
      .where(and(eq(episodes.video_id, input.video_id), ne(episodes.upload_status, 2)));
    const total = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(episodes)
      .where(eq(episodes.video_id, input.video_id));
    if (!video || (pending[0]?.n ?? 0) > 0 || (total[0]?.n ?? 0) === 0) {
      throw ApiError.field('video_id', 'uploaded', 'Roadshow video not uploaded');
    }
  }
  if (input.password_user_group_id !== undefined && input.password_user_group_id !== null) {
    const found = await ctx.db
      .select({ id: roadshowUserGroups.id })
      .from(roadshowUserGroups)
      .where(eq(roadshowUserGroups.id, input.password_user_group_id));
    if (!found.length) {
      throw new ApiError(ErrorCode.NOT_FOUND, GROUP_NOT_FOUND, { field: 'password_user_group_id' });
    }
  }
  const articleIds = [...new Set(input.related_article_ids ?? [])];
  if (articleIds.length) {
    const found = await ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(inArray(articles.id, articleIds));
    if (found.length !== articleIds.length) {
      throw new ApiError(ErrorCode.NOT_FOUND, 'Article not found', {
        field: 'related_article_ids',
      });
    }
  }
  const reportIds = [...new Set(input.related_report_ids ?? [])];
  if (reportIds.length) {
    const found = await ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(inArray(reports.id, reportIds));
    if (found.length !== reportIds.length) {
      throw new ApiError(ErrorCode.NOT_FOUND, 'Report not found', { field: 'related_report_ids' });
    }
  }
  await checkTagging(ctx, { tagIds: input.tag_ids, relations: input.tag_relations });
}

function roadshowColumns(input: RoadshowInput, create: boolean) {
  const out: Partial<typeof roadshows.$inferInsert> = {};
  if (create || input.title !== undefined) {
    const title = (input.title ?? '').trim();
    if (!title) throw ApiError.field('title', 'required', 'Title cannot be empty');
    if (title.length > 100) {
      throw ApiError.field('title', 'maxLength', 'Title must be at most 100 characters');
    }
    out.title = title;
  }
  if (create || input.body !== undefined) {
    const body = sanitizeBody(input.body ?? '');
    if (!body.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(body)) {
      throw ApiError.field('body', 'required', 'Content cannot be empty');
    }
    out.body = body;
  }
  if (create || input.start_time !== undefined) {
    if (input.start_time === null || input.start_time === undefined) {
      throw ApiError.field('start_time', 'required', 'Time cannot be empty');
    }
    out.start_time = input.start_time;
  }
  for (const k of [
    'live_status',
    'status',
    'vip_visibility',
    'is_home',
    'channel',
    'auto_create_meeting',
  ] as const) {
    if (input[k] === null) throw ApiError.field(k, 'required', `${k} cannot be empty`);
  }
  if (input.end_time !== undefined) out.end_time = input.end_time ?? undefined;
  for (const k of ['summary', 'people', 'poster', 'live_method', 'message'] as const) {
    if (input[k] !== undefined) out[k] = input[k]?.trim() || null;
  }
  if (input.roadshow_date !== undefined) out.roadshow_date = input.roadshow_date;
  if (input.live_status) out.live_status = input.live_status;
  if (input.status) out.status = input.status;
  if (input.video_id !== undefined) out.video_id = input.video_id;
  if (input.vip_visibility !== undefined && input.vip_visibility !== null) {
    out.vip_visibility = input.vip_visibility;
  }
  if (input.is_home !== undefined && input.is_home !== null) out.is_home = input.is_home;
  if (input.channel) out.channel = input.channel;
  if (input.auto_create_meeting !== undefined && input.auto_create_meeting !== null) {
    out.auto_create_meeting = input.auto_create_meeting;
  }
  if (input.password_user_group_id !== undefined) {
    out.password_user_group_id = input.password_user_group_id;
  }
  if (input.related_article_ids) out.related_article_ids = [...new Set(input.related_article_ids)];
  if (input.related_report_ids) out.related_report_ids = [...new Set(input.related_report_ids)];
  return out;
}

function checkTimes(start: number, end: number | null | undefined) {
  if (end !== null && end !== undefined && end < start) {
    throw ApiError.field('end_time', 'range', 'The end time must not be before the start time');
  }
}

export async function createRoadshow(
  ctx: AppContext,
  authorId: number,
  input: RoadshowInput,
): Promise<number> {
  const set = roadshowColumns(input, true);
  checkTimes(set.start_time!, set.end_time);
  await checkRoadshowRefs(ctx, input);
  const channel = set.channel ?? 'NONE';
  let meeting: Meeting | null = null;
  if (channel === 'TENCENT_MEETING') {
    meeting = set.auto_create_meeting
      ? bookMeeting(ctx, set.start_time!, input.tencent_meeting)
      : {
          ...emptyMeeting(),
          password: input.tencent_meeting?.password ?? null,
          wl_include: input.tencent_meeting?.wl_include ?? [],
          wl_exclude: input.tencent_meeting?.wl_exclude ?? [],
        };
  }
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roadshows)
      .values({
        ...set,
        title: set.title!,
        start_time: set.start_time!,
        end_time: set.end_time ?? set.start_time!,
        channel,
        tencent_meeting: meeting,
        author_id: authorId,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: roadshows.id });
    await writeTagging(tx as unknown as Db, ContentKind.ROADSHOW, row!.id, {
      tagIds: input.tag_ids,
      relations: input.tag_relations,
    });
    return row!.id;
  });
  taggedWritten(ctx, roadshows);
  return id;
}

export async function updateRoadshow(
  ctx: AppContext,
  id: number,
  version: number,
  input: RoadshowInput,
) {
  const set = roadshowColumns(input, false);
  const [current] = await ctx.db.select().from(roadshows).where(eq(roadshows.id, id));
  if (!current) throw new ApiError(ErrorCode.NOT_FOUND, 'Roadshow not found', { field: 'id' });
  checkTimes(set.start_time ?? current.start_time, set.end_time ?? current.end_time);
  await checkRoadshowRefs(ctx, input);
  const channel = set.channel ?? current.channel;
  const existing = (current.tencent_meeting as Meeting | null) ?? null;
  if (channel !== 'TENCENT_MEETING') {
    if (set.channel) set.tencent_meeting = null;
  } else {
    const wantsMeeting = set.auto_create_meeting ?? current.auto_create_meeting;
    let meeting: Meeting = existing ?? emptyMeeting();
    if (wantsMeeting && !meeting.meeting_id) {
      meeting = bookMeeting(ctx, set.start_time ?? current.start_time, input.tencent_meeting);
    } else if (input.tencent_meeting !== undefined) {
      meeting = {
        ...meeting,
        password: input.tencent_meeting?.password ?? null,
        wl_include: input.tencent_meeting?.wl_include ?? [],
        wl_exclude: input.tencent_meeting?.wl_exclude ?? [],
      };
    }
    set.tencent_meeting = meeting;
  }
  if (input.end_time === null) set.end_time = set.start_time ?? current.start_time;
  await updateTagged(
    ctx,
    { table: roadshows, kind: ContentKind.ROADSHOW, id, version, notFound: 'Roadshow not found' },
    set,
    { tagIds: input.tag_ids, relations: input.tag_relations },
  );
}

// ── Roadshow user groups ──────────────────────────────────────────────────────

export interface GroupInput {
  name?: string | null;
  description?: string | null;
  user_ids?: number[] | null;
}

export type GroupOut = GroupRow & { member_count: number };

/** Groups by id with their member counts: two queries. */
export async function loadGroups(ctx: AppContext, ids: number[]): Promise<Map<number, GroupOut>> {
  if (ids.length === 0) return new Map();
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(roadshowUserGroups).where(inArray(roadshowUserGroups.id, ids)),
    ctx.db
      .select({ id: roadshowUserGroupMembers.group_id, n: sql<number>`count(*)::int` })
      .from(roadshowUserGroupMembers)
      .where(inArray(roadshowUserGroupMembers.group_id, ids))
      .groupBy(roadshowUserGroupMembers.group_id),
  ]);
  const countBy = new Map(counts.map((c) => [c.id, c.n]));
  return new Map(rows.map((r) => [r.id, { ...r, member_count: countBy.get(r.id) ?? 0 }]));
}

export async function queryGroupIds(ctx: AppContext, page: { start: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: roadshowUserGroups.id })
      .from(roadshowUserGroups)
      .orderBy(desc(roadshowUserGroups.created_at), desc(roadshowUserGroups.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(roadshowUserGroups),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** Member user ids of many groups (one page each, by user id) and their totals: two queries. */
export async function queryMemberIds(
  ctx: AppContext,
  groupIds: number[],
  page: { start: number; limit: number },
): Promise<Map<number, { ids: number[]; total: number }>> {
  const out = new Map(groupIds.map((id) => [id, { ids: [] as number[], total: 0 }]));
  if (groupIds.length === 0) return out;
  const m = roadshowUserGroupMembers;
  const ranked = ctx.db
    .select({
      group_id: m.group_id,
      user_id: m.user_id,
      rn: sql<number>`row_number() over (partition by ${m.group_id} order by ${m.user_id})`.as(
        'rn',
      ),
    })
    .from(m)
    .where(inArray(m.group_id, groupIds))
    .as('ranked');
  const [rows, counts] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as { group_id: number; user_id: number }[])
      : ctx.db
          .select({ group_id: ranked.group_id, user_id: ranked.user_id })
          .from(ranked)
          .where(
            and(sql`${ranked.rn} > ${page.start}`, sql`${ranked.rn} <= ${page.start + page.limit}`),
          )
          .orderBy(asc(ranked.group_id), asc(ranked.rn)),
    ctx.db
      .select({ group_id: m.group_id, n: sql<number>`count(*)::int` })
      .from(m)
      .where(inArray(m.group_id, groupIds))
      .groupBy(m.group_id),
  ]);
  for (const r of rows) out.get(r.group_id)?.ids.push(r.user_id);
  for (const c of counts) {
    const entry = out.get(c.group_id);
    if (entry) entry.total = c.n;
  }
  return out;
}

const duplicateName = () =>
  new ApiError(ErrorCode.DUPLICATE, 'User group already exists', { field: 'name' });

async function checkGroup(ctx: AppContext, input: GroupInput, create: boolean, exceptId?: number) {
  const out: Partial<typeof roadshowUserGroups.$inferInsert> = {};
  if (create || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) throw ApiError.field('name', 'required', 'Please input group name');
    if (name.length > 50) {
      throw ApiError.field('name', 'maxLength', 'Group name must be at most 50 characters');
    }
    const taken = await ctx.db
      .select({ id: roadshowUserGroups.id })
      .from(roadshowUserGroups)
      .where(
        and(
          sql`lower(${roadshowUserGroups.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(roadshowUserGroups.id, exceptId),
        ),
      )
      .limit(1);
    if (taken.length) throw duplicateName();
    out.name = name;
  }
  if (input.description !== undefined) out.description = input.description?.trim() || null;
  const wanted = [...new Set(input.user_ids ?? [])];
  if (wanted.length) {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, wanted));
    if (found.length !== wanted.length) {
      throw new ApiError(ErrorCode.NOT_FOUND, 'User not found', { field: 'user_ids' });
    }
  }
  return out;
}

async function writeMembers(db: Db, groupId: number, userIds: number[] | null | undefined) {
  if (!userIds) return;
  await db.delete(roadshowUserGroupMembers).where(eq(roadshowUserGroupMembers.group_id, groupId));
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 1000) {
    await db
      .insert(roadshowUserGroupMembers)
      .values(unique.slice(i, i + 1000).map((user_id) => ({ group_id: groupId, user_id })));
  }
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';

export async function createGroup(ctx: AppContext, input: GroupInput): Promise<number> {
  const set = await checkGroup(ctx, input, true);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roadshowUserGroups)
        .values({ ...set, name: set.name!, created_at: now, updated_at: now, version: 1 })
        .returning({ id: roadshowUserGroups.id });
      await writeMembers(tx as unknown as Db, row!.id, input.user_ids);
      return row!.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    throw e;
  }
}

async function presentGroupRow(ctx: AppContext, row: GroupRow) {
  return (await loadGroups(ctx, [row.id])).get(row.id) ?? { ...row, member_count: 0 };
}

export async function updateGroup(ctx: AppContext, id: number, version: number, input: GroupInput) {
  const set = await checkGroup(ctx, input, false, id);
  try {
    await ctx.db.transaction(async (tx) => {
      await updateVersioned(
        tx as unknown as Db,
        roadshowUserGroups,
        id,
        version,
        { ...set, updated_at: ctx.now() },
        // Inside the transaction only the transaction may query (PGlite has one connection).
        { notFound: GROUP_NOT_FOUND, present: (r: GroupRow) => r },
      );
      await writeMembers(tx as unknown as Db, id, input.user_ids);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateName();
    if (e instanceof ApiError && e.code === ErrorCode.VERSION_CONFLICT) {
      const { current_version, current } = e.data as { current_version: number; current: GroupRow };
      throw ApiError.conflict(current_version, await presentGroupRow(ctx, current));
    }
    throw e;
  }
}

/** Deletes a group at `version`; refused while a roadshow sends its password to the group. */
export async function deleteGroup(ctx: AppContext, id: number, version: number) {
  const [row] = await ctx.db.select().from(roadshowUserGroups).where(eq(roadshowUserGroups.id, id));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, GROUP_NOT_FOUND, { field: 'group_id' });
  if (row.version !== version) {
    throw ApiError.conflict(row.version, await presentGroupRow(ctx, row));
  }
  const used = await ctx.db
    .select({ id: roadshows.id })
    .from(roadshows)
    .where(eq(roadshows.password_user_group_id, id))
    .limit(1);
  if (used.length) throw new ApiError(ErrorCode.DELETION_NOT_ALLOWED, 'Not available for deletion');
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(roadshowUserGroups)
      .where(and(eq(roadshowUserGroups.id, id), eq(roadshowUserGroups.version, version)))
      .returning({ id: roadshowUserGroups.id });
    if (!gone.length) {
      const [now] = await tx.select().from(roadshowUserGroups).where(eq(roadshowUserGroups.id, id));
      if (!now) throw new ApiError(ErrorCode.NOT_FOUND, GROUP_NOT_FOUND, { field: 'group_id' });
      throw ApiError.conflict(now.version, now);
    }
    await tx.delete(roadshowUserGroupMembers).where(eq(roadshowUserGroupMembers.group_id, id));
  });
}
