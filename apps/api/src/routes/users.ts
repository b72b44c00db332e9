import type { MainHandlers } from '../http/types';
import {
  changePassword,
  getUser,
  listFollowers,
  listUsers,
  setUserStatus,
  updateUser,
  verifyUser,
} from '../services/user-admin';
import { createUser } from '../services/user-create';

/** The calling token (X-Token or Authorization: Bearer), to keep it valid on a password change. */
const callingToken = (headers: Record<string, string | string[] | undefined>) => {
  const x = headers['x-token'];
  if (typeof x === 'string' && x) return x;
  const auth = headers.authorization;
  return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
};

/** Users (operations §3): profiles, memberships, verification, freeze, password, followers. */
export const userHandlers = {
  listUsers: ({ ctx, query }) => listUsers(ctx, query ?? {}),
  createUser: async ({ ctx, body, reply }) => {
    const user = await createUser(ctx, body);
    reply.code(201);
    return user;
  },
  getUser: ({ ctx, params }) => getUser(ctx, params.id),
  updateUser: ({ ctx, user, params, body }) => updateUser(ctx, user, params.id, body),
  verifyUser: ({ ctx, params, body }) => verifyUser(ctx, params.id, body),
  setUserStatus: ({ ctx, user, params, body }) => setUserStatus(ctx, user, params.id, body),
  changePassword: ({ ctx, user, body, raw }) =>
    changePassword(ctx, user, callingToken(raw.headers), body),
  listFollowers: ({ ctx, params, query }) => listFollowers(ctx, params.id, query ?? {}),
} satisfies MainHandlers;
