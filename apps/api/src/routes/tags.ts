import type { SecondHandlers } from '../http/types';
import { createTag, deleteTag, getTag, queryTags, updateTag } from '../services/tags';

/** Tags and topics on the second host (content §3 tags). */
export const tagHandlers = {
  queryTags: ({ ctx, body }) => queryTags(ctx, body),
  getTag: ({ ctx, params }) => getTag(ctx, params.id),
  createTag: async ({ ctx, body, reply }) => {
    const tag = await createTag(ctx, body);
    reply.code(201);
    return tag;
  },
  updateTag: ({ ctx, body }) => updateTag(ctx, body),
  deleteTag: ({ ctx, body }) => deleteTag(ctx, body.id, body.version),
} satisfies SecondHandlers;
