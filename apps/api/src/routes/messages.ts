import type { MainHandlers } from '../http/types';
import { getSystemMessage, listSystemMessages, saveSystemMessage } from '../services/messages';

/** System messages (operations §6). */
export const messageHandlers = {
  listSystemMessages: ({ ctx, query }) => listSystemMessages(ctx, query ?? {}),
  getSystemMessage: ({ ctx, params }) => getSystemMessage(ctx, params.id),
  saveSystemMessage: async ({ ctx, user, body, reply }) => {
    const { created, message } = await saveSystemMessage(ctx, user, body.message);
    if (created) reply.code(201);
    return message;
  },
} satisfies MainHandlers;
