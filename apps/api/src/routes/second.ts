import type { SecondHandlers } from '../http/types';
import {
  createLink,
  createRoadmap,
  deleteLink,
  getLink,
  listLinks,
  saveFaq,
  saveTagRelations,
  updateLink,
  updateRoadmap,
} from '../services/second';

/** The second host's content (links, FAQs, roadmaps) and tag relations. */
export const secondAreaHandlers = {
  listLinks: ({ ctx, query }) => listLinks(ctx, query ?? {}),
  getLink: ({ ctx, params }) => getLink(ctx, params.id),
  createLink: async ({ ctx, body, reply }) => {
    reply.code(201);
    return createLink(ctx, body);
  },
  updateLink: ({ ctx, body }) => updateLink(ctx, body),
  deleteLink: ({ ctx, body }) => deleteLink(ctx, body),
  saveFaq: async ({ ctx, body, reply }) => {
    const { created, faq } = await saveFaq(ctx, body);
    if (created) reply.code(201);
    return faq;
  },
  createRoadmap: async ({ ctx, body, reply }) => {
    reply.code(201);
    return createRoadmap(ctx, body);
  },
  updateRoadmap: ({ ctx, body }) => updateRoadmap(ctx, body),
  saveTagRelations: ({ ctx, body }) => saveTagRelations(ctx, body),
} satisfies SecondHandlers;
