import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { systemMessages, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, AuthUser, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { loadAuthors, sanitizeBody } from './content';
import type { ScheduledJob } from './scheduler';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type Message = Schemas['SystemMessage'];
type Row = typeof systemMessages.$inferSelect;
type ListQuery = NonNullable<MainOperations['listSystemMessages']['parameters']['query']>;

async function present(ctx: AppContext, rows: Row[]): Promise<Message[]> {
  const authors = await loadAuthors(
    ctx,
    rows.map((r) => r.author_id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    url: r.url,
    notification_type: r.notification_type as NonNullable<Message['notification_type']>,
    audience: r.audience as Message['audience'],
    send_at: r.send_at,
    sent_at: r.sent_at,
    status: r.status as Message['status'],
    author: (r.author_id !== null && authors.get(r.author_id)) || null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    version: r.version,
  }));
}

export async function getSystemMessage(ctx: AppContext, id: number): Promise<Message> {
  const [row] = await ctx.db
    .select()
    .from(systemMessages)
    .where(eq(systemMessages.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound('Message not found');
  return (await present(ctx, [row]))[0]!;
}

export async function listSystemMessages(ctx: AppContext, q: ListQuery) {
  const page = q.page ?? 1;
  const size = q.size ?? 10;
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(systemMessages.status, q.status));
  if (q.notification_type) conds.push(eq(systemMessages.notification_type, q.notification_type));
  if (q.delivered === true)
    conds.push(isNotNull(systemMessages.sent_at), ne(systemMessages.status, 'deleted'));
  if (q.delivered === false) conds.push(isNull(systemMessages.sent_at));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(
      sql`(${systemMessages.title} ilike ${like} or ${systemMessages.content} ilike ${like})`,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(systemMessages)
      .where(where)
      .orderBy(desc(systemMessages.created_at), desc(systemMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.counts.get(
      'system_messages',
      JSON.stringify({
        s: q.status,
        k: q.keyword,
        n: q.notification_type,
        d: q.delivered,
      }),
      async () => {
        const [count] = await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(systemMessages)
          .where(where);
        return count?.n ?? 0;
      },
    ),
  ]);
  return { items: await present(ctx, rows), total, page, size };
}

/**
 * Create (no id) or replace (id + version) a message. A published message whose send time is null
 * or past is delivered at once; a future one by the scheduler.
 */
export async function saveSystemMessage(
  ctx: AppContext,
  actor: AuthUser,
  input: Schemas['SystemMessageInput'],
): Promise<{ created: boolean; message: Message }> {
  const now = ctx.now();
  const previous = input.id !== undefined ? await getSystemMessage(ctx, input.id) : null;
  const delivered = previous?.sent_at !== null && previous?.sent_at !== undefined;
  if (input.send_at !== null && input.send_at !== undefined && input.send_at <= now && !delivered) {
    throw ApiError.field('send_at', 'future', 'send_at: the sending time must be in the future');
  }
  if (input.audience.type === 'users') {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, input.audience.user_ids));
    if (found.length !== new Set(input.audience.user_ids).size)
      throw ApiError.notFound('User not found');
  }
  const status = input.status ?? 'published';
  const sendAt = input.send_at ?? null;
  const deliverNow = status === 'published' && !delivered && (sendAt === null || sendAt <= now);
  const values = {
    title: input.title,
    content: sanitizeBody(input.content),
    url: input.url ?? null,
    notification_type: input.notification_type ?? 'system',
    audience: input.audience,
    send_at: sendAt,
    status,
    sent_at: delivered ? previous!.sent_at : deliverNow ? now : null,
    updated_at: now,
  };
  if (!previous) {
    const [row] = await ctx.db
      .insert(systemMessages)
      .values({ ...values, author_id: actor.id, created_at: now })
      .returning();
    ctx.counts.invalidate('system_messages');
    return { created: true, message: (await present(ctx, [row!]))[0]! };
  }
  const row = await updateVersioned(
    ctx.db,
    systemMessages,
    previous.id,
    input.version ?? 0,
    values,
    {
      notFound: 'Message not found',
      present: async (r) => (await present(ctx, [r]))[0],
    },
  );
  ctx.counts.invalidate('system_messages');
  return { created: false, message: (await present(ctx, [row]))[0]! };
}

/** Published messages whose send time has come are delivered. */
export async function deliverDueMessages(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .update(systemMessages)
    .set({ sent_at: now })
    .where(
      and(
        eq(systemMessages.status, 'published'),
        isNull(systemMessages.sent_at),
        or(isNull(systemMessages.send_at), lte(systemMessages.send_at, now)),
      ),
    )
    .returning({ id: systemMessages.id });
  if (rows.length) ctx.counts.invalidate('system_messages');
  return rows.length;
}

export const deliverSystemMessages: ScheduledJob = {
  name: 'deliver-system-messages',
  run: deliverDueMessages,
};
