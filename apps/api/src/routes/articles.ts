import type { MainHandlers } from '../http/types';
import {
  createArticle,
  getArticle,
  listArticles,
  setArticleStatus,
  updateArticle,
} from '../services/articles';

/** Articles (content §4): the saving rule, versions on every edit, the list with every filter. */
export const articleHandlers = {
  listArticles: ({ ctx, query }) => listArticles(ctx, query),
  createArticle: async ({ ctx, user, body, reply }) => {
    const article = await createArticle(ctx, user, body);
    reply.code(201);
    return article;
  },
  getArticle: ({ ctx, params }) => getArticle(ctx, params.id),
  updateArticle: ({ ctx, user, params, body }) => updateArticle(ctx, user, params.id, body),
  setArticleStatus: ({ ctx, params, body }) =>
    setArticleStatus(ctx, params.id, body.status, body.version),
} satisfies MainHandlers;
