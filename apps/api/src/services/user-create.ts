import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { memberships, users } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { getUser } from './user-admin';
import { NO_END } from './users';

type UserCreate = components['schemas']['UserCreate'];

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';

const emailTaken = () =>
  new ApiError(ErrorCode.DUPLICATE, 'Email already in use', { field: 'email' });
const phoneTaken = () =>
  new ApiError(ErrorCode.DUPLICATE, 'Phone already in use', { field: 'mobile' });

/**
 * Adds a member (no role) or a staff account (Admin or Normal User; it signs in with its e-mail).
 * Designed here (operations §5 "add-user info invalid"): the password is hashed with Argon2id, as the
 * seeded accounts' are; an e-mail or a phone of another account is refused (409 / 40010). The
 * route is Admin only (`x-roles`).
 */
export async function createUser(ctx: AppContext, input: UserCreate) {
  if (input.password !== input.confirm_password) {
    throw ApiError.field('confirm_password', 'match', 'The passwords are inconsistent');
  }
  if (input.role !== null && !input.email) {
    throw ApiError.field('email', 'required', 'email: a staff account signs in with its e-mail');
  }
  const email = input.email?.email ?? null;
  const phone = input.mobile?.phone ?? null;
  if (email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (taken) throw emailTaken();
  }
  if (phone) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    if (taken) throw phoneTaken();
  }
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          nickname: input.nickname,
          email,
          phone,
          password_hash: passwordHash,
          roles: input.role ? [input.role] : [],
          status: 'good',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ user_id: row!.id, level: 1, expired_at: NO_END });
      return row!.id;
    });
  } catch (e) {
    // Two adds with the same e-mail at once: the unique index on lower(email) decides.
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  ctx.counts.invalidate('users');
  return getUser(ctx, id);
}
