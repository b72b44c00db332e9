import type { MainHandlers } from '../http/types';
import {
  broadcastPush,
  cancelPush,
  getPushDetail,
  getPushStatus,
  listPushes,
} from '../services/push';

/** Push notifications (operations §4). */
export const pushHandlers = {
  listPushes: ({ ctx, query }) => listPushes(ctx, query ?? {}),
  broadcastPush: async ({ ctx, user, body, reply }) => {
    reply.code(201);
    return broadcastPush(ctx, user, body);
  },
  cancelPush: ({ ctx, params, body }) => cancelPush(ctx, params.id, body.version),
  getPushStatus: ({ ctx, params }) => getPushStatus(ctx, params.id),
  getPushDetail: ({ ctx, params }) => getPushDetail(ctx, params.id),
} satisfies MainHandlers;
