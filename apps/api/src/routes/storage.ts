import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { storageFiles } from '../db/schema';
import type { AppContext } from '../http/types';
import { isValidKey } from '../storage/storage';

/**
 * One `bytes=` range of a file of `size` bytes (`start-end`, `start-` or the suffix `-n`), inclusive;
 * `null` when the header is not a single range this store serves (several ranges: the whole file is
 * sent), `'unsatisfiable'` when it starts past the end.
 */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET /storage/{key}` serves a file's bytes to anyone (covers, images in article bodies, video
 * episodes, with byte ranges so that players can seek); only its `?avinfo` form is the secured
 * contract operation `getAvInfo`.
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
      // A key can be uploaded again while its token lives (as on a real store), so the bytes are
      // revalidated by their hash rather than cached for good.
      const etag = `"${file.hash}"`;
      reply.header('Cache-Control', 'no-cache');
      reply.header('ETag', etag);
      reply.header('Accept-Ranges', 'bytes');
      if (req.headers['if-none-match'] === etag) {
        await reply.status(304).send();
        return true;
      }
      const range = parseRange(req.headers.range, file.fsize);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${file.fsize}`);
        await reply.status(416).type('text/plain').send('Range not satisfiable');
        return true;
      }
      if (range) {
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${file.fsize}`);
        reply.header('Content-Length', String(range.end - range.start + 1));
        await reply.status(206).type(file.mime).send(ctx.storage.read(key, range));
        return true;
      }
      reply.header('Content-Length', String(file.fsize));
      await reply.type(file.mime).send(ctx.storage.read(key));
      return true;
    },
  };
}
