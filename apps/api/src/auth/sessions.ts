import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext, AuthUser } from '../http/types';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './password';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export const ROLE_ADMIN = 'Admin';
export const ROLE_NORMAL = 'Normal User';

type UserRow = typeof users.$inferSelect;

export const toAuthUser = (u: Pick<UserRow, 'id' | 'nickname' | 'email' | 'roles'>): AuthUser => ({
  id: u.id,
  nickname: u.nickname,
  email: u.email,
  roles: u.roles,
  isAdmin: u.roles.includes(ROLE_ADMIN),
});

// Verified tokens are remembered for a few seconds (every request checks one); any change to an
// account or a session clears the cache, so a freeze or a sign-out takes effect at once.
const CACHE_MS = 5_000;
const cache = new Map<string, { user: AuthUser; expiresAt: number; until: number }>();
// Bumped by every clear: a lookup that read the account before a freeze or revocation (and so
// may hold the old state) must not put it into the cache after the clear.
let generation = 0;
export const clearSessionCache = () => {
  generation += 1;
  cache.clear();
};

/** Signs a staff member in: only accounts with a console role and a password may. */
export async function login(ctx: AppContext, username: string, password: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${username})`)
    .limit(1);
  const valid = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await verifyDecoy(password);
  if (!user?.password_hash || !valid || user.roles.length === 0) {
    throw new ApiError(ErrorCode.LOGIN_FAILED, 'Incorrect email or password');
  }
  if (user.status === 'frozen')
    throw new ApiError(ErrorCode.LOGIN_FAILED, 'This account is frozen');
  // A hash from before Argon2id (or older parameters) is replaced while the password is at hand;
  // a refused sign-in changes nothing.
  if (needsRehash(user.password_hash)) {
    await ctx.db
      .update(users)
      .set({ password_hash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return { ...(await createSession(ctx, user.id)), user };
}

/** A new session for a user; the token is returned once and only its hash is stored. */
export async function createSession(ctx: AppContext, userId: number, token?: string) {
  const issued = token ? { token, hash: hashToken(token) } : newToken();
  const now = ctx.now();
  const expiresAt = now + ctx.config.tokenTtlMs;
  await ctx.db
    .insert(sessions)
    .values({ token_hash: issued.hash, user_id: userId, created_at: now, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: sessions.token_hash,
      set: { user_id: userId, created_at: now, expires_at: expiresAt, revoked_at: null },
    });
  return { token: issued.token, expires_at: expiresAt };
}

/** The account behind a token, or 50008 (invalid: unknown, revoked, frozen) / 50014 (expired). */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<AuthUser> {
  if (!token || !isWellFormedToken(token))
    throw new ApiError(ErrorCode.INVALID_TOKEN, 'Invalid token');
  const hash = hashToken(token);
  const now = ctx.now();
  const hit = cache.get(hash);
  if (hit && hit.until > now) {
    if (hit.expiresAt <= now) throw new ApiError(ErrorCode.TOKEN_EXPIRED, 'Token expired');
    return hit.user;
  }
  const readAt = generation;
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hash), isNull(sessions.revoked_at)))
    .limit(1);
  if (!row || row.user.status === 'frozen' || row.user.roles.length === 0) {
    cache.delete(hash);
    throw new ApiError(ErrorCode.INVALID_TOKEN, 'Invalid token');
  }
  if (row.session.expires_at <= now) throw new ApiError(ErrorCode.TOKEN_EXPIRED, 'Token expired');
  const user = toAuthUser(row.user);
  if (readAt === generation) {
    cache.set(hash, { user, expiresAt: row.session.expires_at, until: now + CACHE_MS });
  }
  return user;
}

/** Revokes every session of a user (freeze, password change), optionally keeping one. */
export async function revokeSessions(ctx: AppContext, userId: number, keepToken?: string) {
  const keep = keepToken ? hashToken(keepToken) : null;
  await ctx.db
    .update(sessions)
    .set({ revoked_at: ctx.now() })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keep ? sql`${sessions.token_hash} <> ${keep}` : undefined,
      ),
    );
  clearSessionCache();
}

/** The permission policy: `x-roles` of the operation (Admin may do everything). */
export function authorize(user: AuthUser, roles: readonly string[]) {
  if (user.isAdmin || roles.length === 0) return;
  if (!user.roles.some((r) => roles.includes(r))) throw ApiError.forbidden();
}
