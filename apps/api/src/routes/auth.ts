import { login } from '../auth/sessions';
import { ApiError } from '../http/errors';
import type { Handler, MainHandlers, MainOperations } from '../http/types';
import { loadUsers } from '../services/users';
import { sql } from 'drizzle-orm';

/** Health (no token). */
export const getHealth: Handler<MainOperations['getHealth']> = async ({ ctx }) => {
  await ctx.db.execute(sql`select 1`);
  return { ok: true, time: ctx.now() };
};

/** Sign-in (no token): staff accounts only; frozen accounts are refused. */
export const adminLogin: Handler<MainOperations['adminLogin']> = async ({ ctx, body }) => {
  const session = await login(ctx, body.username, body.password);
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
