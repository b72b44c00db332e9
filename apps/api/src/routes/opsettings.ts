import type { DataOf, MainHandlers, MainOperations } from '../http/types';
import { getOps, saveOps, type OpsKey, type OpsValues } from '../services/opsettings';
import type { FastifyReply } from 'fastify';

/** 201 when the entry was created, 200 when updated. */
const answer = <T>(reply: FastifyReply, result: { created: boolean; config: unknown }) => {
  if (result.created) reply.code(201);
  return result.config as T;
};

type Op = MainOperations;
// The values were checked against their contract shape when saved (and on the way in).
const get =
  <T>(key: OpsKey) =>
  async ({ ctx }: { ctx: Parameters<typeof getOps>[0] }) =>
    (await getOps(ctx, key)) as T;

/** Operation settings (designed here): typed key-value entries with their own paths. */
export const opsSettingsHandlers = {
  getKvSplash: get<DataOf<Op['getKvSplash']>>('app-splash'),
  saveKvSplash: async ({ ctx, body, reply }) =>
    answer<DataOf<Op['saveKvSplash']>>(reply, await saveOps<'app-splash'>(ctx, 'app-splash', body)),
  getKvNavigator: get<DataOf<Op['getKvNavigator']>>('navigator'),
  saveKvNavigator: async ({ ctx, body, reply }) =>
    answer<DataOf<Op['saveKvNavigator']>>(
      reply,
      await saveOps<'navigator'>(ctx, 'navigator', body),
    ),
  getKvBanner: get<DataOf<Op['getKvBanner']>>('web-banner'),
  saveKvBanner: async ({ ctx, body, reply }) =>
    answer<DataOf<Op['saveKvBanner']>>(reply, await saveOps<'web-banner'>(ctx, 'web-banner', body)),
  getKvEntry: get<DataOf<Op['getKvEntry']>>('web-entry'),
  saveKvEntry: async ({ ctx, body, reply }) =>
    answer<DataOf<Op['saveKvEntry']>>(reply, await saveOps<'web-entry'>(ctx, 'web-entry', body)),
  getKvOmenCategory: get<DataOf<Op['getKvOmenCategory']>>('omen-category'),
  saveKvOmenCategory: async ({ ctx, body, reply }) =>
    answer<DataOf<Op['saveKvOmenCategory']>>(
      reply,
      await saveOps<'omen-category'>(
        ctx,
        'omen-category',
        body as { key: string; name: string; value: OpsValues['omen-category']; version?: number },
      ),
    ),
} satisfies MainHandlers;
