import { login } from '../auth/sessions';
import { throttledMessage } from '../auth/throttle';
import { ApiError, ErrorCode } from '../http/errors';
import type { Handler, MainHandlers, MainOperations } from '../http/types';
import { loadUsers } from '../services/users';
import { sql } from 'drizzle-orm';

/** Health (no token). */
export const getHealth: Handler<MainOperations['getHealth']> = async ({ ctx }) => {
  await ctx.db.execute(sql`select 1`);
  return { ok: true, time: ctx.now() };
};

/**
 * Sign-in (no token): staff accounts only; frozen accounts are refused. Throttled per account and
 * per client address (auth/throttle.ts): once over a limit, every attempt is refused with 429 /
 * 40029, a message that says when to try again and `Retry-After` (seconds), without checking the
 * password. The address is `req.ip`: the connection's, or the client's as forwarded by the proxies
 * that `TRUST_PROXY` trusts (config.ts).
 */
export const adminLogin: Handler<MainOperations['adminLogin']> = async ({
  ctx,
  body,
  raw,
  reply,
}) => {
  const throttle = ctx.loginThrottle;
  const now = ctx.now();
  const until = throttle.blockedUntil(body.username, raw.ip, now);
  if (until !== null) {
    const wait = until - now;
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw new ApiError(ErrorCode.TOO_MANY_LOGIN_ATTEMPTS, throttledMessage(wait), {
      retry_at: until,
    });
  }
  let session: Awaited<ReturnType<typeof login>>;
  try {
    session = await login(ctx, body.username, body.password);
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.LOGIN_FAILED) {
      throttle.recordFailure(body.username, raw.ip, now);
    }
    throw err;
  }
  throttle.recordSuccess(body.username);
  const [user] = await loadUsers(ctx, [session.user.id]);
  if (!user) throw ApiError.notFound('User not found');
  return { token: session.token, expires_at: session.expires_at, user };
};

export const authHandlers: MainHandlers = {
  getSelf: async ({ ctx, user }) => {
    const [self] = await loadUsers(ctx, [user.id]);
    if (!self) throw ApiError.notFound('User not found');
    return self;
  },
};
