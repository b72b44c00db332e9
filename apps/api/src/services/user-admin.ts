import { and, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeSessions } from '../auth/sessions';
import { follows, memberships, users } from '../db/schema';
import { ApiError, ErrorCode, type FieldError } from '../http/errors';
import type { AppContext, AuthUser, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { fileUrl } from './content';
import {
  landmarkFor,
  landmarksQuery,
  LANDMARK_EVERY,
  orderBy,
  rowsOf,
  seekAfter,
  type Key,
} from './paging';
import { loadUsers, NO_END, type User } from './users';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type UserUpdate = Schemas['UserUpdate'];
type ListQuery = NonNullable<MainOperations['listUsers']['parameters']['query']>;

export async function getUser(ctx: AppContext, id: number): Promise<User> {
  const [user] = await loadUsers(ctx, [id]);
  if (!user) throw ApiError.notFound('User not found');
  return user;
}

/**
 * Users newest first; `id` and `keyword` (nickname, email, phone) combine with AND. A deep numbered
 * page seeks to the nearest landmark of the filtered list first (services/paging.ts, kept like the
 * totals until the next write to users), so page 5,000 of 100,000 users costs about what page 1
 * does instead of walking 100,000 index entries.
 */
export async function listUsers(ctx: AppContext, q: ListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const conds: SQL[] = [];
  if (q.id !== undefined) conds.push(eq(users.id, q.id));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(
      sql`(${users.nickname} ilike ${like} or ${users.email} ilike ${like} or ${users.phone} ilike ${like})`,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const filters = JSON.stringify({ id: q.id, k: q.keyword });
  const offset = (page - 1) * limit;
  let after: Key | null = null;
  let skip = offset;
  if (offset >= LANDMARK_EVERY) {
    const landmarks = await ctx.counts.keep('users', `landmarks:${filters}`, async () =>
      rowsOf<{ v: number; i: number }>(
        await ctx.db.execute(
          landmarksQuery(sql`${users}`, users.created_at, users.id, 'desc', where),
        ),
      ).map((r): Key => [Number(r.v), Number(r.i)]),
    );
    ({ after, skip } = landmarkFor(landmarks, offset));
  }
  const pageWhere = after
    ? and(where, seekAfter(users.created_at, users.id, 'desc', after))
    : where;
  const [ids, total] = await Promise.all([
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(pageWhere)
      .orderBy(...orderBy(users.created_at, users.id, 'desc'))
      .limit(limit)
      .offset(skip),
    ctx.counts.get('users', filters, async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      return r?.n ?? 0;
    }),
  ]);
  return {
    items: await loadUsers(
      ctx,
      ids.map((r) => r.id),
    ),
    total,
    page,
    limit,
  };
}

/**
 * Profile edit (patch). Admins edit anyone; a Normal User only their own account, without
 * memberships and the institution flag.
 */
export async function updateUser(ctx: AppContext, actor: AuthUser, id: number, input: UserUpdate) {
  if (!actor.isAdmin) {
    if (actor.id !== id || input.memberships !== undefined || input.is_institution !== undefined) {
      throw ApiError.forbidden();
    }
  }
  const current = await getUser(ctx, id);
  if (input.memberships) {
    const levels = input.memberships.map((m) => m.level);
    if (new Set(levels).size !== levels.length) {
      const errors: FieldError[] = [
        { field: 'memberships', rule: 'uniqueItems', message: 'memberships: one entry per level' },
      ];
      throw new ApiError(
        ErrorCode.VALIDATION_FAILED,
        'Please check the inputted user information',
        { errors },
      );
    }
  }
  const set: Record<string, unknown> = { updated_at: ctx.now() };
  for (const key of [
    'nickname',
    'avatar',
    'description',
    'about',
    'gender',
    'occupation',
    'industry',
    'country',
    'is_institution',
  ] as const) {
    if (input[key] !== undefined) set[key] = input[key];
  }
  if (input.email !== undefined) set.email = input.email?.email ?? null;
  if (input.mobile !== undefined) set.phone = input.mobile?.phone ?? null;
  if (typeof set.email === 'string') {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${set.email})`, ne(users.id, id)))
      .limit(1);
    if (taken) throw new ApiError(ErrorCode.DUPLICATE, 'Email already in use', { field: 'email' });
  }
  if (typeof set.phone === 'string') {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, set.phone), ne(users.id, id)))
      .limit(1);
    if (taken) throw new ApiError(ErrorCode.DUPLICATE, 'Phone already in use', { field: 'mobile' });
  }
  await ctx.db.transaction(async (tx) => {
    await updateVersioned(tx as unknown as AppContext['db'], users, id, input.version, set, {
      notFound: 'User not found',
      present: () => current,
    });
    if (input.memberships) {
      await tx.delete(memberships).where(eq(memberships.user_id, id));
      if (input.memberships.length) {
        await tx.insert(memberships).values(
          input.memberships.map((m) => ({
            user_id: id,
            level: m.level,
            expired_at: m.expired_at ?? NO_END,
          })),
        );
      }
    }
  });
  ctx.counts.invalidate('users');
  return getUser(ctx, id);
}

export async function verifyUser(ctx: AppContext, id: number, input: Schemas['UserVerify']) {
  if (input.user_id !== id)
    throw ApiError.field('user_id', 'match', 'user_id: must equal the user of the path');
  const current = await getUser(ctx, id);
  await updateVersioned(
    ctx.db,
    users,
    id,
    input.version,
    { verified_name: input.verify_name, updated_at: ctx.now() },
    { notFound: 'User not found', present: () => current },
  );
  ctx.counts.invalidate('users');
  return getUser(ctx, id);
}

/** Freeze (sign-in refused, every token refused at once) or recover an account. */
export async function setUserStatus(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  input: Schemas['UserStatusChange'],
) {
  if (input.status === 'frozen' && actor.id === id)
    throw ApiError.rule('You cannot freeze your own account');
  const current = await getUser(ctx, id);
  await updateVersioned(
    ctx.db,
    users,
    id,
    input.version,
    { status: input.status, updated_at: ctx.now() },
    { notFound: 'User not found', present: () => current },
  );
  if (input.status === 'frozen') await revokeSessions(ctx, id);
  ctx.counts.invalidate('users');
  return getUser(ctx, id);
}

/** The signed-in user's own password; every other token of theirs is revoked. */
export async function changePassword(
  ctx: AppContext,
  actor: AuthUser,
  callingToken: string | undefined,
  input: Schemas['PasswordChange'],
) {
  if (input.new_password !== input.confirm_password) {
    throw ApiError.field('confirm_password', 'match', 'The passwords are inconsistent');
  }
  const [row] = await ctx.db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row?.hash || !(await verifyPassword(input.current_password, row.hash))) {
    throw ApiError.field('current_password', 'incorrect', 'The current password is incorrect');
  }
  await ctx.db
    .update(users)
    .set({ password_hash: await hashPassword(input.new_password) })
    .where(eq(users.id, actor.id));
  await revokeSessions(ctx, actor.id, callingToken);
  return null;
}

const encodeCursor = (r: { created_at: number; follower_id: number }) =>
  Buffer.from(JSON.stringify([r.created_at, r.follower_id])).toString('base64url');

function decodeCursor(cursor: string): [number, number] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number')
      return [v[0], v[1]];
  } catch {
    // falls through
  }
  throw ApiError.field('cursor', 'format', 'cursor: not a cursor returned by this list');
}

/** Followers newest first, cursor paging; total_count is the follower count. */
export async function listFollowers(
  ctx: AppContext,
  id: number,
  q: { first?: number; cursor?: string },
) {
  await getUser(ctx, id);
  const first = q.first ?? 10;
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await ctx.db
    .select({
      follower_id: follows.follower_id,
      created_at: follows.created_at,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.follower_id))
    .where(
      and(
        eq(follows.user_id, id),
        after
          ? or(
              lt(follows.created_at, after[0]),
              and(eq(follows.created_at, after[0]), lt(follows.follower_id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(follows.created_at), desc(follows.follower_id))
    .limit(first + 1);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.user_id, id));
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      user: { id: r.follower_id, nickname: r.nickname, avatar: fileUrl(ctx, r.avatar) },
      followed_at: r.created_at,
    })),
    total_count: count?.n ?? 0,
    page_info: { end_cursor: last ? encodeCursor(last) : null, has_next_page: rows.length > first },
  };
}
