import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { articles, pushNotifications, reports, roadshows, users, videos } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, AuthUser, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { loadAuthors } from './content';
import type { ScheduledJob } from './scheduler';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type Push = Schemas['PushNotification'];
type Row = typeof pushNotifications.$inferSelect;
type ListQuery = NonNullable<MainOperations['listPushes']['parameters']['query']>;

const SKEW_MS = 60_000;
const MISSED_MS = 10 * 60_000;

async function present(ctx: AppContext, rows: Row[]): Promise<Push[]> {
  const authors = await loadAuthors(
    ctx,
    rows.map((r) => r.created_by),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    platform: r.platform as Push['platform'],
    start_time: r.start_time,
    extra: r.extra as Push['extra'],
    status: r.status as Push['status'],
    error: r.error,
    sent_count: r.sent_count,
    open_count: r.open_count,
    dismiss_count: r.dismiss_count,
    cancelled_at: r.cancelled_at,
    created_by: (r.created_by !== null && authors.get(r.created_by)) || null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    version: r.version,
  }));
}

const one = async (ctx: AppContext, row: Row) => (await present(ctx, [row]))[0]!;

async function load(ctx: AppContext, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(pushNotifications)
    .where(eq(pushNotifications.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound('Push not found');
  return row;
}

export async function listPushes(ctx: AppContext, q: ListQuery) {
  const page = q.page ?? 1;
  const size = q.size ?? 10;
  const conds: SQL[] = [];
  if (q.platform) conds.push(eq(pushNotifications.platform, q.platform));
  if (q.status) conds.push(eq(pushNotifications.status, q.status));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(
      sql`(${pushNotifications.title} ilike ${like} or ${pushNotifications.body} ilike ${like})`,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const key = JSON.stringify({ p: q.platform, s: q.status, k: q.keyword });
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(pushNotifications)
      .where(where)
      .orderBy(desc(pushNotifications.created_at), desc(pushNotifications.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.counts.get('push_notifications', key, async () => {
      const [count] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pushNotifications)
        .where(where);
      return count?.n ?? 0;
    }),
  ]);
  return { items: await present(ctx, rows), total, page, size };
}

/** Publish state and time of the content a push links to (null when it does not exist). */
async function contentState(
  ctx: AppContext,
  kind: number,
  id: number,
): Promise<{ published: boolean; publishedAt: number } | null> {
  const table = { 1: articles, 3: videos, 9: reports } as const;
  if (kind === 13) {
    const [r] = await ctx.db
      .select({ status: roadshows.status, time: roadshows.created_at })
      .from(roadshows)
      .where(eq(roadshows.id, id))
      .limit(1);
    return r ? { published: r.status === 'published', publishedAt: r.time } : null;
  }
  const t = table[kind as 1 | 3 | 9];
  if (!t) return null;
  const [r] = await ctx.db
    .select({ status: t.status, time: t.display_time })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return r ? { published: r.status === 'published', publishedAt: r.time } : null;
}

/** A broadcast push (operations §4): the spec's refusals, in the contract's order. */
export async function broadcastPush(
  ctx: AppContext,
  actor: AuthUser,
  input: Schemas['PushBroadcast'],
) {
  const now = ctx.now();
  const start = input.start_time ?? now;
  if (start < now - SKEW_MS) {
    throw ApiError.field(
      'start_time',
      'future',
      'The notification time cannot be earlier than now',
    );
  }
  const { content_kind: kind, content_id: contentId } = input.extra;
  if (kind !== undefined && contentId !== undefined) {
    const state = await contentState(ctx, kind, contentId);
    if (!state) throw ApiError.notFound('Content not found');
    if (!state.published) throw ApiError.rule('Please publish this article first.');
    if (start < state.publishedAt) {
      throw ApiError.rule(
        "The notification time cannot be earlier than the content's publish time",
      );
    }
  }
  const [row] = await ctx.db
    .insert(pushNotifications)
    .values({
      title: input.title,
      body: input.body,
      platform: input.platform ?? 'all',
      start_time: start,
      extra: { url: input.extra.url, content_kind: kind ?? null, content_id: contentId ?? null },
      status: 'scheduled',
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    })
    .returning();
  ctx.counts.invalidate('push_notifications');
  return one(ctx, row!);
}

/**
 * The states a push can be cancelled in: waiting, handed over and still being delivered (delivery
 * stops), or sent (the provider recalls it from the devices that have not opened it; designed here
 * after the spec's "Cancel and status calls exist for a sent or scheduled push"). Counters stay.
 */
const CANCELLABLE = ['scheduled', 'sending', 'sent'] as const;

export async function cancelPush(ctx: AppContext, id: number, version: number) {
  const current = await load(ctx, id);
  if (!(CANCELLABLE as readonly string[]).includes(current.status))
    throw ApiError.rule('This notification can no longer be cancelled');
  const row = await updateVersioned(
    ctx.db,
    pushNotifications,
    id,
    version,
    { status: 'cancelled', cancelled_at: ctx.now(), updated_at: ctx.now() },
    {
      notFound: 'Push not found',
      present: (r) => one(ctx, r),
      where: inArray(pushNotifications.status, [...CANCELLABLE]),
    },
  );
  ctx.counts.invalidate('push_notifications');
  return one(ctx, row);
}

export async function getPushDetail(ctx: AppContext, id: number) {
  return one(ctx, await load(ctx, id));
}

/**
 * The emulated push provider: a push handed over (`sending`) is delivered to the staff-visible
 * audience on the next check; counters come from the number of accounts (a real provider plugs in
 * here).
 */
async function deliver(ctx: AppContext, row: Row): Promise<Row> {
  if (row.status !== 'sending') return row;
  const [audience] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const sent = audience?.n ?? 0;
  const [updated] = await ctx.db
    .update(pushNotifications)
    .set({
      status: 'sent',
      sent_count: sent,
      open_count: Math.floor(sent * 0.18),
      dismiss_count: Math.floor(sent * 0.07),
    })
    .where(and(eq(pushNotifications.id, row.id), eq(pushNotifications.status, 'sending')))
    .returning();
  if (updated) ctx.counts.invalidate('push_notifications');
  return updated ?? row;
}

export async function getPushStatus(ctx: AppContext, id: number) {
  const row = await deliver(ctx, await load(ctx, id));
  return {
    id: row.id,
    status: row.status as Push['status'],
    error: row.error,
    sent_count: row.sent_count,
    open_count: row.open_count,
    dismiss_count: row.dismiss_count,
    checked_at: ctx.now(),
  };
}

/** Due pushes are handed to the provider, or become invalid (content unpublished, time missed). */
export async function sendDuePushes(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select()
    .from(pushNotifications)
    .where(and(eq(pushNotifications.status, 'scheduled'), lte(pushNotifications.start_time, now)))
    .limit(100);
  let changed = 0;
  for (const p of due) {
    const extra = p.extra as Push['extra'];
    let status: 'sending' | 'invalid' = 'sending';
    let error: string | null = null;
    if (now - p.start_time > MISSED_MS) {
      status = 'invalid';
      error = 'The sending time was missed by more than 10 minutes';
    } else if (extra.content_kind !== null && extra.content_id !== null) {
      const state = await contentState(ctx, extra.content_kind, extra.content_id);
      if (!state?.published) {
        status = 'invalid';
        error = 'The content is no longer published';
      }
    }
    const rows = await ctx.db
      .update(pushNotifications)
      .set({ status, error })
      .where(and(eq(pushNotifications.id, p.id), eq(pushNotifications.status, 'scheduled')))
      .returning({ id: pushNotifications.id });
    changed += rows.length;
  }
  if (changed) ctx.counts.invalidate('push_notifications');
  return changed;
}

export const sendScheduledPushes: ScheduledJob = {
  name: 'send-scheduled-pushes',
  run: sendDuePushes,
};
