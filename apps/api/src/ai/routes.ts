import type { MainHandlers } from '../http/types';
import { aiStatus, draftJob, streamJob, summaryJob } from './generate';
import {
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  present,
  updateTemplate,
} from './templates';

/**
 * /v1/admin/ai/... (designed here; openapi/main/paths/ai.yaml). The two generations answer a
 * server-sent event stream written on the raw reply, so their handlers return nothing typed.
 */
export const aiHandlers = {
  listAiTemplates: ({ ctx }) => listTemplates(ctx),
  createAiTemplate: ({ ctx, body }) => createTemplate(ctx, body),
  getAiTemplate: async ({ ctx, params }) => present(await findTemplate(ctx, params.id)),
  updateAiTemplate: ({ ctx, params, body }) => updateTemplate(ctx, params.id, body),
  deleteAiTemplate: ({ ctx, params, query }) => deleteTemplate(ctx, params.id, query.version),
  getAiStatus: ({ ctx, user }) => aiStatus(ctx, user),
  generateAiContent: async ({ ctx, user, body, raw, reply }) => {
    await streamJob(ctx, user, await draftJob(ctx, body), raw, reply);
    // The answer was streamed (reply.sent); a stream has no envelope to return.
    return undefined as never;
  },
  summarizeAiArticle: async ({ ctx, user, body, raw, reply }) => {
    await streamJob(ctx, user, await summaryJob(ctx, body), raw, reply);
    return undefined as never;
  },
} satisfies MainHandlers;
