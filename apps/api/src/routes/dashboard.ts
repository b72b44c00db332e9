import type { MainHandlers } from '../http/types';
import { getHotContent, getStats, listMessageActions } from '../services/dashboard';

/** Dashboard (operations §1, §7, §9): counts, today's popular content, the interactions feed. */
export const dashboardHandlers = {
  getStats: ({ ctx, user }) => getStats(ctx, user),
  getHotContent: async ({ ctx, query }) => ({
    items: await getHotContent(ctx, ctx.now(), query?.size ?? 8),
  }),
  listMessageActions: ({ ctx, user, query }) => listMessageActions(ctx, user, query ?? {}),
} satisfies MainHandlers;
