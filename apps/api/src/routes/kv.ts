import { ApiError } from '../http/errors';
import type { DataOf, MainHandlers, MainOperations } from '../http/types';
import { getKv, listKv, saveKv } from '../services/kv';
import type { FastifyReply } from 'fastify';

// The typed routes' values were validated against their contract shape when saved.
type Template = DataOf<MainOperations['getEditorArticleTemplate']>;
type Omni = DataOf<MainOperations['getKvOmniNotification']>;

const TEMPLATE = 'editor-article-template';
const OMNI = 'omni-notification';

/** 201 when the entry was created, 200 when updated. */
const answer = <T>(reply: FastifyReply, result: { created: boolean; config: unknown }) => {
  if (result.created) reply.code(201);
  return result.config as T;
};

/** Key-value configuration (content §3, operations §5): schema-checked, versioned upserts. */
export const kvHandlers = {
  getEditorArticleTemplate: async ({ ctx }) => (await getKv(ctx, TEMPLATE)) as Template,
  getKvEditorArticleTemplate: async ({ ctx }) => (await getKv(ctx, TEMPLATE)) as Template,
  saveKvEditorArticleTemplate: async ({ ctx, body, reply }) => {
    const defaults = body.value.templates.filter((t) => t.is_default).length;
    const ids = new Set(body.value.templates.map((t) => t.id));
    if (defaults > 1 || ids.size !== body.value.templates.length) {
      throw ApiError.field(
        'value.templates',
        'uniqueItems',
        'value.templates: ids must be unique and at most one template may be the default',
      );
    }
    return answer<Template>(reply, await saveKv(ctx, TEMPLATE, body));
  },
  getKvOmniNotification: async ({ ctx }) => (await getKv(ctx, OMNI)) as Omni,
  saveKvOmniNotification: async ({ ctx, body, reply }) =>
    answer<Omni>(reply, await saveKv(ctx, OMNI, body)),
  listKvConfigs: ({ ctx, query }) => listKv(ctx, query ?? {}),
  getKvConfig: ({ ctx, params }) => getKv(ctx, params.key),
  saveKvConfig: async ({ ctx, params, body, reply }) =>
    answer(reply, await saveKv(ctx, params.key, body as Parameters<typeof saveKv>[2])),
} satisfies MainHandlers;
