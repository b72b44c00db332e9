import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { storageFiles } from '../db/schema';
import type { AppContext } from '../http/types';
import { isValidKey } from '../storage/storage';

/**
 * `GET /storage/{key}` serves a file's bytes to anyone (covers, images in article bodies); only its
 * `?avinfo` form is the secured contract operation `getAvInfo`.
 */
export function storageIntercepts(ctx: AppContext) {
  return {
    getAvInfo: async (req: FastifyRequest, reply: FastifyReply) => {
      const query = (req.query ?? {}) as Record<string, unknown>;
      if ('avinfo' in query) return false;
      const key = (req.params as { key: string }).key;
      const [file] = isValidKey(key)
        ? await ctx.db.select().from(storageFiles).where(eq(storageFiles.key, key)).limit(1)
        : [];
      if (!file || !(await ctx.storage.exists(key))) {
        await reply.status(404).type('text/plain').send('Not found');
        return true;
      }
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Content-Length', String(file.fsize));
      await reply.type(file.mime).send(ctx.storage.read(key));
      return true;
    },
  };
}
